import { expect } from 'chai'
import type { Frame, Page } from 'playwright-core'
import { Proposal } from '../../src/domain/codecs'
import { decodeWith, TestClient } from '../mock-server/server/client'
import { useBrowser } from './harness'
import { pricePagePath, quotedProposal } from './quoted-proposal'

/*
 * The screens after the quote with the keyboard alone, from the price page to the thank-you page:
 * focus moves only by Tab, choices by Space and the arrow keys, buttons by Enter, answers are typed, the card
 * is typed into the provider's frame. No click, no programmatic focus.
 */

const MAX_TABS = 150

/** What has focus, in `frame` (the page itself by default): tag, id, text, accessible label and the label's text. */
const focusedIn = (frame: Page | Frame): Promise<string> =>
  frame.evaluate(() => {
    const el = document.activeElement
    if (el === null) return ''
    const label = el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement ? [...(el.labels ?? [])].map((l) => l.textContent?.trim() ?? '').join(' ') : ''
    return `${el.tagName.toLowerCase()}#${el.id}|${el.textContent?.trim().slice(0, 80) ?? ''}|${el.getAttribute('aria-label') ?? ''}|${label}|${el.getAttribute('type') ?? ''}`
  })

/** Presses Tab until the focus (in `frame` when given) matches; fails naming where the focus went. */
const tabTo = async (page: Page, match: (f: string) => boolean, frame?: Frame): Promise<void> => {
  const seen: string[] = []
  for (let i = 0; i < MAX_TABS; i++) {
    await page.keyboard.press('Tab')
    const f = await focusedIn(frame !== undefined && (await focusedIn(page)).startsWith('iframe') ? frame : page)
    if (match(f)) return
    seen.push(f)
  }
  throw new Error(`never reached by Tab; focus went through ${seen.slice(0, 50).join(' → ')}`)
}

const labelled = (text: string) => (f: string): boolean => f.split('|')[3]?.includes(text) === true
const button = (text: string) => (f: string): boolean => f.startsWith('button#') && f.split('|')[1] === text

describe('browser: buying with the keyboard alone (price page → extras → summary → payment → thank you)', function () {
  this.timeout(120_000)
  const b = useBrowser({ viewport: { width: 1200, height: 900 } })

  it('J2.55 J4.01 J4.09 J4.15 J4.20 a rider requotes, decides the extras, confirms, pays and is insured without touching the mouse', async () => {
    const { page, base } = b
    const k = page.keyboard
    const p = await quotedProposal(base)
    await b.open(pricePagePath(p.uuid))
    await page.getByRole('group', { name: 'How would you like to pay?' }).waitFor()
    const premium = await page.getByTestId('annual-premium').textContent()

    // Price page: another excess with the arrow keys, then Confirm & requote.
    await tabTo(page, labelled('Voluntary excess'))
    await k.press('ArrowDown')
    await k.press('ArrowDown')
    await tabTo(page, button('Confirm & requote'))
    await k.press('Enter')
    await page.waitForFunction((before) => {
      const now = document.querySelector('[data-testid="annual-premium"]')?.textContent
      return now != null && now !== before && !document.body.textContent?.includes('Confirm & requote')
    }, premium)
    await tabTo(page, button('Continue'))
    await k.press('Enter')

    // Addons: every extra declined ('No Thanks' is the second radio of each card), then Continue.
    await page.waitForURL((u) => u.pathname === '/quote/addons')
    await page.getByTestId('basket').waitFor()
    const cards = await page.locator('[data-testid^="accordion-addon-"]:not([data-testid="accordion-addon-breakdown"])').count()
    for (let i = 0; i < cards; i++) {
      // The open card's choice (a radio group: Tab reaches one option), 'No Thanks' chosen, then Next opens the next card.
      await tabTo(page, (f) => f.startsWith('input#addons.') && f.endsWith('|radio'))
      await k.press((await focusedIn(page)).includes('|No Thanks|') ? 'Space' : 'ArrowRight')
      expect(await focusedIn(page)).to.include('|No Thanks|')
      await tabTo(page, button('Next'))
      await k.press('Enter')
    }
    await tabTo(page, button('Continue'))
    await k.press('Enter')

    // Summary: the confirm e-mail typed, auto-renewal, the four declarations, Continue.
    await page.waitForURL((u) => u.pathname === '/quote/summary', { timeout: 15_000 })
    const total = (await page.getByTestId('summary-amount').textContent())?.replace(' to pay in full', '')
    await tabTo(page, labelled('Confirm email address'))
    await k.type(p.risk.proposer.email_address ?? '')
    await tabTo(page, (f) => f.endsWith('|radio') && f.split('|')[3] === 'Yes')
    await k.press('Space')
    for (let i = 0; i < 4; i++) {
      await tabTo(page, (f) => f.endsWith('|checkbox'))
      await k.press('Space')
    }
    await tabTo(page, button('Continue'))
    await k.press('Enter')

    // Payment: the card typed into the provider's frame, then Pay with Enter.
    await page.waitForURL((u) => u.pathname === '/quote/payment', { timeout: 15_000 })
    await page.getByTestId('lock-closed').waitFor()
    expect(await page.getByTestId('amount-to-pay').textContent()).to.equal(total)
    // The frame is on the page; its document may still be arriving.
    let frame: Frame | undefined
    for (let i = 0; i < 100 && frame === undefined; i++) {
      frame = page.frames().find((f) => f.url().includes('/mock-provider/pay/'))
      if (frame === undefined) await page.waitForTimeout(50)
    }
    if (frame === undefined) throw new Error('no payment frame')
    await frame.getByLabel('Name on card').waitFor()
    for (const [label, text] of [
      ['Name on card', 'Oluwaseun Adeyemi'],
      ['Card number', '4242 4242 4242 4242'],
      ['Expiry date (MM/YY)', '02/31'],
      ['Security code', '318'],
    ] as const) {
      await tabTo(page, labelled(label), frame)
      await k.type(text)
    }
    await tabTo(page, (f) => f.startsWith('button#') && f.includes('|Pay £'), frame)
    await k.press('Enter')
    await page.waitForURL((u) => u.pathname === '/quote/thankyou', { timeout: 20_000 })
    await page.getByRole('heading', { name: 'Thank you, you are insured' }).waitFor({ timeout: 20_000 })
    await tabTo(page, (f) => f.startsWith('a#') && f.includes('|REGISTER'))
    const bought = decodeWith(Proposal, (await new TestClient(base).get(`/api/proposal/${p.uuid}`)).body)
    expect(bought.quote?.is_accepted).to.equal(true)
    expect(bought.risk.voluntary_excess).to.not.equal(p.risk.voluntary_excess)
    expect(bought.addons.filter((a) => a.is_selected === true)).to.deep.equal([])
  })
})
