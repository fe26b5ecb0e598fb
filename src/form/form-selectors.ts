import { createSelector, lruMemoize } from 'reselect'
import { FORM_STEPS, validateStep, visibleQuestionsOf, type CalendarFacts, type FormStep, type Question, type StepErrors } from './index'
import { selectRefusedFields } from '../../reducers/journey-selectors'
import { selectPerson } from '../../reducers/proposal-selectors'
import type { AppState } from '../../reducers/root'

/*
 * Queries of the quote form: which questions a step shows, what is wrong with it, and which step headers may
 * be clicked. Visibility and validation read the proposal, the form mode and the typed postcode; the
 * selectors take the whole state and keep their previous answer when the new one is equal, so a component
 * re-renders only when its step's errors or questions really change.
 */

/** True when two error records hold the same ids with the same messages, in the same order. */
const sameErrors = (a: StepErrors, b: StepErrors): boolean => {
  const ka = Object.keys(a)
  const kb = Object.keys(b)
  return ka.length === kb.length && ka.every((k, i) => k === kb[i] && a[k] === b[k])
}

/** True when two id lists hold the same ids in the same order. */
const sameIds = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((id, i) => id === b[i])

/** A form step number (1 to 5), or null for anything else (0, 6, 2.5, NaN, null). */
export const asStep = (n: number | null): FormStep | null =>
  n !== null && Number.isInteger(n) && n >= 1 && n <= FORM_STEPS.length ? (n as FormStep) : null

const state = (s: AppState): AppState => s
const todayArg = (_s: AppState, today: string): string => today

/**
 * One memoised selector per step, so each step keeps its own last answer: re-validating step 2 does not
 * push step 1's answer out, and an equal answer comes back as the very same object.
 */
const perStep = <R>(make: (step: FormStep) => R): ((step: FormStep) => R) => {
  const made = new Map(FORM_STEPS.map((step) => [step, make(step)]))
  return (step) => {
    const selector = made.get(step)
    if (selector === undefined) throw new RangeError(`no form step ${String(step)}`)
    return selector
  }
}

const stepErrorsOf = perStep((step) =>
  createSelector([state, todayArg], (s, today): StepErrors => validateStep(s, step, today), {
    memoize: lruMemoize,
    memoizeOptions: { resultEqualityCheck: sameErrors },
  }),
)

const NO_ERRORS: StepErrors = {}

/**
 * The errors of a step's shown questions on `today` (YYYY-MM-DD): question id → message, in question order;
 * none while the caller says its section has not `loaded` (a step shown from a link before its code arrived).
 * Memoised per step; an equal answer for a later state is the previous object. Throws RangeError when
 * `today` is not YYYY-MM-DD or the step is not 1 to 5.
 */
export const selectStepErrors = (s: AppState, step: FormStep, today: string, loaded = true): StepErrors =>
  loaded ? stepErrorsOf(step)(s, today) : NO_ERRORS

/**
 * The messages the form shows for a step on `today`: those of the questions Continue refused (the journey's
 * refused fields) that are still wrong, in the order they were refused, live as the rider corrects them. Before
 * Continue has refused anything the step is not judged at all, so an answer given then validates nothing; none
 * either while the caller says its section has not `loaded`. Throws as `selectStepErrors` does.
 */
export const selectShownErrors = (s: AppState, step: FormStep, today: string, loaded = true): StepErrors => {
  const refused = selectRefusedFields(s)
  if (refused.length === 0 || !loaded) return NO_ERRORS
  const errors = selectStepErrors(s, step, today)
  const shown: Record<string, string> = {}
  for (const id of refused) {
    const message = errors[id]
    if (message !== undefined) shown[id] = message
  }
  return shown
}

const visibleQuestionsOfStep = perStep((step) =>
  createSelector([state], (s): readonly string[] => visibleQuestionsOf(s, step).map((q) => q.id), {
    memoize: lruMemoize,
    memoizeOptions: { resultEqualityCheck: sameIds },
  }),
)

/**
 * The ids of the questions a step shows in this state, in order (additional riders' own questions, asked in
 * the rider modal, excluded). Memoised per step; an equal list for a later state is the previous array.
 */
