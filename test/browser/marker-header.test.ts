import { expect } from 'chai'
import type { Request } from 'playwright-core'
import { ROUTES } from '../../src/domain/routes'
import { useBrowser } from './harness'
import { aboutYou, additionalRiders, coverDetails, findByRegistration, next, onSection, restOfBike, yourDetails } from './quote-form-driver'
import { pricePagePath, quotedProposal } from './quoted-proposal'

/*
 * 001 §7: every request carries a marker header saying a script made it (`X-Requested-With`, src/api/transport.ts).
 * Read from the browser's own request events, so a request the browser makes by itself (a preload named by the
 * page, a prefetch) is seen too: an insurer's API that treats a request without the marker differently, or a CDN
 * that cannot add it, would break such a request.
 */

const MARKER = 'x-requested-with'

interface Seen {
  readonly method: string
  readonly path: string
  readonly type: string
  readonly marker: string | undefined
}

const isApi = (path: string): boolean => path.startsWith('/api/') || path.startsWith('/json/')

describe('browser: every request the app makes carries the marker header (001 §7)', function () {
  this.timeout(180_000)
  const b = useBrowser({ viewport: { width: 1200, height: 1000 }, freshTab: true })

  /** Records every request of the tab from now on, with its marker header (read once the request is sent). */
  const recordRequests = () => {
    const seen: Promise<Seen>[] = []
    const record = (r: Request): void => {
      const url = new URL(r.url())
      if (url.origin !== b.base) return
      seen.push(r.allHeaders().then((h) => ({ method: r.method(), path: `${url.pathname}${url.search}`, type: r.resourceType(), marker: h[MARKER] })))
    }
    b.context.on('request', record)
    return {
      stop: async (): Promise<Seen[]> => {
        b.context.off('request', record)
        return Promise.all(seen)
      },
    }
  }

  it('a walk through the form, the price page, the extras and the summary: each of the app’s requests carries it, and none to the API goes without it', async function () {
    this.timeout(120_000)
    const { page } = b
    const requests = recordRequests()
    await b.open(ROUTES.QuoteCreateForm)
    await aboutYou(page, { title: 'Mrs', forename: 'Gwendolyn', surname: 'Pryce', dob: '03/09/1979', email: 'gwen.pryce@example.org' })
    await next(page)
    await onSection(page, 'About Your Bike')
    await findByRegistration(page, 'YH19KXT')
    await restOfBike(page, { value: '8,500', mileage: '4000' })
    await next(page)
    await yourDetails(page, { postcode: 'LS6 2AB', addressStartsWith: /Headingley/, mobile: '07700 900456' })
    await next(page)
    await coverDetails(page, { excess: '£250' })
    await next(page)
    await additionalRiders(page)
    await next(page, 'Submit')
    await page.waitForURL((u) => u.pathname === ROUTES.PricePresentation, { timeout: 20_000 })
    await page.getByTestId('quote-reference').waitFor()
    const uuid = new URL(page.url()).searchParams.get('uuid') ?? ''
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await page.waitForURL((u) => u.pathname === ROUTES.Addons)
    await page.getByTestId('basket').waitFor()
    for (const toggle of await page.locator('[data-testid^="accordion-addon-"]:not([data-testid="accordion-addon-breakdown"]) h2 button').all()) {
      if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
      await page.locator(`#${(await toggle.getAttribute('aria-controls')) ?? ''}`).getByRole('radio', { name: 'No Thanks' }).check()
    }
    await page.getByRole('button', { name: 'Continue', exact: true }).click()
    await page.waitForURL((u) => u.pathname === ROUTES.Summary)
    await page.getByTestId('web-ref').waitFor()
    const seen = await requests.stop()

    const byScript = seen.filter((r) => r.type === 'fetch' || r.type === 'xhr')
    const api = seen.filter((r) => isApi(r.path))
    // The walk made the calls that matter here: the lookups, the create and quote, and the proposal's loads.
    expect(api.map((r) => `${r.method} ${r.path}`)).to.include.members([
      'POST /api/vehicle/registration',
      'POST /api/recaptcha',
      'POST /api/proposal',
      `POST /api/proposal/${uuid}/quote`,
      `GET /api/proposal/${uuid}`,
    ])
    expect(api.filter((r) => r.method === 'GET' && r.path === `/api/proposal/${uuid}`).length, 'the proposal loaded by each screen after the form').to.be.at.least(3)
    expect(byScript.filter((r) => r.marker !== 'XMLHttpRequest'), "the app's requests without the marker").to.deep.equal([])
    expect(api.filter((r) => r.marker !== 'XMLHttpRequest'), 'requests to the API without the marker').to.deep.equal([])
  })

  it('a reload of a kept price page: its proposal is asked for by the app itself, with the marker, and the page names no request for the browser to make', async () => {
    const { page } = b
    const { uuid } = await quotedProposal(b.base)
    await b.open(pricePagePath(uuid))
    await page.getByTestId('quote-reference').waitFor()
    const requests = recordRequests()
    const document = page.waitForResponse((r) => new URL(r.url()).pathname === ROUTES.PricePresentation)
    const loaded = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/proposal/${uuid}`)
    await page.reload()
    expect((await document).headers().link, "the page's Link header").to.equal(undefined)
    await loaded
    const seen = await requests.stop()
    expect(seen.filter((r) => isApi(r.path)).map((r) => [r.method, r.path, r.type, r.marker])).to.deep.include(['GET', `/api/proposal/${uuid}`, 'fetch', 'XMLHttpRequest'])
    expect(seen.filter((r) => isApi(r.path) && r.marker !== 'XMLHttpRequest')).to.deep.equal([])
    const initiators = await page.evaluate(
      (name) => performance.getEntriesByType('resource').filter((e) => e.name === name).map((e) => (e as PerformanceResourceTiming).initiatorType),
      `${b.base}/api/proposal/${uuid}`,
    )
    expect(initiators, 'made by the app’s fetch, not by the page').to.deep.equal(['fetch'])
  })
})
