import { expect } from 'chai'
import { MAX_ADDITIONAL_RIDERS } from '../../src/domain/constants'
import { emptyRider } from '../../src/domain/defaults'
import {
  decideAddRider,
  decideCancelRider,
  decideFindAnotherRegistration,
  decideStartManualSearch,
} from '../../src/domain/decisions'
import { fact, stamp, type Fact } from '../reducers/given'
import { givenHistory } from '../reducers/decide'
import { replay } from '../../reducers/root'
import { foundVehicle, manualVehicle, rider } from '../reducers/samples'

const found: Fact[] = [
  fact('proposal/RegistrationKnownAnswered', { known: true }),
  fact('proposal/RegistrationEntered', { registration: 'AB12CDE' }),
  fact('proposal/VehicleFound', { registration: 'AB12CDE', vehicles: [foundVehicle('ABI1')] }),
]
const confirmedManually: Fact[] = [
  fact('proposal/RegistrationKnownAnswered', { known: false }),
  fact('lookup/ManualSearchStarted', {}),
  fact('proposal/ManualVehicleConfirmed', { vehicle: manualVehicle('ABI2'), year: 2019 }),
]

describe('decisions (given events, when a command, then events)', () => {
  describe('Find another registration', () => {
    it('with a found bike: the bike goes', () => {
      givenHistory(...found)
        .when((s) => decideFindAnotherRegistration(s.proposal))
        .then(fact('proposal/VehicleLookupReset', {}))
    })
    it('with a bike found manually after No to the registration question: the bike goes and the registration entry shows', () => {
      givenHistory(...confirmedManually)
        .when((s) => decideFindAnotherRegistration(s.proposal))
        .then(fact('proposal/VehicleLookupReset', {}), fact('proposal/RegistrationKnownAnswered', { known: true }))
    })
    it('folded, leaves no bike and the registration entry open', () => {
      const history = stamp(confirmedManually)
      const before = replay(history)
      const after = replay(stamp(decideFindAnotherRegistration(before.proposal), history.length + 1), before)
      expect(after.proposal.risk.vehicle.abi_code ?? null).to.equal(null)
      expect(after.proposal.risk.vehicle.has_registration).to.equal(true)
      expect(after.lookups.vehicle.mode).to.equal('registration')
    })
  })

  describe('Find your vehicle manually', () => {
    it('with no bike yet: the cascade starts', () => {
      givenHistory(fact('proposal/RegistrationKnownAnswered', { known: true }))
        .when((s) => decideStartManualSearch(s.proposal))
        .then(fact('lookup/ManualSearchStarted', {}))
    })
    it('from the vehicle card: the bike goes first, so the cascade shows in its place', () => {
      givenHistory(...found)
        .when((s) => decideStartManualSearch(s.proposal))
        .then(fact('proposal/VehicleLookupReset', {}), fact('lookup/ManualSearchStarted', {}))
    })
    it('folded from the card, leaves no bike and the cascade at the manufacturer', () => {
      const history = stamp(found)
      const before = replay(history)
      const after = replay(stamp(decideStartManualSearch(before.proposal), history.length + 1), before)
      expect(after.proposal.risk.vehicle.abi_code ?? null).to.equal(null)
      expect(after.lookups.vehicle.mode).to.equal('manual')
      expect(after.lookups.manual.stage).to.equal('manufacturer')
    })
  })

  describe('adding a rider', () => {
    it('with room: an empty rider joins', () => {
      givenHistory(fact('proposal/AdditionalRidersAnswered', { has: true }))
        .when((s) => decideAddRider(s.proposal))
        .then(fact('proposal/RiderAdded', { rider: emptyRider() }))
    })
    it(`with ${MAX_ADDITIONAL_RIDERS} riders: nothing`, () => {
      const riders = Array.from({ length: MAX_ADDITIONAL_RIDERS }, (_, i) => fact('proposal/RiderAdded', { rider: rider(`R${i}`) }))
      givenHistory(...riders)
        .when((s) => decideAddRider(s.proposal))
        .thenNothing()
    })
  })

  describe('cancelling the rider dialog', () => {
    const two = [fact('proposal/RiderAdded', { rider: rider('Ann') }), fact('proposal/RiderAdded', { rider: rider('Bob') })]
    it('for the rider just added: the rider goes', () => {
      givenHistory(...two)
        .when((s) => decideCancelRider(s.proposal, 1, true))
        .then(fact('proposal/RiderRemoved', { index: 1 }))
    })
    it('for an edit: the rider stays', () => {
      givenHistory(...two)
        .when((s) => decideCancelRider(s.proposal, 1, false))
        .thenNothing()
    })
    it('for a rider that is not there: nothing', () => {
      givenHistory(...two)
        .when((s) => decideCancelRider(s.proposal, 2, true))
        .thenNothing()
    })
  })
})
