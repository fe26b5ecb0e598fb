import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { axe, describeViolations, eventually, useBrowser } from './harness'
import { isoDayIn, pricePagePath, quotedProposal } from './quoted-proposal'

const ukDate = (iso: string): string => iso.split('-').reverse().join('/')

/** The document is no wider than the window (no sideways scroll). */
const noSidewaysScroll = async (page: Page): Promise<void> => {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }))
  expect(scrollWidth, 'document width').to.be.at.most(innerWidth)
}

describe('browser: the price page (PricePresentation, 001 §2)', function () {
  this.timeout(90_000)
  const session = useBrowser({ freshTab: true })

  it('J2.15 J4.02 J2.19 J2.33 J2.34 switches between pay in full and monthly at once, showing the monthly breakdown to the penny', async () => {
    const { page, base } = session
    const p = await quotedProposal(base)
    const q = p.quote
    if (q == null) throw new Error('quoted')
    await session.open(pricePagePath(p.uuid))
    await page.getByTestId('quote-reference').getByText(q.reference ?? '').waitFor()
    const pay = page.getByRole('group', { name: 'How would you like to pay?' })
    await pay.getByLabel('Pay in full').check()
    expect(await page.getByTestId('annual-premium').textContent()).to.equal(`£${(q.premium ?? 0).toFixed(2)}`)
    await pay.getByLabel('Pay monthly').check()
    expect(await page.getByTestId('monthly-deposit').textContent()).to.equal(`£${(q.monthly_deposit ?? 0).toFixed(2)}`)
    expect(await page.getByText(/^10 instalments of/).textContent()).to.equal(`10 instalments of £${(q.monthly_payment ?? 0).toFixed(2)}`)
    await page.getByText('An initial 12 month agreement').waitFor()
    const extra = Math.round(((q.monthly_total_payable ?? 0) - (q.premium ?? 0)) * 100) / 100
    expect(await page.getByTestId('monthly-extra-cost').textContent()).to.equal(`£${extra.toFixed(2)}`)
    await pay.getByLabel('Pay in full').check()
    await page.getByTestId('annual-premium').waitFor()
  })

  it('J2.16 J2.30 J2.31 shows the cover with its benefits: 7 for comprehensive, personal effects among them', async () => {
    const { page } = session
    const benefits = page.getByTestId('cover-benefits').getByRole('listitem')
    expect(await benefits.allTextContents()).to.deep.equal([
      'Accidental damage',
      'Third party damage',
      'Personal accident',
      'Uninsured driver',
      'Fire',
      'Theft',
      'Personal effects',
    ])
  })

  it('J2.18 J2.27 J2.28 lists the excesses, each endorsement and the document links', async () => {
    const { page } = session
    await page.getByRole('heading', { name: 'Excesses and endorsements' }).waitFor()
    await page.getByRole('region', { name: 'Excesses (scrolls sideways)' }).getByRole('cell', { name: 'Theft' }).waitFor()
    // The sample quote has endorsement 39 (riding other bikes), so the exclusion line is not added.
    expect(await page.getByTestId('endorsements').textContent()).to.contain('Riding other bikes:').and.not.to.contain('Riding other bikes is excluded')
    await page.getByRole('link', { name: /Policy wording/ }).waitFor()
    await page.getByRole('link', { name: /Insurance Product Information Document/ }).waitFor()
  })

  it('J2.23 returns to step 1 of the form with the same uuid from Edit Details', async () => {
    const { page } = session
    const url = new URL(page.url())
    const uuid = url.searchParams.get('uuid') ?? ''
    await page.getByRole('link', { name: 'Edit Details' }).click()
    await page.waitForURL((u) => u.pathname === '/quote/edit' && u.searchParams.get('uuid') === uuid)
    await page.getByRole('heading', { level: 2, name: /About You$/ }).waitFor()
    expect(await page.getByLabel('First name', { exact: false }).first().inputValue()).to.equal('Eleanor')
  })

  it('where the rider chooses how to pay, shows paying in full and paying monthly side by side with the difference, the representative example and the lender', async () => {
    const { page, base } = session
    const p = await quotedProposal(base)
    await session.open(pricePagePath(p.uuid))
    const comparison = page.getByRole('region', { name: 'Paying in full or monthly' })
    const pounds = (n: number | null | undefined) => `£${(n ?? 0).toFixed(2)}`
    const inFull = p.quote?.metadata.premium_subtotal ?? p.quote?.premium ?? 0
    const monthly = p.quote?.monthly_total_payable ?? 0
    expect(await comparison.getByTestId('comparison-in-full').textContent()).to.equal(pounds(inFull))
    expect(await comparison.getByTestId('comparison-monthly').textContent()).to.equal(pounds(monthly))
    expect(await comparison.getByTestId('comparison-difference').textContent()).to.equal(pounds(Math.round((monthly - inFull) * 100) / 100))
    await comparison.getByText(/^The credit is provided by /).waitFor()
    // It follows the payment choice on the page, whichever is chosen.
    const choice = page.getByRole('group', { name: 'How would you like to pay?' })
    const follows = await page.evaluate(() => {
      const group = [...document.querySelectorAll('fieldset')].find((f) => f.textContent?.includes('How would you like to pay?'))
      const table = document.querySelector('[data-testid="payment-comparison"]')
      return group !== undefined && table !== null && (group.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
    })
    expect(follows).to.equal(true)
    await choice.getByLabel('Pay monthly').check()
    await comparison.waitFor()
  })

  it('asks, optionally, whether anything would make this easier: a tick offers the help phone and e-mail at once, is in the trail, and sends nothing to the insurer', async () => {
    const { page, base } = session
    const p = await quotedProposal(base)
    await session.open(pricePagePath(p.uuid))
    const group = page.getByRole('group', { name: 'Would anything make this easier for you?' })
    const sent: string[] = []
    page.on('request', (r) => (r.url().includes('/api/') && r.method() === 'POST' ? void sent.push(r.url()) : undefined))
    expect(await page.getByTestId('extra-support-contact').count()).to.equal(0)
    // By keyboard: Tab to the box and Space to tick it.
    await group.getByLabel('Documents in large print').focus()
    await page.keyboard.press('Space')
    const contact = page.getByRole('status').filter({ has: page.getByTestId('extra-support-contact') })
    await contact.getByText(/Call us on 0330 123 4567/).waitFor()
    expect(await group.getByLabel('Documents in large print').isChecked()).to.equal(true)
    await page.waitForTimeout(200)
    expect(sent, 'nothing is sent to the insurer').to.deep.equal([])
    const answered = '"type":"journey/SupportNeedAnswered","payload":{"need":"large_print","ticked":true}'
    const kept = await eventually(() => page.evaluate(() => sessionStorage.getItem('ridecover.session') ?? ''), (v) => v.includes(answered))
    expect(kept).to.contain(answered)
    const violations = await axe(page)
    expect(violations, describeViolations(violations)).to.deep.equal([])
  })

  it('J2.54 J2.55 J2.56 J2.52 a change of voluntary excess reveals Confirm & requote, which requotes with the new figures', async () => {
    const { page, base } = session
    const p = await quotedProposal(base)
    await session.open(pricePagePath(p.uuid))
    const before = await page.getByTestId('annual-premium').textContent()
    expect(await page.getByRole('button', { name: 'Confirm & requote' }).count()).to.equal(0)
    await page.getByLabel('Voluntary excess', { exact: true }).selectOption({ label: '£1,000' })
    expect(await page.getByRole('slider', { name: /Voluntary excess/ }).inputValue()).to.equal('1000')
    expect(await page.getByRole('button', { name: 'Continue' }).isDisabled(), 'Continue waits for the requote').to.equal(true)
    await page.getByRole('button', { name: 'Confirm & requote' }).click()
    await page.getByRole('button', { name: 'Confirm & requote' }).waitFor({ state: 'detached' })
    const after = await eventually(() => page.getByTestId('annual-premium').textContent(), (t) => t !== before && t !== null)
    expect(after, 'a higher excess costs less').to.not.equal(before)
    expect(await page.getByRole('button', { name: 'Continue' }).isDisabled()).to.equal(false)
  })

  it('J2.52 J2.54 dragging the excess slider shows each amount and answers once, when it is let go', async () => {
    const { page, base } = session
    const p = await quotedProposal(base)
    await session.open(pricePagePath(p.uuid))
    const slider = page.getByRole('slider', { name: /Voluntary excess/ })
    await slider.scrollIntoViewIfNeeded()
    const box = await slider.boundingBox()
    if (box === null) throw new Error('the slider is not drawn')
    const y = box.y + box.height / 2
    await page.mouse.move(box.x + 2, y)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 8 })
    const held = await slider.inputValue()
    expect(Number(held)).to.be.greaterThan(0)
    expect(await page.getByText(`Voluntary excess: £${Number(held).toLocaleString('en-GB')}.00`).count()).to.equal(1)
    // Nothing is answered while the thumb is held: the dropdown still shows the stored excess, and no requote is offered.
    expect(await page.getByLabel('Voluntary excess', { exact: true }).inputValue()).to.not.equal(held)
    expect(await page.getByRole('button', { name: 'Confirm & requote' }).count()).to.equal(0)
    await page.mouse.up()
    await page.getByRole('button', { name: 'Confirm & requote' }).waitFor()
    expect(await page.getByLabel('Voluntary excess', { exact: true }).inputValue()).to.equal(held)
  })

  it('J2.17 J2.51 J2.60 a new start date requotes through /json/proposal/update, sent as YYYY-MM-DD', async () => {
    const { page } = session
    const sent: string[] = []
    page.on('request', (r) => {
      if (r.url().endsWith('/json/proposal/update')) sent.push(r.postData() ?? '')
    })
    const start = isoDayIn(12)
    await page.getByLabel('When would you like your cover to start?').fill(ukDate(start))
    await page.keyboard.press('Tab')
    await page.getByRole('button', { name: 'Confirm & requote' }).click()
    await page.getByRole('button', { name: 'Confirm & requote' }).waitFor({ state: 'detached' })
    await eventually(async () => sent.length, (n) => n === 1)
    expect((JSON.parse(sent[0] ?? '{}') as { risk: { start_date: string } }).risk.start_date).to.equal(start)
    await page.getByText(`Starts ${ukDate(start)}`).waitFor()
  })

  it('J2.51 flags a start date more than 30 days ahead and keeps Continue disabled', async () => {
    const { page } = session
    await page.getByLabel('When would you like your cover to start?').fill(ukDate(isoDayIn(31)))
    await page.keyboard.press('Tab')
    expect(await page.getByRole('button', { name: 'Continue' }).isDisabled()).to.equal(true)
    await page.getByLabel('When would you like your cover to start?').fill(ukDate(isoDayIn(3)))
    await page.keyboard.press('Tab')
    await page.getByRole('button', { name: 'Confirm & requote' }).click()
    await page.getByRole('button', { name: 'Confirm & requote' }).waitFor({ state: 'detached' })
  })

  it('J2.57 J2.53 J2.58 J2.59 the cover types are C, TPFT and TPO; third party only sets the excess to £0 and disables it; back to comprehensive sets £100', async () => {
    const { page } = session
    const cover = page.getByLabel('What type of cover would you like?')
    const values = await eventually(
      () => cover.evaluate((el) => [...(el as HTMLSelectElement).options].map((o) => o.value).filter((v) => v !== '')),
      (v) => v.length > 0,
    )
    expect(values).to.deep.equal(['C', 'TPFT', 'TPO'])
    await page.getByLabel('What type of cover would you like?').selectOption('TPO')
    expect(await page.getByLabel('Voluntary excess', { exact: true }).isDisabled()).to.equal(true)
    expect(await page.getByRole('slider', { name: /Voluntary excess/ }).isDisabled()).to.equal(true)
    expect(await page.getByRole('slider', { name: /Voluntary excess/ }).inputValue()).to.equal('0')
    await page.getByLabel('What type of cover would you like?').selectOption('C')
    expect(await page.getByRole('slider', { name: /Voluntary excess/ }).inputValue()).to.equal('100')
  })

  it('J4.01 J2.24 Continue sends the payment option and goes to the extras; Back goes to the edit form', async () => {
    const { page, base } = session
    const p = await quotedProposal(base)
    await session.open(pricePagePath(p.uuid))
    await page.getByRole('link', { name: 'Back' }).waitFor()
    expect(new URL(await page.getByRole('link', { name: 'Back' }).evaluate((a) => (a as HTMLAnchorElement).href)).pathname).to.equal('/quote/edit')
    await page.getByRole('group', { name: 'How would you like to pay?' }).getByLabel('Pay monthly').check()
    const [req] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/payment-option')),
      page.getByRole('button', { name: 'Continue' }).dblclick(),
    ])
    expect((JSON.parse(req.postData() ?? '{}') as { is_pay_monthly: boolean }).is_pay_monthly).to.equal(true)
    await page.waitForURL((u) => u.pathname === '/quote/addons' && u.searchParams.get('uuid') === p.uuid)
  })

  it('J4.01 a referred quote goes to SiraDeclined on Continue', async () => {
    const { page, base } = session
    const p = await quotedProposal(base, { scenario: 'refer' })
    await session.open(pricePagePath(p.uuid))
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL((u) => u.pathname === '/declined')
  })

  it('J2.29 J2.35 the NCD information: the discount table of 001 §9, the step-back table for 0 to 20 years with and without protection, and the protection modal', async () => {
    const { page, base } = session
    const p = await quotedProposal(base)
    await session.open(pricePagePath(p.uuid))
    const ncd = page.getByRole('region', { name: 'No claims discount', exact: true })
    await ncd.waitFor()
    await ncd.getByText('How your discount is worked out').click()
    const discounts = ncd.getByRole('region', { name: /No claims discount by years/ }).getByRole('row')
    const rows = (await discounts.allInnerTexts()).map((r) => r.replace(/\s+/g, ' ').trim())
    // 001 §9: 0: 0%, 1: 7, 2 to 6: 8, 7: 9, 8: 12, 9: 14, 10 to 11: 15, 12: 16, 13 to 14: 17, 15 to 16: 18, 17 and over: 19.
    expect(rows.slice(1)).to.deep.equal(['0 0%', '1 7%', '2 to 6 8%', '7 9%', '8 12%', '9 14%', '10 to 11 15%', '12 16%', '13 to 14 17%', '15 to 16 18%', '17 and over 19%'])
    await ncd.getByText('What happens to your discount after a claim').click()
    const stepBack = ncd.getByRole('region', { name: /after claims in one year/ })
    const heads = (await stepBack.locator('thead tr').allInnerTexts()).map((r) => r.replace(/\s+/g, ' ').trim())
    expect(heads).to.deep.equal([
      'Years now After 1 claim in a year After 2 claims in a year After 3 claims in a year',
      'Not protected Protected Not protected Protected Not protected Protected',
    ])
    // Every cell, against the scale the product states (001 §2 gives none; src/domain/rules/ncd.ts): each claim in
    // a year steps the discount back 2 years, never below 0; protection forgives the first claim of the year.
    // Years now, then after 1, 2 and 3 claims: not protected, protected.
    const cells = (await stepBack.locator('tbody tr').allInnerTexts()).map((r) => r.replace(/\s+/g, ' ').trim())
    expect(cells).to.deep.equal([
      '0 0 0 0 0 0 0',
      '1 0 1 0 0 0 0',
      '2 0 2 0 0 0 0',
      '3 1 3 0 1 0 0',
      '4 2 4 0 2 0 0',
      '5 3 5 1 3 0 1',
      '6 4 6 2 4 0 2',
      '7 5 7 3 5 1 3',
      '8 6 8 4 6 2 4',
      '9 7 9 5 7 3 5',
      '10 8 10 6 8 4 6',
      '11 9 11 7 9 5 7',
      '12 10 12 8 10 6 8',
      '13 11 13 9 11 7 9',
      '14 12 14 10 12 8 10',
      '15 13 15 11 13 9 11',
      '16 14 16 12 14 10 12',
      '17 15 17 13 15 11 13',
      '18 16 18 14 16 12 14',
      '19 17 19 15 17 13 15',
      '20 18 20 16 18 14 16',
    ])
    const opener = ncd.getByRole('button', { name: 'What is no claims discount protection?' })
    await opener.click()
    const modal = page.getByRole('dialog', { name: 'No claims discount protection' })
    await modal.waitFor()
    const violations = await axe(page)
    expect(violations, describeViolations(violations)).to.deep.equal([])
    await modal.getByRole('button', { name: 'Close', exact: true }).last().click()
    await modal.waitFor({ state: 'detached' })
    expect(await opener.evaluate((el) => el === document.activeElement)).to.equal(true)
  })

  it('J2.26 at 320 px: the excesses become a list, nothing scrolls sideways, and axe finds no serious or critical violation', async () => {
    const { page, base } = session
    const p = await quotedProposal(base)
    await page.setViewportSize({ width: 320, height: 640 })
    try {
      await session.open(pricePagePath(p.uuid))
      await page.getByTestId('quote-reference').waitFor()
      expect(await page.getByRole('region', { name: 'Excesses (scrolls sideways)' }).isVisible()).to.equal(false)
      expect(await page.getByRole('list', { name: 'Excesses' }).isVisible()).to.equal(true)
      await noSidewaysScroll(page)
      const violations = await axe(page)
      expect(violations, describeViolations(violations)).to.deep.equal([])
    } finally {
      await page.setViewportSize({ width: 1280, height: 720 })
    }
    const wide = await axe(page)
    expect(wide, describeViolations(wide)).to.deep.equal([])
  })
})
