import { expect } from 'chai'
import type { Locator, Page } from 'playwright-core'
import { axe, describeViolations, useBrowser } from './harness'
import {
  aboutYou,
  answer,
  choose,
  coverDetails,
  fillClaim,
  findByRegistration,
  next,
  onSection,
  OWN_DAMAGE_COST,
  pick,
  restOfBike,
  ukDateIn,
  yourDetails,
  type ClaimAnswers,
} from './quote-form-driver'

/*
 * The add/edit dialogs of the quote form (000 §2 modals, §4 repeaters and the medical-condition rule): claims
 * and convictions in section 3, additional riders and the 'Sorry!' modal in section 5. Each describe reaches
 * its section once; each test starts from a reset state there (no dialog open, the repeater answered No).
 */

const PROPOSER = { title: 'Mr', forename: 'Tomasz', surname: 'Wright', dob: '02/02/1985', email: 'tomasz.wright@example.org' }

const CLAIMS_Q = 'Have you had any accidents, claims or losses in the last 5 years?'
const CONVICTIONS_Q = 'Have you had any points, penalties, disqualifications or bans in the last 5 years?'
const MEDICAL_Q = 'Do you have a medical condition that the DVLA should know about?'
const RIDERS_Q = 'Would you like to add anyone else who will ride the bike?'
const RIDER_MEDICAL_Q = 'Do they have a medical condition that the DVLA should know about?'

const radio = (scope: Page | Locator, question: string, option: 'Yes' | 'No'): Locator =>
  scope.getByRole('group', { name: question, exact: true }).getByLabel(option, { exact: true })

const noSeriousViolations = async (page: Page, where: string): Promise<void> => {
  const violations = await axe(page)
  expect(violations, `${where}: ${describeViolations(violations)}`).to.deep.equal([])
}

/** True when the focused element is inside `scope`. */
const focusInside = (scope: Locator): Promise<boolean> => scope.evaluate((el) => el.contains(document.activeElement))

/** The accessible name and text of the focused element, for focus assertions with a readable failure. */
const focusedText = (page: Page): Promise<string> =>
  page.evaluate(() => (document.activeElement instanceof HTMLElement ? document.activeElement.innerText.replace(/\s+/g, ' ').trim() : ''))

/** Closes whatever dialogs a failed test left open (Escape closes the top one), so the next test starts clean. */
const closeDialogs = async (page: Page): Promise<void> => {
  for (let i = 0; i < 4 && (await page.getByRole('dialog').count()) > 0; i++) {
    await page.keyboard.press('Escape')
    await page.waitForTimeout(50)
  }
  expect(await page.getByRole('dialog').count(), 'a dialog is still open').to.equal(0)
}

/** The items of a repeater's list ('Claims', 'Convictions', 'Riders'), as their summaries read. */
const listed = async (page: Page, list: 'Claims' | 'Convictions' | 'Riders'): Promise<string[]> => {
  const ul = page.getByRole('list', { name: list, exact: true })
  if ((await ul.count()) === 0) return []
  return (await ul.locator('.repeater__summary').allInnerTexts()).map((t) => t.trim())
}

const addClaim = async (page: Page, c: ClaimAnswers): Promise<void> => {
  await page.getByRole('button', { name: /^Add (a|Another) Claim$/ }).click()
  await fillClaim(page.getByRole('dialog', { name: 'Add a claim', exact: true }), c)
}

interface RiderAnswers {
  readonly forename: string
  readonly surname: string
}

