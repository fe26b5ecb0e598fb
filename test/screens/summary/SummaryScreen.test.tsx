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
    { getList: () => ok({ options: [] }), confirm: () => ok(proposal), setPaymentOption: () => ok(proposal) },
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
})
