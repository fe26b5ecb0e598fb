import { expect } from 'chai'
import type { BrowserContext, Page, Route } from 'playwright-core'
import { ROUTES, type ProposalScreen } from '../../src/domain/routes'
import { useBrowser } from './harness'
import { quotedProposal } from './quoted-proposal'

/*
 * A screen that shows the proposal its address names, opened on a quote the insurer says has expired (GET
 * /api/proposal/{uuid} answers code `expired`, which 001 §8 sends nowhere, so not to Exception): the rider lands
 * on Expired (001 §4: session expired; Start a quote or Retrieve a quote), never on a skeleton that waits forever.
 */

/** Sends the request on to the mock insurer with its expired scenario: the quote is past its validity. */
const expire = (route: Route): Promise<void> => route.continue({ headers: { ...route.request().headers(), 'x-mock-scenario': 'expired' } })

/** The proposal fetch of `uuid` (that GET only, not the calls under its path) answers code expired. */
const expireQuote = async (context: BrowserContext, uuid: string): Promise<void> => void (await context.route(new RegExp(`/api/proposal/${uuid}$`), expire))

/** The Expired page, with its two ways on; nothing of the screen left behind. */
const expectExpiredPage = async (page: Page): Promise<void> => {
  await page.waitForURL((u) => u.pathname === ROUTES.Expired, { timeout: 15_000 })
  const main = page.locator('#main')
  await main.getByRole('heading', { name: 'Your session has expired', level: 1 }).waitFor()
  expect(await main.getByRole('link', { name: 'Start a quote', exact: true }).getAttribute('href')).to.equal(ROUTES.QuoteCreateForm)
  expect(await main.getByRole('link', { name: 'Retrieve a quote', exact: true }).getAttribute('href')).to.equal(ROUTES.Recall)
  expect(await page.getByText('Loading your quote…').count(), 'the skeleton is gone').to.equal(0)
  expect(await page.getByTestId('quote-not-found').count(), 'not told the quote cannot be found').to.equal(0)
}

describe('browser: a screen whose quote has expired (code expired)', function () {
  this.timeout(90_000)
  const session = useBrowser({ freshTab: true })
  afterEach(() => session.context.unrouteAll({ behavior: 'ignoreErrors' }))

  const screens: (ProposalScreen | 'QuoteEditForm')[] = ['PricePresentation', 'Addons', 'Summary', 'Instalments', 'Payment', 'ThankYou', 'QuoteEditForm']
  for (const screen of screens) {
    it(`J2.102 J2.103 J8.02 ${screen} of an expired quote goes to Expired (not Exception), which offers Start a quote and Retrieve a quote`, async () => {
      const p = await quotedProposal(session.base)
      await expireQuote(session.context, p.uuid)
      const answer = session.page.waitForResponse((r) => new URL(r.url()).pathname === `/api/proposal/${p.uuid}`)
      await session.open(`${ROUTES[screen]}?uuid=${p.uuid}`)
      expect((await answer).status(), "the mock insurer's expired answer").to.equal(410)
      await expectExpiredPage(session.page)
    })
  }

  const ways = [
    { from: 'Summary', link: 'Retrieve a quote', to: ROUTES.Recall, heading: 'Retrieve a Quote', page: 'Retrieve a Quote' },
    { from: 'Instalments', link: 'Start a quote', to: ROUTES.QuoteCreateForm, heading: 'Get a quote', page: 'the quote form' },
  ] as const
  for (const way of ways) {
    it(`J2.103 from ${way.from} of an expired quote, Expired's '${way.link}' goes to ${way.page}`, async () => {
      const { page, context } = session
      const p = await quotedProposal(session.base)
      await expireQuote(context, p.uuid)
      await session.open(`${ROUTES[way.from]}?uuid=${p.uuid}`)
      await expectExpiredPage(page)
      await page.locator('#main').getByRole('link', { name: way.link, exact: true }).click()
      await page.waitForURL((u) => u.pathname === way.to)
      await page.getByRole('heading', { name: way.heading, level: 1 }).waitFor()
    })
  }
})
