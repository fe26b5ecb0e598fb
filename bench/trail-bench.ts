import { setAutoFreeze } from 'immer'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { replayConversation } from '../src/app/conversation-replay'
import { configureImmer } from '../reducers/immer-config'
import { initialState, replay, rootReducer } from '../reducers/root'
import { decodeTrail } from '../src/domain/trail/decode-trail'
import { exportTrail } from '../src/trail/export-trail'
import { FOLD_EVENTS, judgeFold, loadBaselineFold, machineSpeedOf, type FoldVerdict, type MachineSpeed } from './fold-baseline'
import { generateTrail } from './generate-trail'

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 === 1 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2
}

const time = (f: () => void): number => {
  const t0 = performance.now()
  f()
  return performance.now() - t0
}

export interface TrailBenchResult {
  readonly events: number
  readonly runs: number
  /** Fold as the production build runs it (Immer auto-freeze off). */
  readonly foldMsMedian: number
  readonly foldEventsPerSecond: number
  /** Fold as development and tests run it (auto-freeze on). */
  readonly foldDevMsMedian: number
  readonly foldDevEventsPerSecond: number
  readonly importMsMedian: number
  readonly trailBytes: number
  /** Re-running a recorded purchase's conversation through the real store and sagas. */
  readonly conversationReplayMsMedian: number
  readonly conversationTrail: string
  /** The fold timed in turns with the recorded baseline build's on the same trail (bench/fold-baseline.ts). */
  readonly againstBaseline: FoldVerdict
  /** The baseline fold's speed here against the reference machine's. */
  readonly machineSpeed: MachineSpeed
  readonly targets: { readonly foldEventsPerSecond: number; readonly importMs: number; readonly conversationReplayMs: number }
  /** Every target met, and the fold not regressed against the baseline. */
  readonly met: boolean
}

const CONVERSATION_TRAIL = 'test/fixtures/trails/purchase.json'

/**
 * Folds a generated 10,000-event trail, then in turns with the recorded baseline build's fold on the same trail;
 * imports (parses and decodes) the same trail; replays the conversation of the recorded purchase sample (price
 * page to accepted policy) through the real sagas; medians of `runs`.
 */
export const benchTrail = async (events = FOLD_EVENTS, runs = 9): Promise<TrailBenchResult> => {
  const b = generateTrail(events)
  const text = exportTrail(b.events, { session: b.session, appVersion: 'bench', createdAt: '2026-11-01T12:00:00.000Z', redact: false })
  const foldMedian = (production: boolean): number => {
    configureImmer(production)
    replay(b.events)
    const xs: number[] = []
    for (let i = 0; i < runs; i++) xs.push(time(() => replay(b.events)))
    return median(xs)
  }
  const devMs = foldMedian(false)
  const foldMs = foldMedian(true)
  const baseline = await loadBaselineFold()
  const againstBaseline = judgeFold({ replay, rootReducer, initialState, setAutoFreeze }, baseline, b.events)
  setAutoFreeze(true)
  decodeTrail(text)
  const imports: number[] = []
  for (let i = 0; i < runs; i++) {
    imports.push(
      time(() => {
        const r = decodeTrail(text)
        if (r._tag === 'Left') throw new Error(r.left.message)
      }),
    )
  }
  const importMs = median(imports)
  const sample = decodeTrail(readFileSync(join(process.cwd(), CONVERSATION_TRAIL), 'utf8'))
  if (sample._tag === 'Left') throw new Error(sample.left.message)
  const replays: number[] = []
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now()
    const r = await replayConversation(sample.right)
    replays.push(performance.now() - t0)
    if (r.divergence !== null) throw new Error(`the sample's conversation diverged at ${r.divergence.kind} ${r.divergence.index}`)
  }
  const conversationMs = median(replays)
  const perSecond = Math.round((b.events.length / foldMs) * 1000)
  const targets = { foldEventsPerSecond: 1_000_000, importMs: 100, conversationReplayMs: 1000 }
  return {
    events: b.events.length,
    runs,
    foldMsMedian: Number(foldMs.toFixed(2)),
    foldEventsPerSecond: perSecond,
    foldDevMsMedian: Number(devMs.toFixed(2)),
    foldDevEventsPerSecond: Math.round((b.events.length / devMs) * 1000),
    importMsMedian: Number(importMs.toFixed(2)),
    trailBytes: Buffer.byteLength(text),
    conversationReplayMsMedian: Number(conversationMs.toFixed(2)),
    conversationTrail: CONVERSATION_TRAIL,
    againstBaseline,
    machineSpeed: machineSpeedOf(baseline.record, againstBaseline.comparison.baseline),
    targets,
    met: perSecond >= targets.foldEventsPerSecond && importMs <= targets.importMs && conversationMs <= targets.conversationReplayMs && againstBaseline.met,
  }
}
