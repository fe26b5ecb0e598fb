import type { Clock } from '../domain/clock'
import type { Middleware } from 'redux'
import { Command, isCommandType } from '../domain/commands'
import { DomainEvent, isEventType, type UnstampedEvent } from '../domain/events'
import type { ConversationEntry } from '../domain/trail/conversation'
import { describeFirstError } from '../domain/decode-report'

/**
 * The append-only log of one session's events, in order. The projections are folds of it. Beside the
 * events it keeps the session's conversation: commands, UI-dispatched events and the sagas' calls.
 */
export interface EventLog {
  readonly session: string
  all(): readonly DomainEvent[]
  append(e: DomainEvent): void
  conversation(): readonly ConversationEntry[]
  /**
   * Appends a conversation entry (a call's outcome may be filled in later, when it arrives). Returns, for a call,
   * its place among the conversation's calls (0 for the first), which its answer entry names; else -1.
   */
  record(entry: ConversationEntry): number
  /** Called after each append; returns an unsubscribe function. */
  subscribe(listener: (e: DomainEvent) => void): () => void
}

export const createEventLog = (
  session: string,
  initial: readonly DomainEvent[] = [],
  initialConversation: readonly ConversationEntry[] = [],
): EventLog => {
  const events: DomainEvent[] = [...initial]
  const entries: ConversationEntry[] = [...initialConversation]
  let calls = entries.filter((e) => e.kind === 'call').length
  const listeners = new Set<(e: DomainEvent) => void>()
  return {
    session,
    all: () => events,
    conversation: () => entries,
    record: (entry) => {
      entries.push(entry)
      return entry.kind === 'call' ? calls++ : -1
    },
    append: (e) => {
      events.push(e)
      for (const l of listeners) l(e)
    },
    subscribe: (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
  }
}

export type { Clock } from '../domain/clock'

export const systemClock: Clock = { now: () => new Date().toISOString() }

const isUnstamped = (action: unknown): action is UnstampedEvent =>
  typeof action === 'object' &&
  action !== null &&
  isEventType((action as { type?: unknown }).type) &&
  (action as { meta?: unknown }).meta === undefined

/** redux-saga marks what a saga `put`s with this property; anything else was dispatched by the UI. */
const SAGA_ACTION = '@@redux-saga/SAGA_ACTION'
const isSagaAction = (action: object): boolean => (action as Record<string, unknown>)[SAGA_ACTION] === true

/**
 * Records commands in the log's conversation, then stamps every dispatched event with its sequence number, time and session, checks it against the
 * `DomainEvent` codec, and appends it to the log before the reducers see it. An event that fails the codec
 * is a programming error: it is refused with the failing path and never enters the log. An event the UI
 * dispatched (not a saga) is also noted in the conversation, so a replay can dispatch it again. Commands and
 * other actions pass through untouched.
 */
export const eventMiddleware =
  (log: EventLog, clock: Clock): Middleware =>
  () =>
  (next) =>
  (action) => {
    if (!isUnstamped(action)) {
      const a = action as { type?: unknown }
      if (typeof action === 'object' && action !== null && isCommandType(a.type)) {
        // Only what the codec knows is kept; a command it refuses is left out (replay then shows the gap).
        const cmd = Command.decode(action)
        if (cmd._tag === 'Right') {
          const { type, payload } = cmd.right
          log.record({ kind: 'command', after: log.all().length, at: clock.now() as never, command: { type, payload } as Command })
        }
      }
      return next(action)
    }
    const stamped = { ...action, meta: { seq: log.all().length + 1, at: clock.now(), session: log.session } }
    const decoded = DomainEvent.decode(stamped)
    if (decoded._tag === 'Left') {
      throw new Error(`Refused event ${action.type}: ${describeFirstError(decoded.left)}`)
    }
    log.append(decoded.right)
    if (!isSagaAction(action)) log.record({ kind: 'input', seq: decoded.right.meta.seq })
    return next(decoded.right)
  }
