import { expect } from 'chai'
import fc from 'fast-check'
import type * as t from 'io-ts'
import { RECALL_LIMIT } from '../../../mock-server/routes/proposals'
import { ManualSearchAnswer, PayMonthlyAnswer, Proposal, RecaptchaAnswer } from '../../../src/domain/codecs'
import { decodeWith, leaksInternals, type Answer, type TestClient } from './client'
import { createQuoted } from './proposal-calls'
import { removeStoreFolder, startServer, tempStoreFile, validProposal, type RunningServer } from './running-server'

const NUM_RUNS = 60

type Key = string | number
const DELETE = Symbol('delete')

/** Every path into a JSON value (the root included), so a mutation can reach any field. */
const pathsOf = (value: unknown, prefix: readonly Key[] = []): Key[][] => {
  const here: Key[][] = [[...prefix]]
  if (Array.isArray(value)) return [...here, ...value.flatMap((v, i) => pathsOf(v, [...prefix, i]))]
  if (typeof value === 'object' && value !== null) {
    return [...here, ...Object.entries(value).flatMap(([k, v]) => pathsOf(v, [...prefix, k]))]
  }
  return here
}

/** A copy of `root` with the value at `path` replaced (or removed). */
const setAt = (root: unknown, path: readonly Key[], value: unknown): unknown => {
  const [head, ...rest] = path
  if (head === undefined) return value === DELETE ? {} : value
  if (Array.isArray(root)) {
    const copy = [...(root as unknown[])]
    const i = Number(head)
    if (rest.length === 0 && value === DELETE) copy.splice(i, 1)
    else copy[i] = setAt(copy[i], rest, value)
    return copy
  }
  if (typeof root === 'object' && root !== null) {
    const copy: Record<string, unknown> = { ...(root as Record<string, unknown>) }
    const k = String(head)
    if (rest.length === 0 && value === DELETE) delete copy[k]
    else copy[k] = setAt(copy[k], rest, value)
    return copy
  }
  return root
}

const replacement: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything({ maxDepth: 2 }),
  fc.constant(DELETE),
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.string(),
  fc.constantFrom('', 'YH19KXT', 'LS6 2AB', '2026-11-22', '22/11/2026', '00000000', '112233', 'C', 'TPO', 'ok.x', '<script>alert(1)</script>', 'x'.repeat(501)),
  fc.array(fc.anything({ maxDepth: 1 }), { maxLength: 3 }),
)

/** A valid body with one to three of its fields (anywhere, the root included) replaced or removed. */
const mutated = (valid: () => unknown): fc.Arbitrary<unknown> =>
  fc.array(fc.record({ at: fc.nat(), value: replacement }), { minLength: 1, maxLength: 3 }).map((mutations) =>
    mutations.reduce<unknown>((body, m) => {
      const paths = pathsOf(body)
      return setAt(body, paths[m.at % paths.length] ?? [], m.value)
    }, valid()),
  )

/** Request bodies as sent: any value as JSON, any JSON text, or a mutated valid body. */
const bodies = (valid: () => unknown): fc.Arbitrary<string> =>
  fc.oneof(
    fc.anything().map((v) => JSON.stringify(v) ?? ''),
    fc.json(),
    mutated(valid).map((v) => JSON.stringify(v) ?? ''),
    fc.constantFrom('', '{', '[]', 'null', '{"a":', '\u0000', '{"risk":{"proposer":{"__proto__":{"x":1}}}}'),
  )

const DIRECT_DEBIT = { account_name: 'A Rider', account_number: '12345678', sort_code: '112233', collection_day: '1', is_proposer_account_holder: true }

describe('mock server over HTTP: fuzzed request bodies (fast-check)', () => {
  const storeFile = tempStoreFile('fuzz')
  let server: RunningServer
  let client: TestClient
  let uuid: string
  let reference: string

  before(async () => {
    server = await startServer(storeFile)
    client = server.client()
    const q = await createQuoted(client)
    uuid = q.uuid
    reference = q.quote?.reference ?? ''
  })
  after(async () => {
    await server.close()
    removeStoreFolder(storeFile)
  })

  /** Never a 5xx; a 4xx is JSON with a string code; a 2xx decodes with the call's answer codec. */
  const expectSurvived = <A>(a: Answer, ok: t.Decoder<unknown, A>, sent: string): void => {
    const label = `${a.status} for ${sent.slice(0, 200)}: ${a.text.slice(0, 200)}`
    expect(a.status, label).to.be.below(500)
    expect(leaksInternals(a.text), label).to.equal(false)
    if (a.status >= 400) {
      expect(a.headers.get('content-type'), label).to.match(/^application\/json/)
      expect((a.body as { code?: unknown } | undefined)?.code, label).to.be.a('string')
    } else {
      decodeWith(ok, a.body)
    }
  }

  const expectStoreIntact = (): void => {
    const state = server.storeOnDisk()
    expect(state.proposals.some((p) => p.uuid === uuid)).to.equal(true)
    expect(server.logs.filter((l) => l.startsWith('unexpected error'))).to.deep.equal([])
  }

  const fuzz = <A>(path: () => string, valid: () => unknown, ok: t.Decoder<unknown, A>) => async () => {
    await fc.assert(
      fc.asyncProperty(bodies(valid), async (raw) => {
        expectSurvived(await client.request('POST', path(), { raw }), ok, raw)
      }),
      { numRuns: NUM_RUNS },
    )
    expectStoreIntact()
  }

  it('POST /api/proposal survives any body', fuzz(() => '/api/proposal', validProposal, Proposal))

  it('POST /api/proposal/{uuid} survives any body', fuzz(() => `/api/proposal/${uuid}`, validProposal, Proposal))

  it('POST /api/proposal/{uuid}/pay-monthly survives any body', fuzz(() => `/api/proposal/${uuid}/pay-monthly`, () => ({ is_pay_monthly: true, direct_debit: DIRECT_DEBIT }), PayMonthlyAnswer))

  it('POST /api/vehicle (manual search) survives any body', fuzz(() => '/api/vehicle', () => ({ manufacturer: 'HONDA', model: 'NC750X', fuel_type: 'P', year: 2021 }), ManualSearchAnswer))

  it('POST /api/recaptcha survives any body', fuzz(() => '/api/recaptcha', () => ({ response: 'ok.form_section_one.1', action: 'form_section_one' }), RecaptchaAnswer))

  it('POST /api/proposal/recall survives any body', async () => {
    // The attempt limit is per server process: a new server over the same store every RECALL_LIMIT attempts,
    // so the bodies reach the decoder rather than the limiter.
    let attempts = 0
    await fc.assert(
      fc.asyncProperty(bodies(() => ({ reference, postcode: 'LS6 2AB', dob: '1984-07-19' })), async (raw) => {
        if (attempts > 0 && attempts % RECALL_LIMIT === 0) {
          await server.close()
          server = await startServer(storeFile)
          client = server.client()
        }
        attempts++
        const a = await client.request('POST', '/api/proposal/recall', { raw })
        expect(a.status, 'the limiter was not reached').to.not.equal(429)
        expectSurvived(a, Proposal, raw)
      }),
      { numRuns: NUM_RUNS },
    )
    expectStoreIntact()
  })

  it('the store file decodes afterwards, and a new server over it answers the fuzzed proposal', async () => {
    await server.close()
    server = await startServer(storeFile)
    client = server.client()
    const a = await client.get(`/api/proposal/${uuid}`)
    expect(a.status).to.equal(200)
    decodeWith(Proposal, a.body)
    expect(server.storeOnDisk().proposals.length).to.be.above(1)
  })
})
