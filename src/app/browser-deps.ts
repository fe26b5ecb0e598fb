import type { SagaDeps } from '../../sagas/context'
import { createBrowserApiClient } from '../api/browser-transport'
import { systemClock } from './event-log'
import { runBotCheck } from './third-party/bot-check'
import { readDeviceFingerprint } from './third-party/device-fingerprint'

/** The sagas' I/O in the browser: the API on this origin, the real clock, random uuids, the router. */
export const createBrowserDeps = (navigate: (path: string) => void): SagaDeps => ({
  api: createBrowserApiClient(),
  clock: systemClock,
  ids: { uuid: () => crypto.randomUUID() },
  navigate,
  log: (message, detail) => console.warn(message, detail),
  botCheck: runBotCheck,
  deviceFingerprint: () => readDeviceFingerprint(),
})
