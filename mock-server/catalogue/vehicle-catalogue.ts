import * as t from 'io-ts'
import { FoundVehicle, ManualVehicle } from '../../src/domain/codecs'
import { normaliseRegistration } from '../../src/domain/formats'
import { CatalogueVehicle, RegistrationRecord } from './fixture-codecs'
import { assertFixture, decodeFixture, duplicatesOf, readFixture } from './fixture-file'
import { listByName } from './reference-lists'

const VEHICLES_FILE = 'vehicles.json'
const REGISTRATIONS_FILE = 'registrations.json'

/** The catalogue model as the manual search offers it ('Please confirm the vehicle'). */
export const toManualVehicle = (v: CatalogueVehicle): ManualVehicle => ({
  abi_code: v.abi_code,
  manufacturer: v.manufacturer,
  model: v.model,
  description: v.description,
  fuel_type: v.fuel_type,
  engine_size: v.engine_size,
  doors: v.doors,
  transmission: v.transmission,
  year_min: v.year_min,
  year_max: v.year_max,
})

/** The catalogue model as the registration lookup finds it, for a registration of a given year. */
const toFoundVehicle = (v: CatalogueVehicle, registration: string, year: number): FoundVehicle => ({
  registration,
  abi_code: v.abi_code,
  manufacturer: v.manufacturer,
  model: v.model,
  description: v.description,
  fuel_type: v.fuel_type,
  fuel_type_cdl: v.fuel_type_cdl,
  engine_size: v.engine_size,
  transmission: v.transmission,
  transmission_cdl: v.transmission_cdl,
  doors: v.doors,
  year,
  production_years: `${v.year_min}-${v.year_max}`,
})

const codesOf = (list: string): readonly string[] => (listByName(list) ?? []).map((o) => o.value)

const checkVehicles = (vehicles: readonly CatalogueVehicle[]): string[] => {
  const fuels = codesOf('vehicle_fuel_type')
  const transmissions = codesOf('vehicle_transmission')
  return [
    ...duplicatesOf(vehicles.map((v) => v.abi_code)).map((c) => `abi_code ${c} is used by more than one vehicle`),
    ...vehicles.flatMap((v) => {
      const at = `${v.abi_code} (${v.manufacturer} ${v.description})`
      return [
        ...(v.year_min > v.year_max ? [`${at}: year_min is after year_max`] : []),
        ...(fuels.includes(v.fuel_type) ? [] : [`${at}: fuel_type ${v.fuel_type} is not in vehicle_fuel_type`]),
        ...(transmissions.includes(v.transmission) ? [] : [`${at}: transmission ${v.transmission} is not in vehicle_transmission`]),
        ...(ManualVehicle.is(toManualVehicle(v)) ? [] : [`${at}: does not make a ManualVehicle`]),
      ]
    }),
  ]
}

const VEHICLES: readonly CatalogueVehicle[] = (() => {
  const vehicles = decodeFixture(VEHICLES_FILE, t.array(CatalogueVehicle), readFixture(VEHICLES_FILE))
  assertFixture(VEHICLES_FILE, checkVehicles(vehicles))
  return vehicles
})()

const BY_ABI: ReadonlyMap<string, CatalogueVehicle> = new Map(VEHICLES.map((v) => [v.abi_code, v]))

const checkRegistrations = (records: readonly RegistrationRecord[]): string[] => [
  ...duplicatesOf(records.map((r) => r.registration)).map((r) => `registration ${r} is recorded more than once`),
  ...records.flatMap((r) => [
    ...(r.abi_codes.length === 0 ? [`${r.registration}: has no vehicle (leave a registration out to make it not found)`] : []),
    ...r.abi_codes.flatMap((abi) => {
      const v = BY_ABI.get(abi)
      if (v === undefined) return [`${r.registration}: abi_code ${abi} is not in vehicles.json`]
      return v.year_min <= r.year && r.year <= v.year_max
        ? []
        : [`${r.registration}: year ${r.year} is outside ${abi}'s ${v.year_min}-${v.year_max}`]
    }),
  ]),
]

const REGISTRATIONS: ReadonlyMap<string, RegistrationRecord> = (() => {
  const records = decodeFixture(REGISTRATIONS_FILE, t.array(RegistrationRecord), readFixture(REGISTRATIONS_FILE))
  assertFixture(REGISTRATIONS_FILE, checkRegistrations(records))
  return new Map(records.map((r) => [r.registration, r]))
})()

/** Every model of the catalogue, in fixture order (copies). */
export const catalogueVehicles = (): CatalogueVehicle[] => VEHICLES.map((v) => ({ ...v }))

/**
 * The vehicles recorded for a registration, in the order the lookup returns them (the client uses the
 * first). The input is normalised first (spaces removed, upper case); an unknown registration gives [].
 */
export const vehiclesForRegistration = (raw: string): FoundVehicle[] => {
  const registration = normaliseRegistration(raw)
  const record = REGISTRATIONS.get(registration)
  if (record === undefined) return []
  return record.abi_codes.flatMap((abi) => {
    const v = BY_ABI.get(abi)
    return v === undefined ? [] : [toFoundVehicle(v, registration, record.year)]
  })
}
