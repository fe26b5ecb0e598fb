import { expect } from 'chai'
import fc from 'fast-check'
import { ErrorBody, Proposal } from '../../../src/domain/codecs'
import { isPlain, type Plain } from '../../../src/domain/plain'
import { decodeWith, type TestClient } from './client'
import { createQuoted, ProposalDataAnswer } from './proposal-calls'
import { removeStoreFolder, startServer, tempStoreFile, validProposalStartingToday, type RunningServer } from './running-server'

type Key = string | number

/** Every leaf of a JSON value with its path (arrays and objects are walked; empty ones are leaves). */
const leaves = (value: unknown, prefix: readonly Key[] = []): { path: Key[]; value: unknown }[] => {
  if (Array.isArray(value) && value.length > 0) return value.flatMap((v, i) => leaves(v, [...prefix, i]))
  if (isPlain(value) && Object.keys(value).length > 0) return Object.entries(value).flatMap(([k, v]) => leaves(v, [...prefix, k]))
  return [{ path: [...prefix], value }]
}

/** A value with null and absent fields dropped and keys sorted, as JSON: equal content, equal text. */
const content = (u: unknown): string =>
  JSON.stringify(u, (_k, v: unknown) =>
    isPlain(v) ? Object.fromEntries(Object.keys(v).filter((k) => v[k] != null).sort().map((k) => [k, v[k]])) : v,
  )

/**
 * Did the update change what the quote priced (the merge rule of docs/mock-insurer.md)? Any of the risk but the details the
 * checkout keeps up to date after the quote: the e-mail and phones, the third-party authority and the payment
 * mode's duq.
 */
const pricedChanged = (before: Proposal['risk'], after: Proposal['risk']): boolean => {
  const priced = ({ userfields: _u, duqs: { is_pay_monthly: _m, ...duqs }, proposer: { email_address: _e, phone_numbers: _p, ...proposer }, ...rest }: Proposal['risk']) =>
    content({ ...rest, duqs, proposer })
  return priced(before) !== priced(after)
}

const at = (value: unknown, path: readonly Key[]): unknown =>
  path.reduce<unknown>((v, k) => (Array.isArray(v) ? v[Number(k)] : isPlain(v) ? v[String(k)] : undefined), value)

/**
 * True when the body names the path: somewhere along it the body holds a value that is not an object (a
 * scalar, null or an array replaces what is stored there whole, by the merge rule of docs/mock-insurer.md).
 */
const names = (body: unknown, path: readonly Key[]): boolean => {
  let v: unknown = body
  for (const k of path) {
    if (!isPlain(v)) return v !== undefined
    if (!Object.hasOwn(v, String(k))) return false
    v = v[String(k)]
  }
  return v !== undefined
}

/** The parts of a proposal an update body may name, as the call table of docs/mock-insurer.md lists them. */
const RIDER_OWNED = ['risk', 'is_pay_monthly', 'consent_to_auto_renew', 'direct_debit'] as const

const FIELD_VALUES: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -5, max: 3000 }),
  fc.constantFrom('', 'C', 'TPO', 'ZZ', 'constructor', '__proto__', 'toString', 'S', 'Employed', 'SDP', 'YH19KXT', 'LS6 2AB', '2026-11-30', '1990-01-01', '00000000', '112233'),
  fc.array(fc.constant({}), { maxLength: 2 }),
  fc.constant({}),
)

/** A body naming a few fields of the proposal (anywhere, often deep), with values valid or not. */
const partialBody = (template: unknown): fc.Arbitrary<Plain> => {
  const paths = leaves(template).map((l) => l.path).filter((p) => RIDER_OWNED.includes(p[0] as (typeof RIDER_OWNED)[number]))
  return fc
    .array(fc.record({ i: fc.nat(), keep: fc.boolean(), value: FIELD_VALUES, cut: fc.nat({ max: 3 }) }), { minLength: 0, maxLength: 4 })
    .map((edits) => {
      const body: Plain = {}
      for (const e of edits) {
        const full = paths[e.i % paths.length] ?? ['is_pay_monthly']
        const path = full.slice(0, Math.max(1, full.length - e.cut))
        let node: Plain = body
        path.forEach((k, j) => {
          const key = String(k)
          if (j === path.length - 1) node[key] = structuredClone(e.keep ? at(template, path) : e.value)
          else {
            if (!isPlain(node[key])) node[key] = {}
            node = node[key] as Plain
          }
        })
      }
      return body
    })
}

