import { loadCode } from '../api/code-loading'
import { ROUTES } from '../domain/routes'
import { createBrowserDeps } from './browser-deps'
import { startDevelopment } from './dev-session/start-development'
import type { Clock } from './event-log'
import { createFaultSwitch, type FaultSwitch } from './fault-panel/fault-switch'
import { storeOnKeptSession } from './kept-session/start-kept'
import type { KeptSession } from './kept-session/kept-session'
import type { TabSession } from './kept-session/tab-session'
import { createNavigator, type Navigator } from './navigation'
import type { AppStore } from './store'

/*
 * The app's start, third stage (src/main.tsx): the store on the tab's kept session (opened by the second stage,
 * start-session.ts), with its sagas, the browser's calls and the navigation. Its own bundle, as is the fourth
 * stage's (start-view.tsx), loaded from here so that bundle holds only what this one does not.
 */

/** What the second stage started, for the view to draw. */
export interface StartedStore {
  readonly app: AppStore
  readonly kept: KeptSession
  readonly navigator: Navigator
  readonly clock: Clock
  readonly tab: TabSession
  /** Development builds: the fault panel's switch (absent in production). */
  readonly faults: FaultSwitch | undefined
}

const opened = (session: KeptSession | undefined): KeptSession => {
  if (session === undefined) throw new Error('a production build opens the kept session before the store (start-session.ts)')
  return session
}

/** The store on `session` (a production build's); a development build opens its own, keeping every event. */
export const startStore = (session: KeptSession | undefined): StartedStore => {
  const navigator = createNavigator()
  // Development builds: the fault panel's scenarios ride on the app's calls as the mock's X-Mock-Scenario header
  // (Parcel drops this, the panel and the header from production builds).
  const faults = process.env.NODE_ENV !== 'production' ? createFaultSwitch(window.sessionStorage) : undefined
  const deps = createBrowserDeps(navigator.navigate, faults === undefined ? {} : { requestHeaders: faults.requestHeaders })
  // The tab keeps its session across reloads: a rider's tab the quote in hand, a development build's tab every
  // event, with its strip above the page (Parcel drops that branch from production builds).
  const { app, kept } = process.env.NODE_ENV !== 'production' ? startDevelopment(deps) : storeOnKeptSession(deps, opened(session))
  const tab: TabSession = {
    // A development build says it in its strip.
    notice: process.env.NODE_ENV !== 'production' ? null : kept.notice,
    startAgain: () => {
      kept.clear()
      window.location.assign(ROUTES.QuoteCreateForm)
    },
  }
  return { app, kept, navigator, clock: deps.clock, tab, faults }
}

/** The third stage's bundle: the app's tree and its screens' loaders. */
export const loadView = () => loadCode(() => import('./start-view'))
