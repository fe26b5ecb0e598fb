import { Component, lazy, Suspense, type ReactNode } from 'react'
import { loadCode } from '../../api/code-loading'
import type { Trail } from '../../domain/trail/trail-format'
import { eventsAt, type TimelineEntry } from '../timeline'

// The app's screens come in a part of the desk's bundle of their own, fetched when staff first open the screen view.
const RiderScreen = lazy(() => loadCode(() => import('./RiderScreen')).then((m) => ({ default: m.RiderScreen })))

/**
 * Where the screens' part cannot be had, or a step's state cannot be folded: a sentence in the frame's place, and
 * the rest of the desk as it was; the next step tries again. (A screen that fails to draw says so inside the frame,
 * by the app's own ScreenErrorBoundary.)
 */
class ScreenBoundary extends Component<{ step: number; children: ReactNode }, { failed: boolean; step: number }> {
  override state = { failed: false, step: this.props.step }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  static getDerivedStateFromProps(props: { step: number }, state: { failed: boolean; step: number }): { failed: boolean; step: number } | null {
    return props.step === state.step ? null : { failed: false, step: props.step }
  }

  override render(): ReactNode {
    return this.state.failed ? (
      <p className="desk-message" role="alert">
        The rider&apos;s screen could not be drawn at this step. Try another step, or reload the page.
      </p>
    ) : (
      this.props.children
    )
  }
}

/** A step as the desk names it: '12. 10:02:11 Price page: Quoted …' (its number counts every step of the timeline). */
const stepName = (entry: TimelineEntry, index: number): string => `${index + 1}. ${entry.at.slice(11, 19)} ${entry.screen}: ${entry.text}`

interface ScreenViewProps {
  readonly trail: Trail
  /** Every step of the timeline. */
  readonly entries: readonly TimelineEntry[]
  /** The steps the timeline shows (its filters): the buttons step through these. */
  readonly visible: readonly TimelineEntry[]
  /** The index in `entries` of the step on show. */
  readonly at: number
  readonly onStep: (index: number) => void
}

/**
 * The rider's screen at one step of the timeline, and the ways to move it: first, back one, forward one and last
 * (through the steps the timeline shows), or jump to any step. A move is announced politely, naming the step. A
 * button that cannot move says so (aria-disabled) and keeps its place in the keyboard's order.
 */
export const ScreenView = ({ trail, entries, visible, at, onStep }: ScreenViewProps) => {
  const shown = new Set(visible)
  const stops = entries.flatMap((e, i) => (shown.has(e) ? [i] : []))
  const entry = entries[at]
  if (entry === undefined) return null
  const count = eventsAt(trail.events, entry)
  const moves: readonly (readonly [string, number | undefined])[] = [
    ['First step', stops[0]],
    ['Back one step', stops.filter((i) => i < at).at(-1)],
    ['Forward one step', stops.find((i) => i > at)],
    ['Last step', stops.at(-1)],
  ]
  return (
    <section id="desk-screen-view" className="desk-screen" aria-labelledby="desk-screen-heading">
      <h3 id="desk-screen-heading">The rider&apos;s screen</h3>
      <div className="desk-steps" role="group" aria-label="Step through the rider's screens">
        {moves.map(([label, to]) => {
          const still = to === undefined || to === at
          return (
            <button key={label} type="button" className="desk-button desk-button--secondary" aria-disabled={still} onClick={() => (still ? undefined : onStep(to))}>
              {label}
            </button>
          )
        })}
      </div>
      <label htmlFor="desk-step">Jump to a step</label>
      <select id="desk-step" value={at} onChange={(e) => onStep(Number(e.target.value))}>
        {entries.map((e, i) => (
          <option key={`${e.seq}-${e.kind}-${e.text}`} value={i}>
            {stepName(e, i)}
          </option>
        ))}
      </select>
      <p role="status" className="desk-screen__position" data-testid="screen-position" data-events={count}>
        Step {at + 1} of {entries.length}, {entry.at.slice(11, 19)} on {entry.screen}: {entry.text}
      </p>
      <ScreenBoundary step={at}>
        <Suspense fallback={<p className="desk-screen__loading">Loading the rider&apos;s screen…</p>}>
          <RiderScreen trail={trail} count={count} />
        </Suspense>
      </ScreenBoundary>
    </section>
  )
}
