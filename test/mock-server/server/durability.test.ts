import { expect } from 'chai'
import { readdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { Proposal } from '../../../src/domain/codecs'
import { decodeWith } from './client'
import { buyProposal, createProposal, createQuoted } from './proposal-calls'
import { removeStoreFolder, startServer, tempStoreFile, validProposalStartingToday, type RunningServer } from './running-server'

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

  it('a new server on the same store file keeps every proposal, payment, device check, e-mail and the quote counter', async () => {
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
    // The persisted counter keeps references unique across restarts.
    const requoted = decodeWith(Proposal, (await again.post(`/api/proposal/${quoted.uuid}/quote`)).body)
    const earlier = before.proposals.map((p) => p.quote?.reference).filter((r) => r != null)
    expect(earlier).to.not.include(requoted.quote?.reference)
    expect(server.storeOnDisk().counters.quotes).to.equal(before.counters.quotes + 1)
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
