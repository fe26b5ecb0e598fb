import { expect } from 'chai'
import fc from 'fast-check'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type * as t from 'io-ts'
import { ManualSearchAnswer, PayMonthlyAnswer, Proposal, RecaptchaAnswer, RegistrationLookupAnswer } from '../../../src/domain/codecs'
import { decodeWith, leaksInternals, type Answer, type TestClient } from './client'
import { createQuoted, paymentUrl, ProposalDataAnswer } from './proposal-calls'
import { startServer, validProposal, type RunningServer } from './running-server'
import { messages } from '../../operations/log-lines'

/** Bodies sent in all (at least 10,000, spread over every call that reads a body). */
const TOTAL_BODIES = 10_000
/** Requests in flight at once (writes arriving together share a commit). */
const CONCURRENCY = 8

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
  fc.constantFrom('', 'YH19KXT', 'LS6 2AB', '2026-11-22', '22/11/2026', '00000000', '112233', 'C', 'TPO', 'ZZ', 'ok.x', '2019'),
  fc.constantFrom('constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf', '<script>alert(1)</script>', 'x'.repeat(501), '%', '../../etc/passwd'),
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

/** Request bodies as sent: any value as JSON, any JSON text, a mutated valid body (most often), or a hostile fragment. */
const bodies = (valid: () => unknown): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 1, arbitrary: fc.anything().map((v) => JSON.stringify(v) ?? '') },
    { weight: 1, arbitrary: fc.json() },
    { weight: 5, arbitrary: mutated(valid).map((v) => JSON.stringify(v) ?? '') },
    {
      weight: 1,
      arbitrary: fc.constantFrom('', '{', '[]', 'null', '{"a":', '\u0000', '{"__proto__":{"polluted":1}}', '{"risk":{"proposer":{"__proto__":{"x":1}}}}', '{"constructor":{"prototype":{"x":1}}}'),
    },
  )

const DIRECT_DEBIT = { account_name: 'A Rider', account_number: '12345678', sort_code: '112233', collection_day: '1', is_proposer_account_holder: true }

/** A store folder in memory when the machine has one (a flush there is cheap), else in the temporary folder. */
const fastStoreFile = (): string => join(mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'ridecover-fuzz-')), 'store.json')

interface Call {
  readonly name: string
  readonly path: () => string
  readonly valid: () => unknown
  /** The codec a 2xx answer must decode with (none: any JSON). */
  readonly ok?: t.Decoder<unknown, unknown>
}

