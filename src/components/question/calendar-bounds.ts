import { calendarBounds, type CalendarDate } from '../../domain/validation'
import type { CalendarFacts, Question } from '../../form'

const PAST: CalendarDate = 'past-date'

/**
 * The picker bounds of a date question, as its record gives them (`calendar`, which calls the domain's
 * `calendarBounds`); a date question without its own bounds offers 100 years back to today. The rules still
 * judge typed dates; these only guide the input.
 */
export const calendarBoundsOf = (q: Question, facts: CalendarFacts): { min?: string; max?: string } =>
  q.calendar?.(facts) ?? calendarBounds(PAST, facts)
