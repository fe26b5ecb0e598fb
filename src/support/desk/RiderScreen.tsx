import { ReplayedScreen } from '../../app/replay-screen/ReplayedScreen'
import type { Trail } from '../../domain/trail/trail-format'
import { frameStylesheets } from './frame-styles'

/**
 * The rider's screen after the first `count` events of a trail, drawn read-only in a frame of its own with the
 * app's styles (those the page names for it). Its own part of the desk's bundle, with the app's screens: loaded
 * when staff first open the screen view.
 */
export const RiderScreen = ({ trail, count }: { trail: Trail; count: number }) => (
  <ReplayedScreen trail={trail} count={count} frame={{ title: "The rider's screen", stylesheets: frameStylesheets(document) }} />
)
