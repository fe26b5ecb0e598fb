import { expect } from 'chai'
import { lookupAddress } from '../../sagas/address-lookup'
import { chooseManualValue, confirmManualVehicle, startManualSearch } from '../../sagas/manual-cascade'
import { answerMedicalCondition } from '../../sagas/medical-condition'
import { rootSaga } from '../../sagas/root'
import { lookupRegistration } from '../../sagas/vehicle-lookup'
import { command } from '../../src/domain/commands'
import type { ManualSearchAnswer } from '../../src/domain/codecs'
import { fail, fakeDeps, ok, run, runCommand, types } from './fake-deps'

const street = {
  abi_code: '62011502',
  manufacturer: 'TRIUMPH',
  description: 'STREET TRIPLE RS',
  fuel_type: 'P',
  engine_size: 765,
  transmission: 'TransMan',
  year: 2019,
}

describe('lookup sagas', () => {
  describe('registration lookup', () => {
    it('F4.14 uses the first vehicle when at least one returns, sending the registration upper-cased without spaces', async () => {
      const { deps, calls } = fakeDeps({ lookupRegistration: () => ok({ vehicles: [street, { ...street, abi_code: 'other' }] }) as never })
      const { events, state } = await run(deps, lookupRegistration, [command('vehicle/LookupRegistration', { registration: 'yh19 kxt' })])
      expect(calls[0]?.args).to.deep.equal(['YH19KXT'])
      expect(types(events)).to.deep.equal(['proposal/RegistrationEntered', 'proposal/VehicleFound'])
      expect(state.proposal.risk.vehicle.abi_code).to.equal('62011502')
      expect(state.lookups.vehicle.status).to.equal('found')
    })

    it('F4.14 F8.01 zero results show the find-failure panel', async () => {
      const { deps } = fakeDeps({ lookupRegistration: () => ok({ vehicles: [] }) as never })
      const { state, events } = await run(deps, lookupRegistration, [command('vehicle/LookupRegistration', { registration: 'AB12CDE' })])
      expect(state.lookups.vehicle.status).to.equal('not-found')
      expect(events.at(-1)?.payload).to.deep.include({ reason: 'no-match' })
    })

    it('F8.01 a failed lookup is logged and shows the find-failure panel', async () => {
      const { deps, logged } = fakeDeps({ lookupRegistration: () => fail({ kind: 'http', status: 500, code: 'server_error' }) as never })
      const { state, events } = await run(deps, lookupRegistration, [command('vehicle/LookupRegistration', { registration: 'AB12CDE' })])
      expect(types(events)).to.deep.equal(['proposal/RegistrationEntered', 'journey/RequestFailed', 'proposal/VehicleNotFound'])
      expect(state.lookups.vehicle.status).to.equal('not-found')
      expect(logged).to.deep.equal(['lookupRegistration failed'])
    })

    it('F5.03 does not look up a registration that is not a UK registration', async () => {
      const { deps, calls } = fakeDeps({})
      const { events } = await run(deps, lookupRegistration, [command('vehicle/LookupRegistration', { registration: 'NOT A REG!' })])
      expect(events).to.deep.equal([])
      expect(calls).to.deep.equal([])
    })
  })

  describe('manual cascade', () => {
    const answer = (extra: Partial<ManualSearchAnswer['options']>, vehicles: ManualSearchAnswer['vehicles'] = []) =>
      ok({ options: extra, vehicles }) as never

    it('F4.16 F4.17 starts with the manufacturers and each choice loads the next list with the choices so far', async () => {
      const { deps, calls } = fakeDeps({
        searchVehicles: (r) =>
          r.manufacturer === undefined
            ? answer({ manufacturer: [{ value: 'HONDA', name: 'Honda' }, { value: 'YAMAHA', name: 'Yamaha' }] })
            : answer({ model: [{ value: 'CB650R', name: 'CB650R' }] }),
      })
      const started = await run(deps, startManualSearch, [])
      expect(started.state.lookups.manual.stage).to.equal('manufacturer')
      expect(started.state.lookups.manual.options.manufacturer).to.have.length(2)
      const chosen = await run(deps, chooseManualValue, [command('vehicle/ChooseManualValue', { field: 'manufacturer', value: 'HONDA' })], started.state)
      expect(calls.map((c) => c.args[0])).to.deep.equal([{}, { manufacturer: 'HONDA' }])
      expect(chosen.state.lookups.manual.stage).to.equal('model')
      expect(chosen.state.lookups.manual.options.model).to.deep.equal([{ value: 'CB650R', name: 'CB650R' }])
    })

    it('F4.18 F4.19 when the doors list is empty-keyed the matching vehicles are offered, and Confirm applies the picked one', async () => {
      const cb = { abi_code: '21104120', manufacturer: 'HONDA', model: 'CB650R', fuel_type: 'P', engine_size: 649, transmission: 'TransMan', doors: 0, year_min: 2019, year_max: 2024 }
      const { deps } = fakeDeps({ searchVehicles: () => answer({ doors: [{ value: '', name: '' }] }, [cb as never]) })
      const { state } = await run(deps, chooseManualValue, [command('vehicle/ChooseManualValue', { field: 'transmission', value: 'TransMan' })])
      expect(state.lookups.manual.stage).to.equal('confirm')
      const confirmed = await run(deps, confirmManualVehicle, [command('vehicle/ConfirmManualVehicle', { index: 0 })], state)
      expect(confirmed.state.proposal.risk.vehicle).to.deep.include({ abi_code: '21104120', manufacturer: 'HONDA', model: 'CB650R' })
      expect(confirmed.state.lookups.manual.confirmed).to.equal(true)
    })

    it('F8.02 a failed manual search is logged and jumps to the confirm stage with no options; the rider stays on the form', async () => {
      for (const error of [{ kind: 'network', message: 'offline' }, { kind: 'http', status: 500, code: 'server_error' }] as const) {
        const { deps, logged, navigations } = fakeDeps({ searchVehicles: () => fail(error) as never })
        const { state } = await run(deps, startManualSearch, [])
        expect(state.lookups.manual.stage, error.kind).to.equal('confirm')
        expect(state.lookups.manual.vehicles).to.deep.equal([])
        expect(logged).to.deep.equal(['searchVehicles failed'])
        expect(navigations, `${error.kind}: no page other than the form`).to.deep.equal([])
      }
    })
  })

  describe('address lookup', () => {
    it('F2.17 sends the postcode and lists the addresses found', async () => {
      const { deps, calls } = fakeDeps({ lookupAddress: () => ok([{ line_1: '1 High Street', postcode: 'M1 1AE' }]) as never })
      const { state } = await run(deps, lookupAddress, [command('address/LookupAddress', { postcode: 'm11ae' })])
      expect(calls[0]?.args).to.deep.equal(['M1 1AE'])
      expect(state.lookups.address.addresses).to.have.length(1)
    })

    // 001 §8 sends most failed calls to Exception; an address lookup's failure is logged only (000 §8).
    it('F8.03 a failed address lookup is logged only: no message for the rider, and the rider stays on the form (no Exception)', async () => {
      for (const error of [{ kind: 'http', status: 500 }, { kind: 'network', message: 'offline' }] as const) {
        const { deps, logged, navigations } = fakeDeps({ lookupAddress: () => fail(error) as never })
        const { state, events } = await run(deps, lookupAddress, [command('address/LookupAddress', { postcode: 'M1 1AE' })])
        expect(state.lookups.address.status, error.kind).to.equal('failed')
        expect(state.journey.modals).to.deep.equal([])
        expect(state.journey.note).to.equal(null)
        expect(types(events)).to.deep.equal(['lookup/AddressPostcodeEntered', 'journey/RequestFailed', 'lookup/AddressLookupFailed'])
        expect(logged, error.kind).to.have.length(1)
        expect(navigations, `${error.kind}: the route stays the form's`).to.deep.equal([])
      }
    })
  })

  describe('medical condition', () => {
    it('F4.37 F4.38 F8.04 Yes when another driver holds the condition opens the Sorry! modal and resets to No', async () => {
      const { deps } = fakeDeps({})
      const first = await run(deps, answerMedicalCondition, [command('proposal/AnswerMedicalCondition', { who: 'proposer', has: true })])
      expect(first.state.proposal.risk.proposer.driver_details.has_medical_condition).to.equal(true)
      const withRider = {
        ...first.state,
        proposal: {
          ...first.state.proposal,
          risk: {
            ...first.state.proposal.risk,
            additional_drivers: [{ name: {}, full_time_occupation: {}, resident: {}, driver_details: { tests: [], licence: { convictions: [] }, claims: [] } }],
          },
        },
      }
      const second = await run(deps, answerMedicalCondition, [command('proposal/AnswerMedicalCondition', { who: 0, has: true })], withRider)
      expect(types(second.events)).to.deep.equal(['proposal/MedicalConditionRefused'])
      expect(second.state.proposal.risk.additional_drivers[0]?.driver_details.has_medical_condition).to.equal(false)
      expect(second.state.journey.modals).to.include('medical-limit')
    })
  })

  describe('reference lists', () => {
    it('loads a list by name and keeps its options', async () => {
      const { deps, calls } = fakeDeps({ getList: () => ok({ options: [{ value: 'Mr', name: 'Mr' }] }) as never })
      const { state } = await runCommand(deps, rootSaga, command('lists/LoadList', { name: 'person_title_gender' }))
      expect(calls[0]?.args).to.deep.equal(['person_title_gender'])
      expect(state.lookups.lists.person_title_gender).to.deep.equal([{ value: 'Mr', name: 'Mr' }])
    })
  })
})
