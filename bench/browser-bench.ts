import { loadavg } from 'node:os'
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core'
import { ensureBuilt, projectRoot, startAppServer } from '../test/browser/built-app'
import { launchChromium } from '../test/browser/chromium'
import { benchAfterQuote, type AfterQuoteBenchResult } from './after-quote-bench'
import { collectInitialJs, PAGE_BUDGET, READY_SELECTOR, type JsFile } from '../test/browser/page-weight'
import { median, round1 } from './stats'
import { generateTrailWithConversation } from './generate-trail'
import { RESTORE_MEASURE, type RestoreDetail } from '../src/app/kept-session/kept-session'
import { RIDER_KEEPING } from '../src/app/kept-session/rider-keeping'

/**
 * Where the step-change figure is measured: on `path`, after `prepare` (which answers section 1 so that
 * Continue passes validation), press the button named `button` and time until an element matching
 * `next.selector` whose text contains `next.text` is shown. Point it at the real form's selectors when the
 * form lands.
 */
export interface StepChangeProbe {
  readonly path: string
  readonly button: string | RegExp
  readonly next: { readonly selector: string; readonly text: string }
  readonly prepare?: (page: Page) => Promise<void>
}

/** Answers section 1 (About You) by the questions' accessible names, as a rider would. */
const answerAboutYou = async (page: Page): Promise<void> => {
  await page.getByRole('combobox', { name: 'Title' }).selectOption('Mr')
  await page.getByRole('textbox', { name: 'First name' }).fill('Alex')
  await page.getByRole('textbox', { name: 'Surname' }).fill('Rider')
  await page.getByRole('textbox', { name: 'Date of birth' }).fill('27/03/1990')
  await page.getByRole('textbox', { name: 'Email address' }).fill('alex.rider@example.com')
  await page.getByRole('group', { name: /refused motor insurance/i }).getByRole('radio', { name: 'No' }).check()
  await page.getByRole('group', { name: /offers and news/i }).getByRole('radio', { name: 'No' }).check()
}

/** The form's first step: answer About You, press Continue, wait for section 2's heading 'About Your Bike'. */
const STEP_CHANGE_PROBE: StepChangeProbe = {
  path: '/get-a-quote',
  button: 'Continue',
  next: { selector: 'h1, h2, h3, legend', text: 'About Your Bike' },
  prepare: answerAboutYou,
}

const BROWSER_TARGETS = { initialJsGzipKB: PAGE_BUDGET.recordedGzipKB + PAGE_BUDGET.toleranceKB, lcpMs: 1000, phoneLcpMs: 2500, phoneLcpAimMs: 1500, stepChangeMs: 100, restoreMs: 50 } as const

/** How many events the kept session of the restore figure holds. */
const RESTORED_EVENTS = 2000

export interface BrowserBenchResult {
  readonly page: string
  readonly chromium: string
  readonly runs: number
  /** Every .js response of one fresh load until network idle; gzip sizes from node's zlib at its default level. */
  readonly initialJs: { readonly files: readonly JsFile[]; readonly bytes: number; readonly gzipBytes: number; readonly gzipKB: number; readonly met: boolean }
  /** largest-contentful-paint of fresh loads (new context each: cold cache, no cookies). */
  readonly lcp: { readonly runsMs: readonly number[]; readonly medianMs: number | null; readonly met: boolean | null }
  /** The same under the phone profile (PHONE_PROFILE): target <= 2.5 s (Core Web Vitals' 'good'), aim <= 1.5 s. */
  readonly phoneLcp: {
    readonly profile: typeof PHONE_PROFILE
    readonly runsMs: readonly number[]
    readonly medianMs: number | null
    readonly met: boolean | null
    readonly aimMet: boolean | null
  }
  /** From the Continue click event to the frame that shows the next section; null with a note when it cannot be measured. */
  readonly stepChange: { readonly runsMs: readonly number[]; readonly medianMs: number | null; readonly note: string | null; readonly met: boolean | null }
  /**
   * Bringing back a kept session of RESTORED_EVENTS events on a reload under the phone profile's CPU (the app's
   * own measure): as the app kept it, read back from its snapshot by the same build (the target's figure).
   */
  readonly restore: { readonly events: number; readonly runsMs: readonly number[]; readonly medianMs: number | null; readonly met: boolean | null }
  /** The same session kept by another build (a bare trail): decoded with the current codecs and replayed, as on the first reload after a release. */
  readonly restoreFromLog: { readonly events: number; readonly runsMs: readonly number[]; readonly medianMs: number | null }
  /** The machine's load average over the last minute when the restore runs ended (the figures vary with it). */
  readonly restoreLoadAverage: number
  /** The screens after the quote: screen changes and a requote, from the click and after the server answers. */
  readonly afterQuote: AfterQuoteBenchResult
  /** Requests the page made to any other origin (there should be none). */
  readonly offOriginRequests: readonly string[]
  /** Console errors and uncaught exceptions of the first load (a broken page makes the other figures meaningless). */
  readonly pageErrors: readonly string[]
  readonly targets: typeof BROWSER_TARGETS
  readonly note: string
}



