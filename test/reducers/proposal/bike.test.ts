import { expect } from 'chai'
import { REPEATER_MAX } from '../../../src/domain/constants'
import { detail, fact, given, stateAfter } from '../given'
import { foundVehicle, manualVehicle, modification, serverProposal } from '../samples'
import { duqs, vehicleOf } from './facts'

describe('the proposal’s fold: the data consequences of 000 §4 and 001 §4', () => {
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

  describe('a registration confirmed after the form', () => {
    it('J2.50 confirming a registration puts it on the proposal and answers that the registration is known', () => {
      given(fact('proposal/RegistrationKnownAnswered', { known: false }))
        .when(fact('proposal/RegistrationConfirmed', { registration: 'AB12CDE' }))
        .then((s) => expect(vehicleOf(s)).to.include({ registration: 'AB12CDE', has_registration: true }))
    })
  })
})
