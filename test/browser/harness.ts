import type AxeCore from 'axe-core'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Browser, BrowserContext, Page, Response } from 'playwright-core'
import { ensureBuilt, projectRoot, startAppServer, type AppServer } from './built-app'
import { launchChromium } from './chromium'

/*
 * The browser-test harness. One build check, one mock server and one Chromium serve the whole mocha run
 * (started by the first browser test file's `before`, stopped by a root `after` hook registered when this
 * module loads, which mocha runs also when tests or hooks fail). Each `useBrowser()` (one per test file)
 * gets its own browser context, so cookies and storage never leak between files.
 */

interface Shared {
  readonly base: string
  readonly browser: Browser
}

let shared: Promise<Shared> | undefined
let server: AppServer | undefined
let browser: Browser | undefined

const acquire = (): Promise<Shared> => {
  // Started once; a failure is kept, so the other files fail at once with the same cause.
  shared ??= (async () => {
    const root = projectRoot()
    await ensureBuilt(root)
    server = await startAppServer(root)
    browser = await launchChromium()
    return { base: server.base, browser }
  })()
  return shared
}

/** Closes the browser and stops the server, whatever was started; never rejects. */
const teardown = async (): Promise<void> => {
  const b = browser
  const s = server
  browser = undefined
  server = undefined
  shared = undefined
  await Promise.allSettled([b?.close(), s?.close()])
}

after(async function () {
  this.timeout(30_000)
  await teardown()
})

export interface BrowserSessionOptions {
  /** The page's viewport (Playwright's default is 1280 x 720). */
  readonly viewport?: { readonly width: number; readonly height: number }
  /** A touch screen (for `tap()`), as a phone has. */
  readonly hasTouch?: boolean
  /**
   * Each test starts with nothing kept in the tab: the rider's kept session (sessionStorage) is cleared before
   * it, and the first page the test opens starts with none, as in a new tab (the page still showing may keep its
   * session again after the clear, as a late answer arrives). For files whose tests each open their own page; a
   * file whose tests carry one rider's journey on leaves it off.
   */
  readonly freshTab?: boolean
  /** A mobile browser's meta-viewport handling, as a phone's. */
  readonly isMobile?: boolean
}

/**
 * Resolves once the page's root is the app's: a shell the build drew (`data-shell`, inert) has been replaced by the
 * app's first commit. A page without a root (not the app's) or with none to replace resolves at once. A root made
 * inert by a modal dialog the app opened (src/components/modal/Modal.tsx, rendered into body beside the root) is
 * the app's too: a screen that opens a dialog as it shows leaves its root inert while the dialog is open.
 */
export const appTookOver = (page: Page): Promise<unknown> =>
  page.waitForFunction(() => {
    const root = document.getElementById('root')
    if (root === null) return true
    if (root.hasAttribute('data-shell')) return false
    return !root.inert || document.querySelector('body > * [role="dialog"][aria-modal="true"]') !== null
  })

export interface BrowserSession {
  /** The test server's origin, `http://127.0.0.1:<port>`. */
  readonly base: string
  readonly context: BrowserContext
  /** The file's page, reused by its tests. */
  readonly page: Page
  /**
   * Opens a path of the app in the page: waits for `load` (unless told otherwise), then for the app to have taken
   * over a page the build drew as a shell (src/app/page-shell.tsx), as a rider sees it once the app runs.
   */
  open(path: string, opts?: { readonly waitUntil?: 'load' | 'domcontentloaded' | 'networkidle' }): Promise<Response | null>
  /** Requests to any other origin attempted during the current test: each was blocked, and fails the test. */
  readonly offOrigin: string[]
  /** Uncaught exceptions in the page during the current test: each fails the test. */
  readonly pageErrors: string[]
  /** Console errors during the current test (for tests to assert on). */
  readonly consoleErrors: string[]
  /** Lines the server logged so far, as written (JSON): each request's (`reqId`, `route`, `status`…) and the services' events. */
  serverLogs(): readonly string[]
}

