import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { ReplayPanel } from './ReplayPanel'

/** Draws the replay panel in the page's root (instead of the rider's app). */
export const startReplayPanel = (): void => {
  const root = document.getElementById('root')
  if (root === null) return
  createRoot(root).render(
    <StrictMode>
      <main id="main" className="replay-page">
        <ReplayPanel />
      </main>
    </StrictMode>,
  )
}
