import { RouterProvider, type createBrowserRouter } from 'react-router-dom'
import type { AppStore } from './store'
import { StoreProvider } from './store-context'

/** The application: the store for the screens, and the router. */
export const App = ({ app, router }: { app: AppStore; router: ReturnType<typeof createBrowserRouter> }) => (
  <StoreProvider store={app.store} log={app.log}>
    <RouterProvider router={router} />
  </StoreProvider>
)