/**
 * The sessionStorage key that asks the next document of a fresh-tab session's page to start with the tab's storage
 * empty: set on the page just before a test's first `open`, taken (with all the rest) by an init script that runs
 * before the page's own scripts. What the page left behind in between is then gone too.
 */
const FRESH_TAB_MARK = 'test-harness.fresh-tab'

/** True for URLs that stay on the test server's origin, and for ones that make no request (data:, blob:, about:). */
const staysLocal = (url: URL, base: string): boolean => url.origin === base || ['data:', 'blob:', 'about:'].includes(url.protocol)

/**
 * Registers the hooks of a browser test file and returns its session: a new browser context and page
 * before the file's tests (on the run's shared server and Chromium), closed after them. Every request to
 * another origin (HTTP, WebSocket) is aborted and recorded; after each test, a recorded one or an uncaught
 * page exception fails the run with the list.
 */
export const useBrowser = (opts: BrowserSessionOptions = {}): BrowserSession => {
  let ctx: BrowserContext | undefined
  let pg: Page | undefined
  let origin: string | undefined
  const offOrigin: string[] = []
  const pageErrors: string[] = []
  const consoleErrors: string[] = []
  // A fresh-tab session's test has not opened a page yet: its first open starts with nothing kept.
  let freshOpen = false
  const need = <T>(v: T | undefined, what: string): T => {
    if (v === undefined) throw new Error(`the browser session's ${what} is used before its before() hook ran`)
    return v
  }

  before(async function () {
    // The first file may build the app (a few seconds; the harness allows up to 90 s) and start Chromium.
    this.timeout(150_000)
    const { base, browser: b } = await acquire()
    origin = base
    ctx = await b.newContext({
      baseURL: base,
      viewport: opts.viewport ?? { width: 1280, height: 720 },
      locale: 'en-GB',
      ...(opts.hasTouch === undefined ? {} : { hasTouch: opts.hasTouch }),
      ...(opts.isMobile === undefined ? {} : { isMobile: opts.isMobile }),
    })
    await ctx.route(
      (url) => !staysLocal(url, base),
      (route) => {
        offOrigin.push(`${route.request().method()} ${route.request().url()}`)
        return route.abort('blockedbyclient')
      },
    )
    await ctx.routeWebSocket(
      (url) => new URL(url.href.replace(/^ws/, 'http')).origin !== base,
      (ws) => {
        offOrigin.push(`WebSocket ${ws.url()}`)
        return ws.close({ code: 1008, reason: 'blocked by the test harness' })
      },
    )
    // Shorter than mocha's timeout, so a missing element fails with Playwright's account of what it awaited.
    ctx.setDefaultTimeout(5_000)
    ctx.setDefaultNavigationTimeout(15_000)
    pg = await ctx.newPage()
    if (opts.freshTab === true) {
      await pg.addInitScript((mark) => {
        try {
          if (window.sessionStorage.getItem(mark) !== null) window.sessionStorage.clear()
        } catch {
          // A document with no storage of its own (about:blank, a sandboxed frame) has nothing kept.
        }
      }, FRESH_TAB_MARK)
    }
    pg.on('pageerror', (e) => void pageErrors.push(e.stack ?? e.message))
    pg.on('console', (m) => (m.type() === 'error' ? void consoleErrors.push(m.text()) : undefined))
  })

  beforeEach(async () => {
    offOrigin.length = 0
    pageErrors.length = 0
    consoleErrors.length = 0
    freshOpen = opts.freshTab === true
    if (opts.freshTab === true && pg !== undefined && origin !== undefined && pg.url().startsWith(origin)) await pg.evaluate(() => sessionStorage.clear())
  })

  const check = (): void => {
    const problems = [
      ...offOrigin.map((r) => `request to another origin (blocked): ${r}`),
      ...pageErrors.map((e) => `uncaught exception in the page: ${e}`),
    ]
    offOrigin.length = 0
    pageErrors.length = 0
    if (problems.length > 0) throw new Error(problems.join('\n'))
  }

  afterEach(function () {
    // A failed test's message also gets the page's console errors: they often say why (a blocked script…).
    const test = this.currentTest
    if (test?.state === 'failed' && test.err !== undefined && consoleErrors.length > 0) {
      test.err.message += `\n  console errors in the page during this test:\n    ${consoleErrors.join('\n    ')}`
    }
    check()
  })

  after(async () => {
    try {
      check()
    } finally {
      await ctx?.close().catch(() => undefined)
      ctx = undefined
      pg = undefined
    }
  })

  return {
    get base() {
      return need(origin, 'origin')
    },
    get context() {
      return need(ctx, 'context')
    },
    get page() {
      return need(pg, 'page')
    },
    open: async (path, o = {}) => {
      const page = need(pg, 'page')
      if (freshOpen && page.url().startsWith(need(origin, 'origin'))) await page.evaluate((mark) => sessionStorage.setItem(mark, ''), FRESH_TAB_MARK)
      freshOpen = false
      const response = await page.goto(`${need(origin, 'origin')}${path}`, { waitUntil: o.waitUntil ?? 'load' })
      await appTookOver(page)
      return response
    },
    offOrigin,
    pageErrors,
    consoleErrors,
    serverLogs: () => server?.logs ?? [],
  }
}

