import { expect } from 'chai'
import {
  coverBenefits,
  endorsementLines,
  instalmentExtraCost,
  paymentComparison,
  selectStartDateExpired,
  selectThirdPartyHolder,
  policyStartTime,
  selectAllowedRoles,
  selectClaim,
  selectConviction,
  selectHasQuote,
  selectHolderAddress,
  selectItemSummaries,
  selectModification,
  selectPartnerSource,
  selectPriceWarnings,
  selectQuoteReference,
  selectShowsRegistrationCheck,
  selectShowsSpecialOffers,
  selectShowsTpaFields,
  selectUuid,
} from '../../reducers/proposal-selectors'
import type { Proposal, Quote } from '../../src/domain/codecs'
import { fact, stateAfter, type Fact, type Loose } from './given'
import { claim, conviction, foundVehicle, modification, quoteWith, rider, serverProposal, UUID } from './samples'

const TODAY = '2026-03-02'

/** The state after the server's quote, its quote changed by `change` (a server answer, decoded as the app decodes it). */
const quotedWith = (change: (q: Loose<Quote>) => void, proposal: (p: Loose<Proposal>) => void = () => undefined): Fact =>
  fact('quote/QuoteCalculated', {
    proposal: serverProposal((p) => {
      const q = quoteWith([]) as Loose<Quote>
      change(q)
      p.quote = q
      proposal(p)
    }),
  })

/** The quote as the state holds it after the facts. */
const quoteAfter = (...facts: Fact[]): Quote => {
  const q = stateAfter(...facts).proposal.quote
  if (q == null) throw new Error('no quote in the state')
  return q
}

const source = (s: string | null): Fact => fact('proposal/SourceOfBusinessSet', { source: s })
const endorsement = (text: string, code: string | null = null, extraInfo: string | null = null) => ({ text, code, extra_info: extraInfo })

