import { expect } from 'chai'
import { readFileSync } from 'node:fs'
import { CALLS, routeOf } from '../../src/domain/calls'
import { requestLines } from '../operations/log-lines'
import { useBrowser } from './harness'
import { aboutYou, additionalRiders, coverDetails, findByRegistration, next, onSection, restOfBike, yourDetails } from './quote-form-driver'

/*
 * A rider's personal data never leaves the answers it belongs in. A rider with values found
 * nowhere else answers the whole form in the browser and reaches the summary; then every URL the page
 * requested, the console, the server's log, the browser's storage (local, session, cookies) and the support
 * trail the footer downloads are searched for each value. The one place the answers may be is the session this
 * tab keeps (sessionStorage's `ridecover.session`, which the footer tells the rider about): it is left out. The spec's own query parameters (the deep link's
 * reference, postcode and date of birth) are not used by this rider.
 */
const RIDER = { title: 'Dr', forename: 'Zebediah', surname: 'Quillfeather', dob: '17/08/1983', email: 'zq.7731@example.test' }
const MOBILE = '07700900731'
const POSTCODE = 'EH3 9DR'
/** What must not appear, in every form it could take (the date as typed and as stored, the postcode without its space). */
const SECRETS = [RIDER.forename, RIDER.surname, RIDER.email, '1983-08-17', '17/08/1983', MOBILE, POSTCODE, POSTCODE.replace(' ', ''), 'Riverside Lane']

/**
 * A URL without the spec's own personal query parameter: the address lookup is `GET /api/address?postcode=`
 * (000 §6). Nothing else may carry the rider's data.
 */
const withoutSpecParameters = (url: string): string => {
  const u = new URL(url)
  if (u.pathname === '/api/address') u.searchParams.delete('postcode')
  return decodeURIComponent(u.toString())
}

const leaks = (where: string, text: string): string[] =>
  SECRETS.filter((s) => text.toLowerCase().includes(s.toLowerCase())).map((s) => `${where} holds '${s}'`)

describe('browser: personal data stays in the answers (URLs, console, server log, storage, exported trail)', function () {
  this.timeout(120_000)
  const b = useBrowser({ viewport: { width: 1280, height: 900 } })

  it("a rider's name, birth date, e-mail, mobile, postcode and street are in no URL, log, storage or exported trail", async () => {
    const { page } = b
    const urls: string[] = []
    const consoleLines: string[] = []
    page.on('request', (r) => void urls.push(r.url()))
    page.on('console', (m) => void consoleLines.push(m.text()))
    await b.open('/get-a-quote')
    await aboutYou(page, RIDER)
    await next(page)
    await onSection(page, 'About Your Bike')
    await findByRegistration(page, 'CY16MVL')
    await page.locator('.vehicle-card').waitFor()
    await restOfBike(page, { value: '5200', mileage: '2800' })
    await next(page)
    await yourDetails(page, { postcode: POSTCODE, addressStartsWith: /Riverside Lane/, mobile: MOBILE })
    await next(page)
    await coverDetails(page, { excess: '£250' })
    await next(page)
    await additionalRiders(page)
    await next(page, 'Submit')
    await page.waitForURL((u) => u.pathname === '/quote/payment-option', { timeout: 30_000 })
    await page.getByRole('button', { name: 'Continue' }).click()
    await page.waitForURL((u) => u.pathname === '/quote/addons')
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download a support trail' }).click()
    const trail = readFileSync((await (await download).path()) ?? '', 'utf8')
    // The trail holds the session (proof the export has something to hide), with the answers redacted.
    expect(trail).to.include('proposal/PersonAnswered')

    const storage = await page.evaluate(() => {
      const { ['ridecover.session']: kept, ...session } = { ...sessionStorage }
      return JSON.stringify({ local: { ...localStorage }, session, cookies: document.cookie, kept: kept === undefined ? null : 'present' })
    })
    expect(JSON.parse(storage)).to.include({ kept: 'present' })
    const found = [
      ...urls.flatMap((u) => leaks(`the URL ${u}`, withoutSpecParameters(u))),
      ...consoleLines.flatMap((l) => leaks('the console', l)),
      ...b.serverLogs().flatMap((l) => leaks("the server's log", l)),
      ...leaks('browser storage', storage),
      ...leaks('the exported trail', trail),
    ]
    expect(found).to.deep.equal([])
    expect(urls.length, 'the page made requests').to.be.greaterThan(10)
    // The server's log had the lookups to hide: their lines name the route, never the postcode or registration.
    expect(requestLines(b.serverLogs()).map((l) => l.route)).to.include.members([routeOf(CALLS.lookupAddress), routeOf(CALLS.lookupRegistration)])
  })
})
