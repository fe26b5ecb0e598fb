import { RouterProvider, type createBrowserRouter } from 'react-router-dom'
import type { Clock } from './event-log'
import type { AppStore } from './store'
import { StoreProvider } from './store-context'
import { ClockProvider } from './today'

/** The application: the store and the clock for the screens, and the router. */
export const App = ({ app, router, clock }: { app: AppStore; router: ReturnType<typeof createBrowserRouter>; clock: Clock }) => (
  <StoreProvider store={app.store} log={app.log}>
    <ClockProvider clock={clock}>
      <RouterProvider router={router} />
    </ClockProvider>
  </StoreProvider>
)
