import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { isDeepStrictEqual } from 'node:util'
import type { AppState } from '../reducers/root'
import type { DomainEvent } from '../src/domain/events'
import { generateTrail } from './generate-trail'
import { median, round1 } from './stats'

/*
 * The fold against a recorded build of itself. bench/baseline/fold.mjs is the fold (reducers/root.ts's replay and
 * reducer, with Immer) of one recorded commit, bundled by bench/record-fold-baseline.ts and committed, so a fresh
 * clone needs neither the history nor the network to run it. Timed in turns with the current fold on the same
 * trail, in the same process, it gives a ratio that holds on any machine: a slower machine slows both. Its own
 * speed, set against the speed it had where it was recorded, is the machine's speed.
 */

/** A build of the fold: its replay, its reducer (the fold in an Immer draft), and the auto-freeze switch of the Immer it was built with. */
export interface FoldBuild {
  readonly replay: (events: readonly DomainEvent[]) => AppState
  readonly rootReducer: (state: AppState | undefined, e: DomainEvent) => AppState
  readonly initialState: AppState
  readonly setAutoFreeze: (on: boolean) => void
}

/** bench/baseline/fold.json: where the baseline bundle came from, and how fast it folded where it was recorded. */
export interface BaselineRecord {
  readonly commit: string
  readonly subject: string
  /** SHA-256 of fold.mjs, so a bundle changed by hand is refused. */
  readonly sha256: string
  readonly esbuild: string
  readonly recordedAt: string
  /**
   * The baseline fold's speed on the recording machine: the reference the machine's speed is read against. Its
   * fastest folds are the machine's own speed whatever else ran beside them; the median is kept to read beside it.
   */
  readonly reference: FoldSpeed & {
    readonly events: number
    readonly node: string
    readonly cpu: string
    readonly cores: number
    readonly loadAverage: number
  }
}

/** Where the baseline is kept, from the repository's root (the bench runs from there). */
export const BASELINE_DIR = join('bench', 'baseline')
export const BASELINE_BUNDLE = 'fold.mjs'
export const BASELINE_RECORD = 'fold.json'

/** The trail the fold is timed on: generateTrail's, of this many events. */
export const FOLD_EVENTS = 10_000

/** Below this ratio of the current fold's speed to the baseline's (confirmed once), the fold has regressed. */
const FOLD_RATIO_THRESHOLD = 0.85

/** SHA-256 of a file's bytes, in hex. */
export const sha256Of = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex')

/** The module at `file` as a fold build; throws naming the file when it lacks one of a build's exports. */
export const importFoldBuild = async (file: string): Promise<FoldBuild> => {
  const m = (await import(pathToFileURL(file).href)) as Partial<Record<keyof FoldBuild, unknown>>
  const lacking = (['replay', 'rootReducer', 'setAutoFreeze'] as const).filter((k) => typeof m[k] !== 'function')
  if (lacking.length > 0 || typeof m.initialState !== 'object') throw new Error(`${file} is no fold build: it lacks ${[...lacking, 'initialState'].join(', ')}`)
  return m as FoldBuild
}

/**
 * The recorded baseline fold and its record, from `root`'s bench/baseline/. Throws when either file is missing or
 * the bundle is not the one recorded (its SHA-256 differs): record it again with `npm run bench:baseline`.
 */
export const loadBaselineFold = async (root = process.cwd()): Promise<{ readonly build: FoldBuild; readonly record: BaselineRecord }> => {
  const dir = join(root, BASELINE_DIR)
  const record = JSON.parse(readFileSync(join(dir, BASELINE_RECORD), 'utf8')) as BaselineRecord
  const file = join(dir, BASELINE_BUNDLE)
  const sha = sha256Of(readFileSync(file))
  if (sha !== record.sha256) throw new Error(`${file} is not the bundle ${BASELINE_RECORD} records (SHA-256 ${sha}, recorded ${record.sha256}): npm run bench:baseline -- <commit> records it again`)
  return { build: await importFoldBuild(file), record }
}

