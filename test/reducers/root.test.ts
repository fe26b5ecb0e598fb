import { expect } from 'chai'
import fc from 'fast-check'
import { isLeft } from 'fp-ts/lib/Either'
import { DomainEvent, type RequestError } from '../../src/domain/events'
import { emptyProposal } from '../../src/domain/defaults'
import { initialLookups } from '../../reducers/lookups'
import { initialState, replay, rootReducer, type AppState } from '../../reducers/root'
import { fact, given, stamp, stateAfter, type Fact } from './given'
import { claim, conviction, foundVehicle, manualVehicle, modification, rider, serverProposal, UUID } from './samples'

const who = fc.oneof(fc.constant('proposer' as const), fc.integer({ min: 0, max: 2 }))
const code = fc.constantFrom('A01', 'S44', 'M', 'S', 'F', 'EXH', 'AA', 'Spouse', 'GPS', '950', 'X')
const status = fc.constantFrom('Employed', 'SelfEmp', 'FullTmEdu', 'Retired', 'UnEmploy', 'None', 'NotKnown', 'HsePerson')
const date = fc.constantFrom('2015-06-30', '2020-01-01', '1990-12-31', '2026-03-10')
const index = fc.integer({ min: 0, max: 6 })
const registration = fc.constantFrom('AB12CDE', 'A123BCD', 'ABC123D', '1ABC')
/** NCD years as a rider's input may arrive: empty, whole, fractional, or not a number at all. */
const ncdYears = fc.oneof(
  fc.constant(null),
  fc.integer({ min: -3, max: 25 }),
  fc.constantFrom(0.5, -0.5, 99, -99),
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -99, max: 99 }),
)

const personAnswer = fc.oneof(
  fc.tuple(who, code).map(([w, v]) => ({ who: w, field: 'marital_status', value: v })),
  fc.tuple(who, code).map(([w, v]) => ({ who: w, field: 'relationship_to_proposer', value: v })),
  fc.tuple(who, code).map(([w, v]) => ({ who: w, field: 'full_time_occupation.role', value: v })),
  fc.tuple(who, code).map(([w, v]) => ({ who: w, field: 'full_time_occupation.industry', value: v })),
  fc.tuple(who, code).map(([w, v]) => ({ who: w, field: 'part_time_occupation.role', value: v })),
  fc.tuple(who, code).map(([w, v]) => ({ who: w, field: 'motoring_organisation', value: v })),
  fc.tuple(who, date).map(([w, v]) => ({ who: w, field: 'resident.since', value: v })),
  fc.tuple(who, date).map(([w, v]) => ({ who: w, field: 'licence.date', value: v })),
  fc.tuple(who, fc.constantFrom('Sam', 'Ann', '  ')).map(([w, v]) => ({ who: w, field: 'name.forenames', value: v })),
  fc.tuple(who, fc.constantFrom('Rider', 'Doe')).map(([w, v]) => ({ who: w, field: 'name.surname', value: v })),
)

const detailAnswer = fc.oneof(
  fc.integer({ min: 0, max: 30000 }).map((v) => ({ field: 'vehicle.value', value: v })),
  date.map((v) => ({ field: 'vehicle.purchased.date_purchased', value: v })),
  code.map((v) => ({ field: 'vehicle.owner', value: v })),
  code.map((v) => ({ field: 'vehicle.alarm', value: v })),
  code.map((v) => ({ field: 'vehicle.tracker', value: v })),
  code.map((v) => ({ field: 'vehicle.imported', value: v })),
  fc.constantFrom('M1 1AA', 'LS1 1AA').map((v) => ({ field: 'vehicle.kept_postcode', value: v })),
  fc.integer({ min: 0, max: 20000 }).map((v) => ({ field: 'business_mileage', value: v })),
  fc.integer({ min: 0, max: 20000 }).map((v) => ({ field: 'total_mileage', value: v })),
  fc.constantFrom('Mrs', 'Mr').map((v) => ({ field: 'userfields.tpa_title', value: v })),
  fc.constantFrom('jane@example.com').map((v) => ({ field: 'userfields.tpa_email', value: v })),
  fc.boolean().map((v) => ({ field: 'previous_insurance.ncd.is_protected', value: v })),
)

