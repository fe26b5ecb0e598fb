import * as t from 'io-ts'
import { AddressList, FoundVehicle, PersonalPostcode, TypedPostcode, ListOption, ManualField, ManualSearchAnswer, ManualSearchRequest, ReferenceLists } from '../codecs'
import { Code, nullable, Text, UkRegistration } from '../primitives'
import { ev } from './meta'
import { RequestError } from './request-error'

/** The manual cascade's chosen value: text for manufacturer and model, a code, a year or a door count. */
const ManualValue = t.union([Text, t.number], 'ManualValue')

const ManualSearchStarted = ev('lookup/ManualSearchStarted', {})
const ManualChoiceMade = ev('lookup/ManualChoiceMade', { field: ManualField, value: nullable(ManualValue) })
const ManualOptionsLoaded = ev('lookup/ManualOptionsLoaded', {
  request: ManualSearchRequest,
  answer: ManualSearchAnswer,
})
const ManualSearchFailed = ev('lookup/ManualSearchFailed', { request: ManualSearchRequest, error: RequestError })
const ManualVehiclePicked = ev('lookup/ManualVehiclePicked', { index: t.number })

/** The address postcode box as the rider left it (committed on blur or Enter), searched or not, valid or not. */
const AddressPostcodeTyped = ev('lookup/AddressPostcodeTyped', { postcode: TypedPostcode })
const AddressPostcodeEntered = ev('lookup/AddressPostcodeEntered', { postcode: PersonalPostcode })
const AddressesFound = ev('lookup/AddressesFound', { postcode: PersonalPostcode, addresses: AddressList })
const AddressLookupFailed = ev('lookup/AddressLookupFailed', { postcode: PersonalPostcode, error: RequestError })

const ReferenceListsLoaded = ev('lookup/ReferenceListsLoaded', { lists: ReferenceLists })
const ReferenceListLoaded = ev('lookup/ReferenceListLoaded', { name: Code, options: t.array(ListOption) })

/** The price page's registration check: the bikes found for a registration (none: 'cannot find'), or the lookup failed. */
const RegistrationChecked = ev('lookup/RegistrationChecked', { registration: UkRegistration, vehicles: t.array(FoundVehicle), failed: t.boolean })
export const lookupEvents = [
  RegistrationChecked,
  ManualSearchStarted,
  ManualChoiceMade,
  ManualOptionsLoaded,
  ManualSearchFailed,
  ManualVehiclePicked,
  AddressPostcodeTyped,
  AddressPostcodeEntered,
  AddressesFound,
  AddressLookupFailed,
  ReferenceListsLoaded,
  ReferenceListLoaded,
] as const
