import { expect } from 'chai'
import type { Page } from 'playwright-core'
import type { ProposalInput } from '../../src/domain/codecs'
import { TestClient } from '../mock-server/server/client'
import { axe, describeViolations, useBrowser } from './harness'
import { quotedProposal, withYoungProposer } from './quoted-proposal'

const monthly = (p: ProposalInput): ProposalInput => ({ ...p, is_pay_monthly: true, risk: { ...p.risk, duqs: { ...p.risk.duqs, is_pay_monthly: true } } })
const instalmentsPath = (uuid: string): string => `/quote/instalments?uuid=${uuid}`

const bankDetails = async (page: Page, account: string, sort: string): Promise<void> => {
  await page.getByLabel('Account number').fill(account)
  await page.keyboard.press('Tab')
  await page.getByLabel('Sort code').fill(sort)
  await page.keyboard.press('Tab')
}

describe('browser: instalments (pay monthly by Direct Debit, 001 §2, §4)', function () {
  this.timeout(120_000)
  const session = useBrowser()

  it('J2.86 J4.13 J2.87 J2.88 J5.06 J5.07 the guarantee opens in a modal; Yes fills the account name with the proposer; the messages on Continue', async () => {
    const { page, base } = session
    const p = await quotedProposal(base, { change: monthly })
    await session.open(instalmentsPath(p.uuid))
    await page.getByRole('button', { name: 'Direct Debit Guarantee' }).click()
    const dialog = page.getByRole('dialog', { name: 'The Direct Debit Guarantee' })
    await dialog.getByText(/notify you 5 working days in advance/).waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByText('Please confirm if you are the account holder').waitFor()
    const holder = page.getByRole('group', { name: 'Are you the account holder?' })
    await holder.getByLabel('Yes').check()
    expect(await page.getByLabel('Name on the account').inputValue()).to.equal("Eleanor O'Hara-Whitfield")
    await holder.getByLabel('No').check()
    expect(await page.getByLabel('Name on the account').inputValue()).to.equal('')
    await page.getByLabel("Account holder's first name").waitFor()
    await holder.getByLabel('Yes').check()
    expect(await page.getByLabel("Account holder's first name").count()).to.equal(0)
    // The account name is required too: emptied, Continue says so.
    await page.getByLabel('Name on the account').fill('')
    await page.keyboard.press('Tab')
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByText('Please enter the name on the account').first().waitFor()
    // The next tests go on from here with the proposer's name on the account.
    await page.getByLabel('Name on the account').fill("Eleanor O'Hara-Whitfield")
    await page.keyboard.press('Tab')
    expect(await page.getByRole('link', { name: 'Back' }).getAttribute('href')).to.equal(`/quote/summary?uuid=${p.uuid}`)
  })

  it('J5.08 J5.09 account number and sort code: their messages for what cannot be a number of that length', async () => {
    const { page } = session
    await bankDetails(page, '1234', '12-34')
    await page.getByText('Please enter a valid bank account number of 8 numbers.').waitFor()
    await page.getByText('Please enter a valid sort code of 6 numbers.').waitFor()
  })

  it('J4.10 J4.11 Continue sends pay-monthly (collection day from the start date, sort code without dashes) and goes to Payment', async () => {
    const { page } = session
    const uuid = new URL(page.url()).searchParams.get('uuid') ?? ''
    await bankDetails(page, '31926819', '60-16-13')
    const [req] = await Promise.all([page.waitForRequest((r) => r.url().endsWith('/pay-monthly')), page.getByRole('button', { name: 'Continue' }).dblclick()])
    const body = JSON.parse(req.postData() ?? '{}') as { direct_debit: { sort_code: string; collection_day: string; third_party: unknown } }
    expect(body.direct_debit.sort_code).to.equal('601613')
    expect(body.direct_debit.collection_day).to.equal(String(new Date().getDate()))
    expect(body.direct_debit.third_party).to.equal(null)
    await page.waitForURL((u) => u.pathname === '/quote/payment' && u.searchParams.get('uuid') === uuid)
    const stored = (await new TestClient(session.base).get(`/api/proposal/${uuid}`)).body as { direct_debit: { account_number: string } }
    expect(stored.direct_debit.account_number).to.equal('31926819')
  })

  it('J4.12 J8.08 J2.89 refused bank details: the server message in a highlighted block, and the rider stays', async () => {
    const { page, base } = session
    const p = await quotedProposal(base, { change: monthly })
    await session.open(instalmentsPath(p.uuid))
    await page.getByRole('group', { name: 'Are you the account holder?' }).getByLabel('Yes').check()
    await bankDetails(page, '00000000', '00-00-00')
    await page.getByRole('button', { name: 'Continue' }).click()
    const block = page.getByTestId('direct-debit-message')
    await block.waitFor()
    expect(await block.getAttribute('role')).to.equal('alert')
    expect(new URL(page.url()).pathname).to.equal('/quote/instalments')
    const violations = await axe(page)
    expect(violations, describeViolations(violations)).to.deep.equal([])
  })

  it('J4.14 a proposer under 18 must have a third-party holder, with the notice', async () => {
    const { page, base } = session
    const d = new Date()
    const born = `${String(d.getFullYear() - 17)}-01-01`
    const p = await quotedProposal(base, {
      change: (b) => monthly(withYoungProposer(b, born)),
    })
    await session.open(instalmentsPath(p.uuid))
    await page.getByTestId('over-18-notice').waitFor()
    expect(await page.getByRole('group', { name: 'Are you the account holder?' }).count()).to.equal(0)
    await page.getByLabel("Account holder's first name").waitFor()
  })

  it('credit declined goes to InstalmentsDeclined', async () => {
    const { page, base, context } = session
    const p = await quotedProposal(base, { change: monthly })
    await context.route('**/pay-monthly', (route) => route.continue({ headers: { ...route.request().headers(), 'x-mock-scenario': 'credit-declined' } }))
    try {
      await session.open(instalmentsPath(p.uuid))
      await page.getByRole('group', { name: 'Are you the account holder?' }).getByLabel('Yes').check()
      await bankDetails(page, '31926819', '601613')
      await page.getByRole('button', { name: 'Continue' }).click()
      await page.waitForURL((u) => u.pathname === '/quote/instalments/declined')
    } finally {
      await context.unroute('**/pay-monthly')
    }
  })
})