/** Answer events of the form and after it, with journey moves in between: all valid, most consequential. */
const answerFact: fc.Arbitrary<Fact> = fc.oneof(
  personAnswer.map((payload): Fact => ({ type: 'proposal/PersonAnswered', payload })),
  detailAnswer.map((payload): Fact => ({ type: 'proposal/DetailAnswered', payload })),
  fc.boolean().map((known) => fact('proposal/RegistrationKnownAnswered', { known })),
  registration.map((r) => fact('proposal/RegistrationEntered', { registration: r })),
  fc.tuple(registration, fc.array(fc.constantFrom('11111111', '22222222'), { maxLength: 2 })).map(([r, abis]) =>
    fact('proposal/VehicleFound', { registration: r, vehicles: abis.map((a) => foundVehicle(a)) }),
  ),
  fc.tuple(registration, fc.constantFrom(...(['no-match', 'failed'] as const))).map(([r, reason]) => fact('proposal/VehicleNotFound', { registration: r, reason })),
  fc.constant(fact('proposal/VehicleLookupReset', {})),
  fc.option(fc.integer({ min: 2014, max: 2020 })).map((year) => fact('proposal/ManualVehicleConfirmed', { vehicle: manualVehicle('33333333'), year })),
  fc.boolean().map((isPurchased) => fact('proposal/PurchasedAnswered', { isPurchased })),
  fc.boolean().map((keeper) => fact('proposal/KeeperAnswered', { keeper })),
  fc.tuple(fc.constantFrom(...(['alarm', 'immobiliser', 'tracker'] as const)), fc.boolean()).map(([feature, has]) => fact('proposal/SecurityFeatureAnswered', { feature, has })),
  fc.boolean().map((imported) => fact('proposal/ImportedAnswered', { imported })),
  fc.boolean().map((atHome) => fact('proposal/KeptAtHomeAnswered', { atHome })),
  fc.constantFrom('SDP', 'SDPC', 'C1', 'C2', 'C3').map((classOfUse) => fact('proposal/ClassOfUseChosen', { classOfUse })),
  fc.boolean().map((has) => fact('proposal/ModificationsAnswered', { has })),
  code.map((c) => fact('proposal/ModificationAdded', { modification: modification(c) })),
  fc.tuple(index, code).map(([i, c]) => fact('proposal/ModificationEdited', { index: i, modification: modification(c) })),
  index.map((i) => fact('proposal/ModificationRemoved', { index: i })),
  fc.tuple(who, fc.constantFrom('F', 'P', '<No Licence>')).map(([w, licenceType]) => fact('proposal/LicenceTypeChosen', { who: w, licenceType })),
  fc.tuple(who, fc.boolean()).map(([w, isUkBorn]) => fact('proposal/UkBornAnswered', { who: w, isUkBorn })),
  fc.tuple(who, status).map(([w, s]) => fact('proposal/EmploymentStatusChosen', { who: w, status: s })),
  fc.tuple(who, fc.boolean()).map(([w, has]) => fact('proposal/SecondOccupationAnswered', { who: w, has })),
  fc.tuple(who, fc.boolean()).map(([w, has]) => fact('proposal/ClaimsAnswered', { who: w, has })),
  who.map((w) => fact('proposal/ClaimAdded', { who: w, claim: claim() })),
  fc.tuple(who, index).map(([w, i]) => fact('proposal/ClaimEdited', { who: w, index: i, claim: claim('FIRE') })),
  fc.tuple(who, index).map(([w, i]) => fact('proposal/ClaimRemoved', { who: w, index: i })),
  fc.tuple(who, fc.boolean()).map(([w, has]) => fact('proposal/ConvictionsAnswered', { who: w, has })),
  who.map((w) => fact('proposal/ConvictionAdded', { who: w, conviction: conviction() })),
  fc.tuple(who, index).map(([w, i]) => fact('proposal/ConvictionRemoved', { who: w, index: i })),
  fc.tuple(who, fc.boolean()).map(([w, has]) => fact('proposal/MedicalConditionAnswered', { who: w, has })),
  who.map((w) => fact('proposal/MedicalConditionRefused', { who: w })),
  fc.tuple(who, fc.boolean()).map(([w, has]) => fact('proposal/MotoringOrganisationAnswered', { who: w, has })),
  fc.constant(fact('proposal/AddressChosen', { address: { line_1: '1 High Street', postcode: 'LS1 1AA' } })),
  fc.constant(fact('proposal/AddressReset', {})),
  fc.option(date).map((startDate) => fact('proposal/StartDateChosen', { startDate })),
  fc.constantFrom(...(['C', 'TPFT', 'TPO'] as const)).map((coverType) => fact('proposal/CoverTypeChosen', { coverType })),
  fc.integer({ min: 0, max: 40 }).map((n) => fact('proposal/VoluntaryExcessChosen', { excess: n * 50 })),
  ncdYears.map((years) => fact('proposal/NcdYearsEntered', { years })),
  fc.boolean().map((has) => fact('proposal/PreviousInsuranceAnswered', { has })),
  fc.boolean().map((monthly) => fact('proposal/PaymentFrequencyChosen', { monthly })),
  fc.boolean().map((has) => fact('proposal/AdditionalRidersAnswered', { has })),
  fc.tuple(fc.option(code), fc.option(code)).map(([m, r]) => fact('proposal/RiderAdded', { rider: rider('Ann', m, r) })),
  fc.tuple(index, fc.option(code)).map(([i, m]) => fact('proposal/RiderEdited', { index: i, rider: rider('Bob', m) })),
  index.map((i) => fact('proposal/RiderRemoved', { index: i })),
  fc.boolean().map((has) => fact('proposal/ThirdPartyAuthorityAnswered', { has })),
  fc.boolean().map((isProposer) => fact('proposal/AccountHolderAnswered', { isProposer })),
  fc.integer({ min: 1, max: 5 }).map((step) => fact('journey/StepCompleted', { step })),
  fc.integer({ min: 1, max: 5 }).map((step) => fact('journey/StepOpened', { step })),
  fc.constantFrom(...(['create', 'edit'] as const)).map((mode) => fact('journey/FormSubmitted', { mode })),
  fc.constant(fact('lookup/ManualSearchStarted', {})),
  fc.constantFrom<RequestError[]>(
    { kind: 'session-expired', url: '/api/proposal' },
    { kind: 'http', status: 500, url: '/api/proposal', code: 'server_error', message: 'boom', errors: [] },
  ).map((error) => fact('journey/RequestFailed', { call: 'getQuote', error })),
  fc.constantFrom(...(['manufacturer', 'model', 'year'] as const)).map((field) => fact('lookup/ManualChoiceMade', { field, value: field === 'year' ? 2016 : 'YAMAHA' })),
  // The server's answers, each carrying the whole proposal: a read keeps the answers not sent since the last one.
  fc.tuple(fc.integer({ min: 0, max: 40 }), fc.constantFrom(...(['C', 'TPO'] as const))).map(([n, cover]) =>
    fact('proposal/ProposalUpdated', { proposal: serverProposal((p) => void ((p.risk.voluntary_excess = n * 50), (p.risk.vehicle.cover_type = cover))) }),
  ),
  fc.tuple(fc.integer({ min: 0, max: 40 }), fc.boolean(), fc.constantFrom(...(['fetch', 'edit'] as const))).map(([n, monthly, via]) =>
    fact('proposal/ProposalLoaded', { proposal: serverProposal((p) => void ((p.risk.voluntary_excess = n * 50), (p.is_pay_monthly = monthly))), via }),
  ),
)

