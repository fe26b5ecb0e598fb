export { allLists, listByName } from './reference-lists'
export {
  catalogueVehicle,
  catalogueVehicles,
  registrationRecords,
  toFoundVehicle,
  toManualVehicle,
  vehiclesForRegistration,
} from './vehicle-catalogue'
export { manualSearch } from './manual-search'
export { addressesFor, addressPostcodes } from './addresses'
export { generatedAddressesFor, POSTCODE_WITH_NO_ADDRESSES } from './generated-addresses'
export { CatalogueVehicle, RegistrationRecord, AddressBook, ModelYear } from './fixture-codecs'
export { FixtureError, assertFixture, decodeFixture, readFixture, type FixtureFile } from './fixture-file'
