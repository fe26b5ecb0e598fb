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

  it('calls window.fetch on window, same origin, with the cookie of document.cookie', async () => {
    const result = await createBrowserApiClient().status()
    expect(result).to.deep.equal({ _tag: 'Right', right: { status: 'ok' } })
    expect(seen).to.have.length(1)
    expect(seen[0]?.url).to.equal('/json/status')
    expect(seen[0]?.self).to.equal(globals.window)
    expect(seen[0]?.init.headers['X-XSRF-TOKEN']).to.equal('browser-token')
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
