import { expect } from 'chai'
import type { Page, Route } from 'playwright-core'
import { Proposal } from '../../src/domain/codecs'
import { formatPounds } from '../../src/domain/formats'
import { ROUTES } from '../../src/domain/routes'
import { decodeWith, TestClient } from '../mock-server/server/client'
import { eventually, useBrowser, type BrowserSession } from './harness'
import { answer, onSection } from './quote-form-driver'
import { payThroughApi, pricePagePath, quotedProposal } from './quoted-proposal'

/*
 * A tab that kept its quote (it reached the price page, then was reloaded or opened again) asks the insurer for the
 * proposal like a tab that kept nothing, draws the kept price page while the answer is on its way, and goes where
 * the answer says (001 §4 'On any proposal fetch', §8): the kept state is a cache, never the answer.
 */

/** The kept session's value in the tab (sessionStorage), '' when none. */
const kept = (page: Page): Promise<string> => page.evaluate(() => sessionStorage.getItem('ridecover.session') ?? '')

/** Reaches the price page of a new quote in the session's tab, and waits until the tab has kept it. */
const keepPricePage = async (session: BrowserSession): Promise<Proposal> => {
  const p = await quotedProposal(session.base)
  await session.open(pricePagePath(p.uuid))
  await session.page.getByTestId('quote-reference').getByText(p.quote?.reference ?? '(no reference)').waitFor()
  // The tab keeps it once the page is drawn.
  expect(await eventually(() => kept(session.page), (v) => v.includes(p.uuid)), 'the tab kept the quote').to.contain(p.uuid)
  return p
}

/** The proposal's own GET (not the calls under its path). */
const proposalGet = (uuid: string): RegExp => new RegExp(`/api/proposal/${uuid}$`)

/** Sends a request on to the mock insurer with one of its scenarios. */
const withScenario = (route: Route, scenario: string): Promise<void> => route.continue({ headers: { ...route.request().headers(), 'x-mock-scenario': scenario } })

/**
 * Holds the proposal's GET until `release` is called with how it is to go on (as it is, or with a scenario), so a
 * test can look at the page while the answer is on its way. `asked` resolves once the app has made the request.
 */
const holdProposal = async (page: Page, uuid: string) => {
  let asked: () => void = () => undefined
  const made = new Promise<void>((r) => (asked = r))
  let release: (scenario: string | null) => void = () => undefined
  const released = new Promise<string | null>((r) => (release = r))
  await page.route(proposalGet(uuid), async (route) => {
    asked()
    const scenario = await released
    await (scenario === null ? route.continue() : withScenario(route, scenario))
  })
  return { asked: made, release }
}

/** The server's proposal changed elsewhere (another tab, the insurer): the excess set and the quote priced again. */
const requoteElsewhere = async (base: string, uuid: string, excess: number, scenario?: string): Promise<Proposal> => {
  const client = new TestClient(base)
  const updated = await client.post(`/api/proposal/${uuid}`, { risk: { voluntary_excess: excess } })
  if (updated.status !== 200) throw new Error(`update answered ${String(updated.status)}: ${updated.text}`)
  const quoted = await client.post(`/api/proposal/${uuid}/quote`, undefined, scenario === undefined ? {} : { scenario })
  if (quoted.status !== 200) throw new Error(`quote answered ${String(quoted.status)}: ${quoted.text}`)
  return decodeWith(Proposal, quoted.body)
}

