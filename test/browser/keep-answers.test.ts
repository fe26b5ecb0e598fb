import { expect } from 'chai'
import { readFileSync } from 'node:fs'
import type { Request, Route } from 'playwright-core'
import { replayConversation } from '../../src/app/conversation-replay'
import { decodeTrail } from '../../src/domain/trail/decode-trail'
import { describeDivergence } from '../regressions/describe-divergence'
import { eventually, useBrowser } from './harness'
import { aboutYou, choose, findByRegistration, next, onSection } from './quote-form-driver'
import { editPath, quotedProposal } from './quoted-proposal'

const RIDER = { title: 'Mr', forename: 'Tomasz', surname: 'Nowak', dob: '02/09/1985', email: 'tomasz.nowak@example.org' }

/** Where a rider's tab keeps its session. */
const KEY = 'ridecover.session'

describe('browser: a rider never loses an answer (the tab keeps its session, steps are history entries, offline waits)', () => {
  const b = useBrowser({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
  const firstName = () => b.page.getByLabel('First name').inputValue()
  const search = () => new URL(b.page.url()).search
  /**
   * What the tab keeps once it has written everything so far: the page keeps its session after each answer is
   * drawn, so the value is read once it has stayed the same across a few frames.
   */
  const keptSettled = async (): Promise<string> => {
    const read = () => b.page.evaluate((key) => sessionStorage.getItem(key) ?? '', KEY)
    let last = await read()
    for (let i = 0; i < 20; i++) {
      await b.page.waitForTimeout(150)
      const now = await read()
      if (now === last) return now
      last = now
    }
    return last
  }

  before(async function () {
    this.timeout(30_000)
    await b.open('/faqs')
    await b.open('/get-a-quote')
    await aboutYou(b.page, RIDER)
    await next(b.page)
    await onSection(b.page, 'About Your Bike')
  })

  it('puts each step in the address as a history entry', () => {
    expect(search()).to.equal('?step=2')
  })

  it('brings back the same step and answers after a reload, kept in sessionStorage and never in localStorage', async function () {
    this.timeout(20_000)
    await choose(b.page, "Do you know your bike's registration number?", 'Yes')
    await b.page.reload()
    await onSection(b.page, 'About Your Bike')
    expect(search()).to.equal('?step=2')
    await b.page.getByLabel('Registration number').waitFor()
    const storage = await b.page.evaluate((key) => ({ kept: sessionStorage.getItem(key) !== null, local: localStorage.length }), KEY)
    expect(storage).to.deep.equal({ kept: true, local: 0 })
  })

  it('brings the session back from its snapshot on a reload of the same build, and from its log when the snapshot was edited', async function () {
    this.timeout(20_000)
    const restoredFrom = () => b.page.evaluate(() => (performance.getEntriesByName('ridecover:restore').at(-1) as PerformanceMeasure | undefined)?.detail as { from?: string } | undefined)
    const kept = await keptSettled()
    expect(kept.split('\n')[0]).to.match(/^ridecover\.kept\/1 \{"build":"[0-9a-f]+","check":"[0-9a-f]+"\}$/)
    await b.page.reload()
    await onSection(b.page, 'About Your Bike')
    expect((await restoredFrom())?.from).to.equal('snapshot')
    // The snapshot edited by hand (the first name changed in the state, not in the log): not trusted. Edited once the
    // page has written what it had to, or its write as the page goes would put a fresh snapshot back.
    await keptSettled()
    await b.page.evaluate(([key, name]) => {
      const [header, trail, state] = (sessionStorage.getItem(key) ?? '').split('\n')
      sessionStorage.setItem(key, [header, trail, (state ?? '').replaceAll(name, 'Edited')].join('\n'))
    }, [KEY, RIDER.forename] as const)
    await b.page.reload()
    await onSection(b.page, 'About Your Bike')
    expect((await restoredFrom())?.from).to.equal('log')
    await b.page.goBack()
    await onSection(b.page, 'About You')
    expect(await firstName()).to.equal(RIDER.forename)
    await b.page.goForward()
    await onSection(b.page, 'About Your Bike')
  })

  it("a support trail downloaded after a reload holds the commands and calls made before it, and its conversation replays to the same calls and events", async function () {
    this.timeout(30_000)
    // What the tab kept before the reload: the kept value's trail line (the first line is the snapshot's header).
    const keptCalls = (text: string | null) => {
      const line = (text ?? '').split('\n').find((l) => l.startsWith('{"format"')) ?? '{}'
      const trail = JSON.parse(line) as { conversation?: { kind: string; name?: string; after?: number }[] }
      return (trail.conversation ?? []).filter((e) => e.kind === 'call').map((e) => `${e.name ?? ''}@${e.after ?? ''}`)
    }
    const before = keptCalls(await keptSettled())
    expect(before.length).to.be.greaterThan(0)
    await b.page.reload()
    await onSection(b.page, 'About Your Bike')
    const [download] = await Promise.all([b.page.waitForEvent('download'), b.page.getByRole('button', { name: 'Download a support trail' }).click()])
    const decoded = decodeTrail(readFileSync((await download.path()) ?? '', 'utf8'))
    if (decoded._tag === 'Left') throw new Error(decoded.left.message)
    const trail = decoded.right
    const calls = trail.conversation.flatMap((e) => (e.kind === 'call' ? [`${e.name}@${e.after}`] : []))
    expect(calls.slice(0, before.length)).to.deep.equal(before)
    const r = await replayConversation(trail)
    expect(r.divergence === null ? 'no divergence' : describeDivergence(r.divergence)).to.equal('no divergence')
    expect(r.events.map((e) => e.type)).to.deep.equal(trail.events.map((e) => e.type))
  })

  it("Back shows the step before with its answers, and Forward the step after", async () => {
    await b.page.goBack()
    await onSection(b.page, 'About You')
    expect(await firstName()).to.equal(RIDER.forename)
    await b.page.goForward()
    await onSection(b.page, 'About Your Bike')
    expect(search()).to.equal('?step=2')
  })

  it('keeps everything when the rider leaves the form by Back and comes back by Forward', async function () {
    this.timeout(20_000)
    await b.page.goBack()
    await onSection(b.page, 'About You')
    await b.page.goBack()
    await b.page.getByRole('heading', { level: 1 }).first().waitFor()
    expect(new URL(b.page.url()).pathname).to.equal('/faqs')
    await b.page.goForward()
    await onSection(b.page, 'About You')
    expect(await firstName()).to.equal(RIDER.forename)
    await b.page.goForward()
    await onSection(b.page, 'About Your Bike')
    await b.page.getByLabel('Registration number').waitFor()
  })

  it('keeps the text the rider is still typing when the page is reloaded (a reload sends the box no blur)', async function () {
    this.timeout(20_000)
    await b.page.goBack()
    await onSection(b.page, 'About You')
    const surname = () => b.page.getByLabel('Surname')
    await surname().fill('Nowak-Kowalska')
    expect(await b.page.evaluate(() => document.activeElement?.id)).to.equal(await surname().getAttribute('id'))
    await b.page.reload()
    await onSection(b.page, 'About You')
    expect(await surname().inputValue()).to.equal('Nowak-Kowalska')
  })

  it('keeps the text the rider is still typing when they go Forward, and shows it on Back', async function () {
    this.timeout(20_000)
    const surname = () => b.page.getByLabel('Surname')
    await surname().fill('Nowak-Lis')
    await b.page.goForward()
    await onSection(b.page, 'About Your Bike')
    await b.page.goBack()
    await onSection(b.page, 'About You')
    expect(await surname().inputValue()).to.equal('Nowak-Lis')
    await b.page.goForward()
    await onSection(b.page, 'About Your Bike')
  })

  it('waits out a lost connection: a banner says so, no lookup is sent and no error page shown, and the lookup goes once back online', async function () {
    this.timeout(20_000)
    const lookups: string[] = []
    const seen = (r: Request) => (r.url().includes('/vehicle') ? void lookups.push(r.url()) : undefined)
    b.page.on('request', seen)
    try {
      await b.context.setOffline(true)
      await findByRegistration(b.page, 'YH19KXT')
      await b.page.getByRole('status').filter({ hasText: 'You are offline.' }).waitFor()
      await new Promise((r) => setTimeout(r, 500))
      expect(lookups).to.deep.equal([])
      expect(new URL(b.page.url()).pathname).to.equal('/get-a-quote')
      await b.context.setOffline(false)
      await b.page.locator('.vehicle-card').waitFor()
      expect(await b.page.getByText('You are offline.').count()).to.equal(0)
      expect(lookups).to.have.length(1)
    } finally {
      b.page.off('request', seen)
      await b.context.setOffline(false)
    }
  })

  it('says in the footer what is kept, where and for how long; Start again forgets it and opens an empty form', async function () {
    this.timeout(20_000)
    const footer = b.page.locator('footer')
    expect(await footer.innerText()).to.match(/kept in this browser tab only \(its session storage, on this device\)/)
    await footer.getByRole('button', { name: 'Start again' }).click()
    await onSection(b.page, 'About You')
    expect(await firstName()).to.equal('')
    const kept = await eventually(() => b.page.evaluate((key) => sessionStorage.getItem(key), KEY), (v) => v === null || !v.includes(RIDER.forename))
    expect(kept ?? '').to.not.contain(RIDER.forename)
  })

  it('starts a new quote with one sentence when the kept session no longer decodes', async function () {
    this.timeout(20_000)
    // The fresh page's reference lists are kept as they arrive: the broken log is put in after them.
    await b.page.waitForLoadState('networkidle')
    await b.page.evaluate((key) => sessionStorage.setItem(key, '{"format":"not a trail"}'), KEY)
    await b.page.reload()
    await b.page.getByRole('status').filter({ hasText: 'We could not bring back the answers kept in this tab, so you are starting a new quote.' }).waitFor()
    await onSection(b.page, 'About You')
  })
})

describe('browser: a tab open across a new build keeps its answers (a bundle the new build replaced reloads the page)', () => {
  const b = useBrowser({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, freshTab: true })

  it('reloads once when a bundle the page names is gone, and the kept session brings back the same step and answers', async function () {
    this.timeout(40_000)
    await b.open('/get-a-quote')
    await aboutYou(b.page, RIDER)
    await next(b.page)
    await onSection(b.page, 'About Your Bike')
    // A new build replaces the server's files: every bundle the open page has not loaded yet is gone (404)
    // until the page is loaded again.
    const loaded = new Set(await b.page.evaluate(() => performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname)))
    const loads: string[] = []
    b.page.on('load', () => loads.push(b.page.url()))
    const missing: string[] = []
    await b.page.route(/\/[^/]+\.[0-9a-f]{8}\.js$/, (route) => {
      const path = new URL(route.request().url()).pathname
      if (loads.length > 0 || loaded.has(path)) return route.continue()
      missing.push(path)
      return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found.' })
    })
    // The calendar is drawn by a bundle of its own, fetched when it is first opened.
    await choose(b.page, 'Have you bought the bike yet?', 'Yes')
    await b.page.getByLabel('When did you buy it?', { exact: true }).locator('xpath=..').getByRole('button', { name: 'Choose a date from the calendar' }).click()
    await eventually(async () => loads.length, (n) => n >= 1, 10_000)
    expect(missing.some((p) => p.startsWith('/Calendar.')), missing.join(' ')).to.equal(true)
    expect(loads, 'the page reloaded once').to.have.length(1)
    expect(await b.page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type)).to.equal('reload')
    await onSection(b.page, 'About Your Bike')
    expect(new URL(b.page.url()).search).to.equal('?step=2')
    await b.page.getByLabel('When did you buy it?', { exact: true }).waitFor()
    await b.page.goBack()
    await onSection(b.page, 'About You')
    expect(await b.page.getByLabel('First name').inputValue()).to.equal(RIDER.forename)
    expect(await b.page.getByLabel('Surname').inputValue()).to.equal(RIDER.surname)
  })
})

