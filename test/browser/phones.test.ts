import { expect } from 'chai'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { projectRoot } from './built-app'
import { axe, describeViolations, eventually, useBrowser } from './harness'
import {
  aboutYou,
  additionalRiders,
  choose,
  coverDetails,
  findByRegistration,
  next,
  onSection,
  press,
  restOfBike,
  usePointer,
  yourDetails,
} from './quote-form-driver'

/*
 * Phones first: the form (its five steps and its dialogs), the price page and the result pages at 320 × 568 and
 * 390 × 844 on a touch screen. On each: no sideways scroll, the sticky header at most 64 px tall once scrolled,
 * no serious or critical axe violation, and a full-page screenshot kept under test-output/screenshots/ for
 * review. The form is completed by taps (each target at least 24 × 24 px), by labels and button texts as a
 * rider would.
 */

const SCREENSHOTS = join(projectRoot(), 'test-output', 'screenshots')
const HEADER_MAX_PX = 64

const PHONES = [
  { name: 'phone-320', viewport: { width: 320, height: 568 } },
  { name: 'phone-390', viewport: { width: 390, height: 844 } },
] as const

const RESULT_PAGES: readonly [string, string][] = [
  ['declined', '/quote/declined'],
  ['sira-declined', '/declined'],
  ['exception', '/error/exception'],
  ['expired', '/quote/session-expired'],
  ['payment-failed', '/quote/payment/failed'],
  ['instalments-declined', '/quote/instalments/declined'],
  ['help', '/faqs'],
  ['privacy-notice', '/privacy'],
  ['about-us', '/about-us'],
  ['not-found', '/a-path-that-does-not-exist/with-a-very-long-segment-nobody-would-ever-type-on-a-phone-keyboard'],
]

interface Layout {
  readonly scrollWidth: number
  readonly innerWidth: number
  /** Overflowing boxes (for the failure message): tag.class and its right edge. */
  readonly wide: readonly string[]
}

const measureLayout = (page: Page): Promise<Layout> =>
  page.evaluate(() => {
    const innerWidth = window.innerWidth
    const wide: string[] = []
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect()
      if (r.width > 0 && r.right > innerWidth + 1 && getComputedStyle(el).position !== 'fixed') {
        wide.push(`${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '').replace(/\s+/g, '.')} right=${Math.round(r.right)}`)
      }
    }
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, wide: wide.slice(0, 8) }
  })

/** The header's height after the page is scrolled down (when it can scroll), as the rider sees it while reading. */
const headerHeightScrolled = async (page: Page): Promise<number> => {
  await page.evaluate(() => window.scrollTo(0, Math.min(300, document.documentElement.scrollHeight - window.innerHeight)))
  const read = () => page.evaluate(() => Math.round(document.querySelector('header.site-header')?.getBoundingClientRect().height ?? 0))
  const h = await eventually(read, (x) => x <= HEADER_MAX_PX, 1000)
  await page.evaluate(() => window.scrollTo(0, 0))
  return h
}

/** The form's steps on a phone: one line, 'Step N of 5: Title'. */
const stepsLine = async (page: Page, n: number, title: string): Promise<void> => {
  const toggle = page.getByRole('navigation', { name: 'Quote form sections' }).getByRole('button', { name: `Step ${n} of 5: ${title}`, exact: true })
  expect(await toggle.evaluate((el) => Math.round(el.getBoundingClientRect().height)), `'Step ${n} of 5: ${title}' is one line`).to.be.at.most(60)
}

/** The checks every screen gets, and its screenshot. */
const checkScreen = async (page: Page, phone: string, screen: string, opts: { dialog?: Locator } = {}): Promise<void> => {
  mkdirSync(SCREENSHOTS, { recursive: true })
  // Let the header's shrink transition and any lazy chunk settle before measuring.
  await page.waitForTimeout(250)
  const layout = await measureLayout(page)
  expect(layout.scrollWidth, `${screen}: the document is wider than the ${layout.innerWidth} px screen: ${layout.wide.join(', ')}`).to.be.at.most(layout.innerWidth)
  if (opts.dialog !== undefined) {
    const d = await opts.dialog.evaluate((el) => {
      const backdrop = el.closest('.modal-backdrop') ?? el
      const r = el.getBoundingClientRect()
      return { right: r.right, scrollWidth: backdrop.scrollWidth, clientWidth: backdrop.clientWidth, inner: window.innerWidth }
    })
    expect(d.right, `${screen}: the dialog's right edge`).to.be.at.most(d.inner)
    expect(d.scrollWidth, `${screen}: the dialog scrolls sideways`).to.be.at.most(d.clientWidth)
  } else {
    expect(await headerHeightScrolled(page), `${screen}: the header's height once scrolled`).to.be.at.most(HEADER_MAX_PX)
  }
  const violations = await axe(page)
  expect(violations, `${screen}: ${describeViolations(violations)}`).to.deep.equal([])
  await page.screenshot({ path: join(SCREENSHOTS, `${phone}-${screen}.png`), fullPage: opts.dialog === undefined })
}

