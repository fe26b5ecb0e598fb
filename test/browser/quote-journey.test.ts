import { expect } from 'chai'
import { readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { replay } from '../../reducers/root'
import { decodeTrail } from '../../src/domain/trail/decode-trail'
import { axe, describeViolations, eventually, useBrowser } from './harness'
import {
  aboutYou,
  additionalRiders,
  answer,
  choose,
  coverDetails,
  findByRegistration,
  next,
  onSection,
  pick,
  restOfBike,
  yourDetails,
} from './quote-form-driver'

const RIDER = { title: 'Ms', forename: 'Harriet', surname: 'Okafor', dob: '14/06/1988', email: 'harriet.okafor@example.org' }

const downloadTrail = async (page: Page) => {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download a support trail' }).click(),
  ])
  const path = await download.path()
  const trail = decodeTrail(readFileSync(path, 'utf8'))
  if (trail._tag === 'Left') throw new Error(trail.left.message)
  return trail.right
}

const noSeriousViolations = async (page: Page, where: string) => {
  const violations = await axe(page)
  expect(violations, `${where}: ${describeViolations(violations)}`).to.deep.equal([])
}

describe('browser: the quote form, a full create journey', () => {
  const b = useBrowser({ viewport: { width: 1200, height: 1000 } })
  let uuid = ''

  before(async function () {
    this.timeout(30_000)
    await b.open('/get-a-quote')
    await onSection(b.page, 'About You')
  })

  it('F2.03 F2.05 F8.08 Continue on an empty step 1 shows the error summary and inline messages, and goes to the first error', async () => {
    await next(b.page)
    const summary = b.page.getByRole('alert').filter({ hasText: 'There is a problem' })
    await summary.waitFor()
    expect(await summary.getByRole('link').allInnerTexts()).to.include('Please enter your first name')
    expect(await b.page.locator('.field__error').count()).to.be.greaterThan(3)
    expect(await b.page.evaluate(() => document.activeElement?.id)).to.equal('risk.proposer.name.title')
    await onSection(b.page, 'About You')
  })

  it('F2.08 F2.22 section 1 is answered; an unknown registration shows the find-failure panel and Try Again clears it', async function () {
    this.timeout(30_000)
    await aboutYou(b.page, RIDER)
    await next(b.page)
    await onSection(b.page, 'About Your Bike')
    await noSeriousViolations(b.page, 'section 2')
    await findByRegistration(b.page, 'NF12NFD')
    await b.page.getByText("Sorry, we haven't been able to find your bike from the registration number you provided.").waitFor()
    await b.page.getByText('Please enter your bike details manually or try re-entering your registration number.').waitFor()
    await b.page.getByRole('button', { name: 'Try Again' }).click()
    await b.page.getByLabel('Registration number').waitFor()
  })

  it('F4.14 F2.21 F4.20 a known registration shows the vehicle card with make, model, engine size and Manual transmission', async () => {
    await b.page.getByLabel('Registration number').fill('yh19 kxt')
    await b.page.getByRole('button', { name: 'Find bike' }).click()
    const card = b.page.locator('.vehicle-card')
    await card.waitFor()
    const text = await card.innerText()
    for (const part of ['YH19KXT', 'TRIUMPH', '765cc', 'Manual', 'STREET TRIPLE RS', '2019']) expect(text).to.contain(part)
    expect(await card.getByRole('button', { name: 'Find another registration' }).count()).to.equal(1)
  })

  it('F2.04 the step headers go back to a completed step without validation, and forward to the furthest step reached', async () => {
    await b.page.getByRole('button', { name: '1. About You' }).click()
    await onSection(b.page, 'About You')
    expect(await b.page.getByLabel('First name').inputValue()).to.equal('Harriet')
    await b.page.getByRole('button', { name: '2. About Your Bike' }).click()
    await onSection(b.page, 'About Your Bike')
    expect(await b.page.getByRole('button', { name: '3. Your Details' }).isDisabled()).to.equal(true)
  })

  it('F2.09 F2.20 F4.33 F4.34 a modification is added in its dialog, the button then reads Add Another, and removing it turns the answer to No', async () => {
    await choose(b.page, "Has the bike been modified from the manufacturer's standard?", 'Yes')
    await b.page.getByRole('button', { name: 'Add a Modification' }).click()
    const dialog = b.page.getByRole('dialog', { name: /modification/i })
    await dialog.waitFor()
    await noSeriousViolations(b.page, 'the modification dialog')
    await dialog.getByLabel(/type of modification|modification/i).first().selectOption({ index: 1 })
    await dialog.getByRole('button', { name: 'Save' }).click()
    await dialog.waitFor({ state: 'detached' })
    await b.page.getByRole('button', { name: 'Add Another Modification' }).waitFor()
    await b.page.getByRole('button', { name: /Remove modification 1/i }).click()
    const no = b.page.getByRole('group', { name: "Has the bike been modified from the manufacturer's standard?", exact: true }).getByLabel('No', { exact: true })
    expect(await no.isChecked()).to.equal(true)
  })

  it('F2.09 F2.11 section 2 is answered and Continue moves to section 3', async function () {
    this.timeout(30_000)
    await restOfBike(b.page, { value: '8,500', mileage: '4000' })
    await next(b.page)
    await onSection(b.page, 'Your Details')
    await noSeriousViolations(b.page, 'section 3')
  })

  it('F2.10 F2.12 F2.13 F2.15 F2.17 section 3 is answered with the address picked from the postcode lookup', async function () {
    this.timeout(30_000)
    await yourDetails(b.page, { postcode: 'LS6 2AB', addressStartsWith: /Headingley/, mobile: '07700 900123' })
    await b.page.getByRole('button', { name: 'Find another address' }).waitFor()
    await next(b.page)
    await onSection(b.page, 'Cover Details')
    await noSeriousViolations(b.page, 'section 4')
  })

  it('F2.19 section 4: comprehensive cover with an excess; the NCD protection question shows once years are above 0', async function () {
    this.timeout(30_000)
    await coverDetails(b.page, { excess: '£250' })
    await next(b.page)
    await onSection(b.page, 'Additional Riders')
    await noSeriousViolations(b.page, 'section 5')
  })

  it('F4.07 F4.09 F2.07 J2.12 J2.13 Submit creates the proposal and the quote under the overlay (We are now calculating your quote.), and shows the quote reference and premium with the uuid, the price page at its top', async function () {
    this.timeout(30_000)
    await additionalRiders(b.page)
    // The quote is slowed so the overlay can be read while it is calculated.
    await b.context.route('**/api/proposal/*/quote', (route) => route.continue({ headers: { ...route.request().headers(), 'x-mock-scenario': 'latency=700' } }))
    // Submit is at the foot of a long step: the price page must open at its top all the same.
    expect(await b.page.evaluate(() => window.scrollY)).to.be.above(0)
    await next(b.page, 'Submit')
    await b.page.locator('.loading-overlay').getByText('We are now calculating your quote.', { exact: true }).waitFor()
    await b.page.waitForURL(/\/quote\/payment-option\?uuid=/)
    expect(await eventually(() => b.page.evaluate(() => window.scrollY), (y) => y === 0), 'the price page opens at its top').to.equal(0)
    await b.context.unrouteAll({ behavior: 'ignoreErrors' })
    uuid = new URL(b.page.url()).searchParams.get('uuid') ?? ''
    expect(uuid).to.match(/^[0-9a-f-]{36}$/)
    expect(await b.page.getByTestId('quote-reference').innerText()).to.match(/^\d{5}-\d{5}-\d{5}$/)
    expect(await b.page.getByTestId('annual-premium').or(b.page.getByTestId('monthly-payment')).innerText()).to.match(/^£\d{1,3}(,\d{3})*\.\d{2}$/)
  })

  it("the session's trail replays to the proposal the server received, and names the create and the quote", async () => {
    const trail = await downloadTrail(b.page)
    const created = trail.events.find((e) => e.type === 'proposal/ProposalCreated')
    if (created?.type !== 'proposal/ProposalCreated') throw new Error('no ProposalCreated in the trail')
    const before = replay(trail.events.slice(0, trail.events.indexOf(created))).proposal
    const received = created.payload.proposal
    expect({ ...before, uuid: received.uuid, is_quoted: null, is_purchased: false, quote: null, removed_addons: [] }).to.deep.equal(received)
    expect(received.uuid).to.equal(uuid)
    expect(trail.events.some((e) => e.type === 'quote/QuoteCalculated')).to.equal(true)
    expect(JSON.stringify(trail)).not.to.contain('Okafor')
  })

  it('F4.07 J2.13 the edit form loads the proposal, reaches every step, and Submit updates it and requotes (We are now updating your quote.)', async function () {
    this.timeout(30_000)
    await b.open(`/quote/edit?uuid=${uuid}`)
    await onSection(b.page, 'About You')
    const surname = await eventually(() => b.page.getByLabel('Surname').inputValue(), (v) => v !== '')
    expect(surname).to.equal('Okafor')
    await b.page.getByRole('button', { name: '2. About Your Bike' }).click()
    await onSection(b.page, 'About Your Bike')
    await answer(b.page, 'Annual mileage', '6000')
    await b.page.getByRole('button', { name: '5. Additional Riders' }).click()
    await onSection(b.page, 'Additional Riders')
    await b.context.route('**/api/proposal/*/quote', (route) => route.continue({ headers: { ...route.request().headers(), 'x-mock-scenario': 'latency=700' } }))
    await next(b.page, 'Submit')
    await b.page.locator('.loading-overlay').getByText('We are now updating your quote.', { exact: true }).waitFor()
    await b.page.waitForURL(new RegExp(`/quote/payment-option\\?uuid=${uuid}`))
    await b.context.unrouteAll({ behavior: 'ignoreErrors' })
    await b.page.getByTestId('quote-reference').waitFor()
    const stored = await b.page.evaluate(async (id) => (await fetch(`/api/proposal/${id}`)).json(), uuid)
    expect((stored as { risk: { total_mileage: number } }).risk.total_mileage).to.equal(6000)
  })
})

