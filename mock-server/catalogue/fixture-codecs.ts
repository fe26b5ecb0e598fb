import * as t from 'io-ts'
import { AddressList } from '../../src/domain/codecs'
import { Code, Money, NonNegative, Text, UkRegistration } from '../../src/domain/primitives'

/** A model year, as the domain's vehicle codecs accept it. */
const ModelYear = t.refinement(t.number, (n) => Number.isInteger(n) && n >= 1900 && n <= 2100, 'ModelYear')

const AbiCode = t.refinement(Code, (s) => /^\d{8}$/.test(s), 'AbiCode')

/**
 * One model of the manual-search catalogue (vehicles.json). Every field is required: the registration
 * lookup and the manual cascade both answer from it. `value_new` is a typical new price in pounds.
 */
export const CatalogueVehicle = t.exact(
  t.type({
    abi_code: AbiCode,
    manufacturer: Text,
    model: Text,
    description: Text,
    fuel_type: Code,
    fuel_type_cdl: Code,
    engine_size: NonNegative,
    transmission: Code,
    transmission_cdl: Code,
    doors: NonNegative,
    year_min: ModelYear,
    year_max: ModelYear,
    value_new: Money,
  }),
  'CatalogueVehicle',
)
export type CatalogueVehicle = t.TypeOf<typeof CatalogueVehicle>

/** One recorded registration (registrations.json): the normalised registration, its year and the ABI codes found, first used. */
export const RegistrationRecord = t.exact(
  t.type({ registration: UkRegistration, year: ModelYear, abi_codes: t.array(AbiCode) }),
  'RegistrationRecord',
)
export type RegistrationRecord = t.TypeOf<typeof RegistrationRecord>

/** addresses.json: the addresses at each postcode, keyed by the postcode in its normal spaced form. */
export const AddressBook = t.record(t.string, AddressList, 'AddressBook')
export type AddressBook = t.TypeOf<typeof AddressBook>
