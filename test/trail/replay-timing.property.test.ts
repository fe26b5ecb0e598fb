import { expect } from 'chai'
import fc from 'fast-check'
import { replayConversation } from '../../src/app/conversation-replay'
import type { Proposal, ProposalInput } from '../../src/domain/codecs'
import { decodeTrail } from '../../src/domain/trail/decode-trail'
import { flowsReadyFor } from '../../sagas/root'
import { HEADINGLEY, quoteFor, SAMPLE_UUID, TITLES, TRIUMPH } from '../fixtures/trails/samples'
import { drive, TimedRider, type TimedServer } from '../fixtures/trails/timed-session'
import { describeDivergence } from '../regressions/describe-divergence'

/*
 * Replay does not depend on timing: a rider's session is recorded through the real store, sagas and kept
 * session while a fast-check scheduler decides when each insurer answer, each move of the router and each of the
 * rider's own steps arrives; the trail the tab exports at the end (after a reload, where the run has one) is
 * re-run through the real sagas against its recorded answers, and must meet no divergence.
 */

/** A stateful fake insurer for the whole journey: the form, lists and lookups, quotes, extras, confirm, payment. */
const insurer = (): TimedServer => {
  let saved: Proposal | null = null
  let quotes = 0
  let paid = false
  const quoted = (p: Proposal): Proposal => {
    quotes += 1
    const base = quoteFor(`48213-90577-${String(31700 + quotes)}`, 500 + quotes * 11.25, p.risk.voluntary_excess ?? 0, '2026-11-06T10:00:00.000Z')
    const chosen = new Set((p.addons ?? []).filter((a) => a.is_selected === true).map((a) => a.code))
    const addons = base.addons.map((a) => ({ ...a, is_selected: chosen.has(a.code) ? true : a.is_selected }))
    return { ...p, is_quoted: true, quote: { ...base, addons } } as Proposal
  }
  const store = (p: Proposal): Proposal => (saved = p)
  const current = (): Proposal => {
    if (saved === null) throw new Error('no proposal stored yet')
    return saved
  }
  // The card paid at the provider marks the proposal purchased.
  const purchased = (): Proposal => {
    const p = current()
    return { ...p, is_purchased: true, quote: p.quote == null ? null : { ...p.quote, is_purchased: true } } as Proposal
  }
  return {
    getList: () => ({ options: TITLES }) as never,
    lookupRegistration: () => ({ vehicles: [TRIUMPH] }) as never,
    lookupAddress: () => HEADINGLEY as never,
    verifyRecaptcha: () => ({ success: true }) as never,
    createProposal: (p: ProposalInput) => store({ ...p, uuid: SAMPLE_UUID } as unknown as Proposal),
    updateProposal: (_uuid, p) => store({ ...(p as Proposal), uuid: SAMPLE_UUID as Proposal['uuid'], is_quoted: null, quote: null }),
    updateProposalJson: (p) => store({ ...(p as Proposal), uuid: SAMPLE_UUID as Proposal['uuid'], is_quoted: null, quote: null }),
    createQuote: () => store(quoted(current())),
    getProposal: () => (saved === null ? { error: { kind: 'http', status: 404, code: 'not_found', url: '/api/proposal' } } : paid ? purchased() : current()),
    setPaymentOption: (_uuid, body) => store({ ...current(), is_pay_monthly: body.is_pay_monthly }),
    sendAddons: (_uuid, body) => {
      const codes = new Set(body.addons.map((a) => a.code))
      const p = current()
      return store({ ...p, addons: (p.quote?.addons ?? []).map((a) => ({ ...a, is_selected: codes.has(a.code) })) } as Proposal)
    },
    confirm: () => current(),
    getPaymentUrl: () => {
      paid = true
      return { payment_url: '/mock-provider/pay/7d2c4e1a-5b3f-4c2d-9e8a-1f0b6c3d2e4a' }
    },
    deviceRisk: () => store(purchased()),
    acceptQuote: () => {
      const p = purchased()
      return store({ ...p, quote: p.quote == null ? null : { ...p.quote, is_accepted: true } } as Proposal)
    },
    generatePortalLink: () => ({ portal_url: '/mock-portal/register?reference=timed' }),
  }
}

/** Where in the journey the rider reloads the page, if anywhere. */
const RELOADS = ['none', 'form step 3', 'price', 'during the requote', 'after the requote', 'extras', 'summary', 'thank-you'] as const
type Reload = (typeof RELOADS)[number]

const onPath = (prefix: string) => (s: { journey: { path: string | null } }) => (s.journey.path ?? '').startsWith(prefix)

