import type { compose } from 'redux'
import type { SagaDeps } from '../../../sagas/context'
import { createAppStore, type AppStore } from '../store'
import { browserKeeping } from './browser-keeping'
import { openKeptSession, type KeepingEnvironment, type KeepingSettings, type KeptSession } from './kept-session'

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
  const kept = openKeptSession(opts.env ?? browserKeeping(), settings)
  return storeOnKeptSession(deps, kept, opts)
}

/** The store on a kept session already opened (the app's start opens it in a stage of its own), kept from now on. */
export const storeOnKeptSession = (
  deps: SagaDeps,
  kept: KeptSession,
  opts: { readonly compose?: typeof compose } = {},
): { readonly app: AppStore; readonly kept: KeptSession } => {
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