describe('browser: the manual vehicle search', () => {
  const b = useBrowser({ viewport: { width: 1200, height: 1000 } })

  before(async function () {
    this.timeout(30_000)
    await b.open('/get-a-quote')
    await aboutYou(b.page, RIDER)
    await next(b.page)
    await onSection(b.page, 'About Your Bike')
  })

  it('F4.12 F4.16 F4.17 F4.18 F4.19 No to the registration question opens the cascade; each choice loads the next list; Confirm applies the bike', async function () {
    this.timeout(30_000)
    await choose(b.page, "Do you know your bike's registration number?", 'No')
    await pick(b.page, 'Manufacturer', { index: 1 })
    const make = await b.page.getByLabel('Manufacturer', { exact: true }).inputValue()
    await b.page.getByLabel('Model').waitFor()
    await pick(b.page, 'Model', { index: 1 })
    await b.page.getByLabel('Fuel type').waitFor()
    await pick(b.page, 'Fuel type', { index: 1 })
    await b.page.getByLabel('Year of manufacture').waitFor()
    await pick(b.page, 'Year of manufacture', { index: 1 })
    await b.page.getByLabel('Transmission').waitFor()
    await pick(b.page, 'Transmission', { index: 1 })
    const confirm = b.page.getByRole('group', { name: 'Please confirm the vehicle' })
    await confirm.waitFor()
    await confirm.getByRole('radio').first().check()
    await confirm.getByRole('button', { name: 'Confirm' }).click()
    const card = b.page.locator('.vehicle-card')
    await card.waitFor()
    expect(await card.innerText()).to.contain(make)
  })
})

