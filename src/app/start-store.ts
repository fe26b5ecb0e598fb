import { loadCode } from '../api/code-loading'
import { ROUTES } from '../domain/routes'
import { createBrowserDeps } from './browser-deps'
import { startDevelopment } from './dev-session/start-development'
import type { Clock } from './event-log'
import { createFaultSwitch, type FaultSwitch } from './fault-panel/fault-switch'
import { RIDER_KEEPING } from './kept-session/rider-keeping'
import { startKeptStore } from './kept-session/start-kept'
import type { KeptSession } from './kept-session/kept-session'
import type { TabSession } from './kept-session/tab-session'
import { createNavigator, type Navigator } from './navigation'
import type { AppStore } from './store'

/*
 * The app's start, second stage (src/main.tsx runs the stages in tasks of their own, so no one task holds a
 * phone's main thread for the whole start): the store on the tab's kept session, with the browser's calls and
 * navigation. Its own bundle, as is the third stage's (start-view.tsx), loaded from here so that bundle holds only
 * what this one does not.
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

export const startStore = (): StartedStore => {
  const navigator = createNavigator()
  // Development builds: the fault panel's scenarios ride on the app's calls as the mock's X-Mock-Scenario header
  // (Parcel drops this, the panel and the header from production builds).
  const faults = process.env.NODE_ENV !== 'production' ? createFaultSwitch(window.sessionStorage) : undefined
  const deps = createBrowserDeps(navigator.navigate, faults === undefined ? {} : { requestHeaders: faults.requestHeaders })
  // The tab keeps its session across reloads: a rider's tab the quote in hand, a development build's tab every
  // event, with its strip above the page (Parcel drops that branch from production builds).
  const { app, kept } = process.env.NODE_ENV !== 'production' ? startDevelopment(deps) : startKeptStore(deps, RIDER_KEEPING)
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
