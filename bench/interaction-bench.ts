import { spawnSync } from 'node:child_process'
import { loadavg } from 'node:os'
import type { Browser, CDPSession, Page } from 'playwright-core'
import { ensureBuilt, projectRoot, startAppServer, type AppServer } from '../test/browser/built-app'
import { launchChromium } from '../test/browser/chromium'
import {
  aboutYou,
  additionalRiders,
  choose,
  coverDetails,
  fillClaim,
  findByRegistration,
  next,
  onSection,
  pick,
  restOfBike,
  ukDateIn,
  enterBy,
  yourDetails,
} from '../test/browser/quote-form-driver'
import { baselineBuild } from './baseline-build'
import { median, round1 } from './stats'

/*
 * Every interaction of a rider's way through the quote on a phone: the form's five steps (typing, radios, lists,
 * the modification and claim dialogs, Continue, Submit), the price page (the payment switch, the excess, Confirm &
 * requote) and the extras (each card's choice, Next, a breakdown tier, Continue), with trusted clicks and keys at
 * 390 × 844 and the CPU slowed four times through the DevTools protocol. The page's Event Timing entries (16 ms
 * and over) are grouped by interactionId, each interaction taking its longest entry, as the web-vitals library
 * reads them; INP is its 98th percentile estimate (the longest but one per 50 interactions). The same walk runs
 * on a baseline build (by default the commit this branch left main at) in turns with this build, as the machine
 * is shared and its speed moves.
 */

const TARGETS = { inpMs: 100, interactionMs: 100 } as const

/** One interaction: its longest entry's duration and the parts of the frame it waited for. */
interface Interaction {
  /** Where in the walk it happened (the phase) and what it was (the event target, by label or text). */
  readonly phase: string
  readonly target: string
  /** The entry types it was made of (pointerdown, click, keydown…). */
  readonly types: string
  readonly durationMs: number
  readonly inputDelayMs: number
  readonly processingMs: number
  readonly presentationMs: number
  /** The long animation frames that ended the interaction: scripts, style and layout, what the scripts were. */
  readonly frames: string
  readonly walk: number
}

interface Walk {
  readonly inpMs: number | null
  /** performance.interactionCount summed over the walk's documents: every interaction, under 16 ms too. */
  readonly interactions: number
  readonly over100: number
  /** The event handlers' time summed over the walk's interactions (of 16 ms or more): the page's own work, least moved by the machine. */
  readonly processingMs: number
  readonly seconds: number
  readonly slowest: readonly Interaction[]
}

interface BuildFigures {
  readonly name: string
  readonly walks: readonly Walk[]
  readonly medianInpMs: number | null
  readonly medianOver100: number | null
  readonly medianProcessingMs: number | null
  /** The ten slowest interactions of all its walks. */
  readonly slowest: readonly Interaction[]
}

export interface InteractionBenchResult {
  readonly profile: { readonly viewport: { readonly width: number; readonly height: number }; readonly cpuSlowdown: number }
  readonly walksPerBuild: number
  readonly builds: readonly BuildFigures[]
  readonly loadAverage: readonly number[]
  readonly targets: typeof TARGETS
  readonly note: string
}

const PROFILE = { viewport: { width: 390, height: 844 }, cpuSlowdown: 4 } as const

/** How many of the slowest interactions are named. */
const SLOWEST = 10

/**
 * The in-page recorder (a script, so no bundler helper leaks into the page), installed before the page's own
 * scripts: every event entry with an interactionId and every long animation frame, with each entry's target
 * described while it is still in the document.
 */
