import 'global-jsdom/register'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect } from 'chai'
import type { Proposal } from '../../../src/domain/codecs'
import { restoreJsdomGlobals } from '../../components/jsdom-globals'
import { renderSummary } from './summary-harness'
import { fact, type Fact } from '../../reducers/given'
import { SUMMARY_EMAIL, summaryReady, UUID } from '../../reducers/samples'
import { fakeDeps, ok } from '../../sagas/fake-deps'
import { fill, inlineError } from '../quote-form/modals/modal-harness'

const NOW = '2026-03-02T10:00:00.000Z'
const EMAIL = SUMMARY_EMAIL

/** The four declarations (001 §2 Summary; J2.82), their question ids and the message each shows unticked. */
const DECLARATIONS = [
  {
    declaration: 'honest',
    id: 'summary.answered_honestly',
    label: 'I have answered all the questions honestly and to the best of my knowledge.',
    message: 'Please confirm you have answered all questions honestly',
  },
  {
    declaration: 'excesses',
    id: 'summary.excesses_and_endorsements',
    label: 'I have read and agree to the excesses and endorsements on my policy.',
    message: 'Please confirm you have read and agree to the excesses and endorsements',
  },
  {
    declaration: 'terms',
    id: 'summary.administration_and_terms',
    label: 'I have read and agree to the administration services contract and the terms of business.',
    message: 'Please confirm you have read and agree to the administration services contract and terms',
  },
  {
    declaration: 'self_service',
    id: 'summary.self_service',
    label: 'I understand this is a self-service product and that I must register for an online account to manage my policy.',
    message: 'Please confirm you understand this is a self-service product and you must register for an online account',
  },
] as const

const EMAIL_ID = 'risk.proposer.email_address'
const CONFIRM_ID = 'summary.confirm_email'
const MOBILE_ID = 'risk.proposer.phone_numbers.mobile'

const quoted = summaryReady

/** The lists the Summary names values from, as the insurer answers them. */
const LISTS: Readonly<Record<string, { value: string; name: string }[]>> = {
  cover_type: [{ value: 'C', name: 'Comprehensive' }],
  vehicle_class_of_use: [{ value: 'SDPC', name: 'SDP including commuting' }],
}

/** A quote with its monthly figures, an extra added and one turned down, paid monthly by a rider with one other rider. */
const monthlyWithExtras = () =>
  quoted((p) => {
    p.is_pay_monthly = true
    p.risk.vehicle.year = 2019
    p.risk.vehicle.manufacturer = 'TRIUMPH'
    p.risk.vehicle.model = 'STREET TRIPLE RS'
    p.risk.vehicle.cover_type = 'C'
    p.risk.vehicle.class_of_use = 'SDPC'
    p.risk.voluntary_excess = 250
    p.risk.additional_drivers = [quoted().risk.proposer as never]
    const addon = (code: string, description: string, premium: number, is_selected: boolean) => ({ code, description, premium, is_selected, ipid: { url: `/documents/${code}.pdf` } })
    p.addons = [addon('BLE', 'Motor Legal Protection', 29.99, true), addon('BHL', 'Helmet and Leathers Cover', 19.99, false)] as never
    p.quote = {
      ...(p.quote as NonNullable<Proposal['quote']>),
      premium: 391.81,
      addons: p.addons,
      metadata: { premium_subtotal: 421.8, monthly_total_payable_subtotal: 459.38 },
      monthly_deposit: 42.18,
      monthly_initial_payment: 41.74,
      monthly_payment: 41.72,
      monthly_installments: 10,
      monthly_total_payable: 459.38,
      monthly_interest: 37.58,
      monthly_interest_percent: 9.9,
      monthly_apr: 23.2,
    } as never
  })

const confirmed = (p: Proposal = quoted()): Fact[] => [fact('journey/EmailConfirmationEntered', { value: p.risk.proposer.email_address ?? '' })]
const autoRenewal: Fact[] = [fact('proposal/DetailAnswered', { field: 'consent_to_auto_renew', value: true })]
const ticked = (...declarations: (typeof DECLARATIONS)[number]['declaration'][]): Fact[] =>
  declarations.map((declaration) => fact('journey/DeclarationAnswered', { declaration, ticked: true }))
const ALL_TICKED = ticked(...DECLARATIONS.map((d) => d.declaration))

/**
 * The summary screen in a real store (every saga running, a fake API), after the proposal is loaded and
 * `facts`: returns the API calls made so far and where the app navigated.
 */
const showSummary = (proposal: Proposal, ...facts: Fact[]) => {
  const { deps, calls, navigations } = fakeDeps(
    { getList: (name) => ok({ options: LISTS[name] ?? [] }), confirm: () => ok(proposal), setPaymentOption: () => ok(proposal) },
    NOW,
  )
  renderSummary(deps, NOW, proposal, ...facts)
  return { calls, navigations }
}

const pressContinue = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Continue' }))
}

