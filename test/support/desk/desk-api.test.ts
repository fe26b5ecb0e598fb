import { expect } from 'chai'
import { accessLog, endOtherSessions, eraseRiderData, exportRiderData, signIn, signOut } from '../../../src/support/desk/desk-api'

/** What staff read when a desk call finds the sign-in gone and the server does not say why. */
const SIGN_IN_ENDED = 'Your sign-in has ended. Please sign in again.'
import { ALICE, fakeDeskFetch, withToken } from './fake-desk-fetch'

/* The desk's calls to the support service: each answer decoded, each failure a sentence for staff. */
describe('support desk calls', () => {
  let restore: (() => void) | undefined
  afterEach(() => {
    restore?.()
    restore = undefined
  })
  const serve = (routes: Parameters<typeof fakeDeskFetch>[0]) => {
    const server = fakeDeskFetch(routes)
    restore = server.restore
    return server
  }

  describe("a locked-out sign-in (429) says when to try again, from Retry-After, in place of the server's own 'try again'", () => {
    const REASON = 'Too many failed sign-ins for this name. Try again later.'
    // An HTTP date is read against the clock when the answer comes: made as the test runs, not as the file loads
    // (the whole suite takes minutes, and a date made at load time has passed by then).
    const inMinutes = (n: number) => (): string => new Date(Date.now() + n * 60_000).toUTCString()
    const cases: [string, string | null | (() => string), string][] = [
      ['1 second', '1', 'Too many failed sign-ins for this name. Try again in 1 second.'],
      ['59 seconds', '59', 'Too many failed sign-ins for this name. Try again in 59 seconds.'],
      ['60 seconds', '60', 'Too many failed sign-ins for this name. Try again in 1 minute.'],
      ['61 seconds, rounded up', '61', 'Too many failed sign-ins for this name. Try again in 2 minutes.'],
      ['900 seconds', '900', 'Too many failed sign-ins for this name. Try again in 15 minutes.'],
      ['7200 seconds', '7200', 'Too many failed sign-ins for this name. Try again in 2 hours.'],
      ['an HTTP date 5 minutes ahead', inMinutes(5), 'Too many failed sign-ins for this name. Try again in 5 minutes.'],
      ['no header', null, REASON],
      ['an empty header', '', REASON],
      ['a header that is neither', 'soon', REASON],
    ]
    for (const [title, header, message] of cases) {
      it(`${title} reads ${JSON.stringify(message)}`, async () => {
        serve({
          'POST /api/support/desk/sign-in': () => ({
            status: 429,
            body: { code: 'too_many_requests', message: REASON },
            ...(header === null ? {} : { headers: { 'Retry-After': typeof header === 'function' ? header() : header } }),
          }),
        })
        expect(await signIn('alice', 'wrong', { code: '123456' })).to.deep.equal({ ok: false, status: 429, message })
      })
    }
  })

  it('a sign-in answer that lacks the token is not understood', async () => {
    serve({ 'POST /api/support/desk/sign-in': () => ({ status: 200, body: { staff: 'alice', expiresAt: ALICE.expiresAt } }) })
    const r = await signIn('alice', 'secret', { code: '123456' })
    expect(r.ok).to.equal(false)
    expect(r.ok ? '' : r.message).to.match(/^The server's answer was not understood: .*token/)
  })

  it('a server that does not answer is said so, not thrown', async () => {
    const real = globalThis.fetch
    globalThis.fetch = (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch
    restore = () => {
      globalThis.fetch = real
    }
    expect(await signIn('alice', 'secret', { code: '123456' })).to.deep.equal({ ok: false, status: 0, message: 'The server did not answer. Check the connection and try again.' })
    expect(await accessLog(ALICE.token)).to.deep.equal({ ok: false, status: 0, message: 'The server did not answer. Check the connection and try again.' })
  })

  it('sends the name, the secret and the one-time code or the recovery code in the body of a POST, and nothing else', async () => {
    const server = serve({ 'POST /api/support/desk/sign-in': () => ({ status: 200, body: ALICE }) })
    expect(await signIn('alice', 'secret', { code: '123456' })).to.deep.equal({ ok: true, value: ALICE })
    expect(await signIn('alice', 'secret', { recoveryCode: 'ABCD-EFGH' })).to.deep.equal({ ok: true, value: ALICE })
    expect(server.seen.map((r) => [r.url, r.body])).to.deep.equal([
      ['/api/support/desk/sign-in', { name: 'alice', secret: 'secret', code: '123456' }],
      ['/api/support/desk/sign-in', { name: 'alice', secret: 'secret', recoveryCode: 'ABCD-EFGH' }],
    ])
  })

  it("a wrong name, secret or code is one sentence whichever was wrong; a code used already is the server's own sentence and code", async () => {
    const used = 'That code has been used already. Wait for your app to show the next code, then enter it.'
    let answer = { status: 401, body: { code: 'unauthorized', message: 'anything' } }
    serve({ 'POST /api/support/desk/sign-in': () => answer })
    expect(await signIn('alice', 'secret', { code: '123456' })).to.deep.equal({ ok: false, status: 401, message: 'That staff name, secret and code were not accepted.' })
    answer = { status: 401, body: { code: 'code_used', message: used } }
    expect(await signIn('alice', 'secret', { code: '123456' })).to.deep.equal({ ok: false, status: 401, code: 'code_used', message: used })
  })

  it('a signed-in call carries the bearer token; an ended sign-in is 401 and says so, with why when the server says', async () => {
    const idle = 'Your sign-in ended after 30 minutes without use. Please sign in again.'
    serve({
      'GET /api/support/access-log': (req) =>
        req.authorization === 'Bearer an-idle-token' ? { status: 401, body: { code: 'session_ended', message: idle } } : withToken(ALICE.token, () => ({ status: 200, body: { entries: [] } }))(req),
    })
    expect(await accessLog(ALICE.token)).to.deep.equal({ ok: true, value: [] })
    expect(await accessLog('an-ended-token')).to.deep.equal({ ok: false, status: 401, message: SIGN_IN_ENDED })
    expect(await accessLog('an-idle-token')).to.deep.equal({ ok: false, status: 401, message: idle })
  })

  it('ends the other sessions with a POST carrying the bearer token, and answers how many ended', async () => {
    const server = serve({ 'POST /api/support/desk/end-other-sessions': withToken(ALICE.token, () => ({ status: 200, body: { ended: 2 } })) })
    expect(await endOtherSessions(ALICE.token)).to.deep.equal({ ok: true, value: 2 })
    expect(server.seen.map((r) => [r.method, r.url, r.authorization])).to.deep.equal([['POST', '/api/support/desk/end-other-sessions', `Bearer ${ALICE.token}`]])
  })

  it('sign-out is a POST with the bearer token, answered 204', async () => {
    const server = serve({ 'POST /api/support/desk/sign-out': withToken(ALICE.token, () => ({ status: 204 })) })
    expect(await signOut(ALICE.token)).to.deep.equal({ ok: true, value: null })
    expect(server.seen).to.deep.equal([{ method: 'POST', url: '/api/support/desk/sign-out', authorization: `Bearer ${ALICE.token}`, body: null }])
  })

  it("the access log of one trail asks for that code, in the query and in capitals", async () => {
    const server = serve({ 'GET /api/support/access-log?code=RC-ABC234': withToken(ALICE.token, () => ({ status: 200, body: { entries: [] } })) })
    expect(await accessLog(ALICE.token, ' rc-abc234')).to.deep.equal({ ok: true, value: [] })
    expect(server.seen.map((r) => r.url)).to.deep.equal(['/api/support/access-log?code=RC-ABC234'])
  })

  it("a rider's export whose answer is not an export document is not understood, saying where", async () => {
    serve({ 'GET /api/support/data-requests/RC-ABC234': withToken(ALICE.token, () => ({ status: 200, body: { format: 'ridecover.rider-data', trails: 'none' } })) })
    const r = await exportRiderData({ kind: 'code', code: 'RC-ABC234' }, ALICE.token)
    expect(r.ok).to.equal(false)
    expect(r.ok ? '' : r.message).to.match(/^The server's answer was not understood: /)
  })

  it("a rider's erasure is a POST of the confirmation as JSON with the bearer token; an answer without what was erased is not understood", async () => {
    const server = serve({ 'POST /api/support/data-requests/12345-67890-12345/erase': withToken(ALICE.token, () => ({ status: 200, body: { erased: { trails: 1 } } })) })
    const r = await eraseRiderData({ kind: 'reference', reference: '12345-67890-12345' }, '12345-67890-12345', ALICE.token)
    expect(r.ok ? '' : r.message).to.match(/^The server's answer was not understood: .*codes/)
    expect(server.seen).to.deep.equal([{ method: 'POST', url: '/api/support/data-requests/12345-67890-12345/erase', authorization: `Bearer ${ALICE.token}`, body: { confirm: '12345-67890-12345' } }])
  })
})