/** A fresh context and page whose requests to other origins are recorded (Chromium's resolver rule also refuses them). */
const freshPage = async (
  browser: Browser,
  base: string,
  offOrigin: string[],
  device: { viewport: { width: number; height: number }; isMobile?: boolean; hasTouch?: boolean } = { viewport: { width: 1280, height: 720 } },
): Promise<{ context: BrowserContext; page: Page }> => {
  const context = await browser.newContext({ ...device, locale: 'en-GB' })
  context.setDefaultTimeout(10_000)
  const page = await context.newPage()
  page.on('request', (r) => {
    const url = r.url()
    if (!url.startsWith(`${base}/`) && !url.startsWith('data:') && !url.startsWith('blob:')) offOrigin.push(url)
  })
  return { context, page }
}

const measureInitialJs = async (browser: Browser, base: string, path: string, offOrigin: string[], errors: string[]): Promise<JsFile[]> => {
  const { context, page } = await freshPage(browser, base, offOrigin)
  page.on('console', (m) => (m.type() === 'error' ? void errors.push(m.text().split('\n')[0] ?? '') : undefined))
  page.on('pageerror', (e) => void errors.push(e.message))
  try {
    return await collectInitialJs(page, `${base}${path}`)
  } finally {
    await context.close()
  }
}

/**
 * The phone profile of Lighthouse's mobile preset, applied through Chromium's DevTools protocol: the CPU 4×
 * slower, 150 ms round trip, 1.6 Mbps down and 750 kbps up; a 390 × 844 touch screen.
 */
export const PHONE_PROFILE = { cpuSlowdown: 4, latencyMs: 150, downloadKbps: 1600, uploadKbps: 750, viewport: { width: 390, height: 844 } } as const

/** A fresh context and page with the phone profile's screen, its network and CPU slowed down as PHONE_PROFILE says. */
export const freshPhonePage = async (browser: Browser, base: string, offOrigin: string[]): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> => {
  const { context, page } = await freshPage(browser, base, offOrigin, { viewport: PHONE_PROFILE.viewport, isMobile: true, hasTouch: true })
  context.setDefaultTimeout(30_000)
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_PROFILE.latencyMs,
    downloadThroughput: (PHONE_PROFILE.downloadKbps * 1000) / 8,
    uploadThroughput: (PHONE_PROFILE.uploadKbps * 1000) / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown })
  return { context, page, cdp }
}

const measureLcp = async (browser: Browser, base: string, path: string, offOrigin: string[], phone = false): Promise<number | null> => {
  const { context, page } = phone ? await freshPhonePage(browser, base, offOrigin) : await freshPage(browser, base, offOrigin)
  try {
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle', timeout: phone ? 60_000 : 10_000 })
    // The first section must be on the screen: its paint is the candidate (not the 'Loading…' placeholder).
    await page.locator(READY_SELECTOR).first().waitFor()
    await page.waitForTimeout(200)
    return await page.evaluate(
      () =>
        new Promise<number | null>((resolve) => {
          // Buffered: the entries recorded during the load. The last one is the page's LCP so far.
          new PerformanceObserver((list) => {
            const entries = list.getEntries()
            resolve(entries[entries.length - 1]?.startTime ?? null)
          }).observe({ type: 'largest-contentful-paint', buffered: true })
          setTimeout(() => resolve(null), 2000)
        }),
    )
  } finally {
    await context.close()
  }
}

/**
 * The restore of a kept session on `runs` reloads of `/get-a-quote` under the phone profile's CPU slowdown (the
 * network does not matter: the session is in the tab), read from the app's own measure (RESTORE_MEASURE). A
 * generated trail of `events` events, with its conversation, is put in the tab's sessionStorage and the page reloaded: the app decodes
 * and replays it (a log another build kept), then keeps it its own way, with its snapshot. `fromLog` times the
 * first, the generated trail put back before each reload; `fromSnapshot` the real reload of a rider's tab, the
 * value the app kept put back before each reload. A run whose restore did not bring back the session the way
 * it is timed (a refused log, fewer events) gives no figure.
 */
