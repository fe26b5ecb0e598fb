import { applyMiddleware, compose, legacy_createStore as createStore, type Action, type Middleware, type Store } from 'redux'
import createSagaMiddleware from 'redux-saga'
import { initialState, replay, rootReducer, type AppState } from '../../reducers/root'
import { DEPS, type SagaDeps } from '../../sagas/context'
import { commandGate, rootSaga } from '../../sagas/root'
import { isEventType, type DomainEvent } from '../domain/events'
import type { ConversationEntry } from '../domain/trail/conversation'
import type { Timestamp } from '../domain/primitives'
import { createEventLog, eventMiddleware, type EventLog } from './event-log'
import { recordingDeps } from './recording-deps'

const isStampedEvent = (a: Action): a is DomainEvent => isEventType(a.type) && (a as { meta?: unknown }).meta !== undefined

/** The redux reducer: folds stamped events; commands and framework actions leave the state as it is. */
const storeReducer = (state: AppState | undefined, action: Action): AppState =>
  isStampedEvent(action) ? rootReducer(state ?? initialState, action) : (state ?? initialState)

export interface AppStore {
  readonly store: Store<AppState>
  readonly log: EventLog
  /**
   * Starts the sagas afresh on the store as it stands, as a new page of the session does: what the running
   * flows were waiting for never reaches them. For the conversation replay, at a recorded page start.
   */
  restartSagas(): void
}

export interface StoreOptions {
  /** Events of an earlier run of this session: folded into the starting state, and the log continues them. */
  readonly events?: readonly DomainEvent[]
  /** The conversation of those events (commands, UI inputs, calls), which the log's conversation continues. */
  readonly conversation?: readonly ConversationEntry[]
  /** The state those events fold to, when the caller has folded them already (else they are replayed here). */
  readonly state?: AppState
  /** Middleware that sees every action before the event middleware stamps and logs it. */
  readonly middleware?: readonly Middleware[]
  /** Composes the store's enhancers (development builds pass the Redux DevTools extension's compose). */
  readonly compose?: typeof compose
}

/**
 * Wires the store: events are stamped and logged by the event middleware, then folded; commands reach the
 * sagas (each once its flow's code has loaded: `commandGate`), which get their I/O (API, clock, ids, navigation)
 * from `deps`. The page's start, commands, UI-dispatched events, every call the sagas make and the taking of
 * each answer are recorded in the log's conversation (for the trail).
 */
export const createAppStore = (deps: SagaDeps, session: string = deps.ids.uuid(), opts: StoreOptions = {}): AppStore => {
  const events = opts.events ?? []
  const log = createEventLog(session, events, opts.conversation)
  const sagas = createSagaMiddleware({ context: { [DEPS]: recordingDeps(deps, log) } })
  const enhance = opts.compose ?? compose
  const store = createStore(
    storeReducer,
    opts.state ?? replay(events),
    enhance(applyMiddleware(...(opts.middleware ?? []), commandGate, eventMiddleware(log, deps.clock), sagas)),
  )
  log.record({ kind: 'start', after: log.all().length, at: deps.clock.now() as Timestamp })
  let task = sagas.run(rootSaga)
  const restartSagas = (): void => {
    task.cancel()
    task = sagas.run(rootSaga)
  }
  return { store, log, restartSagas }
}
