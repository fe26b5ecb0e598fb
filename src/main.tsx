import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { configureImmer } from '../reducers/immer-config'
import { noteEarlyAnswers } from './app/early-answers'
import { isHydratable, ReleaseRoot } from './app/page-shell'
import type { StartedStore } from './app/start-store'
import { REPLAY_PANEL_PATH } from './domain/routes'
import { loadCode } from './api/code-loading'

/*
 * The rider's app starts in four stages, each a bundle of its own run in a task of its own, so the page the build
 * drew (scripts/route-pages.ts) stays answerable while a phone evaluates the code: this bundle (React), the tab's
 * kept session (start-session.ts: the domain's events and the reducers), the store (start-store.ts: the sagas, the
 * calls, the navigation) and the view (start-view.tsx: the app's tree). The page asks for them all at once; each
 * stage waits for the task after the one its bundle ran in.
 */

/** Resolves in a task after this one. A message, not a timer, so a tab opened in the background is not held back. */
const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })

/** Draws the app in the page's root once its view's bundle is in. */
const drawApp = async (started: StartedStore, view: typeof import('./app/start-view')): Promise<void> => {
  const { app, kept, navigator, clock, tab } = started
  const { App, preloadScreenAt } = view
  const root = document.getElementById('root')
  if (root === null) return
  const tree = (
    <StrictMode>
      <App app={app} navigator={navigator} clock={clock} tab={tab} />
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
  if (hydratable && kept.events.length === 0 && kept.notice === null) {
    startTransition(() => void hydrateRoot(root, tree))
    return
  }
  // What the page shows meanwhile takes no input (it would be lost): it stays as it is until the first commit.
  if (root.firstElementChild !== null) root.setAttribute('inert', '')
  // The address's screen is fetched before the first render, so the page is first drawn with its screen in place
  // (not a loading line the screen then replaces, moving the help column and the footer).
  await preloadScreenAt(window.location.pathname)
  const reactRoot = createRoot(root)
  startTransition(() =>
    reactRoot.render(
      <>
        {tree}
        <ReleaseRoot root={root} />
      </>,
    ),
  )
}

/** The rider's app: the store on the tab's kept session, then the router and the screens. */
const startApp = async (): Promise<void> => {
  await nextTask()
  const { openSession, loadStore } = await loadCode(() => import('./app/start-session'))
  const storeLoading = loadStore()
  await nextTask()
  // A development build's store opens its own session, keeping every event (start-store.ts).
  const session = process.env.NODE_ENV !== 'production' ? undefined : openSession()
  const { startStore, loadView } = await storeLoading
  const viewLoading = loadView()
  await nextTask()
  const started = startStore(session)
  const view = await viewLoading
  await nextTask()
  await drawApp(started, view)
  // The panel itself is a chunk of its own, fetched once the app has started.
  const { faults } = started
  if (process.env.NODE_ENV !== 'production' && faults !== undefined) void loadCode(() => import('./app/fault-panel/start')).then((m) => m.startFaultPanel(faults))
}

configureImmer(process.env.NODE_ENV === 'production')

// The developers' replay panel is a page of its own (src/app/replay-panel/): a development build draws it at its
// path; a production build never holds it (Parcel drops this branch), the server serves its own bundle there.
if (process.env.NODE_ENV !== 'production' && window.location.pathname === REPLAY_PANEL_PATH) {
  void loadCode(() => import('./app/replay-panel/start')).then((m) => m.startReplayPanel())
} else void startApp()
