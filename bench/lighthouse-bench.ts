import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import lighthouse, { type Result } from 'lighthouse'
import { ensureBuilt, projectRoot, startAppServer } from '../test/browser/built-app'
import { launchDebuggableChromium } from './lighthouse-chromium'
import { LIGHTHOUSE_CONFIGS, type Preset } from './lighthouse-config'
import { LIGHTHOUSE_PAGES, type LighthousePage } from './lighthouse-pages'
import { figuresOf, LIGHTHOUSE_TARGETS, masked, verdictsOf, type PageFigures, type Verdict } from './lighthouse-report'

export const PRESETS: readonly Preset[] = ['mobile', 'desktop']
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/** One run may take this long before its Chromium is killed and the run recorded as failed. */
const RUN_TIMEOUT_MS = 120_000
/** Runs not started within this time of the part's start are recorded as skipped, so the part ends near it. */
const PART_BUDGET_MS = 11 * 60_000

export interface LighthouseRun {
  readonly page: string
  /** The path loaded, the proposal's uuid shown as {uuid}. */
  readonly path: string
  readonly preset: Preset
  /** Whether SEO is a target (the public entry pages). */
  readonly entry: boolean
  readonly figures: PageFigures | null
  readonly verdicts: readonly Verdict[]
  /** Why there are no figures: Lighthouse failed, timed out, or the run was skipped. */
  readonly error: string | null
  readonly seconds: number
}

export interface LighthouseBenchResult {
  readonly lighthouseVersion: string | null
  /** The Chromium Lighthouse drove, as its DevTools endpoint names it. */
  readonly chromium: string | null
  readonly runsPerPagePreset: 1
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

/** Which presets to run (both by default), and a folder to keep each run's whole report in (none by default). */
export interface LighthouseOptions {
  readonly presets?: readonly Preset[]
  readonly reportsDir?: string
}

/**
 * Runs Lighthouse 12 once per page of LIGHTHOUSE_PAGES and preset (mobile, then desktop), each on its own
 * headless Debian Chromium with a fresh temporary profile, against the production build (built first when stale)
 * served by the mock server on an ephemeral port of 127.0.0.1. `onRun` hears each run as it ends. A failed run is
 * recorded with its error and the others go on; runs not started within 11 minutes are recorded as skipped.
 * Chromium and the server are ended, and the profiles removed, whatever happens.
 */
export const benchLighthouse = async (
  onRun: (run: LighthouseRun) => void = () => undefined,
  pages: readonly LighthousePage[] = LIGHTHOUSE_PAGES,
  { presets = PRESETS, reportsDir }: LighthouseOptions = {},
): Promise<LighthouseBenchResult> => {
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
        let run: LighthouseRun
        try {
          if (Date.now() - started > PART_BUDGET_MS) throw new Error(`skipped: the part ran over ${PART_BUDGET_MS / 60_000} minutes`)
          path = await page.path(server.base)
          const { lhr, browser } = await runLighthouse(`${server.base}${path}`, preset)
          lighthouseVersion ??= lhr.lighthouseVersion
          chromium ??= browser
          const figures = figuresOf(lhr, server.base)
          if (reportsDir !== undefined) {
            mkdirSync(reportsDir, { recursive: true })
            writeFileSync(join(reportsDir, `${page.name.replace(/\W+/g, '-')}-${preset}.json`), JSON.stringify(lhr))
          }
          run = { page: page.name, path: masked(path), preset, entry: page.entry, figures, verdicts: verdictsOf(figures, preset, page.entry), error: null, seconds: seconds(t0) }
        } catch (e) {
          const error = (e instanceof Error ? e.message : String(e)).split('\n').slice(0, 3).join(' ')
          run = { page: page.name, path: masked(path), preset, entry: page.entry, figures: null, verdicts: [], error, seconds: seconds(t0) }
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
    runsPerPagePreset: 1,
    runs,
    targets: LIGHTHOUSE_TARGETS,
    met: runs.every((r) => r.error === null && r.verdicts.every((v) => v.met === true)),
    seconds: seconds(started),
    note: "one Lighthouse run per page and preset (its simulated throttling, so figures vary from run to run with the machine's load); production build served by the mock server on 127.0.0.1; KiB = 1024 bytes",
  }
}