describe('browser: InstalmentsDeclined (001 §2)', function () {
  this.timeout(90_000)
  const session = useBrowser()

  it('J2.104 J2.105 Pay in full (a double click switches once) switches the quote to paying in full and goes to Payment, which asks for the annual amount', async () => {
    const { page, base, context } = session
    const p = await quotedProposal(base, { change: monthly })
    await context.route('**/pay-monthly', (route) => route.continue({ headers: { ...route.request().headers(), 'x-mock-scenario': 'credit-declined' } }))
    try {
      await session.open(instalmentsPath(p.uuid))
      await page.getByRole('group', { name: 'Are you the account holder?' }).getByLabel('Yes').check()
      await bankDetails(page, '31926819', '601613')
      await page.getByRole('button', { name: 'Continue' }).click()
      await page.waitForURL((u) => u.pathname === '/quote/instalments/declined')
    } finally {
      await context.unroute('**/pay-monthly')
    }
    await page.getByRole('heading', { name: 'Your credit application has been declined' }).waitFor()
    // A double click switches once: one payment-option call, one payment page.
    const options: string[] = []
    const pages: string[] = []
    page.on('request', (r) => {
      if (r.url().endsWith('/payment-option')) options.push(r.url())
      if (r.url().endsWith('/quote/payment') && r.method() === 'POST') pages.push(r.url())
    })
    await page.getByRole('button', { name: 'Pay in full' }).dblclick()
    await page.waitForURL((u) => u.pathname === '/quote/payment' && u.searchParams.get('uuid') === p.uuid)
    await page.getByTestId('lock-closed').waitFor()
    expect(await page.getByTestId('amount-to-pay').textContent()).to.equal(`£${(p.quote?.premium ?? 0).toFixed(2)}`)
    expect(options).to.have.length(1)
    expect(pages).to.have.length(1)
  })
})
