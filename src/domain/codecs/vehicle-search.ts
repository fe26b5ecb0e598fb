import * as t from 'io-ts'
import { Code, entityWith, NonNegative, nullable, Text } from '../primitives'
import { ListOption } from './reference-list'
import { Year } from './vehicle'

/** A vehicle the registration lookup found. */
export const FoundVehicle = entityWith(
  {
    abi_code: Code,
    manufacturer: Text,
    description: Text,
  },
  {
    registration: nullable(t.string),
    model: nullable(Text),
    fuel_type: nullable(Code),
    fuel_type_cdl: nullable(Code),
    engine_size: nullable(NonNegative),
    transmission: nullable(Code),
    transmission_cdl: nullable(Code),
    doors: nullable(NonNegative),
    year: nullable(Year),
    production_years: nullable(Text),
  },
  'FoundVehicle',
)
export type FoundVehicle = t.TypeOf<typeof FoundVehicle>

/** Answer of the registration lookup: the first vehicle is used; empty means not found. */
export const RegistrationLookupAnswer = t.type({ vehicles: t.array(FoundVehicle) }, 'RegistrationLookupAnswer')
export type RegistrationLookupAnswer = t.TypeOf<typeof RegistrationLookupAnswer>

/** Request of the registration lookup (POST reading). */
export const RegistrationLookupRequest = t.strict({ registration: t.string }, 'RegistrationLookupRequest')
export type RegistrationLookupRequest = t.TypeOf<typeof RegistrationLookupRequest>

/** The manual cascade's fields, in cascade order. */
export const MANUAL_FIELDS = ['manufacturer', 'model', 'fuel_type', 'year', 'transmission', 'doors'] as const
export type ManualField = (typeof MANUAL_FIELDS)[number]
export const ManualField = t.keyof(
  { manufacturer: null, model: null, fuel_type: null, year: null, transmission: null, doors: null },
  'ManualField',
)

/** The choices made so far in the manual cascade. */
export const ManualSearchRequest = t.exact(
  t.partial({
    manufacturer: nullable(Text),
    model: nullable(Text),
    fuel_type: nullable(Code),
    year: nullable(Year),
    transmission: nullable(Code),
    doors: nullable(NonNegative),
  }),
  'ManualSearchRequest',
)
export type ManualSearchRequest = t.TypeOf<typeof ManualSearchRequest>

/** A vehicle offered at the end of the manual cascade ('Please confirm the vehicle'). */
export const ManualVehicle = entityWith(
  { abi_code: Code, manufacturer: Text, model: Text },
  {
    description: nullable(Text),
    fuel_type: nullable(Code),
    engine_size: nullable(NonNegative),
    doors: nullable(NonNegative),
    transmission: nullable(Code),
    year_min: nullable(Year),
    year_max: nullable(Year),
  },
  'ManualVehicle',
)
export type ManualVehicle = t.TypeOf<typeof ManualVehicle>

/** Answer of the manual search: options for the next fields and the vehicles matching so far. */
export const ManualSearchAnswer = t.type(
  {
    options: t.partial({
      manufacturer: t.array(ListOption),
      model: t.array(ListOption),
      fuel_type: t.array(ListOption),
      year: t.array(ListOption),
      transmission: t.array(ListOption),
      doors: t.array(ListOption),
    }),
    vehicles: t.array(ManualVehicle),
  },
  'ManualSearchAnswer',
)
export type ManualSearchAnswer = t.TypeOf<typeof ManualSearchAnswer>
