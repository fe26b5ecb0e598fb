import { event, type UnstampedEvent } from '../domain/events'
import type { AppState } from '../../reducers/root'
import { asStep, selectCanOpenStep, selectStepErrors } from './form-selectors'
import { FORM_STEPS, type FormStep } from './questions'
import { firstInvalidStep } from './step-validation'

/**
 * What Continue (or Submit on step 5) decides, before any I/O:
 * - `ignored`: a stale command for a step not shown (a double click already moved on); nothing happens;
 * - `refused`: the step (or, on Submit, the first invalid earlier step, which is opened) has errors;
 * - `accepted`: the step completes; step 1 must first pass the bot check, and the last step sends the form.
 * `events` are what to record: for `accepted`, only once the bot check (if any) has passed.
 */
export type StepDecision =
  | { readonly outcome: 'ignored'; readonly events: readonly UnstampedEvent[] }
  | { readonly outcome: 'refused'; readonly events: readonly UnstampedEvent[] }
  | {
      readonly outcome: 'accepted'
      readonly events: readonly UnstampedEvent[]
      readonly botCheck: boolean
      readonly send: 'create' | 'edit' | null
    }

const LAST: FormStep = FORM_STEPS[FORM_STEPS.length - 1] ?? 5

/** Decides `form/SubmitStep` for `step` in `state`, judging dates on `today` (YYYY-MM-DD). Pure. */
export const decideSubmitStep = (state: AppState, requested: number, today: string): StepDecision => {
  const step = asStep(requested)
  if (step === null || step !== state.journey.step) return { outcome: 'ignored', events: [] }
  const fields = Object.keys(selectStepErrors(state, step, today))
  if (fields.length > 0) return { outcome: 'refused', events: [event('journey/StepRefused', { step, fields })] }
  if (step === LAST) {
    const earlier = firstInvalidStep(state, today)
    if (earlier !== null) {
      return {
        outcome: 'refused',
        events: [
          event('journey/StepOpened', { step: earlier }),
          event('journey/StepRefused', { step: earlier, fields: Object.keys(selectStepErrors(state, earlier, today)) }),
        ],
      }
    }
  }
  return {
    outcome: 'accepted',
    events: [event('journey/StepCompleted', { step })],
    botCheck: step === 1,
    send: step === LAST ? state.journey.mode : null,
  }
}

/**
 * Decides `form/GoToStep` (a step header, or Back): a step up to the furthest reached opens with no
 * validation (F2.04); a step beyond it, the step already shown, or no step at all decides nothing.
 */
export const decideGoToStep = (state: AppState, requested: number): UnstampedEvent[] => {
  const step = asStep(requested)
  return step === null || !selectCanOpenStep(state, step) ? [] : [event('journey/StepOpened', { step })]
}
