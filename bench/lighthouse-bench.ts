import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import lighthouse, { type Result } from 'lighthouse'
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js'
import { ensureBuilt, projectRoot, startAppServer } from '../test/browser/built-app'
import { launchDebuggableChromium } from './lighthouse-chromium'
import { LIGHTHOUSE_CONFIGS, type Preset } from './lighthouse-config'
import { LIGHTHOUSE_PAGES, type LighthousePage } from './lighthouse-pages'
import { median } from './stats'
import { figuresOf, LIGHTHOUSE_TARGETS, masked, verdictsOf, type PageFigures, type Verdict } from './lighthouse-report'

export const PRESETS: readonly Preset[] = ['mobile', 'desktop']
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/** One run may take this long before its Chromium is killed and the run recorded as failed. */
const RUN_TIMEOUT_MS = 120_000
/** Runs not started within this time of the part's start are recorded as skipped, so the part ends near it. */
const PART_BUDGET_MS = 20 * 60_000

/**
 * How many times each page is loaded with each preset by default. Lighthouse's variability guide
 * (docs/variability.md, 'Run Lighthouse multiple times') advises five runs and the median run, which about halves
 * the spread of a single run.
 */
export const DEFAULT_RUNS = 5

export interface LighthouseRun {
  readonly page: string
  /** The path loaded, the proposal's uuid shown as {uuid}. */
  readonly path: string
  readonly preset: Preset
  /** Whether SEO is a target (the public entry pages). */
  readonly entry: boolean
  /**
   * The figures judged: the median run's (Lighthouse's own choice, `computeMedianRun`: the run nearest the median FCP
   * and TTI), with its performance score, CLS and TBT each replaced by its median over the runs (`judgedFigures`).
   * Its culprits are the median run's.
   */
  readonly figures: PageFigures | null
  readonly verdicts: readonly Verdict[]
  /** Every run's TBT, CLS and performance score, in the order run, so the spread shows beside the median run's. */
  readonly spread: { readonly tbtMs: readonly (number | null)[]; readonly cls: readonly (number | null)[]; readonly performance: readonly (number | null)[] }
  /** Why a run gave no figures (failed, timed out, skipped); with figures, the runs left out of the median. */
  readonly errors: readonly string[]
  /** Why there are no figures at all: the first run's error. */
  readonly error: string | null
  readonly seconds: number
}

export interface LighthouseBenchResult {
  readonly lighthouseVersion: string | null
  /** The Chromium Lighthouse drove, as its DevTools endpoint names it. */
  readonly chromium: string | null
  /** How many runs each page and preset had (see LighthouseRun's `figures`). */
  readonly runsPerPagePreset: number
  readonly runs: readonly LighthouseRun[]
  readonly targets: typeof LIGHTHOUSE_TARGETS
  /** Every target of every page and preset met. */
  readonly met: boolean
  readonly seconds: number
  readonly note: string
}

const seconds = (since: number): number => Math.round((Date.now() - since) / 100) / 10

/** Rejects after `ms` with `message`, calling `onTimeout` first; the timer never keeps the process alive. */
const timeout = (ms: number, message: string, onTimeout: () => Promise<void>): { promise: Promise<never>; clear: () => void } => {
  let timer: NodeJS.Timeout | undefined
  const promise = new Promise<never>((_, reject) => {
    timer = setTimeout(() => void onTimeout().finally(() => reject(new Error(message))), ms)
    timer.unref()
  })
  return { promise, clear: () => clearTimeout(timer) }
}

/**
 * Lighthouse's runtime errors for a trace it failed to record ('Something went wrong with recording the trace over
 * your page load. Please run Lighthouse again.'): a fault of the recording, not of the page.
 */
const TRACE_FAULTS = ['NO_NAVSTART', 'NO_TRACING_STARTED']

/**
 * `run`, and once more when it fails with a trace fault (TRACE_FAULTS), as Lighthouse asks; `onRetry` hears the
 * fault. Any other failure, or a second fault, is thrown.
 * @internal
 */