for (const phone of PHONES) {
  describe(`browser: phones first at ${phone.viewport.width} × ${phone.viewport.height} (touch)`, () => {
    const b = useBrowser({ viewport: phone.viewport, hasTouch: true, isMobile: true })
    before(() => usePointer('touch'))
    after(() => usePointer('mouse'))

    it('the header: the menus sit behind a Menu button (disclosure: aria-expanded, aria-controls, Escape closes and focus returns)', async function () {
      this.timeout(20_000)
      await b.open('/get-a-quote')
      await onSection(b.page, 'About You')
      const header = b.page.getByRole('banner')
      const menu = header.getByRole('button', { name: 'Menu', exact: true })
      expect(await menu.getAttribute('aria-expanded')).to.equal('false')
      const controls = await menu.getAttribute('aria-controls')
      expect(controls).to.be.a('string')
      const nav = b.page.locator(`#${controls ?? 'none'}`)
      expect(await nav.isVisible(), 'the menus are hidden while the button is closed').to.equal(false)
      expect(await header.getByRole('link', { name: 'Retrieve a quote' }).count()).to.equal(0)

      await press(menu)
      expect(await menu.getAttribute('aria-expanded')).to.equal('true')
      for (const name of ['Claims', 'Policy details', 'Get a quote', 'Retrieve a quote']) {
        const link = nav.getByRole('link', { name, exact: true })
        expect(await link.isVisible(), `${name} shows in the open menu`).to.equal(true)
        const box = await link.boundingBox()
        expect(box?.height ?? 0, `${name} is a touch-sized target`).to.be.at.least(24)
      }
      expect((await measureLayout(b.page)).scrollWidth, 'the open menu does not widen the page').to.be.at.most(phone.viewport.width)
      await b.page.keyboard.press('Escape')
      expect(await menu.getAttribute('aria-expanded')).to.equal('false')
      expect(await nav.isVisible()).to.equal(false)
      expect(await menu.evaluate((el) => el === document.activeElement), 'focus returns to the Menu button').to.equal(true)

      // Following a link closes the menu.
      await press(menu)
      await press(nav.getByRole('link', { name: 'Policy details', exact: true }))
      await b.page.waitForURL(/\/faqs/)
      expect(await menu.getAttribute('aria-expanded')).to.equal('false')
    })

    it('the header is at most 64 px tall at the top and once scrolled; the logo fits the screen', async function () {
      await b.open('/get-a-quote')
      await onSection(b.page, 'About You')
      const header = b.page.locator('header.site-header')
      expect(Math.round((await header.boundingBox())?.height ?? 999), 'header at the top').to.be.at.most(HEADER_MAX_PX)
      const logo = await b.page.getByRole('link', { name: 'RideCover home' }).locator('svg').boundingBox()
      expect(logo?.x ?? -1).to.be.at.least(0)
      expect((logo?.x ?? 0) + (logo?.width ?? 999), 'the logo ends inside the screen').to.be.at.most(phone.viewport.width)
      expect(await headerHeightScrolled(b.page)).to.be.at.most(HEADER_MAX_PX)
    })

    it("the progress groups and the form's steps are one line each ('Step 1 of 4: Your Details', 'Step 1 of 5: About You'); the steps open as a list", async function () {
      await b.open('/get-a-quote')
      await onSection(b.page, 'About You')
      const progress = b.page.getByRole('navigation', { name: 'Progress' })
      expect((await progress.innerText()).trim()).to.equal('Step 1 of 4: Your Details')
      expect(await progress.evaluate((el) => Math.round(el.getBoundingClientRect().height)), 'progress is one line').to.be.at.most(60)
      const steps = b.page.getByRole('navigation', { name: 'Quote form sections' })
      const toggle = steps.getByRole('button', { name: 'Step 1 of 5: About You' })
      expect(await toggle.getAttribute('aria-expanded')).to.equal('false')
      expect(await toggle.evaluate((el) => Math.round(el.getBoundingClientRect().height)), 'steps are one line').to.be.at.most(60)
      expect(await steps.getByRole('listitem').count(), 'the list is hidden while closed').to.equal(0)
      await press(toggle)
      expect(await steps.getByRole('listitem').count()).to.equal(5)
      expect(await steps.getByRole('button', { name: '2. About Your Bike' }).isDisabled(), 'a step not reached yet').to.equal(true)
      await press(toggle)
    })

    it('the whole journey by taps: five steps, the four item dialogs and the Sorry! modal, then the price page; each screen reflows, keeps the header small and passes axe', async function () {
      this.timeout(120_000)
      const page = b.page
      await b.open('/get-a-quote')
      await aboutYou(page, { title: 'Ms', forename: 'Priyanka', surname: 'Ramasubramanian-Featherstonehaugh', dob: '14/06/1988', email: 'priyanka.ramasubramanian-featherstonehaugh@example.co.uk' })
      await stepsLine(page, 1, 'About You')
      await checkScreen(page, phone.name, 'step-1-about-you')
      await next(page)

      await onSection(page, 'About Your Bike')
      await findByRegistration(page, 'YH19KXT')
      await page.locator('.vehicle-card').waitFor()
      await restOfBike(page, { value: '7,200', mileage: '3000' })
      await choose(page, "Has the bike been modified from the manufacturer's standard?", 'Yes')
      await press(page.getByRole('button', { name: 'Add a Modification' }))
      const modification = page.getByRole('dialog', { name: /modification/i })
      await modification.waitFor()
      await checkScreen(page, phone.name, 'dialog-modification', { dialog: modification })
      await page.keyboard.press('Escape')
      await modification.waitFor({ state: 'detached' })
      await choose(page, "Has the bike been modified from the manufacturer's standard?", 'No')
      await stepsLine(page, 2, 'About Your Bike')
      await checkScreen(page, phone.name, 'step-2-about-your-bike')
      await next(page)

      await yourDetails(page, { postcode: 'LS6 2AB', addressStartsWith: /Headingley/, mobile: '07700 900456' })
      for (const [question, button, name] of [
        ['Have you had any accidents, claims or losses in the last 5 years?', /^Add a Claim$/, 'claim'],
        ['Have you had any points, penalties, disqualifications or bans in the last 5 years?', /^Add a Conviction$/, 'conviction'],
      ] as const) {
        await choose(page, question, 'Yes')
        await press(page.getByRole('button', { name: button }))
        const dialog = page.getByRole('dialog', { name: `Add a ${name}`, exact: true })
        await dialog.waitFor()
        await checkScreen(page, phone.name, `dialog-${name}`, { dialog })
        await press(dialog.getByRole('button', { name: 'Cancel', exact: true }))
        await dialog.waitFor({ state: 'detached' })
        await choose(page, question, 'No')
      }
      // The proposer's medical condition, so that a rider's makes the Sorry! modal show in step 5.
      await choose(page, 'Do you have a medical condition that the DVLA should know about?', 'Yes')
      await stepsLine(page, 3, 'Your Details')
      await checkScreen(page, phone.name, 'step-3-your-details')
      await next(page)

      await coverDetails(page, { excess: '£250' })
      await stepsLine(page, 4, 'Cover Details')
      await checkScreen(page, phone.name, 'step-4-cover-details')
      await next(page)

      await onSection(page, 'Additional Riders')
      await choose(page, 'Would you like to add anyone else who will ride the bike?', 'Yes')
      await press(page.getByRole('button', { name: 'Add a Rider', exact: true }))
      const rider = page.getByRole('dialog', { name: 'Add a rider', exact: true })
      await rider.waitFor()
      await checkScreen(page, phone.name, 'dialog-rider', { dialog: rider })
      await press(rider.getByRole('group', { name: 'Do they have a medical condition that the DVLA should know about?', exact: true }).getByLabel('Yes', { exact: true }))
      const sorry = page.getByRole('dialog', { name: 'Sorry!', exact: true })
      await sorry.waitFor()
      await checkScreen(page, phone.name, 'dialog-sorry', { dialog: sorry })
      await press(sorry.getByRole('button', { name: 'OK', exact: true }))
      await sorry.waitFor({ state: 'detached' })
      await press(rider.getByRole('button', { name: 'Cancel', exact: true }))
      await rider.waitFor({ state: 'detached' })
      await additionalRiders(page)
      await stepsLine(page, 5, 'Additional Riders')
      await checkScreen(page, phone.name, 'step-5-additional-riders')
      await next(page, 'Submit')

      await page.waitForURL(/\/quote\/payment-option\?uuid=/, { timeout: 15_000 })
      await page.getByTestId('annual-premium').or(page.getByTestId('monthly-payment')).waitFor()
      await checkScreen(page, phone.name, 'price-page')
    })

    for (const [name, path] of RESULT_PAGES) {
      it(`${path.length > 40 ? 'NotFound (a long URL)' : path} reflows, keeps the header small and passes axe`, async function () {
        await b.open(path)
        await page().getByRole('heading', { level: 1 }).first().waitFor()
        await checkScreen(page(), phone.name, name)
      })
    }
    const page = (): Page => b.page
  })
}

describe('browser: 200% text on a 1280 px screen', () => {
  const b = useBrowser({ viewport: { width: 1280, height: 800 } })

  for (const [name, path] of [['quote-form', '/get-a-quote'], ['help', '/faqs'], ['declined', '/quote/declined']] as const) {
    it(`${path} has no sideways scroll with the text twice its size`, async function () {
      await b.open(path)
      await b.page.getByRole('heading').first().waitFor()
      await b.page.evaluate(() => {
        document.documentElement.style.fontSize = '32px'
      })
      const layout = await measureLayout(b.page)
      expect(layout.scrollWidth, `${path}: ${layout.wide.join(', ')}`).to.be.at.most(layout.innerWidth)
      mkdirSync(SCREENSHOTS, { recursive: true })
      await b.page.screenshot({ path: join(SCREENSHOTS, `text-200-${name}.png`), fullPage: true })
    })
  }
})