const RECORDER = `(() => {
  const doc = Math.random().toString(36).slice(2)
  const rec = { doc, phase: 'load', events: [], frames: [] }
  window.__interactions = rec
  const text = (el) => (el?.textContent ?? '').replace(/\\s+/g, ' ').trim().slice(0, 60)
  const describe = (el) => {
    if (!(el instanceof Element)) return '(no target)'
    const tag = el.tagName.toLowerCase()
    const id = el.id ? '#' + el.id : ''
    const control = el.closest('input, select, textarea, button, a, label') ?? el
    let name = ''
    if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement || control instanceof HTMLTextAreaElement) {
      const label = control.labels?.[0]
      const legend = control.closest('fieldset')?.querySelector('legend')
      name = (control.type === 'radio' || control.type === 'checkbox') && legend ? text(legend) + ': ' + text(label) : text(label) || control.getAttribute('aria-label') || ''
    } else name = control.getAttribute('aria-label') || text(control)
    return tag + id + (name ? ' "' + name + '"' : '')
  }
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.interactionId) continue
      rec.events.push({ id: e.interactionId, type: e.name, phase: rec.phase, startTime: e.startTime, processingStart: e.processingStart, processingEnd: e.processingEnd, duration: e.duration, target: describe(e.target) })
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true })
  try {
    new PerformanceObserver((list) => {
      for (const f of list.getEntries()) {
        rec.frames.push({
          startTime: f.startTime, duration: f.duration, renderStart: f.renderStart, styleAndLayoutStart: f.styleAndLayoutStart,
          scripts: f.scripts.map((s) => ({ invoker: s.invoker, source: (s.sourceURL || '').split('/').pop() + (s.sourceFunctionName ? ':' + s.sourceFunctionName : '') + '@' + s.sourceCharPosition, duration: s.duration, forcedLayout: s.forcedStyleAndLayoutDuration })),
        })
      }
    }).observe({ type: 'long-animation-frame', buffered: true })
  } catch {}
})()`

interface RecordedEvent {
  readonly id: number
  readonly type: string
  readonly phase: string
  readonly startTime: number
  readonly processingStart: number
  readonly processingEnd: number
  readonly duration: number
  readonly target: string
}

interface RecordedFrame {
  readonly startTime: number
  readonly duration: number
  readonly renderStart: number
  readonly styleAndLayoutStart: number
  readonly scripts: readonly { readonly invoker: string; readonly source: string; readonly duration: number; readonly forcedLayout: number }[]
}

interface Harvest {
  readonly doc: string
  readonly count: number
  readonly events: RecordedEvent[]
  readonly frames: RecordedFrame[]
}

/** Takes what the page recorded so far (and clears it), after its observers have been told of the last frame. */
const harvest = async (page: Page): Promise<Harvest> => {
  await page.evaluate('new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50)))')
  return page.evaluate<Harvest>(`(() => {
    const rec = window.__interactions
    const out = { doc: rec.doc, count: performance.interactionCount ?? 0, events: rec.events, frames: rec.frames }
    rec.events = []
    rec.frames = []
    return out
  })()`)
}

/** Names the part of the walk the next interactions belong to. */
const phase = (page: Page, name: string): Promise<void> => page.evaluate(`window.__interactions.phase = ${JSON.stringify(name)}`)

/** The long animation frames overlapping [from, to], summarised: their length, script, style and layout time, and the longest scripts. */
const framesOf = (frames: readonly RecordedFrame[], from: number, to: number): string => {
  const hit = frames.filter((f) => f.startTime < to && f.startTime + f.duration > from)
  if (hit.length === 0) return 'no long frame'
  const scripts = hit.flatMap((f) => f.scripts)
  const scriptMs = scripts.reduce((n, s) => n + s.duration, 0)
  const layoutMs = hit.reduce((n, f) => n + (f.styleAndLayoutStart > 0 ? f.startTime + f.duration - f.styleAndLayoutStart : 0), 0)
  const forced = scripts.reduce((n, s) => n + s.forcedLayout, 0)
  const top = [...scripts]
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 2)
    .map((s) => `${s.invoker} ${s.source} ${Math.round(s.duration)} ms`)
  return `${hit.length} long frame(s) ${Math.round(hit.reduce((n, f) => n + f.duration, 0))} ms: scripts ${Math.round(scriptMs)} (forced layout ${Math.round(forced)}), style and layout ${Math.round(layoutMs)}${top.length > 0 ? `; ${top.join('; ')}` : ''}`
}

/** Event Timing rounds each duration to 8 ms, so entries ending in one frame may differ by as much. */
const DURATION_ROUNDING_MS = 8

