import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { configureImmer } from '../reducers/immer-config'
import { App } from './app/App'
import { preloadScreenAt } from './app/routes'
import { createBrowserDeps } from './app/browser-deps'
import { createNavigator } from './app/navigation'
import { noteEarlyAnswers } from './app/early-answers'
import { isHydratable, ReleaseRoot } from './app/page-shell'
import { startDevelopment } from './app/dev-session/start-development'
import { createFaultSwitch } from './app/fault-panel/fault-switch'
import { RIDER_KEEPING } from './app/kept-session/rider-keeping'
import { startKeptStore } from './app/kept-session/start-kept'
import type { TabSession } from './app/kept-session/tab-session'
import { REPLAY_PANEL_PATH, ROUTES } from './domain/routes'
import { loadCode } from './api/code-loading'

/** The rider's app: the store on the tab's kept session, the router and the screens. */
const startApp = (): void => {
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

  const root = document.getElementById('root')
  if (root !== null) {
    const tree = (
      <StrictMode>
        <App app={app} navigator={navigator} clock={deps.clock} tab={tab} />
      </StrictMode>
    )
    // The page the build wrote for the address (scripts/route-pages.ts) holds the app as first rendered there. The
    // form's is hydrated when the app starts as it was rendered (nothing kept brought back, nothing to say); what a
    // rider answered in it before the app ran is given again by the form once open (early-answers.ts). Any other
    // markup (a screen's shell, or the form with a kept session to bring back) is replaced by the app's first commit.
    const hydratable = isHydratable(root)
    if (hydratable) noteEarlyAnswers(root)
    // Rendered as a transition, so React yields to the browser every few milliseconds instead of holding the
    // main thread for the whole first render (a hydration a rider interacts with first is hurried by React).
    if (hydratable && kept.events.length === 0 && kept.notice === null) startTransition(() => void hydrateRoot(root, tree))
    else {
      // What the page shows meanwhile takes no input (it would be lost): it stays as it is until the first commit.
      if (root.firstElementChild !== null) root.setAttribute('inert', '')
      // The address's screen is fetched before the first render, so the page is first drawn with its screen in place
      // (not a loading line the screen then replaces, moving the help column and the footer).
      void preloadScreenAt(window.location.pathname).then(() => {
        const reactRoot = createRoot(root)
        startTransition(() =>
          reactRoot.render(
            <>
              {tree}
              <ReleaseRoot root={root} />
            </>,
          ),
        )
      })
    }
  }
  // The panel itself is a chunk of its own, fetched once the app has started.
  if (process.env.NODE_ENV !== 'production' && faults !== undefined) void loadCode(() => import('./app/fault-panel/start')).then((m) => m.startFaultPanel(faults))
}

/**
 * Runs `start` in a task of its own, after the one that evaluated the bundle: two shorter tasks block the page
 * less than one long one. A message, not a timer, so a tab opened in the background is not held back.
 */
const inNextTask = (start: () => void): void => {
  const channel = new MessageChannel()
  channel.port1.onmessage = () => {
    channel.port1.close()
    start()
  }
  channel.port2.postMessage(null)
}

configureImmer(process.env.NODE_ENV === 'production')

// The developers' replay panel is a page of its own (src/app/replay-panel/): a development build draws it at its
// path; a production build never holds it (Parcel drops this branch), the server serves its own bundle there.
if (process.env.NODE_ENV !== 'production' && window.location.pathname === REPLAY_PANEL_PATH) {
  void loadCode(() => import('./app/replay-panel/start')).then((m) => m.startReplayPanel())
} else inNextTask(startApp)
