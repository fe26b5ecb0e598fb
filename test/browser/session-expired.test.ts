import { expect } from 'chai'
import type { BrowserContext, Route } from 'playwright-core'
import { useBrowser } from './harness'
import { aboutYou, next } from './quote-form-driver'
import { pricePagePath, quotedProposal } from './quoted-proposal'

/** Sends the request on to the mock insurer with its 419 scenario: the session has expired. */
const expire = (route: Route): Promise<void> => route.continue({ headers: { ...route.request().headers(), 'x-mock-scenario': '419' } })

/** Every call of one proposal, from now on, answers 419. */
const expireCallsOf = async (context: BrowserContext, uuid: string): Promise<void> => void (await context.route(`**/api/proposal/${uuid}**`, expire))

/*
 * 001 §8: a 419 on any call, on any screen, sends the rider to Expired, and the session's
 * state is cleared (the answers are not kept in the page for whoever uses the browser next).
 */
describe('browser: a session that expires (419) on any screen', function () {
  this.timeout(120_000)
  const session = useBrowser()
  afterEach(() => session.context.unrouteAll({ behavior: 'ignoreErrors' }))

  const screens = [
    ['the price page', '/quote/payment-option'],
    ['Addons', '/quote/addons'],
    ['the summary', '/quote/summary'],
    ['Instalments', '/quote/instalments'],
    ['Payment', '/quote/payment'],
    ['the thank-you page', '/quote/thankyou'],
  ] as const
  for (const [name, path] of screens) {
    it(`J8.01 opening ${name} when the session has expired goes to Expired, which offers Start a quote and Retrieve a quote`, async () => {
      const { page, base, context } = session
      const p = await quotedProposal(base)
      await expireCallsOf(context, p.uuid)
      await session.open(`${path}?uuid=${p.uuid}`)
      await page.waitForURL((u) => u.pathname === '/quote/session-expired', { timeout: 15_000 })
      await page.getByRole('heading', { name: 'Your session has expired' }).waitFor()
      await page.locator('#main').getByRole('link', { name: 'Retrieve a quote' }).waitFor()
    })
  }

  it("J8.01 the price page's Continue answered 419 goes to Expired", async () => {
    const { page, base, context } = session
    const p = await quotedProposal(base)
    await session.open(pricePagePath(p.uuid))
    await page.getByRole('group', { name: 'How would you like to pay?' }).waitFor()
    await context.route('**/payment-option', expire)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL((u) => u.pathname === '/quote/session-expired')
  })

  it('J8.01 Instalments: pay-monthly answered 419 goes to Expired (its other refusals stay on the screen)', async () => {
    const { page, base, context } = session
    const p = await quotedProposal(base, {
      change: (b) => ({ ...b, is_pay_monthly: true, risk: { ...b.risk, duqs: { ...b.risk.duqs, is_pay_monthly: true } } }),
    })
    await session.open(`/quote/instalments?uuid=${p.uuid}`)
    await page.getByRole('group', { name: 'Are you the account holder?' }).getByLabel('Yes').check()
    await page.getByLabel('Account number').fill('31926819')
    await page.getByLabel('Sort code').fill('40-47-84')
    await page.keyboard.press('Tab')
    await context.route('**/pay-monthly', expire)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL((u) => u.pathname === '/quote/session-expired')
  })

  it('J8.01 the session is cleared: answers given before the 419 are gone when the rider starts a quote again', async () => {
    const { page, context } = session
    await session.open('/get-a-quote')
    await aboutYou(page, { title: 'Dr', forename: 'Morwenna', surname: 'Trelawny', dob: '29/02/1988', email: 'morwenna.t@example.org' })
    await context.route('**/api/recaptcha', expire)
    await next(page)
    await page.waitForURL((u) => u.pathname === '/quote/session-expired')
    await page.locator('#main').getByRole('link', { name: 'Start a quote' }).click()
    await page.waitForURL((u) => u.pathname === '/get-a-quote')
    await page.getByLabel('First name').waitFor()
    expect(await page.getByLabel('First name').inputValue()).to.equal('')
    expect(await page.getByLabel('Surname').inputValue()).to.equal('')
    expect(await page.getByLabel('Email address').inputValue()).to.equal('')
  })
})
