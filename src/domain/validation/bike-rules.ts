import { answerNumber, assertIsoDate, stripCommas, answerDate } from './answer-parsing'
import { minValue, numeric, requiredFor } from './basic-rules'
import { dateUpTo, validDate } from './date-rules'
import { MESSAGES } from './messages'
import { before, compose, type Answer, type Rule } from './rule'

/**
 * The lowest bike value accepted. The spec names a min_value for the bike value without giving it; a bike
 * worth nothing cannot be insured, so we read it as £1.
 */
const BIKE_VALUE_MIN = 1

/**
 * The bike's value as typed ('12,500') or stored (12500): commas are stripped, then required ('Enter the
 * value of the vehicle'), numeric, and at least `min` ("The value can't be less than N").
 */
export const bikeValue = (min: number = BIKE_VALUE_MIN): Rule =>
  before(stripCommas, compose(requiredFor('vehicle.value'), numeric, minValue(min)))

/** What the purchase-date rule needs: today (YYYY-MM-DD) and the bike's year of manufacture when known. */
export interface PurchaseDateContext {
  readonly today: string
  readonly vehicleYear?: number | null
}

/**
 * Purchase date (DD/MM/YYYY as typed): required ('Select the date you became the owner of the vehicle'),
 * valid, not before 1 January of the vehicle year ('Purchase date cannot be before vehicle manufacturer
 * date'; skipped while the year is unknown) and not after today ('Please enter a date up to today').
 */
export const purchaseDate = ({ today, vehicleYear }: PurchaseDateContext): Rule => {
  assertIsoDate('today', today)
  const earliest = vehicleYear ? `${String(vehicleYear)}-01-01` : null
  const notBeforeManufacture: Rule = (value) => {
    const date = answerDate(value)
    return earliest === null || date === null || date >= earliest ? null : MESSAGES.purchaseBeforeManufacture
  }
  return compose(requiredFor('vehicle.purchased.date_purchased'), validDate, notBeforeManufacture, dateUpTo(today, today))
}

/** Total (annual) mileage: required, numeric, at least 0 ("The value can't be less than 0"). */
export const totalMileage: Rule = compose(requiredFor('total_mileage'), numeric, minValue(0))

/**
 * Business mileage (asked for classes C1 to C3): required, numeric, at least 0, and not more than the total
 * mileage ('The business mileage can't be more than total mileage'; skipped while the total is not a number).
 */
export const businessMileage = (total: Answer): Rule => {
  const limit = answerNumber(total)
  const notAboveTotal: Rule = (value) => {
    const n = answerNumber(value)
    // Stryker disable next-line ConditionalExpression: numeric runs first, so only a number reaches here; the check narrows the type
    return n === null || limit === null || n <= limit ? null : MESSAGES.businessMileageAboveTotal
  }
  return compose(requiredFor('business_mileage'), numeric, minValue(0), notAboveTotal)
}