export const retryingTraceFaults = async <T>(run: () => Promise<T>, onRetry: (fault: string) => void): Promise<T> => {
  try {
    return await run()
  } catch (e) {
    const fault = messageOf(e)
    if (!TRACE_FAULTS.some((code) => fault.startsWith(`${code}:`))) throw e
    onRetry(fault)
    return run()
  }
}

/** One Lighthouse run of `url` with `preset` on a Chromium of its own (fresh profile), ended whatever happens. */
const runLighthouse = async (url: string, preset: Preset): Promise<{ lhr: Result; browser: string }> => {
  const chromium = await launchDebuggableChromium()
  const limit = timeout(RUN_TIMEOUT_MS, `Lighthouse took over ${RUN_TIMEOUT_MS / 1000} s`, () => chromium.close())
  try {
    const run = lighthouse(url, { port: chromium.port, hostname: '127.0.0.1', output: 'json', logLevel: 'error', onlyCategories: CATEGORIES }, LIGHTHOUSE_CONFIGS[preset])
    // A run given up on still settles later (its Chromium gone): its rejection is expected and dropped.
    run.catch(() => undefined)
    const result = await Promise.race([run, limit.promise])
    if (result === undefined) throw new Error('Lighthouse gave no result')
    if (result.lhr.runtimeError !== undefined) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`)
    return { lhr: result.lhr, browser: chromium.version }
  } finally {
    limit.clear()
    await chromium.close()
  }
}

/** Which presets to run (both by default), how many runs each (DEFAULT_RUNS), and a folder to keep each median run's whole report in (none by default). */
export interface LighthouseOptions {
  readonly presets?: readonly Preset[]
  readonly runs?: number
  readonly reportsDir?: string
}

/** Each run's TBT, CLS and performance score under a page's line: the spread the median run was taken from. */
export const spreadLines = (run: LighthouseRun): string[] => {
  const each = (xs: readonly (number | null)[], unit: string): string => xs.map((x) => (x === null ? 'failed' : `${x}${unit}`)).join(', ')
  const lines = run.spread.tbtMs.length > 1 ? [`    each run: TBT ${each(run.spread.tbtMs, ' ms')}; CLS ${each(run.spread.cls, '')}; performance ${each(run.spread.performance, '')}`] : []
  return [...lines, ...run.errors.map((e) => `    a run failed: ${e}`)]
}

const medianOrNull = (xs: readonly (number | null)[]): number | null => median(xs.filter((x): x is number => x !== null))

/**
 * The figures a page and preset are judged by: the median run's, with the performance score, CLS and TBT (the
 * figures that move from run to run) each the median of the runs that gave one. The median run is chosen by FCP and
 * TTI alone, so its TBT can be the highest of five (seen: 81 ms where the runs' median was 48).
 * @internal Exported for its test (test/bench/lighthouse-bench.test.ts).
 */
export const judgedFigures = (medianRun: PageFigures, spread: LighthouseRun['spread']): PageFigures => ({
  ...medianRun,
  scores: { ...medianRun.scores, performance: medianOrNull(spread.performance) },
  cls: medianOrNull(spread.cls),
  tbtMs: medianOrNull(spread.tbtMs),
})

const messageOf = (e: unknown): string => (e instanceof Error ? e.message : String(e)).split('\n').slice(0, 3).join(' ')

/**
 * The result Lighthouse's variability guide reports for several runs of one page: the median run
 * (`computeMedianRun`, nearest the median FCP and TTI) of the runs with both figures. Null when none has them.
 * @internal Exported for its test (test/bench/lighthouse-bench.test.ts).
 */
export const medianRunOf = (results: readonly Result[]): Result | null => {
  const valid = filterToValidRuns([...results])
  return valid.length === 0 ? null : computeMedianRun(valid)
}

/**
 * Runs Lighthouse 12 `runs` times (DEFAULT_RUNS) per page of LIGHTHOUSE_PAGES and preset (mobile, then desktop),
 * each run on its own headless Debian Chromium with a fresh temporary profile, against the production build (built
 * first when stale) served by the mock server on an ephemeral port of 127.0.0.1, and keeps the median run's figures
 * with every run's TBT, CLS and score. `onRun` hears each page and preset as its runs end. A run whose trace Lighthouse
 * failed to record is run once more (`retryingTraceFaults`); a failed run is recorded with its error and the others go on; runs not started within 20 minutes are recorded as skipped. Chromium and the
 * server are ended, and the profiles removed, whatever happens.
 */
export const benchLighthouse = async (
  onRun: (run: LighthouseRun) => void = () => undefined,
  pages: readonly LighthousePage[] = LIGHTHOUSE_PAGES,
  { presets = PRESETS, runs: runsEach = DEFAULT_RUNS, reportsDir }: LighthouseOptions = {},
): Promise<LighthouseBenchResult> => {
  if (!Number.isInteger(runsEach) || runsEach < 1) throw new Error(`runs: a whole number of at least 1, not ${runsEach}`)
  const started = Date.now()
  const root = projectRoot()
  await ensureBuilt(root)
  const server = await startAppServer(root)
  const runs: LighthouseRun[] = []
  let lighthouseVersion: string | null = null
  let chromium: string | null = null
  try {
    for (const page of pages) {
      for (const preset of presets) {
        const t0 = Date.now()
        let path = page.name
        const results: Result[] = []
        const errors: string[] = []
        const tbtMs: (number | null)[] = []
        const cls: (number | null)[] = []
        const performance: (number | null)[] = []
        for (let i = 0; i < runsEach; i++) {
          try {
            if (Date.now() - started > PART_BUDGET_MS) throw new Error(`skipped: the part ran over ${PART_BUDGET_MS / 60_000} minutes`)
            const { lhr, browser } = await retryingTraceFaults(
              async () => {
                path = await page.path(server.base)
                return runLighthouse(`${server.base}${path}`, preset)
              },
              (fault) => void errors.push(`${fault}; run again with a new proposal and Chromium`),
            )
            lighthouseVersion ??= lhr.lighthouseVersion
            chromium ??= browser
            const f = figuresOf(lhr, server.base)
            results.push(lhr)
            tbtMs.push(f.tbtMs)
            cls.push(f.cls)
            performance.push(f.scores.performance)
          } catch (e) {
            errors.push(messageOf(e))
            tbtMs.push(null)
            cls.push(null)
            performance.push(null)
          }
        }
        const middle = medianRunOf(results)
        let run: LighthouseRun
        if (middle === null) {
          run = { page: page.name, path: masked(path), preset, entry: page.entry, figures: null, verdicts: [], spread: { tbtMs, cls, performance }, errors, error: errors[0] ?? 'no result', seconds: seconds(t0) }
        } else {
          const figures = judgedFigures(figuresOf(middle, server.base), { tbtMs, cls, performance })
          if (reportsDir !== undefined) {
            mkdirSync(reportsDir, { recursive: true })
            writeFileSync(join(reportsDir, `${page.name.replace(/\W+/g, '-')}-${preset}.json`), JSON.stringify(middle))
          }
          run = { page: page.name, path: masked(path), preset, entry: page.entry, figures, verdicts: verdictsOf(figures, preset, page.entry), spread: { tbtMs, cls, performance }, errors, error: null, seconds: seconds(t0) }
        }
        runs.push(run)
        onRun(run)
      }
    }
  } finally {
    await server.close()
  }
  return {
    lighthouseVersion,
    chromium,
    runsPerPagePreset: runsEach,
    runs,
    targets: LIGHTHOUSE_TARGETS,
    met: runs.every((r) => r.error === null && r.verdicts.every((v) => v.met === true)),
    seconds: seconds(started),
    note: `${runsEach} Lighthouse run(s) per page and preset, the figures the median run's (computeMedianRun) with performance, CLS and TBT the medians of the runs (simulated throttling, so single runs vary with the machine's load: spread lists each run's TBT, CLS and performance score); production build served by the mock server on 127.0.0.1; KiB = 1024 bytes`,
  }
}
