import { createApiClient, type ApiClient } from './client'
import { createTransport, type Transport, type TransportOptions } from './transport'

/** What the running app may add to the browser transport: development builds' extra headers (the fault panel). */
export type BrowserTransportOptions = Pick<TransportOptions, 'requestHeaders'>

/**
 * Resolves at once while the browser says it is online, else when it next comes online. A call made while
 * the device is offline waits here instead of failing: nothing is sent, no error page is shown, and the call
 * goes when the connection is back. A call already sent when the signal drops fails as any network failure.
 */
const whenOnline = (): Promise<void> =>
  window.navigator.onLine ? Promise.resolve() : new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true }))

/**
 * The transport of the running app: `window.fetch` (bound, as browsers require) once the browser is online,
 * `document.cookie` for the CSRF token, and the same origin as base. Call it in the browser only: it touches
 * `window` and `document` when a request is sent, not at import.
 */
export const createBrowserTransport = (options: BrowserTransportOptions = {}): Transport =>
  createTransport({
    fetch: (url, init) => whenOnline().then(() => window.fetch(url, init)),
    baseUrl: '',
    readCookies: () => document.cookie,
    ...options,
  })

/** The API client of the running app, on the browser transport. */
export const createBrowserApiClient = (options: BrowserTransportOptions = {}): ApiClient => createApiClient(createBrowserTransport(options))