/** A whole journey, from the first question to the accepted policy, with one reload where `reload` says. */
const journey = (r: TimedRider, reload: Reload) => async (): Promise<void> => {
  const reloadAt = async (here: Reload): Promise<void> => {
    if (reload === here) await r.reload()
  }
  await r.open('/get-a-quote')
  await r.command('form/OpenForm', { mode: 'create', uuid: null, step: null, source: null })
  await r.command('lists/LoadList', { name: 'person_title_gender' })
  await r.answer('proposal/PersonAnswered', { who: 'proposer', field: 'name.title', value: 'Mrs' })
  await r.answer('proposal/PersonAnswered', { who: 'proposer', field: 'name.forenames', value: 'Eleanor' })
  await r.answer('proposal/PersonAnswered', { who: 'proposer', field: 'name.surname', value: "O'Hara-Whitfield" })
  await r.answer('proposal/PersonAnswered', { who: 'proposer', field: 'date_of_birth', value: '1984-07-19' as never })
  await r.answer('proposal/DetailAnswered', { field: 'email_address', value: 'eleanor.ohara@example.co.uk' as never })
  await r.answer('proposal/PersonAnswered', { who: 'proposer', field: 'has_insurance_refused', value: false })
  await r.answer('proposal/DetailAnswered', { field: 'userfields.has_email_consent', value: true })
  await r.quiet('the title list')
  await r.command('form/SubmitStep', { step: 1 })
  await r.until('form step 2', (s) => s.journey.step === 2)
  // Step 2's lists are asked for as its questions mount, while the move to it is still reaching the log.
  await r.command('lists/LoadList', { name: 'vehicle_class_of_use' })
  await r.command('lists/LoadList', { name: 'vehicle_kept_location' })
  await r.answer('proposal/RegistrationKnownAnswered', { known: true })
  await r.command('vehicle/LookupRegistration', { registration: 'YH19 KXT' })
  await r.answer('proposal/DetailAnswered', { field: 'vehicle.value', value: 8500 as never })
  await r.answer('proposal/PurchasedAnswered', { isPurchased: true })
  await r.answer('proposal/DetailAnswered', { field: 'vehicle.purchased.date_purchased', value: '2021-03-14' as never })
  await r.answer('proposal/KeeperAnswered', { keeper: true })
  await r.answer('proposal/SecurityFeatureAnswered', { feature: 'alarm', has: false })
  await r.answer('proposal/SecurityFeatureAnswered', { feature: 'immobiliser', has: false })
  await r.answer('proposal/SecurityFeatureAnswered', { feature: 'tracker', has: false })
  await r.answer('proposal/DetailAnswered', { field: 'vehicle.is_exclude_pillion_riders', value: false })
  await r.answer('proposal/ImportedAnswered', { imported: false })
  await r.answer('proposal/DetailAnswered', { field: 'vehicle.has_side_car', value: false })
  await r.answer('proposal/ModificationsAnswered', { has: false })
  await r.answer('proposal/LicenceTypeChosen', { who: 'proposer', licenceType: 'F' })
  await r.answer('proposal/PersonAnswered', { who: 'proposer', field: 'licence.date', value: '2008-05-02' as never })
  await r.answer('proposal/ClaimsAnswered', { who: 'proposer', has: false })
  await r.answer('proposal/ConvictionsAnswered', { who: 'proposer', has: false })
  await r.command('proposal/AnswerMedicalCondition', { who: 'proposer', has: false })
  await r.answer('proposal/MotoringOrganisationAnswered', { who: 'proposer', has: false })
  await r.answer('proposal/PersonAnswered', { who: 'proposer', field: 'has_access_to_other_vehicles', value: false })
  await r.answer('proposal/DetailAnswered', { field: 'vehicle.kept_location', value: 'GARAGE' })
  await r.answer('proposal/KeptAtHomeAnswered', { atHome: true })
  await r.answer('proposal/ClassOfUseChosen', { classOfUse: 'SDPC' })
  await r.answer('proposal/DetailAnswered', { field: 'total_mileage', value: 4000 as never })
  await r.quiet('the bike found')
  await r.command('form/SubmitStep', { step: 2 })
  await r.until('form step 3', (s) => s.journey.step === 3)
  await reloadAt('form step 3')
  await r.answer('proposal/PersonAnswered', { who: 'proposer', field: 'marital_status', value: 'M' })
  await r.answer('proposal/UkBornAnswered', { who: 'proposer', isUkBorn: true })
  await r.answer('proposal/EmploymentStatusChosen', { who: 'proposer', status: 'Employed' })
  await r.answer('proposal/PersonAnswered', { who: 'proposer', field: 'full_time_occupation.role', value: 'A01' })
  await r.answer('proposal/PersonAnswered', { who: 'proposer', field: 'full_time_occupation.industry', value: '186' })
  await r.answer('proposal/SecondOccupationAnswered', { who: 'proposer', has: false })
  await r.answer('proposal/DetailAnswered', { field: 'duqs.education_level', value: 'DEGREE' })
  await r.answer('proposal/DetailAnswered', { field: 'phone_numbers.mobile', value: '07700900123' as never })
  await r.answer('proposal/PersonAnswered', { who: 'proposer', field: 'has_non_rta_conviction', value: false })
  await r.command('address/LookupAddress', { postcode: 'LS6 2AB' })
  await r.quiet('the addresses found', (s) => s.lookups.address.addresses.length > 0)
  await r.answer('proposal/AddressChosen', { address: HEADINGLEY[1] as never })
  await r.command('form/SubmitStep', { step: 3 })
  await r.until('form step 4', (s) => s.journey.step === 4)
  await r.answer('proposal/StartDateChosen', { startDate: '2026-11-15' as never })
  await r.answer('proposal/CoverTypeChosen', { coverType: 'C' })
  await r.answer('proposal/VoluntaryExcessChosen', { excess: 250 })
  await r.answer('proposal/PreviousInsuranceAnswered', { has: true })
  await r.answer('proposal/NcdYearsEntered', { years: 4 })
  await r.answer('proposal/DetailAnswered', { field: 'previous_insurance.ncd.is_protected', value: false })
  await r.answer('proposal/PaymentFrequencyChosen', { monthly: false })
  await r.command('form/SubmitStep', { step: 4 })
  await r.until('form step 5', (s) => s.journey.step === 5)
  await r.answer('proposal/AdditionalRidersAnswered', { has: false })
  await r.answer('proposal/ThirdPartyAuthorityAnswered', { has: false })
  await r.command('form/SubmitStep', { step: 5 })
  await r.until('the price page', onPath('/quote/payment-option'))
  await r.command('proposal/LoadProposal', { uuid: SAMPLE_UUID })
  await reloadAt('price')
  await r.quiet('the quote shown', (s) => s.proposal.quote != null)
  await r.answer('proposal/VoluntaryExcessChosen', { excess: 500 })
  await r.command('quote/Requote', { via: 'panel' })
  if (reload === 'during the requote') {
    // The page goes while the requote's calls are on their way (they still reach the insurer); on the new page the
    // rider presses it again.
    await r.reload()
    await r.quiet('the first requote at the insurer')
    await r.command('quote/Requote', { via: 'panel' })
  }
  await r.quiet('the requote', (s) => !s.journey.requoting && s.proposal.risk.voluntary_excess === 500 && s.proposal.quote != null)
  await reloadAt('after the requote')
  await r.command('quote/ContinueFromPrice', {})
  await r.until('the extras page', onPath('/quote/addons'))
  await reloadAt('extras')
  for (const code of ['BPA', 'BHL', 'B1', 'B2', 'B3'] as const) await r.answer('proposal/AddonDecided', { code, selected: false })
  await r.answer('proposal/AddonDecided', { code: 'BLE', selected: true })
  await r.command('addons/LeaveAddons', { to: 'Summary' })
  await r.until('the summary', onPath('/quote/summary'))
  await reloadAt('summary')
  await r.quiet('the summary settled', (s) => s.proposal.quote != null)
  await r.answer('journey/EmailConfirmationEntered', { value: 'eleanor.ohara@example.co.uk' })
  await r.answer('proposal/DetailAnswered', { field: 'consent_to_auto_renew', value: true })
  for (const declaration of ['honest', 'excesses', 'terms', 'self_service'] as const) await r.answer('journey/DeclarationAnswered', { declaration, ticked: true })
  await r.command('summary/Continue', {})
  await r.until('the payment page', onPath('/quote/payment'))
  await r.command('payment/OpenPayment', { uuid: SAMPLE_UUID })
  await r.quiet('the card page', (s) => s.journey.paymentUrl !== null)
  // The card is paid at the provider, which sends the rider to the thank-you page: a page load of its own.
  await r.answer('journey/Navigated', { path: `/quote/thankyou?uuid=${SAMPLE_UUID}` })
  await reloadAt('thank-you')
  await r.command('payment/CompletePurchase', { uuid: SAMPLE_UUID })
  await r.quiet('the policy accepted', (s) => s.proposal.quote?.is_accepted === true)
}