const measureRestore = async (
  browser: Browser,
  base: string,
  events: number,
  runs: number,
  offOrigin: string[],
): Promise<{ fromSnapshot: number[]; fromLog: number[]; keptEvents: number; loadAverage: number }> => {
  const trail = JSON.stringify(generateTrailWithConversation(events))
  const { context, page } = await freshPage(browser, base, offOrigin, { viewport: PHONE_PROFILE.viewport, isMobile: true, hasTouch: true })
  try {
    context.setDefaultTimeout(30_000)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown })
    // Each reload waits for the page to settle, so the page before it writes nothing over the session put in.
    await page.goto(`${base}/get-a-quote`, { waitUntil: 'networkidle', timeout: 60_000 })
    const reloadWith = async (text: string): Promise<RestoreDetail & { ms: number }> => {
      await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [RIDER_KEEPING.key, text] as const)
      await page.reload({ waitUntil: 'networkidle', timeout: 60_000 })
      return page.evaluate((name) => {
        const m = performance.getEntriesByName(name).at(-1) as PerformanceMeasure | undefined
        return { ms: m?.duration ?? NaN, ...((m?.detail ?? { events: 0, from: 'nothing' }) as RestoreDetail) }
      }, RESTORE_MEASURE)
    }
    const fromLog: number[] = []
    for (let i = 0; i < runs; i++) {
      const r = await reloadWith(trail)
      if (r.from === 'log' && r.events === events) fromLog.push(round1(r.ms))
    }
    // The session as the app keeps it once it has brought the trail back (written after its next event: the
    // route's journey/Navigated, which the generated trail lacks).
    await reloadWith(trail)
    await page.waitForFunction((key) => sessionStorage.getItem(key)?.startsWith('ridecover.kept/') === true, RIDER_KEEPING.key).catch(() => undefined)
    const kept = (await page.evaluate((key) => sessionStorage.getItem(key), RIDER_KEEPING.key)) ?? ''
    const fromSnapshot: number[] = []
    let keptEvents = 0
    for (let i = 0; i < runs; i++) {
      const r = await reloadWith(kept)
      if (r.from === 'snapshot' && r.events >= events) {
        fromSnapshot.push(round1(r.ms))
        keptEvents = r.events
      }
    }
    return { fromSnapshot, fromLog, keptEvents, loadAverage: round1(loadavg()[0] ?? 0) }
  } finally {
    await context.close()
  }
}

/** The median LCP of `runs` fresh loads (unthrottled, or under the phone profile). */
export const measureLcpRuns = async (browser: Browser, base: string, path: string, runs: number, phone = false, offOrigin: string[] = []): Promise<number[]> => {
  const out: number[] = []
  for (let i = 0; i < runs; i++) {
    const ms = await measureLcp(browser, base, path, offOrigin, phone)
    if (ms !== null) out.push(round1(ms))
  }
  return out
}

type StepRun = { ms: number } | { note: string }

/**
 * The in-page probe, as a script (tsx's name helpers must not leak into code that runs in the page): false
 * when the next section already shows; otherwise true, and `window.__stepChange` resolves with the ms from
 * the next click event's timestamp to just after the frame in which the section shows (null after 5 s).
 */
const armStepProbe = (next: StepChangeProbe['next']): string => `(() => {
  const selector = ${JSON.stringify(next.selector)}
  const text = ${JSON.stringify(next.text)}
  const shown = () => [...document.querySelectorAll(selector)].some((el) => (el.textContent || '').includes(text) && el.checkVisibility())
  if (shown()) return false
  window.__stepChange = new Promise((resolve) => {
    window.addEventListener('click', (e) => {
      const t0 = e.timeStamp
      const observer = new MutationObserver(() => {
        if (!shown()) return
        observer.disconnect()
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - t0), 0))
      })
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true })
      setTimeout(() => { observer.disconnect(); resolve(null) }, 5000)
    }, { capture: true, once: true })
  })
  return true
})()`

const measureStepOnce = async (browser: Browser, base: string, probe: StepChangeProbe, offOrigin: string[]): Promise<StepRun> => {
  const { context, page } = await freshPage(browser, base, offOrigin)
  try {
    await page.goto(`${base}${probe.path}`, { waitUntil: 'networkidle' })
    await page.locator(READY_SELECTOR).first().waitFor()
    const button = page.getByRole('button', { name: probe.button, exact: typeof probe.button === 'string' })
    if ((await button.count()) === 0) return { note: 'form not built yet' }
    try {
      await probe.prepare?.(page)
    } catch (e) {
      return { note: `could not answer the step before Continue (StepChangeProbe.prepare): ${(e instanceof Error ? e.message : String(e)).split('\n')[0]}` }
    }
    const armed = await page.evaluate<boolean>(armStepProbe(probe.next))
    if (!armed) return { note: `'${probe.next.text}' is already shown before Continue: point the probe at the next section's selector` }
    await button.click()
    const ms = await page.evaluate<number | null>('window.__stepChange')
    return ms === null ? { note: `'${probe.next.text}' did not show within 5 s of Continue (section 1 refused, or the form does not show section 2 yet; see STEP_CHANGE_PROBE)` } : { ms }
  } finally {
    await context.close()
  }
}

