import { AFTER_QUOTE_COMMANDS } from './after-quote-commands'
import { FORM_STEP_COMMANDS } from './form-steps-commands'
import { loadAllSections } from '../src/form/questions'

/*
 * The flows that load on first use (their modules are bundles of their own): the flows after the quote, and the
 * form's later steps (lookups, riders, sending the form). One promise each, shared by the root's watchers, the
 * sagas that need them and anything that must wait for them (a recorded session settling, a conversation replay).
 */

type AfterQuote = typeof import('./after-quote')
type FormSteps = typeof import('./form-steps')

let afterQuote: Promise<AfterQuote> | null = null
let formSteps: Promise<FormSteps> | null = null

/** The flows after the quote, loaded once. */
export const loadAfterQuote = (): Promise<AfterQuote> => (afterQuote ??= import('./after-quote'))

/** The flows of the form's later steps (and the form's sending), loaded once. */
export const loadFormSteps = (): Promise<FormSteps> => (formSteps ??= import('./form-steps'))

/**
 * Resolves once the flows that handle a command of this type are loaded (at once for the flows loaded from the
 * start): a recorded session or a replay waits for the module rather than guessing how long it takes. A step's
 * Continue may send the form, whose flow is among the later steps'; the form's commands need its sections.
 */
export const flowsReadyFor = async (type: string): Promise<void> => {
  if ((AFTER_QUOTE_COMMANDS as readonly string[]).includes(type)) await loadAfterQuote()
  if ((FORM_STEP_COMMANDS as readonly string[]).includes(type) || type === 'form/SubmitStep') await loadFormSteps()
  // The form's sections 2 to 5 load on demand too, and the form's sagas wait for them.
  if (type.startsWith('form/')) await loadAllSections()
}