describe('replay under any timing (property: a session recorded under random answer, navigation and rider timing replays with no divergence)', () => {
  before(async function () {
    this.timeout(20_000)
    // Every flow's code loaded once, as a page that has run a while has it: the runs then differ only in timing.
    for (const type of ['form/SubmitStep', 'quote/Requote'] as const) await flowsReadyFor({ type })
  })

  it('a whole journey with a reload somewhere, lookups, a requote, extras and a payment replays to the same calls and events, whatever order its answers, moves and steps came in', async function () {
    this.timeout(240_000)
    await fc.assert(
      fc.asyncProperty(fc.scheduler(), fc.constantFrom(...RELOADS), fc.boolean(), async (s, reload, snapshot) => {
        const rider = new TimedRider(s, insurer(), '2026-11-06T09:00:00.000Z', snapshot ? 'timed-build' : undefined)
        await drive(s, rider, journey(rider, reload))
        expect(rider.state.proposal.quote?.is_accepted, 'the journey ends with the policy accepted').to.equal(true)
        for (const redact of [false, true]) {
          const text = JSON.stringify(rider.trail(redact))
          const decoded = decodeTrail(text)
          if (decoded._tag === 'Left') throw new Error(decoded.left.message)
          const again = await replayConversation(decoded.right)
          if (again.divergence !== null) throw new Error(`${redact ? 'redacted' : 'full'} trail, reload: ${reload}: ${describeDivergence(again.divergence)}`)
          expect(again.events.length).to.equal(decoded.right.events.length)
        }
      }),
      { numRuns: 200 },
    )
  })
})
