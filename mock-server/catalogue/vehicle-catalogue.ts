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
 * The year a current-format registration (two letters, the age identifier, three letters: `LX19ABC`) was first
 * issued in: `19` is March 2019, `69` September 2019; null for any other format (prefix, suffix, dateless,
 * Northern Irish plates) or an identifier never issued (`01`).
 */
const registrationYear = (registration: string): number | null => {
  const m = /^[A-Z]{2}(\d{2})[A-Z]{3}$/.exec(registration)
  if (m?.[1] === undefined) return null
  const age = Number(m[1])
  if (age === 1 || age === 50) return null
  return 2000 + (age > 50 ? age - 50 : age)
}

/** A whole number from a text, the same for the same text (FNV-1a). */
const hashOf = (text: string): number => {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0
  return h
}

/**
 * A plausible bike for a current-format registration the recorded fixtures do not hold, as a real registry
 * answers for every bike on the road: a model of the catalogue made in the plate's year, chosen by the plate
 * (the same plate always finds the same bike). None for another format, a year after `thisYear` or a year no
 * model of the catalogue was made in.
 */
const generatedVehicles = (registration: string, thisYear: number): FoundVehicle[] => {
  const year = registrationYear(registration)
  if (year === null || year > thisYear) return []
  const models = VEHICLES.filter((v) => v.year_min <= year && year <= v.year_max)
  const model = models[hashOf(registration) % Math.max(1, models.length)]
  return model === undefined ? [] : [toFoundVehicle(model, registration, year)]
}

/**
 * The vehicles the registry finds for a registration, in the order the lookup returns them (the client uses the
 * first). The input is normalised first (spaces removed, upper case). A recorded registration gives its
 * recorded vehicles (none for one recorded as not found, as NF12NFD); any other gives a generated one when it
 * is a current-format plate issued by `thisYear`, else none.
 */
export const vehiclesForRegistration = (raw: string, thisYear: number): FoundVehicle[] => {
  const registration = normaliseRegistration(raw)
  const record = REGISTRATIONS.get(registration)
  if (record === undefined) return generatedVehicles(registration, thisYear)
  return record.abi_codes.flatMap((abi) => {
    const v = BY_ABI.get(abi)
    return v === undefined ? [] : [toFoundVehicle(v, registration, record.year)]
  })
}
