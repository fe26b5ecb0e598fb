import type { AppState } from '../../reducers/root'
import { FORM_STEPS, type FormSection, type FormStep, type Question } from './record'
import { ABOUT_YOU } from './sections/about-you'
import { loadCode } from '../api/code-loading'

/*
 * The quote form's layout (000 §2): the five sections, each a list of headed groups of questions in the order
 * the rider meets them, assembled from the section record files (sections/*.ts, one per section). A question's
 * id is the path of its answer in the proposal, so an error record, a scroll target and the stored answer all
 * share one name. The screens render from this; the step validation validates the visible questions of a step.
 *
 * Section 1 is here from the start; sections 2 to 5 are one chunk loaded on demand (`loadAllSections`), so a
 * rider's first page carries only the questions it asks. The form's sagas load them before deciding a step, the
 * form screen before showing one, and the rider's first answer starts the load in the background.
 */

export * from './record'

let sections: readonly FormSection[] = [ABOUT_YOU]
let loading: Promise<void> | null = null

/**
 * Makes sections 2 to 5 available: what `loadAllSections` does once their chunk arrives.
 *
 * @internal Exported for the tests' set-up (test/setup/form-sections.ts), which must register the sections from a
 * static import before mocha reads the test files, where `loadAllSections` would resolve only later.
 */
export const registerLaterSections = (later: readonly FormSection[]): void => {
  sections = [ABOUT_YOU, ...later]
  loading ??= Promise.resolve()
}

/** Loads sections 2 to 5 (once; later calls share the load). Resolves when every section is available. */
export const loadAllSections = (): Promise<void> =>
  (loading ??= loadCode(() => import('./sections/later')).then(({ LATER_SECTIONS }) => registerLaterSections(LATER_SECTIONS)))

/** True when a step's section is available now (section 1 always; 2 to 5 once `loadAllSections` resolved). */
export const isSectionLoaded = (step: FormStep): boolean => sections.some((s) => s.step === step)

/**
 * The section of a step. Throws RangeError for a step that is not 1 to 5, and Error for a section not loaded
 * yet (a caller that may run first awaits `loadAllSections`).
 */
export const sectionOf = (step: FormStep): FormSection => {
  const section = sections.find((s) => s.step === step)
  if (section !== undefined) return section
  if (!FORM_STEPS.includes(step)) throw new RangeError(`no form section ${String(step)}`)
  throw new Error(`form section ${String(step)} is not loaded yet: await loadAllSections() first`)
}

const stepQuestions = new WeakMap<FormSection, readonly Question[]>()

/**
 * Every question of a step's section, in order, shown or not. The additional riders' own questions are not
 * among them: they are asked in the rider dialog (`riderQuestions`). Throws as `sectionOf` does.
 */
export const questionsOf = (step: FormStep): readonly Question[] => {
  const section = sectionOf(step)
  const known = stepQuestions.get(section)
  if (known !== undefined) return known
  const questions = section.groups.flatMap((g) => g.questions)
  stepQuestions.set(section, questions)
  return questions
}

/** The questions of a step that are shown in this state, in order. */
export const visibleQuestionsOf = (s: AppState, step: FormStep): readonly Question[] => questionsOf(step).filter((q) => q.visible(s))
