import { expect } from 'chai'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { launchChromium } from '../browser/chromium'
import { axe, describeViolations } from '../browser/harness'
import { aboutYou } from '../browser/quote-form-driver'
import { startCodeOf, startDev, type DevProcess } from './dev-process'

/*
 * The fault panel provokes an error page in two clicks, in the development build developers
 * use (`npm run dev`: Parcel's development server and the mock insurer behind it). One start of `npm run dev`
 * (Parcel's first development build) and one Chromium serve the file; each test has a fresh context.
 */
describe('npm run dev: the fault panel in Chromium', function () {
  this.timeout(180_000)
  let dev: DevProcess | undefined
  let browser: Browser | undefined
  let context: BrowserContext | undefined
  let page: Page
  /** The X-Mock-Scenario header of each API call the page made, in order (undefined when it sent none). */
  let scenarios: Array<[string, string | undefined]> = []

  before(async () => {
    ;[dev, browser] = await Promise.all([startDev({ timeoutMs: 150_000 }), launchChromium()])
  })
  after(async () => {
    await Promise.allSettled([browser?.close(), dev?.stop()])
  })

  const open = async (viewport: { width: number; height: number }): Promise<void> => {
    if (dev === undefined || browser === undefined) throw new Error('npm run dev or Chromium did not start')
    context = await browser.newContext({ baseURL: dev.base, viewport, locale: 'en-GB' })
    context.setDefaultTimeout(15_000)
    page = await context.newPage()
    scenarios = []
    page.on('request', (r) => {
      const url = new URL(r.url())
      if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/json/')) scenarios.push([`${r.method()} ${url.pathname}`, r.headers()['x-mock-scenario']])
    })
    // Parcel's first build may still be running when the proxy answers: the page waits for it.
    await page.goto('/get-a-quote', { timeout: 120_000 })
    await aboutYou(page, { title: 'Dr', forename: 'Morwenna', surname: 'Trelawny', dob: '29/02/1988', email: 'morwenna.t@example.org' })
  }
  afterEach(async () => {
    await context?.close()
    context = undefined
  })

  const faultsButton = () => page.getByRole('button', { name: /^Faults/ })

  it("Faults → '419 (Expired page)' → the next call answers 419 and the app goes to Expired", async () => {
    await open({ width: 1280, height: 720 })
    expect(scenarios.filter(([, s]) => s !== undefined), 'no fault before one is chosen').to.deep.equal([])
    await faultsButton().click()
    if (process.env.FAULT_SHOTS) await page.screenshot({ path: `${process.env.FAULT_SHOTS}/panel-1280.png` })
    await page.getByLabel('419: session expired (Expired page)').click()
    await page.getByRole('button', { name: 'Faults (1 on)', exact: true }).waitFor()
    // Ticked, the fault closes the panel and gives focus back to the button: the page is free for the next move.
    expect(await page.getByRole('dialog').count()).to.equal(0)
    expect(await page.evaluate(() => document.activeElement?.textContent)).to.equal('Faults (1 on)')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL((u) => u.pathname === '/quote/session-expired')
    await page.getByRole('heading', { name: 'Your session has expired' }).waitFor()
    expect(scenarios.filter(([, s]) => s !== undefined)).to.deep.equal([['POST /api/recaptcha', '419']])
    // Used once, the fault is off.
    await page.getByRole('button', { name: 'Faults', exact: true }).waitFor()
  })

  it('at 320 px: Faults → 500 for the next call → the app goes to Exception', async () => {
    await open({ width: 320, height: 640 })
    await faultsButton().click()
    const dialog = page.getByRole('dialog', { name: 'Faults' })
    const box = await dialog.boundingBox()
    expect(box !== null && box.x >= 0 && box.x + box.width <= 320, `the panel fits 320 px: ${JSON.stringify(box)}`).to.equal(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).to.be.at.most(320)
    const violations = await axe(page)
    expect(violations, describeViolations(violations)).to.deep.equal([])
    if (process.env.FAULT_SHOTS) await page.screenshot({ path: `${process.env.FAULT_SHOTS}/panel-320.png` })
    // Escape closes it and gives focus back to the button; two clicks then switch 500 on.
    await page.keyboard.press('Escape')
    expect(await page.evaluate(() => document.activeElement?.textContent)).to.equal('Faults')
    expect(await page.getByRole('dialog').count()).to.equal(0)
    await faultsButton().click()
    await page.getByLabel('500: server error (Exception page)').click()
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL((u) => u.pathname === '/error/exception')
    expect(scenarios.filter(([, s]) => s !== undefined)).to.deep.equal([['POST /api/recaptcha', '500']])
  })

  it("keeps the panel out of the app's first load: the page's start code holds the fault switch, not the panel", async () => {
    if (dev === undefined) throw new Error('npm run dev did not start')
    const code = await startCodeOf(dev.base, '/get-a-quote')
    expect(code).to.contain('ridecover.dev-faults')
    expect(code).to.not.contain('Until turned off')
  })
})