describe('proposal selectors (000 §2, 001 §2 price presentation, summary, thank you)', () => {
  describe('the proposal’s identity', () => {
    it('the uuid is null before the server created the proposal, then the server’s uuid', () => {
      expect(selectUuid(stateAfter())).to.equal(null)
      expect(selectUuid(stateAfter(fact('proposal/ProposalCreated', { proposal: serverProposal() })))).to.equal(UUID)
    })

    it('the quote reference is null before a quote, then the quote’s reference', () => {
      expect(selectQuoteReference(stateAfter())).to.equal(null)
      expect(selectQuoteReference(stateAfter(quotedWith(() => undefined)))).to.equal('12345-67890-12345')
    })
  })

  describe('sources of business', () => {
    it('partner codes 105, 114, 112, 115 and 104 are partners; Direct, Website, another code or none are not', () => {
      for (const code of ['105', '114', '112', '115', '104']) expect(selectPartnerSource(stateAfter(source(code))), code).to.equal(code)
      for (const other of ['Direct', 'Website', '', '106']) expect(selectPartnerSource(stateAfter(source(other))), other).to.equal(null)
      expect(selectPartnerSource(stateAfter())).to.equal(null)
      expect(selectPartnerSource(stateAfter(source(null)))).to.equal(null)
    })

    it('J2.21 special offers show only when source_of_business is set and is not Website', () => {
      for (const shown of ['Direct', '105', '999']) expect(selectShowsSpecialOffers(stateAfter(source(shown))), shown).to.equal(true)
      expect(selectShowsSpecialOffers(stateAfter(source('Website')))).to.equal(false)
      // Set means a value: null and the empty source are not set.
      expect(selectShowsSpecialOffers(stateAfter(source('')))).to.equal(false)
      expect(selectShowsSpecialOffers(stateAfter(source(null)))).to.equal(false)
      expect(selectShowsSpecialOffers(stateAfter())).to.equal(false)
    })
  })

  describe('questions of 000 §4', () => {
    it('J2.63 the third-party authority fields show only once the authority is answered Yes', () => {
      expect(selectShowsTpaFields(stateAfter())).to.equal(false)
      expect(selectShowsTpaFields(stateAfter(fact('proposal/ThirdPartyAuthorityAnswered', { has: false })))).to.equal(false)
      expect(selectShowsTpaFields(stateAfter(fact('proposal/ThirdPartyAuthorityAnswered', { has: true })))).to.equal(true)
    })

    it('F4.29 the role list of a rider who does not exist (yet, or any more) is every role', () => {
      expect(selectAllowedRoles(stateAfter(), 0)).to.equal(null)
    })
  })

  describe('price presentation', () => {
    it('J2.22 the registration number check shows only while the vehicle has no registration', () => {
      expect(selectShowsRegistrationCheck(stateAfter())).to.equal(true)
      expect(selectShowsRegistrationCheck(stateAfter(fact('proposal/RegistrationKnownAnswered', { known: false })))).to.equal(true)
      expect(selectShowsRegistrationCheck(stateAfter(fact('proposal/RegistrationInvalidated', {})))).to.equal(true)
      const found = fact('proposal/VehicleFound', { registration: 'AB12CDE', vehicles: [foundVehicle('11111111')] })
      expect(selectShowsRegistrationCheck(stateAfter(found))).to.equal(false)
      expect(selectShowsRegistrationCheck(stateAfter(fact('proposal/RegistrationConfirmed', { registration: 'AB12CDE' })))).to.equal(false)
    })

    it('J2.39 the tracking-device warning shows when an endorsement has extra_info 41, and never before a quote', () => {
      const tracker = (st: ReturnType<typeof stateAfter>) => selectPriceWarnings(st).includes('tracker-warning')
      expect(tracker(stateAfter())).to.equal(false)
      expect(tracker(stateAfter(quotedWith(() => undefined)))).to.equal(false)
      const withEndorsements = (...es: ReturnType<typeof endorsement>[]) => stateAfter(quotedWith((q) => void (q.endorsements = es)))
      expect(tracker(withEndorsements(endorsement('Theft excluded', '12', '40'), endorsement('Tracker needed', '13', '41')))).to.equal(true)
      expect(tracker(withEndorsements(endorsement('Theft excluded', '41', '40')))).to.equal(false)
    })

    it('J2.44 the removed-extra modal shows when the proposal has removed_addons', () => {
      expect(selectPriceWarnings(stateAfter(quotedWith(() => undefined)))).to.deep.equal([])
      const removed = quotedWith(() => undefined, (p) => void (p.removed_addons = [{ code: 'BPA', description: 'Enhanced Personal Accident Cover' }]))
      expect(selectPriceWarnings(stateAfter(removed))).to.deep.equal(['removed-addon'])
    })

    it("the price page's warnings open in order: the removed extra, the tracker, then the modifications warning for a partner's quote", () => {
      const all = quotedWith(
        (q) => void (q.endorsements = [endorsement('Tracker needed', '13', '41')]),
        (p) => void (p.removed_addons = [{ code: 'BPA', description: 'Enhanced Personal Accident Cover' }]),
      )
      expect(selectPriceWarnings(stateAfter(all))).to.deep.equal(['removed-addon', 'tracker-warning'])
      expect(selectPriceWarnings(stateAfter(all, source('105')))).to.deep.equal(['removed-addon', 'tracker-warning', 'modifications-warning'])
      expect(selectPriceWarnings(stateAfter(source('Website')))).to.deep.equal([])
    })

    it('J2.27 the endorsements list shows each text and adds ‘Riding other bikes is excluded’ unless endorsement 39 is present', () => {
      const lines = (...es: ReturnType<typeof endorsement>[]) => endorsementLines(quoteAfter(quotedWith((q) => void (q.endorsements = es))).endorsements)
      expect(lines()).to.deep.equal(['Riding other bikes is excluded'])
      expect(lines(endorsement('<p>Pillion excluded</p>', '12'), endorsement('Tracker', null, '41'))).to.deep.equal([
        '<p>Pillion excluded</p>',
        'Tracker',
        'Riding other bikes is excluded',
      ])
      expect(lines(endorsement('<p>Pillion excluded</p>', '12'), endorsement('<p>Other bikes covered</p>', '39'))).to.deep.equal([
        '<p>Pillion excluded</p>',
        '<p>Other bikes covered</p>',
      ])
    })

    it('J2.30 J2.31 cover includes 7 benefits for C (personal effects only there), 4 for TPFT and 2 for TPO', () => {
      expect(coverBenefits('C')).to.deep.equal(['accidental damage', 'third party damage', 'personal accident', 'uninsured driver', 'fire', 'theft', 'personal effects'])
      // J2.32: beyond the counts the spec does not say which; we read TPFT as the third-party benefits plus fire and theft.
      expect(coverBenefits('TPFT')).to.deep.equal(['third party damage', 'uninsured driver', 'fire', 'theft'])
      expect(coverBenefits('TPO')).to.deep.equal(['third party damage', 'uninsured driver'])
      expect(coverBenefits(null)).to.deep.equal([])
      expect(coverBenefits(undefined)).to.deep.equal([])
    })

    it('J2.34 the instalment extra cost is the monthly total payable minus the amount financed (the premium, plus the extras when chosen)', () => {
      const cost = (change: (q: Loose<Quote>) => void) => instalmentExtraCost(quoteAfter(quotedWith(change)))
      expect(cost((q) => Object.assign(q, { premium: 412.35, monthly_total_payable: 455.01 }))).to.equal(42.66)
      // With extras chosen the plan finances premium_subtotal (premium plus extras): the premium alone would say 69.64.
      expect(cost((q) => Object.assign(q, { premium: 412.35, monthly_total_payable: 481.99, metadata: { premium_subtotal: 440.33 } }))).to.equal(41.66)
      expect(cost((q) => Object.assign(q, { premium: 412.35, monthly_total_payable: 455.01, metadata: { premium_subtotal: null } }))).to.equal(42.66)
      // Nothing to show without either figure.
      expect(cost((q) => Object.assign(q, { premium: 412.35, monthly_total_payable: null }))).to.equal(null)
      expect(cost((q) => Object.assign(q, { premium: null, monthly_total_payable: 455.01 }))).to.equal(null)
    })
  })

  describe('paying in full and paying monthly side by side', () => {
    it("compares the totals from the quote's own figures, to the penny, with the credit's representative example", () => {
      const q = quoteAfter(
        quotedWith((x) =>
          Object.assign(x, {
            premium: 391.81,
            metadata: { premium_subtotal: 421.8 },
            monthly_deposit: 42.18,
            monthly_initial_payment: 41.74,
            monthly_payment: 41.72,
            monthly_installments: 10,
            monthly_total_payable: 459.38,
            monthly_interest_percent: 9.9,
            monthly_apr: 23.2,
          }),
        ),
      )
      expect(paymentComparison(q)).to.deep.equal({
        inFull: 421.8,
        monthlyTotal: 459.38,
        difference: 37.58,
        deposit: 42.18,
        credit: 379.62,
        instalments: 10,
        instalment: 41.72,
        firstInstalment: 41.74,
        interestRate: 9.9,
        apr: 23.2,
      })
    })

    it('pays in full the premium when the quote gives no subtotal, and has nothing to compare without monthly figures', () => {
      const base = { premium: 400, monthly_deposit: 40, monthly_payment: 39.6, monthly_total_payable: 436, metadata: {} }
      expect(paymentComparison(quoteAfter(quotedWith((x) => Object.assign(x, base))))?.difference).to.equal(36)
      for (const missing of ['monthly_deposit', 'monthly_payment', 'monthly_total_payable', 'premium']) {
        expect(paymentComparison(quoteAfter(quotedWith((x) => Object.assign(x, base, { [missing]: null })))), missing).to.equal(null)
      }
    })
  })

  describe('policy start time (summary J2.78, thank you J2.94)', () => {
    const CREATED = '2026-03-02T14:37:12.000Z'

    it('J2.78 the start time is 00:01hrs unless the start date is today', () => {
      expect(policyStartTime('2026-03-10', CREATED, TODAY)).to.equal('00:01hrs')
      expect(policyStartTime(null, CREATED, TODAY)).to.equal('00:01hrs')
    })

    it('J2.78 a start date of today starts at the quote creation time (HH:MM)', () => {
      const quote = quoteAfter(quotedWith((q) => void (q.created_at = CREATED)))
      expect(policyStartTime(TODAY, quote.created_at, TODAY)).to.equal('14:37hrs')
      expect(policyStartTime(TODAY, '2026-03-02T09:05+00:00', TODAY)).to.equal('09:05hrs')
    })

    it('J2.78 a start date of today with no readable creation time falls back to 00:01hrs', () => {
      expect(policyStartTime(TODAY, null, TODAY)).to.equal('00:01hrs')
      expect(policyStartTime(TODAY, undefined, TODAY)).to.equal('00:01hrs')
      expect(policyStartTime(TODAY, '2026-03-02', TODAY)).to.equal('00:01hrs')
    })
  })

  describe('start date expiry (J4.01)', () => {
    it("J4.01 the proposal's start date, as the price page's modal reads it", () => {
      const loaded = (start: string) =>
        stateAfter(fact('proposal/ProposalLoaded', { proposal: serverProposal((p) => void (p.risk.start_date = start)) as unknown as Proposal, via: 'fetch' }))
      expect(selectStartDateExpired(loaded('2026-03-01'), TODAY)).to.equal(true)
      expect(selectStartDateExpired(loaded(TODAY), TODAY)).to.equal(false)
      expect(selectStartDateExpired(stateAfter(), TODAY)).to.equal(false)
    })
  })
  describe('the items of a list', () => {
    const claims = [fact('proposal/ClaimAdded', { who: 'proposer', claim: claim('ACC', '2024-05-01') }), fact('proposal/ClaimAdded', { who: 'proposer', claim: { ...claim('THEFT'), date: null } })]

    it('an item to edit is read by its index; a new one (null) or one that does not exist is undefined', () => {
      const s = stateAfter(
        ...claims,
        fact('proposal/ConvictionAdded', { who: 'proposer', conviction: conviction('SP30') }),
        fact('proposal/ModificationAdded', { modification: modification('EXHAUST') }),
      )
      expect(selectClaim(s, 'proposer', 0)?.description).to.equal('ACC')
      expect(selectClaim(s, 'proposer', null)).to.equal(undefined)
      expect(selectClaim(s, 'proposer', 2)).to.equal(undefined)
      expect(selectClaim(s, 0, 0), 'a rider who does not exist').to.equal(undefined)
      expect(selectConviction(s, 'proposer', 0)?.code).to.equal('SP30')
      expect(selectConviction(s, 'proposer', null)).to.equal(undefined)
      expect(selectConviction(s, 'proposer', 1)).to.equal(undefined)
      expect(selectConviction(s, 0, 0), 'a rider who does not exist').to.equal(undefined)
      expect(selectModification(s, 0)?.type).to.equal('EXHAUST')
      expect(selectModification(s, null)).to.equal(undefined)
    })

    it("each item is one line: a claim's date and description in its list's words, 'No date' or 'Claim' without them", () => {
      const s = stateAfter(...claims, fact('proposal/ClaimAdded', { who: 'proposer', claim: { ...claim(), description: null, date: null } }))
      expect(selectItemSummaries(s, 'claim', 'proposer')).to.deep.equal(['01/05/2024 – ACC', 'No date – THEFT', 'No date – Claim'])
      const named = stateAfter(fact('lookup/ReferenceListLoaded', { name: 'insurer.motor_claim', options: [{ value: 'ACC', name: 'Accident' }] }), ...claims)
      expect(selectItemSummaries(named, 'claim', 'proposer')).to.deep.equal(['01/05/2024 – Accident', 'No date – THEFT'])
    })

    it("a conviction by its conviction date and code ('No date – Conviction' without them), a modification by its type in its list's words and description, a rider by name or number", () => {
      const s = stateAfter(
        fact('proposal/ConvictionAdded', { who: 'proposer', conviction: conviction('SP30', '2023-08-14') }),
        fact('proposal/ConvictionAdded', { who: 'proposer', conviction: { ...conviction(), code: null, conviction_date: null } }),
        fact('proposal/ModificationAdded', { modification: modification('EXHAUST', 'Arrow silencer') }),
        fact('proposal/ModificationAdded', { modification: { type: null, description: null } }),
        fact('proposal/RiderAdded', { rider: rider('Tom') }),
        fact('proposal/RiderAdded', { rider: { ...rider(''), name: { title: null, forenames: null, surname: null } } }),
      )
      expect(selectItemSummaries(s, 'conviction', 'proposer')).to.deep.equal(['14/08/2023 – SP30', 'No date – Conviction'])
      expect(selectItemSummaries(s, 'modification', 'proposer')).to.deep.equal(['EXHAUST – Arrow silencer', 'Modification'])
      const named = stateAfter(
        fact('lookup/ReferenceListLoaded', { name: 'insurer.duq_vehicle_modification', options: [{ value: 'EXHAUST', name: 'Aftermarket exhaust' }] }),
        fact('proposal/ModificationAdded', { modification: modification('EXHAUST', 'Arrow silencer') }),
      )
      expect(selectItemSummaries(named, 'modification', 'proposer'), "the type in its list's words").to.deep.equal(['Aftermarket exhaust – Arrow silencer'])
      expect(selectItemSummaries(s, 'rider', 'proposer')).to.deep.equal(['Tom Rider', 'Rider 2'])
      expect(selectItemSummaries(s, 'claim', 1), 'a rider without claims').to.deep.equal([])
    })

    it('no lines for a question that lists no items (null), nor for a rider who does not exist', () => {
      const s = stateAfter(...claims, fact('proposal/ConvictionAdded', { who: 'proposer', conviction: conviction('SP30') }))
      expect(selectItemSummaries(s, null, 'proposer'), 'the proposer holds claims and a conviction').to.deep.equal([])
      expect(selectItemSummaries(s, 'claim', 0)).to.deep.equal([])
      expect(selectItemSummaries(s, 'conviction', 0)).to.deep.equal([])
    })
  })

  describe('instalments', () => {
    it('the holder is a third party only once the proposer answered No; their address is {} until one is chosen', () => {
      expect(selectThirdPartyHolder(stateAfter())).to.equal(false)
      expect(selectThirdPartyHolder(stateAfter(fact('proposal/AccountHolderAnswered', { isProposer: true })))).to.equal(false)
      const no = fact('proposal/AccountHolderAnswered', { isProposer: false })
      expect(selectThirdPartyHolder(stateAfter(no))).to.equal(true)
      expect(selectHolderAddress(stateAfter()), 'no direct debit yet').to.deep.equal({})
      expect(selectHolderAddress(stateAfter(fact('proposal/AccountHolderAnswered', { isProposer: true }))), 'no third party').to.deep.equal({})
      expect(selectHolderAddress(stateAfter(no))).to.deep.equal({})
      const address = { line_1: '1 High Street', line_2: 'Leeds', postcode: 'LS1 1AA' }
      const chosen = stateAfter(no, fact('proposal/DetailAnswered', { field: 'direct_debit.third_party.address', value: address }))
      expect(selectHolderAddress(chosen)).to.deep.include(address)
    })

    it('a quote is held once the server has priced the proposal', () => {
      expect(selectHasQuote(stateAfter())).to.equal(false)
      expect(selectHasQuote(stateAfter(quotedWith(() => undefined)))).to.equal(true)
    })
  })
})
