import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { configureImmer } from '../reducers/immer-config'
import { App } from './app/App'
import { createBrowserDeps } from './app/browser-deps'
import { createNavigator } from './app/navigation'
import { createAppStore } from './app/store'
import { noteEarlyAnswers } from './app/early-answers'
import { startDevelopment } from './app/dev-session/start-development'
import { createFaultSwitch } from './app/fault-panel/fault-switch'
import { REPLAY_PANEL_PATH } from './domain/routes'

/** The rider's app: the store (kept across reloads in development builds), the router and the screens. */
const startApp = (): void => {
  const navigator = createNavigator()
  // Development builds: the fault panel's scenarios ride on the app's calls as the mock's X-Mock-Scenario header
  // (Parcel drops this, the panel and the header from production builds).
  const faults = process.env.NODE_ENV !== 'production' ? createFaultSwitch(window.sessionStorage) : undefined
  const deps = createBrowserDeps(navigator.navigate, faults === undefined ? {} : { requestHeaders: faults.requestHeaders })
  // Development builds keep the tab's session across reloads (Parcel drops this branch from production builds).
  const app = process.env.NODE_ENV !== 'production' ? startDevelopment(deps) : createAppStore(deps)

  const root = document.getElementById('root')
  if (root !== null) {
    const tree = (
      <StrictMode>
        <App app={app} navigator={navigator} clock={deps.clock} />
      </StrictMode>
    )
    // A page the build pre-rendered (scripts/prerender.tsx) is hydrated; any other starts from an empty root.
    // What a rider answered in it before the app ran is given again by the form once open (early-answers.ts).
    if (root.firstElementChild !== null) {
      noteEarlyAnswers(root)
      hydrateRoot(root, tree)
    }
    else createRoot(root).render(tree)
  }
  // The panel itself is a chunk of its own, fetched once the app has started.
  if (process.env.NODE_ENV !== 'production' && faults !== undefined) void import('./app/fault-panel/start').then((m) => m.startFaultPanel(faults))
}

configureImmer(process.env.NODE_ENV === 'production')

// The developers' replay panel is a page of its own (src/app/replay-panel/): a development build draws it at its
// path; a production build never holds it (Parcel drops this branch), the server serves its own bundle there.
if (process.env.NODE_ENV !== 'production' && window.location.pathname === REPLAY_PANEL_PATH) {
  void import('./app/replay-panel/start').then((m) => m.startReplayPanel())
} else startApp()
