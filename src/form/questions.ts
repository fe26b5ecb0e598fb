import type { AppState } from '../../reducers/root'
import { FORM_STEPS, type FormSection, type FormStep, type Question } from './record'
import { ABOUT_YOU } from './sections/about-you'
import { ABOUT_YOUR_BIKE } from './sections/about-your-bike'
import { ADDITIONAL_RIDERS } from './sections/additional-riders'
import { COVER_DETAILS } from './sections/cover-details'
import { YOUR_DETAILS } from './sections/your-details'

/*
 * The quote form's layout (000 §2): the five sections, each a list of headed groups of questions in the order
 * the rider meets them, assembled from the section record files (sections/*.ts, one per section). A question's
 * id is the path of its answer in the proposal, so an error record, a scroll target and the stored answer all
 * share one name. The screens render from this; the step validation validates the visible questions of a step.
 */

export * from './record'
export { showsVehicleLookup, vehicleLookupMode, type VehicleLookupMode } from './sections/about-your-bike'
export { personQuestion, riderQuestions, RIDER_PATHS, PERSON_RECORDS, type PersonPath } from './dialogs/rider'

/** The five sections of the quote form, in step order. */
export const FORM_SECTIONS: readonly FormSection[] = [ABOUT_YOU, ABOUT_YOUR_BIKE, YOUR_DETAILS, COVER_DETAILS, ADDITIONAL_RIDERS]

/** The section of a step. Throws RangeError for a step that is not 1 to 5. */
export const sectionOf = (step: FormStep): FormSection => {
  const section = FORM_SECTIONS[step - 1]
  if (section === undefined) throw new RangeError(`no form section ${String(step)}`)
  return section
}

const STEP_QUESTIONS: ReadonlyMap<FormStep, readonly Question[]> = new Map(
  FORM_SECTIONS.map((s) => [s.step, s.groups.flatMap((g) => g.questions)]),
)

/**
 * Every question of a step's section, in order, shown or not. The additional riders' own questions are not
 * among them: they are asked in the rider dialog (`riderQuestions`). Throws RangeError for a step not 1 to 5.
 */
export const questionsOf = (step: FormStep): readonly Question[] => {
  const questions = STEP_QUESTIONS.get(step)
  if (questions === undefined) throw new RangeError(`no form section ${String(step)}`)
  return questions
}

/** The questions of a step that are shown in this state, in order. */
export const visibleQuestionsOf = (s: AppState, step: FormStep): readonly Question[] => questionsOf(step).filter((q) => q.visible(s))

/** The step a question id belongs to (a rider's questions belong to step 5); null for an unknown id. */
export const stepOfQuestion = (id: string): FormStep | null => {
  if (/^risk\.additional_drivers\.\d+\./.test(id)) return 5
  for (const step of FORM_STEPS) if (questionsOf(step).some((q) => q.id === id)) return step
  return null
}
