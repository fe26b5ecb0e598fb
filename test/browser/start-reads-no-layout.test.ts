import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { LIGHTHOUSE_PAGES } from '../../bench/lighthouse-pages'
import { appTookOver, useBrowser } from './harness'

/*
 * A screen's start lays the page out only when the browser chooses to (once per frame), never because a script
 * asked for a size or a position before it. Such a read (a forced layout) runs the page's style and layout inside
 * the script's task: on a phone that task grows past 50 ms and counts as blocking time. The header's read of
 * window.scrollY as it mounted was one (4 to 10 ms of every start, measured): it now watches the page's top edge
 * with an IntersectionObserver (src/app/layout/Header.tsx).
 *
 * Each page Lighthouse measures (bench/lighthouse-pages.ts) is loaded with Chromium's timeline traced with its
 * JavaScript stacks: a style recalculation or layout that carries a stack of the app's scripts was forced by
 * them. NotFound is left out: it moves focus to its heading as it shows (src/screens/results), and focus needs
 * the heading's style.
 */

interface ForcedLayout {
  readonly name: string
  readonly ms: number
  readonly by: string
}

interface TraceFrame {
  readonly functionName?: string
  readonly url?: string
  readonly lineNumber?: number
  readonly columnNumber?: number
}

interface TraceEvent {
  readonly name?: string
  readonly ph?: string
  readonly dur?: number
  readonly args?: { readonly beginData?: { readonly stackTrace?: readonly TraceFrame[] }; readonly data?: { readonly stackTrace?: readonly TraceFrame[] } }
}

/** The layouts and style recalculations the app's scripts forced while `path` loaded and settled. */
const forcedLayouts = async (page: Page, base: string, path: string): Promise<ForcedLayout[]> => {
  const cdp = await page.context().newCDPSession(page)
  const events: TraceEvent[] = []
  cdp.on('Tracing.dataCollected', (d: { value: TraceEvent[] }) => void events.push(...d.value))
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline.stack', transferMode: 'ReportEvents' })
  await page.goto(`${base}${path}`, { waitUntil: 'load' })
  await appTookOver(page)
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(300)
  const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
  await cdp.send('Tracing.end')
  await complete
  await cdp.detach()
  return events.flatMap((e) => {
    if ((e.name !== 'UpdateLayoutTree' && e.name !== 'Layout') || e.ph !== 'X') return []
    const stack = e.args?.beginData?.stackTrace ?? e.args?.data?.stackTrace ?? []
    if (!stack.some((f) => (f.url ?? '').startsWith(base))) return []
    const by = stack
      .slice(0, 3)
      .map((f) => `${f.functionName === '' || f.functionName === undefined ? '(anonymous)' : f.functionName} ${(f.url ?? '').slice(base.length)}:${f.lineNumber ?? 0}:${f.columnNumber ?? 0}`)
      .join(' < ')
    return [{ name: e.name, ms: Math.round((e.dur ?? 0) / 100) / 10, by }]
  })
}

describe('browser: a screen starts without forcing a layout', function () {
  this.timeout(120_000)
  const b = useBrowser({ viewport: { width: 412, height: 823 }, freshTab: true })

  for (const measured of LIGHTHOUSE_PAGES.filter((p) => p.name !== 'not found')) {
    it(`${measured.name}: no script reads layout while the screen starts`, async () => {
      const path = await measured.path(b.base)
      const page = await b.context.newPage()
      try {
        const forced = await forcedLayouts(page, b.base, path)
        expect(forced, `forced by the app's scripts:\n  ${forced.map((f) => `${f.name} ${f.ms} ms by ${f.by}`).join('\n  ')}`).to.deep.equal([])
      } finally {
        await page.close()
      }
    })
  }
})
