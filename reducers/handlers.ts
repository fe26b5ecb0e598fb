import { produce, type Draft } from 'immer'
import type { DomainEvent, EventOf, EventType } from '../src/domain/events'

/** One projection's handlers: the events it folds, each with its own typed event. */
export type Handlers<S> = { readonly [T in EventType]?: (draft: Draft<S>, e: EventOf<T>) => void }

/** A projection's reducer, plus `apply` to fold an event into a draft that is already open (batched replay). */
export interface Projection<S> {
  (state: S | undefined, e: DomainEvent): S
  readonly apply: (draft: Draft<S>, e: DomainEvent) => void
}

/**
 * A reducer from a handler map: events without a handler return the same state object at once (no
 * draft is made), so a projection pays only for the events it folds.
 */
export const reducerOf = <S>(initial: S, handlers: Handlers<S>): Projection<S> => {
  const apply = (d: Draft<S>, e: DomainEvent): void => {
    const handle = handlers[e.type] as ((d: Draft<S>, e: DomainEvent) => void) | undefined
    if (handle !== undefined) handle(d, e)
  }
  const reducer = (state: S = initial, e: DomainEvent): S => {
    const handle = handlers[e.type] as ((d: Draft<S>, e: DomainEvent) => void) | undefined
    return handle === undefined ? state : produce(state, (d) => handle(d, e))
  }
  return Object.assign(reducer, { apply })
}
