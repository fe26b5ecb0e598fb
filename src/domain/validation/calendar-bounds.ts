import { CALENDAR_YEARS_BACK, MIN_DRIVING_AGE, TPA_MIN_AGE } from '../constants'
import { addYears, isIsoDate } from '../formats'
import { assertIsoDate } from './answer-parsing'
import { lookBackStart } from '../rules/look-back'
import { lastStartDate } from '../rules/start-date'

/*
 * Limits of the date pickers (000 §5, §9; 001 §2). They bound what the calendar offers; the rules decide
 * what is valid, and the spec does not always make the two agree (licence date: rule DOB + 16, calendar
 * DOB + 17). All dates are YYYY-MM-DD; a `today` that is not throws RangeError, and a date of birth that is not
 * counts as unknown.
 */

/** Latest date of birth the calendar offers: today minus the minimum driving age (16). */
const dateOfBirthCalendarMax = (today: string): string => addYears(today, -MIN_DRIVING_AGE)

/** The licence calendar starts 17 years after the proposer's date of birth (one year later than the rule's minimum). */
const LICENCE_CALENDAR_MIN_AGE = 17

/** Earliest licence date the calendar offers: the proposer's date of birth plus 17 years. */
const licenceDateCalendarMin = (proposerDateOfBirth: string): string => addYears(proposerDateOfBirth, LICENCE_CALENDAR_MIN_AGE)

/** Latest third-party-authority date of birth the calendar offers: today minus 17 years. */
const tpaDateOfBirthCalendarMax = (today: string): string => addYears(today, -TPA_MIN_AGE)

/** The start-date calendar: from today to 30 days ahead; earlier days are disabled. */
const startDateCalendarRange = (today: string): { readonly min: string; readonly max: string } => ({
  min: today,
  max: lastStartDate(today),
})

/** The calendar's year list: from 100 years back to this year. */
const calendarYearRange = (today: string): { readonly from: number; readonly to: number } => {
  const year = Number(today.slice(0, 4))
  return { from: year - CALENDAR_YEARS_BACK, to: year }
}

/** A claim or conviction date's calendar: from the look-back's first day (five years ago, included) to today. */
export const lookBackCalendarRange = (today: string, years?: number): { readonly min: string; readonly max: string } => ({
  min: lookBackStart(assertIsoDate('today', today), years),
  max: today,
})
/** The date questions whose calendars the spec bounds (000 §5, 001 §2); any other date is a past date. */
export type CalendarDate = 'date-of-birth' | 'licence-date' | 'residency-date' | 'purchase-date' | 'start-date' | 'tpa-date-of-birth' | 'past-date'

/** What some bounds depend on: today, a date of birth (YYYY-MM-DD) and the bike's year, when known. */
export interface CalendarFacts {
  readonly today: string
  /** The proposer's date of birth for the licence date; the person's own for the residency date. */
  readonly dateOfBirth?: string | null
  readonly vehicleYear?: number | null
}

// Stryker disable next-line ConditionalExpression: isIsoDate is false for null and undefined too; the check narrows the type
const knownDate = (iso: string | null | undefined): iso is string => typeof iso === 'string' && isIsoDate(iso)

/**
 * The days a date question's calendar offers, from `min` to `max` (YYYY-MM-DD), each end included: date of
 * birth from 100 years back to today minus 16 (future disabled); licence date from the proposer's date of
 * birth plus 17 to today; residency date from the date of birth to today; purchase date from 1 January of
 * the bike's year to today; the third party's date of birth up to 17 years ago; the start date from today to
 * 30 days ahead; any other date from 100 years back to today. An unknown date of birth or year falls back to
 * 100 years back. Throws RangeError when `today` is not YYYY-MM-DD.
 */
export const calendarBounds = (date: CalendarDate, facts: CalendarFacts): { readonly min: string; readonly max: string } => {
  const { today, dateOfBirth, vehicleYear } = facts
  assertIsoDate('today', today)
  const oldest = `${String(calendarYearRange(today).from)}-01-01`
  switch (date) {
    case 'date-of-birth':
      return { min: oldest, max: dateOfBirthCalendarMax(today) }
    case 'tpa-date-of-birth':
      return { min: oldest, max: tpaDateOfBirthCalendarMax(today) }
    case 'licence-date':
      return { min: knownDate(dateOfBirth) ? licenceDateCalendarMin(dateOfBirth) : oldest, max: today }
    case 'residency-date':
      return { min: knownDate(dateOfBirth) ? dateOfBirth : oldest, max: today }
    case 'purchase-date':
      // Stryker disable next-line ConditionalExpression: null and undefined are not above 1900 either; the check narrows the type
      return { min: typeof vehicleYear === 'number' && vehicleYear > 1900 ? `${String(vehicleYear)}-01-01` : oldest, max: today }
    case 'start-date':
      return startDateCalendarRange(today)
    case 'past-date':
      return { min: oldest, max: today }
  }
}
