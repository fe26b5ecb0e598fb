import { expect } from 'chai'
import type { Page, Request } from 'playwright-core'
import type { ProposalInput } from '../../src/domain/codecs'
import { useBrowser, type BrowserSession } from './harness'
import { aboutYou, additionalRiders, answer, choose, coverDetails, findByRegistration, next, onSection, pick, restOfBike, yourDetails } from './quote-form-driver'
import { quotedProposal } from './quoted-proposal'

const RIDER = { title: 'Mr', forename: 'Tomasz', surname: 'Wiśniewski', dob: '14/07/1983', email: 'tomasz.w@example.co.uk' }
const INVALID_DATE = 'Please enter a valid date'
const INVALID_NUMBER = 'Please enter a valid number.'
const INVALID_POSTCODE = 'This field must be a valid UK postcode.'
const SEARCH_ADDRESS = 'Please search for your address and select it from the list.'

/** What the rider reads after Continue: the error summary's links, and the message under one box. */
interface Judged {
  readonly summary: string[]
  readonly inline: string
}

/** The message under the control with this id, without the hidden 'Error:' prefix. */
const inlineOf = async (page: Page, id: string): Promise<string> =>
  (await page.locator(`[id="${id}-error"]`).innerText()).replace(/^Error:\s*/, '').trim()

/**
 * Types `typed` into the box labelled `label`, leaves it with Tab (as a rider does), presses `button`, and reads
 * what the page then says: the error summary's links and the message under that box.
 */
const typeAndContinue = async (page: Page, label: string | RegExp, typed: string, button: 'Continue' | 'Submit' = 'Continue'): Promise<Judged> => {
  const box = page.getByLabel(label, { exact: typeof label === 'string' })
  await box.fill(typed)
  await page.keyboard.press('Tab')
  await next(page, button)
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' })
  await summary.waitFor()
  const id = (await box.getAttribute('id')) ?? ''
  await page.locator(`[id="${id}-error"]`).waitFor()
  return { summary: await summary.getByRole('link').allInnerTexts(), inline: await inlineOf(page, id) }
}

/** Puts a valid answer back in a box and leaves it. */
const putBack = (page: Page, label: string | RegExp, text: string): Promise<void> => answer(page, label, text)

/*
 * Text that the store cannot take (a date that is none, an e-mail address without '@', a postcode that is no
 * postcode) used to be lost to the step's check: Continue judged the answer stored before, so it asked for an
 * answer the box visibly held, or moved on with the old one. Each case here types the text into the real
 * form, leaves the box with Tab, presses Continue, and reads the spec's message (000 §5), under the box and
 * in the error summary, with every other answer of the step valid.
 */
