import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { axe, describeViolations, useBrowser } from './harness'
import { quotedProposal } from './quoted-proposal'

/** The sample rider's postcode and date of birth (test/fixtures/trails/completed-quote.json). */
const POSTCODE = 'LS6 2AB'
const DOB = '19/07/1984'

const retrieve = async (page: Page, reference: string, postcode: string, dob: string): Promise<void> => {
  await page.getByLabel('Quote Reference').fill(reference)
  await page.getByLabel('Postcode').fill(postcode)
  await page.getByLabel('Date of Birth').fill(dob)
  await page.getByRole('button', { name: 'Retrieve Quote' }).click()
}

describe('browser: Retrieve a Quote and the deep link (001 §2, §4, §8)', function () {
  this.timeout(90_000)
  const session = useBrowser()

  it('J2.90 J2.91 J5.13 J5.12 F5.35 F5.36 asks for the three details, with their messages for what cannot be one', async () => {
    const { page } = session
    await session.open('/quote/recall')
    await page.getByRole('heading', { name: 'Retrieve a Quote' }).waitFor()
    expect(await page.getByRole('link', { name: 'Back' }).getAttribute('href')).to.equal('/get-a-quote')
    await retrieve(page, '1234-5678', 'not a postcode', '01/01/2099')
    await page.getByText('Quote reference is invalid').waitFor()
    expect(await page.evaluate(() => document.activeElement?.id)).to.equal('recall.reference')
    const violations = await axe(page)
    expect(violations, describeViolations(violations)).to.deep.equal([])
  })

  it('J4.16 finds a quote by its reference, postcode and date of birth and goes to its price page', async () => {
    const { page, base } = session
    const p = await quotedProposal(base)
    await session.open('/quote/recall')
    await retrieve(page, p.quote?.reference ?? '', POSTCODE.toLowerCase(), DOB)
    await page.waitForURL((u) => u.pathname === '/quote/payment-option' && u.searchParams.get('uuid') === p.uuid)
    expect(await page.getByTestId('quote-reference').textContent()).to.equal(p.quote?.reference)
  })

  it('J8.07 says the spec sentence with the help number when no quote matches', async () => {
    const { page } = session
    await session.open('/quote/recall')
    await retrieve(page, '99999-99999-99999', POSTCODE, DOB)
    const refused = page.getByTestId('recall-refused')
    await refused.waitFor()
    expect(await refused.textContent()).to.match(
      /^We're sorry but we couldn't find a quote matching those details, please try again\. if you keep seeing this message, please call us on [\d ]+ and we'll continue your quote over the phone$/,
    )
  })

  it('J2.92 J2.93 a deep link recalls at once and lands on the price page', async () => {
    const { page, base } = session
    const p = await quotedProposal(base)
    await session.open(`/quote/deeplink?reference=${p.quote?.reference ?? ''}&postcode=${encodeURIComponent(POSTCODE)}&dob=1984-07-19`)
    await page.waitForURL((u) => u.pathname === '/quote/payment-option' && u.searchParams.get('uuid') === p.uuid)
  })

  it('J2.92 a deep link with a bad date of birth shows the recall form with what it was given', async () => {
    const { page } = session
    await session.open(`/quote/deeplink?reference=12345-67890-12345&postcode=${encodeURIComponent(POSTCODE)}&dob=31-02-1984`)
    await page.waitForURL((u) => u.pathname === '/quote/recall')
    expect(await page.getByLabel('Quote Reference').inputValue()).to.equal('12345-67890-12345')
    expect(await page.getByLabel('Postcode').inputValue()).to.equal(POSTCODE)
  })

  /*
   * F5.15's other texts bind to no question: 'Please answer this question in order to proceed.' is for an age
   * left empty and 'Please enter a value between A and B.' for a number in a range, and no question of 000 or
   * 001 asks an age or a number within a range (the amounts have a minimum only, F5.23). The recall works the
   * age out of a date of birth, whose empty box has its own required message. The product declares neither.
   */
  it("F5.15 J5.12 the date of birth's age is judged on its bounds: 16 today and 120 pass, a day short of 16 and 121 say the spec's age messages", async () => {
    const { page } = session
    await session.open('/quote/recall')
    const today = new Date()
    // DD/MM/YYYY of the day `years` years before today, moved by `days`.
    const born = (years: number, days = 0): string => {
      const d = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + days))
      return `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`
    }
    const dobError = page.locator('[id="recall.dob-error"]')
    for (const [dob, message] of [
      [born(16, 1), 'The age must be at least 16 to proceed.'],
      [born(121), 'The age must be no more than 120 to proceed.'],
      [born(16), null],
      [born(121, 1), null],
    ] as const) {
      await retrieve(page, '99999-99999-99999', POSTCODE, dob)
      if (message === null) {
        await page.getByTestId('recall-refused').waitFor()
        expect(await dobError.count(), dob).to.equal(0)
      } else {
        await dobError.waitFor()
        expect((await dobError.innerText()).replace(/^Error:\s*/, ''), dob).to.equal(message)
      }
    }
  })

  it('too many attempts: a clear message saying when to try again', async () => {
    const { page } = session
    await session.open('/quote/recall')
    for (let i = 0; i < 40; i++) {
      await retrieve(page, '99999-99999-99999', POSTCODE, DOB)
      await page.getByTestId('recall-refused').waitFor()
      if (((await page.getByTestId('recall-refused').textContent()) ?? '').startsWith('You have tried to retrieve a quote too many times')) return
    }
    expect.fail('the recall limit never answered 429')
  })
})
