import type { Question } from '../../form'
import { dateOfBirthCalendarMax, startDateCalendarRange, tpaDateOfBirthCalendarMax } from '../../domain/validation'

/**
 * The picker bounds of a date question (000 §5): date of birth up to today minus 16 years, the cover start
 * date from today to 30 days ahead, the third party's date of birth up to 17 years ago, other dates up to
 * today. The rules still judge typed dates; these only guide the input.
 */
export const calendarBounds = (q: Question, today: string): { min?: string; max?: string } => {
  if (q.about === 'person') return q.path === 'date_of_birth' ? { max: dateOfBirthCalendarMax(today) } : { max: today }
  if (q.id === 'risk.start_date') return startDateCalendarRange(today)
  if (q.id === 'risk.userfields.tpa_date_of_birth') return { max: tpaDateOfBirthCalendarMax(today) }
  return { max: today }
}
