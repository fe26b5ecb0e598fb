import { expect } from 'chai'
import { MANUAL_FIELDS, type ManualField } from '../../src/domain/codecs'
import { initialLookups } from '../../reducers/lookups'
import { initialState } from '../../reducers/root'
import { fact, foldOne, given, stateAfter, type Fact } from './given'
import { foundVehicle, manualVehicle } from './samples'

const opts = (...values: string[]) => values.map((value) => ({ value, name: value === '' ? 'N/A' : value }))

/** The value the rider picks for each field of the cascade. */
const PICK = { manufacturer: 'YAMAHA', model: 'MT-07', fuel_type: 'P', year: 2016, transmission: 'TransMan', doors: 0 } as const

/** The request the saga sends once the fields up to and including `upTo` are chosen. */
const requestUpTo = (upTo: ManualField | null): Record<string, string | number> =>
  upTo === null ? {} : Object.fromEntries(MANUAL_FIELDS.slice(0, MANUAL_FIELDS.indexOf(upTo) + 1).map((f) => [f, PICK[f]]))

const loaded = (upTo: ManualField | null, options: Record<string, { value: string; name: string }[]>, vehicles = [manualVehicle('33333333')]): Fact =>
  fact('lookup/ManualOptionsLoaded', { request: requestUpTo(upTo), answer: { options, vehicles } })

const choose = (field: ManualField): Fact => fact('lookup/ManualChoiceMade', { field, value: PICK[field] })

/** The whole cascade answered up to and including `upTo`, each answer followed by the next list. */
const cascadeUpTo = (upTo: ManualField): Fact[] => {
  const facts: Fact[] = [fact('lookup/ManualSearchStarted', {}), loaded(null, { manufacturer: opts('YAMAHA', 'HONDA') })]
  for (const f of MANUAL_FIELDS.slice(0, MANUAL_FIELDS.indexOf(upTo) + 1)) {
    const next = MANUAL_FIELDS[MANUAL_FIELDS.indexOf(f) + 1]
    facts.push(choose(f), loaded(f, next === undefined ? {} : { [next]: next === 'doors' ? opts('0', '2') : opts(String(PICK[next]), 'X') }))
  }
  return facts
}

