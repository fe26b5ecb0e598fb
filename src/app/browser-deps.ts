import type { SagaDeps } from '../../sagas/context'
import { createBrowserApiClient, type BrowserTransportOptions } from '../api/browser-transport'
import { loadCode } from '../api/code-loading'
import { systemClock } from './event-log'

/**
 * The sagas' I/O in the browser: the API on this origin, the real clock, random uuids, the router. The
 * bot-check and device-fingerprint loaders are fetched when first needed, not with the first page. `transport`
 * reaches the API's transport (a development build's fault panel adds its header there).
 */
export const createBrowserDeps = (navigate: (path: string) => void, transport: BrowserTransportOptions = {}): SagaDeps => ({
  api: createBrowserApiClient(transport),
  clock: systemClock,
  ids: { uuid: () => crypto.randomUUID() },
  navigate,
  log: (message, detail) => console.warn(message, detail),
  botCheck: (action) => loadCode(() => import('./third-party/bot-check')).then((m) => m.runBotCheck(action)),
  deviceFingerprint: () => loadCode(() => import('./third-party/device-fingerprint')).then((m) => m.readDeviceFingerprint()),
})
