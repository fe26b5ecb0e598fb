import { expect } from 'chai'
import type { DetailField, DetailValue, PersonField, PersonValue } from '../../src/domain/events'
import type { AppState } from '../../reducers/root'
import { selectAllowedRoles } from '../../reducers/proposal-selectors'
import {
  EDUCATION_INDUSTRY_CODE,
  NO_LICENCE,
  NON_WORKING_STATUSES,
  REPEATER_MAX,
  VOLUNTARY_EXCESS_DEFAULT_COMPREHENSIVE,
} from '../../src/domain/constants'
import { fact, given, stamp, stateAfter, type Fact, type Loose } from './given'
import { addon, claim, conviction, foundVehicle, manualVehicle, modification, quoteWith, rider, serverProposal, UUID } from './samples'

type Who = 'proposer' | number

const person = <K extends PersonField>(who: Who, field: K, value: Loose<PersonValue<K>>): Fact => ({
  type: 'proposal/PersonAnswered',
  payload: { who, field, value },
})
const detail = <K extends DetailField>(field: K, value: Loose<DetailValue<K>>): Fact => ({
  type: 'proposal/DetailAnswered',
  payload: { field, value },
})

const vehicleOf = (s: AppState) => s.proposal.risk.vehicle
const proposerOf = (s: AppState) => s.proposal.risk.proposer
const riderOf = (s: AppState, i: number) => {
  const r = s.proposal.risk.additional_drivers[i]
  if (r === undefined) throw new Error(`no rider ${i}`)
  return r
}
const personOf = (s: AppState, who: Who) => (who === 'proposer' ? proposerOf(s) : riderOf(s, who))
const duqs = (s: AppState): Record<string, unknown> => s.proposal.risk.duqs

const addRider = (name: string, marital: string | null = 'S', relationship: string | null = 'F') =>
  fact('proposal/RiderAdded', { rider: rider(name, marital, relationship) })

/** Both kinds of person an answer can be about: the proposer, and the first additional rider. */
const PEOPLE: readonly { who: Who; label: string; history: Fact[] }[] = [
  { who: 'proposer', label: 'the proposer', history: [] },
  { who: 0, label: 'an additional rider', history: [addRider('Ann')] },
]

