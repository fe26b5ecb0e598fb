import type { Draft } from 'immer'
import type { DomainEvent, EventOf, EventType } from '../src/domain/events'

/** One projection's handlers: the events it folds, each with its own typed event. */
export type Handlers<S> = { readonly [T in EventType]?: (draft: Draft<S>, e: EventOf<T>) => void }

/**
 * A projection's fold step from its handler map: folds an event into a draft that is already open (the root's
 * Immer draft, or the replay's own copy); an event without a handler touches nothing.
 */
export const foldOf =
  <S>(handlers: Handlers<S>) =>
  (d: Draft<S>, e: DomainEvent): void => {
    const handle = handlers[e.type] as ((d: Draft<S>, e: DomainEvent) => void) | undefined
    if (handle !== undefined) handle(d, e)
  }
