import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import type { SagaDeps } from '../../../sagas/context'
import { createAppStore, type AppStore } from '../store'
import { openDevSession, type DevEnvironment } from './dev-session'
import { DevSessionBar } from './DevSessionBar'
import { devtoolsCompose } from './devtools'

const wasReloaded = (): boolean => {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
  return nav?.type === 'reload'
}

/** The browser's tab storage and address bar, as the development session needs them. */
const browserDevEnvironment = (): DevEnvironment => ({
  storage: window.sessionStorage,
  now: () => new Date().toISOString(),
  location: {
    path: `${window.location.pathname}${window.location.search}`,
    reloaded: wasReloaded(),
    replace: (path) => window.history.replaceState(window.history.state, '', path),
  },
})

/**
 * The store of a development build: the tab's kept session replayed (or a fresh one, with a notice when the
 * kept one was refused), kept from now on, connected to the Redux DevTools extension when it is installed, and the development strip with 'Start afresh' above the page.
 * Call before the router starts (it may put the kept route back in the address bar).
 */
export const startDevelopment = (deps: SagaDeps, env: DevEnvironment = browserDevEnvironment()): AppStore => {
  const dev = openDevSession(env)
  const devtools = devtoolsCompose()
  const app = createAppStore(deps, dev.session, { events: dev.events, middleware: [dev.middleware], ...(devtools === undefined ? {} : { compose: devtools }) })
  dev.attach(app)
  const host = document.createElement('div')
  host.id = 'dev-session'
  document.body.prepend(host)
  const startAfresh = (): void => {
    dev.clear()
    window.location.reload()
  }
  createRoot(host).render(
    <StrictMode>
      <DevSessionBar log={app.log} notice={dev.notice} onStartAfresh={startAfresh} />
    </StrictMode>,
  )
  return app
}
