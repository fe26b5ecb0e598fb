import { CLAIMS_LOOKBACK_YEARS } from '../constants'
import { addYears } from '../formats'

/**
 * The claims and convictions look-back (000 §5, §9: 'within 5 years'). The window runs from the same
 * calendar day `years` years before `on` (that day included: a date exactly five years ago is within five
 * years) up to `on`. 29 February looks back to 28 February. Client validation, the dialogs' calendars and
 * the server's rating all measure with these two functions, so they cannot disagree about the boundary day.
 */
export const lookBackStart = (on: string, years: number = CLAIMS_LOOKBACK_YEARS): string => addYears(on, -years)

/** True when the ISO date is on or after the look-back's first day (dates after `on` are not judged here). */
export const isWithinLookBack = (date: string, on: string, years: number = CLAIMS_LOOKBACK_YEARS): boolean =>
  date >= lookBackStart(on, years)
