import { expect } from 'chai'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Locator, Page, Request, Response } from 'playwright-core'
import { createSupportService, supportApp } from '../../src/support/service/service'
import { createLogger } from '../../src/operations/logger'
import { RiderDataExport } from '../../src/domain/trail/data-request'
import type { Trail } from '../../src/domain/trail/trail-format'
import { buildTrail } from '../../src/trail/export-trail'
import { storedSample } from '../fixtures/trails/samples'
import { decodeWith, TestClient } from '../mock-server/server/client'
import { freshCode, type EnrolledStaff } from '../support/service/staff-enrolment'
import { supportDeskStaff } from './built-app'
import { axe, describeViolations, eventually, useBrowser } from './harness'
import { pricePagePath, quotedProposal } from './quoted-proposal'

/**
 * How long a send to support may take to show its code: the export's and the call's bundles load on the click,
 * and the service checks the trail in a worker thread, which the first send of a run starts (loading the codecs):
 * with both cores busy that first answer took 15 to over 20 s.
 */
const SENDING_MS = 60_000

/** How long the rider's screen may take to be drawn the first time: the screens' code (some 40 files) loads then. */
const FIRST_DRAW_MS = 30_000

/** Fills in the desk's two sign-in steps (name and secret, then the one-time code `code`) and sends them. */
const fillSignIn = async (page: Page, who: EnrolledStaff, code: string): Promise<void> => {
  await page.getByLabel('Staff name').fill(who.name)
  await page.getByLabel('Secret').fill(who.secret)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel('One-time code').fill(code)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** Signs a member of staff in on the desk's form with a fresh one-time code, and waits for the page to say who is signed in. */
const signIn = async (page: Page, who: EnrolledStaff): Promise<void> => {
  await fillSignIn(page, who, await freshCode(who))
  await page.getByText(`Signed in as ${who.name}`).waitFor()
}

/*
 * A rider's session sent to support from an error page, found on the support desk by its code by a member of
 * staff signed in with their own name and secret, and read there as a timeline with a ticket line; the access
 * log and the next member of staff to open it see who opened it first.
 */
describe('browser: send to support, then the support desk finds the session and shows its timeline', function () {
  this.timeout(120_000)
  const b = useBrowser()

  it('a session that hit a 419 on the price page is sent from Expired; a wrong secret is refused; alice signs in, finds it by code, reads the steps, the error and the ticket line, and sees her opening in the access log; bob then sees alice opened it before', async () => {
    const { page, context, base } = b
    const [alice, bob] = supportDeskStaff(base)
    const p = await quotedProposal(base)
    await b.open(pricePagePath(p.uuid))
    await page.getByRole('group', { name: 'How would you like to pay?' }).getByLabel('Pay monthly').check()
    await context.route('**/payment-option', (route) => route.continue({ headers: { ...route.request().headers(), 'x-mock-scenario': '419' } }))
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL((u) => u.pathname === '/quote/session-expired')
    await context.unrouteAll({ behavior: 'ignoreErrors' })
    await page.getByRole('main').getByRole('button', { name: 'Send this session to support' }).click()
    const code = (await page.getByRole('main').getByTestId('support-code').textContent({ timeout: SENDING_MS })) ?? ''
    expect(code).to.match(/^RC-[A-Z2-9]{6}$/)

    // The desk: its own page. Every request the desk makes is kept, to prove no secret or token is ever in an address.
    const addresses: string[] = []
    const tokens: string[] = []
    const keepAddress = (r: Request): void => void addresses.push(r.url())
    const keepToken = (r: Response): void => {
      if (r.url().endsWith('/api/support/desk/sign-in') && r.ok()) void r.json().then((body: { token: string }) => void tokens.push(body.token))
    }
    page.on('request', keepAddress)
    page.on('response', keepToken)
    await b.open('/support')
    await page.getByRole('heading', { name: 'RideCover support desk' }).waitFor()
    await fillSignIn(page, { ...alice, secret: 'not the secret' }, '000000')
    await page.getByRole('alert').getByText('That staff name, secret and code were not accepted.').waitFor()
    expect(await page.getByLabel('Support code or quote reference').count()).to.equal(0)
    await signIn(page, alice)
    await page.getByLabel('Support code or quote reference').fill(code.toLowerCase())
    await page.getByRole('button', { name: 'Find' }).click()
    const timeline = page.getByTestId('timeline')
    await timeline.waitFor()
    await page.getByTestId('opened-before').getByText('No one has opened this trail before.').waitFor()
    const steps = await timeline.getByRole('listitem').allInnerTexts()
    expect(steps.some((s) => s.includes('Price page') && s.includes('How would you like to pay?: Monthly'))).to.equal(true)
    expect(steps.some((s) => s.includes('setPaymentOption failed: HTTP 419 session expired'))).to.equal(true)
    expect(steps.some((s) => s.includes('Opened Session expired'))).to.equal(true)
    const summary = (await page.getByTestId('ticket-summary').textContent()) ?? ''
    expect(summary).to.contain(`Quote ${p.quote?.reference ?? ''}`)
    expect(summary).to.contain('last screen Session expired')
    expect(summary).to.contain('first error at')

    // Errors only, then export as text.
    await page.getByLabel('Errors only').check()
    expect(await timeline.getByRole('listitem').count()).to.equal(1)
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export as text' }).click()
    expect((await download).suggestedFilename()).to.match(/^ridecover-timeline-.+\.txt$/)

    // The access log: alice opened this code, newest first.
    await page.getByRole('button', { name: 'Show the access log' }).click()
    const log = page.getByRole('table', { name: 'Who signed in and read, exported or erased which trail, newest first' })
    await log.waitFor()
    const firstRow = await log.getByRole('row').nth(1).getByRole('cell').allInnerTexts()
    expect(firstRow.slice(1)).to.deep.equal([alice.name, 'Opened', code, ''])
    expect(firstRow[0]).to.match(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC$/)
    const violations = await axe(page)
    expect(violations, describeViolations(violations)).to.deep.equal([])
    await page.setViewportSize({ width: 320, height: 640 })
    try {
      const w = await page.evaluate(() => ({ s: document.documentElement.scrollWidth, i: window.innerWidth }))
      expect(w.s).to.be.at.most(w.i)
    } finally {
      await page.setViewportSize({ width: 1280, height: 720 })
    }

    // alice signs out; bob signs in, opens the same code, and sees that alice opened it before.
    await page.getByRole('button', { name: 'Sign out', exact: true }).click()
    await page.getByLabel('Staff name').waitFor()
    expect(await page.getByTestId('timeline').count()).to.equal(0)
    await signIn(page, bob)
    await page.getByLabel('Support code or quote reference').fill(code)
    await page.getByRole('button', { name: 'Find' }).click()
    await page.getByTestId('opened-before').getByText(new RegExp(`^Opened before by ${alice.name} at \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d UTC$`)).waitFor()

    page.off('request', keepAddress)
    page.off('response', keepToken)
    expect(tokens).to.have.length(2)
    for (const address of [...addresses, page.url()]) {
      for (const secret of [alice.secret, bob.secret, ...tokens]) expect(address).not.to.contain(secret)
    }
  })

  it('a one-time code used twice is refused, saying to wait for the next, with the focus on the message; the next code signs in, and a recovery code once', async () => {
    const { page } = b
    const [, bob] = supportDeskStaff(b.base)
    await b.open('/support')
    const code = await freshCode(bob)
    await fillSignIn(page, bob, code)
    await page.getByText(`Signed in as ${bob.name}`).waitFor()
    await page.getByRole('button', { name: 'Sign out', exact: true }).click()
    await fillSignIn(page, bob, code)
    const alert = page.getByRole('alert')
    await alert.getByText('That code has been used already. Wait for your app to show the next code, then enter it.').waitFor()
    expect(await alert.evaluate((e) => e === document.activeElement)).to.equal(true)
    expect(await page.getByLabel('One-time code').getAttribute('aria-invalid')).to.equal('true')
    expect(await page.getByLabel('One-time code').inputValue()).to.equal('')
    const violations = await axe(page)
    expect(violations, describeViolations(violations)).to.deep.equal([])
    await page.getByLabel('One-time code').fill(await freshCode(bob))
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByText(`Signed in as ${bob.name}`).waitFor()
    await page.getByRole('button', { name: 'Sign out', exact: true }).click()
    await page.getByLabel('Staff name').fill(bob.name)
    await page.getByLabel('Secret').fill(bob.secret)
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.getByRole('button', { name: 'Use a recovery code instead' }).click()
    await page.getByLabel('Recovery code').fill(bob.recoveryCodes[0] ?? '')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByText(`Signed in as ${bob.name}`).waitFor()
  })

  it('a trail file the rider downloaded from the footer opens on the desk too, and a file that is not a trail is refused saying why', async () => {
    const { page, base } = b
    const [alice] = supportDeskStaff(base)
    const p = await quotedProposal(base)
    await b.open(pricePagePath(p.uuid))
    await page.getByRole('group', { name: 'How would you like to pay?' }).getByLabel('Pay monthly').check()
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download a support trail' }).click()
    const file = (await (await download).path()) ?? ''
    await b.open('/support')
    await signIn(page, alice)
    await page.getByLabel('Or open a trail file the rider downloaded').setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"hello":1}') })
    await page.getByRole('alert').getByText(/notes\.json is not a valid trail: /).waitFor()
    await page.getByLabel('Or open a trail file the rider downloaded').setInputFiles(file)
    await page.getByTestId('timeline').getByText('How would you like to pay?: Monthly').waitFor()
    expect(await page.getByTestId('ticket-summary').textContent()).to.contain(`Quote ${p.quote?.reference ?? ''}`)
  })
})

