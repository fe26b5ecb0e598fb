import { lastStartDate } from '../rules/start-date'
import { assertIsoDate } from './answer-parsing'
import { requiredFor } from './basic-rules'
import { dateFrom, dateUpTo, validDate } from './date-rules'
import { compose, type Rule } from './rule'

/**
 * Cover start date (DD/MM/YYYY as typed; 000 §5 and 001 §2): required ('Cover start date is required'),
 * valid, not in the past ('Please enter a date from today') and at most 30 days ahead ('Please enter a date
 * up to DD/MM/YYYY'). Throws RangeError when `today` is not YYYY-MM-DD.
 */
export const startDate = ({ today }: { readonly today: string }): Rule => {
  assertIsoDate('today', today)
  return compose(requiredFor('start_date'), validDate, dateFrom(today, today), dateUpTo(lastStartDate(today), today))
}
