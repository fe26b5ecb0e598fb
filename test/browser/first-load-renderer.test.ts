import { expect } from 'chai'
import type { CDPSession, Page } from 'playwright-core'
import { LIGHTHOUSE_PAGES } from '../../bench/lighthouse-pages'
import { useBrowser } from './harness'

/*
 * A first load keeps the renderer process of the tab it is opened in. A page sent with Cross-Origin-Opener-Policy
 * (any value but the default) cannot share its browsing context group with the page it was reached from, so
 * Chromium starts a new renderer for it while the navigation commits: the commit of every first load was slower,
 * and on Lighthouse's phone it counted as blocking time (a median 20.4 ms commit against 12.8 ms, and 34 and 38 ms
 * of blocking time on the summary and price page against 3 and 0: docs/benchmarks.md, 'A first load keeps its
 * renderer'). The server sends no such header (mock-server/http/security.ts).
 *
 * Each page Lighthouse measures (bench/lighthouse-pages.ts) is opened in a new tab, whose blank page already has its
 * renderer, and the browser's renderer processes are listed before and after: none may have started. The control
 * sends the same page with the header added on its way in, to show that this listing sees a new renderer when one
 * is started.
 */

interface ProcessInfo {
  readonly processInfo: readonly { readonly type: string; readonly id: number }[]
}

/** The process ids of the browser's renderers, sorted. */
const renderers = async (cdp: CDPSession): Promise<number[]> =>
  ((await cdp.send('SystemInfo.getProcessInfo')) as ProcessInfo).processInfo
    .filter((p) => p.type === 'renderer')
    .map((p) => p.id)
    .sort((a, b) => a - b)

/** The renderers in `after` that were not in `before` (one that ended meanwhile, a closed tab's, is no matter). */
const startedBetween = (before: readonly number[], after: readonly number[]): number[] => after.filter((id) => !before.includes(id))

/** The browser's renderers before and after `page` (a new tab) loads `url`. */
const aroundFirstLoad = async (cdp: CDPSession, page: Page, url: string): Promise<{ before: number[]; after: number[] }> => {
  const before = await renderers(cdp)
  const answer = await page.goto(url, { waitUntil: 'load' })
  expect(answer?.status(), url).to.equal(200)
  return { before, after: await renderers(cdp) }
}

describe('browser: a first load keeps its tab’s renderer', function () {
  this.timeout(60_000)
  const b = useBrowser({ viewport: { width: 412, height: 823 }, freshTab: true })
  let cdp: CDPSession

  before(async () => {
    const browser = b.context.browser()
    if (browser === null) throw new Error('the session’s context has no browser')
    cdp = await browser.newBrowserCDPSession()
  })

  after(async () => {
    await cdp.detach()
  })

  for (const measured of LIGHTHOUSE_PAGES) {
    it(`${measured.name}: the page commits in the renderer its new tab already had`, async () => {
      const path = await measured.path(b.base)
      const page = await b.context.newPage()
      try {
        const { before, after } = await aroundFirstLoad(cdp, page, `${b.base}${path}`)
        expect(startedBetween(before, after), 'renderers started by the load').to.deep.equal([])
      } finally {
        await page.close()
      }
    })
  }

  it('(control) the same page sent with Cross-Origin-Opener-Policy: same-origin starts a new renderer', async () => {
    const page = await b.context.newPage()
    try {
      const url = `${b.base}/quote/recall`
      await page.route(url, async (route) => {
        const response = await route.fetch()
        await route.fulfill({ response, headers: { ...response.headers(), 'cross-origin-opener-policy': 'same-origin' } })
      })
      const { before, after } = await aroundFirstLoad(cdp, page, url)
      expect(startedBetween(before, after), 'renderers started by the load').to.have.length(1)
    } finally {
      await page.close()
    }
  })
})
