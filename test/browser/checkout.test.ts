import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { Proposal } from '../../src/domain/codecs'
import { decodeWith, TestClient } from '../mock-server/server/client'
import { fillCard, payByCard as payWith, paymentFrame } from './checkout-steps'
import { useBrowser } from './harness'
import { payThroughApi, proposalBody, quotedProposal } from './quoted-proposal'

const CARD = { name: 'Ffion Pritchard', number: '4242 4242 4242 4242', expiry: '08/30', cvc: '913' }
const payByCard = (page: Page) => payWith(page, CARD)

const pounds = (n: number | null | undefined): string => `£${(n ?? 0).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

/*
 * The amount the Payment screen shows is the amount the provider page charges,
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

  it("J2.84 the lock is open while the secure page loads, and closed once the card payment page is shown", async () => {
    const { page, base, context } = session
    const p = await quotedProposal(base)
    // The payment page's address is held back until the open lock has been seen.
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    const isPaymentCall = (u: URL): boolean => u.pathname === `/api/proposal/${p.uuid}/quote/payment`
    await context.route(isPaymentCall, async (route) => {
      await held
      await route.continue()
    })
    try {
      await session.open(`/quote/payment?uuid=${p.uuid}`)
      await page.getByTestId('amount-to-pay').getByText(pounds(p.quote?.premium)).waitFor()
      await page.getByTestId('lock-open').waitFor()
      expect(await page.getByTestId('lock-closed').count(), 'no closed lock while loading').to.equal(0)
      expect(await page.getByTestId('payment-frame').count(), 'no payment page yet').to.equal(0)
      expect(await page.locator('.secure-note').innerText()).to.contain('Opening our secure payment page…')
      release()
      await page.getByTestId('lock-closed').waitFor()
      expect(await page.getByTestId('lock-open').count(), 'the lock closes').to.equal(0)
      expect(await page.getByTestId('payment-frame').isVisible()).to.equal(true)
      expect(await page.locator('.secure-note').innerText()).to.contain('Your card details go straight to our secure payment provider.')
    } finally {
      release()
      await context.unroute(isPaymentCall)
    }
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
    await payThroughApi(client, p.uuid)
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

describe('browser: the thank-you page of a policy already accepted (a reload, a second visit)', function () {
  this.timeout(120_000)
  const session = useBrowser()

  it('J4.18 J4.19 already accepted: the confirmation again (web reference, start, REGISTER), never a second accept, and REGISTER is the fetched portal link', async () => {
    const { page, base } = session
    const p = await quotedProposal(base)
    const client = new TestClient(base)
    await payThroughApi(client, p.uuid)
    // The first visit accepts the policy (J4.20).
    await session.open(`/quote/thankyou?uuid=${p.uuid}`)
    await page.getByRole('heading', { name: 'Thank you, you are insured' }).waitFor({ timeout: 20_000 })
    const stored = decodeWith(Proposal, (await client.get(`/api/proposal/${p.uuid}`)).body)
    expect(stored.quote?.is_accepted, 'accepted by the first visit').to.equal(true)

    // The second visit finds it accepted.
    const calls: string[] = []
    page.on('request', (r) => void calls.push(`${r.method()} ${new URL(r.url()).pathname}`))
    const portal = page.waitForResponse((r) => r.url().endsWith(`/api/proposal/${p.uuid}/generate-portal-link`))
    await session.open(`/quote/thankyou?uuid=${p.uuid}`)
    const portalUrl = ((await (await portal).json()) as { portal_url: string }).portal_url
    await page.getByRole('heading', { name: 'Thank you, you are insured' }).waitFor()
    expect(await page.getByTestId('thank-you-reference').textContent()).to.equal(stored.quote?.reference)
    expect(await page.getByTestId('thank-you-start').textContent()).to.match(/^\d{2}\/\d{2}\/\d{4} at \d{2}:\d{2}hrs$/)
    await page.getByTestId('email-statement').getByText(/within two hours/).waitFor()
    const register = page.getByRole('link', { name: 'REGISTER' })
    await register.waitFor()
    expect(await register.getAttribute('href')).to.equal(portalUrl)
    expect(calls.filter((c) => c.startsWith('POST ') && c.endsWith('/quote/accept')), 'no second accept').to.deep.equal([])
    expect(calls.filter((c) => c.endsWith('/device-risk')), 'no second device check').to.deep.equal([])
    expect(calls.filter((c) => c === `GET /api/proposal/${p.uuid}/generate-portal-link`)).to.have.length(1)
    await register.click()
    await page.waitForURL((u) => u.pathname === '/mock-portal/register' && u.searchParams.get('reference') === stored.quote?.reference)
  })
})
