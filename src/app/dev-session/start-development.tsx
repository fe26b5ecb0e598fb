import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import type { SagaDeps } from '../../../sagas/context'
import type { KeepingEnvironment, KeepingSettings, KeptSession } from '../kept-session/kept-session'
import { startKeptStore } from '../kept-session/start-kept'
import type { AppStore } from '../store'
import { DevSessionBar } from './DevSessionBar'
import { devtoolsCompose } from './devtools'

/**
 * What a development build's tab keeps: every event of the log, until Start afresh, so an edit to a reducer
 * or a selector shows the same place under the new code; a refused log is named with its first bad event.
 * @internal Exported for the kept session's tests, which open a development build's session without its strip.
 */
export const DEVELOPMENT_KEEPING: KeepingSettings = {
  key: 'ridecover.dev-session',
  appVersion: 'development',
  keeps: 'whole-log',
  keepsSnapshot: false,
  refusedNotice: (why) => `The session kept in this tab no longer fits the current code (${why}), so the app has started afresh.`,
}

/**
 * The store of a development build: the tab's session kept as DEVELOPMENT_KEEPING says, connected to the Redux
 * DevTools extension when it is installed, and the development strip with 'Start afresh' above the page.
 * Call before the router starts (it may put the kept route back in the address bar).
 */
export const startDevelopment = (deps: SagaDeps, env?: KeepingEnvironment): { readonly app: AppStore; readonly kept: KeptSession } => {
  const devtools = devtoolsCompose()
  const { app, kept } = startKeptStore(deps, DEVELOPMENT_KEEPING, { ...(devtools === undefined ? {} : { compose: devtools }), ...(env === undefined ? {} : { env }) })
  const host = document.createElement('div')
  host.id = 'dev-session'
  document.body.prepend(host)
  const startAfresh = (): void => {
    kept.clear()
    window.location.reload()
  }
  createRoot(host).render(
    <StrictMode>
      <DevSessionBar log={app.log} notice={kept.notice} onStartAfresh={startAfresh} />
    </StrictMode>,
  )
  return { app, kept }
}
