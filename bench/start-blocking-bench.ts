import type { CDPSession } from 'playwright-core'
import { ensureBuilt, projectRoot, startAppServer } from '../test/browser/built-app'
import { launchChromium } from '../test/browser/chromium'
import { freshPhonePage, PHONE_PROFILE } from './browser-bench'
import { LIGHTHOUSE_PAGES, type LighthousePage } from './lighthouse-pages'
import { median, round1 } from './stats'

/*
 * The start's main-thread work on a phone, measured rather than simulated. Lighthouse's mobile TBT is Lantern's
 * estimate: the tasks of an unthrottled load, each stretched four times, laid out on a simulated network. On this
 * shared 2-core machine it moves by ±40 ms from run to run, and about half of it can be the navigation's own first
 * task, in which DevTools and Lighthouse's page scripts run (the 'Unattributable' long task it lists first). This
 * part loads each Lighthouse page under the phone profile, the CPU really slowed four times (Chromium's
 * throttling of the page's main thread), records the page's main thread, and sums the blocking time of its
 * tasks from the first contentful paint until two seconds after the network went quiet, as TBT sums it (the part
 * of each task over 50 ms, a task begun before the paint counted from it).
 */

/** A task counts as long, and blocks, past this. */
const LONG_TASK_MS = 50
/** How long the page is watched after the network is quiet, for the tasks the start leaves to run then. */
const QUIET_MS = 2000
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'].join(',')

/** @internal Exported for the test of blockingOf (test/bench/start-blocking.test.ts). */
export interface TraceEvent {
  readonly name: string
  readonly ph: string
  readonly ts: number
  readonly dur?: number
  readonly pid: number
  readonly tid: number
  readonly args?: { readonly beginData?: { readonly url?: string }; readonly frame?: string }
}

/** One load: the blocking time after the first paint, its longest task, and every long task (ms after the paint). */
interface StartBlockingRun {
  readonly blockingMs: number
  readonly longestMs: number
  readonly longTasks: readonly { readonly atMs: number; readonly ms: number }[]
}

interface StartBlockingPage {
  readonly page: string
  readonly path: string
  readonly runs: readonly StartBlockingRun[]
  readonly medianBlockingMs: number | null
  readonly medianLongestMs: number | null
}

export interface StartBlockingBenchResult {
  readonly profile: typeof PHONE_PROFILE
  readonly pages: readonly StartBlockingPage[]
  readonly note: string
}

const isTraceEvent = (e: unknown): e is TraceEvent =>
  typeof e === 'object' && e !== null && 'name' in e && typeof e.name === 'string' && 'ts' in e && typeof e.ts === 'number' && 'pid' in e && 'tid' in e

/** Records the trace of `load` on `cdp`, answering its events. */
const traced = async (cdp: CDPSession, load: () => Promise<void>): Promise<TraceEvent[]> => {
  const events: TraceEvent[] = []
  cdp.on('Tracing.dataCollected', (d) => {
    for (const e of d.value) if (isTraceEvent(e)) events.push(e)
  })
  await cdp.send('Tracing.start', { categories: TRACE_CATEGORIES, transferMode: 'ReportEvents' })
  await load()
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()))
  await cdp.send('Tracing.end')
  await complete
  return events
}

/**
 * The blocking of the page whose document is at `pathname`, from its trace: its main thread is the one that parsed
 * the document, its first paint the first contentful paint on that thread. Null when either is missing.
 * @internal Exported for its test (test/bench/start-blocking.test.ts).
 */
export const blockingOf = (events: readonly TraceEvent[], pathname: string): StartBlockingRun | null => {
  const parse = events.find((e) => {
    const url = e.args?.beginData?.url ?? ''
    return e.name === 'ParseHTML' && URL.canParse(url) && new URL(url).pathname === pathname
  })
  if (parse === undefined) return null
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === parse.pid && e.tid === parse.tid)
  if (fcp === undefined) return null
  const longTasks = events
    .filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.name === 'RunTask' && e.ph === 'X' && e.dur !== undefined)
    .map((e) => ({ start: Math.max(e.ts, fcp.ts), end: e.ts + (e.dur ?? 0) }))
    .filter((t) => (t.end - t.start) / 1000 > LONG_TASK_MS)
    .map((t) => ({ atMs: round1((t.start - fcp.ts) / 1000), ms: round1((t.end - t.start) / 1000) }))
  return {
    blockingMs: round1(longTasks.reduce((sum, t) => sum + t.ms - LONG_TASK_MS, 0)),
    longestMs: longTasks.reduce((longest, t) => Math.max(longest, t.ms), 0),
    longTasks,
  }
}

/** `runs` fresh loads of each of `pages` under the phone profile, on the built app served as `npm start` serves it. */
export const benchStartBlocking = async (runs = 3, pages: readonly LighthousePage[] = LIGHTHOUSE_PAGES): Promise<StartBlockingBenchResult> => {
  const root = projectRoot()
  await ensureBuilt(root)
  const server = await startAppServer(root)
  const browser = await launchChromium()
  try {
    const measured: StartBlockingPage[] = []
    for (const page of pages) {
      const results: StartBlockingRun[] = []
      let shown = ''
      for (let i = 0; i < runs; i++) {
        const path = await page.path(server.base)
        shown = path.replace(/uuid=[0-9a-f-]+/, 'uuid={uuid}')
        const { context, page: tab, cdp } = await freshPhonePage(browser, server.base, [])
        try {
          const events = await traced(cdp, async () => {
            await tab.goto(`${server.base}${path}`, { waitUntil: 'networkidle', timeout: 60_000 })
            await tab.waitForTimeout(QUIET_MS)
          })
          const run = blockingOf(events, new URL(path, server.base).pathname)
          if (run !== null) results.push(run)
        } finally {
          await context.close()
        }
      }
      measured.push({
        page: page.name,
        path: shown,
        runs: results,
        medianBlockingMs: median(results.map((r) => r.blockingMs)),
        medianLongestMs: median(results.map((r) => r.longestMs)),
      })
    }
    return {
      profile: PHONE_PROFILE,
      pages: measured,
      note: "real CPU throttling of the page's main thread (not Lantern's simulation); blocking = TBT's sum from the first contentful paint to 2 s after network idle",
    }
  } finally {
    await browser.close().catch(() => undefined)
    await server.close()
  }
}
