import { yearsBetween } from '../formats'
import { dateFromMessage, dateUpToMessage, MESSAGES, minimumAgeMessage, withinYearsMessage } from './messages'
import { answerDate, assertIsoDate } from './answer-parsing'
import { isEmpty, type Rule } from './rule'
import { isWithinLookBack } from '../rules/look-back'

/*
 * Date rules read the rider's answer as strict DD/MM/YYYY text. Bounds and "today" are YYYY-MM-DD and are
 * always parameters: no rule reads the clock. A range rule lets an empty or invalid date pass, so each is
 * composed after `required` and `validDate`. Factories throw RangeError for a bound that is not YYYY-MM-DD.
 */

/** Strict DD/MM/YYYY (000 §5): zero-padded, a real calendar day, year 1900 on; else 'Please enter a valid date'. */
export const validDate: Rule = (value) => (isEmpty(value) || answerDate(value) !== null ? null : MESSAGES.invalidDate)

/**
 * Not before `min`: 'Please enter a date from today' when `min` is `today`, else 'Please enter a date from
 * DD/MM/YYYY'.
 */
export const dateFrom = (min: string, today: string): Rule => {
  assertIsoDate('today', today)
  assertIsoDate('min', min)
  return (value) => {
    const date = answerDate(value)
    return date === null || date >= min ? null : dateFromMessage(min === today ? 'today' : min)
  }
}

/** Not after `max`: 'Please enter a date up to today' when `max` is `today`, else '… up to DD/MM/YYYY'. */
export const dateUpTo = (max: string, today: string): Rule => {
  assertIsoDate('today', today)
  assertIsoDate('max', max)
  return (value) => {
    const date = answerDate(value)
    return date === null || date <= max ? null : dateUpToMessage(max === today ? 'today' : max)
  }
}

/**
 * A date of birth at least `years` whole years before `today` (a 29 February birthday is reached on
 * 1 March in a common year): 'You need to be N years or over to take out insurance with us'.
 */
export const minimumAge = (years: number, today: string): Rule => {
  assertIsoDate('today', today)
  return (value) => {
    const born = answerDate(value)
    return born === null || yearsBetween(born, today) >= years ? null : minimumAgeMessage(years)
  }
}

/**
 * Within the last `years` years (the look-back of `isWithinLookBack`): not before the same day `years` years
 * ago (that day itself passes).
 * 'Please provide {what} date within N years'. Future dates are left to `dateUpTo`.
 */
export const withinYears = (years: number, what: string, today: string): Rule => {
  assertIsoDate('today', today)
  return (value) => {
    const date = answerDate(value)
    return date === null || isWithinLookBack(date, today, years) ? null : withinYearsMessage(what, years)
  }
}
