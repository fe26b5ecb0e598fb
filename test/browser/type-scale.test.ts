import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { useBrowser, type BrowserSession } from './harness'

/*
 * The fonts the first layout needs (src/app/styles.css, 'Type scale'). Each distinct size and weight of text the
 * page draws is a font the browser finds before it can lay the page out; on Linux Chromium each is a synchronous
 * query to the browser process, and a new weight a font file to load, all inside the first layout's task. The pages
 * the build draws (scripts/route-pages.ts) keep to few: measured, the first layout of /get-a-quote fell from a
 * median of 33 ms to 16 ms when its 13 variants became 7, and the summary's shell from 48 to 18 ms when 8 became 5.
 * The logo's word, set as SVG text, was one more (its size scaled with the logo): it is drawn as outlines now. The
 * footer's 14 px small print was another: at the body's size, a proposal screen's frame's first layout fell from a median
 * of 26.6 to 16.8 ms (/quote/instalments drawn before its scripts, 14 fresh browsers each, in turns).
 */

/** The distinct `family size weight style` of the text laid out on the page, each with the elements drawing it. */
const fontVariants = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const seen = new Map<string, Set<string>>()
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let n = walker.nextNode(); n !== null; n = walker.nextNode()) {
      const el = n.parentElement
      if (el === null || (n.textContent ?? '').trim() === '') continue
      const box = el.getBoundingClientRect()
      if (box.width === 0 && box.height === 0) continue
      const s = getComputedStyle(el)
      const key = `${s.fontFamily} ${s.fontSize} ${s.fontWeight} ${s.fontStyle}`
      seen.set(key, (seen.get(key) ?? new Set()).add(`${el.tagName.toLowerCase()}${el.classList.length > 0 ? `.${[...el.classList].join('.')}` : ''}`))
    }
    return [...seen].map(([k, els]) => `${k}: ${[...els].slice(0, 3).join(', ')}`)
  })

/** The page the build drew for `path`, as the browser lays it out before any script has run. */
const drawnPage = async (session: BrowserSession, path: string): Promise<string[]> => {
  const page = await session.context.newPage()
  try {
    await page.route(/\.js$/, (route) => route.abort())
    await page.goto(`${session.base}${path}`, { waitUntil: 'load' })
    return await fontVariants(page)
  } finally {
    await page.close()
  }
}

for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 900 }]) {
  describe(`browser: the fonts of the first layout at ${viewport.width} px (src/app/styles.css, Type scale)`, function () {
    this.timeout(60_000)
    const session = useBrowser({ viewport })

    const pages: { path: string; most: number }[] = [
      // The form draws step 1 whole: its banner, section title and questions besides the frame's.
      // The logo's word is a path (src/app/layout/logo-wordmark.ts), so the header needs no font of its own; the
      // footer's small print and the help column's cards are at the body's size. The frame then needs the body's
      // size in its two weights and the heading's.
      { path: '/get-a-quote', most: 4 },
      { path: '/quote/recall', most: 3 },
      { path: '/no-such-page', most: 3 },
      { path: '/quote/summary?uuid=00000000-0000-4000-8000-000000000000', most: 3 },
      // Payment's frame draws the amount's box (its headline) before the proposal is known.
      { path: '/quote/payment?uuid=00000000-0000-4000-8000-000000000000', most: 4 },
    ]
    for (const { path, most } of pages) {
      it(`the page drawn for ${path.split('?')[0] ?? path} needs at most ${most} fonts (sizes and weights) before its scripts run`, async () => {
        const variants = await drawnPage(session, path)
        expect(variants.length, `the fonts it needs:\n  ${variants.join('\n  ')}`).to.be.at.most(most)
      })
    }

    it('a link-styled button (Start again in the footer) is drawn as a link: its class wins over the button\'s', async () => {
      await session.open('/quote/recall')
      const look = await session.page.getByRole('button', { name: 'Start again' }).evaluate((b) => {
        const s = getComputedStyle(b)
        return { background: s.backgroundColor, weight: s.fontWeight, border: s.borderBottomStyle, underline: s.textDecorationLine }
      })
      expect(look).to.deep.equal({ background: 'rgba(0, 0, 0, 0)', weight: '400', border: 'none', underline: 'underline' })
    })
  })
}