/** The interactions of some harvests, each its longest entry, with its parts (web-vitals' attribution). */
const interactionsOf = (harvests: readonly Harvest[], walk: number): Interaction[] => {
  const out: Interaction[] = []
  for (const h of harvests) {
    const byId = new Map<number, RecordedEvent[]>()
    for (const e of h.events) byId.set(e.id, [...(byId.get(e.id) ?? []), e])
    for (const entries of byId.values()) {
      const longest = entries.reduce((a, b) => (b.duration > a.duration ? b : a))
      // Its parts are those of the entries presented in the longest one's frame (a key's keyup, in a later frame, is not).
      const end = longest.startTime + longest.duration
      const frame = entries.filter((e) => Math.abs(e.startTime + e.duration - end) <= DURATION_ROUNDING_MS)
      const start = Math.min(...frame.map((e) => e.startTime))
      const processingStart = Math.min(...frame.map((e) => e.processingStart))
      const processingEnd = Math.max(...frame.map((e) => e.processingEnd))
      out.push({
        phase: longest.phase,
        target: longest.target,
        types: [...new Set(entries.map((e) => e.type))].join('/'),
        durationMs: longest.duration,
        inputDelayMs: round1(processingStart - start),
        processingMs: round1(processingEnd - processingStart),
        presentationMs: round1(Math.max(end - processingEnd, 0)),
        frames: framesOf(h.frames, start, end),
        walk,
      })
    }
  }
  return out
}

/** INP as web-vitals estimates it: of the interactions sorted longest first, skip one per 50 of all the page's interactions. */
const inpOf = (interactions: readonly Interaction[], count: number): number | null => {
  const sorted = interactions.map((i) => i.durationMs).sort((a, b) => b - a)
  if (sorted.length === 0) return count > 0 ? 0 : null
  return sorted[Math.min(sorted.length - 1, Math.floor(count / 50))] ?? null
}

const RIDER = { title: 'Mr', forename: 'Daniel', surname: 'Okonkwo', dob: '14/06/1988', email: 'daniel.okonkwo@example.org' }

/** The form's five steps, with the modification and claim dialogs, through Submit to the price page. */
const walkForm = async (page: Page): Promise<void> => {
  await phase(page, 'form step 1')
  await aboutYou(page, RIDER)
  await next(page)
  await onSection(page, 'About Your Bike')

  await phase(page, 'form step 2')
  await findByRegistration(page, 'YH19KXT')
  await page.locator('.vehicle-card').waitFor()
  await choose(page, "Has the bike been modified from the manufacturer's standard?", 'Yes')
  await page.getByRole('button', { name: 'Add a Modification' }).click()
  const modification = page.getByRole('dialog', { name: /modification/i })
  await pick(modification, 'Type of modification', { index: 1 })
  await modification.getByRole('button', { name: 'Save' }).click()
  await modification.waitFor({ state: 'detached' })
  await page.getByRole('button', { name: /Remove modification 1/i }).click()
  await restOfBike(page, { value: '8500', mileage: '4000' })
  await next(page)
  await onSection(page, 'Your Details')

  await phase(page, 'form step 3')
  await yourDetails(page, { postcode: 'LS6 2AB', addressStartsWith: /Headingley/, mobile: '07700 900123' })
  await choose(page, 'Have you had any accidents, claims or losses in the last 5 years?', 'Yes')
  await page.getByRole('button', { name: 'Add a Claim', exact: true }).click()
  await fillClaim(page.getByRole('dialog', { name: 'Add a claim', exact: true }), { what: 'Accident', date: ukDateIn(-400) })
  await next(page)
  await onSection(page, 'Cover Details')

  await phase(page, 'form step 4')
  await coverDetails(page, { excess: '£250' })
  await next(page)
  await onSection(page, 'Additional Riders')

  await phase(page, 'form step 5')
  await additionalRiders(page)
  await next(page, 'Submit')
  await page.getByTestId('quote-reference').waitFor({ timeout: 60_000 })
}

/** The price page: the payment switch both ways, another excess and Confirm & requote, then Continue to the extras. */
const walkPricePage = async (page: Page): Promise<void> => {
  await phase(page, 'price page')
  const pay = page.getByRole('group', { name: 'How would you like to pay?' })
  await pay.getByLabel('Pay monthly').check()
  await page.getByTestId('monthly-deposit').waitFor()
  await pay.getByLabel('Pay in full').check()
  await page.getByTestId('annual-premium').waitFor()
  const before = await page.getByTestId('annual-premium').textContent()
  await pick(page, 'Voluntary excess', '£500')
  await page.getByRole('button', { name: 'Confirm & requote' }).click()
  await page.waitForFunction((b) => document.querySelector('[data-testid="annual-premium"]')?.textContent !== b, before, { timeout: 60_000 })
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await page.getByTestId('basket').waitFor({ timeout: 60_000 })
}