/**
 * The step change, `runs` times on fresh pages: its median, or null with a note (the first reason a run
 * could not measure: no Continue button yet, the section already shown, or never shown).
 */
const measureStepChange = async (
  browser: Browser,
  base: string,
  probe: StepChangeProbe,
  runs: number,
  offOrigin: string[] = [],
): Promise<{ runsMs: number[]; medianMs: number | null; note: string | null }> => {
  const runsMs: number[] = []
  for (let i = 0; i < runs; i++) {
    const r = await measureStepOnce(browser, base, probe, offOrigin)
    if ('note' in r) return { runsMs, medianMs: null, note: r.note }
    runsMs.push(round1(r.ms))
  }
  return { runsMs, medianMs: median(runsMs), note: null }
}

/**
 * Loads `/get-a-quote` of the built app (built first when stale), served by the mock server on 127.0.0.1, in
 * headless Debian Chromium: the gzip size of its JavaScript, its LCP (median of `runs` fresh loads), and the
 * step change of the form (null with a note while the form has no Continue button).
 */
export const benchBrowser = async (runs = 5, probe: StepChangeProbe = STEP_CHANGE_PROBE): Promise<BrowserBenchResult> => {
  const root = projectRoot()
  await ensureBuilt(root)
  const server = await startAppServer(root)
  let browser: Browser | undefined
  try {
    browser = await launchChromium()
    const b = browser
    const offOrigin: string[] = []
    const path = '/get-a-quote'

    const pageErrors: string[] = []
    const files = await measureInitialJs(b, server.base, path, offOrigin, pageErrors)
    const bytes = files.reduce((n, f) => n + f.bytes, 0)
    const gzipBytes = files.reduce((n, f) => n + f.gzipBytes, 0)

    const lcpRuns = await measureLcpRuns(b, server.base, path, runs, false, offOrigin)
    const lcpMedian = median(lcpRuns)
    const phoneRuns = await measureLcpRuns(b, server.base, path, runs, true, offOrigin)
    const phoneMedian = median(phoneRuns)

    const step = await measureStepChange(b, server.base, probe, runs, offOrigin)
    const restored = await measureRestore(b, server.base, RESTORED_EVENTS, runs, offOrigin)
    const restoreMedian = median(restored.fromSnapshot)
    const afterQuote = await benchAfterQuote(b, server.base, runs)

    return {
      page: path,
      chromium: b.version(),
      runs,
      initialJs: {
        files,
        bytes,
        gzipBytes,
        gzipKB: round1(gzipBytes / 1000),
        met: gzipBytes / 1000 <= BROWSER_TARGETS.initialJsGzipKB,
      },
      lcp: { runsMs: lcpRuns, medianMs: lcpMedian, met: lcpMedian === null ? null : lcpMedian < BROWSER_TARGETS.lcpMs },
      phoneLcp: {
        profile: PHONE_PROFILE,
        runsMs: phoneRuns,
        medianMs: phoneMedian,
        met: phoneMedian === null ? null : phoneMedian <= BROWSER_TARGETS.phoneLcpMs,
        aimMet: phoneMedian === null ? null : phoneMedian <= BROWSER_TARGETS.phoneLcpAimMs,
      },
      stepChange: { ...step, met: step.medianMs === null ? null : step.medianMs < BROWSER_TARGETS.stepChangeMs },
      restore: { events: restored.keptEvents, runsMs: restored.fromSnapshot, medianMs: restoreMedian, met: restoreMedian === null ? null : restoreMedian <= BROWSER_TARGETS.restoreMs },
      restoreFromLog: { events: RESTORED_EVENTS, runsMs: restored.fromLog, medianMs: median(restored.fromLog) },
      restoreLoadAverage: restored.loadAverage,
      afterQuote,
      offOriginRequests: [...new Set(offOrigin)],
      pageErrors,
      targets: BROWSER_TARGETS,
      note: 'production build (npm run build) served by the mock server on 127.0.0.1; headless Debian Chromium; lcp without throttling at 1280 x 720, phoneLcp under the phone profile; KB = 1000 bytes',
    }
  } finally {
    await browser?.close().catch(() => undefined)
    await server.close()
  }
}
