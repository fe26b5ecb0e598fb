import type { Browser, Page } from 'playwright-core'
import { pricePagePath, quotedProposal } from '../test/browser/quoted-proposal'
import { median, round1 } from './stats'

/*
 * The screens after the quote: how long after the server answers the rider sees the next screen
 * (Continue on the price page → Addons, Addons → Summary, Summary → Payment) and a requote's new figures.
 * Each figure is measured twice: from the click, and from the end of the last answer of the call that decides
 * the move (resource timing), which is the target's measure: 'under 100 ms after the server answers'.
 */

const AFTER_QUOTE_TARGETS = { screenChangeAfterAnswerMs: 100 } as const

interface Transition {
  readonly name: string
  /** From the click event to the frame after the next screen (or the new figures) shows. */
  readonly fromClickMs: readonly number[]
  /** From the end of the deciding call's answer to that frame. */
  readonly afterAnswerMs: readonly number[]
  readonly medianFromClickMs: number | null
  readonly medianAfterAnswerMs: number | null
  readonly met: boolean | null
}

export interface AfterQuoteBenchResult {
  readonly runs: number
  readonly transitions: readonly Transition[]
  readonly targets: typeof AFTER_QUOTE_TARGETS
  readonly note: string
}


/**
 * Arms the in-page probe (a script, so no bundler helper leaks into the page): on the next click, waits until
 * `shown` (a JS expression) is true, then for the frame after; resolves with the ms from the click and from the
 * end of the last response whose URL matches `answer` (a regular expression source) started after the click.
 */
const arm = (shown: string, answer: string): string => `(() => {
  const shown = () => { try { return Boolean(${shown}) } catch { return false } }
  window.__transition = new Promise((resolve) => {
    window.addEventListener('click', (e) => {
      const t0 = e.timeStamp
      const done = () => {
        observer.disconnect()
        requestAnimationFrame(() => setTimeout(() => {
          const t = performance.now()
          const calls = performance.getEntriesByType('resource').filter((r) => r.startTime >= t0 && new RegExp(${JSON.stringify(answer)}).test(r.name))
          const last = calls.reduce((m, r) => Math.max(m, r.responseEnd), t0)
          resolve({ fromClick: t - t0, afterAnswer: t - last })
        }, 0))
      }
      const observer = new MutationObserver(() => { if (shown()) done() })
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true })
      setTimeout(() => { observer.disconnect(); resolve(null) }, 15000)
    }, { capture: true, once: true })
  })
})()`

const visible = (testId: string): string => `document.querySelector('[data-testid="${testId}"]')?.checkVisibility()`

const measure = async (page: Page, shown: string, answer: string, click: () => Promise<void>): Promise<{ fromClick: number; afterAnswer: number }> => {
  await page.evaluate(arm(shown, answer))
  await click()
  const r = await page.evaluate<{ fromClick: number; afterAnswer: number } | null>('window.__transition')
  if (r === null) throw new Error(`the next screen did not show within 15 s (${shown})`)
  return r
}

/** One rider's way from the price page to Payment, on a fresh page: the four figures. */
const oneRun = async (browser: Browser, base: string): Promise<Record<string, { fromClick: number; afterAnswer: number }>> => {
  const p = await quotedProposal(base)
  const context = await browser.newContext({ locale: 'en-GB', viewport: { width: 1280, height: 720 } })
  context.setDefaultTimeout(15_000)
  const page = await context.newPage()
  try {
    await page.goto(`${base}${pricePagePath(p.uuid)}`, { waitUntil: 'networkidle' })
    await page.getByTestId('annual-premium').waitFor()
    const out: Record<string, { fromClick: number; afterAnswer: number }> = {}

    const before = await page.getByTestId('annual-premium').textContent()
    await page.getByRole('combobox', { name: 'Voluntary excess' }).selectOption({ index: 8 })
    out['requote (Confirm & requote → the new figures)'] = await measure(
      page,
      `(() => { const el = document.querySelector('[data-testid="annual-premium"]'); return el !== null && el.textContent !== ${JSON.stringify(before)} })()`,
      '/quote$',
      () => page.getByRole('button', { name: 'Confirm & requote' }).click(),
    )

    out['price page Continue → Addons'] = await measure(page, visible('basket'), '/payment-option$', () => page.getByRole('button', { name: 'Continue' }).click())

    for (const card of await page.locator('[data-testid^="accordion-addon-"]:not([data-testid="accordion-addon-breakdown"])').all()) {
      const toggle = card.getByRole('heading').getByRole('button')
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
      await card.getByRole('radio', { name: 'No Thanks' }).check()
    }
    out['Addons Continue → Summary'] = await measure(page, visible('web-ref'), '/(addons|quote)$', () => page.getByRole('button', { name: 'Continue', exact: true }).click())

    await page.getByLabel('Confirm email address').fill(p.risk.proposer.email_address ?? '')
    await page.keyboard.press('Tab')
    await page.getByRole('group', { name: /renew automatically/ }).getByLabel('Yes').check()
    for (const box of await page.getByRole('checkbox').all()) await box.check()
    out['Summary Continue → Payment'] = await measure(
      page,
      `document.querySelector('[data-testid="amount-to-pay"]')?.textContent?.startsWith('£')`,
      '/payment-option$',
      () => page.getByRole('button', { name: 'Continue' }).click(),
    )
    return out
  } finally {
    await context.close()
  }
}

/** `runs` riders from the price page to Payment (fresh pages: each screen's bundle loads as a new rider's does). */
export const benchAfterQuote = async (browser: Browser, base: string, runs = 5): Promise<AfterQuoteBenchResult> => {
  const all: Record<string, { fromClick: number[]; afterAnswer: number[] }> = {}
  for (let i = 0; i < runs; i++) {
    for (const [name, r] of Object.entries(await oneRun(browser, base))) {
      const t = (all[name] ??= { fromClick: [], afterAnswer: [] })
      t.fromClick.push(round1(r.fromClick))
      t.afterAnswer.push(round1(r.afterAnswer))
    }
  }
  const transitions = Object.entries(all).map(([name, t]): Transition => {
    const m = median(t.afterAnswer)
    return {
      name,
      fromClickMs: t.fromClick,
      afterAnswerMs: t.afterAnswer,
      medianFromClickMs: median(t.fromClick),
      medianAfterAnswerMs: m,
      met: m === null ? null : m < AFTER_QUOTE_TARGETS.screenChangeAfterAnswerMs,
    }
  })
  return {
    runs,
    transitions,
    targets: AFTER_QUOTE_TARGETS,
    note: 'fresh page per run (each screen bundle loads cold, as for a new rider); 1280 x 720, no throttling; the answer is the last response of the deciding call after the click (resource timing responseEnd)',
  }
}
