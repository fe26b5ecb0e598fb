import { createApiClient, type ApiClient } from './client'
import { createTransport, type Transport } from './transport'

/**
 * The transport of the running app: `window.fetch` (bound, as browsers require), `document.cookie` for the
 * CSRF token, and the same origin as base. Call it in the browser only: it touches `window` and `document`
 * when a request is sent, not at import.
 */
export const createBrowserTransport = (): Transport =>
  createTransport({
    fetch: (url, init) => window.fetch(url, init),
    baseUrl: '',
    readCookies: () => document.cookie,
  })

/** The API client of the running app, on the browser transport. */
export const createBrowserApiClient = (): ApiClient => createApiClient(createBrowserTransport())
