import type { compose } from 'redux'
import type { SagaDeps } from '../../../sagas/context'
import { createAppStore, type AppStore } from '../store'
import { checksum } from './kept-form'
import { openKeptSession, type KeepingEnvironment, type KeepingSettings, type KeptSession } from './kept-session'

const wasReloaded = (): boolean => {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
  return nav?.type === 'reload'
}

/**
 * The fingerprint of the running build: the addresses of the page's module scripts and its import map, which
 * name every bundle of a production build by the hash of its content, so any change of code changes it.
 */
const buildOfPage = (): string =>
  checksum(...[...document.querySelectorAll('script[type="module"][src], script[type="importmap"]')].map((s) => s.getAttribute('src') ?? s.textContent ?? ''))

/** The browser's tab storage, address bar and build, as a kept session needs them. */
const browserEnvironment = (): KeepingEnvironment => ({
  storage: window.sessionStorage,
  build: buildOfPage(),
  now: () => new Date().toISOString(),
  location: {
    path: `${window.location.pathname}${window.location.search}`,
    reloaded: wasReloaded(),
    replace: (path) => window.history.replaceState(window.history.state, '', path),
  },
})

/**
 * The store on the tab's kept session: the kept log replayed (or a fresh one, with a notice when the kept one
 * was refused) and kept from now on, as `settings` say. Call before the router starts (on a reload it may put
 * the kept step in the form's address).
 */
export const startKeptStore = (
  deps: SagaDeps,
  settings: KeepingSettings,
  opts: { readonly compose?: typeof compose; readonly env?: KeepingEnvironment } = {},
): { readonly app: AppStore; readonly kept: KeptSession } => {
  const kept = openKeptSession(opts.env ?? browserEnvironment(), settings)
  const app = createAppStore(deps, kept.session, {
    events: kept.events,
    conversation: kept.conversation,
    ...(kept.state === null ? {} : { state: kept.state }),
    middleware: [kept.middleware],
    ...(opts.compose === undefined ? {} : { compose: opts.compose }),
  })
  kept.attach(app)
  return { app, kept }
}
