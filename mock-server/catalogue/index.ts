export { allLists, listByName, listValues } from './reference-lists'
export { vehiclesForRegistration } from './vehicle-catalogue'
export { manualSearch } from './manual-search'
export { addressesFor } from './addresses'
