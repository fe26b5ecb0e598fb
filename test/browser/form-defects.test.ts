import { expect } from 'chai'
import type { Locator, Page } from 'playwright-core'
import { useBrowser } from './harness'
import { aboutYou, answer, choose, findByRegistration, next, onSection, pick, restOfBike, ukDateIn, yourDetails } from './quote-form-driver'

const RIDER = { title: 'Dr', forename: 'Priya', surname: 'Ramanathan', dob: '30/01/1985', email: 'priya.r@example.co.uk' }
const STEPS = ['1. About You', '2. About Your Bike', '3. Your Details', '4. Cover Details', '5. Additional Riders']

const summaryLinks = async (page: Page): Promise<string[]> => {
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
  await summary.waitFor()
  return summary.getByRole('link').allInnerTexts()
}

/** The calendar button beside a date box. */
const calendarButton = (page: Page, label: string): Locator =>
  page.getByLabel(label, { exact: true }).locator('xpath=..').getByRole('button', { name: 'Choose a date from the calendar' })

/** A real pointer click at the middle of the element's box as it is now: no Tab, no focus first. */
const pointerClick = async (page: Page, target: Locator): Promise<void> => {
  // Where the target is when the button goes down; the press blurs the box the rider typed in.
  const box = await target.boundingBox()
  if (box === null) throw new Error('the click target has no box')
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

const buttons = (page: Page) => ({
  continue: page.getByRole('button', { name: 'Continue', exact: true }),
  back: page.getByRole('button', { name: 'Back', exact: true }),
  submit: page.getByRole('button', { name: 'Submit', exact: true }),
})

/*
 * Defects found by trying the form as a new rider would, each walked through the real app:
 * the built bundle, the store and sagas, and the mock server.
 */
describe('browser: the form as a new rider meets it', () => {
  const b = useBrowser({ viewport: { width: 1200, height: 900 } })

  before(async function () {
    this.timeout(30_000)
    await b.open('/get-a-quote')
    await onSection(b.page, 'About You')
  })

  it('F2.01 F2.02 the steps are numbered 1 to 5; step 1 shows Continue and no Back (no page comes before the form: docs/screens.md)', async () => {
    const nav = b.page.getByRole('navigation', { name: 'Quote form sections' })
    expect((await nav.getByRole('button').allInnerTexts()).map((t) => t.trim())).to.deep.equal(STEPS)
    const { continue: go, back, submit } = buttons(b.page)
    expect(await go.count()).to.equal(1)
    expect(await back.count()).to.equal(0)
    expect(await submit.count()).to.equal(0)
  })

  it('F5.22 the date of birth offers a calendar, loaded on demand: future and the last 16 years disabled, 100 years of years, a day picked by keyboard fills the box', async function () {
    this.timeout(30_000)
    const scripts: string[] = []
    b.page.on('request', (r) => (r.resourceType() === 'script' ? void scripts.push(r.url()) : undefined))
    const open = calendarButton(b.page, 'Date of birth')
    const before = scripts.length
    await open.click()
    const calendar = b.page.getByRole('dialog', { name: 'Calendar' })
    await calendar.waitFor()
    expect(scripts.length, 'the calendar arrives in its own script, on demand').to.be.greaterThan(before)
    const now = new Date()
    const latest = new Date(Date.UTC(now.getUTCFullYear() - 16, now.getUTCMonth(), now.getUTCDate()))
    const years = (await calendar.getByLabel('Year', { exact: true }).locator('option').allInnerTexts()).map(Number)
    expect(years[0]).to.equal(now.getUTCFullYear() - 16)
    expect(years[years.length - 1]).to.equal(now.getUTCFullYear() - 100)
    const focused = b.page.locator(':focus')
    const label = latest.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).replace(',', '')
    expect(await focused.getAttribute('aria-label')).to.equal(label)
    expect(await focused.isEnabled()).to.equal(true)
    // The day after the latest is disabled (when it falls in the month shown).
    const after = new Date(latest.getTime() + 86_400_000)
    if (after.getUTCMonth() === latest.getUTCMonth()) {
      const afterLabel = after.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).replace(',', '')
      expect(await calendar.getByRole('button', { name: afterLabel }).isDisabled()).to.equal(true)
    }
    await b.page.keyboard.press('ArrowRight')
    expect(await b.page.locator(':focus').getAttribute('aria-label'), 'focus cannot move past the latest day').to.equal(label)
    await b.page.keyboard.press('ArrowLeft')
    await b.page.keyboard.press('Enter')
    await calendar.waitFor({ state: 'detached' })
    const picked = new Date(latest.getTime() - 86_400_000)
    const typed = `${String(picked.getUTCDate()).padStart(2, '0')}/${String(picked.getUTCMonth() + 1).padStart(2, '0')}/${picked.getUTCFullYear()}`
    expect(await b.page.getByLabel('Date of birth', { exact: true }).inputValue()).to.equal(typed)
  })

  it("F5.28 an annual mileage of -5 says 'The value can't be less than 0', and a good one clears it", async function () {
    this.timeout(30_000)
    await aboutYou(b.page, RIDER)
    await next(b.page)
    await onSection(b.page, 'About Your Bike')
    await answer(b.page, 'Annual mileage', '-5')
    await b.page.locator('.field__error', { hasText: "The value can't be less than 0" }).waitFor()
    expect(await b.page.getByText('Please enter a valid number.').count()).to.equal(0)
    await findByRegistration(b.page, 'YH19KXT')
    await b.page.locator('.vehicle-card').waitFor()
    await restOfBike(b.page, { value: '7,900', mileage: '3500' })
    expect(await b.page.getByText("The value can't be less than 0").count()).to.equal(0)
  })

  it('F2.02 steps 2 to 4 show Continue and Back; Back goes to the step before without losing answers', async function () {
    this.timeout(30_000)
    const { continue: go, back, submit } = buttons(b.page)
    expect([await go.count(), await back.count(), await submit.count()]).to.deep.equal([1, 1, 0])
    await next(b.page)
    await onSection(b.page, 'Your Details')
    expect([await go.count(), await back.count(), await submit.count()]).to.deep.equal([1, 1, 0])
    await back.click()
    await onSection(b.page, 'About Your Bike')
    expect(await b.page.getByLabel('Annual mileage').inputValue()).to.equal('3500')
    await next(b.page)
    await onSection(b.page, 'Your Details')
  })

  it("F5.09 a postcode typed but not searched: Continue says 'This field must be a valid UK postcode.' for bad text, and asks to search for a valid one", async function () {
    this.timeout(30_000)
    const box = b.page.getByLabel('Your postcode')
    await box.fill('SW1A 2A')
    await next(b.page)
    const bad = await summaryLinks(b.page)
    expect(bad).to.include('This field must be a valid UK postcode.')
    expect(bad).not.to.include('Please enter your postcode')
    await box.fill('SW1A 2AA')
    await next(b.page)
    await b.page.getByRole('alert').getByRole('link', { name: 'Please search for your address and select it from the list.' }).waitFor()
    const unsearched = await summaryLinks(b.page)
    expect(unsearched).not.to.include('Please enter your postcode')
    expect(unsearched).not.to.include('This field must be a valid UK postcode.')
  })

  it('F5.27 the licence calendar starts at the date of birth plus 17; a postcode the fixtures do not hold (SW1A 2AA) finds addresses, and step 3 can be left', async function () {
    this.timeout(30_000)
    // F5.27: the licence calendar starts at the proposer's date of birth (30/01/1985) plus 17 years.
    await pick(b.page, 'What type of licence do you hold?', 'Full')
    await calendarButton(b.page, 'When did you get this licence?').click()
    const licence = b.page.getByRole('dialog', { name: 'Calendar' })
    await licence.waitFor()
    expect(await licence.getByLabel('Year', { exact: true }).locator('option').last().innerText()).to.equal('2002')
    await licence.getByLabel('Year', { exact: true }).selectOption('2002')
    await licence.getByLabel('Month', { exact: true }).selectOption({ label: 'January' })
    expect(await licence.getByRole('button', { name: 'Tuesday 29 January 2002' }).isDisabled()).to.equal(true)
    expect(await licence.getByRole('button', { name: 'Wednesday 30 January 2002' }).isEnabled()).to.equal(true)
    await licence.getByRole('button', { name: 'Close calendar' }).click()
    await yourDetails(b.page, { postcode: 'SW1A 2AA', addressStartsWith: /London, Greater London, SW1A 2AA/, mobile: '07700 900456' })
    await b.page.getByRole('button', { name: 'Find another address' }).waitFor()
    expect(await b.page.locator('.chosen-address').innerText()).to.contain('SW1A 2AA')
    await next(b.page)
    await onSection(b.page, 'Cover Details')
  })

  it('F5.32 the start date calendar stays within 30 days; a pointer click straight after typing lands where it was aimed, though the typed answer reveals a question above it', async function () {
    this.timeout(30_000)
    // F5.32: the start-date calendar offers today to 30 days ahead.
    await calendarButton(b.page, 'When would you like your cover to start?').click()
    const start = b.page.getByRole('dialog', { name: 'Calendar' })
    await start.waitFor()
    const enabled = await start.getByRole('gridcell').getByRole('button', { disabled: false }).count()
    expect(enabled).to.be.within(1, 31)
    expect(await start.getByLabel('Year', { exact: true }).locator('option').count()).to.be.within(1, 2)
    await start.getByRole('button', { name: 'Close calendar' }).click()
    await answer(b.page, 'When would you like your cover to start?', ukDateIn(3))
    await pick(b.page, 'What type of cover would you like?', 'Comprehensive')
    await choose(b.page, 'Have you held motorcycle insurance in your own name before?', 'Yes')
    const protection = b.page.getByRole('group', { name: 'Would you like to protect your no claims discount?', exact: true })
    expect(await protection.count()).to.equal(0)
    const monthly = b.page.getByRole('group', { name: 'How would you like to pay?', exact: true }).getByLabel('Monthly', { exact: true })
    // Typed, never left with Tab: the rider's next act is the click.
    await b.page.getByLabel('How many years of no claims discount do you have?').fill('4')
    // Scrolling does not move the focus: Monthly is in view, below the box the rider typed in.
    await monthly.scrollIntoViewIfNeeded()
    await pointerClick(b.page, monthly)
    expect(await monthly.isChecked(), 'Monthly is chosen').to.equal(true)
    await protection.waitFor()
    expect(await protection.getByRole('radio', { checked: true }).count(), 'nothing else was chosen').to.equal(0)
  })

  it('F2.02 step 5 shows Submit and Back', async function () {
    this.timeout(30_000)
    await choose(b.page, 'Would you like to protect your no claims discount?', 'No')
    await pick(b.page, 'Voluntary excess', '£100')
    await next(b.page)
    await onSection(b.page, 'Additional Riders')
    const { continue: go, back, submit } = buttons(b.page)
    expect([await go.count(), await back.count(), await submit.count()]).to.deep.equal([0, 1, 1])
  })
})
