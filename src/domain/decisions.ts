import { event, type UnstampedEvent, type Who } from './events'
import type { ProposalInput } from './codecs'
import { MAX_ADDITIONAL_RIDERS } from './constants'
import { emptyRider } from './defaults'

/** Who holds the quote's one medical condition, or null. */
const medicalConditionHolder = (p: ProposalInput): Who | null => {
  if (p.risk.proposer.driver_details.has_medical_condition === true) return 'proposer'
  const i = p.risk.additional_drivers.findIndex((r) => r.driver_details.has_medical_condition === true)
  return i === -1 ? null : i
}

/**
 * Only one driver per quote may have a medical condition: Yes, when another driver holds it, is refused
 * (the 'Sorry!' modal shows and the answer resets to No). Anything else is accepted as answered.
 */
export const decideMedicalCondition = (p: ProposalInput, who: Who, has: boolean): UnstampedEvent => {
  const holder = medicalConditionHolder(p)
  return has && holder !== null && holder !== who
    ? event('proposal/MedicalConditionRefused', { who })
    : event('proposal/MedicalConditionAnswered', { who, has })
}

/**
 * 'Find another registration' on the vehicle card: the found bike goes (its other answers stay) and the
 * registration entry shows again, so a rider who had said they do not know the registration now says they do.
 */
export const decideFindAnotherRegistration = (p: ProposalInput): UnstampedEvent[] => [
  event('proposal/VehicleLookupReset', {}),
  ...(p.risk.vehicle.has_registration === false ? [event('proposal/RegistrationKnownAnswered', { known: true })] : []),
]

/**
 * 'Find your vehicle manually' (from the registration entry, the find-failure panel or the vehicle card):
 * a bike already on the card goes first, so the cascade shows in its place; then the cascade starts.
 */
export const decideStartManualSearch = (p: ProposalInput): UnstampedEvent[] => [
  ...(p.risk.vehicle.abi_code != null ? [event('proposal/VehicleLookupReset', {})] : []),
  event('lookup/ManualSearchStarted', {}),
]

/** Adding a rider: an empty rider joins the list (whose dialog then asks about them), up to the maximum; past it, nothing. */
export const decideAddRider = (p: ProposalInput): UnstampedEvent[] =>
  p.risk.additional_drivers.length < MAX_ADDITIONAL_RIDERS ? [event('proposal/RiderAdded', { rider: emptyRider() })] : []

/**
 * Cancelling the rider dialog: a rider added with it goes again; cancelling an edit keeps the rider (answers
 * commit as they are given). An index out of range decides nothing.
 */
export const decideCancelRider = (p: ProposalInput, index: number, isNew: boolean): UnstampedEvent[] =>
  isNew && index >= 0 && index < p.risk.additional_drivers.length ? [event('proposal/RiderRemoved', { index })] : []
