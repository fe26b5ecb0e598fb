import { expect } from 'chai'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { Proposal } from '../../../src/domain/codecs'
import { decodeWith } from './client'
import { buyProposal, createProposal, createQuoted } from './proposal-calls'
import { removeStoreFolder, startServer, tempStoreFile, validProposalStartingToday, type RunningServer } from './running-server'

/** A random source that gives these references' digit groups in turn, over and over. */
const draws = (...references: string[]): ((max: number) => number) => {
  const groups = references.flatMap((r) => r.split('-').map(Number))
  let i = 0
  return () => groups[i++ % groups.length] ?? 0
}

const withMileage = (miles: number) => {
  const p = validProposalStartingToday()
  return { ...p, risk: { ...p.risk, total_mileage: miles } }
}

describe('mock server over HTTP: durability of the store', () => {
  const storeFile = tempStoreFile('durability')
  let server: RunningServer | undefined

  afterEach(async () => {
    await server?.close()
    server = undefined
  })
  after(() => removeStoreFolder(storeFile))

  it('a new server on the same store file keeps every proposal, payment, device check and e-mail', async () => {
    server = await startServer(storeFile)
    const c = server.client()
    const draft = await createProposal(c)
    const quoted = await createQuoted(c)
    const bought = await buyProposal(c)
    await c.post(`/api/proposal/${bought}/device-risk`, { blackbox: 'bb.1' })
    await c.post(`/api/proposal/${quoted.uuid}/send-quote-email`, { uuid: quoted.uuid })
    const before = server.storeOnDisk()
    await server.close()

    server = await startServer(storeFile)
    const again = server.client()
    for (const p of before.proposals) {
      const a = await again.get(`/api/proposal/${p.uuid}`)
      expect(a.status, p.uuid).to.equal(200)
      expect(decodeWith(Proposal, a.body), p.uuid).to.deep.equal(p)
    }
    expect(before.proposals.map((p) => p.uuid)).to.include.members([draft.uuid, quoted.uuid, bought])
    expect(server.storeOnDisk()).to.deep.equal(before)
    expect((await again.post(`/api/proposal/${bought}/quote/accept`, {})).status).to.equal(200)
    const requoted = decodeWith(Proposal, (await again.post(`/api/proposal/${quoted.uuid}/quote`)).body)
    const earlier = before.proposals.map((p) => p.quote?.reference).filter((r) => r != null)
    expect(earlier).to.not.include(requoted.quote?.reference)
  })

  it('a restarted server never gives a reference the store holds: a draw equal to one is drawn again', async () => {
    const file = tempStoreFile('durability-references')
    try {
      server = await startServer(file, { randomInt: draws('11111-22222-33333') })
      const first = await createQuoted(server.client())
      expect(first.quote?.reference).to.equal('11111-22222-33333')
      await server.close()

      server = await startServer(file, { randomInt: draws('11111-22222-33333', '44444-55555-06666') })
      const second = await createQuoted(server.client())
      expect(second.quote?.reference).to.equal('44444-55555-06666')
    } finally {
      await server?.close()
      server = undefined
      removeStoreFolder(file)
    }
  })

  it('a random source that only repeats a stored reference answers 500, never hangs', async () => {
    const file = tempStoreFile('durability-repeats')
    try {
      server = await startServer(file, { randomInt: draws('00000-00000-00001') })
      const c = server.client()
      await createQuoted(c)
      const p = await createProposal(c)
      const a = await c.post(`/api/proposal/${p.uuid}/quote`)
      expect(a.status).to.equal(500)
      expect(decodeWith(Proposal, (await c.get(`/api/proposal/${p.uuid}`)).body).quote ?? null).to.equal(null)
    } finally {
      await server?.close()
      server = undefined
      removeStoreFolder(file)
    }
  })

  it('opens a store file of an earlier version holding the quote counter, and drops the counter at its next write', async () => {
    const file = tempStoreFile('durability-counter')
    try {
      server = await startServer(file)
      const kept = await createProposal(server.client())
      await server.close()
      const old = { ...(JSON.parse(readFileSync(file, 'utf8')) as object), counters: { quotes: 7 } }
      writeFileSync(file, JSON.stringify(old))

      server = await startServer(file)
      const c = server.client()
      expect(decodeWith(Proposal, (await c.get(`/api/proposal/${kept.uuid}`)).body)).to.deep.equal(kept)
      await createQuoted(c)
      expect(Object.keys(JSON.parse(readFileSync(file, 'utf8')) as object).sort()).to.deep.equal(['deviceChecks', 'outbox', 'payments', 'proposals'])
    } finally {
      await server?.close()
      server = undefined
      removeStoreFolder(file)
    }
  })

  it('50 concurrent creates and updates all succeed, and the store file then holds every acknowledged proposal', async () => {
    server = await startServer(storeFile)
    const c = server.client()
    const existing = await Promise.all(Array.from({ length: 25 }, () => createProposal(c)))
    const results = await Promise.all([
      ...Array.from({ length: 25 }, (_, i) => c.post('/api/proposal', withMileage(10_000 + i))),
      ...existing.map((p, i) => c.post(`/api/proposal/${p.uuid}`, withMileage(20_000 + i))),
    ])
    expect(results.map((a) => a.status)).to.deep.equal([...Array<number>(25).fill(201), ...Array<number>(25).fill(200)])
    const acknowledged = results.map((a) => decodeWith(Proposal, a.body))
    const onDisk = server.storeOnDisk()
    for (const p of acknowledged) expect(onDisk.proposals.find((x) => x.uuid === p.uuid), p.uuid).to.deep.equal(p)
    expect(new Set(onDisk.proposals.map((p) => p.uuid)).size).to.equal(onDisk.proposals.length)
    expect(readdirSync(dirname(storeFile)).filter((f) => f.endsWith('.tmp'))).to.deep.equal([])

    await server.close()
    server = await startServer(storeFile)
    const after = server.client()
    for (const p of acknowledged) expect(decodeWith(Proposal, (await after.get(`/api/proposal/${p.uuid}`)).body)).to.deep.equal(p)
  })

  it('50 concurrent updates of one proposal and its quote leave one of them stored whole', async () => {
    server = await startServer(storeFile)
    const c = server.client()
    const p = await createQuoted(c)
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 5 === 0 ? c.post(`/api/proposal/${p.uuid}/quote`) : c.post(`/api/proposal/${p.uuid}`, withMileage(30_000 + i)),
      ),
    )
    expect(results.every((a) => a.status === 200)).to.equal(true)
    const stored = server.storeOnDisk().proposals.find((x) => x.uuid === p.uuid)
    const answers = results.map((a) => decodeWith(Proposal, a.body))
    expect(answers.some((a) => isDeepStrictEqual(a, stored)), 'the stored proposal is one acknowledged answer').to.equal(true)
  })
})
