import { expect } from 'chai'
import type { Locator, Page } from 'playwright-core'
import { FIRM, UNDERWRITER } from '../../src/domain/firm'
import { OMBUDSMAN } from '../../src/domain/firm-terms'
import { axe, describeViolations, useBrowser } from './harness'
import { aboutYou, next, onSection } from './quote-form-driver'

/*
 * What a direct sale owes the rider before they buy, on the built app: step 1 of the form says first how their
 * information is used and links to the full privacy notice; the footer of every page links to the notice and to
 * who the firm is and how to complain. At a small phone's width and a desktop's, with the mouse and with the
 * keyboard alone; every page scanned with axe.
 */

const SUMMARY = 'How we use your information'
const NOTICE_LINK = 'Read our privacy notice'

/** Presses Tab until `target` has the focus (at most `most` times); fails naming where the focus went instead. */
const tabTo = async (page: Page, target: Locator, most = 80): Promise<void> => {
  const seen: string[] = []
  for (let i = 0; i < most; i++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((el) => el === document.activeElement)) return
    seen.push(await page.evaluate(() => `${document.activeElement?.tagName.toLowerCase() ?? '-'} "${(document.activeElement?.textContent ?? '').trim().slice(0, 30)}"`))
  }
  throw new Error(`Tab never reached the target; the focus went to: ${seen.join(', ')}`)
}

/** The page's first heading of level 1, once the app shows it, and the address's path. */
const arrivedAt = async (page: Page, path: string, title: string): Promise<void> => {
  await page.waitForURL((url) => url.pathname === path)
  await page.getByRole('main').getByRole('heading', { level: 1, name: title }).waitFor()
}

const SIZES = [
  { name: 'a 320 px phone', viewport: { width: 320, height: 568 }, phone: true },
  { name: 'a 1280 px screen', viewport: { width: 1280, height: 800 }, phone: false },
] as const

for (const size of SIZES) {
  describe(`browser: how we use your information, and who we are, on ${size.name}`, function () {
    this.timeout(30_000)
    const b = useBrowser({ viewport: size.viewport, freshTab: true, ...(size.phone ? { hasTouch: true, isMobile: true } : {}) })
    const summary = () => b.page.getByRole('region', { name: SUMMARY })
    const footer = () => b.page.getByRole('contentinfo')

    it('step 1 of the form shows the summary under its heading and above its first question, its room taken in the page the server sends', async () => {
      const html = await (await b.page.request.get(`${b.base}/get-a-quote`)).text()
      expect(html, 'the summary is in the pre-rendered step 1').to.contain(SUMMARY)
      await b.open('/get-a-quote')
      await onSection(b.page, 'About You')
      expect(await summary().isVisible()).to.equal(true)
      const top = (l: Locator) => l.evaluate((el) => el.getBoundingClientRect().top)
      const [heading, box, firstQuestion] = await Promise.all([
        top(b.page.getByRole('heading', { level: 2, name: /About You/ })),
        top(summary()),
        top(b.page.getByLabel('Title', { exact: true })),
      ])
      expect(heading, 'the section’s heading first').to.be.below(box)
      expect(box, 'then the summary, above the first question').to.be.below(firstQuestion)
      const violations = await axe(b.page)
      expect(violations, describeViolations(violations)).to.deep.equal([])
    })

    it('its link opens the privacy notice, and Back returns to step 1 with the answers given', async () => {
      await b.open('/get-a-quote')
      await onSection(b.page, 'About You')
      await b.page.getByLabel('First name', { exact: true }).fill('Aled')
      await summary().getByRole('link', { name: NOTICE_LINK }).click()
      await arrivedAt(b.page, '/privacy', 'Privacy notice')
      expect(await b.page.getByRole('main').getByRole('heading', { level: 2 }).count(), 'one heading per part').to.be.at.least(8)
      const violations = await axe(b.page)
      expect(violations, describeViolations(violations)).to.deep.equal([])
      await b.page.goBack()
      await onSection(b.page, 'About You')
      expect(await b.page.getByLabel('First name', { exact: true }).inputValue()).to.equal('Aled')
    })

    it('the summary is not shown again on a later step', async function () {
      this.timeout(40_000)
      await b.open('/get-a-quote')
      await aboutYou(b.page, { title: 'Mrs', forename: 'Sioned', surname: 'Price', dob: '14/02/1988', email: 'sioned.price@example.org' })
      await next(b.page)
      await onSection(b.page, 'About Your Bike')
      expect(await summary().count()).to.equal(0)
    })

    it('the footer opens About us and complaints, which names the firm, its register entry and the ombudsman, and the privacy notice', async () => {
      await b.open('/get-a-quote')
      await onSection(b.page, 'About You')
      await footer().getByRole('link', { name: 'About us and complaints' }).click()
      await arrivedAt(b.page, '/about-us', 'About us and complaints')
      const main = b.page.getByRole('main')
      const text = await main.innerText()
      for (const fact of [FIRM.legalName, FIRM.companyNumber, FIRM.fca.firmReference, UNDERWRITER.name, OMBUDSMAN.name]) expect(text, fact).to.contain(fact)
      expect(await main.getByRole('link', { name: new URL(FIRM.fca.registerUrl).host }).getAttribute('href')).to.equal(FIRM.fca.registerUrl)
      expect(await main.getByRole('link', { name: new URL(OMBUDSMAN.website).host }).getAttribute('href')).to.equal(OMBUDSMAN.website)
      const violations = await axe(b.page)
      expect(violations, describeViolations(violations)).to.deep.equal([])
      await footer().getByRole('link', { name: 'Privacy notice' }).click()
      await arrivedAt(b.page, '/privacy', 'Privacy notice')
    })

    it('with the keyboard alone: Tab reaches the summary’s link and Enter opens the notice; Tab reaches the footer’s links and Enter opens About us', async function () {
      this.timeout(40_000)
      await b.open('/get-a-quote')
      await onSection(b.page, 'About You')
      await tabTo(b.page, summary().getByRole('link', { name: NOTICE_LINK }))
      await b.page.keyboard.press('Enter')
      await arrivedAt(b.page, '/privacy', 'Privacy notice')
      await tabTo(b.page, footer().getByRole('link', { name: 'About us and complaints' }))
      await b.page.keyboard.press('Enter')
      await arrivedAt(b.page, '/about-us', 'About us and complaints')
      await tabTo(b.page, b.page.getByRole('main').getByRole('link', { name: new URL(FIRM.fca.registerUrl).host }))
    })

    it('each page opened at its own address is drawn by the server before the app runs, and then by the app, with nothing failed', async () => {
      for (const [path, title] of [
        ['/privacy', 'Privacy notice'],
        ['/about-us', 'About us and complaints'],
      ] as const) {
        const res = await b.page.request.get(`${b.base}${path}`)
        expect(res.headers()['x-robots-tag'], path).to.equal(undefined)
        expect(await res.text(), `${path} is pre-rendered`).to.contain(`>${title}</h1>`)
        await b.open(path)
        await arrivedAt(b.page, path, title)
      }
      expect(b.consoleErrors.filter((e) => !/status of 4\d\d/.test(e)), 'console errors').to.deep.equal([])
    })
  })
}
