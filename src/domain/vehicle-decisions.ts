import { event, type UnstampedEvent } from './events'

/** What the vehicle decisions need to know of the proposal's bike. */
export interface HeldVehicle {
  readonly has_registration?: boolean | null
  readonly abi_code?: string | null
}

const holdsVehicle = (v: HeldVehicle): boolean => v.abi_code != null

/**
 * 'Find your vehicle manually' (on the vehicle card, the find-failure panel or below the registration box):
 * a bike already held goes first (the card makes way for the cascade; the other bike answers stay), then the
 * manual cascade starts.
 */
export const decideFindManually = (vehicle: HeldVehicle): UnstampedEvent[] => [
  ...(holdsVehicle(vehicle) ? [event('proposal/VehicleLookupReset', {})] : []),
  event('lookup/ManualSearchStarted', {}),
]

/**
 * 'Find another registration' on the vehicle card: the bike goes (the other bike answers stay) and the
 * registration box shows again; a bike found manually after answering No to the registration question turns
 * that answer to Yes, since the rider now enters one.
 */
export const decideFindAnotherRegistration = (vehicle: HeldVehicle): UnstampedEvent[] => [
  event('proposal/VehicleLookupReset', {}),
  ...(vehicle.has_registration === false ? [event('proposal/RegistrationKnownAnswered', { known: true })] : []),
]