describe('browser: a part of the page fetched ahead whose fetch fails never reloads the page while the rider works', () => {
  const b = useBrowser({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, freshTab: true })
  const CLAIMS_Q = 'Have you had any accidents, claims or losses in the last 5 years?'
  /** The dialogs' code, fetched ahead once step 3 is drawn. */
  const DIALOGS = /\/(ClaimModal|ConvictionModal)\.[0-9a-f]+\.js$/

  /** Counts the page's full loads from now on (a reload is one; the history moves of a step are not). */
  const countLoads = (): (() => number) => {
    let loads = 0
    const count = (): void => void loads++
    b.page.on('load', count)
    return () => loads
  }

  /** Opens step 3 of a quoted proposal with the dialogs' code fetched ahead held back, and gives the held fetches. */
  const openHoldingDialogs = async (): Promise<Route[]> => {
    const p = await quotedProposal(b.base)
    const held: Route[] = []
    await b.page.route(DIALOGS, (route) => void held.push(route))
    await b.open(editPath(p.uuid, 3))
    await b.page.getByRole('heading', { level: 2, name: /Your Details$/ }).waitFor()
    expect(await eventually(async () => held.length, (n) => n >= 2, 10_000), 'the dialogs’ code fetched ahead').to.be.at.least(2)
    return held
  }

  /** After a moment long enough for any reload to have started, the page has not loaded again and focus is where it was. */
  const stayedPut = async (loads: () => number, focusedId: string | null): Promise<void> => {
    await b.page.waitForTimeout(2_500)
    expect(loads(), 'full page loads since the step was drawn').to.equal(0)
    expect(await b.page.evaluate(() => document.activeElement?.id ?? '')).to.equal(focusedId)
  }

  afterEach(async () => {
    await b.page.unroute(DIALOGS)
    await b.context.setOffline(false)
  })

  it('a fetch dropped while online: the rider goes on answering, the page is not reloaded and keeps its focus', async function () {
    this.timeout(40_000)
    const held = await openHoldingDialogs()
    const loads = countLoads()
    const licence = b.page.getByLabel('What type of licence do you hold?')
    await licence.focus()
    for (const route of held) await route.abort('connectionreset')
    await b.page.unroute(DIALOGS)
    await stayedPut(loads, await licence.getAttribute('id'))
  })

  it('fetches that failed as the connection was lost: back online, the page is not reloaded and keeps its focus; the dialog still opens when asked for, with the answers kept', async function () {
    this.timeout(60_000)
    const held = await openHoldingDialogs()
    const loads = countLoads()
    await b.context.setOffline(true)
    await b.page.locator('.session-banner--offline').waitFor()
    for (const route of held) await route.abort('internetdisconnected')
    await b.page.unroute(DIALOGS)
    const licence = b.page.getByLabel('What type of licence do you hold?')
    await licence.focus()
    await b.context.setOffline(false)
    await b.page.locator('.session-banner--offline').waitFor({ state: 'detached' })
    await stayedPut(loads, await licence.getAttribute('id'))

    // The browser's bundle runtime keeps a failed load failed for the page's life: the first Add a Claim reloads
    // the page once (the tab's session brings the step and its answers back), and then the dialog opens.
    await choose(b.page, CLAIMS_Q, 'Yes')
    const add = b.page.getByRole('button', { name: 'Add a Claim', exact: true })
    const dialog = b.page.getByRole('dialog', { name: 'Add a claim', exact: true })
    await add.click()
    await eventually(async () => loads() > 0 || (await dialog.isVisible()), (done) => done, 15_000)
    if (!(await dialog.isVisible())) {
      await b.page.getByRole('heading', { level: 2, name: /Your Details$/ }).waitFor()
      expect(await b.page.getByRole('group', { name: CLAIMS_Q, exact: true }).getByLabel('Yes', { exact: true }).isChecked(), 'the answer kept across the reload').to.equal(true)
      await add.click()
    }
    await dialog.waitFor()
    expect(loads(), 'full page loads').to.be.at.most(1)
  })
})
