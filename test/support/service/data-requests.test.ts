import { expect } from 'chai'
import { randomUUID } from 'node:crypto'
import { DATA_REQUESTS_PATH, ErasureAnswer, RiderDataExport, type Erasure } from '../../../src/domain/trail/data-request'
import type { Trail } from '../../../src/domain/trail/trail-format'
import { storedSample } from '../../fixtures/trails/samples'
import { quotedProposal } from '../../browser/quoted-proposal'
import { decodeWith } from '../../mock-server/server/client'
import { events } from '../../operations/log-lines'
import { startMachine, type RunningMachine } from './one-machine'
import { ALICE, enrolStaffForTest, signInBody, testClock, type TestClock } from './staff-enrolment'
import { DATABASE_KINDS, sqliteFileBytes, type EmptyDatabase } from './support-databases'

const SUPPORT = '/api/support/trails'

/**
 * The sample session, with every personal value in it, as a rider's own download holds it, under a session id of
 * its own (each event's too), as another tab of the rider would send it: the service redacts it on receipt.
 */
const riderSession = (session: string = randomUUID()): Trail => {
  const { trail } = storedSample('completed-quote.json')
  return { ...trail, session, events: trail.events.map((e) => ({ ...e, meta: { ...e.meta, session } })) } as Trail
}

/** Values of the sample rider that only an unredacted trail holds. */
const PERSONAL = ['Eleanor', 'Whitfield']

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

