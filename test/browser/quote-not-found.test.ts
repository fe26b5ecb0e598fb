import { expect } from 'chai'
import type { Page } from 'playwright-core'
import { QUOTE_NOT_FOUND } from '../../src/domain/constants'
import { PROPOSAL_SCREEN_HEADINGS, ROUTES, type ProposalScreen } from '../../src/domain/routes'
import { useBrowser } from './harness'
import { quotedProposal } from './quoted-proposal'

/*
 * A screen that shows the proposal its address names, opened on a uuid the server does not know (GET
 * /api/proposal/{uuid} answers 404 not_found, which 001 §8 routes nowhere), or with no uuid in a fresh tab: in
 * place of its skeleton it says the quote cannot be found, with the ways on, and never waits forever.
 */

const UNKNOWN = '00000000-0000-4000-8000-000000000000'

/** The notice in the screen's place (the header has a 'Retrieve a quote' link of its own). */
const notice = (page: Page) => page.getByTestId('quote-not-found')

/** The notice shows under the screen's heading, announced, with no skeleton left and nothing busy. */
const expectNotice = async (page: Page, screen: ProposalScreen): Promise<void> => {
  await notice(page).getByRole('alert').filter({ hasText: QUOTE_NOT_FOUND }).waitFor()
  expect(await notice(page).getByRole('heading', { level: 1 }).innerText()).to.equal(PROPOSAL_SCREEN_HEADINGS[screen])
  expect(await page.getByText('Loading your quote…').count(), 'the skeleton is gone').to.equal(0)
  expect(await page.getByText('Opening our secure payment page…').count(), "the payment page's wait is gone").to.equal(0)
  expect(await page.locator('[aria-busy="true"]').count(), 'nothing is busy').to.equal(0)
  expect(await notice(page).getByRole('link', { name: 'Start a quote', exact: true }).getAttribute('href')).to.equal(ROUTES.QuoteCreateForm)
  expect(await notice(page).getByRole('link', { name: 'Retrieve a quote', exact: true }).getAttribute('href')).to.equal(ROUTES.Recall)
}

describe('browser: a screen whose quote cannot be found', function () {
  this.timeout(60_000)
  const session = useBrowser({ freshTab: true })

  const unknownAt: { screen: ProposalScreen; uuid: string }[] = [
    { screen: 'Summary', uuid: 'abc' },
    { screen: 'PricePresentation', uuid: UNKNOWN },
    { screen: 'Payment', uuid: 'abc' },
    { screen: 'Instalments', uuid: UNKNOWN },
    { screen: 'Addons', uuid: UNKNOWN },
    { screen: 'ThankYou', uuid: UNKNOWN },
  ]
  for (const { screen, uuid } of unknownAt) {
    it(`${screen} with a uuid the server does not know says the quote cannot be found, with the ways on`, async () => {
      await session.open(`${ROUTES[screen]}?uuid=${uuid}`)
      await expectNotice(session.page, screen)
      expect(new URL(session.page.url()).pathname, 'the rider stays (001 §8: not_found goes nowhere)').to.equal(ROUTES[screen])
    })
  }

  it("Addons with no uuid in a fresh tab says so at once, and 'Retrieve a quote' goes to Retrieve a Quote", async () => {
    const { page } = session
    await session.open(ROUTES.Addons)
    await expectNotice(page, 'Addons')
    await notice(page).getByRole('link', { name: 'Retrieve a quote', exact: true }).click()
    await page.waitForURL((u) => u.pathname === ROUTES.Recall)
    await page.getByRole('heading', { name: 'Retrieve a Quote', level: 1 }).waitFor()
  })

  it("Summary of an unknown quote: 'Retrieve a quote' goes to Retrieve a Quote, and 'Start a quote' to the quote form", async () => {
    const { page } = session
    await session.open(`${ROUTES.Summary}?uuid=abc`)
    await notice(page).getByRole('link', { name: 'Retrieve a quote', exact: true }).click()
    await page.getByRole('heading', { name: 'Retrieve a Quote', level: 1 }).waitFor()
    expect(new URL(page.url()).pathname).to.equal(ROUTES.Recall)
    await page.goBack()
    await notice(page).getByRole('link', { name: 'Start a quote', exact: true }).click()
    await page.getByRole('heading', { name: 'Get a quote', level: 1 }).waitFor()
  })

  it('the skeleton shows while the unknown quote is asked for: the notice comes only with the not_found answer', async () => {
    const { page } = session
    let release: () => void = () => undefined
    const held = new Promise<void>((r) => (release = r))
    const proposal = new RegExp(`/api/proposal/${UNKNOWN}$`)
    await page.route(proposal, async (route) => {
      await held
      await route.continue()
    })
    try {
      await session.open(`${ROUTES.Summary}?uuid=${UNKNOWN}`)
      await page.getByText('Loading your quote…').waitFor()
      expect(await notice(page).count(), 'no notice while the load is in flight').to.equal(0)
      release()
      await expectNotice(page, 'Summary')
    } finally {
      release()
      await page.unroute(proposal)
    }
  })

  it('a known quote opened in a fresh tab, and one opened after an unknown one, show as before, never the notice', async () => {
    const { page } = session
    const p = await quotedProposal(session.base)
    // Records whether the notice was ever drawn, from the document's start.
    await page.addInitScript(() => {
      const w = window as { __noticeSeen?: boolean }
      w.__noticeSeen = false
      new MutationObserver(() => {
        if (document.querySelector('[data-testid="quote-not-found"]') !== null) w.__noticeSeen = true
      }).observe(document, { childList: true, subtree: true })
    })
    await session.open(`${ROUTES.Summary}?uuid=${p.uuid}`)
    await page.getByTestId('web-ref').waitFor()
    expect(await page.evaluate(() => (window as { __noticeSeen?: boolean }).__noticeSeen)).to.equal(false)
    await session.open(`${ROUTES.PricePresentation}?uuid=abc`)
    await expectNotice(page, 'PricePresentation')
    await session.open(`${ROUTES.PricePresentation}?uuid=${p.uuid}`)
    await page.getByTestId('quote-reference').waitFor()
    expect(await page.evaluate(() => (window as { __noticeSeen?: boolean }).__noticeSeen), 'a known quote after an unknown one').to.equal(false)
    await page.reload()
    await page.getByTestId('quote-reference').waitFor()
    expect(await page.evaluate(() => (window as { __noticeSeen?: boolean }).__noticeSeen), 'a reload of a known quote').to.equal(false)
  })

  it("a screen opened with no uuid while the tab holds a quote goes to that quote's address and shows it", async () => {
    const { page } = session
    const p = await quotedProposal(session.base)
    await session.open(`${ROUTES.Summary}?uuid=${p.uuid}`)
    await page.getByTestId('web-ref').waitFor()
    // The same tab, the uuid cut off the address: the kept session holds the quote.
    await session.open(ROUTES.PricePresentation)
    await page.waitForURL((u) => u.pathname === ROUTES.PricePresentation && u.searchParams.get('uuid') === p.uuid)
    await page.getByTestId('quote-reference').waitFor()
    expect(await notice(page).count(), 'no notice').to.equal(0)
  })
})
