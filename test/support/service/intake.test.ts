import { expect } from 'chai'
import Database from 'better-sqlite3'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { storedSample } from '../../fixtures/trails/samples'
import { buildTrail } from '../../../src/trail/export-trail'
import { startMachine, type RunningMachine } from './one-machine'

const SUPPORT = '/api/support/trails'

/** The sample quote's trail as the rider's browser exports it (redacted). */
const redacted = () => {
  const { trail } = storedSample('completed-quote.json')
  return buildTrail(trail.events, { ...trail, redact: true }, trail.conversation)
}

/** The sample's trail with every personal value in it (a rider's own download, or a hostile sender's). */
const unredacted = () => storedSample('completed-quote.json').trail

/** Every byte of the support store's files (the database and its write-ahead log), as text. */
const databaseBytes = (m: RunningMachine): string =>
  readdirSync(m.folder)
    .filter((f) => f.includes('.support.db'))
    .map((f) => readFileSync(join(m.folder, f)).toString('latin1'))
    .join('\n')

describe('support service: POST /api/support/trails', function () {
  this.timeout(30_000)
  let m: RunningMachine
  beforeEach(async () => {
    m = await startMachine()
  })
  afterEach(async () => {
    await m.close()
  })

  it('stores a redacted trail under a short support code and answers 201 { code, quoteReference }', async () => {
    const a = await m.client().request('POST', SUPPORT, { json: { trail: redacted(), quoteReference: null } })
    expect(a.status, a.text).to.equal(201)
    const { code, quoteReference } = a.body as { code: string; quoteReference: string | null }
    expect(code).to.match(/^RC-[A-HJKMNP-Z2-9]{6}$/)
    expect(quoteReference).to.equal(null)
    const row = await m.machine.support.store.trailByCode(code)
    expect((JSON.parse(row?.trail ?? '{}') as { events: unknown[] }).events.length).to.equal(redacted().events.length)
  })

  it('redacts a trail again on receipt whatever it says of itself: no personal value reaches the database', async () => {
    const full = unredacted()
    for (const claim of [false, true]) {
      const a = await m.client().request('POST', SUPPORT, { json: { trail: { ...full, redacted: claim }, quoteReference: null } })
      expect(a.status, a.text).to.equal(201)
      const stored = JSON.parse((await m.machine.support.store.trailByCode((a.body as { code: string }).code))?.trail ?? '{}') as { redacted: boolean }
      expect(stored.redacted).to.equal(true)
    }
    const bytes = databaseBytes(m)
    for (const personal of ['Eleanor', 'eleanor', 'Whitfield']) expect(bytes).not.to.contain(personal)
  })

  it('refuses a key the trail format does not know (400 at its path), and stores nothing', async () => {
    const t = redacted() as unknown as { events: { payload: Record<string, unknown> }[] }
    ;(t.events[2] as { payload: Record<string, unknown> }).payload.card_number = '4111111111111111'
    const a = await m.client().request('POST', SUPPORT, { json: { trail: t, quoteReference: null } })
    expect(a.status).to.equal(400)
    expect(a.body).to.deep.include({ code: 'invalid_request' })
    expect((a.body as { errors: { path: string }[] }).errors[0]?.path).to.equal('trail.events[2].payload.card_number')
    const extraTop = await m.client().request('POST', SUPPORT, { json: { trail: redacted(), quoteReference: null, note: 'hi' } })
    expect(extraTop.status).to.equal(400)
    expect((extraTop.body as { errors: { path: string }[] }).errors[0]?.path).to.equal('note')
    expect(await m.machine.support.store.trailCount()).to.equal(0)
    expect(databaseBytes(m)).not.to.contain('4111111111111111')
  })

  it('refuses a body nested 200,000 deep before parsing it, and the next rider is served as ever', async () => {
    const deep = `{"trail":${'['.repeat(200_000)}${']'.repeat(200_000)},"quoteReference":null}`
    const a = await m.client().request('POST', SUPPORT, { raw: deep })
    expect(a.status).to.equal(400)
    expect(JSON.stringify(a.body)).to.contain('nested deeper than 32 levels')
    const inEvent = JSON.stringify({ trail: redacted(), quoteReference: null }).replace('"payload":{', `"payload":{"deep":${'['.repeat(100_000)}${']'.repeat(100_000)},`)
    expect((await m.client().request('POST', SUPPORT, { raw: inEvent })).status).to.equal(400)
    const next = await m.client().request('POST', SUPPORT, { json: { trail: redacted(), quoteReference: null } })
    expect(next.status).to.equal(201)
  })

  it('refuses a trail that does not decode, naming the first bad event', async () => {
    const t = redacted() as unknown as { events: { type: string }[] }
    ;(t.events[3] as { type: string }).type = 'proposal/Nonsense'
    const a = await m.client().request('POST', SUPPORT, { json: { trail: t, quoteReference: null } })
    expect(a.status).to.equal(400)
    expect(JSON.stringify(a.body)).to.contain('event 3: type: unknown event type')
  })

  it('refuses a malformed quote reference (400), a body over 2 MB (413), and a body that is not JSON (415)', async () => {
    const bad = await m.client().request('POST', SUPPORT, { json: { trail: redacted(), quoteReference: 'ABC' } })
    expect(bad.status).to.equal(400)
    expect((bad.body as { errors: { path: string }[] }).errors[0]?.path).to.equal('quoteReference')
    const big = await m.client().request('POST', SUPPORT, { raw: JSON.stringify({ trail: redacted(), pad: 'x'.repeat(2_200_000) }) })
    expect(big.status).to.equal(413)
    const form = await m.client().request('POST', SUPPORT, { raw: 'trail=1', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
    expect(form.status).to.equal(415)
  })

  it('answers 429 with Retry-After past the trails one session may send in an hour', async () => {
    await m.close()
    m = await startMachine({ limits: { trailsPerSession: 2 } })
    for (let i = 0; i < 2; i++) expect((await m.client().request('POST', SUPPORT, { json: { trail: redacted(), quoteReference: null } })).status).to.equal(201)
    const third = await m.client().request('POST', SUPPORT, { json: { trail: redacted(), quoteReference: null } })
    expect(third.status).to.equal(429)
    expect(Number(third.headers.get('retry-after'))).to.be.within(3500, 3600)
  })

  it('answers 429 with Retry-After past the trails one address may send in an hour, before reading the body', async () => {
    await m.close()
    m = await startMachine({ limits: { trailsPerAddress: 3 } })
    for (let i = 0; i < 3; i++) {
      const t = { ...redacted(), session: `session-${i}` }
      const events = t.events.map((e) => ({ ...e, meta: { ...e.meta, session: t.session } }))
      expect((await m.client().request('POST', SUPPORT, { json: { trail: { ...t, events }, quoteReference: null } })).status).to.equal(201)
    }
    const over = await m.client().request('POST', SUPPORT, { raw: 'not even json' })
    expect(over.status).to.equal(429)
    expect(Number(over.headers.get('retry-after'))).to.be.within(3500, 3600)
  })

  it('answers 429 with Retry-After to an address past as many refused sends in an hour, which stored nothing', async () => {
    await m.close()
    m = await startMachine({ limits: { trailsPerAddress: 3 } })
    for (const raw of ['{', `{"trail":${'['.repeat(100)}${']'.repeat(100)}}`, '{"trail":{}}']) expect((await m.client().request('POST', SUPPORT, { raw })).status).to.equal(400)
    const next = await m.client().request('POST', SUPPORT, { json: { trail: redacted(), quoteReference: null } })
    expect(next.status).to.equal(429)
    expect((next.body as { message: string }).message).to.contain('were refused')
    expect(Number(next.headers.get('retry-after'))).to.be.within(3500, 3600)
    expect(await m.machine.support.store.trailCount()).to.equal(0)
  })

  it('keeps the database file readable by its owner only', async () => {
    const file = readdirSync(m.folder).find((f) => f.endsWith('.support.db'))
    const db = new Database(join(m.folder, file ?? ''), { readonly: true })
    db.close()
    const { statSync } = await import('node:fs')
    expect(statSync(join(m.folder, file ?? '')).mode & 0o077).to.equal(0)
  })
})
