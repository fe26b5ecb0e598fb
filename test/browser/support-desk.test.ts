import { expect } from 'chai'
import type { Page, Request, Response } from 'playwright-core'
import { SUPPORT_DESK_TEST_STAFF } from './built-app'
import { axe, describeViolations, useBrowser } from './harness'
import { pricePagePath, quotedProposal } from './quoted-proposal'

const [alice, bob] = SUPPORT_DESK_TEST_STAFF

/** Signs a member of staff in on the desk's form, and waits for the page to say who is signed in. */
const signIn = async (page: Page, who: { readonly name: string; readonly secret: string }): Promise<void> => {
  await page.getByLabel('Staff name').fill(who.name)
  await page.getByLabel('Secret').fill(who.secret)
  await page.getByRole('button', { name: 'Sign in' }).click()
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
    const p = await quotedProposal(base)
    await b.open(pricePagePath(p.uuid))
    await page.getByRole('group', { name: 'How would you like to pay?' }).getByLabel('Pay monthly').check()
    await context.route('**/payment-option', (route) => route.continue({ headers: { ...route.request().headers(), 'x-mock-scenario': '419' } }))
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL((u) => u.pathname === '/quote/session-expired')
    await context.unrouteAll({ behavior: 'ignoreErrors' })
    await page.getByRole('main').getByRole('button', { name: 'Send this session to support' }).click()
    const code = (await page.getByRole('main').getByTestId('support-code').textContent()) ?? ''
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
    await page.getByLabel('Staff name').fill(alice.name)
    await page.getByLabel('Secret').fill('not the secret')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('alert').getByText('That name and secret were not accepted.').waitFor()
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
    const log = page.getByRole('table', { name: 'Who read which trail, newest first' })
    await log.waitFor()
    const firstRow = await log.getByRole('row').nth(1).getByRole('cell').allInnerTexts()
    expect(firstRow.slice(1)).to.deep.equal([alice.name, 'Opened', code])
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
    await page.getByRole('button', { name: 'Sign out' }).click()
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

  it('a trail file the rider downloaded from the footer opens on the desk too, and a file that is not a trail is refused saying why', async () => {
    const { page, base } = b
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
