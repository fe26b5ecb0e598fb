import { expect } from 'chai'
import { createRequire } from 'node:module'
import { startCodeOf, startDev, type DevProcess } from './dev-process'
import { openSession } from '../mock-server/session-cookies'

const { isProxied } = createRequire(import.meta.url)('../../.proxyrc.cjs') as { isProxied: (url: string) => boolean }


describe('npm run dev', function () {
  // One start: the mock, then Parcel's first development build of the app.
  this.timeout(120_000)
  let dev: DevProcess

  before(async () => {
    dev = await startDev({ timeoutMs: 100_000 })
  })
  after(async () => {
    await dev?.stop()
  })

  it("sends the API's paths, the mock third parties and the store view to the mock, and nothing else", () => {
    for (const p of ['/api/quote', '/json/status', '/json/lists/titles?x=1', '/mock-provider/pay/abc', '/mock-recaptcha/api.js', '/mock-fingerprint/snare.js', '/mock-portal/register?reference=Q', '/__store/db']) {
      expect(isProxied(p), p).to.equal(true)
    }
    for (const p of ['/', '/get-a-quote', '/quote/payment-option?uuid=x', '/apiary', '/jsonp', '/main.js', '/mock-providers']) {
      expect(isProxied(p), p).to.equal(false)
    }
  })

  it("answers the API through Parcel's port with the mock's own headers and its CSRF cookie", async () => {
    const r = await fetch(`${dev.base}/json/status`)
    expect(r.status).to.equal(200)
    expect(((await r.json()) as { status: string }).status).to.equal('ok')
    expect(r.headers.getSetCookie().map((c) => c.split(';')[0])).to.satisfy((cs: string[]) => cs.some((c) => /^XSRF-TOKEN=.+/.test(c)))
    expect(r.headers.get('content-security-policy')).to.contain("connect-src 'self'")
    expect(r.headers.get('access-control-allow-origin')).to.equal(null)
  })

  it('keeps the CSRF check on that one origin: a POST echoing the cookie passes it, one without is refused', async () => {
    const { cookie, token } = await openSession(dev.base)
    const refused = await fetch(`${dev.base}/api/no-such-call`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{}' })
    expect([refused.status, ((await refused.json()) as { code: string }).code]).to.deep.equal([403, 'csrf_failed'])
    const passed = await fetch(`${dev.base}/api/no-such-call`, { method: 'POST', headers: { cookie, 'x-xsrf-token': token, 'content-type': 'application/json' }, body: '{}' })
    expect(passed.status).to.equal(404)
  })

  it("serves the mock's third-party scripts through Parcel's port", async () => {
    const r = await fetch(`${dev.base}/mock-recaptcha/api.js`)
    expect(r.status).to.equal(200)
    expect(r.headers.get('content-type')).to.match(/javascript/)
  })

  it('serves the development build of the app, with the kept session in it, for a route of the app', async () => {
    const r = await fetch(`${dev.base}/get-a-quote`)
    const html = await r.text()
    expect(r.status).to.equal(200)
    expect(html).to.contain('<div id="root">')
    expect(await startCodeOf(dev.base, '/get-a-quote')).to.contain('ridecover.dev-session')
  })

  it('stops both on Ctrl-C, exiting 0 and freeing both ports', async () => {
    expect(await dev.stop()).to.equal(0)
    for (const port of [dev.devPort, dev.mockPort]) {
      const reached = await fetch(`http://127.0.0.1:${port}/json/status`).then(
        () => true,
        () => false,
      )
      expect(reached, `port ${port}`).to.equal(false)
    }
  })

  it('stops Parcel too when the mock insurer crashes, saying so, and exits 1', async () => {
    const crashing = await startDev({ until: 'started' })
    try {
      process.kill(crashing.mockPid(), 'SIGKILL')
      expect(await crashing.exited).to.equal(1)
      expect(crashing.output()).to.contain('dev: the mock insurer stopped (SIGKILL); stopping the rest')
      const reached = await fetch(`${crashing.base}/`).then(
        () => true,
        () => false,
      )
      expect(reached).to.equal(false)
    } finally {
      await crashing.stop()
    }
  })

  it("stops the mock insurer too when Parcel crashes, saying so, and exits 1", async () => {
    const crashing = await startDev({ until: 'started' })
    const mockAnswers = () =>
      fetch(`http://127.0.0.1:${crashing.mockPort}/json/status`).then(
        (r) => r.ok,
        () => false,
      )
    try {
      // The mock is up first, so its stopping is the script's doing.
      for (let i = 0; i < 200 && !(await mockAnswers()); i += 1) await new Promise((r) => setTimeout(r, 100))
      expect(await mockAnswers(), 'the mock insurer answers before the crash').to.equal(true)
      process.kill(crashing.parcelPid(), 'SIGKILL')
      expect(await crashing.exited).to.equal(1)
      expect(crashing.output()).to.contain('dev: Parcel stopped (SIGKILL); stopping the rest')
      expect(await mockAnswers(), 'the mock insurer still answers').to.equal(false)
    } finally {
      await crashing.stop()
    }
  })
})
