import type { Channel } from 'redux-saga'
import { actionChannel, all, call, fork, take } from 'redux-saga/effects'
import type { Command } from '../src/domain/commands'
import { AFTER_QUOTE_COMMANDS } from './after-quote-commands'
import { FORM_STEP_COMMANDS } from './form-steps-commands'
import { watchLoadProposal } from './proposal-load'
import { watchGoToStep, watchOpenForm, watchSubmitStep } from './quote-form'
import { watchLoadList } from './reference-lists'

/** The flows after the quote form, as loaded on first use (their module is a bundle of its own). */
type AfterQuote = typeof import('./after-quote')

let afterQuote: Promise<AfterQuote> | null = null
/**
 * The flows after the quote, loaded once: the root's watcher and anything that must wait for them (a recorded
 * session settling, a conversation replay) share the one promise.
 */
export const loadAfterQuote = (): Promise<AfterQuote> => (afterQuote ??= import('./after-quote'))

/**
 * The flows after the quote start on their first command: every command of theirs is buffered from the start,
 * the module loads, and it handles them in order (one at a time).
 */
export function* watchAfterQuote() {
  const commands: Channel<Command> = yield actionChannel([...AFTER_QUOTE_COMMANDS])
  const first: Command = yield take(commands)
  const flows: AfterQuote = yield call(loadAfterQuote)
  yield call(flows.runAfterQuote, commands as never, first as never)
}

type FormSteps = typeof import('./form-steps')

let formSteps: Promise<FormSteps> | null = null
/** The flows of the form's later steps, loaded once (shared by the watcher and anything that must wait for them). */
export const loadFormSteps = (): Promise<FormSteps> => (formSteps ??= import('./form-steps'))

/**
 * The flows of the form's later steps start on their first command: every command of theirs is buffered from
 * the start, the module loads, and it handles them as they come.
 */
export function* watchFormSteps() {
  const commands: Channel<Command> = yield actionChannel([...FORM_STEP_COMMANDS])
  const first: Command = yield take(commands)
  const flows: FormSteps = yield call(loadFormSteps)
  yield call(flows.runFormSteps, commands as never, first as never)
}

/**
 * Resolves once the flows that handle a command of this type are loaded (at once for the flows loaded from the
 * start): a recorded session or a replay waits for the module rather than guessing how long it takes.
 */
export const flowsReadyFor = async (type: string): Promise<void> => {
  if ((AFTER_QUOTE_COMMANDS as readonly string[]).includes(type)) await loadAfterQuote()
  if ((FORM_STEP_COMMANDS as readonly string[]).includes(type)) await loadFormSteps()
}

/** Every flow's watcher. */
export function* rootSaga() {
  yield all([
    fork(watchLoadList),
    fork(watchOpenForm),
    fork(watchGoToStep),
    fork(watchSubmitStep),
    fork(watchLoadProposal),
    fork(watchFormSteps),
    fork(watchAfterQuote),
  ])
}