describe('browser: the quote form by keyboard alone', () => {
  const b = useBrowser({ viewport: { width: 1200, height: 1000 } })

  before(async function () {
    this.timeout(30_000)
    await b.open('/get-a-quote')
    await onSection(b.page, 'About You')
    // The pre-rendered step 1 shows before the app runs; the arrow keys need the title list, which the running
    // app loads (a rider sees 'Loading…' until then).
    await b.page.getByLabel('Title', { exact: true }).locator('option').nth(1).waitFor({ state: 'attached', timeout: 20_000 })
  })

  it('section 1 can be answered and left with the keyboard only (Tab, typing, arrow keys, Enter)', async function () {
    this.timeout(30_000)
    const k = b.page.keyboard
    await b.page.getByLabel('Title').focus()
    await k.press('ArrowDown')
    await k.press('ArrowDown')
    await k.press('Tab')
    await k.type('Amara')
    await k.press('Tab')
    await k.type('Lindqvist')
    await k.press('Tab')
    await k.type('03/09/1979')
    // The date box is followed by its calendar button; the next Tab reaches the e-mail box.
    await k.press('Tab')
    expect(await b.page.evaluate(() => document.activeElement?.textContent)).to.equal('Choose a date from the calendar')
    await k.press('Tab')
    await k.type('amara.l@example.net')
    await k.press('Tab')
    // Refused insurance: the radio group takes focus; the arrow moves to No and selects it.
    await k.press('ArrowRight')
    await k.press('Tab')
    await k.press('ArrowRight')
    await k.press('Tab')
    await k.press('Enter')
    await onSection(b.page, 'About Your Bike')
    expect(await b.page.evaluate(() => document.activeElement?.tagName)).to.equal('H2')
  })

  it('F4.13 the registration is found with the keyboard: Yes by arrow key, the registration typed, Enter on Find bike', async function () {
    this.timeout(30_000)
    const k = b.page.keyboard
    // From the section heading, Tab reaches the first question's radios; Space chooses Yes.
    await k.press('Tab')
    await k.press('Space')
    const yes = b.page.getByRole('group', { name: "Do you know your bike's registration number?", exact: true }).getByLabel('Yes', { exact: true })
    expect(await yes.isChecked()).to.equal(true)
    await b.page.getByLabel('Registration number').waitFor()
    await k.press('Tab')
    expect(await b.page.evaluate(() => document.activeElement?.id)).to.equal('risk.vehicle.abi_code')
    await k.type('MA21 DKV')
    await k.press('Enter')
    const card = b.page.locator('.vehicle-card')
    await card.waitFor()
    expect(await card.innerText()).to.contain('HONDA')
  })
})

