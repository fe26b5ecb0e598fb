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