/**
 * The security headers the support service sends when it runs on its own (`npm run support`), stricter than the
 * one-machine server's: read from a standalone service started on an empty store.
 */
const standaloneHeaders = async (): Promise<Record<string, string>> => {
  const folder = mkdtempSync(join(tmpdir(), 'support-standalone-'))
  const service = await createSupportService({ database: { kind: 'sqlite', file: join(folder, 'support.db') }, insurer: () => Promise.resolve({ kind: 'not-found' }), sweepEveryMs: 0, logger: createLogger({ level: 'silent' }) })
  const server = supportApp(service, { logger: createLogger({ level: 'silent' }) }).listen(0, '127.0.0.1')
  try {
    await new Promise((resolve) => server.once('listening', resolve))
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/support`)
    return Object.fromEntries(['content-security-policy', 'x-frame-options'].map((h) => [h, res.headers.get(h) ?? '']))
  } finally {
    server.close()
    await service.close()
    rmSync(folder, { recursive: true, force: true })
  }
}

/** Presses a control by keyboard: focus on it, then Enter. */
const pressKey = async (control: Locator): Promise<void> => {
  await control.focus()
  await control.page().keyboard.press('Enter')
}

/*
 * The rider's screen beside the timeline: a rider on the price page changes the excess, confirms the requote, has
 * an e-mail of the quote fail (the insurer answers 500; the rider stays), and sends the session from the footer;
 * staff open it on the desk and, by keyboard, open the screen, step to the requote (the price page with the new
 * excess and reference), back one (the changes waiting for Confirm & requote, on the old reference) and to the
 * first error (the price page as it stood when the call failed), with the screen's code fetched only then, from the
 * desk's own files, and nothing else fetched while stepping.
 */
describe("browser: the rider's screen on the support desk", function () {
  this.timeout(240_000)
  const b = useBrowser()

  it('a session sent from the price page after a requote and a failed call: staff step to the requote, back to the form, and to the first error, by keyboard, with axe finding nothing on the desk', async () => {
    const { page, context, base } = b
    const [alice] = supportDeskStaff(base)
    const p = await quotedProposal(base)
    const before = p.quote?.reference ?? ''
    await b.open(pricePagePath(p.uuid))
    await page.getByLabel('Voluntary excess', { exact: true }).selectOption({ label: '£1,000' })
    await page.getByRole('button', { name: 'Confirm & requote' }).click()
    await page.getByRole('button', { name: 'Confirm & requote' }).waitFor({ state: 'detached' })
    const requoted = (await page.getByTestId('quote-reference').textContent()) ?? ''
    expect(requoted).to.match(/^\d{5}-\d{5}-\d{5}$/).and.not.equal(before)
    await context.route('**/send-quote-email', (route) => route.continue({ headers: { ...route.request().headers(), 'x-mock-scenario': '500' } }))
    try {
      await Promise.all([page.waitForResponse((r) => r.url().endsWith('/send-quote-email')), page.getByRole('button', { name: 'Email yourself this quote' }).click()])
    } finally {
      await context.unroute('**/send-quote-email')
    }
    const footer = page.getByRole('contentinfo')
    await footer.getByRole('button', { name: 'Send this session to support' }).click()
    const code = (await footer.getByTestId('support-code').textContent({ timeout: SENDING_MS })) ?? ''
    expect(code).to.match(/^RC-[A-Z2-9]{6}$/)

    const requests: string[] = []
    const problems: string[] = []
    page.on('request', (r) => void requests.push(new URL(r.url()).pathname))
    await b.open('/support')
    // From the desk's page on (the rider's page logged its failed e-mail): a refused file or policy, a screen that failed.
    page.on('console', (m) => (m.type() === 'error' || /Content.Security.Policy/i.test(m.text()) ? void problems.push(m.text()) : undefined))
    page.on('response', (r) => (r.status() >= 400 ? void problems.push(`${r.status()} ${r.url()}`) : undefined))
    await signIn(page, alice)
    await page.getByLabel('Support code or quote reference').fill(code)
    await page.getByLabel('Support code or quote reference').press('Enter')
    await page.getByTestId('timeline').waitFor()
    expect(requests.filter((r) => r.includes('RiderScreen')), 'the screens are not part of the first load').to.deep.equal([])

    // Open the screen view by keyboard: the rider's last step, the failed e-mail, on the price page.
    const show = page.getByRole('button', { name: "Show the rider's screen" })
    await pressKey(show)
    const position = page.getByTestId('screen-position')
    await position.getByText(/^Step (\d+) of \1, .* on Price page: sendQuoteEmail failed: HTTP 500 server_error/).waitFor()
    const frame = page.frameLocator('iframe[title="The rider\'s screen"]')
    /** Waits until the frame shows the step the desk says is on show (the events it is drawn from). */
    const drawn = async (timeout?: number): Promise<void> => {
      const events = (await position.getAttribute('data-events')) ?? ''
      await frame.locator(`[data-replayed-events="${events}"]`).waitFor({ state: 'attached', timeout })
    }
    await drawn(FIRST_DRAW_MS)
    expect(await frame.getByTestId('quote-reference').textContent()).to.equal(requoted)
    const loaded = requests.length

    // Back one step, by keyboard, to the requote: the price page with the new excess and the new reference.
    const backOne = page.getByRole('button', { name: 'Back one step' })
    await pressKey(backOne)
    await position.getByText(new RegExp(`on Price page: Quoted ${requoted}: £[\\d,]+\\.\\d\\d a year$`)).waitFor()
    await drawn()
    await frame.getByTestId('quote-reference').getByText(requoted).waitFor()
    expect(await frame.getByLabel('Voluntary excess', { exact: true }).inputValue()).to.equal('1000')
    expect(await frame.getByRole('button', { name: 'Confirm & requote' }).count()).to.equal(0)

    // Back one more: the form before the requote, the new excess chosen, Confirm & requote offered, the old reference.
    await page.keyboard.press('Enter')
    await position.getByText(/on Price page: Voluntary excess: £1,000$/).waitFor()
    await drawn()
    await frame.getByRole('button', { name: 'Confirm & requote' }).waitFor()
    expect(await frame.getByTestId('quote-reference').textContent()).to.equal(before)
    expect(await frame.getByLabel('Voluntary excess', { exact: true }).inputValue()).to.equal('1000')

    // The first error, one key away, moves the timeline and the screen there.
    await pressKey(page.getByRole('button', { name: 'Go to the first error' }))
    await position.getByText(/on Price page: sendQuoteEmail failed: HTTP 500 server_error/).waitFor()
    await drawn()
    expect(await page.getByTestId('timeline').locator('[aria-current="step"]').textContent()).to.contain('sendQuoteEmail failed: HTTP 500')
    await frame.getByTestId('quote-reference').getByText(requoted).waitFor()
    expect(await frame.getByRole('button', { name: 'Confirm & requote' }).count()).to.equal(0)

    // A step of the timeline chosen by keyboard shows its screen.
    await pressKey(page.getByTestId('timeline').getByRole('button', { name: /Opened Price page$/ }).first())
    await position.getByText(/^Step 1 of \d+, .* on Price page: Opened Price page$/).waitFor()

    // The app's styles draw the screen (its header in the brand's colour), and the desk keeps its own.
    const header = await frame.locator('.site-header').evaluate((el) => getComputedStyle(el).backgroundColor)
    expect(header).not.to.equal('rgba(0, 0, 0, 0)')
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).to.equal('rgb(243, 242, 241)')
    // Nothing but the desk's own files since the screen was open: no call, to the insurer or anyone.
    expect(requests.slice(loaded).filter((r) => !r.startsWith('/support-desk/')), 'requests while stepping').to.deep.equal([])
    // The screens' code and the frame's two stylesheets, each once, however many steps were drawn.
    expect(requests.filter((r) => /^\/support-desk\/(RiderScreen|frame)-/.test(r)).map((r) => r.replace(/-\w+\./, '.')).sort()).to.deep.equal([
      '/support-desk/RiderScreen.css',
      '/support-desk/RiderScreen.js',
      '/support-desk/frame.css',
    ])
    expect(problems, 'console errors (a refused file, a screen that failed)').to.deep.equal([])

    const violations = await axe(page)
    expect(violations, describeViolations(violations)).to.deep.equal([])

    // The frame is the rider's window: Tab reaches it after the steps, and the keyboard scrolls the screen in it.
    await page.getByLabel('Jump to a step').focus()
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('title'))).to.equal("The rider's screen")
    const screenWindow = page.frames().find((f) => f !== page.mainFrame())
    if (screenWindow === undefined) throw new Error('no frame')
    await page.keyboard.press('PageDown')
    expect(await eventually(() => screenWindow.evaluate(() => window.scrollY), (y) => y > 0)).to.be.greaterThan(0)

    // Under the policy the service sends when it runs on its own (no framing of its pages at all), the screen is
    // drawn the same, with nothing refused: the frame has no address, and what it loads is the desk's own.
    const strict = await standaloneHeaders()
    expect(strict['content-security-policy']).to.contain("frame-ancestors 'none'")
    await page.route('**/support', async (route) => {
      const response = await route.fetch()
      await route.fulfill({ response, headers: { ...response.headers(), ...strict } })
    })
    try {
      await b.open('/support')
      await signIn(page, alice)
      await page.getByLabel('Support code or quote reference').fill(code)
      await page.getByLabel('Support code or quote reference').press('Enter')
      await pressKey(page.getByRole('button', { name: "Show the rider's screen" }))
      await drawn(FIRST_DRAW_MS)
      await frame.getByTestId('quote-reference').getByText(requoted).waitFor()
      expect(problems, 'console errors under the standalone policy').to.deep.equal([])
      // The control: under these headers the desk's page itself may not be framed, even by its own origin.
      const refused = page.waitForEvent('console', (m) => /frame/i.test(m.text()) && /deny|frame-ancestors/i.test(m.text()))
      await page.evaluate(() => {
        const framed = document.createElement('iframe')
        framed.src = '/support'
        framed.title = 'control'
        document.body.append(framed)
      })
      await refused
    } finally {
      await page.unroute('**/support')
    }
  })
})

/** The sample quote's session as the rider's browser sends it (redacted), under a session id of its own, as another tab's. */
const sentTrail = (): Trail => {
  const { trail } = storedSample('completed-quote.json')
  const session = randomUUID()
  return buildTrail(
    trail.events.map((e) => ({ ...e, meta: { ...e.meta, session } })),
    { ...trail, session, redact: true },
    trail.conversation,
  )
}

/*
 * A rider's data requests on the desk: two sessions of one rider sent for their quote; staff download everything
 * the desk holds for that quote reference, then erase it once the reference is typed again.
 */
describe("browser: a rider's data requests on the support desk", function () {
  this.timeout(120_000)
  const b = useBrowser()

  it("alice downloads all the rider's data by quote reference (one file, both trails), then erases it after typing the reference again: the focus and the announcements follow, the codes then answer not found, the access log records both, and axe finds nothing", async () => {
    const { page, base } = b
    const [alice] = supportDeskStaff(base)
    const p = await quotedProposal(base)
    const reference = p.quote?.reference ?? ''
    const rider = new TestClient(base)
    const codes: string[] = []
    for (let i = 0; i < 2; i++) {
      const sent = await rider.request('POST', '/api/support/trails', { json: { trail: sentTrail(), quoteReference: reference, proposal: p.uuid } })
      expect(sent.status, sent.text).to.equal(201)
      codes.push((sent.body as { code: string }).code)
    }
    await b.open('/support')
    await signIn(page, alice)
    await page.getByLabel('Support code or quote reference').fill(reference)
    await page.getByRole('button', { name: 'Find' }).click()
    const section = page.getByRole('region', { name: "Rider's data requests" })
    await section.getByText(`For ${reference}: every trail listed under the quote reference ${reference}.`, { exact: false }).waitFor()

    // The download: one JSON file named for the reference, holding both trails as the service stores them.
    const download = page.waitForEvent('download')
    await section.getByRole('button', { name: "Download all this rider's data" }).click()
    const file = await download
    expect(file.suggestedFilename()).to.equal(`ridecover-data-${reference}.json`)
    const doc = decodeWith(RiderDataExport, JSON.parse(readFileSync((await file.path()) ?? '', 'utf8')))
    expect(doc.request).to.deep.equal({ reference })
    expect(doc.trails.map((t) => t.code)).to.have.members(codes)
    await section.getByRole('status').getByText(`Downloaded ridecover-data-${reference}.json: 2 trails`, { exact: false }).waitFor()

    // The erasure, by keyboard: its field takes the focus; a reference that differs is named; the right one erases.
    await pressKey(section.getByRole('button', { name: "Erase this rider's data" }))
    const confirm = section.getByLabel(`Type ${reference} to confirm`)
    await confirm.waitFor()
    expect(await eventually(() => confirm.evaluate((el) => el === document.activeElement), (focused) => focused)).to.equal(true)
    await section.getByText('It cannot be undone.').waitFor()
    const confirming = await axe(page)
    expect(confirming, describeViolations(confirming)).to.deep.equal([])
    await page.keyboard.type('12345-12345-12345')
    await page.keyboard.press('Enter')
    await section.getByText(`That is not ${reference}. Type it exactly as shown to erase.`).waitFor()
    await confirm.fill(reference)
    await confirm.press('Enter')
    const result = section.getByRole('status')
    await result.getByText(new RegExp(`^Erased 2 trails \\((${codes.join('|')}), (${codes.join('|')})\\) and what was kept about them\\. Finding ${reference} now answers not found\\.`)).waitFor()
    expect(await eventually(() => result.evaluate((el) => el === document.activeElement), (focused) => focused)).to.equal(true)
    expect(await page.getByRole('region', { name: 'Sessions sent for this quote' }).count()).to.equal(0)
    const erased = await axe(page)
    expect(erased, describeViolations(erased)).to.deep.equal([])

    // Gone: a code the rider read out finds nothing now; the access log says who exported and erased, and when.
    await page.getByLabel('Support code or quote reference').fill(codes[0] ?? '')
    await page.getByRole('button', { name: 'Find' }).click()
    await page.getByRole('alert').getByText(`No trail was sent with the support code ${codes[0] ?? ''}.`).waitFor()
    await page.getByRole('button', { name: 'Show the access log' }).click()
    const log = page.getByRole('table', { name: 'Who signed in and read, exported or erased which trail, newest first' })
    await log.waitFor()
    const rows = await Promise.all([1, 2, 3, 4].map((i) => log.getByRole('row').nth(i).getByRole('cell').allInnerTexts()))
    expect(rows.map((r) => r.slice(1, 4))).to.deep.equal([
      [alice.name, 'Erased (2 trails)', reference],
      [alice.name, 'Exported (2 trails)', reference],
      [alice.name, 'Searched', reference],
      [alice.name, 'Signed in with a one-time code', ''],
    ])
    // A sign-in's address is logged; a data request has none.
    expect(rows.map((r) => r[4] !== '')).to.deep.equal([false, false, false, true])
  })
})