for (const kind of DATABASE_KINDS) {
  describe(`support service: a rider's data requests, export and erasure (${kind.name})`, function () {
    this.timeout(120_000)
    let empty: EmptyDatabase
    let m: RunningMachine
    /** The support service's clock, moved on to time a sign-in out. */
    let clock: TestClock
    let token = ''
    /** The rider's quote reference, and the codes of the three trails they sent for it (three tabs). */
    let reference = ''
    let proposal = ''
    let riders: string[] = []
    let riderSessions: string[] = []
    /** The same rider's trail sent before the quote: listed under no reference, so tied to the others by nothing. */
    let unlisted = ''
    /** Another rider's trail, for another quote. */
    let otherReference = ''
    let other = ''

    const send = async (trail: Trail, proposal?: { uuid: string; reference: string }): Promise<string> => {
      const body = proposal === undefined ? { trail } : { trail, quoteReference: proposal.reference, proposal: proposal.uuid }
      const sent = await m.client().request('POST', SUPPORT, { json: body })
      expect(sent.status, sent.text).to.equal(201)
      return (sent.body as { code: string }).code
    }
    const get = (path: string, headers: Record<string, string> = bearer(token)) => m.client().request('GET', path, { headers })
    /** Erases with `confirm` typed again (null: the body leaves it out). */
    const erase = (subject: string, confirm: string | null = subject, headers: Record<string, string> = bearer(token)) =>
      m.client().request('POST', `${DATA_REQUESTS_PATH}/${encodeURIComponent(subject)}/erase`, { json: confirm === null ? {} : { confirm }, headers })
    const exported = async (subject: string): Promise<RiderDataExport> => {
      const a = await get(`${DATA_REQUESTS_PATH}/${encodeURIComponent(subject)}`)
      expect(a.status, a.text).to.equal(200)
      return decodeWith(RiderDataExport, JSON.parse(a.text))
    }
    const accessLog = async () => (await get('/api/support/access-log')).body as { entries: { staff: string; action: string; code: string | null; reference: string | null; trails?: number | null; at: string }[] }
    const store = () => m.machine.support.store

    beforeEach(async () => {
      empty = await kind.create()
      clock = testClock()
      m = await startMachine({ database: empty.location, limits: { trailsPerAddress: 100 }, now: clock.now })
      const alice = await enrolStaffForTest(store(), ALICE)
      const signedIn = await m.client().request('POST', '/api/support/desk/sign-in', { json: await signInBody(alice, clock) })
      expect(signedIn.status, signedIn.text).to.equal(200)
      token = (signedIn.body as { token: string }).token
      const p = await quotedProposal(m.base)
      reference = p.quote?.reference ?? ''
      proposal = p.uuid
      riderSessions = [randomUUID(), randomUUID(), randomUUID()]
      riders = []
      for (const session of riderSessions) riders.push(await send(riderSession(session), { uuid: p.uuid, reference }))
      unlisted = await send(riderSession(riderSessions[0]))
      const q = await quotedProposal(m.base)
      otherReference = q.quote?.reference ?? ''
      other = await send(riderSession(), { uuid: q.uuid, reference: otherReference })
    })
    afterEach(async () => {
      await m?.close()
      await empty?.remove()
    })

    describe('when staff export a rider’s data', () => {
      it("by support code: that trail and every trail listed under its quote reference, as stored, with a cover saying what it is, when made and for which code; downloaded as a file", async () => {
        const a = await get(`${DATA_REQUESTS_PATH}/${riders[1]?.toLowerCase() ?? ''}`)
        expect(a.status, a.text).to.equal(200)
        expect(a.headers.get('content-disposition')).to.equal(`attachment; filename=ridecover-data-${riders[1] ?? ''}.json`)
        expect(a.headers.get('content-type')).to.match(/^application\/json/)
        expect(a.headers.get('cache-control')).to.equal('no-store')
        const doc = decodeWith(RiderDataExport, JSON.parse(a.text))
        expect(doc.request).to.deep.equal({ code: riders[1] })
        expect(doc.about).to.contain(`for ${riders[1] ?? ''}: the trail sent with the support code ${riders[1] ?? ''}, and every trail listed under the same quote reference`)
        expect(doc.about).to.contain('It holds 3 trails.')
        expect(Date.parse(doc.madeAt)).to.be.within(Date.now() - 60_000, Date.now())
        expect(doc.trails.map((t) => t.code)).to.have.members(riders)
        for (const t of doc.trails) {
          const stored = await store().trailByCode(t.code)
          expect(t.trail, t.code).to.deep.equal(JSON.parse(stored?.trail ?? 'null'))
          expect(t).to.include({ quoteReference: reference, receivedAt: stored?.receivedAt })
          expect(t.references).to.deep.equal([reference])
          expect(riderSessions).to.include(t.session)
          expect((t.trail as Trail).redacted).to.equal(true)
        }
        // The service stores trails redacted: the export holds what it holds, and none of the rider's values.
        for (const value of PERSONAL) expect(a.text).not.to.contain(value)
        const [latest] = (await accessLog()).entries
        expect(latest).to.deep.include({ staff: 'alice', action: 'exported', code: riders[1], reference: null, trails: 3 })
      })

      it('by quote reference: every trail listed under it; a trail of the rider sent before the quote (under no reference) only by its own code', async () => {
        const doc = await exported(reference)
        expect(doc.request).to.deep.equal({ reference })
        expect(doc.rule).to.equal(`every trail listed under the quote reference ${reference}`)
        expect(doc.trails.map((t) => t.code)).to.have.members(riders)
        const alone = await exported(unlisted)
        expect(alone.trails.map((t) => t.code)).to.deep.equal([unlisted])
        expect(alone.trails[0]).to.include({ quoteReference: null })
        expect(alone.trails[0]?.references).to.deep.equal([])
        expect((await accessLog()).entries.slice(0, 2).map((e) => [e.action, e.code ?? e.reference, e.trails])).to.deep.equal([
          ['exported', unlisted, 1],
          ['exported', reference, 3],
        ])
      })

      it('refuses a request without a sign-in (401), a path that is neither a code nor a reference (400 naming it), and answers 404 for one that finds nothing; none is logged as an export', async () => {
        for (const headers of [{}, { Authorization: 'Bearer not-a-session' }] as Record<string, string>[]) expect((await get(`${DATA_REQUESTS_PATH}/${riders[0] ?? ''}`, headers)).status).to.equal(401)
        for (const bad of ['RC-1', '12345-6789-12345', 'alice']) {
          const a = await get(`${DATA_REQUESTS_PATH}/${bad}`)
          expect(a.status, bad).to.equal(400)
          expect(a.body).to.deep.include({ code: 'invalid_request' })
          expect((a.body as { errors: { path: string }[] }).errors.map((e) => e.path)).to.deep.equal(['codeOrReference'])
        }
        const unknown = await get(`${DATA_REQUESTS_PATH}/RC-ZZZZZZ`)
        expect(unknown.status).to.equal(404)
        expect(unknown.body).to.deep.equal({ code: 'not_found', message: 'No trail was sent with the support code RC-ZZZZZZ.' })
        expect((await get(`${DATA_REQUESTS_PATH}/99999-99999-99999`)).body).to.deep.include({ message: 'No trail is listed under the quote reference 99999-99999-99999.' })
        expect((await accessLog()).entries.filter((e) => e.action === 'exported')).to.deep.equal([])
      })
    })

    describe('when staff erase a rider’s data', () => {
      it('by quote reference: erases its several trails, their listings and the limit counts of their sessions and address, together; finding any of them then answers not found; other trails stay', async () => {
        const sessionCounts = async () =>
          (await store().db.selectFrom('support_limit_counts').select('subject').where('kind', '=', 'trails-per-session').execute()).map((r) => r.subject).filter((s) => riderSessions.includes(s))
        expect(await sessionCounts()).to.have.members(riderSessions)
        const a = await erase(reference)
        expect(a.status, a.text).to.equal(200)
        const { erased } = decodeWith(ErasureAnswer, a.body)
        expect(erased.codes).to.have.members(riders)
        expect(erased).to.include({ trails: 3, references: 3 })
        // A session's count for each of the three sessions, and the address's two (trails and refused sends).
        expect(erased.limitCounts).to.equal(5)
        expect(await sessionCounts()).to.deep.equal([])
        for (const code of riders) {
          expect((await get(`/api/support/trails/${code}`)).status, code).to.equal(404)
          expect(await store().trailByCode(code)).to.equal(undefined)
        }
        expect((await get(`/api/support/trails?reference=${reference}`)).body).to.deep.equal({ trails: [] })
        expect((await get(`${DATA_REQUESTS_PATH}/${reference}`)).status).to.equal(404)
        expect((await erase(reference)).status).to.equal(404)
        expect(await store().db.selectFrom('support_trail_references').select('code').where('code', 'in', riders).execute()).to.deep.equal([])
        // The same rider's unlisted trail, and the other rider's, stay.
        for (const code of [unlisted, other]) expect((await get(`/api/support/trails/${code}`)).status, code).to.equal(200)
        const log = (await accessLog()).entries
        expect(log.find((e) => e.action === 'erased')).to.deep.include({ staff: 'alice', action: 'erased', code: null, reference, trails: 3 })
        expect(Date.parse(log[0]?.at ?? '')).to.be.within(Date.now() - 60_000, Date.now())
      })

      it('by support code: erases that trail and those listed under its quote reference, and keeps what was opened before in the access log, without any content', async () => {
        expect((await get(`/api/support/trails/${riders[2] ?? ''}`)).status).to.equal(200)
        const a = await erase(riders[2]?.toLowerCase() ?? '', ` ${riders[2] ?? ''} `)
        expect(a.status, a.text).to.equal(200)
        expect(decodeWith(ErasureAnswer, a.body).erased.codes).to.have.members(riders)
        const log = (await accessLog()).entries
        expect(log.slice(0, 2).map((e) => [e.staff, e.action, e.code, e.trails ?? null])).to.deep.equal([
          ['alice', 'erased', riders[2], 3],
          ['alice', 'opened', riders[2], null],
        ])
        // What remains of the erased trails: the access log's lines (who, when, which code), nothing of a trail.
        const left = JSON.stringify(await store().db.selectFrom('support_access_log').selectAll().execute())
        for (const session of riderSessions) expect(left).not.to.contain(session)
        const everywhere = `${JSON.stringify(await store().db.selectFrom('support_trails').selectAll().execute())}${JSON.stringify(await store().db.selectFrom('support_limit_counts').selectAll().execute())}`
        for (const session of riderSessions.slice(1)) expect(everywhere).not.to.contain(session)
        expect(sqliteFileBytes(empty.location)).not.to.contain(PERSONAL[0])
      })

      it('asks for the code or reference again: none, a different one, or a malformed path is refused (400 naming the path) and nothing is erased; without a sign-in it is 401', async () => {
        const missing = await erase(reference, null)
        expect(missing.status).to.equal(400)
        expect((missing.body as { errors: { path: string }[] }).errors[0]?.path).to.equal('confirm')
        const differs = await erase(reference, otherReference)
        expect(differs.status).to.equal(400)
        expect(differs.body).to.deep.include({ errors: [{ path: 'confirm', message: `type ${reference} again to confirm the erasure` }] })
        const malformed = await erase('RC-12', 'RC-12')
        expect((malformed.body as { errors: { path: string }[] }).errors[0]?.path).to.equal('codeOrReference')
        const unknownKey = await m.client().request('POST', `${DATA_REQUESTS_PATH}/${reference}/erase`, { json: { confirm: reference, everything: true }, headers: bearer(token) })
        expect(unknownKey.status).to.equal(400)
        expect(unknownKey.body).to.deep.include({ errors: [{ path: 'everything', message: 'not a key of this call' }] })
        expect((await erase(reference, reference, {})).status).to.equal(401)
        expect((await store().trailsByReference(reference)).map((t) => t.code)).to.have.members(riders)
        expect((await accessLog()).entries.filter((e) => e.action === 'erased')).to.deep.equal([])
      })

      it('an erasure while sends for the same quote are arriving: a trail stored before it began is erased; every other is either erased, and counted, or kept and found; never both, never half', async () => {
        const sends = Array.from({ length: 8 }, () => m.client().request('POST', SUPPORT, { json: { trail: riderSession(), quoteReference: reference, proposal } }))
        // The erasure begins once one of the sends is answered, while the others are on their way.
        const first = await Promise.race(sends)
        const answer = await erase(reference)
        const sent = await Promise.all(sends)
        expect(answer.status, answer.text).to.equal(200)
        const { erased } = decodeWith(ErasureAnswer, answer.body)
        const codes = sent.map((s) => {
          expect(s.status, s.text).to.equal(201)
          return (s.body as { code: string }).code
        })
        const kept = (await store().trailsByReference(reference)).map((t) => t.code)
        expect(erased.trails).to.equal(erased.codes.length)
        expect(erased.codes).to.include.members([...riders, (first.body as { code: string }).code])
        expect([...erased.codes, ...kept]).to.have.members([...riders, ...codes])
        for (const code of erased.codes) expect(await store().trailByCode(code), code).to.equal(undefined)
        for (const code of kept) expect((await store().trailByCode(code))?.quoteReference, code).to.equal(reference)
        const orphans = await store().db.selectFrom('support_trail_references').select('code').where('code', 'in', erased.codes).execute()
        expect(orphans).to.deep.equal([])
        expect((await accessLog()).entries.find((e) => e.action === 'erased')?.trails).to.equal(erased.trails)
      })

      it('two erasures of the same rider at once: one erases, the other finds nothing (404)', async () => {
        const answers = await Promise.all([erase(reference), erase(riders[0] ?? '')])
        expect(answers.map((a) => a.status).sort()).to.deep.equal([200, 404])
        const erased = answers.map((a) => (a.status === 200 ? decodeWith(ErasureAnswer, a.body).erased.codes : [])).flat()
        expect(erased).to.have.members(riders)
        expect((await accessLog()).entries.filter((e) => e.action === 'erased')).to.have.length(1)
      })

      it('an erasure that fails half-way (its access-log line refused by the database) erases nothing', async () => {
        const failing = store().eraseRider({ kind: 'reference', reference }, { at: new Date().toISOString(), staff: null as unknown as string, action: 'erased', code: null, reference, address: null, detail: null })
        await failing.then(
          () => expect.fail('the erasure should have failed'),
          (e: unknown) => expect(String(e)).to.match(/null|NOT NULL/i),
        )
        expect((await store().trailsByReference(reference)).map((t) => t.code)).to.have.members(riders)
        expect((await exported(reference)).trails.map((t) => t.references)).to.deep.equal([[reference], [reference], [reference]])
        expect(await store().db.selectFrom('support_limit_counts').select('subject').where('subject', 'in', riderSessions).execute()).to.have.length(3)
      })
    })

    it('ends with the sign-in: each data request is a use of it, and once it has gone unused for the idle time-out (30 minutes) both are refused 401 and nothing is exported or erased', async () => {
      clock.advance(20 * 60_000)
      await exported(reference)
      // 40 minutes after the sign-in, 20 after the export: the export kept the sign-in in use.
      clock.advance(20 * 60_000)
      expect((await get(`${DATA_REQUESTS_PATH}/${riders[0] ?? ''}`)).status).to.equal(200)
      clock.advance(30 * 60_000 + 1000)
      const idle = await get(`${DATA_REQUESTS_PATH}/${reference}`)
      expect(idle.status).to.equal(401)
      expect(idle.body).to.deep.equal({ code: 'session_ended', message: 'Your sign-in ended after 30 minutes without use. Please sign in again.' })
      expect((await erase(reference)).status).to.equal(401)
      expect((await store().trailsByReference(reference)).map((t) => t.code)).to.have.members(riders)
      const log = await store().accessLog({ limit: 10 })
      expect(log.filter((e) => e.action === 'exported')).to.have.length(2)
      expect(log.filter((e) => e.action === 'erased')).to.deep.equal([])
    })

    it('logs one event per export and per erasure, with the staff name and the numbers: never the code, the reference, a session or a value of the trails', async () => {
      await exported(riders[0] ?? '')
      const a = await erase(reference)
      const erasure: Erasure = decodeWith(ErasureAnswer, a.body).erased
      const lines = events(m.logs).filter((e) => e.event === 'data_export' || e.event === 'data_erasure')
      expect(lines.map(({ event, staff, trails, service }) => ({ event, staff, trails, service }))).to.deep.equal([
        { event: 'data_export', staff: 'alice', trails: 3, service: 'support' },
        { event: 'data_erasure', staff: 'alice', trails: 3, service: 'support' },
      ])
      expect(lines[1]).to.include({ references: erasure.references, limitCounts: erasure.limitCounts })
      const ownLines = JSON.stringify(lines)
      const senders = (await store().db.selectFrom('support_trails').select('sender').execute()).map((r) => r.sender)
      for (const value of [...riders, reference, ...riderSessions, ...senders]) expect(ownLines, value).not.to.contain(value)
      const all = m.logs.join('\n')
      for (const value of [...PERSONAL, reference, ...riderSessions, ...senders, '"about"']) expect(all, value).not.to.contain(value)
    })
  })
}
