import type { ListOption } from '../src/domain/codecs'
import type { AppState } from './root'

/*
 * Queries of the lookups' state (registration, manual cascade, address, reference lists), so screens and
 * sagas never reach into `s.lookups` with inline paths.
 */

/** The registration lookup's state: 'registration' or 'manual' mode, status, the vehicles found. */
export const selectVehicleLookup = (s: AppState) => s.lookups.vehicle

/** True while a registration lookup waits for its answer. */
export const selectIsFindingVehicle = (s: AppState): boolean => s.lookups.vehicle.status === 'searching'

/** The manual cascade: choices so far, options per field, matching vehicles, stage, loading, failure. */
export const selectManualSearch = (s: AppState) => s.lookups.manual

/** The choices of the manual cascade so far, as the search request carries them. */
export const selectManualChoices = (s: AppState) => s.lookups.manual.choices

/** The index of the matching vehicle the rider picked on 'Please confirm the vehicle', or null. */
export const selectManualPicked = (s: AppState): number | null => s.lookups.manual.picked

/** True once a manually found vehicle is confirmed (the form then scrolls to the card). */
export const selectManualConfirmed = (s: AppState): boolean => s.lookups.manual.confirmed

/** The address lookup: the postcode typed or searched, status, and the addresses found. */
export const selectAddressLookup = (s: AppState) => s.lookups.address

/** A reference list by name (without 'insurer.'), undefined until it is loaded or when no list is named. */
export const selectList = (s: AppState, name: string | undefined): ListOption[] | undefined => (name === undefined ? undefined : s.lookups.lists[name])

/** The vehicle_fuel_type reference list, undefined until loaded. */
export const selectFuelList = (s: AppState): ListOption[] | undefined => selectList(s, 'vehicle_fuel_type')
/** True once the reference list has loaded. */
export const selectHasList = (s: AppState, name: string): boolean => s.lookups.lists[name] !== undefined

/** The name of a list's code once the list has loaded, else the code itself; null for no code. */
export const selectListName = (s: AppState, list: string, code: string | null | undefined): string | null =>
  code == null ? null : (selectList(s, list)?.find((o) => o.value === code)?.name ?? code)

/** The price page's registration check: the registration searched and the vehicles found, or null before one. */
export const selectRegistrationCheck = (s: AppState) => s.lookups.registrationCheck
