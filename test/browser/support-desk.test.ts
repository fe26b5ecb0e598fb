import { expect } from 'chai'
import { SUPPORT_DESK_TEST_TOKEN } from './built-app'
import { axe, describeViolations, useBrowser } from './harness'
import { pricePagePath, quotedProposal } from './quoted-proposal'

/*
 * Issue 11 items 2 and 3: a rider's session sent to support from an error page, found on the support desk by its
 * code, and read there as a timeline with a ticket line.
 */
describe('browser: send to support, then the support desk finds the session and shows its timeline', function () {
  this.timeout(120_000)
  const b = useBrowser()

  it('a session that hit a 419 on the price page is sent from Expired; staff sign in, find it by code, and read the steps, the error and the ticket line', async () => {
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

    // The desk: its own page; the token is asked for, never in the URL.
    await b.open('/support')
    await page.getByRole('heading', { name: 'RideCover support desk' }).waitFor()
    await page.getByLabel('Desk token').fill('not the token')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByLabel('Support code or quote reference').fill(code)
    await page.getByRole('button', { name: 'Find' }).click()
    await page.getByRole('alert').getByText('That token was not accepted').waitFor()
    await page.getByLabel('Desk token').fill(SUPPORT_DESK_TEST_TOKEN)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByLabel('Support code or quote reference').fill(code.toLowerCase())
    await page.getByRole('button', { name: 'Find' }).click()
    const timeline = page.getByTestId('timeline')
    await timeline.waitFor()
    expect(page.url()).not.to.contain(SUPPORT_DESK_TEST_TOKEN)
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
    const violations = await axe(page)
    expect(violations, describeViolations(violations)).to.deep.equal([])
    await page.setViewportSize({ width: 320, height: 640 })
    try {
      const w = await page.evaluate(() => ({ s: document.documentElement.scrollWidth, i: window.innerWidth }))
      expect(w.s).to.be.at.most(w.i)
    } finally {
      await page.setViewportSize({ width: 1280, height: 720 })
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
    await page.getByLabel('Desk token').fill(SUPPORT_DESK_TEST_TOKEN)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByLabel('Or open a trail file the rider downloaded').setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"hello":1}') })
    await page.getByRole('alert').getByText(/notes\.json is not a valid trail: /).waitFor()
    await page.getByLabel('Or open a trail file the rider downloaded').setInputFiles(file)
    await page.getByTestId('timeline').getByText('How would you like to pay?: Monthly').waitFor()
    expect(await page.getByTestId('ticket-summary').textContent()).to.contain(`Quote ${p.quote?.reference ?? ''}`)
  })
})
