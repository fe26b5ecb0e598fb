import { expect } from 'chai'
import { chromium, type Browser, type Page } from 'playwright-core'
import { launchDebuggableChromium, type DebuggableChromium } from '../../bench/lighthouse-chromium'
import { startAppServer, type AppServer } from './built-app'

/*
 * On a desktop with classic scrollbars, the page's centred frame (header, body, footer) does not move sideways
 * when the page grows taller than the window, or shrinks back: room for the scrollbar is kept from the start
 * (`scrollbar-gutter: stable` on the root, src/app/styles.css). Before, a screen about the window's height (NotFound,
 * the extras) gained its scrollbar as its content came in, and every centred box moved left by half the
 * scrollbar's width: Lighthouse's desktop runs counted a layout shift of 0.025 on the header now and then.
 *
 * Playwright starts Chromium with its scrollbars hidden, so this test starts Chromium as the Lighthouse part of
 * the bench does (bench/lighthouse-chromium.ts: Lighthouse's own launcher flags), whose scrollbars take room,
 * at Lighthouse's desktop window (1350 × 940).
 */

/** The left edges of the centred frame's boxes, in CSS pixels. */
const frameLefts = (page: Page): Promise<Record<string, number>> =>
  page.evaluate(() =>
    Object.fromEntries(
      Object.entries({ header: '.site-header__inner', page: '.page', main: '#main', footer: '.site-footer' }).map(([box, selector]) => [
        box,
        document.querySelector(selector)?.getBoundingClientRect().left ?? Number.NaN,
      ]),
    ),
  )

describe('browser: a desktop page keeps its place when its scrollbar comes and goes', function () {
  this.timeout(60_000)
  let server: AppServer
  let launched: DebuggableChromium
  let browser: Browser

  before(async () => {
    server = await startAppServer()
    launched = await launchDebuggableChromium()
    browser = await chromium.connectOverCDP(`http://127.0.0.1:${launched.port}`)
  })

  after(async () => {
    await browser.close()
    await launched.close()
    await server.close()
  })

  for (const path of ['/no-such-page', '/quote/recall']) {
    it(`${path}: the header, the page and the footer stay where they were as the page grows past the window and back`, async () => {
      const context = browser.contexts()[0]
      if (context === undefined) throw new Error('the launched Chromium has no default context')
      const page = await context.newPage()
      try {
        await page.setViewportSize({ width: 1350, height: 940 })
        await page.goto(`${server.base}${path}`, { waitUntil: 'load' })
        await page.locator('#main h1').first().waitFor()
        const tall = () =>
          page.evaluate(() => {
            const filler = document.createElement('div')
            filler.id = 'filler'
            filler.style.height = '3000px'
            document.body.append(filler)
          })
        const short = () =>
          page.evaluate(() => {
            document.getElementById('filler')?.remove()
            for (const box of document.querySelectorAll<HTMLElement>('.page, .site-footer')) Object.assign(box.style, { height: '100px', overflow: 'hidden' })
          })
        await tall()
        const scrolling = await frameLefts(page)
        const gutter = await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth)
        expect(gutter, 'this Chromium draws a scrollbar that takes room (else the test proves nothing)').to.be.greaterThan(0)
        await short()
        expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight), 'the page now fits the window').to.equal(true)
        expect(await frameLefts(page), 'the frame with no scrollbar, against the frame with one').to.deep.equal(scrolling)
      } finally {
        await page.close()
      }
    })
  }
})
