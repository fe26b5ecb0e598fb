import type { Question } from '../../form'

/**
 * The picker bounds of a date question (000 §5), as its record gives them (`calendar`): date of birth up to
 * today minus 16 years, the cover start date from today to 30 days ahead, the third party's date of birth up
 * to 17 years ago; a date question without bounds goes up to today. The rules still judge typed dates; these
 * only guide the input.
 */
export const calendarBounds = (q: Question, today: string): { min?: string; max?: string } => q.calendar?.(today) ?? { max: today }
