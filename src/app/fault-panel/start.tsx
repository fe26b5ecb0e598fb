import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { FaultPanel } from './FaultPanel'
import type { FaultSwitch } from './fault-switch'
import './fault-panel.css'

/**
 * Draws the fault panel in a host of its own at the end of the body (development builds only; `src/main.tsx`
 * loads this module lazily, after the app has started, so the panel is not part of the app's first load).
 */
export const startFaultPanel = (faults: FaultSwitch): void => {
  const host = document.createElement('div')
  host.id = 'fault-panel'
  document.body.append(host)
  createRoot(host).render(
    <StrictMode>
      <FaultPanel faults={faults} />
    </StrictMode>,
  )
}
