import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { onSection } from './quote-form-driver'
import { useBrowser } from './harness'
import { pricePagePath, quotedProposal } from './quoted-proposal'
import { CALLED_ON_LOAD } from '../../scripts/route-pages'

/*
 * The pre-rendered first screen (scripts/prerender.tsx): the HTML the server sends for
 * /get-a-quote already holds the layout and step 1, the browser hydrates it without a mismatch (React reports
 * one as an uncaught error or a console error, either of which fails here), and the form then works.
 */
/** Holds back every script of the build (Parcel names the entry after the project folder, so not by name) until released. */
const holdScripts = async (page: Page): Promise<{ release: () => void; stop: () => Promise<void> }> => {
  let release: () => void = () => undefined
  const held = new Promise<void>((r) => (release = r))
  const scripts = /\/[\w-]+\.[0-9a-f]{8}\.js$/
  await page.route(scripts, async (route) => {
    await held
    await route.continue()
  })
  return {
    release: () => release(),
    stop: async () => {
      release()
      await page.unroute(scripts)
    },
  }
}

describe('browser: the pages drawn before the app has run (scripts/route-pages.ts)', () => {
  const b = useBrowser()

  it('the HTML sent for /get-a-quote holds the header, the progress, step 1 and its questions, its styles written in', async () => {
    const res = await b.page.request.get(`${b.base}/get-a-quote`)
    expect(res.status()).to.equal(200)
    const html = await res.text()
    const root = /<div id=root>([\s\S]*)<\/div>\s*<noscript>/.exec(html)?.[1] ?? ''
    for (const text of ['RideCover home', 'Your Quote', 'Get a quote', 'About You', 'First name', 'Date of birth', 'Email address', 'Continue']) {
      expect(root, `the pre-rendered root holds '${text}'`).to.contain(text)
    }
    expect(html, 'the form chunk is asked for at once').to.match(/<link rel=modulepreload href=\/QuoteFormScreen\.[0-9a-f]+\.js[ >]/)
    expect(html, 'the first paint waits for no stylesheet').not.to.match(/<link rel="?stylesheet/)
    expect(html).to.match(/<style>[^<]*\.site-header/)
  })

  it('the HTML sent for a screen after the quote names its chunks for preloading, read from the build', async () => {
    const html = await (await b.page.request.get(`${b.base}/quote/addons?uuid=00000000-0000-4000-8000-000000000000`)).text()
    expect(html, 'the screen is drawn as it is while its proposal loads, inert').to.match(/<div id=root data-shell inert>.*Optional extras.*Loading your quote…/s)
    expect(html, "the addons screen's chunk").to.match(/<link rel=modulepreload href=\/AddonsScreen\.[0-9a-f]+\.js[ >]/)
    expect(html, "the addons screen's styles").to.match(/<link rel=preload as=style href=\/AddonsScreen\.[0-9a-f]+\.css[ >]/)
    for (const stage of ['start-session', 'start-store', 'start-view']) {
      expect(html, `the start stage ${stage}, at low priority`).to.match(new RegExp(`<link rel=modulepreload href=/${stage}\\.[0-9a-f]+\\.js fetchpriority=low>`))
    }
    expect(html, 'the entry script, at low priority').to.match(/<script type=module src=\/[\w-]+\.[0-9a-f]+\.js fetchpriority=low><\/script>/)
    const summary = await (await b.page.request.get(`${b.base}/quote/summary`)).text()
    expect(summary).to.match(/<link rel=modulepreload href=\/SummaryScreen\.[0-9a-f]+\.js[ >]/)
    expect(summary, 'only its own screen').not.to.match(/modulepreload href=\/AddonsScreen/)
    // A screen drawn once its Continue's flow can run (the summary, the instalments) asks for that flow's bundle too.
    for (const path of ['/quote/summary', '/quote/instalments']) {
      const page = await (await b.page.request.get(`${b.base}${path}`)).text()
      expect(page, `${path}: the flows after the quote`).to.match(/<link rel=modulepreload href=\/after-quote\.[0-9a-f]+\.js[ >]/)
    }
    expect(html, 'not the extras, which judge nothing as they show').not.to.match(/modulepreload href=\/after-quote/)
  })

  it('the entry and the start stages are marked for compiling with the file (V8\'s compile hint), a screen\'s chunk is not', async () => {
    const html = await (await b.page.request.get(`${b.base}/quote/addons?uuid=00000000-0000-4000-8000-000000000000`)).text()
    const start = [
      /<script type=module src=(\/[\w-]+\.[0-9a-f]+\.js)/.exec(html)?.[1],
      ...['start-session', 'start-store', 'start-view'].map((stage) => new RegExp(`href=(/${stage}\\.[0-9a-f]+\\.js)`).exec(html)?.[1]),
    ]
    const screen = /href=(\/AddonsScreen\.[0-9a-f]+\.js)/.exec(html)?.[1]
    for (const file of [...start, screen]) expect(file, 'the page names the file').to.be.a('string')
    for (const file of start) {
      const code = await (await b.page.request.get(`${b.base}${file ?? ''}`)).text()
      expect(code.startsWith(CALLED_ON_LOAD), `${file ?? ''} starts with the hint`).to.equal(true)
      expect(code.indexOf('allFunctionsCalledOnLoad', 1), `${file ?? ''} holds it once`).to.equal(CALLED_ON_LOAD.indexOf('allFunctionsCalledOnLoad'))
    }
    const chunk = await (await b.page.request.get(`${b.base}${screen ?? ''}`)).text()
    expect(chunk).not.to.contain('allFunctionsCalledOnLoad')
  })

  it('hydrates without a mismatch or console error, and the form answers and validates as before', async function () {
    this.timeout(30_000)
    await b.open('/get-a-quote', { waitUntil: 'networkidle' })
    await onSection(b.page, 'About You')
    // The title list arrives after hydration and fills the select.
    await b.page.getByLabel('Title', { exact: true }).selectOption({ label: 'Mr' })
    await b.page.getByRole('button', { name: 'Continue', exact: true }).click()
    await b.page.getByRole('alert').filter({ hasText: 'There is a problem' }).waitFor()
    expect(b.consoleErrors.filter((e) => !/status of 4\d\d/.test(e)), 'console errors').to.deep.equal([])
    expect(b.pageErrors).to.deep.equal([])
  })

  it('answers given in the pre-rendered page before the app has run are kept and committed, not just shown', async function () {
    this.timeout(30_000)
    // The app's scripts are held back until the rider has answered, as on a slow phone.
    const { release, stop } = await holdScripts(b.page)
    try {
      // The held scripts hold back DOMContentLoaded: go on as soon as the markup is there.
      await b.page.goto(`${b.base}/get-a-quote`, { waitUntil: 'commit' })
      await b.page.getByLabel('First name', { exact: true }).fill('Early')
      await b.page.getByLabel('Surname', { exact: true }).fill('Bird')
      await b.page.getByRole('group', { name: 'Have you ever been refused motor insurance?' }).getByLabel('No', { exact: true }).check()
      await b.page.getByLabel('Email address', { exact: true }).fill('early.bird@example.net')
      expect(await b.page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__react'))), 'not hydrated yet').to.equal(false)
      release()
      await b.page.waitForLoadState('networkidle')
      await b.page.getByLabel('Title', { exact: true }).selectOption({ label: 'Mr' })
      await b.page.getByRole('button', { name: 'Continue', exact: true }).click()
      const summary = b.page.getByRole('alert').filter({ hasText: 'There is a problem' })
      await summary.waitFor()
      const text = await summary.innerText()
      // Only the question left unanswered is reported: the ones answered before the app ran were committed.
      expect(text).to.contain('Please enter your date of birth')
      for (const m of ['Please enter your first name', 'Please enter your surname', 'Please enter your email address', 'refused']) expect(text).not.to.contain(m)
      expect(await b.page.getByLabel('First name', { exact: true }).inputValue()).to.equal('Early')
    } finally {
      await stop()
    }
  })

  it('a path no route claims is sent NotFound as a shell naming no address, and the app then names the one asked for', async function () {
    this.timeout(30_000)
    const html = await (await b.page.request.get(`${b.base}/quote/no-such-thing?x=1`)).text()
    expect(html).to.match(/<div id=root data-shell inert>.*Page not found.*We could not find <code class="not-found__url"><\/code>/s)
    await b.open('/quote/no-such-thing?x=1')
    await b.page.locator('#root:not([inert]) code.not-found__url').filter({ hasText: '/quote/no-such-thing?x=1' }).waitFor()
  })

  it("a screen's skeleton in its page before the app has run keeps the screen's room: on a phone the help column below the Instalments stays where the screen leaves it", async function () {
    this.timeout(30_000)
    const p = await quotedProposal(b.base, { change: (q) => ({ ...q, is_pay_monthly: true }) })
    const sidebarTop = (): Promise<number> => b.page.evaluate(() => document.querySelector('aside.sidebar')?.getBoundingClientRect().top ?? -1)
    await b.page.setViewportSize({ width: 390, height: 844 })
    const { release, stop } = await holdScripts(b.page)
    try {
      await b.page.goto(`${b.base}/quote/instalments?uuid=${encodeURIComponent(p.uuid)}`, { waitUntil: 'commit' })
      await b.page.locator('#root[data-shell] [data-testid="screen-skeleton"]').waitFor()
      const before = await sidebarTop()
      release()
      await b.page.locator('#root:not([inert]) .instalments-page').waitFor()
      expect(before, 'the help column is below the screen').to.be.greaterThan(0)
      expect(await sidebarTop(), 'the help column as the screen leaves it').to.be.closeTo(before, 1)
    } finally {
      await stop()
      await b.page.setViewportSize({ width: 1280, height: 720 })
    }
  })

  it('a screen after the quote is drawn from its page before the app has run, inert, and the app then takes its place', async function () {
    this.timeout(30_000)
    const path = pricePagePath((await quotedProposal(b.base)).uuid)
    const { release, stop } = await holdScripts(b.page)
    try {
      await b.page.goto(`${b.base}${path}`, { waitUntil: 'commit' })
      await b.page.getByRole('heading', { name: 'Your quote', level: 1 }).waitFor()
      expect(await b.page.locator('.site-header').isVisible(), 'the header, styled').to.equal(true)
      expect(await b.page.evaluate(() => document.getElementById('root')?.inert), 'the shell takes no input').to.equal(true)
      expect(await b.page.getByText('Loading your quote…').count()).to.be.greaterThan(0)
      release()
      await b.page.getByTestId('quote-reference').waitFor()
      const root = await b.page.evaluate(() => ({ inert: document.getElementById('root')?.inert, shell: document.getElementById('root')?.hasAttribute('data-shell') }))
      expect(root, 'released once the app is in').to.deep.equal({ inert: false, shell: false })
      expect(await b.page.getByRole('heading', { name: 'Your quote', level: 1 }).count(), 'one screen, not the shell beside it').to.equal(1)
      await b.page.getByRole('button', { name: 'Continue', exact: true }).focus()
      expect(await b.page.evaluate(() => document.activeElement?.textContent)).to.contain('Continue')
      expect(b.consoleErrors.filter((e) => !/status of 4\d\d/.test(e)), 'console errors').to.deep.equal([])
      expect(b.pageErrors).to.deep.equal([])
    } finally {
      await stop()
    }
  })
})