/** The extras: each card opened if closed, the first added and the rest declined with Next, a breakdown tier added, Continue to the summary. */
const walkExtras = async (page: Page): Promise<void> => {
  await phase(page, 'extras')
  const cards = await page.locator('[data-testid^="accordion-addon-"]:not([data-testid="accordion-addon-breakdown"])').all()
  for (const [i, card] of cards.entries()) {
    const toggle = card.getByRole('heading').getByRole('button')
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
    await card.getByRole('radio', { name: i === 0 ? 'Add to quote' : 'No Thanks' }).check()
    await card.getByRole('button', { name: 'Next' }).click()
  }
  const breakdown = page.getByTestId('accordion-addon-breakdown')
  const toggle = breakdown.getByRole('heading').getByRole('button')
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  await breakdown.getByTestId('add-B1').click()
  await breakdown.getByTestId('remove-B1').waitFor()
  await page.getByRole('button', { name: 'Continue', exact: true }).click()
  await page.getByTestId('web-ref').waitFor({ timeout: 60_000 })
}

/** Room for the browser's own bar above the page in a headless window (measured: about 85 px; more is harmless). */
const BROWSER_BAR_PX = 200

/**
 * Makes the page's window tall enough to show the whole emulated viewport. Headless Chromium draws its tab strip
 * and toolbar in the window, and Playwright sizes the window to the viewport alone, so the bottom 85 px or so of
 * a 390 × 844 viewport were never on the screen: whatever an interaction changed there was never presented, and
 * its Event Timing entry waited for the next change drawn higher up (seconds, for a radio or list at the foot of
 * the screen).
 */
const showWholeViewport = async (cdp: CDPSession): Promise<void> => {
  const { windowId } = await cdp.send('Browser.getWindowForTarget')
  await cdp.send('Browser.setWindowBounds', { windowId, bounds: { width: PROFILE.viewport.width, height: PROFILE.viewport.height + BROWSER_BAR_PX } })
}

/** One rider's walk on a fresh phone page of the server at `base`: its interactions, INP and count over 100 ms. */
const walkOnce = async (browser: Browser, base: string, walk: number): Promise<Walk> => {
  const context = await browser.newContext({ viewport: PROFILE.viewport, isMobile: true, hasTouch: true, locale: 'en-GB' })
  context.setDefaultTimeout(30_000)
  await context.addInitScript(RECORDER)
  const page = await context.newPage()
  const started = Date.now()
  const harvests: Harvest[] = []
  try {
    const cdp = await context.newCDPSession(page)
    await showWholeViewport(cdp)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown })
    await page.goto(`${base}/get-a-quote`, { waitUntil: 'networkidle', timeout: 60_000 })
    await onSection(page, 'About You')
    enterBy('keys')
    for (const part of [walkForm, walkPricePage, walkExtras]) {
      await part(page)
      harvests.push(await harvest(page))
    }
  } finally {
    enterBy('fill')
    await context.close()
  }
  const interactions = interactionsOf(harvests, walk)
  // A document's count only grows: its last harvest holds its total.
  const count = [...new Map(harvests.map((h) => [h.doc, h.count])).values()].reduce((n, c) => n + c, 0)
  return {
    inpMs: inpOf(interactions, count),
    interactions: count,
    over100: interactions.filter((i) => i.durationMs > TARGETS.interactionMs).length,
    processingMs: Math.round(interactions.reduce((n, i) => n + i.processingMs, 0)),
    seconds: Math.round((Date.now() - started) / 1000),
    slowest: [...interactions].sort((a, b) => b.durationMs - a.durationMs).slice(0, SLOWEST),
  }
}

/** The commit this branch left main at: the default baseline. */
const forkPoint = (root: string): string => {
  const r = spawnSync('git', ['merge-base', 'HEAD', 'main'], { cwd: root, encoding: 'utf8' })
  return r.status === 0 && r.stdout.trim() !== '' ? r.stdout.trim() : 'HEAD'
}

