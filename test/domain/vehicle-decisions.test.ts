import { expect } from 'chai'
import { decideFindAnotherRegistration, decideFindManually } from '../../src/domain/vehicle-decisions'

describe('vehicle decisions', () => {
  describe("when the rider asks to find the vehicle manually", () => {
    it('with a bike held, the bike goes and the cascade starts', () => {
      expect(decideFindManually({ has_registration: true, abi_code: '11111111' }).map((e) => e.type)).to.deep.equal([
        'proposal/VehicleLookupReset',
        'lookup/ManualSearchStarted',
      ])
    })
    it('with no bike held, the cascade starts', () => {
      expect(decideFindManually({ has_registration: true }).map((e) => e.type)).to.deep.equal(['lookup/ManualSearchStarted'])
    })
  })

  describe('when the rider asks to find another registration', () => {
    it('the bike goes', () => {
      expect(decideFindAnotherRegistration({ has_registration: true, abi_code: '1' })).to.deep.equal([{ type: 'proposal/VehicleLookupReset', payload: {} }])
    })
    it('a bike found after answering No to the registration question turns the answer to Yes', () => {
      expect(decideFindAnotherRegistration({ has_registration: false, abi_code: '1' })).to.deep.equal([
        { type: 'proposal/VehicleLookupReset', payload: {} },
        { type: 'proposal/RegistrationKnownAnswered', payload: { known: true } },
      ])
    })
  })
})
