import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { configureImmer } from '../reducers/immer-config'
import { App } from './app/App'

configureImmer(process.env.NODE_ENV === 'production')

const root = document.getElementById('root')
if (root !== null) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}
