import type { DriverRole } from '../codecs/driver-details'
import { MAX_DRIVING_AGE, MIN_DRIVING_AGE } from '../constants'
import { addYears } from '../formats'
import { assertIsoDate } from './answer-parsing'
import { requiredFor } from './basic-rules'
import { dateFrom, dateUpTo, minimumAge, validDate } from './date-rules'
import { personKey } from './required-messages'
import { forRole } from './rider-wording'
import { compose, mapMessage, type Rule } from './rule'

/*
 * Dates about a rider (000 §5). The answer is the DD/MM/YYYY text the rider typed; `today` and a stored date
 * of birth are YYYY-MM-DD. For an additional rider every message is in the rider's wording ('They need to
 * be 16 years or over…'). Factories throw RangeError when a supplied date is not YYYY-MM-DD.
 */

/** Who the rule is for and on which day it runs. */
export interface RiderDateContext {
  readonly today: string
  /** Defaults to the proposer. */
  readonly role?: DriverRole
}

/** As `RiderDateContext`, with the rider's stored date of birth when it is known. */
export interface RiderHistoryContext extends RiderDateContext {
  readonly dateOfBirth?: string | null
}

const inWording = (role: DriverRole, rule: Rule): Rule => mapMessage(rule, (m) => forRole(role, m))

/**
 * Date of birth: required, a valid date, not in the future ('Please enter a date up to today'), and at
 * least the minimum driving age of 16 ('You need to be 16 years or over to take out insurance with us').
 */
export const dateOfBirth = ({ today, role = 'proposer' }: RiderDateContext): Rule =>
  inWording(
    role,
    compose(requiredFor(personKey(role, 'date_of_birth')), validDate, dateUpTo(today, today), minimumAge(MIN_DRIVING_AGE, today)),
  )

/**
 * UK residency date (asked when not UK-born): required, valid, not before the date of birth ('Please enter
 * a date from DD/MM/YYYY'; skipped while the date of birth is unknown) and not after today.
 */
export const residencyDate = ({ today, role = 'proposer', dateOfBirth: born }: RiderHistoryContext): Rule =>
  inWording(
    role,
    compose(
      requiredFor(personKey(role, 'resident.since')),
      validDate,
      ...(born ? [dateFrom(assertIsoDate('dateOfBirth', born), today)] : []),
      dateUpTo(today, today),
    ),
  )

/**
 * The earliest licence date: the date of birth plus the minimum driving age (16), or without a date of
 * birth today minus the maximum driving age (120).
 */
const earliestLicenceDate = (today: string, born?: string | null): string =>
  born ? addYears(assertIsoDate('dateOfBirth', born), MIN_DRIVING_AGE) : addYears(assertIsoDate('today', today), -MAX_DRIVING_AGE)

/**
 * Licence date (not asked for '<No Licence>'): required, valid, not before `earliestLicenceDate` ('Please
 * enter a date from DD/MM/YYYY') and not after today.
 */
export const licenceDate = ({ today, role = 'proposer', dateOfBirth: born }: RiderHistoryContext): Rule =>
  inWording(
    role,
    compose(
      requiredFor(personKey(role, 'licence.date')),
      validDate,
      dateFrom(earliestLicenceDate(today, born), today),
      dateUpTo(today, today),
    ),
  )