export const selectVisibleQuestions = (s: AppState, step: FormStep): readonly string[] => visibleQuestionsOfStep(step)(s)

/** The step the rider is on (1 before the form has opened). */
export const selectCurrentStep = (s: AppState): FormStep => asStep(s.journey.step) ?? 1

/** The furthest step the rider has reached (every step on the edit form). */
const selectFurthestStep = (s: AppState): FormStep => asStep(s.journey.furthestStep) ?? 1

/**
 * Whether a step can be opened from its header (F2.04): any step up to the furthest reached, other than the
 * one shown, opens without validation; a step beyond the furthest cannot. The headers' buttons and the
 * `form/GoToStep` decision both ask this.
 */
export const selectCanOpenStep = (s: AppState, step: FormStep): boolean =>
  step !== selectCurrentStep(s) && step >= 1 && step <= selectFurthestStep(s)

/** The steps whose header opens them now (`selectCanOpenStep`), in order. */
export const selectOpenableSteps = (s: AppState): FormStep[] => FORM_STEPS.filter((step) => selectCanOpenStep(s, step))

/** The start of every question id of rider `index` (0-based): 'risk.additional_drivers.{index}.'. */
const riderPrefix = (index: number): string => `risk.additional_drivers.${index}.`

/**
 * The errors of additional rider `index` on `today` (YYYY-MM-DD): step 5's errors whose id is one of that
 * rider's questions, in question order, in they/their wording. `{}` when the rider is complete and valid.
 * Throws RangeError when `today` is not YYYY-MM-DD.
 */
export const selectRiderErrors = (s: AppState, index: number, today: string): StepErrors => {
  const prefix = riderPrefix(index)
  return Object.fromEntries(Object.entries(validateStep(s, 5, today)).filter(([id]) => id.startsWith(prefix)))
}

/** Whether question `q` is shown in this state. */
export const selectQuestionShown = (s: AppState, q: Question): boolean => q.visible(s)

/** The ids of those of `questions` shown in this state, in order. */
export const selectShownIds = (s: AppState, questions: readonly Question[]): string[] => questions.filter((q) => q.visible(s)).map((q) => q.id)

/** Whether question `q` is shown but cannot be answered now (the voluntary excess for TPO cover). */
export const selectQuestionDisabled = (s: AppState, q: Question): boolean => q.disabled?.(s) ?? false

/** The codes of its list question `q` may take now; null for every one. */
export const selectAllowedCodes = (s: AppState, q: Question): readonly string[] | null => q.allowed?.(s) ?? null

/** The date of birth of the person question `q` is about (the proposer or a rider), null for a question about the proposal. */
const selectOwnDateOfBirth = (s: AppState, q: Question): string | null =>
  q.about === 'person' ? (selectPerson(s, q.who)?.date_of_birth ?? null) : null

/**
 * What the picker bounds of date question `q` rest on, on `today`: the proposer's date of birth, that of the
 * person the question is about and the bike's year; null for a question that is no date. An object of plain
 * values, so a component reading it through `useAppSelector` is drawn again only when one of them changes, not
 * on every change of the proposer or the bike.
 */
export const selectCalendarFacts = (s: AppState, q: Question, today: string): CalendarFacts | null =>
  q.kind === 'date'
    ? {
        today,
        proposerDateOfBirth: s.proposal.risk.proposer.date_of_birth ?? null,
        ownDateOfBirth: selectOwnDateOfBirth(s, q),
        vehicleYear: s.proposal.risk.vehicle.year ?? null,
      }
    : null

/** The message of question `q` in this state on `today`, as the screens after the quote judge it (not the edit form); null when valid. */
export const selectQuestionMessage = (s: AppState, q: Question, today: string): string | null => q.check({ state: s, today, editForm: false })

/**
 * The message of question `q` once Continue has refused it (the journey's refused fields), then live as the
 * rider corrects it (`selectQuestionMessage`); null before.
 */
export const selectRefusedMessage = (s: AppState, q: Question, today: string): string | null =>
  selectRefusedFields(s).includes(q.id) ? selectQuestionMessage(s, q, today) : null
