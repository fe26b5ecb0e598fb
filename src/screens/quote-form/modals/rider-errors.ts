import { validateStep, type StepErrors } from '../../../form'
import type { AppState } from '../../../../reducers/root'

/** The start of every question id of rider `index` (0-based): 'risk.additional_drivers.{index}.'. */
const riderPrefix = (index: number): string => `risk.additional_drivers.${index}.`

/**
 * The errors of additional rider `index` on `today` (YYYY-MM-DD): step 5's errors whose id is one of that
 * rider's questions, in question order, in they/their wording. `{}` when the rider is complete and valid.
 * Throws RangeError when `today` is not YYYY-MM-DD.
 */
export const riderErrorsOf = (s: AppState, index: number, today: string): StepErrors => {
  const prefix = riderPrefix(index)
  return Object.fromEntries(Object.entries(validateStep(s, 5, today)).filter(([id]) => id.startsWith(prefix)))
}
