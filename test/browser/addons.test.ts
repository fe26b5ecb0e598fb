import { expect } from 'chai'
import type { Locator, Page, Request } from 'playwright-core'
import { Proposal, type ProposalInput } from '../../src/domain/codecs'
import { decodeWith, TestClient } from '../mock-server/server/client'
import { axe, describeViolations, eventually, useBrowser } from './harness'
import { isoDayIn, quotedProposal, withYoungProposer } from './quoted-proposal'

/*
 * Addons (001 §2 'Addons' and 'Basket', §4 leaving it) in a real browser against the mock insurer: each test
 * starts from a proposal quoted through the API and opens `/quote/addons?uuid=…` directly, so the screen loads
 * the proposal itself. Figures are compared with the server's own quote fields, to the penny.
 */

const addonsPath = (uuid: string): string => `/quote/addons?uuid=${encodeURIComponent(uuid)}`
const money = (n: number): string => `£${n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
const pence = (n: number | null | undefined): number => Math.round((n ?? 0) * 100)
const path = (page: Page): string => {
  const u = new URL(page.url())
  return `${u.pathname}${u.search}`
}

/** A born-on date making the proposer `years` old (and some days) on today's start date. */
const bornYearsAgo = (years: number, extraDays: number): string => {
  const d = new Date(`${isoDayIn(0)}T00:00:00Z`)
  d.setUTCFullYear(d.getUTCFullYear() - years)
  d.setUTCDate(d.getUTCDate() - extraDays)
  return d.toISOString().slice(0, 10)
}

const withCover = (cover: 'C' | 'TPFT' | 'TPO') => (p: ProposalInput): ProposalInput =>
  ({ ...p, risk: { ...p.risk, voluntary_excess: cover === 'C' ? p.risk.voluntary_excess : 0, vehicle: { ...p.risk.vehicle, cover_type: cover } } }) as ProposalInput

describe('browser: Addons (001 §2 Addons, Basket; §4)', function () {
  this.timeout(120_000)
  const b = useBrowser()
  const card = (code: string): Locator => b.page.getByTestId(`accordion-addon-${code}`)
  const breakdown = (): Locator => b.page.getByTestId('accordion-addon-breakdown')
  const basket = (): Locator => b.page.getByTestId('basket')
  const continueButton = (): Locator => b.page.getByRole('button', { name: 'Continue', exact: true })
  const backButton = (): Locator => b.page.getByRole('button', { name: 'Back', exact: true })

  /** Opens Addons for a new quoted proposal and waits for its cards. */
  const openAddons = async (opts: Parameters<typeof quotedProposal>[1] = {}): Promise<Proposal> => {
    const p = await quotedProposal(b.base, opts)
    await b.open(addonsPath(p.uuid))
    await b.page.getByRole('heading', { name: 'Optional extras', level: 1 }).waitFor()
    await breakdown().waitFor()
    return p
  }
  /** Opens an accordion item (a card's code, or 'breakdown') unless it is open already. */
  const expand = async (id: string): Promise<void> => {
    const toggle = b.page.getByTestId(`accordion-addon-${id}`).getByRole('heading').getByRole('button')
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  }
  const choose = async (code: string, label: 'Add to quote' | 'No Thanks'): Promise<void> => {
    await expand(code)
    await card(code).getByRole('radio', { name: label }).check()
  }
  const serverProposal = async (uuid: string): Promise<Proposal> => {
    const answer = await new TestClient(b.base).request('GET', `/api/proposal/${uuid}`)
    return decodeWith(Proposal, answer.body)
  }
  const addonCalls = (): { calls: string[]; stop: () => void } => {
    const calls: string[] = []
    const listen = (r: Request): void => {
      if (r.method() === 'POST' && /\/api\/proposal\/[^/]+\/(addons|quote)$/.test(new URL(r.url()).pathname)) calls.push(new URL(r.url()).pathname.replace(/.*\//, ''))
    }
    b.page.on('request', listen)
    return { calls, stop: () => b.page.off('request', listen) }
  }

  it('J2.64 an accordion card per extra with its description, headline, yearly premium, IPID and policy wording links', async () => {
    const p = await openAddons()
    const offer = p.quote?.addons ?? []
    for (const code of ['BPA', 'BLE', 'BHL']) {
      const a = offer.find((x) => x.code === code)
      expect(a, code).not.to.equal(undefined)
      await expand(code)
      const text = await card(code).innerText()
      expect(text).to.contain(a?.description ?? '')
      expect(text).to.contain(a?.headline ?? '')
      expect(text).to.contain(`${money(a?.premium ?? 0)} a year`)
      expect(await card(code).getByRole('link', { name: /IPID/ }).getAttribute('href')).to.equal(a?.ipid?.url)
      expect(await card(code).getByRole('link', { name: /Policy wording/ }).getAttribute('href')).to.equal(a?.policy_wording?.url)
    }
  })

  it("J2.65 J4.03 each card offers 'Add to quote' or 'No Thanks'; Next stays disabled until a choice is made, then opens the next card", async () => {
    await openAddons()
    const first = card('BPA')
    expect(await first.getByRole('radio', { name: 'Add to quote' }).isChecked()).to.equal(false)
    expect(await first.getByRole('radio', { name: 'No Thanks' }).isChecked()).to.equal(false)
    expect(await first.getByRole('button', { name: 'Next' }).isDisabled()).to.equal(true)
    await first.getByRole('radio', { name: 'No Thanks' }).check()
    expect(await first.getByRole('button', { name: 'Next' }).isEnabled()).to.equal(true)
    await first.getByRole('radio', { name: 'Add to quote' }).check()
    await first.getByRole('button', { name: 'Next' }).click()
    expect(await card('BLE').getByRole('button', { name: 'Next' }).isVisible()).to.equal(true)
    expect(await first.getByRole('heading').getByRole('button').getAttribute('aria-expanded')).to.equal('false')
    expect(await basket().innerText()).to.contain('Enhanced Personal Accident Cover')
  })

  it("J2.66 J2.67 J4.04 'If you breakdown...' compares B1, B2 and B3 (European cover in none); adding a tier removes any other", async () => {
    await openAddons()
    expect(await breakdown().getByRole('heading', { level: 2 }).innerText()).to.equal('If you breakdown...')
    await expand('breakdown')
    const table = breakdown().getByRole('table')
    const rowText = async (name: string): Promise<string> =>
      (await table.getByRole('row').filter({ has: b.page.getByRole('rowheader', { name, exact: true }) }).innerText()).replace(/\s+/g, ' ')
    expect(await rowText('Roadside assistance')).to.equal('Roadside assistance Included Included Included')
    expect(await rowText('Local recovery')).to.equal('Local recovery Included Included Included')
    expect(await rowText('Home assist')).to.equal('Home assist Not included Included Included')
    expect(await rowText('National recovery')).to.equal('National recovery Not included Not included Included')
    expect(await rowText('European cover')).to.equal('European cover Not included Not included Not included')
    await table.getByTestId('add-B1').click()
    await table.getByTestId('remove-B1').waitFor()
    await table.getByTestId('add-B3').click()
    await table.getByTestId('remove-B3').waitFor()
    expect(await table.getByTestId('add-B1').count()).to.equal(1)
    expect(await table.getByTestId('add-B2').count()).to.equal(1)
    const listed = await basket().getByRole('listitem').allInnerTexts()
    expect(listed).to.have.length(1)
    expect(listed[0]).to.contain('National Recovery')
    await table.getByTestId('remove-B3').click()
    await basket().getByText('No addons selected').waitFor()
  })

  it('J2.68 J2.69 Back and Continue sit at the bottom; Continue is disabled while any extra is undecided', async () => {
    await openAddons()
    expect(await backButton().isEnabled()).to.equal(true)
    expect(await continueButton().isDisabled()).to.equal(true)
    // The disabled Continue says why, to sighted riders and to screen readers.
    const reason = "Please choose 'Add to quote' or 'No Thanks' for each extra to continue."
    expect(await b.page.getByTestId('continue-reason').textContent()).to.equal(reason)
    expect(await continueButton().getAttribute('aria-describedby')).to.equal('addons-continue-reason')
    await choose('BPA', 'No Thanks')
    await choose('BLE', 'Add to quote')
    expect(await continueButton().isDisabled()).to.equal(true)
    await choose('BHL', 'No Thanks')
    expect(await continueButton().isEnabled()).to.equal(true)
    expect(await b.page.getByTestId('continue-reason').count()).to.equal(0)
    expect(await continueButton().getAttribute('aria-describedby')).to.equal(null)
    const [continueBox, lastCard] = await Promise.all([continueButton().boundingBox(), breakdown().boundingBox()])
    expect((continueBox?.y ?? 0) > (lastCard?.y ?? Infinity)).to.equal(true)
  })

  it('J2.71 J2.72 J2.73 J2.74 comprehensive cover, proposer over 18: BPA, BLE, BHL and the tiers; PA, MF, KE never', async () => {
    await openAddons()
    const shown = await b.page.locator('[data-testid^="accordion-addon-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')))
    expect(shown).to.deep.equal(['accordion-addon-BPA', 'accordion-addon-BLE', 'accordion-addon-BHL', 'accordion-addon-breakdown'])
    expect(await b.page.getByRole('main').innerText()).not.to.match(/\b(PA|MF|KE)\b/)
  })

  it('J2.71 J2.72 J2.73 third party, fire and theft: no BPA and no BHL, the breakdown tiers still', async () => {
    await openAddons({ change: withCover('TPFT') })
    expect(await card('BPA').count()).to.equal(0)
    expect(await card('BHL').count()).to.equal(0)
    expect(await card('BLE').count()).to.equal(1)
    await expand('breakdown')
    for (const code of ['B1', 'B2', 'B3']) expect(await breakdown().getByTestId(`add-${code}`).count(), code).to.equal(1)
  })

  it('J2.72 a proposer 18 on the start date (not over 18) is not offered BPA under comprehensive cover', async () => {
    await openAddons({
      change: (p) => withYoungProposer(p, bornYearsAgo(18, 40)),
    })
    expect(await card('BPA').count()).to.equal(0)
    expect(await card('BHL').count()).to.equal(1)
  })

  it("J2.70 J2.75 J2.76 J2.77 pay in full: 'One single payment of' the premium plus extras, each extra with Remove, 'No addons selected'", async () => {
    const p = await openAddons()
    const q = p.quote
    const offer = q?.addons ?? []
    const price = (code: string): number => pence(offer.find((a) => a.code === code)?.premium)
    expect(await basket().getByTestId('basket-total').innerText()).to.equal(money(q?.premium ?? 0))
    expect(await basket().innerText()).to.contain('One single payment of')
    expect(await basket().innerText()).to.contain('No addons selected')
    expect(await basket().innerText()).to.contain('Monthly payments update on the next page.')
    await choose('BLE', 'Add to quote')
    await expand('breakdown')
    await breakdown().getByTestId('add-B2').click()
    const total = (pence(q?.premium) + price('BLE') + price('B2')) / 100
    await eventually(() => basket().getByTestId('basket-total').innerText(), (t) => t === money(total))
    expect(await basket().getByTestId('basket-total').innerText()).to.equal(money(total))
    expect(await basket().getByTestId('basket-premium').innerText()).to.equal(money(q?.premium ?? 0))
    expect(await basket().getByTestId('basket-premium-plus-extras').innerText()).to.equal(money(total))
    expect(await basket().getByRole('listitem').count()).to.equal(2)
    await basket().getByRole('button', { name: `Remove ${offer.find((a) => a.code === 'BLE')?.description ?? ''}` }).click()
    expect(await card('BLE').getByRole('radio', { name: 'No Thanks', includeHidden: true }).isChecked()).to.equal(true)
    await basket().getByRole('button', { name: /^Remove / }).click()
    await basket().getByText('No addons selected').waitFor()
    expect(await basket().getByTestId('basket-total').innerText()).to.equal(money(q?.premium ?? 0))
  })

  it('J2.75 J2.77 monthly: the deposit, the first instalment when it differs, the number of instalments and the monthly amount, as the server gives them', async () => {
    const p = await openAddons({ change: (x) => ({ ...x, is_pay_monthly: true, risk: { ...x.risk, duqs: { ...x.risk.duqs, is_pay_monthly: true } } }) as ProposalInput })
    const q = p.quote
    expect(p.is_pay_monthly).to.equal(true)
    const text = await basket().innerText()
    expect(text).not.to.contain('One single payment of')
    expect(await basket().getByTestId('basket-deposit').innerText()).to.equal(money(q?.monthly_deposit ?? 0))
    expect(await basket().getByTestId('basket-instalments').innerText()).to.equal(String(q?.monthly_installments))
    expect(await basket().getByTestId('basket-monthly-payment').innerText()).to.equal(money(q?.monthly_payment ?? 0))
    const differs = pence(q?.monthly_initial_payment) !== pence(q?.monthly_payment)
    expect(await basket().getByTestId('basket-first-instalment').count()).to.equal(differs ? 1 : 0)
    if (differs) expect(await basket().getByTestId('basket-first-instalment').innerText()).to.equal(money(q?.monthly_initial_payment ?? 0))
    expect(text).to.contain('Monthly payments update on the next page.')
  })

  it('J4.05 changed selections: Continue sends the extras and re-creates the quote, then Summary', async () => {
    const p = await openAddons()
    const watch = addonCalls()
    await choose('BPA', 'No Thanks')
    await choose('BLE', 'Add to quote')
    await choose('BHL', 'No Thanks')
    await expand('breakdown')
    await breakdown().getByTestId('add-B1').click()
    await continueButton().dblclick()
    await b.page.waitForURL((u) => u.pathname === '/quote/summary')
    watch.stop()
    expect(path(b.page)).to.equal(`/quote/summary?uuid=${p.uuid}`)
    expect(watch.calls).to.deep.equal(['addons', 'quote'])
    const stored = await serverProposal(p.uuid)
    expect(stored.addons.filter((a) => a.is_selected === true).map((a) => a.code)).to.deep.equal(['BLE', 'B1'])
    expect(stored.quote?.addons.filter((a) => a.is_selected === true).map((a) => a.code)).to.deep.equal(['BLE', 'B1'])
    expect(stored.quote?.reference).not.to.equal(p.quote?.reference)
  })

  it('J4.05 changed selections: Back sends the extras and re-creates the quote, then the price page', async () => {
    const p = await openAddons()
    const watch = addonCalls()
    await choose('BHL', 'Add to quote')
    await backButton().click()
    await b.page.waitForURL((u) => u.pathname === '/quote/payment-option')
    watch.stop()
    expect(path(b.page)).to.equal(`/quote/payment-option?uuid=${p.uuid}`)
    expect(watch.calls).to.deep.equal(['addons', 'quote'])
    expect((await serverProposal(p.uuid)).quote?.addons.find((a) => a.code === 'BHL')?.is_selected).to.equal(true)
  })

  it('J4.06 nothing changed: Continue and Back just navigate, with no addons call', async () => {
    const p = await openAddons()
    const watch = addonCalls()
    for (const code of ['BPA', 'BLE', 'BHL']) await choose(code, 'No Thanks')
    await continueButton().click()
    await b.page.waitForURL((u) => u.pathname === '/quote/summary')
    await b.open(addonsPath(p.uuid))
    await backButton().waitFor()
    await backButton().click()
    await b.page.waitForURL((u) => u.pathname === '/quote/payment-option')
    watch.stop()
    expect(path(b.page)).to.equal(`/quote/payment-option?uuid=${p.uuid}`)
    expect(watch.calls).to.deep.equal([])
  })

  it('J2.64 J2.66 the screen has no serious or critical axe violation, with a card and the breakdown table open', async () => {
    await openAddons()
    let violations = await axe(b.page)
    expect(violations, describeViolations(violations)).to.deep.equal([])
    await choose('BLE', 'Add to quote')
    await expand('breakdown')
    await breakdown().getByTestId('add-B2').click()
    violations = await axe(b.page)
    expect(violations, describeViolations(violations)).to.deep.equal([])
  })

  it('J2.65 J2.69 keyboard only: each card decided with arrows and Space, Next with Enter, a tier added, Continue to Summary', async () => {
    const p = await openAddons()
    const k = b.page.keyboard
    const focused = (): Promise<string> => b.page.evaluate(() => {
      const el = document.activeElement
      return el === null ? '' : `${el.tagName.toLowerCase()}#${el.id}|${el.textContent?.trim() ?? ''}|${el.getAttribute('aria-label') ?? ''}`
    })
    const tabTo = async (match: (f: string) => boolean): Promise<void> => {
      const seen: string[] = []
      for (let i = 0; i < 80; i++) {
        await k.press('Tab')
        const f = await focused()
        if (match(f)) return
        seen.push(f)
      }
      throw new Error(`never reached by Tab; focus went through ${seen.slice(0, 40).join(' → ')}`)
    }
    await b.page.locator('body').focus()
    const order = ['BPA', 'BLE', 'BHL', 'breakdown']
    for (const [i, code] of order.slice(0, 3).entries()) {
      await tabTo((f) => f.startsWith(`input#addons.${code}|`))
      await k.press('Space')
      if (code === 'BLE') await k.press('ArrowRight')
      await tabTo((f) => f.startsWith('button#|Next'))
      await k.press('Enter')
      // Next opens the following item and the focus goes on from its heading.
      expect(await focused()).to.match(new RegExp(`^button#addon-${order[i + 1] ?? ''}-toggle\\|`))
    }
    expect(await card('BLE').getByRole('radio', { name: 'No Thanks', includeHidden: true }).isChecked()).to.equal(true)
    expect(await card('BPA').getByRole('radio', { name: 'Add to quote', includeHidden: true }).isChecked()).to.equal(true)
    await tabTo((f) => f.includes('|Add Roadside, Local Recovery and Home Assist'))
    await k.press('Enter')
    await breakdown().getByTestId('remove-B2').waitFor()
    await tabTo((f) => f.startsWith('button#|Continue'))
    await k.press('Enter')
    await b.page.waitForURL((u) => u.pathname === '/quote/summary')
    const stored = await serverProposal(p.uuid)
    expect(stored.addons.filter((a) => a.is_selected === true).map((a) => a.code)).to.deep.equal(['BPA', 'BHL', 'B2'])
  })

  describe('on a phone 320 px wide', () => {
    it('J2.64 J2.66 J2.70 no sideways scroll with a card, the breakdown table and the basket', async () => {
      await b.page.setViewportSize({ width: 320, height: 568 })
      try {
        await openAddons()
        await choose('BLE', 'Add to quote')
        await expand('breakdown')
        const widths = await b.page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }))
        expect(widths.scroll).to.be.at.most(widths.inner)
        const violations = await axe(b.page)
        expect(violations, describeViolations(violations)).to.deep.equal([])
      } finally {
        await b.page.setViewportSize({ width: 1280, height: 720 })
      }
    })
  })
})
