import { configureImmer } from '../../../reducers/immer-config'
import { startReplayPanel } from './start'

// The production bundle's entry (scripts/build-replay-panel.ts): the panel alone, on its own page.
configureImmer(true)
startReplayPanel()
