import type { ReactElement, ReactNode } from 'react'
import { BrowserRouter } from 'react-router-dom'
import type { Clock } from './event-log'
import { ScreenErrorBoundary } from './layout/ErrorBoundary'
import { NavigationBridge, type Navigator } from './navigation'
import { AppRoutes } from './routes'
import type { AppStore } from './store'
import { StoreProvider } from './store-context'
import { ClockProvider } from './today'
import { TabSessionProvider, type TabSession } from './kept-session/tab-session'

const browserRouter = (children: ReactNode): ReactElement => <BrowserRouter>{children}</BrowserRouter>

/**
 * The application: the store and the clock for the screens, the router, and its bridge to the sagas. `router`
 * is the browser's history; the build's pre-render (scripts/prerender.ts) passes a static router for one path,
 * so that the HTML it writes is the tree the browser then hydrates.
 */
export const App = ({
  app,
  navigator,
  clock,
  router = browserRouter,
  tab,
}: {
  app: AppStore
  navigator: Navigator
  clock: Clock
  router?: (children: ReactNode) => ReactElement
  /** The tab's kept session (none in the pre-render). */
  tab?: TabSession
}) => (
  <StoreProvider store={app.store} log={app.log}>
    <TabSessionProvider tab={tab}>
      <ClockProvider clock={clock}>
        {router(
          <>
            <NavigationBridge navigator={navigator} />
            <ScreenErrorBoundary>
              <AppRoutes />
            </ScreenErrorBoundary>
          </>,
        )}
      </ClockProvider>
    </TabSessionProvider>
  </StoreProvider>
)
