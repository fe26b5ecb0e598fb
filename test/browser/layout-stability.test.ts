import { expect } from 'chai'
import type { CDPSession, Page } from 'playwright-core'
import type { Proposal } from '../../src/domain/codecs'
import { useBrowser } from './harness'
import { pricePagePath, quotedProposal, statementDrawn } from './quoted-proposal'

/*
 * The screens hold still while they load: what arrives after the first paint (the screen's bundle, the proposal,
 * the basket, the payment provider's page) takes room kept for it, so nothing already drawn moves. Each screen is
 * loaded into a fresh tab with the CPU slowed four times and 150 ms added to every request (through the DevTools
 * protocol, as Lighthouse's mobile profile does), so the proposal arrives well after the first paint; every
 * layout shift the page reports (PerformanceObserver 'layout-shift', buffered) is summed, as the Cumulative Layout
 * Shift is, and must stay at most 0.02. At 1024 and 1280 px the journey's tables and cards show whole.
 */

const MAX_SHIFT = 0.02

/** Records each layout shift with the elements that moved, from the page's first paint on. */
const RECORD_SHIFTS = `
  window.__shifts = [];
  function describeNode(el) {
    if (!(el instanceof Element)) return String(el && el.nodeName);
    var cls = typeof el.className === 'string' && el.className.trim() !== '' ? '.' + el.className.trim().replace(/\\s+/g, '.') : '';
    return el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + cls + ' "' + (el.textContent || '').trim().slice(0, 40) + '"';
  }
  function rect(r) { return [r.x, r.y, r.width, r.height].map(Math.round).join(','); }
  new PerformanceObserver(function (list) {
    list.getEntries().forEach(function (e) {
      if (e.hadRecentInput) return;
      window.__shifts.push({
        value: e.value,
        at: Math.round(e.startTime),
        sources: (e.sources || []).map(function (s) { return describeNode(s.node) + ' [' + rect(s.previousRect) + '] -> [' + rect(s.currentRect) + ']'; }),
      });
    });
  }).observe({ type: 'layout-shift', buffered: true });
`

interface Shift {
  readonly value: number
  readonly at: number
  readonly sources: readonly string[]
}

/** The shifts recorded in the page so far. */
const shiftsOf = (page: Page): Promise<Shift[]> => page.evaluate(() => (window as unknown as { __shifts?: Shift[] }).__shifts ?? [])

/** The shifts as a failure message names them: each one's value, time and moved elements. */
const describeShifts = (shifts: readonly Shift[]): string =>
  shifts.map((s) => `${s.value.toFixed(4)} at ${String(s.at)} ms:\n      ${s.sources.join('\n      ')}`).join('\n    ')

/** Slows the page as a mid-range phone on a slow connection: the CPU four times, 150 ms on every request. */
const throttle = async (cdp: CDPSession): Promise<void> => {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: -1, uploadThroughput: -1 })
}

interface ScreenCase {
  readonly name: string
  readonly path: (quoted: { readonly inFull: Proposal; readonly monthly: Proposal }) => string
  /** What shows once the screen has everything it loads. */
  readonly ready: string
}

const SCREENS: readonly ScreenCase[] = [
  { name: 'the quote form', path: () => '/get-a-quote', ready: 'main h1' },
  { name: 'retrieve a quote', path: () => '/quote/recall', ready: 'main input' },
  { name: 'a page not found', path: () => '/quote/no-such-screen', ready: 'main h1' },
  { name: 'the privacy notice', path: () => '/privacy', ready: '#root:not([inert]) main h2' },
  { name: 'about us and complaints', path: () => '/about-us', ready: '#root:not([inert]) main h2' },
  { name: 'the price page (pay in full)', path: (q) => pricePagePath(q.inFull.uuid), ready: '[data-testid="annual-premium"]' },
  { name: 'the price page (monthly)', path: (q) => pricePagePath(q.monthly.uuid), ready: '[data-testid="monthly-payment"]' },
  { name: 'the extras', path: (q) => `/quote/addons?uuid=${q.inFull.uuid}`, ready: '[data-testid="basket"]' },
  { name: 'the summary', path: (q) => `/quote/summary?uuid=${q.inFull.uuid}`, ready: '[data-testid="web-ref"]' },
  { name: 'the instalments', path: (q) => `/quote/instalments?uuid=${q.monthly.uuid}`, ready: '.instalments-page' },
  { name: 'the payment page', path: (q) => `/quote/payment?uuid=${q.inFull.uuid}`, ready: '[data-testid="payment-frame"]' },
]

const SIZES = [
  { name: 'a phone (390 × 844, touch)', viewport: { width: 390, height: 844 }, phone: true },
  { name: 'a desktop (1350 × 940)', viewport: { width: 1350, height: 940 }, phone: false },
] as const

