import { expect } from 'chai'
import { createBrowserApiClient, createBrowserTransport } from '../../src/api/browser-transport'
import type { FetchInit } from './fake-fetch'
import { createFaultSwitch } from '../../src/app/fault-panel/fault-switch'

interface BrowserGlobals {
  window?: unknown
  document?: unknown
}

describe('the browser transport', () => {
  const globals = globalThis as BrowserGlobals
  const seen: Array<{ url: string; init: FetchInit; self: unknown }> = []
  const connection = { onLine: true, online: [] as (() => void)[] }

  beforeEach(() => {
    seen.length = 0
    connection.onLine = true
    connection.online = []
    const fakeWindow = {
      navigator: connection,
      addEventListener: (type: string, listener: () => void) => (type === 'online' ? void connection.online.push(listener) : undefined),
      fetch(this: unknown, url: string, init: FetchInit) {
        seen.push({ url, init, self: this })
        return Promise.resolve({ status: 200, text: async () => '{"status":"ok"}' })
      },
    }
    globals.window = fakeWindow
    globals.document = { cookie: 'XSRF-TOKEN=browser-token' }
  })

  afterEach(() => {
    delete globals.window
    delete globals.document
  })

  it('is created without touching window or document', () => {
    delete globals.window
    delete globals.document
    expect(() => createBrowserTransport()).not.to.throw()
  })

  it('calls window.fetch on window, same origin, with the cookie of document.cookie on a state-changing call', async () => {
    const api = createBrowserApiClient()
    const result = await api.status()
    expect(result).to.deep.equal({ _tag: 'Right', right: { status: 'ok' } })
    await api.sendQuoteEmail('0b7e7a3c-5f0e-4c1e-9a57-3f1f9d2b6c11')
    expect(seen.map((s) => s.url)).to.deep.equal(['/json/status', '/api/proposal/0b7e7a3c-5f0e-4c1e-9a57-3f1f9d2b6c11/send-quote-email'])
    expect(seen.map((s) => s.self)).to.deep.equal([globals.window, globals.window])
    expect(seen.map((s) => s.init.headers['X-XSRF-TOKEN'])).to.deep.equal([undefined, 'browser-token'])
  })

  it("adds the headers it is given (a development build's faults) to the app's calls, and none without them", async () => {
    const faults = createFaultSwitch()
    faults.set([{ name: '500', value: null, pathFragment: null, scope: { kind: 'calls', calls: 1 } }])
    await createBrowserApiClient({ requestHeaders: faults.requestHeaders }).status()
    await createBrowserApiClient({ requestHeaders: faults.requestHeaders }).status()
    await createBrowserApiClient().status()
    expect(seen.map((s) => s.init.headers['X-Mock-Scenario'])).to.deep.equal(['500', undefined, undefined])
  })

  it('sends nothing while the browser is offline, and sends the call when it comes back online', async () => {
    connection.onLine = false
    const pending = createBrowserApiClient().status()
    await new Promise((r) => setTimeout(r, 10))
    expect(seen).to.have.length(0)
    connection.onLine = true
    for (const l of connection.online) l()
    expect(await pending).to.deep.equal({ _tag: 'Right', right: { status: 'ok' } })
    expect(seen).to.have.length(1)
  })
})
