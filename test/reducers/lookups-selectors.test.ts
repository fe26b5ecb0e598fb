import { expect } from 'chai'
import {
  selectAddressLookup,
  selectFuelList,
  selectHasList,
  selectIsFindingVehicle,
  selectList,
  selectListName,
  selectManualChoices,
  selectManualConfirmed,
  selectManualPicked,
  selectManualSearch,
  selectRegistrationCheck,
  selectVehicleLookup,
} from '../../reducers/lookups-selectors'
import { initialState } from '../../reducers/root'
import { fact, stateAfter } from './given'
import { foundVehicle, manualVehicle } from './samples'

const FUELS = [
  { value: 'P', name: 'Petrol' },
  { value: 'E', name: 'Electric' },
]

describe('lookups selectors', () => {
  it('the registration lookup reads as searching from the registration entered until its answer, then as what was found', () => {
    const entered = fact('proposal/RegistrationEntered', { registration: 'AB12CDE' })
    expect(selectIsFindingVehicle(initialState)).to.equal(false)
    expect(selectIsFindingVehicle(stateAfter(entered))).to.equal(true)
    const found = stateAfter(entered, fact('proposal/VehicleFound', { registration: 'AB12CDE', vehicles: [foundVehicle('11111111')] }))
    expect(selectIsFindingVehicle(found)).to.equal(false)
    expect(selectVehicleLookup(found)).to.deep.equal({ mode: 'registration', status: 'found', registration: 'AB12CDE', vehicles: [foundVehicle('11111111')] })
    expect(selectIsFindingVehicle(stateAfter(entered, fact('proposal/VehicleNotFound', { registration: 'AB12CDE', reason: 'no-match' })))).to.equal(false)
  })

  it('the manual cascade reads back its choices, its stage and vehicles, the vehicle picked and its confirmation', () => {
    const picked = stateAfter(
      fact('lookup/ManualSearchStarted', {}),
      fact('lookup/ManualChoiceMade', { field: 'manufacturer', value: 'YAMAHA' }),
      fact('lookup/ManualOptionsLoaded', { request: { manufacturer: 'YAMAHA' }, answer: { options: {}, vehicles: [manualVehicle('33333333'), manualVehicle('44444444')] } }),
      fact('lookup/ManualVehiclePicked', { index: 1 }),
    )
    expect(selectManualChoices(picked)).to.deep.equal({ manufacturer: 'YAMAHA' })
    expect(selectManualSearch(picked)).to.deep.include({ stage: 'model', loading: false, vehicles: [manualVehicle('33333333'), manualVehicle('44444444')] })
    expect(selectManualPicked(picked)).to.equal(1)
    expect(selectManualConfirmed(picked)).to.equal(false)
    const confirmed = stateAfter(fact('proposal/ManualVehicleConfirmed', { vehicle: manualVehicle('44444444'), year: 2016 }))
    expect(selectManualConfirmed(confirmed)).to.equal(true)
  })

  it('the address lookup reads back the postcode searched and the addresses found', () => {
    const addresses = [{ line_1: '1 High Street', line_2: 'Leeds', postcode: 'LS1 1AA' }]
    expect(selectAddressLookup(stateAfter(fact('lookup/AddressesFound', { postcode: 'LS1 1AA', addresses })))).to.deep.equal({
      postcode: 'LS1 1AA',
      status: 'found',
      addresses,
    })
  })

  it("a reference list is read by its name without 'insurer.', and is missing until it has loaded (the fuel list names the card's fuel)", () => {
    expect(selectHasList(initialState, 'vehicle_fuel_type')).to.equal(false)
    expect(selectList(initialState, 'vehicle_fuel_type')).to.equal(undefined)
    expect(selectFuelList(initialState)).to.equal(undefined)
    const s = stateAfter(fact('lookup/ReferenceListLoaded', { name: 'insurer.vehicle_fuel_type', options: FUELS }))
    expect(selectHasList(s, 'vehicle_fuel_type')).to.equal(true)
    expect(selectHasList(s, 'vehicle_alarm')).to.equal(false)
    expect(selectList(s, 'vehicle_fuel_type')).to.deep.equal(FUELS)
    expect(selectFuelList(s)).to.deep.equal(FUELS)
  })
  it("no list is named: nothing to read, even when the server has sent a list named 'undefined'", () => {
    // The lists are held by the names the server sends; a lookup by the undefined name alone would read the key 'undefined'.
    const s = stateAfter(fact('lookup/ReferenceListLoaded', { name: 'insurer.undefined', options: FUELS }))
    expect(selectList(s, 'undefined')).to.deep.equal(FUELS)
    expect(selectList(s, undefined)).to.equal(undefined)
  })

  it("a code reads in its list's words once the list has loaded, else as the code itself; no code is null", () => {
    const s = stateAfter(fact('lookup/ReferenceListLoaded', { name: 'insurer.vehicle_fuel_type', options: FUELS }))
    expect(selectListName(s, 'vehicle_fuel_type', 'E')).to.equal('Electric')
    expect(selectListName(s, 'vehicle_fuel_type', 'X')).to.equal('X')
    expect(selectListName(initialState, 'vehicle_fuel_type', 'E')).to.equal('E')
    expect(selectListName(s, 'vehicle_fuel_type', null)).to.equal(null)
    expect(selectListName(s, 'vehicle_fuel_type', undefined)).to.equal(null)
  })

  it("the price page's registration check reads back what was searched and found", () => {
    expect(selectRegistrationCheck(initialState)).to.equal(null)
    const checked = stateAfter(fact('lookup/RegistrationChecked', { registration: 'AB12CDE', vehicles: [foundVehicle('11111111')], failed: false }))
    expect(selectRegistrationCheck(checked)).to.deep.equal({ registration: 'AB12CDE', vehicles: [foundVehicle('11111111')], failed: false })
  })
})
