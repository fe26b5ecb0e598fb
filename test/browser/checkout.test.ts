import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { Proposal } from '../../src/domain/codecs'
import { decodeWith, TestClient } from '../mock-server/server/client'
import { fillCard, payByCard as payWith, paymentFrame } from './checkout-steps'
import { useBrowser } from './harness'
import { proposalBody, quotedProposal } from './quoted-proposal'

const CARD = { name: 'Ffion Pritchard', number: '4242 4242 4242 4242', expiry: '08/30', cvc: '913' }
const payByCard = (page: Page) => payWith(page, CARD)

const pounds = (n: number | null | undefined): string => `£${(n ?? 0).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

/*
 * Issue 10 item 2 and issue 13 item 1: the amount the Payment screen shows is the amount the provider page charges,
 * also when the proposal is re-quoted after the page was opened (in another tab, or by anyone holding the uuid).
 */
describe('browser: the amount paid is the amount shown, also after a requote', function () {
  this.timeout(120_000)
  const session = useBrowser()

  it('J2.84 J4.15 a page opened before a requote is refused by the provider: the app says so, shows the new amount, opens a fresh page, and the policy is bought at the new price', async () => {
    const { page, base } = session
    const p = await quotedProposal(base)
    await session.open(`/quote/payment?uuid=${p.uuid}`)
    await page.getByTestId('lock-closed').waitFor()
    const before = await page.getByTestId('amount-to-pay').textContent()
    expect(before).to.equal(pounds(p.quote?.premium))

    // Re-quoted elsewhere with a higher excess: a different premium.
    const other = new TestClient(base)
    const body = proposalBody((b) => ({ ...b, risk: { ...b.risk, voluntary_excess: 1000 as never } }))
    const updated = await other.post(`/api/proposal/${p.uuid}`, { ...body, uuid: p.uuid })
    expect(updated.status, updated.text).to.equal(200)
    const requoted = decodeWith(Proposal, (await other.post(`/api/proposal/${p.uuid}/quote`)).body)
    const now = pounds(requoted.quote?.premium)
    expect(now).to.not.equal(before)

    await payByCard(page)
    await page.getByTestId('payment-note').getByText(`the amount due is now ${now}`).waitFor({ timeout: 15_000 })
    await page.getByTestId('amount-to-pay').getByText(now).waitFor()
    const fresh = paymentFrame(page).getByRole('button', { name: `Pay ${now}` })
    await fresh.waitFor()
    await payByCard(page)
    await page.waitForURL((u) => u.pathname === '/quote/thankyou', { timeout: 20_000 })
    await page.getByRole('heading', { name: 'Thank you, you are insured' }).waitFor({ timeout: 20_000 })
    const bought = decodeWith(Proposal, (await other.get(`/api/proposal/${p.uuid}`)).body)
    expect(bought.quote?.metadata?.['paid_amount']).to.equal(requoted.quote?.premium)
    expect(bought.quote?.metadata?.['paid_quote_reference']).to.equal(requoted.quote?.reference)
  })

  it('J2.84 leaving Payment and coming back never shows the page opened before', async () => {
    const { page, base } = session
    const p = await quotedProposal(base)
    await session.open(`/quote/payment?uuid=${p.uuid}`)
    await page.getByTestId('lock-closed').waitFor()
    const first = await page.getByTestId('payment-frame').getAttribute('src')
    await page.getByRole('link', { name: 'Back' }).click()
    await page.waitForURL((u) => u.pathname === '/quote/summary')
    await page.getByTestId('web-ref').waitFor()
    await page.goBack()
    await page.waitForURL((u) => u.pathname === '/quote/payment')
    await page.getByTestId('lock-closed').waitFor()
    const second = await page.getByTestId('payment-frame').getAttribute('src')
    expect(second).to.not.equal(first)
  })
})

describe('browser: paying once, and paying again after a refusal', function () {
  this.timeout(120_000)
  const session = useBrowser()

  it('J4.21 J2.95 J2.96 a refused card goes to Failed; Back to payment opens a fresh page and a good card buys the policy', async () => {
    const { page, base } = session
    const p = await quotedProposal(base)
    await session.open(`/quote/payment?uuid=${p.uuid}`)
    await page.getByTestId('lock-closed').waitFor()
    await payWith(page, { ...CARD, number: '4000 0000 0000 0002' })
    await page.waitForURL((u) => u.pathname === '/quote/payment/failed' && u.searchParams.get('uuid') === p.uuid, { timeout: 20_000 })
    await page.getByRole('link', { name: 'Back to payment' }).click()
    await page.waitForURL((u) => u.pathname === '/quote/payment')
    await page.getByTestId('lock-closed').waitFor()
    await payByCard(page)
    await page.waitForURL((u) => u.pathname === '/quote/thankyou', { timeout: 20_000 })
    await page.getByRole('heading', { name: 'Thank you, you are insured' }).waitFor({ timeout: 20_000 })
  })

  it('J4.20 a double click on Pay takes one payment and accepts once', async () => {
    const { page, base } = session
    const p = await quotedProposal(base)
    const payments: string[] = []
    const accepts: string[] = []
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/mock-provider/pay/')) payments.push(r.url())
      if (r.url().endsWith('/quote/accept')) accepts.push(r.url())
    })
    await session.open(`/quote/payment?uuid=${p.uuid}`)
    await page.getByTestId('lock-closed').waitFor()
    await fillCard(page, CARD)
    await paymentFrame(page).getByRole('button', { name: /^Pay £/ }).dblclick()
    await page.waitForURL((u) => u.pathname === '/quote/thankyou', { timeout: 20_000 })
    await page.getByRole('heading', { name: 'Thank you, you are insured' }).waitFor({ timeout: 20_000 })
    expect(payments).to.have.length(1)
    expect(accepts).to.have.length(1)
  })
})

describe('browser: the device-risk check when the fingerprint never readies', function () {
  this.timeout(120_000)
  const session = useBrowser()

  it("J8.14 J4.20 the fingerprint script never loads: after 10 s 'IGLOO initialization timed out' is logged, the check is sent empty and refused, and acceptance goes to Exception", async () => {
    const { page, base, context } = session
    const p = await quotedProposal(base)
    const client = new TestClient(base)
    const paid = await client.post(`/mock-provider/pay/${(await paymentPageOf(client, p.uuid)).split('/').pop() ?? ''}`, {
      name: CARD.name,
      card_number: CARD.number,
      expiry: CARD.expiry,
      cvc: CARD.cvc,
    })
    expect(paid.status, paid.text).to.equal(200)
    await context.route('**/mock-fingerprint/**', (route) => route.abort())
    const warnings: string[] = []
    page.on('console', (m) => (m.type() === 'warning' ? void warnings.push(m.text()) : undefined))
    const risk = page.waitForRequest((r) => r.url().endsWith('/device-risk'), { timeout: 20_000 })
    const started = Date.now()
    await session.open(`/quote/thankyou?uuid=${p.uuid}`)
    const sent = await risk
    expect(Date.now() - started).to.be.at.least(9_000)
    expect((sent.postDataJSON() as { blackbox: string }).blackbox).to.equal('')
    await page.waitForURL((u) => u.pathname === '/error/exception', { timeout: 20_000 })
    expect(warnings.some((w) => w.includes('IGLOO initialization timed out'))).to.equal(true)
    await context.unrouteAll({ behavior: 'ignoreErrors' })
  })
})

/** Opens a card payment page for the proposal through the API, returning to its thank-you page. */
const paymentPageOf = async (client: TestClient, uuid: string): Promise<string> => {
  const a = await client.post(`/api/proposal/${uuid}/quote/payment`, { return_url: `/quote/thankyou?uuid=${uuid}` })
  expect(a.status, a.text).to.equal(200)
  return (a.body as { payment_url: string }).payment_url
}