/** The messages the confirm-details section shows, by question id (the fields without one left out). */
const shownMessages = (ids: readonly string[]): Record<string, string> =>
  Object.fromEntries(ids.flatMap((id) => (inlineError(id) === null ? [] : [[id, inlineError(id) as string]])))

const ALL_IDS = [EMAIL_ID, CONFIRM_ID, MOBILE_ID, 'consent_to_auto_renew', ...DECLARATIONS.map((d) => d.id)]

describe('SummaryScreen (001 §2 Summary, §4 Continue, §5)', () => {
  // jsdom lays nothing out, so it has no scrollIntoView; the screen scrolls to the refused section with it.
  const scrolled: Element[] = []
  const proto = globalThis.Element.prototype as { scrollIntoView?: () => void }
  const had = proto.scrollIntoView
  before(() => {
    proto.scrollIntoView = function (this: Element) {
      scrolled.push(this)
    }
  })
  after(() => {
    proto.scrollIntoView = had
  })
  beforeEach(() => {
    restoreJsdomGlobals()
    scrolled.length = 0
  })
  afterEach(cleanup)

  describe('the declarations', () => {
    it('J2.82 J5.11 shows the four tick boxes, in order', async () => {
      showSummary(quoted())
      const section = screen.getByRole('region', { name: 'Confirm your details' })
      const boxes = within(section).getAllByRole('checkbox')
      expect(boxes.map((b) => b.id)).to.deep.equal(DECLARATIONS.map((d) => d.id))
      DECLARATIONS.forEach((d) => expect(within(section).getByLabelText(d.label)).to.have.property('id', d.id))
    })

    it('J5.11 Continue with none ticked refuses every one with its own message, and sends nothing', async () => {
      const user = userEvent.setup()
      const { calls } = showSummary(quoted(), ...confirmed(), ...autoRenewal)
      await pressContinue(user)
      await screen.findByText('Please check the answers below before you continue.')
      expect(shownMessages(ALL_IDS)).to.deep.equal(Object.fromEntries(DECLARATIONS.map((d) => [d.id, d.message])))
      expect(calls.map((c) => c.name)).to.not.include('confirm')
    })

    for (const left of DECLARATIONS) {
      it(`J5.11 Continue with '${left.declaration}' alone unticked refuses that box alone, and sends nothing`, async () => {
        const user = userEvent.setup()
        const others = DECLARATIONS.filter((d) => d !== left).map((d) => d.declaration)
        const { calls } = showSummary(quoted(), ...confirmed(), ...autoRenewal, ...ticked(...others))
        await pressContinue(user)
        await screen.findByText('Please check the answers below before you continue.')
        expect(shownMessages(ALL_IDS)).to.deep.equal({ [left.id]: left.message })
        expect(calls.map((c) => c.name)).to.not.include('confirm')
      })
    }

    it('J5.11 J2.81 Continue without an auto-renewal answer refuses it, and sends nothing', async () => {
      const user = userEvent.setup()
      const { calls } = showSummary(quoted(), ...confirmed(), ...ALL_TICKED)
      await pressContinue(user)
      await screen.findByText('Please check the answers below before you continue.')
      expect(shownMessages(ALL_IDS)).to.deep.equal({ consent_to_auto_renew: 'Please confirm if you would like your policy to renew automatically' })
      expect(calls.map((c) => c.name)).to.not.include('confirm')
    })
  })

  describe('the confirm details', () => {
    it('J4.08 J5.03 J5.04 J5.05 Continue with all three empty refuses the section with their required messages, scrolls to it and focuses the first', async () => {
      const user = userEvent.setup()
      const empty = quoted((p) => {
        p.risk.proposer.email_address = null
        p.risk.proposer.phone_numbers = { ...p.risk.proposer.phone_numbers, mobile: null }
      })
      const { calls } = showSummary(empty, ...autoRenewal, ...ALL_TICKED)
      await pressContinue(user)
      await screen.findByText('Please check the answers below before you continue.')
      expect(shownMessages(ALL_IDS)).to.deep.equal({
        [EMAIL_ID]: 'Please enter your email address',
        [CONFIRM_ID]: 'Please confirm your email address',
        [MOBILE_ID]: 'Please enter your mobile number',
      })
      expect(scrolled.map((el) => el.className)).to.deep.equal(['confirm-details'])
      expect(document.activeElement?.id).to.equal(EMAIL_ID)
      expect(calls.map((c) => c.name)).to.not.include('confirm')
    })

    it('J4.08 J5.03 J5.04 J5.05 Continue with an invalid e-mail, a confirmation that differs and an invalid mobile refuses each with its message', async () => {
      const user = userEvent.setup()
      const { calls } = showSummary(quoted(), ...confirmed(), ...autoRenewal, ...ALL_TICKED)
      await fill(user, 'Email address', 'rider@example')
      await fill(user, 'Confirm email address', 'rider@example.com')
      await fill(user, 'Mobile number', '0770')
      await pressContinue(user)
      await screen.findByText('Please check the answers below before you continue.')
      expect(shownMessages(ALL_IDS)).to.deep.equal({
        [EMAIL_ID]: 'Please provide a valid email.',
        [CONFIRM_ID]: 'Email addresses do not match',
        [MOBILE_ID]: 'Please provide a valid UK phone number.',
      })
      expect(calls.map((c) => c.name)).to.not.include('confirm')
    })

    it('J5.04 the confirmation must be the same text: another case is another address', async () => {
      const user = userEvent.setup()
      showSummary(quoted(), ...autoRenewal, ...ALL_TICKED)
      await fill(user, 'Confirm email address', EMAIL.toUpperCase())
      await pressContinue(user)
      await screen.findByText('Please check the answers below before you continue.')
      expect(shownMessages(ALL_IDS)).to.deep.equal({ [CONFIRM_ID]: 'Email addresses do not match' })
    })

    it('J4.08 J4.09 J5.03 J5.04 J5.05 Continue with valid details and everything answered sends the confirm and goes on to Payment', async () => {
      const user = userEvent.setup()
      const { calls, navigations } = showSummary(quoted(), ...autoRenewal, ...ALL_TICKED)
      await fill(user, 'Confirm email address', ` ${EMAIL} `)
      await pressContinue(user)
      for (let i = 0; i < 50 && navigations.length === 0; i += 1) await new Promise((r) => setTimeout(r, 10))
      expect(shownMessages(ALL_IDS)).to.deep.equal({})
      expect(calls.map((c) => c.name).filter((n) => n !== 'getList')).to.deep.equal(['confirm', 'setPaymentOption'])
      expect(navigations).to.deep.equal([`/quote/payment?uuid=${UUID}`])
    })
  })

  describe('what a rider is owed before buying (a non-advised sale)', () => {
    it("states the rider's demands and needs from their own answers and choices, and that no personal recommendation was given", async () => {
      showSummary(monthlyWithExtras())
      const section = screen.getByRole('region', { name: 'What you told us you need' })
      await within(section).findByText(/for this use: SDP including commuting\./)
      expect(section.textContent).to.contain('You want to insure your 2019 TRIUMPH STREET TRIPLE RS, ridden by you and 1 other rider')
      expect(section.textContent).to.contain('You chose Comprehensive cover with a voluntary excess of £250.00, and added Motor Legal Protection.')
      expect(section.textContent).to.contain('You chose not to add Helmet and Leathers Cover.')
      expect(section.textContent).to.contain('This policy meets the needs you told us about.')
      expect(section.textContent).to.contain('We have not given you a personal recommendation.')
    })

    it("shows a monthly payer paying in full and paying monthly side by side, the difference, and the credit's representative example with its lender", () => {
      showSummary(monthlyWithExtras())
      const section = screen.getByRole('region', { name: 'Paying in full or monthly' })
      expect(within(section).getByTestId('comparison-in-full').textContent).to.equal('£421.80')
      expect(within(section).getByTestId('comparison-monthly').textContent).to.equal('£459.38')
      expect(section.textContent).to.contain('Paying monthly costs £37.58 more than paying in full')
      expect(within(section).getByTestId('representative-example').textContent).to.equal(
        'Amount of credit £379.62, after a deposit of £42.18. Paid back in 10 monthly instalments of £41.72 (the first £41.74). Rate of interest 9.9% (fixed). Total amount payable £459.38. Representative APR 23.2%.',
      )
      expect(section.textContent).to.contain('The credit is provided by Northern Shield Premium Finance Limited.')
    })

    it('shows no comparison to a rider paying in full', () => {
      showSummary(quoted())
      expect(screen.queryByRole('region', { name: 'Paying in full or monthly' })).to.equal(null)
    })

    it('says the right to cancel within 14 days and what is charged, and a monthly payer the right to withdraw from the credit', () => {
      showSummary(monthlyWithExtras())
      const section = screen.getByRole('region', { name: 'Your right to cancel' })
      expect(section.textContent).to.contain('You can cancel this policy within 14 days of the day it starts or the day you get your policy documents')
      expect(section.textContent).to.contain('you pay only for the days you were covered, and there is no cancellation fee.')
      expect(section.textContent).to.contain('a cancellation fee of £35.00')
      expect(section.textContent).to.contain('withdraw from the credit agreement within 14 days')
    })

    it('J2.81 says at the auto-renewal question what automatic renewal means, when the renewal price is told, and how to turn it off', () => {
      showSummary(quoted())
      const group = screen.getByRole('group', { name: /renew automatically/ })
      expect(group.textContent).to.contain('carries on for another year when it ends')
      expect(group.textContent).to.contain('at least 21 days before it renews')
      expect(group.textContent).to.contain('You can turn automatic renewal off at any time: call us on 0330 123 4567')
    })
  })
})