const foldMs = (build: FoldBuild, events: readonly DomainEvent[]): number => {
  const t0 = performance.now()
  build.replay(events)
  return performance.now() - t0
}

/** The times of `runs` folds of `events`, in ms. */
const foldTimes = (build: FoldBuild, events: readonly DomainEvent[], runs: number): number[] => Array.from({ length: runs }, () => foldMs(build, events))

const perSecond = (events: readonly DomainEvent[], ms: number): number => Math.round((events.length / ms) * 1000)

/** A fold's speed over some folds, events/s: at its fastest fold (the one least disturbed by other work) and at the median. */
export interface FoldSpeed {
  readonly bestEventsPerSecond: number
  readonly medianEventsPerSecond: number
}

const speedOf = (events: readonly DomainEvent[], times: readonly number[]): FoldSpeed => ({
  bestEventsPerSecond: perSecond(events, Math.min(...times)),
  medianEventsPerSecond: perSecond(events, median(times) ?? Number.NaN),
})

/**
 * Brings a build to where the bench's fold is when it is timed: the trail folded once by the reducer in Immer's
 * drafts (as generateTrail builds it), and by replay as development and then production run it; left as
 * production runs it (Immer's auto-freeze off). Both builds are timed from the same start: a fold whose code has
 * only seen plain objects runs faster than one that has also folded drafts, as the app's has.
 */
const warm = (build: FoldBuild, events: readonly DomainEvent[]): void => {
  build.setAutoFreeze(true)
  events.reduce(build.rootReducer, build.initialState)
  for (let i = 0; i < 3; i++) build.replay(events)
  build.setAutoFreeze(false)
  for (let i = 0; i < 5; i++) build.replay(events)
}

/** A build's speed folding `events` as production runs it, over `runs` folds. */
export const foldSpeed = (build: FoldBuild, events: readonly DomainEvent[], runs = 15): FoldSpeed => {
  warm(build, events)
  return speedOf(events, foldTimes(build, events, runs))
}

/** The current fold timed in turns with the baseline's on one trail. */
interface FoldComparison {
  /**
   * The current fold's speed over the baseline's: in each round, the baseline's fastest fold's time over the current
   * one's; the median of the rounds. The fastest of a few folds is the one the machine's other work disturbed least,
   * so the ratio holds on a busy machine, where a ratio of medians swings with the load (docs/benchmarks.md).
   */
  readonly ratio: number
  /** Each build's speed over all its folds. */
  readonly current: FoldSpeed
  readonly baseline: FoldSpeed
  readonly rounds: number
  readonly runsPerRound: number
  /** Whether both fold the trail to the same proposal; when not, they do different work and the ratio says less. */
  readonly sameProposal: boolean
}

/**
 * Times `current` and `baseline` folding `events` in turns, as production runs them: each round `runsPerRound`
 * folds of each, the one timed first alternating, so drift in the machine's load falls on both.
 */
const compareFolds = (current: FoldBuild, baseline: FoldBuild, events: readonly DomainEvent[], rounds = 25, runsPerRound = 7): FoldComparison => {
  warm(current, events)
  warm(baseline, events)
  const currentMs: number[][] = []
  const baselineMs: number[][] = []
  for (let r = 0; r < rounds; r++) {
    if (r % 2 === 0) currentMs.push(foldTimes(current, events, runsPerRound))
    baselineMs.push(foldTimes(baseline, events, runsPerRound))
    if (r % 2 === 1) currentMs.push(foldTimes(current, events, runsPerRound))
  }
  const ratios = currentMs.map((ms, r) => Math.min(...(baselineMs[r] as number[])) / Math.min(...ms))
  return {
    ratio: Math.round((median(ratios) ?? Number.NaN) * 1000) / 1000,
    current: speedOf(events, currentMs.flat()),
    baseline: speedOf(events, baselineMs.flat()),
    rounds,
    runsPerRound,
    sameProposal: isDeepStrictEqual(current.replay(events).proposal, baseline.replay(events).proposal),
  }
}

