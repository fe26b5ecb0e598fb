import type { Clock } from '../domain/clock'
import type { Middleware } from 'redux'
import { DomainEvent, isEventType, type UnstampedEvent } from '../domain/events'
import { describeFirstError } from '../trail/decode-trail'

/** The append-only log of one session's events, in order. The projections are folds of it. */
export interface EventLog {
  readonly session: string
  all(): readonly DomainEvent[]
  append(e: DomainEvent): void
  /** Called after each append; returns an unsubscribe function. */
  subscribe(listener: (e: DomainEvent) => void): () => void
}

export const createEventLog = (session: string, initial: readonly DomainEvent[] = []): EventLog => {
  const events: DomainEvent[] = [...initial]
  const listeners = new Set<(e: DomainEvent) => void>()
  return {
    session,
    all: () => events,
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

/**
 * Stamps every dispatched event with its sequence number, time and session, checks it against the
 * `DomainEvent` codec, and appends it to the log before the reducers see it. An event that fails the codec
 * is a programming error: it is refused with the failing path and never enters the log. Commands and other
 * actions pass through untouched.
 */
export const eventMiddleware =
  (log: EventLog, clock: Clock): Middleware =>
  () =>
  (next) =>
  (action) => {
    if (!isUnstamped(action)) return next(action)
    const stamped = { ...action, meta: { seq: log.all().length + 1, at: clock.now(), session: log.session } }
    const decoded = DomainEvent.decode(stamped)
    if (decoded._tag === 'Left') {
      throw new Error(`Refused event ${action.type}: ${describeFirstError(decoded.left)}`)
    }
    log.append(decoded.right)
    return next(decoded.right)
  }
