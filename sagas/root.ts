import type { Channel } from 'redux-saga'
import { actionChannel, all, call, fork, take } from 'redux-saga/effects'
import type { Command } from '../src/domain/commands'
import { AFTER_QUOTE_COMMANDS } from './after-quote-commands'
import { watchLookupAddress } from './address-lookup'
import { watchLeaveAddons } from './addons'
import { watchManualCascade } from './manual-cascade'
import { watchAnswerMedicalCondition } from './medical-condition'
import { watchLoadProposal } from './proposal-load'
import { watchGoToStep, watchOpenForm, watchSubmitStep } from './quote-form'
import { watchLoadList } from './reference-lists'
import { watchRiders } from './riders'
import { watchFindAnotherRegistration, watchLookupRegistration } from './vehicle-lookup'

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

/** Every flow's watcher. */
export function* rootSaga() {
  yield all([
    fork(watchLoadList),
    fork(watchLookupRegistration),
    fork(watchFindAnotherRegistration),
    fork(watchRiders),
    fork(watchManualCascade),
    fork(watchLookupAddress),
    fork(watchAnswerMedicalCondition),
    fork(watchOpenForm),
    fork(watchGoToStep),
    fork(watchSubmitStep),
    fork(watchLoadProposal),
    fork(watchLeaveAddons),
    fork(watchAfterQuote),
  ])
}