/** The verdict on the current fold against the baseline: the comparison, and a second one when the first fell short. */
export interface FoldVerdict {
  readonly baseline: { readonly commit: string; readonly subject: string }
  readonly threshold: number
  readonly comparison: FoldComparison
  /** The first comparison, when it fell below the threshold and `comparison` is the second, longer one. */
  readonly firstBelow: FoldComparison | null
  readonly met: boolean
}

/**
 * Compares the current fold with the recorded baseline on `events`. A ratio below FOLD_RATIO_THRESHOLD is measured
 * again with twice the rounds, and only the second decides, so one busy moment of a shared machine is no regression.
 */
export const judgeFold = (current: FoldBuild, baseline: { readonly build: FoldBuild; readonly record: BaselineRecord }, events: readonly DomainEvent[]): FoldVerdict => {
  const first = compareFolds(current, baseline.build, events)
  const second = first.ratio >= FOLD_RATIO_THRESHOLD ? null : compareFolds(current, baseline.build, events, first.rounds * 2)
  const comparison = second ?? first
  return {
    baseline: { commit: baseline.record.commit, subject: baseline.record.subject },
    threshold: FOLD_RATIO_THRESHOLD,
    comparison,
    firstBelow: second === null ? null : first,
    met: comparison.ratio >= FOLD_RATIO_THRESHOLD,
  }
}

/**
 * How fast this machine is, and how fast it is now: the baseline fold's fastest and median folds here against its
 * fastest on the reference machine. The fastest fold is the processor's speed, whatever else runs (a slower
 * processor folds slower at its fastest too); the median is the speed the machine gives a part with its present
 * load, which is what the part's times were measured at.
 */
export interface MachineSpeed extends FoldSpeed {
  /** The baseline fold's fastest on the reference machine (fold.json), events/s. */
  readonly referenceEventsPerSecond: number
  /** The fastest here over the reference's fastest: 0.5 is a processor half as fast. */
  readonly factor: number
  /** The median here over the reference's fastest: 0.5 is a machine that, with its present load, runs at half the reference's speed. */
  readonly nowFactor: number
  readonly referenceCpu: string
  readonly baselineCommit: string
  readonly loadAverage: number
  readonly cores: number
}

const twoPlaces = (n: number): number => Math.round(n * 100) / 100

/** The machine's speed from the baseline fold's speed measured here. */
export const machineSpeedOf = (record: BaselineRecord, here: FoldSpeed): MachineSpeed => ({
  ...here,
  referenceEventsPerSecond: record.reference.bestEventsPerSecond,
  factor: twoPlaces(here.bestEventsPerSecond / record.reference.bestEventsPerSecond),
  nowFactor: twoPlaces(here.medianEventsPerSecond / record.reference.bestEventsPerSecond),
  referenceCpu: record.reference.cpu,
  baselineCommit: record.commit,
  loadAverage: round1(loadavg()[0] ?? 0),
  cores: availableParallelism(),
})

/** Measures the machine's speed now: the baseline fold on the bench's trail, 41 folds (one to three seconds in all). */
export const measureMachineSpeed = async (): Promise<MachineSpeed> => {
  const baseline = await loadBaselineFold()
  return machineSpeedOf(baseline.record, foldSpeed(baseline.build, generateTrail(FOLD_EVENTS).events, 41))
}

const perSecondText = (n: number): string => n.toLocaleString('en-GB')

/** The machine-speed line printed beside a part's latency targets. */
export const machineSpeedLine = (m: MachineSpeed): string =>
  `machine speed ${m.factor}x the reference machine's, ${m.nowFactor}x with its present load (load average ${m.loadAverage} on ${m.cores} cores): the baseline fold (${m.baselineCommit.slice(0, 7)}) ran at ${perSecondText(m.bestEventsPerSecond)} events/s at its fastest here and ${perSecondText(m.medianEventsPerSecond)} at the median, against ${perSecondText(m.referenceEventsPerSecond)} at its fastest on the reference machine (${m.referenceCpu}); a time measured now is about ${twoPlaces(1 / m.nowFactor)}x what the reference machine would take unloaded`
