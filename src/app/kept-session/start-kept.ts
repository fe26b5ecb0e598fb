import type { compose } from 'redux'
import type { SagaDeps } from '../../../sagas/context'
import { createAppStore, type AppStore } from '../store'
import { openKeptSession, type KeepingEnvironment, type KeepingSettings, type KeptSession } from './kept-session'

const wasReloaded = (): boolean => {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
  return nav?.type === 'reload'
}

/** The browser's tab storage and address bar, as a kept session needs them. */
const browserEnvironment = (): KeepingEnvironment => ({
  storage: window.sessionStorage,
  now: () => new Date().toISOString(),
  location: {
    path: `${window.location.pathname}${window.location.search}`,
    reloaded: wasReloaded(),
    replace: (path) => window.history.replaceState(window.history.state, '', path),
  },
})

/**
 * The store on the tab's kept session: the kept log replayed (or a fresh one, with a notice when the kept one
 * was refused) and kept from now on, as `settings` say. Call before the router starts (it may put the kept
 * route back in the address bar).
 */
export const startKeptStore = (
  deps: SagaDeps,
  settings: KeepingSettings,
  opts: { readonly compose?: typeof compose; readonly env?: KeepingEnvironment } = {},
): { readonly app: AppStore; readonly kept: KeptSession } => {
  const kept = openKeptSession(opts.env ?? browserEnvironment(), settings)
  const app = createAppStore(deps, kept.session, {
    events: kept.events,
    ...(kept.state === null ? {} : { state: kept.state }),
    middleware: [kept.middleware],
    ...(opts.compose === undefined ? {} : { compose: opts.compose }),
  })
  kept.attach(app)
  return { app, kept }
}