describe('browser: a tab that kept its quote hears the insurer when the quote loads', function () {
  this.timeout(90_000)
  const session = useBrowser({ freshTab: true })
  afterEach(() => session.page.unrouteAll({ behavior: 'ignoreErrors' }))

  it('J8.01 a reload answered 419: the kept price page is drawn while the answer is on its way, then Expired, and the tab keeps nothing of the quote', async () => {
    const { page } = session
    const p = await keepPricePage(session)
    const held = await holdProposal(page, p.uuid)
    await page.reload()
    await held.asked
    await page.getByTestId('quote-reference').getByText(p.quote?.reference ?? '').waitFor()
    await page.getByTestId('annual-premium').getByText(formatPounds(p.quote?.premium)).waitFor()
    held.release('419')
    await page.waitForURL((u) => u.pathname === ROUTES.Expired)
    await page.getByRole('heading', { name: 'Your session has expired', level: 1 }).waitFor()
    expect(await eventually(() => kept(page), (v) => !v.includes(p.uuid)), 'nothing of the ended session is kept').not.to.contain(p.uuid)
  })

  const failures = [
    { title: 'J8.02 a reload answered 500 goes to Exception', scenario: '500', to: ROUTES.Exception, heading: 'Sorry, there is a problem with the service' },
    { title: 'J2.102 J8.02 a reload answered code expired goes to Expired', scenario: 'expired', to: ROUTES.Expired, heading: 'Your session has expired' },
  ] as const
  for (const { title, scenario, to, heading } of failures) {
    it(title, async () => {
      const { page } = session
      const p = await keepPricePage(session)
      await page.route(proposalGet(p.uuid), (route) => withScenario(route, scenario))
      await page.reload()
      await page.waitForURL((u) => u.pathname === to)
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor()
    })
  }

  it('J4.17 J4.18 opened again after the quote was bought elsewhere: ThankYou, which completes the purchase', async () => {
    const { page, base } = session
    const p = await keepPricePage(session)
    await payThroughApi(new TestClient(base), p.uuid)
    await session.open(pricePagePath(p.uuid))
    await page.waitForURL((u) => u.pathname === ROUTES.ThankYou && u.searchParams.get('uuid') === p.uuid)
    await page.getByRole('heading', { name: 'Thank you, you are insured' }).waitFor({ timeout: 20_000 })
  })

  it('J4.17 J8.04 reloaded after the quote was priced again elsewhere and not quoted: Declined', async () => {
    const { page, base } = session
    const p = await keepPricePage(session)
    await requoteElsewhere(base, p.uuid, 250, 'decline')
    await page.reload()
    await page.waitForURL((u) => u.pathname === ROUTES.Declined)
    await page.getByText('We are unable to provide you with a quotation for this motorcycle insurance.').waitFor()
  })

  it('the kept price page is drawn while the answer is on its way, then shows the price the insurer holds now', async () => {
    const { page, base } = session
    const p = await keepPricePage(session)
    const now = await requoteElsewhere(base, p.uuid, 1000)
    expect(now.quote?.premium, 'the price changed at the insurer').not.to.equal(p.quote?.premium)
    const held = await holdProposal(page, p.uuid)
    await page.reload()
    await held.asked
    await page.getByTestId('annual-premium').getByText(formatPounds(p.quote?.premium)).waitFor()
    held.release(null)
    await page.getByTestId('annual-premium').getByText(formatPounds(now.quote?.premium)).waitFor()
    expect(await page.getByLabel('Voluntary excess', { exact: true }).inputValue()).to.equal('1000')
    expect(await page.getByRole('button', { name: 'Confirm & requote' }).count(), 'nothing to requote').to.equal(0)
  })

  it("an excess the rider chooses on the kept page before the answer arrives stays, beside the insurer's new price, with Confirm & requote", async () => {
    const { page, base } = session
    const p = await keepPricePage(session)
    const now = await requoteElsewhere(base, p.uuid, 500)
    const held = await holdProposal(page, p.uuid)
    await page.reload()
    await held.asked
    await page.getByTestId('annual-premium').getByText(formatPounds(p.quote?.premium)).waitFor()
    await page.getByLabel('Voluntary excess', { exact: true }).selectOption({ label: '£1,000' })
    await page.getByRole('button', { name: 'Confirm & requote' }).waitFor()
    const answered = page.waitForResponse(proposalGet(p.uuid))
    held.release(null)
    await answered
    await page.getByTestId('annual-premium').getByText(formatPounds(now.quote?.premium)).waitFor()
    expect(await page.getByLabel('Voluntary excess', { exact: true }).inputValue(), "the rider's choice").to.equal('1000')
    await page.getByRole('button', { name: 'Confirm & requote' }).waitFor()
  })

  /** From the kept price page to the edit form (Edit Details), with the first name changed and not sent yet. */
  const editNotSent = async (): Promise<Proposal> => {
    const { page } = session
    const p = await keepPricePage(session)
    await page.getByRole('link', { name: 'Edit Details' }).click()
    await page.waitForURL((u) => u.pathname === ROUTES.QuoteEditForm)
    await onSection(page, 'About You')
    await answer(page, 'First name', 'Morwenna')
    expect(await eventually(() => kept(page), (v) => v.includes('Morwenna')), 'the tab kept the edit').to.contain('Morwenna')
    return p
  }

  it('the edit form reloaded asks the insurer all the same, and the edit not sent yet stays', async () => {
    const { page } = session
    const p = await editNotSent()
    const held = await holdProposal(page, p.uuid)
    await page.reload()
    await held.asked
    const answered = page.waitForResponse(proposalGet(p.uuid))
    held.release(null)
    expect((await answered).status()).to.equal(200)
    await onSection(page, 'About You')
    expect(await page.getByLabel('First name').inputValue()).to.equal('Morwenna')
    expect(new URL(page.url()).pathname, 'the rider stays on the form').to.equal(ROUTES.QuoteEditForm)
  })

  it('J8.01 the edit form reloaded and answered 419 goes to Expired', async () => {
    const { page } = session
    const p = await editNotSent()
    await page.route(proposalGet(p.uuid), (route) => withScenario(route, '419'))
    await page.reload()
    await page.waitForURL((u) => u.pathname === ROUTES.Expired)
    await page.getByRole('heading', { name: 'Your session has expired', level: 1 }).waitFor()
  })
})
