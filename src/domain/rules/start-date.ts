import { START_DATE_WINDOW_DAYS } from '../constants'
import { addDays } from '../formats'

type Day = string | null | undefined

/** The last day the cover may start on, asked on `today` (YYYY-MM-DD): 30 days ahead (000 §5, 001 §2). */
export const lastStartDate = (today: string): string => addDays(today, START_DATE_WINDOW_DAYS)

/**
 * Has the start date passed (001 §4: at the end of that day)? True once `today` is after it; a missing start
 * date has not passed.
 */
export const isStartDateExpired = (startDate: Day, today: string): boolean => (startDate ?? today) < today

/**
 * The day the riders' ages are judged on, asked on `today`: their age when the cover starts. That is the start
 * date while the cover can start on it (today up to `lastStartDate`); otherwise today, the earliest day cover
 * can start: before a start date is chosen, once it has passed (the rider is asked for a new one, from today)
 * and when it lies beyond the window (refused, so no day to judge by). The extras' visibility and charge (on
 * the client and the insurer), the insurer's rating and its upper age limit all judge ages on this day, so the
 * client and the insurer agree on every birthday. Judged on today instead, by the spec: the date of birth
 * question's minimum age (000 §5: its calendar ends today minus 16; the insurer checks that field by the same
 * rule) and anyone acting today (a direct debit's account holder, a third-party authority).
 */
export const ageDay = (startDate: Day, today: string): string => {
  // Stryker disable next-line ConditionalExpression: a missing start date is before no day (null or undefined <= 'YYYY-MM-DD' is false), so the test below gives today for it too; this one narrows the type
  if (startDate == null) return today
  return !isStartDateExpired(startDate, today) && startDate <= lastStartDate(today) ? startDate : today
}
