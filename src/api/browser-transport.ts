import { createApiClient, type ApiClient } from './client'
import { createTransport, type Transport, type TransportOptions } from './transport'

/** What the running app may add to the browser transport: development builds' extra headers (the fault panel). */
export type BrowserTransportOptions = Pick<TransportOptions, 'requestHeaders'>

/**
 * The transport of the running app: `window.fetch` (bound, as browsers require), `document.cookie` for the
 * CSRF token, and the same origin as base. Call it in the browser only: it touches `window` and `document`
 * when a request is sent, not at import.
 */
export const createBrowserTransport = (options: BrowserTransportOptions = {}): Transport =>
  createTransport({
    fetch: (url, init) => window.fetch(url, init),
    baseUrl: '',
    readCookies: () => document.cookie,
    ...options,
  })

/** The API client of the running app, on the browser transport. */
export const createBrowserApiClient = (options: BrowserTransportOptions = {}): ApiClient => createApiClient(createBrowserTransport(options))
