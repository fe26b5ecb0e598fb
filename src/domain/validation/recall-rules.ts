import { MAX_DRIVING_AGE, MIN_DRIVING_AGE } from '../constants'
import { yearsBetween } from '../formats'
import { answerDate, assertIsoDate } from './answer-parsing'
import { ageBounds, requiredFor } from './basic-rules'
import { dateUpTo, validDate } from './date-rules'
import { postcodeFormat, quoteReferenceFormat } from './format-rules'
import { compose, type Rule } from './rule'

/*
 * Retrieve a Quote (001 §5). The spec does not give the recall fields' required messages; ours are keyed
 * recall.reference, recall.postcode and recall.dob.
 */

/** Quote reference: required, then five digits, five digits, five digits joined by hyphens ('Quote reference is invalid'). */
export const quoteReference: Rule = compose(requiredFor('recall.reference'), quoteReferenceFormat)

/** Recall postcode: required, then a valid UK postcode. */
export const recallPostcode: Rule = compose(requiredFor('recall.postcode'), postcodeFormat)

/**
 * Recall date of birth (DD/MM/YYYY as typed): required, valid, no future date, and an age between the
 * minimum and maximum driving ages (16 and 120), with the spec's age messages ('The age must be at least 16
 * to proceed.' / 'The age must be no more than 120 to proceed.'). Throws RangeError for a bad `today`.
 */
export const recallDateOfBirth = (today: string): Rule => {
  assertIsoDate('today', today)
  const ageRange: Rule = (value) => {
    const born = answerDate(value)
    // Stryker disable next-line ConditionalExpression: only a valid date reaches this rule (validDate runs first)
    return born === null ? null : ageBounds(MIN_DRIVING_AGE, MAX_DRIVING_AGE)(yearsBetween(born, today))
  }
  return compose(requiredFor('recall.dob'), validDate, dateUpTo(today, today), ageRange)
}
