import { CALENDAR_YEARS_BACK, MIN_DRIVING_AGE, START_DATE_WINDOW_DAYS, TPA_MIN_AGE } from '../constants'
import { addDays, addYears } from '../formats'
import { assertIsoDate } from './answer-parsing'
import { lookBackStart } from '../rules/look-back'

/*
 * Limits of the date pickers (000 §5, §9; 001 §2). They bound what the calendar offers; the rules decide
 * what is valid, and the spec does not always make the two agree (licence date: rule DOB + 16, calendar
 * DOB + 17). All dates are YYYY-MM-DD; each function throws RangeError for a date that is not.
 */

/** Latest date of birth the calendar offers: today minus the minimum driving age (16). */
export const dateOfBirthCalendarMax = (today: string): string => addYears(assertIsoDate('today', today), -MIN_DRIVING_AGE)

/** The licence calendar starts 17 years after the proposer's date of birth (one year later than the rule's minimum). */
export const LICENCE_CALENDAR_MIN_AGE = 17

/** Earliest licence date the calendar offers: the proposer's date of birth plus 17 years. */
export const licenceDateCalendarMin = (proposerDateOfBirth: string): string =>
  addYears(assertIsoDate('proposerDateOfBirth', proposerDateOfBirth), LICENCE_CALENDAR_MIN_AGE)

/** Latest third-party-authority date of birth the calendar offers: today minus 17 years. */
export const tpaDateOfBirthCalendarMax = (today: string): string => addYears(assertIsoDate('today', today), -TPA_MIN_AGE)

/** The start-date calendar: from today to 30 days ahead; earlier days are disabled. */
export const startDateCalendarRange = (today: string): { readonly min: string; readonly max: string } => ({
  min: assertIsoDate('today', today),
  max: addDays(today, START_DATE_WINDOW_DAYS),
})

/** The calendar's year list: from 100 years back to this year. */
export const calendarYearRange = (today: string): { readonly from: number; readonly to: number } => {
  const year = Number(assertIsoDate('today', today).slice(0, 4))
  return { from: year - CALENDAR_YEARS_BACK, to: year }
}

/** A claim or conviction date's calendar: from the look-back's first day (five years ago, included) to today. */
export const lookBackCalendarRange = (today: string, years?: number): { readonly min: string; readonly max: string } => ({
  min: lookBackStart(assertIsoDate('today', today), years),
  max: today,
})
