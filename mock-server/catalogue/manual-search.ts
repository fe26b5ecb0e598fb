import {
  MANUAL_FIELDS,
  optionName,
  type ListOption,
  type ManualField,
  type ManualSearchAnswer,
  type ManualSearchRequest,
} from '../../src/domain/codecs'
import type { CatalogueVehicle } from './fixture-codecs'
import { listByName } from './reference-lists'
import { catalogueVehicles, toManualVehicle } from './vehicle-catalogue'

const VEHICLES: readonly CatalogueVehicle[] = catalogueVehicles()

const sameText = (a: string, b: string): boolean => a.trim().toUpperCase() === b.trim().toUpperCase()

const isChosen = <V>(value: V | null | undefined): value is V => value !== null && value !== undefined

/** True when the model agrees with every choice made so far. */
const matches = (v: CatalogueVehicle, r: ManualSearchRequest): boolean =>
  (!isChosen(r.manufacturer) || sameText(v.manufacturer, r.manufacturer)) &&
  (!isChosen(r.model) || sameText(v.model, r.model)) &&
  (!isChosen(r.fuel_type) || v.fuel_type === r.fuel_type) &&
  (!isChosen(r.year) || (v.year_min <= r.year && r.year <= v.year_max)) &&
  (!isChosen(r.transmission) || v.transmission === r.transmission) &&
  (!isChosen(r.doors) || v.doors === r.doors)

const byText = (a: string, b: string): number => a.localeCompare(b, 'en-GB', { numeric: true })

const distinct = <T>(values: readonly T[]): T[] => [...new Set(values)]

const plain = (values: readonly string[]): ListOption[] => values.map((value) => ({ value, name: value }))

/** Codes in the order of their reference list, named by it ('Unknown' for a code the list lacks). */
const fromList = (list: string, codes: readonly string[]): ListOption[] => {
  const options = listByName(list) ?? []
  const rank = (code: string): number => {
    const i = options.findIndex((o) => o.value === code)
    return i < 0 ? options.length : i
  }
  return [...codes].sort((a, b) => rank(a) - rank(b) || byText(a, b)).map((value) => ({ value, name: optionName(options, value) }))
}

/** Every year of the models' production ranges, newest first. */
const years = (vehicles: readonly CatalogueVehicle[]): ListOption[] => {
  const all = new Set<number>()
  for (const v of vehicles) for (let y = v.year_min; y <= v.year_max; y++) all.add(y)
  return plain([...all].sort((a, b) => b - a).map(String))
}

const optionsFor = (field: ManualField, vehicles: readonly CatalogueVehicle[]): ListOption[] => {
  switch (field) {
    case 'manufacturer':
      return plain(distinct(vehicles.map((v) => v.manufacturer)).sort(byText))
    case 'model':
      return plain(distinct(vehicles.map((v) => v.model)).sort(byText))
    case 'fuel_type':
      return fromList('vehicle_fuel_type', distinct(vehicles.map((v) => v.fuel_type)))
    case 'year':
      return years(vehicles)
    case 'transmission':
      return fromList('vehicle_transmission', distinct(vehicles.map((v) => v.transmission)))
    case 'doors':
      // Bikes have no doors (0): their doors list is empty, which tells the client to offer the vehicles.
      return plain(distinct(vehicles.map((v) => v.doors).filter((d) => d > 0)).sort((a, b) => a - b).map(String))
    default: {
      const unknown: never = field
      return unknown
    }
  }
}

/**
 * The manual cascade (manufacturer → model → fuel_type → year → transmission → doors). Answers the options
 * of the next unanswered field only (none once every field is answered), from the catalogue models that
 * agree with every choice so far; manufacturer and model match without regard to case. `vehicles` lists
 * those models once a manufacturer and a model are chosen, else it is empty. A choice that matches nothing
 * gives empty options and no vehicles; it never throws.
 */
export const manualSearch = (request: ManualSearchRequest): ManualSearchAnswer => {
  const matching = VEHICLES.filter((v) => matches(v, request))
  const next = MANUAL_FIELDS.find((f) => !isChosen(request[f]))
  const ready = isChosen(request.manufacturer) && isChosen(request.model)
  return {
    options: next === undefined ? {} : { [next]: optionsFor(next, matching) },
    vehicles: ready ? matching.map(toManualVehicle) : [],
  }
}