describe('mock server over HTTP: no request loses data (the merge rule of every update)', () => {
  const storeFile = tempStoreFile('merge')
  let server: RunningServer
  let client: TestClient
  let baseline: Proposal

  before(async () => {
    server = await startServer(storeFile)
    client = server.client()
    baseline = await createQuoted(client)
  })
  after(async () => {
    await server.close()
    removeStoreFolder(storeFile)
  })

  const reset = (): Proposal => server.mock.store.put(structuredClone(baseline))
  const stored = (): Proposal | undefined => server.mock.store.get(baseline.uuid)

  it('{ is_pay_monthly: false } changes the payment mode only: the risk and the quote stay', async () => {
    reset()
    const a = await client.post(`/api/proposal/${baseline.uuid}`, { is_pay_monthly: false })
    expect(a.status, a.text).to.equal(200)
    const p = decodeWith(Proposal, a.body)
    expect(p.risk).to.deep.equal(baseline.risk)
    expect(p.quote).to.deep.equal(baseline.quote)
    expect(p.is_pay_monthly).to.equal(false)
  })

  it('/json/proposal/update with only a start date keeps the proposer, vehicle and riders, and drops the quote (re-quote needed)', async () => {
    reset()
    const a = await client.post('/json/proposal/update', { uuid: baseline.uuid, risk: { start_date: '2026-12-01' } })
    expect(a.status, a.text).to.equal(200)
    const { data } = decodeWith(ProposalDataAnswer, a.body)
    expect(data.risk.proposer).to.deep.equal(baseline.risk.proposer)
    expect(data.risk.vehicle).to.deep.equal(baseline.risk.vehicle)
    expect(data.risk.additional_drivers).to.deep.equal(baseline.risk.additional_drivers)
    expect(data.risk.start_date).to.equal('2026-12-01')
    expect(data.quote).to.equal(null)
  })

  it('POST /api/proposal with {} (no risk) is refused with 400 at path risk, creating nothing', async () => {
    const before = server.mock.store.all().length
    const a = await client.post('/api/proposal', {})
    expect(a.status).to.equal(400)
    expect(decodeWith(ErrorBody, a.body).errors?.map((e) => e.path)).to.deep.equal(['risk'])
    expect(server.mock.store.all().length).to.equal(before)
  })

  it('a change to the priced risk drops the quote; contact details and the payment duq do not', async () => {
    reset()
    const excess = await client.post(`/api/proposal/${baseline.uuid}`, { risk: { voluntary_excess: baseline.risk.voluntary_excess === 500 ? 550 : 500 } })
    expect(excess.status, excess.text).to.equal(200)
    expect(decodeWith(Proposal, excess.body).quote).to.equal(null)
    reset()
    const contact = await client.post(`/api/proposal/${baseline.uuid}`, { risk: { proposer: { email_address: 'new.address@example.com' }, duqs: { is_pay_monthly: true } } })
    expect(contact.status, contact.text).to.equal(200)
    expect(decodeWith(Proposal, contact.body).quote).to.deep.equal(baseline.quote)
  })

  it('the prices of extras are the server\'s: a body\'s addons change is_selected only', async () => {
    reset()
    const code = baseline.addons[0]?.code ?? 'BLE'
    const a = await client.post(`/api/proposal/${baseline.uuid}`, { addons: [{ code, premium: 0.01, description: 'free', is_selected: true }, { code: 'NEW', premium: 0, is_selected: true }] })
    expect(a.status, a.text).to.equal(200)
    const p = decodeWith(Proposal, a.body)
    expect(p.addons.map((x) => ({ ...x, is_selected: null }))).to.deep.equal(baseline.addons.map((x) => ({ ...x, is_selected: null })))
    expect(p.addons.find((x) => x.code === code)?.is_selected).to.equal(true)
    const created = await client.post('/api/proposal', { ...validProposalStartingToday(), addons: [{ code: 'BLE', premium: 0.01, description: 'cheap', is_selected: true }] })
    expect(created.status, created.text).to.equal(201)
    expect(decodeWith(Proposal, created.body).addons).to.deep.equal([{ code: 'BLE', is_selected: true }])
  })

  it('property: any body → a 4xx with the proposal unchanged, or a 2xx after which every field the body did not name is as it was', async function () {
    this.timeout(60_000)
    const bodies = fc.oneof(
      { weight: 6, arbitrary: partialBody(baseline) },
      { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('risk', 'quote', 'uuid', 'is_purchased', 'addons', 'removed_addons', 'direct_debit', '__proto__', 'constructor'), fc.anything({ maxDepth: 2 })) },
    )
    await fc.assert(
      fc.asyncProperty(bodies, fc.boolean(), async (body, viaJson) => {
        const before = reset()
        const a = viaJson
          ? await client.post('/json/proposal/update', { ...body, uuid: baseline.uuid })
          : await client.post(`/api/proposal/${baseline.uuid}`, body)
        const after = stored()
        const label = `${a.status} ${JSON.stringify(body).slice(0, 300)} → ${a.text.slice(0, 300)}`
        expect(a.status, label).to.be.below(500)
        if (a.status >= 400) {
          expect(after, label).to.deep.equal(before)
          return
        }
        expect(a.status, label).to.equal(200)
        if (after === undefined) throw new Error('the proposal is gone')
        expect(after.uuid).to.equal(before.uuid)
        expect(after.is_purchased).to.equal(before.is_purchased)
        expect(after.removed_addons).to.deep.equal(before.removed_addons)
        expect(after.addons.map((x) => ({ ...x, is_selected: null })), label).to.deep.equal(before.addons.map((x) => ({ ...x, is_selected: null })))
        if (pricedChanged(before.risk, after.risk)) expect(after.quote, label).to.equal(null)
        else expect(after.quote, label).to.deep.equal(before.quote)
        const unnamed = leaves(before).filter((l) => !['quote', 'is_quoted', 'addons'].includes(String(l.path[0])) && !names(body, l.path))
        for (const l of unnamed) expect(at(after, l.path), `${l.path.join('.')} after ${label}`).to.deep.equal(l.value)
      }),
      { numRuns: 250 },
    )
  })
})
