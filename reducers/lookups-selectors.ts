import type { ListOption } from '../src/domain/codecs'
import type { AppState } from './root'

/** The lookups' queries: registration, manual cascade, address, reference lists. */

export const selectVehicleLookup = (s: AppState) => s.lookups.vehicle
export const selectVehicleLookupMode = (s: AppState) => s.lookups.vehicle.mode
export const selectVehicleLookupStatus = (s: AppState) => s.lookups.vehicle.status
/** True while a registration is being looked up. */
export const selectSearchingRegistration = (s: AppState) => s.lookups.vehicle.status === 'searching'
export const selectManualSearch = (s: AppState) => s.lookups.manual
export const selectManualChoices = (s: AppState) => s.lookups.manual.choices
/** True once a manual vehicle has been confirmed. */
export const selectManualConfirmed = (s: AppState) => s.lookups.manual.confirmed
export const selectAddressLookup = (s: AppState) => s.lookups.address
/** A reference list by name, or undefined until it has loaded. */
export const selectList = (s: AppState, name: string): ListOption[] | undefined => s.lookups.lists[name]
/** True once the reference list has loaded. */
export const selectHasList = (s: AppState, name: string): boolean => s.lookups.lists[name] !== undefined