for (const size of SIZES) {
  describe(`browser: no layout shift while the screens load, on ${size.name}`, function () {
    this.timeout(60_000)
    const b = useBrowser({ viewport: size.viewport, freshTab: true, ...(size.phone ? { hasTouch: true, isMobile: true } : {}) })
    let quoted: { readonly inFull: Proposal; readonly monthly: Proposal } | undefined
    let cdp: CDPSession | undefined

    before(async () => {
      quoted = {
        inFull: await quotedProposal(b.base),
        monthly: await quotedProposal(b.base, { change: (p) => ({ ...p, is_pay_monthly: true }) }),
      }
      await b.page.addInitScript({ content: RECORD_SHIFTS })
      cdp = await b.context.newCDPSession(b.page)
      await throttle(cdp)
    })

    after(async () => {
      await cdp?.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => undefined)
      await cdp?.detach().catch(() => undefined)
    })

    for (const screen of SCREENS) {
      it(`${screen.name}: the layout shifts add up to at most ${String(MAX_SHIFT)}`, async () => {
        if (quoted === undefined) throw new Error('no quoted proposal')
        await b.open(screen.path(quoted))
        await b.page.locator(screen.ready).first().waitFor({ timeout: 30_000 })
        // What follows the content (a late frame, a transition) has a second to move anything.
        await b.page.waitForTimeout(1000)
        const shifts = await shiftsOf(b.page)
        const total = shifts.reduce((sum, s) => sum + s.value, 0)
        expect(total, `${screen.name} moved (CLS ${total.toFixed(4)}):\n    ${describeShifts(shifts)}`).to.be.at.most(MAX_SHIFT)
      })
    }
  })
}

/** Boxes in the screen that scroll sideways inside themselves: each with its widths, for the failure message. */
const innerScrollers = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    [...document.querySelectorAll('main table, main .table-scroll, main .price-box, main .quote-columns, main .accordion__item, main .basket, main .summary-list, main .panel, main .field')]
      .flatMap((el) => [el, el.parentElement])
      .filter((el): el is HTMLElement => el instanceof HTMLElement && el.clientWidth > 0 && el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '').replace(/\s+/g, '.')} (${String(el.scrollWidth)} px of content in ${String(el.clientWidth)} px)`),
  )

for (const width of [1024, 1280]) {
  describe(`browser: at ${String(width)} px every table and card of the journey shows whole`, function () {
    this.timeout(30_000)
    const b = useBrowser({ viewport: { width, height: 900 }, freshTab: true })
    let quoted: { readonly inFull: Proposal; readonly monthly: Proposal } | undefined

    before(async () => {
      quoted = {
        inFull: await quotedProposal(b.base),
        monthly: await quotedProposal(b.base, { change: (p) => ({ ...p, is_pay_monthly: true }) }),
      }
    })

    const need = (): { readonly inFull: Proposal; readonly monthly: Proposal } => {
      if (quoted === undefined) throw new Error('no quoted proposal')
      return quoted
    }

    it('the price page, its no claims tables open: no table or card scrolls inside itself', async () => {
      for (const p of [need().inFull, need().monthly]) {
        await b.open(pricePagePath(p.uuid))
        await b.page.getByTestId('quote-reference').waitFor()
        await b.page.evaluate(() => document.querySelectorAll('main details').forEach((d) => d.setAttribute('open', '')))
        expect(await innerScrollers(b.page), `the price page (${p.is_pay_monthly === true ? 'monthly' : 'in full'})`).to.deep.equal([])
      }
    })

    it("the extras: no card or table scrolls inside itself, and the breakdown table's third tier's Add button shows without scrolling", async () => {
      await b.open(`/quote/addons?uuid=${need().inFull.uuid}`)
      await b.page.getByTestId('basket').waitFor()
      await b.page.getByRole('button', { name: 'If you breakdown...' }).click()
      const table = b.page.getByTestId('breakdown-table')
      await table.waitFor()
      expect(await innerScrollers(b.page)).to.deep.equal([])
      const add = table.getByRole('button', { name: /^Add / }).nth(2)
      const seen = await add.evaluate((button) => {
        const region = button.closest('.table-scroll')
        if (region === null) return 'the table is in no region'
        const r = button.getBoundingClientRect()
        const box = region.getBoundingClientRect()
        return r.left >= box.left && r.right <= box.left + region.clientWidth && region.scrollLeft === 0 ? 'whole' : `cut: the button spans ${String(Math.round(r.left))}-${String(Math.round(r.right))} px, the region shows ${String(Math.round(box.left))}-${String(Math.round(box.left + region.clientWidth))} px`
      })
      expect(seen, "the third tier's Add button").to.equal('whole')
    })

    it('the summary and the instalments: no table or card scrolls inside itself', async () => {
      await b.open(`/quote/summary?uuid=${need().inFull.uuid}`)
      await b.page.getByTestId('web-ref').waitFor()
      await statementDrawn(b.page)
      expect(await innerScrollers(b.page), 'the summary').to.deep.equal([])
      await b.open(`/quote/instalments?uuid=${need().monthly.uuid}`)
      await b.page.locator('.instalments-page').waitFor()
      expect(await innerScrollers(b.page), 'the instalments').to.deep.equal([])
    })
  })
}
