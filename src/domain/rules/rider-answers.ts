import { NO_LICENCE } from '../constants'
import { isNonWorking } from './occupation'

/*
 * What an answer about a rider (the proposer or an additional rider) keeps (000 §4). As for the bike, a
 * follow-up that arrives before its question is kept until that question's answer clears it, unless the rule
 * says it is kept only after Yes.
 */

type YesNo = boolean | null | undefined

/** The residency date is asked only of riders not born in the UK: UK-born Yes drops it. */
export const keepsResidencyDate = (isUkBorn: YesNo): boolean => isUkBorn !== true

/** Licence type '<No Licence>' clears and hides the licence date. */
export const keepsLicenceDate = (licenceType: string | null | undefined): boolean => licenceType !== NO_LICENCE

/** The number of other vehicles is kept only once the rider says Yes to having access to others. */
export const keepsOtherVehicleCount = (hasAccess: YesNo): boolean => hasAccess === true

/** Motoring organisation No clears the selection: an organisation is kept unless No. */
export const keepsMotoringOrganisation = (isMember: YesNo): boolean => isMember !== false

/** The medical condition is kept only once the rider says Yes to having one. */
export const keepsMedicalCondition = (has: YesNo): boolean => has === true

/**
 * A part-time occupation is kept while the second-occupation answer is not No and the full-time status is a
 * working one (a non-working status clears the second job).
 */
export const keepsPartTimeOccupation = (hasSecondJob: YesNo, status: string | null | undefined): boolean =>
  hasSecondJob !== false && !isNonWorking(status)