describe('browser: the edit form for a quote that does not exist', () => {
  const b = useBrowser()

  it('an edit link whose quote cannot be loaded says the quote cannot be found, with ways to start or retrieve a quote, instead of an empty form', async function () {
    this.timeout(30_000)
    await b.open('/quote/edit?uuid=00000000-0000-4000-8000-000000000000')
    await b.page.getByText('We could not find that quote.', { exact: false }).waitFor()
    expect(await b.page.getByRole('link', { name: 'Retrieve a quote', exact: true }).count()).to.be.greaterThan(0)
    expect(await b.page.getByLabel('Surname').count()).to.equal(0)
  })
})

describe('browser: the header and sidebar help links', () => {
  const b = useBrowser()

  it('J2.08 J2.14 Claims, Policy details and FAQs lead to the help page, not to Page not found', async function () {
    this.timeout(30_000)
    await b.open('/get-a-quote')
    await b.page.getByRole('banner').getByRole('link', { name: 'Claims', exact: true }).click()
    await b.page.getByRole('heading', { name: 'Help and FAQs' }).waitFor()
    expect(await b.page.getByRole('heading', { name: 'Claims', exact: true }).count()).to.equal(1)
    expect(await b.page.getByText('Page not found').count()).to.equal(0)
    await b.page.getByRole('complementary').getByRole('link', { name: 'FAQs', exact: true }).click()
    await b.page.getByRole('heading', { name: 'Frequently asked questions' }).waitFor()
  })
})

describe('browser: a quote from a price-comparison partner', () => {
  const b = useBrowser()

  it('source 105 shows the partner logo and thank-you message', async function () {
    this.timeout(30_000)
    await b.open('/get-a-quote?source=105')
    await b.page.getByRole('img', { name: 'Partner 105 logo' }).waitFor()
    expect(await b.page.getByText('Thank you for choosing RideCover through our partner', { exact: false }).count()).to.equal(1)
  })
})
