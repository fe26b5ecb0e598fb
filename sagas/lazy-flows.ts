import { loadCode } from '../src/api/code-loading'

/*
 * The modules of flows that load on first use (each a bundle of its own in the browser): the flows after the
 * quote, and the form's later steps (lookups, riders, sending the form). One promise each, shared by the root's
 * watchers, the sagas that need them and anything that must wait for them (a recorded session settling, a
 * conversation replay). Which command's flow lives in which is said in sagas/flows.ts.
 */

type AfterQuote = typeof import('./after-quote')
type FormSteps = typeof import('./form-steps')

let afterQuote: Promise<AfterQuote> | null = null
let formSteps: Promise<FormSteps> | null = null

/** The flows after the quote, loaded once (a load that failed, as offline, is tried again on the next call). */
export const loadAfterQuote = (): Promise<AfterQuote> =>
  (afterQuote ??= loadCode(() => import('./after-quote')).catch((err: unknown) => {
    afterQuote = null
    throw err
  }))

/** The flows of the form's later steps (and the form's sending), loaded once (a failed load is tried again on the next call). */
export const loadFormSteps = (): Promise<FormSteps> =>
  (formSteps ??= loadCode(() => import('./form-steps')).catch((err: unknown) => {
    formSteps = null
    throw err
  }))
