import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { axe, describeViolations, useBrowser } from './harness'
import { pricePagePath, quotedProposal } from './quoted-proposal'
import { CARD, payByCard, paymentFrame } from './checkout-steps'


/** Decides every extra on the Addons screen: the first one added, the rest 'No Thanks', no breakdown tier. */
const decideExtras = async (page: Page): Promise<void> => {
  await page.getByTestId('basket').waitFor()
  let first = true
  for (const card of await page.locator('[data-testid^="accordion-addon-"]:not([data-testid="accordion-addon-breakdown"])').all()) {
    const toggle = card.getByRole('heading').getByRole('button')
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
    await card.getByRole("radio", { name: first ? "Add to quote" : "No Thanks" }).check()
    first = false
  }
}

describe('browser: buying a policy (price page → extras → summary → payment → thank you)', function () {
  this.timeout(120_000)
  const session = useBrowser()

  it('J4.15 J2.84 J2.94 J4.18 J4.20 pays in full by card and is insured: the amount paid is the amount shown, then the confirmation and REGISTER', async () => {
    const { page, base } = session
    const p = await quotedProposal(base)
    await session.open(pricePagePath(p.uuid))
    await page.getByRole('group', { name: 'How would you like to pay?' }).getByLabel('Pay in full').check()
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL((u) => u.pathname === '/quote/addons')
    await decideExtras(page)
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await page.waitForURL((u) => u.pathname === '/quote/summary', { timeout: 15_000 })
    await page.getByLabel('Confirm email address').fill(p.risk.proposer.email_address ?? '')
    await page.keyboard.press('Tab')
    await page.getByRole('group', { name: /renew automatically/ }).getByLabel('Yes').check()
    for (const box of await page.getByRole('checkbox').all()) await box.check()
    const total = (await page.getByTestId('summary-amount').textContent())?.replace(' to pay in full', '')
    // Adding an extra re-created the quote: the reference bought is the summary's.
    const reference = await page.getByTestId('web-ref').textContent()
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL((u) => u.pathname === '/quote/payment')
    expect(await page.getByTestId('amount-to-pay').textContent()).to.equal(total)
    await page.getByTestId('lock-closed').waitFor()
    expect(await paymentFrame(page).getByRole('button', { name: /^Pay £/ }).textContent()).to.equal(`Pay ${total ?? ''}`)
    expect(await page.locator('input[autocomplete^="cc-"]').count(), 'no card field in our own page').to.equal(0)
    const violations = await axe(page)
    expect(violations, describeViolations(violations)).to.deep.equal([])
    await payByCard(page)
    await page.waitForURL((u) => u.pathname === '/quote/thankyou' && u.searchParams.get('uuid') === p.uuid, { timeout: 20_000 })
    await page.getByRole('heading', { name: 'Thank you, you are insured' }).waitFor({ timeout: 20_000 })
    expect(await page.getByTestId('thank-you-reference').textContent()).to.equal(reference)
    await page.getByRole('link', { name: 'REGISTER' }).waitFor()
    await page.getByTestId('email-statement').getByText(/within two hours/).waitFor()
    await page.getByTestId('ncd-proof').waitFor()
    await page.getByRole('region', { name: 'Your right to cancel' }).getByText(/within 14 days/).waitFor()
    const thanks = await axe(page)
    expect(thanks, describeViolations(thanks)).to.deep.equal([])
    // Reloading never accepts twice: the page finds the policy accepted and shows it again.
    const accepts: string[] = []
    page.on('request', (r) => (r.url().endsWith('/quote/accept') ? void accepts.push(r.url()) : undefined))
    await page.reload()
    await page.getByRole('heading', { name: 'Thank you, you are insured' }).waitFor()
    expect(accepts).to.deep.equal([])
  })

  it('J4.21 J8.06 a refused card goes to Failed with the uuid; the thank-you page of an unpaid quote goes there too', async () => {
    const { page, base } = session
    const p = await quotedProposal(base)
    await session.open(`/quote/payment?uuid=${p.uuid}`)
    await payByCard(page, { ...CARD, number: '4000 0000 0000 0002' })
    await page.waitForURL((u) => u.pathname === '/quote/payment/failed' && u.searchParams.get('uuid') === p.uuid, { timeout: 20_000 })
    await page.getByRole('heading', { name: 'Payment failed' }).waitFor()
    await session.open(`/quote/thankyou?uuid=${p.uuid}`)
    await page.waitForURL((u) => u.pathname === '/quote/payment/failed' && u.searchParams.get('uuid') === p.uuid)
  })

  it('J4.20 J2.85 pays monthly: Direct Debit, then the deposit by card, and the policy is accepted with the direct debit', async () => {
    const { page, base } = session
    const p = await quotedProposal(base, {
      change: (b) => ({ ...b, is_pay_monthly: true, risk: { ...b.risk, duqs: { ...b.risk.duqs, is_pay_monthly: true } } }),
    })
    await session.open(`/quote/instalments?uuid=${p.uuid}`)
    await page.getByRole('group', { name: 'Are you the account holder?' }).getByLabel('Yes').check()
    await page.getByLabel('Account number').fill('55779911')
    await page.getByLabel('Sort code').fill('20-00-00')
    await page.keyboard.press('Tab')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL((u) => u.pathname === '/quote/payment')
    expect(await page.getByTestId('amount-to-pay').textContent()).to.equal(`£${(p.quote?.monthly_deposit ?? 0).toFixed(2)}`)
    expect(await page.getByRole('link', { name: 'Back' }).getAttribute('href')).to.equal(`/quote/instalments?uuid=${p.uuid}`)
    await payByCard(page, { ...CARD, name: 'Tomasz Nowak' })
    await page.waitForURL((u) => u.pathname === '/quote/thankyou', { timeout: 20_000 })
    await page.getByRole('heading', { name: 'Thank you, you are insured' }).waitFor({ timeout: 20_000 })
  })

  it('J2.85 Back from Payment goes to the summary when paying in full', async () => {
    const { page, base } = session
    const p = await quotedProposal(base)
    await session.open(`/quote/payment?uuid=${p.uuid}`)
    expect(await page.getByRole('link', { name: 'Back' }).getAttribute('href')).to.equal(`/quote/summary?uuid=${p.uuid}`)
  })
})
