import { createRoot } from 'react-dom/client'
import { DeskApp } from './DeskApp'

// The support desk's bundle entry (scripts/build-support-desk.ts): the desk alone, on its own page.
const root = document.getElementById('root')
if (root !== null) createRoot(root).render(<DeskApp />)
