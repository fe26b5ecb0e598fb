import { BrowserRouter } from 'react-router-dom'
import type { Clock } from './event-log'
import { ScreenErrorBoundary } from './layout/ErrorBoundary'
import { NavigationBridge, type Navigator } from './navigation'
import { AppRoutes } from './routes'
import type { AppStore } from './store'
import { StoreProvider } from './store-context'
import { ClockProvider } from './today'

/** The application: the store and the clock for the screens, the router, and its bridge to the sagas. */
export const App = ({ app, navigator, clock }: { app: AppStore; navigator: Navigator; clock: Clock }) => (
  <StoreProvider store={app.store} log={app.log}>
    <ClockProvider clock={clock}>
      <BrowserRouter>
        <NavigationBridge navigator={navigator} />
        <ScreenErrorBoundary>
          <AppRoutes />
        </ScreenErrorBoundary>
      </BrowserRouter>
    </ClockProvider>
  </StoreProvider>
)