/** A violation of axe-core's report, reduced to what a failure message needs. */
export interface AxeViolation {
  readonly id: string
  readonly impact: string | null
  readonly help: string
  readonly helpUrl: string
  readonly nodes: readonly { readonly target: string; readonly html: string; readonly failureSummary: string }[]
}

let axeSource: string | undefined
const readAxeSource = (): string => {
  axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
  return axeSource
}

/** What an axe scan checks beyond axe's defaults. */
export interface AxeOptions {
  /** Rules axe leaves off by default to switch on, e.g. 'target-size' (WCAG 2.2's 2.5.8, target size minimum). */
  readonly enable?: readonly string[]
}

/**
 * Runs axe-core over the page's document (injected from node_modules through the DevTools protocol, so
 * the app's content security policy stays as it is) and returns the violations of impact serious or
 * critical.
 */
export const axe = async (page: Page, opts: AxeOptions = {}): Promise<AxeViolation[]> => {
  const present = await page.evaluate(() => 'axe' in window)
  if (!present) await page.evaluate(`${readAxeSource()}\n;void 0`)
  const violations = await page.evaluate(async (enable) => {
    const api = (window as unknown as { axe: typeof AxeCore }).axe
    const rules = Object.fromEntries(enable.map((id) => [id, { enabled: true }]))
    const report = await api.run(document, { resultTypes: ['violations'], rules })
    return report.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      helpUrl: v.helpUrl,
      nodes: v.nodes.map((n) => ({ target: n.target.map(String).join(' '), html: n.html, failureSummary: n.failureSummary ?? '' })),
    }))
  }, opts.enable ?? [])
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
}

/** A readable list of axe violations for an assertion message. */
export const describeViolations = (violations: readonly AxeViolation[]): string =>
  violations
    .map((v) => `${v.id} (${v.impact ?? 'no impact'}): ${v.help} ${v.helpUrl}\n${v.nodes.map((n) => `  ${n.target}: ${n.html}\n    ${n.failureSummary.replace(/\n/g, '\n    ')}`).join('\n')}`)
    .join('\n')

/**
 * Reads a value until it satisfies `ok` or the time runs out, and returns the last value read, so the
 * caller's assertion reports what was actually seen.
 */
export const eventually = async <T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 3000, everyMs = 50): Promise<T> => {
  const until = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (ok(value) || Date.now() >= until) return value
    await new Promise((r) => setTimeout(r, everyMs))
  }
}
