import type { Channel } from 'redux-saga'
import { actionChannel, all, call, fork, take } from 'redux-saga/effects'
import type { Command } from '../src/domain/commands'
import { AFTER_QUOTE_COMMANDS } from './after-quote-commands'
import { FORM_STEP_COMMANDS } from './form-steps-commands'
import { loadAfterQuote, loadFormSteps } from './lazy-flows'

export { flowsReadyFor, loadAfterQuote, loadFormSteps } from './lazy-flows'
import { watchLoadProposal } from './proposal-load'
import { watchGoToStep, watchOpenForm, watchSubmitStep } from './quote-form'
import { watchLoadList } from './reference-lists'

/** The flows after the quote form, as loaded on first use (their module is a bundle of its own). */
type AfterQuote = typeof import('./after-quote')

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