describe('browser: text that cannot be stored, left with Tab, then Continue', function () {
  this.timeout(60_000)
  const b = useBrowser({ viewport: { width: 1200, height: 900 } })

  before(async function () {
    this.timeout(30_000)
    await b.open('/get-a-quote')
    await aboutYou(b.page, RIDER)
  })

  it("F2.03 F5.05 F5.16 F5.17 step 1: the date of birth and the e-mail address say what is wrong with what they hold, though a valid answer was given before", async () => {
    const { page } = b
    for (const [label, typed, message, good] of [
      ['Date of birth', '31/02/1983', INVALID_DATE, RIDER.dob],
      ['Date of birth', '14/07/83', INVALID_DATE, RIDER.dob],
      ['Email address', 'tomasz.w.example.co.uk', 'Please provide a valid email.', RIDER.email],
      ['Email address', 'tomasz@', 'Please provide a valid email.', RIDER.email],
    ] as const) {
      const judged = await typeAndContinue(page, label, typed)
      expect(judged, `${label} '${typed}'`).to.deep.equal({ summary: [message], inline: message })
      await onSection(page, 'About You')
      await putBack(page, label, good)
    }
    await next(page)
    await onSection(page, 'About Your Bike')
  })

  it("F5.02 F5.09 F5.10 F5.17 F5.23 F5.28 step 2: the registration, market value, purchase date, kept postcode and mileage say what is wrong with what they hold", async () => {
    const { page } = b
    await choose(page, "Do you know your bike's registration number?", 'Yes')
    await restOfBike(page, { value: '7,900', mileage: '3500' })
    const registration = await typeAndContinue(page, 'Registration number', 'ZZZ')
    expect(registration).to.deep.equal({ summary: ['Please enter your registration'], inline: 'Please enter your registration' })
    await findByRegistration(page, 'YH19KXT')
    await page.locator('.vehicle-card').waitFor()
    await choose(page, 'Is the bike kept overnight at your home address?', 'No')
    await answer(page, 'Postcode where the bike is kept overnight', 'LS6 2AB')
    for (const [label, typed, message, good] of [
      [/market value/, 'about 8k', INVALID_NUMBER, '7,900'],
      [/When did you buy/, '31/02/2021', INVALID_DATE, '14/03/2021'],
      ['Postcode where the bike is kept overnight', '12345', INVALID_POSTCODE, 'LS6 2AB'],
      ['Postcode where the bike is kept overnight', 'SW1A', INVALID_POSTCODE, 'LS6 2AB'],
      ['Annual mileage', 'ten thousand', INVALID_NUMBER, '3500'],
    ] as const) {
      const judged = await typeAndContinue(page, label, typed)
      expect(judged, `${String(label)} '${typed}'`).to.deep.equal({ summary: [message], inline: message })
      await onSection(page, 'About Your Bike')
      await putBack(page, label, good)
    }
    await next(page)
    await onSection(page, 'Your Details')
  })

  it("F5.09 F5.11 F5.12 F5.13 F5.17 step 3: the licence date, both phones and 'Your postcode' say what is wrong with what they hold ('12345' and 'SW1A' are no postcodes)", async () => {
    const { page } = b
    await yourDetails(page, { postcode: 'SW1A 2AA', addressStartsWith: /London, Greater London, SW1A 2AA/, mobile: '07700 900456' })
    for (const [label, typed, message, good] of [
      ['When did you get this licence?', '31/02/2008', INVALID_DATE, '02/05/2008'],
      ['Mobile number', '12345', 'Please provide a valid UK phone number.', '07700 900456'],
      // The alternative phone is optional: text that is no phone number must not pass as no answer.
      ['Alternative phone number (optional)', '0113', 'Please provide a valid UK phone number.', ''],
    ] as const) {
      const judged = await typeAndContinue(page, label, typed)
      expect(judged, `${label} '${typed}'`).to.deep.equal({ summary: [message], inline: message })
      await onSection(page, 'Your Details')
      await putBack(page, label, good)
    }
    await page.getByRole('button', { name: 'Find another address' }).click()
    for (const typed of ['12345', 'SW1A', 'SW1A 2A']) {
      const judged = await typeAndContinue(page, 'Your postcode', typed)
      expect(judged, `'${typed}'`).to.deep.equal({ summary: [INVALID_POSTCODE, SEARCH_ADDRESS], inline: INVALID_POSTCODE })
      await onSection(page, 'Your Details')
    }
    await page.getByLabel('Your postcode').fill('SW1A 2AA')
    await page.getByRole('button', { name: 'Find address' }).click()
    await page.getByRole('button', { name: /London, Greater London, SW1A 2AA/ }).first().click()
    await next(page)
    await onSection(page, 'Cover Details')
  })

  it('F5.01 F5.17 F5.32 F5.33 step 4: the start date and the NCD years say what is wrong with what they hold', async () => {
    const { page } = b
    await coverDetails(page, { excess: '£250' })
    for (const [label, typed, message] of [
      ['When would you like your cover to start?', '31/02/2027', INVALID_DATE],
      ['How many years of no claims discount do you have?', 'four', INVALID_NUMBER],
    ] as const) {
      const good = await page.getByLabel(label, { exact: true }).inputValue()
      const judged = await typeAndContinue(page, label, typed)
      expect(judged, `${label} '${typed}'`).to.deep.equal({ summary: [message], inline: message })
      await onSection(page, 'Cover Details')
      await putBack(page, label, good)
    }
    await next(page)
    await onSection(page, 'Additional Riders')
  })

  it("F5.05 F5.12 F5.17 F5.34 step 5: the third party's date of birth, e-mail and phone say what is wrong with what they hold", async () => {
    const { page } = b
    await additionalRiders(page)
    await choose(page, 'Would you like to give someone else authority to discuss your policy with us?', 'Yes')
    await pick(page, 'Their title', { index: 1 })
    await answer(page, 'Their first name', 'Agnieszka')
    await answer(page, 'Their surname', 'Wiśniewska')
    await answer(page, 'Their email address', 'agnieszka@example.co.uk')
    await answer(page, 'Their phone number', '07700 900321')
    for (const [label, typed, message, good] of [
      ['Their date of birth (optional)', '31/02/1985', INVALID_DATE, ''],
      ['Their email address', 'agnieszka.example.co.uk', 'Please provide a valid email.', 'agnieszka@example.co.uk'],
      ['Their phone number', '999', 'Please provide a valid UK phone number.', '07700 900321'],
    ] as const) {
      const judged = await typeAndContinue(page, label, typed, 'Submit')
      expect(judged, `${label} '${typed}'`).to.deep.equal({ summary: [message], inline: message })
      await onSection(page, 'Additional Riders')
      await putBack(page, label, good)
    }
  })
})