/** Answers every question of an open rider dialog by its they/their label (committed as each is left). */
const fillRider = async (dialog: Locator, r: RiderAnswers): Promise<void> => {
  await pick(dialog, 'Title', 'Mrs')
  await answer(dialog, 'First name', r.forename)
  await answer(dialog, 'Surname', r.surname)
  await answer(dialog, 'Date of birth', '21/11/1990')
  await pick(dialog, 'What is their relationship to the policyholder?', 'Spouse')
  await pick(dialog, 'Marital status', 'Married')
  await choose(dialog, 'Were they born in the UK?', 'Yes')
  await choose(dialog, 'Have they ever been refused motor insurance?', 'No')
  await pick(dialog, 'What type of licence do they hold?', 'Full')
  await answer(dialog, 'When did they get this licence?', '05/07/2012')
  await choose(dialog, 'Have they had any accidents, claims or losses in the last 5 years?', 'No')
  await choose(dialog, 'Have they had any points, penalties, disqualifications or bans in the last 5 years?', 'No')
  await choose(dialog, RIDER_MEDICAL_Q, 'No')
  await choose(dialog, 'Are they a member of a motoring organisation?', 'No')
  await choose(dialog, 'Do they have access to any other vehicles?', 'No')
  await pick(dialog, 'Employment status', 'Employed')
  await pick(dialog, 'What is their occupation?', { index: 3 })
  await pick(dialog, 'What industry do they work in?', { index: 3 })
  await choose(dialog, 'Do they have a second occupation?', 'No')
  await choose(dialog, 'Do they have any unspent criminal convictions that are not motoring offences?', 'No')
}

