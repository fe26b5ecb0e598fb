import { assertIsoDate } from '../domain/validation'
import type { AppState } from '../../reducers/root'
import { questionsOf } from './questions'
import { FORM_STEPS, type CheckContext, type FormStep, type Question } from './record'

/**
 * The errors of a step: question id → message, in the order the questions appear (so the first key is the
 * question to scroll to). An additional rider's errors are keyed 'risk.additional_drivers.{i}.{path}' and
 * follow the riders question. A valid step gives `{}`.
 */
export type StepErrors = Readonly<Record<string, string>>

/** The message of one question in this state, whether it is shown or not; null when its answer is valid. */
const check = (q: Question, c: CheckContext): string | null => q.check(c)

/** Adds the errors of the shown questions, in order, descending into the items of repeaters that ask about each item. */
const collect = (questions: readonly Question[], c: CheckContext, into: Record<string, string>): void => {
  for (const q of questions) {
    if (!q.visible(c.state)) continue
    const message = check(q, c)
    if (message !== null) into[q.id] = message
    const items = q.repeater?.itemQuestions
    if (items === undefined) continue
    const count = q.repeater?.count(c.state) ?? 0
    for (let i = 0; i < count; i++) collect(items(i), c, into)
  }
}

/**
 * Validates the shown questions of a step (000 §5) on `today` (YYYY-MM-DD); hidden questions are never
 * validated. Additional riders are validated question by question in their own wording. The address must be
 * picked from the lookup on the create form only (journey.mode 'edit' skips it and relaxes the postcode).
 * Throws RangeError when `today` is not YYYY-MM-DD.
 */
export const validateStep = (state: AppState, step: FormStep, today: string): StepErrors => {
  assertIsoDate('today', today)
  const errors: Record<string, string> = {}
  collect(questionsOf(step), { state, today, editForm: state.journey.mode === 'edit' }, errors)
  return errors
}

/** The first step with an error, or null when the whole form is valid (the edit form's submit check). */
export const firstInvalidStep = (state: AppState, today: string): FormStep | null =>
  FORM_STEPS.find((step) => Object.keys(validateStep(state, step, today)).length > 0) ?? null
