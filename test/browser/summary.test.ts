import { expect } from 'chai'
import type { Page } from 'playwright-core'
import type { ProposalInput } from '../../src/domain/codecs'
import { axe, describeViolations, useBrowser } from './harness'
import { quotedProposal } from './quoted-proposal'

type Change = (p: ProposalInput) => ProposalInput
const summaryPath = (uuid: string): string => `/quote/summary?uuid=${uuid}`
const monthly: Change = (p) => ({ ...p, is_pay_monthly: true, risk: { ...p.risk, duqs: { ...p.risk.duqs, is_pay_monthly: true } } })

/** Confirms the details and answers everything the summary asks. */
const complete = async (page: Page, email: string): Promise<void> => {
  await page.getByLabel('Confirm email address').fill(email)
  await page.keyboard.press('Tab')
  await page.getByRole('group', { name: /renew automatically/ }).getByLabel('No').check()
  for (const box of await page.getByRole('checkbox').all()) await box.check()
}

describe('browser: the summary (001 §2, §4)', function () {
  this.timeout(90_000)
  const session = useBrowser({ freshTab: true })

  it('J2.78 J2.83 shows the amount, start date and time, WEB REF, endorsements, NCD, cover and use, documents and no extras; Back goes to Addons', async () => {
    const { page, base } = session
    const p = await quotedProposal(base)
    await session.open(summaryPath(p.uuid))
    expect(await page.getByTestId('summary-amount').textContent()).to.equal(`£${(p.quote?.premium ?? 0).toFixed(2)} to pay in full`)
    expect(await page.getByTestId('web-ref').textContent()).to.equal(p.quote?.reference)
    // The sample starts today: the time is the quote's creation time, not 00:01hrs.
    expect(await page.getByTestId('policy-start').textContent()).to.match(/ at \d{2}:\d{2}hrs$/)
    expect(await page.getByTestId('credit-check-notice').count()).to.equal(0)
    expect(await page.getByTestId('summary-extras').textContent()).to.equal('No Optional Extras Selected')
    for (const name of [/Policy wording/, /Administration services contract/, /Terms of business/, /Insurance Product Information Document/]) {
      await page.getByRole('link', { name }).waitFor()
    }
    expect(await page.getByRole('link', { name: 'Back' }).getAttribute('href')).to.equal(`/quote/addons?uuid=${p.uuid}`)
    // What a rider is owed before buying: their demands and needs with no advice given, and the right to cancel.
    const needs = page.getByRole('region', { name: 'What you told us you need' })
    await needs.getByText(/You want to insure your \d{4} /).waitFor()
    await needs.getByText('We have not given you a personal recommendation.', { exact: false }).waitFor()
    await page.getByRole('region', { name: 'Your right to cancel' }).getByText(/within 14 days/).waitFor()
    expect(await page.getByRole('region', { name: 'Paying in full or monthly' }).count(), 'no comparison for a rider paying in full').to.equal(0)
  })

  it('J2.79 J5.04 J4.08 F5.37 refuses mismatched e-mails and unticked boxes on Continue, showing each message at the section', async () => {
    const { page } = session
    await page.getByLabel('Confirm email address').fill('someone.else@example.org')
    await page.keyboard.press('Tab')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByText('Email addresses do not match').waitFor()
    await page.getByText('Please confirm you have answered all questions honestly').waitFor()
    expect(await page.evaluate(() => document.activeElement?.id)).to.equal('summary.confirm_email')
    expect(new URL(page.url()).pathname).to.equal('/quote/summary')
  })

  it('J2.79 the confirm e-mail cannot be pasted into', async () => {
    const { page } = session
    const box = page.getByLabel('Confirm email address')
    await box.fill('')
    await box.focus()
    await page.evaluate(() => {
      const input = document.getElementById('summary.confirm_email') as HTMLInputElement
      const data = new DataTransfer()
      data.setData('text/plain', 'pasted@example.org')
      const ev = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true })
      input.dispatchEvent(ev)
      ;(window as { __pasteBlocked?: boolean }).__pasteBlocked = ev.defaultPrevented
    })
    expect(await page.evaluate(() => (window as { __pasteBlocked?: boolean }).__pasteBlocked)).to.equal(true)
  })

  it('J4.09 J2.81 J2.82 J5.11 with everything answered, Continue confirms the details and goes to Payment when paying in full', async () => {
    const { page } = session
    const uuid = new URL(page.url()).searchParams.get('uuid') ?? ''
    const calls: string[] = []
    page.on('request', (r) => (r.method() === 'POST' ? void calls.push(new URL(r.url()).pathname) : undefined))
    await complete(page, 'eleanor.ohara@example.co.uk')
    await page.getByRole('button', { name: 'Continue' }).dblclick()
    await page.waitForURL((u) => u.pathname === '/quote/payment' && u.searchParams.get('uuid') === uuid)
    expect(calls.filter((c) => c.endsWith('/confirm'))).to.have.length(1)
    expect(calls.filter((c) => c.endsWith('/payment-option'))).to.have.length(1)
  })

  it('J4.09 J2.78 a monthly payer sees the monthly amount and the credit check notice, and goes to Instalments', async () => {
    const { page, base } = session
    const p = await quotedProposal(base, { change: monthly })
    await session.open(summaryPath(p.uuid))
    expect(await page.getByTestId('summary-amount').textContent()).to.equal(`£${(p.quote?.monthly_payment ?? 0).toFixed(2)} a month`)
    await page.getByTestId('credit-check-notice').waitFor()
    // Paying in full and monthly side by side, from the quote's own figures.
    const comparison = page.getByRole('region', { name: 'Paying in full or monthly' })
    const pounds = (n: number | null | undefined) => `£${(n ?? 0).toFixed(2)}`
    expect(await comparison.getByTestId('comparison-monthly').textContent()).to.equal(pounds(p.quote?.monthly_total_payable))
    expect(await comparison.getByTestId('comparison-in-full').textContent()).to.equal(pounds(p.quote?.metadata.premium_subtotal ?? p.quote?.premium))
    await comparison.getByText(/Representative APR \d+\.\d%/).waitFor()
    const violations = await axe(page)
    expect(violations, describeViolations(violations)).to.deep.equal([])
    await complete(page, p.risk.proposer.email_address ?? '')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL((u) => u.pathname === '/quote/instalments')
  })

  it('J4.09 a referred quote goes to SiraDeclined', async () => {
    const { page, base } = session
    const p = await quotedProposal(base, { scenario: 'refer' })
    await session.open(summaryPath(p.uuid))
    await complete(page, p.risk.proposer.email_address ?? '')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL((u) => u.pathname === '/declined')
  })

  it('J2.80 J5.05 a placeholder mobile (01000000000) is shown empty and must be given', async () => {
    const { page, base } = session
    const p = await quotedProposal(base, {
      change: (b) => ({ ...b, risk: { ...b.risk, proposer: { ...b.risk.proposer, phone_numbers: { ...b.risk.proposer.phone_numbers, mobile: '01000000000' } } } }) as ProposalInput,
    })
    await session.open(summaryPath(p.uuid))
    expect(await page.getByLabel('Mobile number').inputValue()).to.equal('')
    await complete(page, p.risk.proposer.email_address ?? '')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByText('Please enter your mobile number').first().waitFor()
  })

  it('J4.07 a bike with no registration goes back to the price page with the note', async () => {
    const { page, base } = session
    const p = await quotedProposal(base, {
      change: (b) => ({ ...b, risk: { ...b.risk, vehicle: { ...b.risk.vehicle, registration: null, has_registration: false } } }) as ProposalInput,
    })
    await session.open(summaryPath(p.uuid))
    await complete(page, p.risk.proposer.email_address ?? '')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL((u) => u.pathname === '/quote/payment-option')
    expect(await page.getByTestId('price-note').textContent()).to.equal('Please enter a valid registration number to continue')
  })

  it('a summary opened for another quote in the same tab asks for its own confirmations, not those given for the quote before', async () => {
    const { page, base } = session
    const first = await quotedProposal(base)
    await session.open(summaryPath(first.uuid))
    await complete(page, first.risk.proposer.email_address ?? '')
    // The tab keeps the first quote's session; the second quote (retrieved, or opened by its address) is loaded over it.
    const second = await quotedProposal(base, { change: monthly })
    await session.open(summaryPath(second.uuid))
    await page.getByTestId('web-ref').waitFor()
    expect(await page.getByTestId('web-ref').textContent()).to.equal(second.quote?.reference)
    expect(await page.getByLabel('Confirm email address').inputValue()).to.equal('')
    expect(await page.getByRole('checkbox', { checked: true }).count()).to.equal(0)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByText('Please confirm your email address').first().waitFor()
    await page.getByText('Please confirm you have answered all questions honestly').waitFor()
    expect(new URL(page.url()).pathname).to.equal('/quote/summary')
  })

  it('has no serious or critical accessibility violation, at 1280 and at 320 px without sideways scroll', async () => {
    const { page, base } = session
    const p = await quotedProposal(base, { change: monthly })
    await session.open(summaryPath(p.uuid))
    await page.getByTestId('web-ref').waitFor()
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByText('Email addresses do not match').or(page.getByText('Please confirm your email address')).first().waitFor()
    const wide = await axe(page)
    expect(wide, describeViolations(wide)).to.deep.equal([])
    await page.setViewportSize({ width: 320, height: 640 })
    try {
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }))
      expect(scrollWidth).to.be.at.most(innerWidth)
      const narrow = await axe(page)
      expect(narrow, describeViolations(narrow)).to.deep.equal([])
    } finally {
      await page.setViewportSize({ width: 1280, height: 720 })
    }
  })
})
