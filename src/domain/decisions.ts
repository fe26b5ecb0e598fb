import { event, type UnstampedEvent, type Who } from './events'
import type { ProposalInput } from './codecs'

/** Who holds the quote's one medical condition, or null. */
export const medicalConditionHolder = (p: ProposalInput): Who | null => {
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