describe('proposalReducer: the data consequences of 000 §4 and 001 §4', () => {
  describe('section 2: the bike', () => {
    describe('leaving step 2', () => {
      it('F4.06 leaving step 2 copies the modification types into duqs vehicle_modification_N', () => {
        given(fact('proposal/ModificationAdded', { modification: modification('EXH') }), fact('proposal/ModificationAdded', { modification: modification('SEAT') }))
          .when(fact('journey/StepCompleted', { step: 2 }))
          .then((s) => {
            expect(duqs(s)).to.include({ vehicle_modification_1: 'EXH', vehicle_modification_2: 'SEAT' })
            expect(duqs(s)).not.to.have.property('vehicle_modification_3')
          })
      })

      it('F4.06 the duqs are not copied while the rider is still on step 2, nor on completing another step', () => {
        given(fact('proposal/ModificationAdded', { modification: modification('EXH') }))
          .when(fact('journey/StepCompleted', { step: 1 }), fact('journey/StepCompleted', { step: 3 }))
          .then((s) => expect(duqs(s)).not.to.have.property('vehicle_modification_1'))
      })

      it('F4.06 leaving step 2 again after a removal renumbers the slots and drops the stale one', () => {
        given(
          fact('proposal/ModificationAdded', { modification: modification('EXH') }),
          fact('proposal/ModificationAdded', { modification: modification('SEAT') }),
          fact('journey/StepCompleted', { step: 2 }),
          fact('proposal/ModificationRemoved', { index: 0 }),
        )
          .when(fact('journey/StepCompleted', { step: 2 }))
          .then((s) => {
            expect(duqs(s).vehicle_modification_1).to.equal('SEAT')
            expect(duqs(s)).not.to.have.property('vehicle_modification_2')
          })
      })

      it('F4.06 leaving step 2 through a step header (no validation) also copies the types', () => {
        given(
          fact('journey/FormOpened', { mode: 'edit', uuid: null, step: 2 }),
          fact('proposal/ModificationAdded', { modification: modification('EXH') }),
        )
          .when(fact('journey/StepOpened', { step: 5 }))
          .then((s) => {
            expect(s.journey.step).to.equal(5)
            expect(duqs(s).vehicle_modification_1).to.equal('EXH')
          })
      })

      it('F4.06 leaving step 2 removes every unused slot up to vehicle_modification_9, even stale ones a loaded proposal holds', () => {
        const loaded = fact('proposal/ProposalLoaded', {
          via: 'edit',
          proposal: serverProposal((p) => void (p.risk.duqs = { vehicle_modification_1: 'OLD', vehicle_modification_6: 'OLD', vehicle_modification_9: 'OLD' })),
        })
        given(loaded, fact('proposal/ModificationAdded', { modification: modification('EXH') }))
          .when(fact('journey/StepCompleted', { step: 2 }))
          .then((s) => expect(duqs(s)).to.deep.equal({ vehicle_modification_1: 'EXH' }))
      })

      it('F4.06 a modification without a type leaves its slot empty', () => {
        given(fact('proposal/ModificationAdded', { modification: { type: null, description: 'unknown' } }))
          .when(fact('journey/StepCompleted', { step: 2 }))
          .then((s) => expect(duqs(s)).not.to.have.property('vehicle_modification_1'))
      })
    })

    describe('registration question', () => {
      const found = [
        fact('proposal/RegistrationKnownAnswered', { known: true }),
        fact('proposal/RegistrationEntered', { registration: 'AB12CDE' }),
        fact('proposal/VehicleFound', { registration: 'AB12CDE', vehicles: [foundVehicle('11111111')] }),
        detail('vehicle.value', 4500),
        fact('proposal/KeeperAnswered', { keeper: true }),
        fact('proposal/CoverTypeChosen', { coverType: 'C' }),
      ]

      it('F4.12 No clears the vehicle data (identity) and keeps the other bike answers', () => {
        given(...found)
          .when(fact('proposal/RegistrationKnownAnswered', { known: false }))
          .then((s) => {
            const v = vehicleOf(s)
            expect(v.has_registration).to.equal(false)
            for (const k of ['registration', 'abi_code', 'manufacturer', 'model', 'description', 'engine_size', 'fuel_type', 'transmission', 'year'] as const) {
              expect(v, k).not.to.have.property(k)
            }
            expect(v).to.include({ value: 4500, keeper: true, owner: 'Proposer', cover_type: 'C' })
          })
      })

      it('F4.12 No switches to the manual lookup', () => {
        given(...found)
          .when(fact('proposal/RegistrationKnownAnswered', { known: false }))
          .then((s) => {
            expect(s.lookups.vehicle.mode).to.equal('manual')
            // The cascade is opened, not yet started: the manual search (its first list) starts it.
            expect(s.lookups.manual).to.include({ stage: null, loading: false })
          })
      })

      it('F4.12 Yes (again) keeps the vehicle found: only No clears the vehicle data', () => {
        given(...found)
          .when(fact('proposal/RegistrationKnownAnswered', { known: true }))
          .then((s, before) => expect(vehicleOf(s)).to.deep.equal(vehicleOf(before)))
      })

      it('F4.13 Yes shows the registration entry (registration mode, nothing searched yet)', () => {
        given()
          .when(fact('proposal/RegistrationKnownAnswered', { known: true }))
          .then((s) => {
            expect(vehicleOf(s).has_registration).to.equal(true)
            expect(s.lookups.vehicle).to.deep.equal({ mode: 'registration', status: 'idle', registration: null, vehicles: [] })
          })
      })
    })

    describe('registration lookup', () => {
      it('F4.14 success when at least one vehicle returns: the first is used', () => {
        given(fact('proposal/RegistrationEntered', { registration: 'AB12CDE' }))
          .when(fact('proposal/VehicleFound', { registration: 'AB12CDE', vehicles: [foundVehicle('11111111', 'HONDA', 'CB500F'), foundVehicle('22222222', 'BMW', 'R1250GS')] }))
          .then((s) => {
            expect(vehicleOf(s)).to.include({
              registration: 'AB12CDE',
              has_registration: true,
              abi_code: '11111111',
              manufacturer: 'HONDA',
              description: 'CB500F',
              model: 'CB500F',
              engine_size: 471,
              transmission: 'TransMan',
              year: 2019,
            })
            expect(s.lookups.vehicle.status).to.equal('found')
          })
      })

      it('F4.14 a vehicle found replaces every identity field of the previous one', () => {
        given(fact('proposal/ManualVehicleConfirmed', { vehicle: manualVehicle('33333333'), year: 2016 }))
          .when(fact('proposal/VehicleFound', { registration: 'AB12CDE', vehicles: [{ abi_code: '11111111', manufacturer: 'HONDA', description: 'CB125F' }] }))
          .then((s) => {
            const v = vehicleOf(s)
            expect(v).to.include({ abi_code: '11111111', manufacturer: 'HONDA', model: 'CB125F', engine_size: null, year: null, doors: null })
            expect(v).not.to.have.property('year_min')
            expect(v).not.to.have.property('year_max')
          })
      })

      it('F4.14 zero results show the find-failure panel', () => {
        given(fact('proposal/RegistrationEntered', { registration: 'AB12CDE' }))
          .when(fact('proposal/VehicleFound', { registration: 'AB12CDE', vehicles: [] }))
          .then((s) => {
            expect(s.lookups.vehicle.status).to.equal('not-found')
            expect(vehicleOf(s)).not.to.have.property('abi_code')
          })
      })

      for (const reason of ['no-match', 'failed'] as const) {
        it(`F4.14 a lookup that ends ${reason} shows the find-failure panel and leaves no vehicle`, () => {
          given(fact('proposal/VehicleFound', { registration: 'XY12ZZZ', vehicles: [foundVehicle('11111111')] }), fact('proposal/RegistrationEntered', { registration: 'AB12CDE' }))
            .when(fact('proposal/VehicleNotFound', { registration: 'AB12CDE', reason }))
            .then((s) => {
              expect(s.lookups.vehicle).to.include({ status: 'not-found', registration: 'AB12CDE' })
              expect(vehicleOf(s)).not.to.have.property('registration')
              expect(vehicleOf(s)).not.to.have.property('abi_code')
            })
        })
      }

      it('F4.15 Try Again or Find another registration resets the vehicle but keeps the other bike answers', () => {
        given(
          fact('proposal/VehicleFound', { registration: 'AB12CDE', vehicles: [foundVehicle('11111111')] }),
          detail('vehicle.value', 4500),
          fact('proposal/PurchasedAnswered', { isPurchased: true }),
          detail('vehicle.purchased.date_purchased', '2021-04-01'),
          fact('proposal/SecurityFeatureAnswered', { feature: 'alarm', has: true }),
          detail('vehicle.alarm', 'THATCHAM1'),
          fact('proposal/ClassOfUseChosen', { classOfUse: 'C1' }),
          fact('proposal/CoverTypeChosen', { coverType: 'TPFT' }),
          fact('proposal/ModificationAdded', { modification: modification('EXH') }),
        )
          .when(fact('proposal/VehicleLookupReset', {}))
          .then((s, before) => {
            const v = vehicleOf(s)
            for (const k of ['registration', 'abi_code', 'manufacturer', 'model', 'description', 'engine_size', 'year'] as const) expect(v, k).not.to.have.property(k)
            const { value, purchased, has_alarm, alarm, class_of_use, cover_type, modifications, is_modified } = vehicleOf(before)
            expect(v).to.deep.include({ value, purchased, has_alarm, alarm, class_of_use, cover_type, modifications, is_modified })
            expect(s.lookups.vehicle).to.deep.equal({ mode: 'registration', status: 'idle', registration: null, vehicles: [] })
          })
      })
    })

    describe('manual lookup', () => {
      it('F4.19 Confirm applies the chosen vehicle, with the chosen year', () => {
        given(fact('proposal/RegistrationKnownAnswered', { known: false }))
          .when(fact('proposal/ManualVehicleConfirmed', { vehicle: manualVehicle('33333333'), year: 2016 }))
          .then((s) => {
            expect(vehicleOf(s)).to.include({ abi_code: '33333333', manufacturer: 'YAMAHA', model: 'MT-07', description: 'MT-07', year: 2016, year_min: 2014, year_max: 2020, engine_size: 689 })
            expect(vehicleOf(s)).not.to.have.property('registration')
            expect(s.lookups.manual.confirmed).to.equal(true)
            expect(s.lookups.vehicle.status).to.equal('found')
          })
      })

      it('F4.19 Confirm applies the chosen vehicle’s fuel type, transmission and doors; a detail the vehicle lacks is stored as null', () => {
        given()
          .when(fact('proposal/ManualVehicleConfirmed', { vehicle: manualVehicle('33333333'), year: 2016 }))
          .then((s) => expect(vehicleOf(s)).to.include({ fuel_type: 'P', transmission: 'TransMan', doors: 0 }))
        const { fuel_type: _f, transmission: _t, doors: _d, ...bare } = manualVehicle('33333333')
        given()
          .when(fact('proposal/ManualVehicleConfirmed', { vehicle: bare, year: 2016 }))
          .then((s) => expect(vehicleOf(s)).to.include({ fuel_type: null, transmission: null, doors: null }))
      })

      it('F4.14 F4.19 a manual vehicle confirmed after a registration that found nothing carries no registration', () => {
        given(
          fact('proposal/RegistrationKnownAnswered', { known: true }),
          fact('proposal/RegistrationEntered', { registration: 'AB12CDE' }),
          fact('proposal/VehicleNotFound', { registration: 'AB12CDE', reason: 'no-match' }),
        )
          .when(fact('proposal/ManualVehicleConfirmed', { vehicle: manualVehicle('33333333'), year: 2016 }))
          .then((s) => {
            expect(vehicleOf(s)).to.include({ has_registration: true, abi_code: '33333333' })
            expect(vehicleOf(s)).not.to.have.property('registration')
          })
      })

      it('F4.12 F4.19 a registration the rider said No to is not carried onto a manual vehicle, even one a loaded proposal still holds', () => {
        const loaded = fact('proposal/ProposalLoaded', {
          via: 'edit',
          proposal: serverProposal((p) => Object.assign(p.risk.vehicle, { has_registration: false, registration: 'AB12CDE' })),
        })
        given(loaded)
          .when(fact('proposal/ManualVehicleConfirmed', { vehicle: manualVehicle('33333333'), year: 2016 }))
          .then((s) => expect(vehicleOf(s)).not.to.have.property('registration'))
      })

      it('F4.19 without a chosen year the first year of production is used', () => {
        given()
          .when(fact('proposal/ManualVehicleConfirmed', { vehicle: manualVehicle('33333333'), year: null }))
          .then((s) => expect(vehicleOf(s).year).to.equal(2014))
      })

      it('F4.19 a rider who knows the registration keeps it when confirming a manual vehicle', () => {
        given(fact('proposal/RegistrationEntered', { registration: 'AB12CDE' }))
          .when(fact('proposal/ManualVehicleConfirmed', { vehicle: manualVehicle('33333333'), year: 2016 }))
          .then((s) => expect(vehicleOf(s)).to.include({ registration: 'AB12CDE', abi_code: '33333333' }))
      })
    })

    describe('purchase, keeper, security, import, keeping', () => {
      it('F4.21 Purchased No clears the purchase date', () => {
        given(fact('proposal/PurchasedAnswered', { isPurchased: true }), detail('vehicle.purchased.date_purchased', '2021-04-01'))
          .when(fact('proposal/PurchasedAnswered', { isPurchased: false }))
          .then((s) => expect(vehicleOf(s).purchased).to.deep.equal({ is_purchased: false, date_purchased: null }))
      })

      it('F4.21 a purchase date answered while Purchased is No is not kept', () => {
        given(fact('proposal/PurchasedAnswered', { isPurchased: false }))
          .when(detail('vehicle.purchased.date_purchased', '2021-04-01'))
          .then((s) => expect(vehicleOf(s).purchased.date_purchased).to.equal(null))
      })

      it('F4.21 Purchased Yes keeps the purchase date', () => {
        given(detail('vehicle.purchased.date_purchased', '2021-04-01'))
          .when(fact('proposal/PurchasedAnswered', { isPurchased: true }))
          .then((s) => expect(vehicleOf(s).purchased).to.deep.equal({ is_purchased: true, date_purchased: '2021-04-01' }))
      })

      it('F4.22 Keeper Yes sets owner (and the duqs vehicle_owner) to Proposer', () => {
        given(fact('proposal/KeeperAnswered', { keeper: false }), detail('vehicle.owner', 'Spouse'))
          .when(fact('proposal/KeeperAnswered', { keeper: true }))
          .then((s) => {
            expect(vehicleOf(s)).to.include({ keeper: true, owner: 'Proposer' })
            expect(duqs(s).vehicle_owner).to.equal('Proposer')
          })
      })

      it('F4.22 Keeper No asks who owns the bike: the owner is unanswered, then takes the answer', () => {
        given(fact('proposal/KeeperAnswered', { keeper: true }))
          .when(fact('proposal/KeeperAnswered', { keeper: false }))
          .then((s) => {
            expect(vehicleOf(s)).to.include({ keeper: false, owner: null })
            expect(duqs(s).vehicle_owner).to.equal(null)
          })
        given(fact('proposal/KeeperAnswered', { keeper: false }))
          .when(detail('vehicle.owner', 'Spouse'))
          .then((s) => {
            expect(vehicleOf(s).owner).to.equal('Spouse')
            expect(duqs(s).vehicle_owner).to.equal('Spouse')
          })
      })

      it('F4.22 an owner answered while Keeper is Yes is not kept', () => {
        given(fact('proposal/KeeperAnswered', { keeper: true }))
          .when(detail('vehicle.owner', 'Spouse'))
          .thenNothingChanges()
      })

      const features = [
        { feature: 'alarm', has: 'has_alarm', field: 'vehicle.alarm', value: 'THATCHAM1', label: 'security markings' },
        { feature: 'immobiliser', has: 'has_immobiliser', field: 'vehicle.immobiliser', value: 'FACTORY', label: 'immobiliser' },
        { feature: 'tracker', has: 'has_tracker', field: 'vehicle.tracker', value: 'GPS', label: 'tracker' },
      ] as const
      for (const f of features) {
        it(`F4.23 ${f.label} No clears the detail value`, () => {
          given(fact('proposal/SecurityFeatureAnswered', { feature: f.feature, has: true }), detail(f.field, f.value))
            .when(fact('proposal/SecurityFeatureAnswered', { feature: f.feature, has: false }))
            .then((s) => {
              expect(vehicleOf(s)[f.has]).to.equal(false)
              expect(vehicleOf(s)[f.feature]).to.equal(null)
            })
        })

        it(`F4.23 ${f.label} Yes keeps the detail value, and a detail answered while No is not kept`, () => {
          given(fact('proposal/SecurityFeatureAnswered', { feature: f.feature, has: true }), detail(f.field, f.value))
            .when(fact('proposal/SecurityFeatureAnswered', { feature: f.feature, has: true }))
            .then((s) => expect(vehicleOf(s)[f.feature]).to.equal(f.value))
          given(fact('proposal/SecurityFeatureAnswered', { feature: f.feature, has: false }))
            .when(detail(f.field, f.value))
            .then((s) => expect(vehicleOf(s)[f.feature]).to.equal(null))
        })
      }

      it('F4.24 Imported No sets the import type to No', () => {
        given(fact('proposal/ImportedAnswered', { imported: true }), detail('vehicle.imported', 'EU'))
          .when(fact('proposal/ImportedAnswered', { imported: false }))
          .then((s) => expect(vehicleOf(s).imported).to.equal('No'))
      })

      it('F4.24 Imported Yes asks for the type (empty until chosen) and keeps a type already chosen', () => {
        given()
          .when(fact('proposal/ImportedAnswered', { imported: true }))
          .then((s) => expect(vehicleOf(s).imported).to.equal(''))
        given(fact('proposal/ImportedAnswered', { imported: true }), detail('vehicle.imported', 'EU'))
          .when(fact('proposal/ImportedAnswered', { imported: true }))
          .then((s) => expect(vehicleOf(s).imported).to.equal('EU'))
        given(fact('proposal/ImportedAnswered', { imported: false }))
          .when(fact('proposal/ImportedAnswered', { imported: true }))
          .then((s) => expect(vehicleOf(s).imported).to.equal(''))
      })

      it('F4.25 Kept at home address Yes clears the kept postcode', () => {
        given(fact('proposal/KeptAtHomeAnswered', { atHome: false }), detail('vehicle.kept_postcode', 'M1 1AA'))
          .when(fact('proposal/KeptAtHomeAnswered', { atHome: true }))
          .then((s) => expect(vehicleOf(s)).to.include({ is_kept_at_proposer_postcode: true, kept_postcode: null }))
      })

      it('F4.25 only Yes clears the kept postcode: No again keeps the postcode answered', () => {
        given(fact('proposal/KeptAtHomeAnswered', { atHome: false }), detail('vehicle.kept_postcode', 'M1 1AA'))
          .when(fact('proposal/KeptAtHomeAnswered', { atHome: false }))
          .then((s) => expect(vehicleOf(s).kept_postcode).to.equal('M1 1AA'))
      })

      it('F4.25 a kept postcode is kept only while the bike is not kept at home', () => {
        given(fact('proposal/KeptAtHomeAnswered', { atHome: true }))
          .when(detail('vehicle.kept_postcode', 'M1 1AA'))
          .then((s) => expect(vehicleOf(s).kept_postcode).to.equal(null))
        given(fact('proposal/KeptAtHomeAnswered', { atHome: false }))
          .when(detail('vehicle.kept_postcode', 'M1 1AA'))
          .then((s) => expect(vehicleOf(s).kept_postcode).to.equal('M1 1AA'))
      })
    })

    describe('class of use and business mileage', () => {
      const classes = [
        { code: 'SDP', business: false },
        { code: 'SDPC', business: false },
        { code: 'C1', business: true },
        { code: 'C2', business: true },
        { code: 'C3', business: true },
      ]
      for (const c of classes) {
        it(`F4.26 class ${c.code}: business mileage is ${c.business ? 'kept' : 'not kept'} (kept only for C1, C2 and C3)`, () => {
          given(fact('proposal/ClassOfUseChosen', { classOfUse: c.code }), detail('total_mileage', 6000))
            .when(detail('business_mileage', 2000))
            .then((s) => expect(s.proposal.risk.business_mileage).to.equal(c.business ? 2000 : null))
        })

        it(`F4.26 switching from C1 to ${c.code} ${c.business ? 'keeps' : 'clears'} the business mileage`, () => {
          given(fact('proposal/ClassOfUseChosen', { classOfUse: 'C1' }), detail('business_mileage', 2000))
            .when(fact('proposal/ClassOfUseChosen', { classOfUse: c.code }))
            .then((s) => {
              expect(vehicleOf(s).class_of_use).to.equal(c.code)
              expect(s.proposal.risk.business_mileage).to.equal(c.business ? 2000 : null)
              expect(s.proposal.risk.total_mileage).to.equal(undefined)
            })
        })
      }

      it('F4.26 business mileage answered before any class of use is not kept', () => {
        given()
          .when(detail('business_mileage', 2000))
          .then((s) => expect(s.proposal.risk.business_mileage).to.equal(null))
      })
    })

    describe('modifications', () => {
      it('F4.35 No to modifications clears all modification records and their duqs', () => {
        given(
          fact('proposal/ModificationAdded', { modification: modification('EXH') }),
          fact('proposal/ModificationAdded', { modification: modification('SEAT') }),
          fact('journey/StepCompleted', { step: 2 }),
        )
          .when(fact('proposal/ModificationsAnswered', { has: false }))
          .then((s) => {
            expect(vehicleOf(s)).to.deep.include({ is_modified: false, modifications: [] })
            expect(duqs(s)).not.to.have.property('vehicle_modification_1')
            expect(duqs(s)).not.to.have.property('vehicle_modification_2')
          })
      })

      it('F4.35 Yes to modifications keeps the records', () => {
        given(fact('proposal/ModificationAdded', { modification: modification('EXH') }))
          .when(fact('proposal/ModificationsAnswered', { has: true }))
          .then((s) => expect(vehicleOf(s).modifications).to.have.length(1))
      })

      it('F4.34 removing the last modification turns the question back to No; removing one of two does not', () => {
        const two = [fact('proposal/ModificationAdded', { modification: modification('EXH') }), fact('proposal/ModificationAdded', { modification: modification('SEAT') })]
        given(...two)
          .when(fact('proposal/ModificationRemoved', { index: 0 }))
          .then((s) => expect(vehicleOf(s)).to.deep.include({ is_modified: true, modifications: [modification('SEAT')] }))
        given(...two)
          .when(fact('proposal/ModificationRemoved', { index: 1 }), fact('proposal/ModificationRemoved', { index: 0 }))
          .then((s) => expect(vehicleOf(s)).to.deep.include({ is_modified: false, modifications: [] }))
      })

      it('F4.45 a modification added beyond the repeater maximum of 5 is not kept', () => {
        const five = Array.from({ length: REPEATER_MAX }, (_, i) => fact('proposal/ModificationAdded', { modification: modification(`M${i}`) }))
        given(...five)
          .when(fact('proposal/ModificationAdded', { modification: modification('M5') }))
          .thenNothingChanges()
        expect(vehicleOf(stateAfter(...five)).modifications).to.have.length(5)
      })

      it('F4.34 removing from an empty list changes nothing: a Yes with no modification yet stays Yes', () => {
        given(fact('proposal/ModificationsAnswered', { has: true }))
          .when(fact('proposal/ModificationRemoved', { index: 0 }))
          .thenNothingChanges()
      })

      it('F4.34 editing or removing a modification out of range changes nothing', () => {
        given(fact('proposal/ModificationAdded', { modification: modification('EXH') }))
          .when(fact('proposal/ModificationEdited', { index: 1, modification: modification('SEAT') }), fact('proposal/ModificationRemoved', { index: 1 }))
          .thenNothingChanges()
      })

      it('F4.35 editing a modification replaces it in place', () => {
        given(fact('proposal/ModificationAdded', { modification: modification('EXH') }), fact('proposal/ModificationAdded', { modification: modification('SEAT') }))
          .when(fact('proposal/ModificationEdited', { index: 0, modification: modification('BARS') }))
          .then((s) => expect(vehicleOf(s).modifications.map((m) => m.type)).to.deep.equal(['BARS', 'SEAT']))
      })
    })
  })

  describe('riding, personal and employment (per person)', () => {
    for (const { who, label, history } of PEOPLE) {
      describe(`for ${label}`, () => {
        it(`F4.27 licence type '${NO_LICENCE}' clears the licence date`, () => {
          given(...history, fact('proposal/LicenceTypeChosen', { who, licenceType: 'F' }), person(who, 'licence.date', '2010-06-01'))
            .when(fact('proposal/LicenceTypeChosen', { who, licenceType: NO_LICENCE }))
            .then((s) => expect(personOf(s, who).driver_details.licence).to.include({ type: NO_LICENCE, date: null }))
        })

        it(`F4.27 a licence date answered with '${NO_LICENCE}' is not kept; another type keeps it`, () => {
          given(...history, fact('proposal/LicenceTypeChosen', { who, licenceType: NO_LICENCE }))
            .when(person(who, 'licence.date', '2010-06-01'))
            .then((s) => expect(personOf(s, who).driver_details.licence.date).to.equal(null))
          given(...history, person(who, 'licence.date', '2010-06-01'))
            .when(fact('proposal/LicenceTypeChosen', { who, licenceType: 'P' }))
            .then((s) => expect(personOf(s, who).driver_details.licence).to.include({ type: 'P', date: '2010-06-01' }))
        })

        for (const isUkBorn of [true, false]) {
          it(`F4.28 the UK-born answer ${isUkBorn ? 'Yes' : 'No'} resets the residency date`, () => {
            given(...history, fact('proposal/UkBornAnswered', { who, isUkBorn: false }), person(who, 'resident.since', '2015-09-01'))
              .when(fact('proposal/UkBornAnswered', { who, isUkBorn }))
              .then((s) => expect(personOf(s, who).resident).to.deep.equal({ is_uk_born: isUkBorn, since: null }))
          })
        }

        it('F4.28 the residency date is kept only when not UK-born', () => {
          given(...history, fact('proposal/UkBornAnswered', { who, isUkBorn: false }))
            .when(person(who, 'resident.since', '2015-09-01'))
            .then((s) => expect(personOf(s, who).resident.since).to.equal('2015-09-01'))
          given(...history, fact('proposal/UkBornAnswered', { who, isUkBorn: true }))
            .when(person(who, 'resident.since', '2015-09-01'))
            .then((s) => expect(personOf(s, who).resident.since).to.equal(null))
        })

        it('F4.29 employment status FullTmEdu forces industry 950', () => {
          given(...history, fact('proposal/EmploymentStatusChosen', { who, status: 'Employed' }), person(who, 'full_time_occupation.industry', '123'))
            .when(fact('proposal/EmploymentStatusChosen', { who, status: 'FullTmEdu' }))
            .then((s) => expect(personOf(s, who).full_time_occupation).to.include({ status: 'FullTmEdu', industry: EDUCATION_INDUSTRY_CODE }))
          given(...history, fact('proposal/EmploymentStatusChosen', { who, status: 'FullTmEdu' }))
            .when(person(who, 'full_time_occupation.industry', '123'))
            .then((s) => expect(personOf(s, who).full_time_occupation.industry).to.equal(EDUCATION_INDUSTRY_CODE))
        })

        it('F4.29 FullTmEdu clears a role outside its fixed codes and keeps one inside', () => {
          given(...history, fact('proposal/EmploymentStatusChosen', { who, status: 'Employed' }), person(who, 'full_time_occupation.role', 'A01'))
            .when(fact('proposal/EmploymentStatusChosen', { who, status: 'FullTmEdu' }))
            .then((s) => expect(personOf(s, who).full_time_occupation.role).to.equal(null))
          given(...history, fact('proposal/EmploymentStatusChosen', { who, status: 'Employed' }), person(who, 'full_time_occupation.role', 'S44'))
            .when(fact('proposal/EmploymentStatusChosen', { who, status: 'FullTmEdu' }))
            .then((s) => expect(personOf(s, who).full_time_occupation.role).to.equal('S44'))
        })

        it('F4.29 a role answered under FullTmEdu is kept only when it is one of the fixed codes', () => {
          given(...history, fact('proposal/EmploymentStatusChosen', { who, status: 'FullTmEdu' }))
            .when(person(who, 'full_time_occupation.role', 'A01'))
            .then((s) => expect(personOf(s, who).full_time_occupation.role).to.equal(null))
        })

        for (const status of NON_WORKING_STATUSES) {
          it(`F4.30 status ${status} counts as non-working: clears role, industry and second job`, () => {
            given(
              ...history,
              fact('proposal/EmploymentStatusChosen', { who, status: 'Employed' }),
              person(who, 'full_time_occupation.role', 'A01'),
              person(who, 'full_time_occupation.industry', '123'),
              fact('proposal/SecondOccupationAnswered', { who, has: true }),
              person(who, 'part_time_occupation.role', 'B02'),
            )
              .when(fact('proposal/EmploymentStatusChosen', { who, status }))
              .then((s) => {
                const p = personOf(s, who)
                expect(p.full_time_occupation).to.deep.equal({ status, role: null, industry: null })
                expect(p.has_part_time_occupation).to.equal(null)
                expect(p.part_time_occupation).to.equal(null)
              })
          })

          it(`F4.30 under ${status} an occupation answer is not kept`, () => {
            given(...history, fact('proposal/EmploymentStatusChosen', { who, status }))
              .when(
                person(who, 'full_time_occupation.role', 'A01'),
                person(who, 'full_time_occupation.industry', '123'),
                person(who, 'part_time_occupation.status', 'Employed'),
              )
              .then((s) => {
                const p = personOf(s, who)
                expect(p.full_time_occupation).to.deep.equal({ status, role: null, industry: null })
                expect(p.part_time_occupation).to.equal(null)
              })
          })
        }

        it('F4.30 a working status keeps the role and industry; leaving a non-working status starts them afresh', () => {
          given(...history, fact('proposal/EmploymentStatusChosen', { who, status: 'Employed' }), person(who, 'full_time_occupation.role', 'A01'), person(who, 'full_time_occupation.industry', '123'))
            .when(fact('proposal/EmploymentStatusChosen', { who, status: 'SelfEmp' }))
            .then((s) => expect(personOf(s, who).full_time_occupation).to.deep.equal({ status: 'SelfEmp', role: 'A01', industry: '123' }))
          given(...history, fact('proposal/EmploymentStatusChosen', { who, status: 'FullTmEdu' }), person(who, 'full_time_occupation.role', 'S44'))
            .when(fact('proposal/EmploymentStatusChosen', { who, status: 'Employed' }))
            .then((s) => expect(personOf(s, who).full_time_occupation).to.deep.equal({ status: 'Employed', role: null, industry: null }))
        })

        it('F4.31 toggling the second occupation creates or clears a part-time record', () => {
          given(...history, fact('proposal/EmploymentStatusChosen', { who, status: 'Employed' }))
            .when(fact('proposal/SecondOccupationAnswered', { who, has: true }))
            .then((s) => {
              expect(personOf(s, who).has_part_time_occupation).to.equal(true)
              expect(personOf(s, who).part_time_occupation).to.deep.equal({})
            })
          given(...history, fact('proposal/SecondOccupationAnswered', { who, has: true }), person(who, 'part_time_occupation.role', 'B02'))
            .when(fact('proposal/SecondOccupationAnswered', { who, has: false }))
            .then((s) => {
              expect(personOf(s, who).has_part_time_occupation).to.equal(false)
              expect(personOf(s, who).part_time_occupation).to.equal(null)
            })
        })

        it('F4.31 a part-time answer given while the second occupation is No does not recreate the record', () => {
          given(...history, fact('proposal/SecondOccupationAnswered', { who, has: false }))
            .when(person(who, 'part_time_occupation.role', 'B02'))
            .thenNothingChanges()
        })

        it('F4.31 part-time answers given before the second occupation is answered start the part-time record', () => {
          given(...history, fact('proposal/EmploymentStatusChosen', { who, status: 'Employed' }))
            .when(person(who, 'part_time_occupation.status', 'SelfEmp'))
            .then((s) => expect(personOf(s, who).part_time_occupation).to.deep.equal({ status: 'SelfEmp' }))
          given(...history, fact('proposal/EmploymentStatusChosen', { who, status: 'Employed' }))
            .when(person(who, 'part_time_occupation.industry', '186'))
            .then((s) => expect(personOf(s, who).part_time_occupation).to.deep.equal({ industry: '186' }))
        })

        it('F4.31 Yes again keeps the part-time answers already given', () => {
          given(...history, fact('proposal/SecondOccupationAnswered', { who, has: true }), person(who, 'part_time_occupation.role', 'B02'))
            .when(fact('proposal/SecondOccupationAnswered', { who, has: true }))
            .then((s) => expect(personOf(s, who).part_time_occupation).to.deep.equal({ role: 'B02' }))
        })

        it('F4.32 Has claims No removes the items', () => {
          given(...history, fact('proposal/ClaimAdded', { who, claim: claim() }), fact('proposal/ClaimAdded', { who, claim: claim('THEFT') }))
            .when(fact('proposal/ClaimsAnswered', { who, has: false }))
            .then((s) => expect(personOf(s, who).driver_details).to.deep.include({ has_claims: false, claims: [] }))
        })

        it('F4.32 Has convictions No removes the items', () => {
          given(...history, fact('proposal/ConvictionAdded', { who, conviction: conviction() }))
            .when(fact('proposal/ConvictionsAnswered', { who, has: false }))
            .then((s) => expect(personOf(s, who).driver_details.licence).to.deep.include({ has_convictions: false, convictions: [] }))
        })

        it('F4.32 Yes keeps the items; adding an item answers Yes', () => {
          given(...history, fact('proposal/ClaimAdded', { who, claim: claim() }), fact('proposal/ConvictionAdded', { who, conviction: conviction() }))
            .when(fact('proposal/ClaimsAnswered', { who, has: true }), fact('proposal/ConvictionsAnswered', { who, has: true }))
            .then((s) => {
              const dd = personOf(s, who).driver_details
              expect(dd).to.deep.include({ has_claims: true, claims: [claim()] })
              expect(dd.licence).to.deep.include({ has_convictions: true, convictions: [conviction()] })
            })
        })

        it('F4.34 removing the last claim turns the question back to No; removing one of two does not', () => {
          const two = [...history, fact('proposal/ClaimAdded', { who, claim: claim('ACC') }), fact('proposal/ClaimAdded', { who, claim: claim('THEFT') })]
          given(...two)
            .when(fact('proposal/ClaimRemoved', { who, index: 0 }))
            .then((s) => expect(personOf(s, who).driver_details).to.deep.include({ has_claims: true, claims: [claim('THEFT')] }))
          given(...two)
            .when(fact('proposal/ClaimRemoved', { who, index: 0 }), fact('proposal/ClaimRemoved', { who, index: 0 }))
            .then((s) => expect(personOf(s, who).driver_details).to.deep.include({ has_claims: false, claims: [] }))
        })

        it('adding the first claim or conviction answers its question Yes', () => {
          given(...history)
            .when(fact('proposal/ClaimAdded', { who, claim: claim() }), fact('proposal/ConvictionAdded', { who, conviction: conviction() }))
            .then((s) => {
              expect(personOf(s, who).driver_details.has_claims).to.equal(true)
              expect(personOf(s, who).driver_details.licence.has_convictions).to.equal(true)
            })
        })

        it('F4.34 removing one of two convictions leaves the question Yes', () => {
          given(...history, fact('proposal/ConvictionAdded', { who, conviction: conviction('SP30') }), fact('proposal/ConvictionAdded', { who, conviction: conviction('CU80') }))
            .when(fact('proposal/ConvictionRemoved', { who, index: 0 }))
            .then((s) => expect(personOf(s, who).driver_details.licence).to.deep.include({ has_convictions: true, convictions: [conviction('CU80')] }))
        })

        it('F4.34 removing from an empty list changes nothing: a Yes with no claim or conviction yet stays Yes', () => {
          given(...history, fact('proposal/ClaimsAnswered', { who, has: true }), fact('proposal/ConvictionsAnswered', { who, has: true }))
            .when(fact('proposal/ClaimRemoved', { who, index: 0 }), fact('proposal/ConvictionRemoved', { who, index: 0 }))
            .thenNothingChanges()
        })

        it('F4.34 removing the last conviction turns the question back to No', () => {
          given(...history, fact('proposal/ConvictionAdded', { who, conviction: conviction() }))
            .when(fact('proposal/ConvictionRemoved', { who, index: 0 }))
            .then((s) => expect(personOf(s, who).driver_details.licence).to.deep.include({ has_convictions: false, convictions: [] }))
        })

        it('F4.34 editing a claim or conviction replaces it; an index out of range changes nothing', () => {
          const one = [...history, fact('proposal/ClaimAdded', { who, claim: claim('ACC') }), fact('proposal/ConvictionAdded', { who, conviction: conviction('SP30') })]
          given(...one)
            .when(fact('proposal/ClaimEdited', { who, index: 0, claim: claim('FIRE') }), fact('proposal/ConvictionEdited', { who, index: 0, conviction: conviction('CU80') }))
            .then((s) => {
              expect(personOf(s, who).driver_details.claims).to.deep.equal([claim('FIRE')])
              expect(personOf(s, who).driver_details.licence.convictions).to.deep.equal([conviction('CU80')])
            })
          given(...one)
            .when(
              fact('proposal/ClaimEdited', { who, index: 1, claim: claim('FIRE') }),
              fact('proposal/ClaimRemoved', { who, index: 1 }),
              fact('proposal/ConvictionEdited', { who, index: 1, conviction: conviction('CU80') }),
              fact('proposal/ConvictionRemoved', { who, index: 5 }),
            )
            .thenNothingChanges()
        })

        it('F4.45 claims and convictions stop at the repeater maximum of 5', () => {
          const five = (n: number) => [
            ...history,
            ...Array.from({ length: n }, (_, i) => fact('proposal/ClaimAdded', { who, claim: claim(`C${i}`) })),
            ...Array.from({ length: n }, (_, i) => fact('proposal/ConvictionAdded', { who, conviction: conviction(`SP${i}`) })),
          ]
          given(...five(REPEATER_MAX))
            .when(fact('proposal/ClaimAdded', { who, claim: claim('C5') }), fact('proposal/ConvictionAdded', { who, conviction: conviction('SP5') }))
            .thenNothingChanges()
          const s = stateAfter(...five(REPEATER_MAX))
          expect(personOf(s, who).driver_details.claims.map((c) => c.description)).to.deep.equal(['C0', 'C1', 'C2', 'C3', 'C4'])
          expect(personOf(s, who).driver_details.licence.convictions).to.have.length(REPEATER_MAX)
        })

        it('F4.36 motoring organisation No clears the selection', () => {
          given(...history, fact('proposal/MotoringOrganisationAnswered', { who, has: true }), person(who, 'motoring_organisation', 'AA'))
            .when(fact('proposal/MotoringOrganisationAnswered', { who, has: false }))
            .then((s) => expect(personOf(s, who).driver_details).to.include({ has_motoring_organisation: false, motoring_organisation: null }))
        })

        it('F4.36 Yes again keeps the motoring organisation chosen', () => {
          given(...history, fact('proposal/MotoringOrganisationAnswered', { who, has: true }), person(who, 'motoring_organisation', 'AA'))
            .when(fact('proposal/MotoringOrganisationAnswered', { who, has: true }))
            .then((s) => expect(personOf(s, who).driver_details.motoring_organisation).to.equal('AA'))
        })

        it('a licence number is kept while one is provided; answering that none is provided clears it', () => {
          const provided = [...history, person(who, 'licence.has_provided_licence_number', true), person(who, 'licence.number', 'SMITH801015JS9AB')]
          expect(personOf(stateAfter(...provided), who).driver_details.licence).to.include({ has_provided_licence_number: true, number: 'SMITH801015JS9AB' })
          given(...provided)
            .when(person(who, 'licence.has_provided_licence_number', true))
            .then((s) => expect(personOf(s, who).driver_details.licence.number).to.equal('SMITH801015JS9AB'))
          for (const none of [false, null]) {
            given(...provided)
              .when(person(who, 'licence.has_provided_licence_number', none))
              .then((s) => expect(personOf(s, who).driver_details.licence).to.include({ has_provided_licence_number: none, number: null }))
          }
        })

        it('how many other vehicles is kept while the rider has access to others; No (or no answer) clears it', () => {
          const access = [...history, person(who, 'has_access_to_other_vehicles', true), person(who, 'number_of_other_vehicles', 2)]
          given(...access)
            .when(person(who, 'has_access_to_other_vehicles', true))
            .then((s) => expect(personOf(s, who).driver_details.number_of_other_vehicles).to.equal(2))
          for (const none of [false, null]) {
            given(...access)
              .when(person(who, 'has_access_to_other_vehicles', none))
              .then((s) => expect(personOf(s, who).driver_details).to.include({ has_access_to_other_vehicles: none, number_of_other_vehicles: null }))
          }
        })

        it('F4.36 a selection made while motoring organisation is No is not kept; Yes keeps it', () => {
          given(...history, fact('proposal/MotoringOrganisationAnswered', { who, has: false }))
            .when(person(who, 'motoring_organisation', 'AA'))
            .then((s) => expect(personOf(s, who).driver_details.motoring_organisation).to.equal(null))
          given(...history, fact('proposal/MotoringOrganisationAnswered', { who, has: true }))
            .when(person(who, 'motoring_organisation', 'AA'))
            .then((s) => expect(personOf(s, who).driver_details.motoring_organisation).to.equal('AA'))
        })
      })
    }

    it('F4.32 answering No for one person leaves the other person’s items alone', () => {
      given(addRider('Ann'), fact('proposal/ClaimAdded', { who: 'proposer', claim: claim() }), fact('proposal/ClaimAdded', { who: 0, claim: claim('THEFT') }))
        .when(fact('proposal/ClaimsAnswered', { who: 0, has: false }))
        .then((s) => {
          expect(proposerOf(s).driver_details.claims).to.deep.equal([claim()])
          expect(riderOf(s, 0).driver_details.claims).to.deep.equal([])
        })
    })

    it('F4.32 an answer about a rider who does not exist changes nothing', () => {
      given(addRider('Ann'))
        .when(
          fact('proposal/ClaimsAnswered', { who: 1, has: false }),
          fact('proposal/ClaimAdded', { who: 3, claim: claim() }),
          fact('proposal/LicenceTypeChosen', { who: 1, licenceType: NO_LICENCE }),
          fact('proposal/EmploymentStatusChosen', { who: 2, status: 'Retired' }),
          fact('proposal/MedicalConditionRefused', { who: 4 }),
          person(1, 'marital_status', 'M'),
          fact('proposal/ClaimEdited', { who: 2, index: 0, claim: claim() }),
          fact('proposal/ConvictionEdited', { who: 2, index: 0, conviction: conviction() }),
        )
        .then((s, before) => {
          expect(s.proposal).to.equal(before.proposal)
        })
    })

    describe('F4.29 the fixed roles of full-time education, as the spec lists them', () => {
      // 000 §4: 'limits roles to fixed codes (S44 to S53, 18D, 19D, 48D, 49D, 74C)', written out here, not read
      // from the product's constant, so a code dropped from (or added to) the product's list fails a row.
      const SPEC_ROLES = ['S44', 'S45', 'S46', 'S47', 'S48', 'S49', 'S50', 'S51', 'S52', 'S53', '18D', '19D', '48D', '49D', '74C']
      // Codes beside them that are not in the list: either end of the S range, and near misses of the others.
      const NOT_LISTED = ['S43', 'S54', 'S4', '17D', '20D', '47D', '50D', '74B', '74D', '74c', 'A01']
      const inEducation = fact('proposal/EmploymentStatusChosen', { who: 'proposer', status: 'FullTmEdu' })

      for (const role of SPEC_ROLES) {
        it(`F4.29 FullTmEdu keeps the fixed role ${role}, answered under it or answered before it`, () => {
          given(inEducation)
            .when(person('proposer', 'full_time_occupation.role', role))
            .then((s) => expect(proposerOf(s).full_time_occupation).to.include({ role, industry: EDUCATION_INDUSTRY_CODE }))
          given(fact('proposal/EmploymentStatusChosen', { who: 'proposer', status: 'Employed' }), person('proposer', 'full_time_occupation.role', role))
            .when(inEducation)
            .then((s) => expect(proposerOf(s).full_time_occupation.role).to.equal(role))
        })
      }

      for (const role of NOT_LISTED) {
        it(`F4.29 FullTmEdu refuses the role ${role}, which is not one of the fixed codes`, () => {
          given(inEducation)
            .when(person('proposer', 'full_time_occupation.role', role))
            .then((s) => expect(proposerOf(s).full_time_occupation.role).to.equal(null))
        })
      }

      it('F4.29 the role list offers exactly the fixed codes under FullTmEdu, and every role otherwise', () => {
        expect(selectAllowedRoles(stateAfter(inEducation), 'proposer')).to.have.members(SPEC_ROLES)
        expect(selectAllowedRoles(stateAfter(fact('proposal/EmploymentStatusChosen', { who: 'proposer', status: 'Employed' })), 'proposer')).to.equal(null)
      })
    })

    describe('medical conditions', () => {
      it('F4.37 F4.38 Yes when another driver holds it is refused: reset to No and the Sorry! modal shows', () => {
        given(
          addRider('Ann'),
          fact('proposal/MedicalConditionAnswered', { who: 0, has: true }),
          person(0, 'medical_condition', { code: 'EPI', date: '2020-01-01' }),
          fact('proposal/MedicalConditionAnswered', { who: 'proposer', has: true }),
        )
          .when(fact('proposal/MedicalConditionRefused', { who: 'proposer' }))
          .then((s) => {
            expect(proposerOf(s).driver_details).to.include({ has_medical_condition: false, medical_condition: null })
            expect(riderOf(s, 0).driver_details).to.deep.include({ has_medical_condition: true, medical_condition: { code: 'EPI', date: '2020-01-01' } })
            expect(s.journey.modals).to.deep.equal(['medical-limit'])
          })
      })

      it('F4.38 the Sorry! modal shows once however often Yes is refused, and closes', () => {
        given(addRider('Ann'))
          .when(fact('proposal/MedicalConditionRefused', { who: 0 }), fact('proposal/MedicalConditionRefused', { who: 'proposer' }))
          .then((s) => expect(s.journey.modals).to.deep.equal(['medical-limit']))
        given(fact('proposal/MedicalConditionRefused', { who: 'proposer' }))
          .when(fact('journey/ModalClosed', { modal: 'medical-limit' }))
          .then((s) => expect(s.journey.modals).to.deep.equal([]))
      })

      it('F4.37 Yes starts an empty condition; No clears it; a condition is kept only under Yes', () => {
        given()
          .when(fact('proposal/MedicalConditionAnswered', { who: 'proposer', has: true }))
          .then((s) => expect(proposerOf(s).driver_details).to.deep.include({ has_medical_condition: true, medical_condition: {} }))
        given(fact('proposal/MedicalConditionAnswered', { who: 'proposer', has: true }), person('proposer', 'medical_condition', { code: 'EPI' }))
          .when(fact('proposal/MedicalConditionAnswered', { who: 'proposer', has: false }))
          .then((s) => expect(proposerOf(s).driver_details).to.include({ has_medical_condition: false, medical_condition: null }))
        given(fact('proposal/MedicalConditionAnswered', { who: 'proposer', has: false }))
          .when(person('proposer', 'medical_condition', { code: 'EPI' }))
          .thenNothingChanges()
      })
    })
  })

  describe('section 4: cover', () => {
    const cover = [
      { from: 'C', excess: 250, to: 'TPFT', expected: 0 },
      { from: 'C', excess: 250, to: 'TPO', expected: 0 },
      { from: 'TPFT', excess: 0, to: 'C', expected: VOLUNTARY_EXCESS_DEFAULT_COMPREHENSIVE },
      { from: 'TPO', excess: 0, to: 'C', expected: VOLUNTARY_EXCESS_DEFAULT_COMPREHENSIVE },
      { from: 'C', excess: 250, to: 'C', expected: 250 },
      { from: 'C', excess: 0, to: 'C', expected: VOLUNTARY_EXCESS_DEFAULT_COMPREHENSIVE },
    ] as const
    for (const c of cover) {
      const id = c.to === 'C' ? 'F4.39 J2.59' : 'F4.39 J2.58'
      it(`${id} switching from ${c.from} (excess ${c.excess}) to ${c.to} leaves voluntary_excess ${c.expected}`, () => {
        const history = [fact('proposal/CoverTypeChosen', { coverType: c.from })]
        if (c.from !== 'TPO') history.push(fact('proposal/VoluntaryExcessChosen', { excess: c.excess }))
        given(...history)
          .when(fact('proposal/CoverTypeChosen', { coverType: c.to }))
          .then((s) => {
            expect(vehicleOf(s).cover_type).to.equal(c.to)
            expect(s.proposal.risk.voluntary_excess).to.equal(c.expected)
          })
      })
    }

    it('F4.39 the first choice of C on a new proposal (excess 0 by default) sets the excess to 100', () => {
      expect(stateAfter().proposal.risk.voluntary_excess).to.equal(0)
      given()
        .when(fact('proposal/CoverTypeChosen', { coverType: 'C' }))
        .then((s) => expect(s.proposal.risk.voluntary_excess).to.equal(100))
    })

    it('J2.53 the voluntary excess is disabled for TPO: an excess chosen under TPO stays 0; TPFT keeps it', () => {
      given(fact('proposal/CoverTypeChosen', { coverType: 'TPO' }))
        .when(fact('proposal/VoluntaryExcessChosen', { excess: 500 }))
        .then((s) => expect(s.proposal.risk.voluntary_excess).to.equal(0))
      given(fact('proposal/CoverTypeChosen', { coverType: 'TPFT' }))
        .when(fact('proposal/VoluntaryExcessChosen', { excess: 500 }))
        .then((s) => expect(s.proposal.risk.voluntary_excess).to.equal(500))
    })

    const ncd = [
      { years: -1, stored: 0, keepsProtection: false },
      { years: 0, stored: 0, keepsProtection: false },
      { years: null, stored: null, keepsProtection: false },
      { years: 0.5, stored: 0, keepsProtection: false },
      { years: 1, stored: 1, keepsProtection: true },
      { years: 9, stored: 9, keepsProtection: true },
    ]
    for (const n of ncd) {
      it(`F4.40 NCD years ${String(n.years)} ${n.keepsProtection ? 'keeps' : 'clears'} the protected flag`, () => {
        given(fact('proposal/NcdYearsEntered', { years: 5 }), detail('previous_insurance.ncd.is_protected', true))
          .when(fact('proposal/NcdYearsEntered', { years: n.years }))
          .then((s) => expect(s.proposal.risk.previous_insurance?.ncd).to.deep.equal({ years: n.stored, is_protected: n.keepsProtection ? true : null }))
      })
    }

    for (const years of [Number.NaN, Number.POSITIVE_INFINITY, 100, -100]) {
      it(`F4.40 NCD years ${String(years)} (not a number of years) is refused by the event codec`, () => {
        expect(() => stamp([fact('proposal/NcdYearsEntered', { years })])).to.throw(/NcdYearsEntered/)
      })
    }

    it('F4.40 the protection answer is kept only when the years are above 0', () => {
      for (const years of [null, 0]) {
        given(fact('proposal/NcdYearsEntered', { years }))
          .when(detail('previous_insurance.ncd.is_protected', true))
          .then((s) => expect(s.proposal.risk.previous_insurance?.ncd.is_protected).to.equal(null))
      }
      given(fact('proposal/NcdYearsEntered', { years: 3 }))
        .when(detail('previous_insurance.ncd.is_protected', true))
        .then((s) => expect(s.proposal.risk.previous_insurance?.ncd).to.deep.equal({ years: 3, is_protected: true }))
    })

    it('F4.41 previous insurance No clears previous_insurance', () => {
      given(fact('proposal/PreviousInsuranceAnswered', { has: true }), fact('proposal/NcdYearsEntered', { years: 4 }), detail('previous_insurance.ncd.is_protected', true))
        .when(fact('proposal/PreviousInsuranceAnswered', { has: false }))
        .then((s) => {
          expect(s.proposal.risk.has_previous_insurance).to.equal(false)
          expect(s.proposal.risk.previous_insurance).to.equal(null)
        })
    })

    it('F4.42 previous insurance Yes creates an empty one', () => {
      given(fact('proposal/PreviousInsuranceAnswered', { has: false }))
        .when(fact('proposal/PreviousInsuranceAnswered', { has: true }))
        .then((s) => {
          expect(s.proposal.risk.has_previous_insurance).to.equal(true)
          expect(s.proposal.risk.previous_insurance).to.deep.equal({ ncd: {} })
        })
    })

    it('F4.42 Yes again keeps the NCD already answered', () => {
      given(fact('proposal/PreviousInsuranceAnswered', { has: true }), fact('proposal/NcdYearsEntered', { years: 4 }))
        .when(fact('proposal/PreviousInsuranceAnswered', { has: true }))
        .then((s) => expect(s.proposal.risk.previous_insurance).to.deep.equal({ ncd: { years: 4 } }))
    })

    for (const monthly of [true, false]) {
      it(`J4.02 choosing ${monthly ? 'monthly' : 'pay in full'} is held in is_pay_monthly and duqs.is_pay_monthly`, () => {
        given(fact('proposal/PaymentFrequencyChosen', { monthly: !monthly }))
          .when(fact('proposal/PaymentFrequencyChosen', { monthly }))
          .then((s) => {
            expect(s.proposal.is_pay_monthly).to.equal(monthly)
            expect(duqs(s).is_pay_monthly).to.equal(monthly)
          })
      })
    }
  })

  describe('section 5: additional riders and third-party authority', () => {
    it('F4.43 adding riders numbers their marital status and relationship duqs from 1', () => {
      given()
        .when(addRider('Ann', 'S', 'F'), addRider('Bob', 'M', 'B'))
        .then((s) => {
          expect(s.proposal.risk.has_additional_drivers).to.equal(true)
          expect(duqs(s)).to.deep.equal({
            marital_status_driver_1: 'S',
            relationship_to_proposer_driver_1: 'F',
            marital_status_driver_2: 'M',
            relationship_to_proposer_driver_2: 'B',
          })
          expect(riderOf(s, 1).driver_details.driver_type).to.equal('additional_driver')
        })
    })

    it('F4.43 additional riders No empties the list and removes the per-rider duqs', () => {
      given(addRider('Ann'), addRider('Bob', 'M', 'B'), person('proposer', 'marital_status', 'M'))
        .when(fact('proposal/AdditionalRidersAnswered', { has: false }))
        .then((s) => {
          expect(s.proposal.risk.has_additional_drivers).to.equal(false)
          expect(s.proposal.risk.additional_drivers).to.deep.equal([])
          expect(duqs(s)).to.deep.equal({ marital_status_proposer: 'M' })
        })
    })

    it('F4.43 removing one rider renumbers the rest (marital_status_driver_N, relationship_to_proposer_driver_N)', () => {
      given(addRider('Ann', 'S', 'F'), addRider('Bob', 'M', 'B'), addRider('Cat', 'W', 'C'))
        .when(fact('proposal/RiderRemoved', { index: 0 }))
        .then((s) => {
          expect(s.proposal.risk.additional_drivers.map((r) => r.name.forenames)).to.deep.equal(['Bob', 'Cat'])
          expect(duqs(s)).to.deep.equal({
            marital_status_driver_1: 'M',
            relationship_to_proposer_driver_1: 'B',
            marital_status_driver_2: 'W',
            relationship_to_proposer_driver_2: 'C',
          })
        })
    })

    it('F4.43 removing a middle rider renumbers only those after it', () => {
      given(addRider('Ann', 'S', 'F'), addRider('Bob', 'M', 'B'), addRider('Cat', 'W', 'C'))
        .when(fact('proposal/RiderRemoved', { index: 1 }))
        .then((s) => expect(duqs(s)).to.deep.equal({ marital_status_driver_1: 'S', relationship_to_proposer_driver_1: 'F', marital_status_driver_2: 'W', relationship_to_proposer_driver_2: 'C' }))
    })

    it('F4.34 F4.43 removing the last rider turns the riders question back to No and leaves no rider duqs', () => {
      given(addRider('Ann'))
        .when(fact('proposal/RiderRemoved', { index: 0 }))
        .then((s) => {
          expect(s.proposal.risk.has_additional_drivers).to.equal(false)
          expect(duqs(s)).to.deep.equal({})
        })
    })

    it('F4.43 a rider without a marital status or relationship has no duqs entry for it', () => {
      given()
        .when(addRider('Ann', null, 'F'), addRider('Bob', 'M', null))
        .then((s) => expect(duqs(s)).to.deep.equal({ relationship_to_proposer_driver_1: 'F', marital_status_driver_2: 'M' }))
    })

    it('F4.43 answering a rider’s marital status or relationship updates that rider’s duqs; the proposer has its own key', () => {
      given(addRider('Ann'), addRider('Bob'))
        .when(person(1, 'marital_status', 'D'), person(1, 'relationship_to_proposer', 'B'), person('proposer', 'marital_status', 'M'), person('proposer', 'relationship_to_proposer', 'X'))
        .then((s) => {
          expect(duqs(s)).to.include({ marital_status_driver_2: 'D', relationship_to_proposer_driver_2: 'B', marital_status_proposer: 'M' })
          expect(proposerOf(s)).not.to.have.property('relationship_to_proposer')
        })
    })

    it('F4.43 a rider’s marital status is that rider’s duq only, never the proposer’s', () => {
      given(person('proposer', 'marital_status', 'M'), addRider('Ann'))
        .when(person(0, 'marital_status', 'D'))
        .then((s) => expect(duqs(s)).to.deep.equal({ marital_status_proposer: 'M', marital_status_driver_1: 'D', relationship_to_proposer_driver_1: 'F' }))
    })

    it('F4.43 additional riders Yes keeps the riders already added', () => {
      given(addRider('Ann'), addRider('Bob'))
        .when(fact('proposal/AdditionalRidersAnswered', { has: true }))
        .then((s) => expect(s.proposal.risk.additional_drivers.map((r) => r.name.forenames)).to.deep.equal(['Ann', 'Bob']))
    })

    it('F4.34 removing one of two riders leaves the riders question Yes', () => {
      given(addRider('Ann'), addRider('Bob'))
        .when(fact('proposal/RiderRemoved', { index: 0 }))
        .then((s) => expect(s.proposal.risk.has_additional_drivers).to.equal(true))
    })

    it('F4.43 editing a rider replaces it, keeps its role and refreshes its duqs', () => {
      const edited = { ...rider('Ann', 'M', 'S'), driver_details: { ...rider('Ann').driver_details, driver_type: null } }
      given(addRider('Ann', 'S', 'F'))
        .when(fact('proposal/RiderEdited', { index: 0, rider: edited }))
        .then((s) => {
          expect(duqs(s)).to.deep.equal({ marital_status_driver_1: 'M', relationship_to_proposer_driver_1: 'S' })
          expect(riderOf(s, 0).driver_details.driver_type).to.equal('additional_driver')
        })
    })

    it('F4.43 editing or removing a rider out of range changes nothing', () => {
      given(addRider('Ann'))
        .when(fact('proposal/RiderEdited', { index: 1, rider: rider('Bob') }), fact('proposal/RiderRemoved', { index: 1 }), fact('proposal/RiderRemoved', { index: 99 }))
        .thenNothingChanges()
    })

    it('F4.43 F4.45 a rider refused at the maximum, or an edit out of range, changes nothing, not even the duqs of a loaded proposal', () => {
      // A proposal loaded from the server whose rider duqs do not match its riders: only a real change renumbers them.
      const loaded = fact('proposal/ProposalLoaded', {
        via: 'edit',
        proposal: serverProposal((p) => {
          p.risk.has_additional_drivers = true
          p.risk.additional_drivers = ['A', 'B', 'C', 'D', 'E'].map((n) => ({ ...rider(`Rider${n}`, 'M', 'B'), driver_details: { ...rider(n).driver_details, driver_type: 'additional_driver' } }))
        }),
      })
      given(loaded)
        .when(addRider('Rider F'), fact('proposal/RiderEdited', { index: 5, rider: rider('Rider G') }))
        .thenNothingChanges()
    })

    it('F4.45 riders stop at 5 (the repeater default; the spec gives no rider maximum)', () => {
      const five = ['A', 'B', 'C', 'D', 'E'].map((n) => addRider(`Rider${n}`, 'S', 'F'))
      given(...five)
        .when(addRider('Rider F', 'M', 'B'))
        .thenNothingChanges()
      const s = stateAfter(...five)
      expect(s.proposal.risk.additional_drivers).to.have.length(5)
      expect(duqs(s)).to.include({ marital_status_driver_5: 'S', relationship_to_proposer_driver_5: 'F' })
    })

    const tpa = [
      detail('userfields.tpa_title', 'Mrs'),
      detail('userfields.tpa_forename', 'Jane'),
      detail('userfields.tpa_surname', 'Doe'),
      detail('userfields.tpa_date_of_birth', '1980-02-03'),
      detail('userfields.tpa_email', 'jane@example.com'),
      detail('userfields.tpa_phone', '07700900123'),
    ]

    it('F4.44 J2.62 third-party authority No clears all tpa fields', () => {
      given(fact('proposal/ThirdPartyAuthorityAnswered', { has: true }), ...tpa, detail('userfields.has_email_consent', true))
        .when(fact('proposal/ThirdPartyAuthorityAnswered', { has: false }))
        .then((s) =>
          expect(s.proposal.risk.userfields).to.deep.equal({
            has_email_consent: true,
            has_third_party_authority: false,
            tpa_title: null,
            tpa_forename: null,
            tpa_surname: null,
            tpa_date_of_birth: null,
            tpa_email: null,
            tpa_phone: null,
          }),
        )
    })

    it('F4.44 third-party authority Yes again keeps the tpa answers', () => {
      given(fact('proposal/ThirdPartyAuthorityAnswered', { has: true }), ...tpa)
        .when(fact('proposal/ThirdPartyAuthorityAnswered', { has: true }))
        .then((s) => expect(s.proposal.risk.userfields).to.include({ has_third_party_authority: true, tpa_title: 'Mrs', tpa_phone: '07700900123' }))
    })

    it('F4.44 J2.62 tpa answers given while the authority is No are not kept; Yes keeps them', () => {
      given(fact('proposal/ThirdPartyAuthorityAnswered', { has: false }))
        .when(...tpa)
        .thenNothingChanges()
      given(fact('proposal/ThirdPartyAuthorityAnswered', { has: true }))
        .when(...tpa)
        .then((s) => expect(s.proposal.risk.userfields).to.include({ tpa_title: 'Mrs', tpa_forename: 'Jane', tpa_phone: '07700900123' }))
    })
  })

  describe('on the edit screen', () => {
    const withHistory = (r: ReturnType<typeof rider>, has: boolean | null) => ({
      ...r,
      driver_details: {
        ...r.driver_details,
        has_claims: has,
        claims: [claim()],
        licence: { ...r.driver_details.licence, has_convictions: has, convictions: [conviction()] },
      },
    })
    const loaded = (hasRiders: boolean, proposerHas: boolean | null, riderHas: readonly (boolean | null)[]) =>
      fact('proposal/ProposalLoaded', {
        via: 'edit',
        proposal: serverProposal((p) => {
          p.risk.has_additional_drivers = hasRiders
          p.risk.additional_drivers = riderHas.map((h, i) => withHistory(rider(`R${i}`), h))
          p.risk.duqs = { marital_status_driver_1: 'S', relationship_to_proposer_driver_1: 'F' }
          const pd = p.risk.proposer.driver_details
          pd.has_claims = proposerHas
          pd.claims = [claim()]
          pd.licence = { ...pd.licence, has_convictions: proposerHas, convictions: [conviction()] }
        }),
      })

    it('F4.11 claims are cleared if has_claims is false and convictions if has_convictions is false', () => {
      given(loaded(true, false, [false, true, null]))
        .when(fact('journey/FormSubmitted', { mode: 'edit' }))
        .then((s) => {
          expect(proposerOf(s).driver_details.claims).to.deep.equal([])
          expect(proposerOf(s).driver_details.licence.convictions).to.deep.equal([])
          const counts = s.proposal.risk.additional_drivers.map((r) => [r.driver_details.claims.length, r.driver_details.licence.convictions.length])
          expect(counts).to.deep.equal([
            [0, 0],
            [1, 1],
            [1, 1],
          ])
        })
    })

    it('F4.11 additional drivers are cleared if has_additional_drivers is false, with their own claims, convictions and duqs', () => {
      given(loaded(false, true, [true, true]))
        .when(fact('journey/FormSubmitted', { mode: 'edit' }))
        .then((s) => {
          expect(s.proposal.risk.additional_drivers).to.deep.equal([])
          expect(duqs(s)).to.deep.equal({})
          expect(proposerOf(s).driver_details.claims).to.have.length(1)
        })
    })

    it('F4.11 the create screen’s submission clears nothing', () => {
      given(loaded(false, false, [false]))
        .when(fact('journey/FormSubmitted', { mode: 'create' }))
        .then((s, before) => expect(s.proposal).to.equal(before.proposal))
    })
  })

  describe('after the form', () => {
    const offered = fact('quote/QuoteCalculated', {
      proposal: serverProposal((p) => {
        p.quote = quoteWith([addon('BPA'), addon('BLE'), addon('B1'), addon('B2'), addon('B3')])
      }),
    })
    const selected = (s: AppState) => Object.fromEntries(s.proposal.addons.map((a) => [a.code, a.is_selected]))

    it('J4.03 addon selection is tri-state: undecided (null), then added (true) or declined (false)', () => {
      const s = given(offered)
        .when(fact('proposal/AddonDecided', { code: 'BPA', selected: true }), fact('proposal/AddonDecided', { code: 'BLE', selected: false }))
        .then((s) => expect(selected(s)).to.deep.equal({ BPA: true, BLE: false }))
      expect(s.proposal.quote?.addons.every((a) => a.is_selected === null)).to.equal(true)
      given(offered, fact('proposal/AddonDecided', { code: 'BPA', selected: true }))
        .when(fact('proposal/AddonDecided', { code: 'BPA', selected: false }))
        .then((s) => expect(selected(s)).to.deep.equal({ BPA: false }))
    })

    it('J4.03 a decision about an addon the quote does not offer changes nothing', () => {
      given(offered)
        .when(fact('proposal/AddonDecided', { code: 'ZZZ', selected: true }))
        .thenNothingChanges()
    })

    for (const tier of ['B1', 'B2', 'B3'] as const) {
      it(`J4.04 choosing breakdown tier ${tier} deselects any other tier`, () => {
        const others = ['B1', 'B2', 'B3'].filter((t) => t !== tier)
        given(offered, ...others.map((code) => fact('proposal/AddonDecided', { code, selected: true })), fact('proposal/AddonDecided', { code: 'BPA', selected: true }))
          .when(fact('proposal/AddonDecided', { code: tier, selected: true }))
          .then((s) => {
            const sel = selected(s)
            expect(sel[tier]).to.equal(true)
            for (const o of others) expect(sel[o], o).to.equal(false)
            expect(sel.BPA).to.equal(true)
          })
      })
    }

    it('J4.04 declining a tier, or choosing an extra that is not a tier, leaves the tiers alone (tiers offered only in the quote are deselected by the earlier choice)', () => {
      given(offered, fact('proposal/AddonDecided', { code: 'B2', selected: true }))
        .when(fact('proposal/AddonDecided', { code: 'B1', selected: false }), fact('proposal/AddonDecided', { code: 'BLE', selected: true }))
        .then((s) => expect(selected(s)).to.deep.equal({ B2: true, B1: false, B3: false, BLE: true }))
    })

    it('J4.03 deciding an extra again changes the proposal’s one copy of it, never adds a second', () => {
      given(offered, fact('proposal/AddonDecided', { code: 'BLE', selected: true }))
        .when(fact('proposal/AddonDecided', { code: 'BLE', selected: false }))
        .then((s) => expect(s.proposal.addons.filter((a) => a.code === 'BLE').map((a) => a.is_selected)).to.deep.equal([false]))
    })

    it('J4.03 a decision before any quote changes nothing', () => {
      given()
        .when(fact('proposal/AddonDecided', { code: 'BLE', selected: true }))
        .thenNothingChanges()
    })

    it('J4.04 choosing a tier deselects the other tiers the proposal holds, even when it holds no quote', () => {
      const held = fact('proposal/ProposalLoaded', {
        via: 'fetch',
        proposal: serverProposal((p) => void (p.addons = [{ ...addon('B1'), is_selected: true }, addon('B2')])),
      })
      given(held)
        .when(fact('proposal/AddonDecided', { code: 'B2', selected: true }))
        .then((s) => expect(selected(s)).to.deep.equal({ B1: false, B2: true }))
    })

    it('J4.13 when the holder is the policyholder the account name defaults to the proposer’s full name', () => {
      given(person('proposer', 'name.forenames', 'Sam'), person('proposer', 'name.surname', 'Rider'), fact('proposal/AccountHolderAnswered', { isProposer: false }), detail('direct_debit.third_party.forename', 'Jo'))
        .when(fact('proposal/AccountHolderAnswered', { isProposer: true }))
        .then((s) => expect(s.proposal.direct_debit).to.deep.include({ is_proposer_account_holder: true, account_name: 'Sam Rider', third_party: null }))
    })

    it('J4.13 answering no clears the account name and starts an empty third-party holder', () => {
      given(person('proposer', 'name.forenames', 'Sam'), person('proposer', 'name.surname', 'Rider'), fact('proposal/AccountHolderAnswered', { isProposer: true }))
        .when(fact('proposal/AccountHolderAnswered', { isProposer: false }))
        .then((s) => expect(s.proposal.direct_debit).to.deep.include({ is_proposer_account_holder: false, account_name: null, third_party: { address: {} } }))
    })

    it('J2.87 a third-party holder detail answered before the holder question starts the holder record, with an empty address until one is chosen', () => {
      given()
        .when(detail('direct_debit.third_party.title', 'Mr'))
        .then((s) => expect(s.proposal.direct_debit?.third_party).to.deep.equal({ title: 'Mr', address: {} }))
    })

    it('J2.87 the third-party holder’s address is the one chosen; clearing it leaves an empty address', () => {
      const address = { line_1: '1 High Street', postcode: 'LS1 1AA' }
      const chosen = [fact('proposal/AccountHolderAnswered', { isProposer: false }), detail('direct_debit.third_party.address', address)]
      expect(stateAfter(...chosen).proposal.direct_debit?.third_party?.address).to.deep.equal(address)
      given(...chosen)
        .when(detail('direct_debit.third_party.address', null))
        .then((s) => expect(s.proposal.direct_debit?.third_party?.address).to.deep.equal({}))
    })

    it('J4.10 an accepted direct debit replaces the proposal with the server’s; an answer without one keeps it', () => {
      const server = serverProposal((p) => void (p.direct_debit = { account_name: 'Sam Rider', is_proposer_account_holder: true }))
      given(fact('proposal/ProposalCreated', { proposal: serverProposal() }))
        .when(fact('quote/DirectDebitAccepted', { proposal: server }))
        .then((s) => expect(s.proposal).to.deep.equal(server))
      given(fact('proposal/ProposalCreated', { proposal: serverProposal() }))
        .when(fact('quote/DirectDebitAccepted', { proposal: null }))
        .thenNothingChanges()
    })

    it('J2.50 confirming a registration puts it on the proposal and answers that the registration is known', () => {
      given(fact('proposal/RegistrationKnownAnswered', { known: false }))
        .when(fact('proposal/RegistrationConfirmed', { registration: 'AB12CDE' }))
        .then((s) => expect(vehicleOf(s)).to.include({ registration: 'AB12CDE', has_registration: true }))
    })

    it('J2.98 only Start a quote empties a proposal the server holds: the edit form (even without a uuid) and a create link with a uuid keep it', () => {
      const created = fact('proposal/ProposalCreated', { proposal: serverProposal() })
      given(created).when(fact('journey/FormOpened', { mode: 'edit', uuid: null, step: null })).then((s, before) => expect(s.proposal).to.equal(before.proposal))
      given(created).when(fact('journey/FormOpened', { mode: 'create', uuid: UUID, step: null })).then((s, before) => expect(s.proposal).to.equal(before.proposal))
    })

    it('J4.13 a proposer without a name gives no default account name; a surname alone is used', () => {
      given()
        .when(fact('proposal/AccountHolderAnswered', { isProposer: true }))
        .then((s) => expect(s.proposal.direct_debit?.account_name).to.equal(null))
      given(person('proposer', 'name.forenames', '  '), person('proposer', 'name.surname', 'Rider'))
        .when(fact('proposal/AccountHolderAnswered', { isProposer: true }))
        .then((s) => expect(s.proposal.direct_debit?.account_name).to.equal('Rider'))
    })
  })
})
