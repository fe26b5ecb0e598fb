import type { AppState } from '../../reducers/root'

/** Which way the bike is being found: by registration, by the manual make-and-model search, or not yet. */
type VehicleLookupMode = 'registration' | 'manual' | null

/**
 * The vehicle lookup's mode (000 §4): Yes to 'do you know the registration' shows registration entry, No
 * the manual lookup; unanswered, neither.
 */
const vehicleLookupMode = (s: AppState): VehicleLookupMode => {
  const known = s.proposal.risk.vehicle.has_registration
  return known === true ? 'registration' : known === false ? 'manual' : null
}

/** The vehicle lookup is shown once the registration question is answered, in either mode. */
export const showsVehicleLookup = (s: AppState): boolean => vehicleLookupMode(s) !== null
