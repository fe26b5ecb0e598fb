import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter } from 'react-router-dom'
import { configureImmer } from '../reducers/immer-config'
import { App } from './app/App'
import { createBrowserDeps } from './app/browser-deps'
import { routes } from './app/routes'
import { createAppStore } from './app/store'
import { event } from './domain/events'

configureImmer(process.env.NODE_ENV === 'production')

const router = createBrowserRouter(routes)
const deps = createBrowserDeps((path) => void router.navigate(path))
const app = createAppStore(deps)

// Every screen change is a fact in the log, so a replayed trail shows where the rider was.
let last = ''
const recordLocation = (): void => {
  const { pathname, search } = router.state.location
  const path = `${pathname}${search}`
  if (path === last) return
  last = path
  app.store.dispatch(event('journey/Navigated', { path }))
}
recordLocation()
router.subscribe(recordLocation)

const root = document.getElementById('root')
if (root !== null) {
  createRoot(root).render(
    <StrictMode>
      <App app={app} router={router} clock={deps.clock} />
    </StrictMode>,
  )
}