describe('the lookups: registration, manual cascade, address and lists', () => {
  describe('manual cascade', () => {
    it('F4.16 the cascade starts at manufacturer and loads its list', () => {
      given()
        .when(fact('lookup/ManualSearchStarted', {}))
        .then((s) => {
          expect(s.lookups.vehicle.mode).to.equal('manual')
          expect(s.lookups.manual).to.include({ stage: 'manufacturer', loading: true })
        })
      given(fact('lookup/ManualSearchStarted', {}))
        .when(loaded(null, { manufacturer: opts('YAMAHA', 'HONDA') }, []))
        .then((s) => {
          expect(s.lookups.manual).to.deep.include({ stage: 'manufacturer', loading: false, options: { manufacturer: opts('YAMAHA', 'HONDA') } })
        })
    })

    it('F4.16 the cascade runs manufacturer, model, fuel type, year, transmission, doors', () => {
      const stages: (string | null)[] = []
      for (const f of MANUAL_FIELDS.slice(0, -1)) stages.push(stateAfter(...cascadeUpTo(f)).lookups.manual.stage)
      expect(stages).to.deep.equal(['model', 'fuel_type', 'year', 'transmission', 'doors'])
      expect(stateAfter(...cascadeUpTo('doors')).lookups.manual.choices).to.deep.equal(PICK)
    })

    for (const field of MANUAL_FIELDS) {
      const later = MANUAL_FIELDS.slice(MANUAL_FIELDS.indexOf(field) + 1)
      it(`F4.17 choosing ${field} resets ${later.length === 0 ? 'nothing after it' : later.join(', ')} and loads the next list`, () => {
        given(...cascadeUpTo('doors'))
          .when(fact('lookup/ManualChoiceMade', { field, value: field === 'year' ? 2018 : field === 'doors' ? 2 : 'OTHER' }))
          .then((s, before) => {
            const m = s.lookups.manual
            for (const f of later) {
              expect(m.choices, f).not.to.have.property(f)
              expect(m.options, f).not.to.have.property(f)
            }
            for (const f of MANUAL_FIELDS.slice(0, MANUAL_FIELDS.indexOf(field))) {
              expect(m.choices[f], f).to.equal(PICK[f])
              expect(m.options[f], f).to.deep.equal(before.lookups.manual.options[f])
            }
            expect(m.loading).to.equal(true)
            expect(m.stage).to.equal(later[0] ?? 'confirm')
            expect(m.picked).to.equal(null)
          })
      })
    }

    it('F4.17 clearing a choice resets the later ones and waits on that field, loading nothing', () => {
      given(...cascadeUpTo('year'))
        .when(fact('lookup/ManualChoiceMade', { field: 'model', value: null }))
        .then((s) => {
          expect(s.lookups.manual.choices).to.deep.equal({ manufacturer: 'YAMAHA', model: null })
          expect(s.lookups.manual).to.include({ stage: 'model', loading: false })
        })
    })

    it('F4.18 when the doors list is empty-keyed the matching vehicles are offered (Please confirm the vehicle)', () => {
      for (const doors of [[], opts(''), opts('', '')]) {
        given(...cascadeUpTo('year'), choose('transmission'))
          .when(loaded('transmission', { doors }, [manualVehicle('33333333'), manualVehicle('44444444')]))
          .then((s) => {
            expect(s.lookups.manual.stage).to.equal('confirm')
            expect(s.lookups.manual.vehicles.map((v) => v.abi_code)).to.deep.equal(['33333333', '44444444'])
          })
      }
      given(...cascadeUpTo('year'), choose('transmission'))
        .when(loaded('transmission', {}))
        .then((s) => expect(s.lookups.manual.stage).to.equal('confirm'))
    })

    it('F4.18 a doors list with values asks for the doors first', () => {
      given(...cascadeUpTo('year'), choose('transmission'))
        .when(loaded('transmission', { doors: opts('0', '2') }))
        .then((s) => expect(s.lookups.manual.stage).to.equal('doors'))
    })

    it('F4.18 when doors are chosen the matching vehicles are offered', () => {
      given(...cascadeUpTo('transmission'))
        .when(choose('doors'), loaded('doors', {}, [manualVehicle('55555555')]))
        .then((s) => {
          expect(s.lookups.manual).to.include({ stage: 'confirm', loading: false })
          expect(s.lookups.manual.vehicles).to.deep.equal([manualVehicle('55555555')])
        })
    })

    it('F8.02 a manual lookup failure jumps to the vehicle-confirm stage with no vehicles to confirm', () => {
      given(...cascadeUpTo('model'), choose('fuel_type'))
        .when(fact('lookup/ManualSearchFailed', { request: requestUpTo('fuel_type'), error: { kind: 'network', message: 'offline' } }))
        .then((s) => {
          expect(s.lookups.manual).to.deep.include({ stage: 'confirm', loading: false, failed: true, vehicles: [] })
        })
    })

    it('F8.02 the next choice after a failure starts the cascade again from that field', () => {
      given(...cascadeUpTo('model'), fact('lookup/ManualSearchFailed', { request: requestUpTo('model'), error: { kind: 'network', message: 'offline' } }))
        .when(choose('fuel_type'))
        .then((s) => expect(s.lookups.manual).to.include({ stage: 'year', failed: false, loading: true }))
    })

    it('F4.19 picking one of the offered vehicles, then Confirm, applies it', () => {
      given(...cascadeUpTo('doors'), loaded('doors', {}, [manualVehicle('33333333'), manualVehicle('44444444')]))
        .when(fact('lookup/ManualVehiclePicked', { index: 1 }))
        .then((s) => expect(s.lookups.manual.picked).to.equal(1))
      given(...cascadeUpTo('doors'), fact('lookup/ManualVehiclePicked', { index: 0 }))
        .when(fact('proposal/ManualVehicleConfirmed', { vehicle: manualVehicle('33333333'), year: 2016 }))
        .then((s) => {
          expect(s.lookups.manual.confirmed).to.equal(true)
          expect(s.lookups.vehicle.status).to.equal('found')
          expect(s.proposal.risk.vehicle.abi_code).to.equal('33333333')
        })
    })

    it('F4.19 the first of the offered vehicles can be picked too', () => {
      given(...cascadeUpTo('doors'), loaded('doors', {}, [manualVehicle('33333333'), manualVehicle('44444444')]), fact('lookup/ManualVehiclePicked', { index: 1 }))
        .when(fact('lookup/ManualVehiclePicked', { index: 0 }))
        .then((s) => expect(s.lookups.manual.picked).to.equal(0))
    })

    it('F4.17 a choice made after a vehicle was confirmed drops the pick and the confirmation', () => {
      given(...cascadeUpTo('doors'), fact('lookup/ManualVehiclePicked', { index: 0 }), fact('proposal/ManualVehicleConfirmed', { vehicle: manualVehicle('33333333'), year: 2016 }))
        .when(choose('model'))
        .then((s, before) => {
          expect(before.lookups.manual).to.include({ picked: 0, confirmed: true })
          expect(s.lookups.manual).to.include({ picked: null, confirmed: false })
        })
    })

    for (const index of [2, 99, -1, 0.5]) {
      it(`F4.19 picking vehicle ${index}, which is not offered, picks nothing`, () => {
        given(...cascadeUpTo('doors'), loaded('doors', {}, [manualVehicle('33333333'), manualVehicle('44444444')]))
          .when(fact('lookup/ManualVehiclePicked', { index }))
          .thenNothingChanges()
      })
    }
  })

  describe('registration lookup', () => {
    it('F4.13 Yes to the registration question starts the registration entry and drops any manual cascade', () => {
      given(...cascadeUpTo('year'))
        .when(fact('proposal/RegistrationKnownAnswered', { known: true }))
        .then((s) => {
          expect(s.lookups.vehicle.mode).to.equal('registration')
          expect(s.lookups.manual).to.deep.equal(initialLookups.manual)
        })
    })

    it('F4.12 No to the registration question switches to the manual cascade, afresh and not yet started', () => {
      given(fact('proposal/RegistrationEntered', { registration: 'AB12CDE' }), fact('proposal/VehicleFound', { registration: 'AB12CDE', vehicles: [foundVehicle('11111111')] }))
        .when(fact('proposal/RegistrationKnownAnswered', { known: false }))
        .then((s) => {
          expect(s.lookups.vehicle).to.deep.equal({ mode: 'manual', status: 'idle', registration: null, vehicles: [] })
          expect(s.lookups.manual).to.include({ stage: null, loading: false })
        })
    })

    it('F4.14 entering a registration searches for it', () => {
      given(fact('proposal/RegistrationKnownAnswered', { known: true }))
        .when(fact('proposal/RegistrationEntered', { registration: 'AB12CDE' }))
        .then((s) => expect(s.lookups.vehicle).to.deep.equal({ mode: 'registration', status: 'searching', registration: 'AB12CDE', vehicles: [] }))
    })

    it('F4.14 the vehicles found are kept for the card; the panel state says found', () => {
      const vehicles = [foundVehicle('11111111'), foundVehicle('22222222')]
      given(fact('proposal/RegistrationEntered', { registration: 'AB12CDE' }))
        .when(fact('proposal/VehicleFound', { registration: 'AB12CDE', vehicles }))
        .then((s) => expect(s.lookups.vehicle).to.deep.include({ status: 'found', registration: 'AB12CDE', vehicles }))
    })

    it('F4.14 F8.01 a registration not found keeps no vehicle: the find-failure panel shows', () => {
      given(fact('proposal/RegistrationKnownAnswered', { known: true }), fact('proposal/RegistrationEntered', { registration: 'AB12CDE' }))
        .when(fact('proposal/VehicleNotFound', { registration: 'AB12CDE', reason: 'no-match' }))
        .then((s) => expect(s.lookups.vehicle).to.deep.equal({ mode: 'registration', status: 'not-found', registration: 'AB12CDE', vehicles: [] }))
    })

    it("'Find your vehicle manually' after a registration was not found leaves the registration lookup idle and starts the cascade", () => {
      given(fact('proposal/RegistrationEntered', { registration: 'AB12CDE' }), fact('proposal/VehicleNotFound', { registration: 'AB12CDE', reason: 'failed' }))
        .when(fact('lookup/ManualSearchStarted', {}))
        .then((s) => {
          expect(s.lookups.vehicle).to.include({ mode: 'manual', status: 'idle' })
          expect(s.lookups.manual).to.include({ stage: 'manufacturer', loading: true })
        })
    })

    it('F4.15 F8.01 Try Again after a failure returns to the registration entry', () => {
      given(fact('proposal/RegistrationEntered', { registration: 'AB12CDE' }), fact('proposal/VehicleNotFound', { registration: 'AB12CDE', reason: 'no-match' }))
        .when(fact('proposal/VehicleLookupReset', {}))
        .then((s) => expect(s.lookups.vehicle).to.deep.equal({ mode: 'registration', status: 'idle', registration: null, vehicles: [] }))
    })
  })

  describe('address lookup', () => {
    const addresses = [
      { line_1: '1 High Street', line_2: 'Leeds', postcode: 'LS1 1AA' },
      { line_1: '2 High Street', line_2: 'Leeds', postcode: 'LS1 1AA' },
    ]

    it('F2.17 entering a postcode searches; the addresses found are offered to choose from', () => {
      given()
        .when(fact('lookup/AddressPostcodeEntered', { postcode: 'LS1 1AA' }))
        .then((s) => expect(s.lookups.address).to.deep.equal({ postcode: 'LS1 1AA', status: 'searching', addresses: [] }))
      given(fact('lookup/AddressPostcodeEntered', { postcode: 'LS1 1AA' }))
        .when(fact('lookup/AddressesFound', { postcode: 'LS1 1AA', addresses }))
        .then((s) => expect(s.lookups.address).to.deep.equal({ postcode: 'LS1 1AA', status: 'found', addresses }))
    })

    it('a postcode typed but not searched is kept as typed, with nothing to choose; the same postcode keeps its list', () => {
      given()
        .when(fact('lookup/AddressPostcodeTyped', { postcode: ' sw1a 2aa ' }))
        .then((s) => expect(s.lookups.address).to.deep.equal({ postcode: 'SW1A 2AA', status: 'idle', addresses: [] }))
      given(fact('lookup/AddressesFound', { postcode: 'LS1 1AA', addresses }))
        .when(fact('lookup/AddressPostcodeTyped', { postcode: 'ls11aa' }))
        .then((s) => expect(s.lookups.address).to.deep.equal({ postcode: 'LS1 1AA', status: 'found', addresses }))
      given(fact('lookup/AddressesFound', { postcode: 'LS1 1AA', addresses }))
        .when(fact('lookup/AddressPostcodeTyped', { postcode: 'NOT A POSTCODE' }))
        .then((s) => expect(s.lookups.address).to.deep.equal({ postcode: 'NOT A POSTCODE', status: 'idle', addresses: [] }))
      given(fact('lookup/AddressPostcodeTyped', { postcode: 'XX' }))
        .when(fact('lookup/AddressPostcodeTyped', { postcode: '' }))
        .then((s) => expect(s.lookups.address).to.deep.equal({ postcode: null, status: 'idle', addresses: [] }))
    })

    it('a postcode box left as it was (empty, or the same text) leaves the very same state, so the store notifies no screen', () => {
      expect(foldOne(initialState, fact('lookup/AddressPostcodeTyped', { postcode: '' }))).to.equal(initialState)
      const typed = stateAfter(fact('lookup/AddressPostcodeTyped', { postcode: 'XX' }))
      expect(foldOne(typed, fact('lookup/AddressPostcodeTyped', { postcode: 'xx ' }))).to.equal(typed)
    })

    it('F2.17 choosing an address from the list puts it on the proposer', () => {
      given(fact('lookup/AddressesFound', { postcode: 'LS1 1AA', addresses }))
        .when(fact('proposal/AddressChosen', { address: addresses[1] ?? {} }))
        .then((s) => expect(s.proposal.risk.proposer.address).to.deep.equal(addresses[1]))
    })

    it('F8.03 an address lookup failure is kept as failed, with nothing to choose', () => {
      given(fact('lookup/AddressPostcodeEntered', { postcode: 'LS1 1AA' }))
        .when(fact('lookup/AddressLookupFailed', { postcode: 'LS1 1AA', error: { kind: 'http', status: 500 } }))
        .then((s) => expect(s.lookups.address).to.deep.equal({ postcode: 'LS1 1AA', status: 'failed', addresses: [] }))
    })

    it("F2.18 'Find another address' resets the lookup and the chosen address", () => {
      given(fact('lookup/AddressesFound', { postcode: 'LS1 1AA', addresses }), fact('proposal/AddressChosen', { address: addresses[0] ?? {} }))
        .when(fact('proposal/AddressReset', {}))
        .then((s) => {
          expect(s.lookups.address).to.deep.equal(initialLookups.address)
          expect(s.proposal.risk.proposer.address).to.deep.equal({})
        })
    })
  })

  describe('reference lists (000 §3)', () => {
    it('keeps each list under its name without the insurer. prefix', () => {
      given()
        .when(
          fact('lookup/ReferenceListsLoaded', { lists: [{ name: 'insurer.cover_type', options: opts('C', 'TPFT', 'TPO') }, { name: 'vehicle_alarm', options: opts('T1') }] }),
          fact('lookup/ReferenceListLoaded', { name: 'insurer.person_title_gender', options: [{ value: 'Mr', name: 'Mr', gender: 'M' }] }),
        )
        .then((s) => {
          expect(Object.keys(s.lookups.lists)).to.have.members(['cover_type', 'vehicle_alarm', 'person_title_gender'])
          expect(s.lookups.lists.cover_type).to.deep.equal(opts('C', 'TPFT', 'TPO'))
        })
    })

    it("only a leading 'insurer.' is dropped from a list's name", () => {
      given()
        .when(fact('lookup/ReferenceListsLoaded', { lists: [{ name: 'previous_insurer.names', options: opts('AVIVA') }] }))
        .then((s) => expect(Object.keys(s.lookups.lists)).to.deep.equal(['previous_insurer.names']))
    })

    it('a list loaded again replaces the earlier one and leaves the others', () => {
      given(fact('lookup/ReferenceListsLoaded', { lists: [{ name: 'insurer.cover_type', options: opts('C') }, { name: 'insurer.vehicle_alarm', options: opts('T1') }] }))
        .when(fact('lookup/ReferenceListLoaded', { name: 'insurer.cover_type', options: opts('C', 'TPO') }))
        .then((s) => expect(s.lookups.lists).to.deep.equal({ cover_type: opts('C', 'TPO'), vehicle_alarm: opts('T1') }))
    })
  })
})