describe('mock server over HTTP: fuzzed request bodies (fast-check)', () => {
  const storeFile = fastStoreFile()
  let server: RunningServer
  let client: TestClient
  let uuid = ''
  let reference = ''
  let payUuid = ''
  let payPage = ''

  before(async () => {
    server = await startServer(storeFile, { recallLimit: 0 })
    client = server.client()
    const q = await createQuoted(client)
    uuid = q.uuid
    reference = q.quote?.reference ?? ''
    const p = await createQuoted(client)
    payUuid = p.uuid
    payPage = await paymentUrl(client, p.uuid)
  })
  after(async () => {
    await server.close()
    rmSync(join(storeFile, '..'), { recursive: true, force: true })
  })

  const CALLS: readonly Call[] = [
    { name: 'create', path: () => '/api/proposal', valid: validProposal, ok: Proposal },
    { name: 'update', path: () => `/api/proposal/${uuid}`, valid: validProposal, ok: Proposal },
    { name: 'json update', path: () => '/json/proposal/update', valid: () => ({ ...validProposal(), uuid }), ok: ProposalDataAnswer },
    { name: 're-quote', path: () => '/json/proposal/re-quote', valid: () => ({ ...validProposal(), uuid }), ok: ProposalDataAnswer },
    { name: 'quote', path: () => `/api/proposal/${uuid}/quote`, valid: () => ({}), ok: Proposal },
    {
      name: 'payment option',
      path: () => `/api/proposal/${uuid}/payment-option`,
      valid: () => ({ is_pay_monthly: true, consent_to_auto_renew: true, risk: { vehicle: { registration: 'YH19KXT' }, userfields: { has_email_consent: true } } }),
      ok: Proposal,
    },
    { name: 'addons', path: () => `/api/proposal/${uuid}/addons`, valid: () => ({ addons: [{ code: 'BLE' }, { code: 'B2' }] }), ok: Proposal },
    {
      name: 'confirm',
      path: () => `/api/proposal/${uuid}/confirm`,
      valid: () => ({ risk: { proposer: { email_address: 'rider@example.com', phone_numbers: { mobile: '07700900123' } } }, registration: 'YH19KXT', consent_to_auto_renew: true }),
      ok: Proposal,
    },
    { name: 'pay monthly', path: () => `/api/proposal/${uuid}/pay-monthly`, valid: () => ({ is_pay_monthly: true, direct_debit: DIRECT_DEBIT }), ok: PayMonthlyAnswer },
    { name: 'payment page', path: () => `/api/proposal/${uuid}/quote/payment`, valid: () => ({ return_url: '/quote/complete' }) },
    { name: 'device risk', path: () => `/api/proposal/${uuid}/device-risk`, valid: () => ({ blackbox: 'bb.1', consent_to_auto_renew: true }), ok: Proposal },
    { name: 'save device risk', path: () => `/api/proposal/${uuid}/save-device-risk-check`, valid: () => ({ blackbox: 'bb.1', outcome: 'pass' }) },
    { name: 'accept', path: () => `/api/proposal/${uuid}/quote/accept`, valid: () => ({ direct_debit: DIRECT_DEBIT }), ok: Proposal },
    { name: 'quote e-mail', path: () => `/api/proposal/${uuid}/send-quote-email`, valid: () => ({ uuid }) },
    { name: 'recall', path: () => '/api/proposal/recall', valid: () => ({ reference, postcode: 'LS6 2AB', dob: '1984-07-19' }), ok: Proposal },
    { name: 'manual search', path: () => '/api/vehicle', valid: () => ({ manufacturer: 'HONDA', model: 'NC750X', fuel_type: 'P', year: '2021' }), ok: ManualSearchAnswer },
    { name: 'registration', path: () => '/api/vehicle/registration', valid: () => ({ registration: 'YH19KXT' }), ok: RegistrationLookupAnswer },
    { name: 'bot check', path: () => '/api/recaptcha', valid: () => ({ response: 'ok.form_section_one.1', action: 'form_section_one' }), ok: RecaptchaAnswer },
    // Last: a good card buys the proposal (later bodies then meet 409 already_purchased, as they should).
    { name: 'card payment', path: () => payPage, valid: () => ({ name: 'A Rider', card_number: '4242 4242 4242 4242', expiry: '12/28', cvc: '123' }) },
  ]
  const PER_CALL = Math.ceil(TOTAL_BODIES / CALLS.length)

  /** Never a 5xx nor the server's insides; a 4xx is JSON with a string code; a 2xx decodes with the call's codec. */
  const expectSurvived = (call: Call, a: Answer, sent: string): void => {
    const label = `${call.name}: ${a.status} for ${sent.slice(0, 300)}: ${a.text.slice(0, 300)}`
    expect(a.status, label).to.be.below(500)
    expect(leaksInternals(a.text), label).to.equal(false)
    if (a.status >= 400) {
      expect(a.headers.get('content-type'), label).to.match(/^application\/json/)
      expect((a.body as { code?: unknown } | undefined)?.code, label).to.be.a('string')
    } else if (call.ok !== undefined) {
      decodeWith(call.ok, a.body)
    } else {
      expect(a.body, label).to.be.an('object')
    }
  }

  it(`${TOTAL_BODIES}+ bodies over ${CALLS.length} calls: no 5xx, no insides shown, 4xx JSON with a code, 2xx decoding, nothing logged as unexpected`, async function () {
    this.timeout(120_000)
    let sent = 0
    for (const call of CALLS) {
      const samples = fc.sample(bodies(call.valid), PER_CALL)
      for (let i = 0; i < samples.length; i += CONCURRENCY) {
        const batch = samples.slice(i, i + CONCURRENCY)
        const answers = await Promise.all(batch.map((raw) => client.request('POST', call.path(), { raw })))
        answers.forEach((a, j) => expectSurvived(call, a, batch[j] ?? ''))
        sent += batch.length
      }
    }
    expect(sent).to.be.at.least(TOTAL_BODIES)
    expect(messages(server.logs)).not.to.include('unexpected error')
    expect(({} as Record<string, unknown>).polluted, 'Object.prototype untouched').to.equal(undefined)
    client.history.length = 0
  })

  it('the store file decodes afterwards (every proposal in it), and a new server over it answers the fuzzed proposals', async () => {
    const state = server.storeOnDisk()
    expect(state.proposals.some((p) => p.uuid === uuid)).to.equal(true)
    await server.close()
    server = await startServer(storeFile)
    client = server.client()
    for (const id of [uuid, payUuid]) {
      const a = await client.get(`/api/proposal/${id}`)
      expect(a.status).to.equal(200)
      decodeWith(Proposal, a.body)
    }
  })
})
