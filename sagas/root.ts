import type { Channel } from 'redux-saga'
import { actionChannel, all, call, fork, take } from 'redux-saga/effects'
import type { Command } from '../src/domain/commands'
import { AFTER_QUOTE_COMMANDS } from './after-quote-commands'
import { FORM_STEP_COMMANDS } from './form-steps-commands'
import { loadAfterQuote, loadFormSteps } from './lazy-flows'

export { flowsReadyFor } from './lazy-flows'
import { watchLoadProposal } from './proposal-load'
import { watchGoToStep, watchOpenForm, watchSubmitStep } from './quote-form'
import { watchLoadList } from './reference-lists'

/**
 * A group of flows that starts on its first command: every command of the group is buffered from the start, the
 * group's module loads (`load`), and its runner takes the commands from there, the first one included.
 */
function* watchLazily<M>(types: readonly string[], load: () => Promise<M>, runner: (m: M) => (commands: Channel<Command>, first: Command) => Generator) {
  const commands: Channel<Command> = yield actionChannel([...types])
  const first: Command = yield take(commands)
  const flows: M = yield call(load)
  yield call(runner(flows), commands, first)
}

/** The flows after the quote (sagas/after-quote.ts): handled in order, one at a time. */
const watchAfterQuote = () =>
  watchLazily(AFTER_QUOTE_COMMANDS, loadAfterQuote, (m) => m.runAfterQuote as (c: Channel<Command>, f: Command) => Generator)

/** The flows of the form's later steps (sagas/form-steps.ts): handled as they come. */
const watchFormSteps = () =>
  watchLazily(FORM_STEP_COMMANDS, loadFormSteps, (m) => m.runFormSteps as (c: Channel<Command>, f: Command) => Generator)

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