/** Yes to the riders question, 'Add a Rider', and the rider dialog once it is open. */
const openNewRider = async (page: Page): Promise<Locator> => {
  await choose(page, RIDERS_Q, 'Yes')
  await page.getByRole('button', { name: /^Add (a|Another) Rider$/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Add a rider', exact: true })
  await dialog.waitFor()
  return dialog
}

describe('browser: the claim and conviction dialogs (section 3)', () => {
  const b = useBrowser({ viewport: { width: 1200, height: 1000 } })

  before(async function () {
    this.timeout(30_000)
    await b.open('/get-a-quote')
    await aboutYou(b.page, PROPOSER)
    await next(b.page)
    await onSection(b.page, 'About Your Bike')
    await findByRegistration(b.page, 'YH19KXT')
    await b.page.locator('.vehicle-card').waitFor()
    await restOfBike(b.page, { value: '7,200', mileage: '3000' })
    await next(b.page)
    await onSection(b.page, 'Your Details')
  })

  beforeEach(async function () {
    this.timeout(10_000)
    await closeDialogs(b.page)
    await onSection(b.page, 'Your Details')
    // No removes every item: each test starts with empty lists.
    await choose(b.page, CLAIMS_Q, 'No')
    await choose(b.page, CONVICTIONS_Q, 'No')
  })

  it('F2.20 F4.33 a claim is added in an accessible, named dialog that holds focus; the list shows it by date and description and the button reads Add Another Claim', async function () {
    this.timeout(30_000)
    await choose(b.page, CLAIMS_Q, 'Yes')
    const add = b.page.getByRole('button', { name: 'Add a Claim', exact: true })
    await add.click()
    const dialog = b.page.getByRole('dialog', { name: 'Add a claim', exact: true })
    await dialog.waitFor()
    expect(await dialog.getAttribute('aria-modal')).to.equal('true')
    expect(await focusInside(dialog), 'focus is inside the claim dialog').to.equal(true)
    await noSeriousViolations(b.page, 'the claim dialog')
    const date = ukDateIn(-400)
    await fillClaim(dialog, { what: 'Accident', date, ownDamage: '850' })
    // The description is the motor_claim code; its name ('Accident') would do as well.
    const items = await listed(b.page, 'Claims')
    expect(items).to.have.length(1)
    expect(items[0]).to.match(new RegExp(`^${date} – (ACC|Accident)$`))
    await b.page.getByRole('button', { name: 'Add Another Claim', exact: true }).waitFor()
    expect(await add.count()).to.equal(0)
  })

  it('F2.20 Edit opens the claim pre-filled; Escape closes the dialog without a change and focus returns to the button that opened it', async function () {
    this.timeout(30_000)
    await choose(b.page, CLAIMS_Q, 'Yes')
    const date = ukDateIn(-90)
    await addClaim(b.page, { what: 'Theft', date, ownDamage: '1200' })
    const edit = b.page.getByRole('button', { name: 'Edit claim 1', exact: true })
    await edit.click()
    const dialog = b.page.getByRole('dialog', { name: 'Edit claim 1', exact: true })
    await dialog.waitFor()
    expect(await focusInside(dialog)).to.equal(true)
    expect(await dialog.getByLabel('What happened?', { exact: true }).inputValue()).to.equal('THEFT')
    expect(await dialog.getByLabel('Date of the claim', { exact: true }).inputValue()).to.equal(date)
    expect(await radio(dialog, 'Was there a cost for damage to your bike?', 'Yes').isChecked()).to.equal(true)
    expect(await dialog.getByLabel(OWN_DAMAGE_COST).inputValue()).to.match(/^1,?200(\.00)?$/)
    expect(await radio(dialog, 'Was your no claims bonus affected?', 'Yes').isChecked()).to.equal(true)
    // A change, then Escape: discarded.
    await pick(dialog, 'What happened?', 'Fire')
    await b.page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(await focusedText(b.page)).to.equal('Edit claim 1')
    const after = await listed(b.page, 'Claims')
    expect(after).to.have.length(1)
    expect(after[0]).to.match(new RegExp(`^${date} – (THEFT|Theft)$`))
    // The same for a new claim: Escape returns focus to Add Another Claim and adds nothing.
    const addAnother = b.page.getByRole('button', { name: 'Add Another Claim', exact: true })
    await addAnother.click()
    await b.page.getByRole('dialog', { name: 'Add a claim', exact: true }).waitFor()
    await b.page.keyboard.press('Escape')
    await b.page.getByRole('dialog').waitFor({ state: 'detached' })
    expect(await focusedText(b.page)).to.equal('Add Another Claim')
    expect(await listed(b.page, 'Claims')).to.have.length(1)
  })

  it('F2.20 Save on an empty new claim shows the error summary inside the dialog and adds nothing', async function () {
    this.timeout(30_000)
    await choose(b.page, CLAIMS_Q, 'Yes')
    await b.page.getByRole('button', { name: 'Add a Claim', exact: true }).click()
    const dialog = b.page.getByRole('dialog', { name: 'Add a claim', exact: true })
    await dialog.getByRole('button', { name: 'Save', exact: true }).click()
    const summary = dialog.getByRole('alert').filter({ hasText: 'There is a problem' })
    await summary.waitFor()
    expect(await focusInside(summary), 'the error summary takes focus').to.equal(true)
    const messages = await summary.getByRole('link').allInnerTexts()
    expect(messages.length, messages.join(' | ')).to.be.greaterThan(3)
    expect(await dialog.locator('.field__error').count()).to.be.greaterThan(3)
    await noSeriousViolations(b.page, 'the claim dialog with its errors')
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click()
    await dialog.waitFor({ state: 'detached' })
    expect(await listed(b.page, 'Claims')).to.deep.equal([])
    await b.page.getByRole('button', { name: 'Add a Claim', exact: true }).waitFor()
  })

  it('F4.45 F4.34 five claims hide the Add button; removing every claim turns the answer back to No', async function () {
    this.timeout(30_000)
    await choose(b.page, CLAIMS_Q, 'Yes')
    const whats = ['Accident', 'Theft', 'Fire', 'Windscreen', 'Vandalism or malicious damage']
    for (const [i, what] of whats.entries()) await addClaim(b.page, { what, date: ukDateIn(-30 * (i + 1)) })
    expect(await listed(b.page, 'Claims')).to.have.length(5)
    expect(await b.page.getByRole('button', { name: /^Add (a|Another) Claim$/ }).count()).to.equal(0)
    for (let n = 5; n >= 1; n--) await b.page.getByRole('button', { name: `Remove claim ${n}`, exact: true }).click()
    expect(await radio(b.page, CLAIMS_Q, 'No').isChecked()).to.equal(true)
    expect(await radio(b.page, CLAIMS_Q, 'Yes').isChecked()).to.equal(false)
    expect(await listed(b.page, 'Claims')).to.deep.equal([])
  })

  it('F2.20 F4.33 F4.34 a conviction is added in its dialog (axe), shown by conviction date and code; an empty Save asks for the points; removing it turns the answer to No', async function () {
    this.timeout(30_000)
    await choose(b.page, CONVICTIONS_Q, 'Yes')
    await b.page.getByRole('button', { name: 'Add a Conviction', exact: true }).click()
    const dialog = b.page.getByRole('dialog', { name: 'Add a conviction', exact: true })
    await dialog.waitFor()
    expect(await focusInside(dialog)).to.equal(true)
    await noSeriousViolations(b.page, 'the conviction dialog')

    await dialog.getByRole('button', { name: 'Save', exact: true }).click()
    const summary = dialog.getByRole('alert').filter({ hasText: 'There is a problem' })
    await summary.waitFor()
    expect(await summary.getByRole('link').allInnerTexts()).to.include('Please enter the amount of points recieved.')
    expect(await dialog.locator('.field__error').allInnerTexts()).to.satisfy((errors: string[]) =>
      errors.some((e) => e.includes('Please enter the amount of points recieved.')),
    )
    await noSeriousViolations(b.page, 'the conviction dialog with its errors')

    const offence = ukDateIn(-300)
    const conviction = ukDateIn(-240)
    await pick(dialog, 'Offence code', 'CD10 - Driving without due care and attention')
    await answer(dialog, 'Date of the offence', offence)
    await answer(dialog, 'Date of the conviction', conviction)
    await answer(dialog, 'How many penalty points did you receive?', '3')
    await choose(dialog, 'Were you banned from riding or driving?', 'No')
    await answer(dialog, /^How much was the fine\?/, '150')
    await dialog.getByRole('button', { name: 'Save', exact: true }).click()
    await dialog.waitFor({ state: 'detached' })
    expect(await listed(b.page, 'Convictions')).to.deep.equal([`${conviction} – CD10`])
    await b.page.getByRole('button', { name: 'Add Another Conviction', exact: true }).waitFor()

    await b.page.getByRole('button', { name: 'Edit conviction 1', exact: true }).click()
    const edit = b.page.getByRole('dialog', { name: 'Edit conviction 1', exact: true })
    await edit.waitFor()
    expect(await edit.getByLabel('How many penalty points did you receive?', { exact: true }).inputValue()).to.equal('3')
    await b.page.keyboard.press('Escape')
    await edit.waitFor({ state: 'detached' })
    expect(await focusedText(b.page)).to.equal('Edit conviction 1')

    await b.page.getByRole('button', { name: 'Remove conviction 1', exact: true }).click()
    expect(await radio(b.page, CONVICTIONS_Q, 'No').isChecked()).to.equal(true)
    expect(await listed(b.page, 'Convictions')).to.deep.equal([])
  })
})

describe('browser: the additional rider dialog and the medical-condition limit (section 5)', () => {
  const b = useBrowser({ viewport: { width: 1200, height: 1000 } })

  before(async function () {
    this.timeout(30_000)
    await b.open('/get-a-quote')
    await aboutYou(b.page, PROPOSER)
    await next(b.page)
    await onSection(b.page, 'About Your Bike')
    await findByRegistration(b.page, 'YH19KXT')
    await b.page.locator('.vehicle-card').waitFor()
    await restOfBike(b.page, { value: '7,200', mileage: '3000' })
    await next(b.page)
    await yourDetails(b.page, { postcode: 'LS6 2AB', addressStartsWith: /Headingley/, mobile: '07700 900456' })
    await next(b.page)
    await coverDetails(b.page, { excess: '£250' })
    await next(b.page)
    await onSection(b.page, 'Additional Riders')
  })

  beforeEach(async function () {
    this.timeout(10_000)
    await closeDialogs(b.page)
    if (!(await b.page.getByRole('heading', { level: 2, name: /Additional Riders$/ }).isVisible())) {
      await b.page.getByRole('button', { name: '5. Additional Riders', exact: true }).click()
    }
    await onSection(b.page, 'Additional Riders')
    // No empties the list: each test starts without riders.
    await choose(b.page, RIDERS_Q, 'No')
  })

  it('F2.20 Add a Rider opens the rider dialog (axe, named, focus inside); the they/their answers and Save list the rider', async function () {
    this.timeout(30_000)
    const dialog = await openNewRider(b.page)
    expect(await dialog.getAttribute('aria-modal')).to.equal('true')
    expect(await focusInside(dialog), 'focus is inside the rider dialog').to.equal(true)
    await noSeriousViolations(b.page, 'the rider dialog')
    await fillRider(dialog, { forename: 'Joanna', surname: 'Wright' })
    await dialog.getByRole('button', { name: 'Save', exact: true }).click()
    await dialog.waitFor({ state: 'detached' })
    expect(await listed(b.page, 'Riders')).to.deep.equal(['Joanna Wright'])
    await b.page.getByRole('button', { name: 'Add Another Rider', exact: true }).waitFor()
    expect(await radio(b.page, RIDERS_Q, 'Yes').isChecked()).to.equal(true)
  })

  it('F2.20 Save on an empty rider keeps the dialog open with its error summary; Cancel on a new rider removes them', async function () {
    this.timeout(30_000)
    const dialog = await openNewRider(b.page)
    await answer(dialog, 'First name', 'Pending')
    await dialog.getByRole('button', { name: 'Save', exact: true }).click()
    const summary = dialog.getByRole('alert').filter({ hasText: 'There is a problem' })
    await summary.waitFor()
    expect(await summary.getByRole('link').count()).to.be.greaterThan(3)
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click()
    await dialog.waitFor({ state: 'detached' })
    expect(await listed(b.page, 'Riders')).to.deep.equal([])
    expect(await b.page.getByText('Pending').count()).to.equal(0)
  })

  it('F4.43 answering No to additional riders empties the list', async function () {
    this.timeout(30_000)
    const dialog = await openNewRider(b.page)
    await fillRider(dialog, { forename: 'Kofi', surname: 'Mensah' })
    await dialog.getByRole('button', { name: 'Save', exact: true }).click()
    await dialog.waitFor({ state: 'detached' })
    expect(await listed(b.page, 'Riders')).to.deep.equal(['Kofi Mensah'])
    await choose(b.page, RIDERS_Q, 'No')
    expect(await listed(b.page, 'Riders')).to.deep.equal([])
    await choose(b.page, RIDERS_Q, 'Yes')
    await b.page.getByRole('button', { name: 'Add a Rider', exact: true }).waitFor()
    expect(await listed(b.page, 'Riders')).to.deep.equal([])
  })

  it("F4.37 F4.38 F8.04 with the proposer's medical condition, Yes for a new rider shows the Sorry! modal (axe) and leaves the rider's answer at No", async function () {
    this.timeout(30_000)
    await b.page.getByRole('button', { name: '3. Your Details', exact: true }).click()
    await onSection(b.page, 'Your Details')
    await choose(b.page, MEDICAL_Q, 'Yes')
    expect(await radio(b.page, MEDICAL_Q, 'Yes').isChecked()).to.equal(true)
    await b.page.getByRole('button', { name: '5. Additional Riders', exact: true }).click()
    await onSection(b.page, 'Additional Riders')

    const rider = await openNewRider(b.page)
    // Not check(): the answer is refused and turns back to No, which is what this test is about.
    await radio(rider, RIDER_MEDICAL_Q, 'Yes').click()
    const sorry = b.page.getByRole('dialog', { name: 'Sorry!', exact: true })
    await sorry.waitFor()
    expect(await sorry.innerText()).to.contain('We can only accept a limit of one medical condition per quote between all drivers on the policy.')
    expect(await focusInside(sorry), 'focus is inside the Sorry! modal').to.equal(true)
    await noSeriousViolations(b.page, 'the Sorry! modal over the rider dialog')

    await sorry.getByRole('button', { name: 'OK', exact: true }).click()
    await sorry.waitFor({ state: 'detached' })
    expect(await rider.isVisible(), 'the rider dialog stays open under the Sorry! modal').to.equal(true)
    expect(await radio(rider, RIDER_MEDICAL_Q, 'No').isChecked()).to.equal(true)
    expect(await radio(rider, RIDER_MEDICAL_Q, 'Yes').isChecked()).to.equal(false)
    expect(await focusInside(rider), 'focus returns into the rider dialog').to.equal(true)

    await rider.getByRole('button', { name: 'Cancel', exact: true }).click()
    await rider.waitFor({ state: 'detached' })
    // The proposer keeps theirs.
    await b.page.getByRole('button', { name: '3. Your Details', exact: true }).click()
    await onSection(b.page, 'Your Details')
    expect(await radio(b.page, MEDICAL_Q, 'Yes').isChecked()).to.equal(true)
  })
})