/** A log of stamped answer events; stamping decodes each, so an invalid arbitrary fails loudly. */
const answerLog = fc.array(answerFact, { maxLength: 60 }).map((facts) => stamp(facts))

const foldOneByOne = (events: readonly DomainEvent[]): AppState => {
  let state = initialState
  for (const e of events) state = rootReducer(state, e)
  return state
}

describe('rootReducer and replay', () => {
  it('replay of no events is the initial state', () => {
    expect(replay([])).to.equal(initialState)
  })

  it('comes back as the very same state when no projection changes', () => {
    const s = stateAfter(fact('proposal/ClaimAdded', { who: 'proposer', claim: claim() }))
    const [e] = stamp([fact('proposal/ClaimRemoved', { who: 'proposer', index: 3 })], 2)
    if (e === undefined) throw new Error('no event')
    expect(rootReducer(s, e)).to.equal(s)
  })

  it('folds every event into each projection', () => {
    given()
      .when(fact('proposal/RegistrationKnownAnswered', { known: false }), fact('journey/StepCompleted', { step: 1 }))
      .then((s) => {
        expect(s.proposal.risk.vehicle.has_registration).to.equal(false)
        expect(s.journey.step).to.equal(2)
        expect(s.lookups.vehicle.mode).to.equal('manual')
      })
  })

  it('a server answer replaces the proposal with the decoded one', () => {
    const proposal = serverProposal((p) => {
      p.risk.voluntary_excess = 250
    })
    given(fact('proposal/ClaimAdded', { who: 'proposer', claim: claim() }))
      .when(fact('proposal/ProposalLoaded', { proposal, via: 'recall' }))
      .then((s) => {
        expect(s.proposal).to.deep.equal(proposal)
        expect(s.journey.uuid).to.equal(UUID)
      })
  })

  it('J2.98 Start a quote after a quote reached the server starts from an empty proposal', () => {
    given(fact('quote/QuoteDeclined', { proposal: serverProposal((p) => void (p.is_quoted = true)) }))
      .when(fact('journey/FormOpened', { mode: 'create', uuid: null, step: null }))
      .then((s) => {
        expect(s.proposal).to.deep.equal(emptyProposal())
        expect(s.journey).to.include({ mode: 'create', uuid: null, step: 1, furthestStep: 1 })
      })
  })

  it('J2.98 opening the create form again before anything reached the server keeps the answers', () => {
    given(fact('proposal/CoverTypeChosen', { coverType: 'TPO' }))
      .when(fact('journey/FormOpened', { mode: 'create', uuid: null, step: null }))
      .then((s) => expect(s.proposal.risk.vehicle.cover_type).to.equal('TPO'))
  })

  describe('the lookups of a new quote', () => {
    const looked = [
      fact('lookup/ReferenceListLoaded', { name: 'insurer.vehicle_fuel_type', options: [{ value: 'P', name: 'Petrol' }] }),
      fact('proposal/RegistrationEntered', { registration: 'AB12CDE' }),
      fact('proposal/VehicleFound', { registration: 'AB12CDE', vehicles: [foundVehicle('11111111')] }),
      fact('lookup/AddressesFound', { postcode: 'LS1 1AA', addresses: [{ line_1: '1 High Street', postcode: 'LS1 1AA' }] }),
    ]

    it('J2.98 Start a quote after a quote reached the server starts the lookups afresh, keeping the reference lists', () => {
      given(...looked, fact('quote/QuoteDeclined', { proposal: serverProposal((p) => void (p.is_quoted = true)) }))
        .when(fact('journey/FormOpened', { mode: 'create', uuid: null, step: null }))
        .then((s, before) => {
          expect(before.lookups.vehicle.status).to.equal('found')
          expect(s.lookups).to.deep.equal({ ...initialLookups, lists: before.lookups.lists })
          expect(Object.keys(s.lookups.lists)).to.deep.equal(['vehicle_fuel_type'])
        })
    })

    it('J2.98 opening the create form again before anything reached the server, or the edit form, keeps what the lookups found', () => {
      given(...looked)
        .when(fact('journey/FormOpened', { mode: 'create', uuid: null, step: null }))
        .then((s, before) => expect(s.lookups).to.deep.equal(before.lookups))
      given(...looked, fact('quote/QuoteCalculated', { proposal: serverProposal() }))
        .when(fact('journey/FormOpened', { mode: 'edit', uuid: UUID, step: 1 }))
        .then((s, before) => expect(s.lookups).to.deep.equal(before.lookups))
    })
  })

  it('a replayed state is deep-frozen, as the store keeps its states in development: a stray write is refused', () => {
    const s = stateAfter(
      fact('proposal/RegistrationEntered', { registration: 'AB12CDE' }),
      fact('proposal/VehicleFound', { registration: 'AB12CDE', vehicles: [foundVehicle('11111111')] }),
      fact('proposal/ClaimsAnswered', { who: 'proposer', has: true }),
      fact('proposal/ClaimAdded', { who: 'proposer', claim: claim() }),
    )
    const found = s.lookups.vehicle.vehicles[0]
    const added = s.proposal.risk.proposer.driver_details.claims[0]
    expect([s, s.lookups, found, s.proposal.risk.proposer, added].every((o) => Object.isFrozen(o))).to.equal(true)
    expect(Reflect.set(added as object, 'description', 'FIRE'), 'a stray write is refused').to.equal(false)
  })

  it('J8.01 a 419 on any call ends the session: the proposal, answers, lookups and payment page are cleared; the lists and the failure stay', () => {
    const expired = { kind: 'session-expired' as const, url: '/api/proposal/x/quote' }
    given(
      fact('proposal/ProposalLoaded', { proposal: serverProposal(), via: 'fetch' }),
      fact('proposal/ClaimAdded', { who: 'proposer', claim: claim() }),
      fact('quote/PaymentUrlReceived', { paymentUrl: '/mock-provider/pay/abc' }),
      fact('journey/Navigated', { path: '/quote/payment' }),
    )
      .when(fact('journey/RequestFailed', { call: 'getPaymentUrl', error: expired }))
      .then((s, before) => {
        expect(before.proposal.uuid).to.equal(UUID)
        expect(s.proposal).to.deep.equal(emptyProposal())
        expect(s.journey).to.include({ uuid: null, paymentUrl: null, path: '/quote/payment', mode: 'create', step: 1 })
        expect(s.journey.lastFailure).to.deep.equal({ call: 'getPaymentUrl', error: expired })
        expect(s.lookups.lists).to.equal(before.lookups.lists)
      })
  })

  it('J8.01 any other failure keeps the session: a 500 leaves the proposal as it was', () => {
    given(fact('proposal/ProposalLoaded', { proposal: serverProposal(), via: 'fetch' }))
      .when(fact('journey/RequestFailed', { call: 'getQuote', error: { kind: 'http', status: 500, url: '/api/proposal/x/quote', code: 'server_error', message: 'boom', errors: [] } }))
      .then((s, before) => expect(s.proposal).to.equal(before.proposal))
  })

  describe('properties', () => {
    it('replaying the same events twice gives deep-equal state, and leaves the events as they were', () => {
      fc.assert(
        fc.property(answerLog, (events) => {
          const copy = JSON.stringify(events)
          const first = replay(events)
          const second = replay(events)
          expect(second).to.deep.equal(first)
          expect(JSON.stringify(events)).to.equal(copy)
        }),
        { numRuns: 200 },
      )
    })

    it('replay equals folding the events one by one, and folding the rest onto a replayed prefix', () => {
      fc.assert(
        fc.property(answerLog, fc.nat(), (events, cut) => {
          const k = events.length === 0 ? 0 : cut % (events.length + 1)
          const whole = replay(events)
          expect(foldOneByOne(events)).to.deep.equal(whole)
          expect(replay(events.slice(k), replay(events.slice(0, k)))).to.deep.equal(whole)
        }),
        { numRuns: 200 },
      )
    })

    it('a log written as JSON and decoded again replays to the same state (a trail round trip)', () => {
      fc.assert(
        fc.property(answerLog, (events) => {
          const decoded = (JSON.parse(JSON.stringify(events)) as unknown[]).map((raw) => {
            const e = DomainEvent.decode(raw)
            if (isLeft(e)) throw new Error('an event did not decode after JSON')
            return e.right
          })
          expect(replay(decoded)).to.deep.equal(replay(events))
        }),
        { numRuns: 200 },
      )
    })
  })
})
