import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { configureImmer } from '../reducers/immer-config'
import { App } from './app/App'
import { createBrowserDeps } from './app/browser-deps'
import { createNavigator } from './app/navigation'
import { createAppStore } from './app/store'

configureImmer(process.env.NODE_ENV === 'production')

const navigator = createNavigator()
const deps = createBrowserDeps(navigator.navigate)
const app = createAppStore(deps)

const root = document.getElementById('root')
if (root !== null) {
  const tree = (
    <StrictMode>
      <App app={app} navigator={navigator} clock={deps.clock} />
    </StrictMode>
  )
  // A page the build pre-rendered (scripts/prerender.tsx) is hydrated; any other starts from an empty root.
  if (root.firstElementChild !== null) hydrateRoot(root, tree)
  else createRoot(root).render(tree)
}
