import { expect } from 'chai'
import { accessLog, eraseRiderData, exportRiderData, signIn, signOut, SIGN_IN_ENDED } from '../../../src/support/desk/desk-api'
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
        expect(await signIn('alice', 'wrong')).to.deep.equal({ ok: false, status: 429, message })
      })
    }
  })

  it('a sign-in answer that lacks the token is not understood', async () => {
    serve({ 'POST /api/support/desk/sign-in': () => ({ status: 200, body: { staff: 'alice', expiresAt: ALICE.expiresAt } }) })
    const r = await signIn('alice', 'secret')
    expect(r.ok).to.equal(false)
    expect(r.ok ? '' : r.message).to.match(/^The server's answer was not understood: .*token/)
  })

  it('a server that does not answer is said so, not thrown', async () => {
    const real = globalThis.fetch
    globalThis.fetch = (() => Promise.reject(new TypeError('fetch failed'))) as typeof fetch
    restore = () => {
      globalThis.fetch = real
    }
    expect(await signIn('alice', 'secret')).to.deep.equal({ ok: false, status: 0, message: 'The server did not answer. Check the connection and try again.' })
    expect(await accessLog(ALICE.token)).to.deep.equal({ ok: false, status: 0, message: 'The server did not answer. Check the connection and try again.' })
  })

  it('a signed-in call carries the bearer token; an ended sign-in is 401 and says so', async () => {
    serve({ 'GET /api/support/access-log': withToken(ALICE.token, () => ({ status: 200, body: { entries: [] } })) })
    expect(await accessLog(ALICE.token)).to.deep.equal({ ok: true, value: [] })
    expect(await accessLog('an-ended-token')).to.deep.equal({ ok: false, status: 401, message: SIGN_IN_ENDED })
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