/**
 * Walks the quote `walks` times on this build (`npm run build`'s dist/, built first when stale) and, in turns, on
 * the build of `baseline` (a git ref; by default the commit this branch left main at; 'none' for this build
 * alone), each on its own server. Rejects when a build fails or a walk cannot reach the summary.
 */
export const benchInteractions = async (walks = 3, baseline?: string): Promise<InteractionBenchResult> => {
  const root = projectRoot()
  await ensureBuilt(root)
  const base = baseline === 'none' ? null : await baselineBuild(root, baseline ?? forkPoint(root))
  const servers: { name: string; server: AppServer }[] = []
  let browser: Browser | undefined
  try {
    servers.push({ name: 'this build', server: await startAppServer(root) })
    if (base !== null) servers.push({ name: `baseline ${base.ref === base.commit ? '' : `${base.ref} = `}${base.commit.slice(0, 7)}`, server: await startAppServer(base.root) })
    browser = await launchChromium()
    const done = new Map<string, Walk[]>(servers.map((s) => [s.name, []]))
    for (let i = 0; i < walks; i++) {
      // In turns, the order swapped each round, so a slower spell of the machine falls on both.
      const round = i % 2 === 0 ? servers : [...servers].reverse()
      for (const s of round) done.get(s.name)?.push(await walkOnce(browser, s.server.base, i + 1))
    }
    const builds = servers.map(({ name }): BuildFigures => {
      const w = done.get(name) ?? []
      return {
        name,
        walks: w,
        medianInpMs: median(w.flatMap((x) => (x.inpMs === null ? [] : [x.inpMs]))),
        medianOver100: median(w.map((x) => x.over100)),
        medianProcessingMs: median(w.map((x) => x.processingMs)),
        slowest: w
          .flatMap((x) => x.slowest)
          .sort((a, b) => b.durationMs - a.durationMs)
          .slice(0, SLOWEST),
      }
    })
    return {
      profile: PROFILE,
      walksPerBuild: walks,
      builds,
      loadAverage: loadavg().map(round1),
      targets: TARGETS,
      note: 'production builds served by the mock server on 127.0.0.1; headless Debian Chromium, a fresh context per walk; Event Timing durations are rounded by the browser to 8 ms',
    }
  } finally {
    await browser?.close().catch(() => undefined)
    for (const s of servers) await s.server.close()
  }
}

/** The figures as lines for the bench's output. */
export const interactionLines = (r: InteractionBenchResult): string[] => {
  const lines = [
    `interactions on a phone (${r.profile.viewport.width} x ${r.profile.viewport.height}, CPU ${r.profile.cpuSlowdown}x slower, trusted clicks and keys; the form, the price page and the extras; ${r.walksPerBuild} walks per build in turns; load average ${r.loadAverage.join(', ')}):`,
  ]
  for (const b of r.builds) {
    const each = b.walks.map((w) => `${w.inpMs ?? 'null'} (${w.over100} over, processing ${w.processingMs} ms, ${w.interactions} interactions, ${w.seconds} s)`).join(', ')
    lines.push(
      `  ${b.name}: INP ${b.medianInpMs ?? 'null'} ms, ${b.medianOver100 ?? 'null'} interactions over ${r.targets.interactionMs} ms, handlers' processing ${b.medianProcessingMs ?? 'null'} ms in all (medians; each walk: ${each}; target INP <= ${r.targets.inpMs} ms and none over ${r.targets.interactionMs} ms: ${b.medianInpMs !== null && b.medianInpMs <= r.targets.inpMs && b.walks.every((w) => w.over100 === 0) ? 'met' : 'NOT met'})`,
    )
  }
  for (const b of r.builds) {
    lines.push(`  the slowest of ${b.name} (duration: input delay + processing + presentation):`)
    for (const i of b.slowest) {
      lines.push(`    ${i.durationMs} ms ${i.phase}, ${i.target} (${i.types}; walk ${i.walk}): ${i.inputDelayMs} + ${i.processingMs} + ${i.presentationMs}; ${i.frames}`)
    }
  }
  return lines
}