describe("browser: the account holder's postcode, left with Tab, then Continue", function () {
  this.timeout(60_000)
  const b = useBrowser()
  const monthly = (p: ProposalInput): ProposalInput => ({ ...p, is_pay_monthly: true, risk: { ...p.risk, duqs: { ...p.risk.duqs, is_pay_monthly: true } } })

  it("J5.10 F5.09 a third-party holder's postcode that is no postcode says so (not only 'select an address'), and a date of birth that is no date says so", async () => {
    const { page, base } = b
    const p = await quotedProposal(base, { change: monthly })
    await b.open(`/quote/instalments?uuid=${p.uuid}`)
    await page.getByRole('group', { name: 'Are you the account holder?' }).getByLabel('No').check()
    const holderPostcode = page.getByLabel("Account holder's postcode")
    await holderPostcode.fill('12345')
    await page.keyboard.press('Tab')
    await page.getByLabel("Account holder's date of birth").fill('31/02/1970')
    await page.keyboard.press('Tab')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.locator('[id="direct_debit.third_party.postcode-error"]').waitFor()
    expect(await inlineOf(page, 'direct_debit.third_party.postcode')).to.equal(INVALID_POSTCODE)
    expect(await inlineOf(page, 'direct_debit.third_party.date_of_birth')).to.equal(INVALID_DATE)
    expect(new URL(page.url()).pathname).to.equal('/quote/instalments')
  })
})

/**
 * Opens the summary of a new quote by its address and gives its answers but the e-mail and mobile (the e-mail typed
 * again, no auto-renewal, every box ticked); answers the quote's e-mail.
 */
const openSummary = async (b: BrowserSession): Promise<string> => {
  const { page } = b
  const p = await quotedProposal(b.base)
  const email = p.risk.proposer.email_address ?? ''
  await b.open(`/quote/summary?uuid=${p.uuid}`)
  await page.getByLabel('Confirm email address').fill(email, { timeout: 10_000 })
  await page.getByRole('group', { name: /renew automatically/ }).getByLabel('No').check()
  for (const box of await page.getByRole('checkbox').all()) await box.check()
  return email
}

describe('browser: the summary\'s e-mail and mobile, left with Tab, then Continue', function () {
  this.timeout(60_000)
  const b = useBrowser()

  it("J2.79 F5.05 F5.12 the summary's e-mail and mobile say what is wrong with what they hold, and Continue stays on the summary, though valid ones were stored", async () => {
    const { page } = b
    const email = await openSummary(b)
    for (const [label, typed, message, good] of [
      ['Email address', 'rider.at.example.com', 'Please provide a valid email.', email],
      ['Mobile number', '07700 9OO 123', 'Please provide a valid UK phone number.', '07700 900123'],
    ] as const) {
      const box = page.getByLabel(label, { exact: true })
      await box.fill(typed)
      await page.keyboard.press('Tab')
      await page.getByRole('button', { name: 'Continue' }).click()
      const id = (await box.getAttribute('id')) ?? ''
      await page.locator(`[id="${id}-error"]`).waitFor()
      expect(await inlineOf(page, id), `${label} '${typed}'`).to.equal(message)
      expect(new URL(page.url()).pathname, `${label} '${typed}'`).to.equal('/quote/summary')
      await box.fill(good)
      await page.keyboard.press('Tab')
    }
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL((u) => u.pathname !== '/quote/summary')
  })
})

/** The build's bundle of the flows after the quote (sagas/after-quote.ts). */
const AFTER_QUOTE_CODE = /\/after-quote\.[0-9a-f]+\.js/

/*
 * A summary opened by its address draws before the rider's first Continue has needed the flows after the quote; a
 * Continue pressed before their code had arrived was held for it while the rider's next answers went through, and
 * was then judged on those: an e-mail left without '@', Continue, the e-mail put right at once, and the summary
 * went on to Payment, the refusal never judged. The code is held back here until the e-mail is put right, or for
 * two seconds: while the screen was drawn without waiting for that code, this met that order on every run.
 */
describe('browser: the summary opened while the flows after the quote are still on their way', function () {
  this.timeout(60_000)
  const b = useBrowser()

  it('J4.08 F5.05 a Continue pressed with the e-mail refused is refused, though the e-mail is put right before the code of its flow could have arrived', async () => {
    const { page } = b
    let putRight: () => void = () => undefined
    const released = new Promise<void>((resolve) => {
      putRight = resolve
      setTimeout(resolve, 2_000)
    })
    const confirms: string[] = []
    const noteConfirm = (r: Request): void => void (r.method() === 'POST' && r.url().endsWith('/confirm') ? confirms.push(r.url()) : undefined)
    page.on('request', noteConfirm)
    await page.route(AFTER_QUOTE_CODE, async (route) => {
      await released
      await route.continue()
    })
    try {
      const email = await openSummary(b)
      const box = page.getByLabel('Email address', { exact: true })
      await box.fill('rider.at.example.com')
      await page.keyboard.press('Tab')
      await page.getByRole('button', { name: 'Continue' }).click()
      await box.fill(email)
      await page.keyboard.press('Tab')
      putRight()
      await page.getByText('Please check the answers below before you continue.').waitFor()
      // Long enough for a Continue judged on the e-mail put right to have sent the confirm.
      await page.waitForTimeout(1_000)
      expect(confirms).to.deep.equal([])
      expect(new URL(page.url()).pathname).to.equal('/quote/summary')
    } finally {
      page.off('request', noteConfirm)
      await page.unroute(AFTER_QUOTE_CODE)
    }
  })
})
