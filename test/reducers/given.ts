import * as t from 'io-ts'
import { isLeft } from 'fp-ts/lib/Either'
import { PathReporter } from 'io-ts/lib/PathReporter'
import { expect } from 'chai'
import { DomainEvent, type DetailField, type DetailValue, type EventType, type PayloadOf, type PersonField, type PersonValue, type Who } from '../../src/domain/events'
import { replay, rootReducer, type AppState } from '../../reducers/root'

/** The stamp every test event gets: a fixed moment and session, so a test's log is the same on every run. */
export const AT = '2026-03-02T10:00:00.000Z'
export const SESSION = 'test-session'

/**
 * A payload as a test writes it: the codec's type with its brands taken off, so `'AB12CDE'` can stand
 * for a UkRegistration. The brands are checked where they matter: `stamp` decodes every event.
 */
export type Loose<T> = T extends string & t.Brand<unknown>
  ? string
  : T extends number & t.Brand<unknown>
    ? number
    : T extends readonly (infer U)[]
      ? Loose<U>[]
      : T extends object
        ? { [K in keyof T]: Loose<T[K]> }
        : T

/** An event before it is stamped and decoded. */
export interface Fact {
  readonly type: EventType
  readonly payload: unknown
}

/** Builds an unstamped event; its payload is typed by the event type (brands aside). */
export const fact = <T extends EventType>(type: T, payload: Loose<PayloadOf<T>>): Fact => ({ type, payload })

/** A plain person answer: `proposal/PersonAnswered` about the proposer or the rider at an index. */
export const person = <K extends PersonField>(who: Who, field: K, value: Loose<PersonValue<K>>): Fact => ({
  type: 'proposal/PersonAnswered',
  payload: { who, field, value },
})

/** A plain proposal answer: `proposal/DetailAnswered`. */
export const detail = <K extends DetailField>(field: K, value: Loose<DetailValue<K>>): Fact => ({
  type: 'proposal/DetailAnswered',
  payload: { field, value },
})

const codecOf = (type: string): t.Mixed | undefined =>
  DomainEvent.type.types.find((c) => (c as unknown as { props: { type: t.LiteralC<string> } }).props.type.value === type)

/**
 * Stamps facts with `meta` (seq counting up from `firstSeq`, the fixed `AT`, the test `SESSION`) and decodes
 * each with the `DomainEvent` codec. Throws, naming the event and its failing paths, when one is invalid:
 * a test cannot fold an event the product would refuse.
 */
export const stamp = (facts: readonly Fact[], firstSeq = 1): DomainEvent[] =>
  facts.map((f, i) => {
    const raw = { type: f.type, payload: f.payload, meta: { seq: firstSeq + i, at: AT, session: SESSION } }
    const decoded = DomainEvent.decode(raw)
    if (!isLeft(decoded)) return decoded.right
    const member = codecOf(f.type)
    const why = member === undefined ? ['not a DomainEvent type'] : PathReporter.report(member.decode(raw)).slice(0, 5)
    throw new Error(`invalid test event #${firstSeq + i} ${f.type}: ${why.join('; ')}`)
  })

/** The state after the facts, folded from the initial state. */
export const stateAfter = (...facts: Fact[]): AppState => replay(stamp(facts))

/**
 * The state after one more fact, folded by the root reducer alone, as the store folds each event it is sent
 * (a replay would hand back the old projections whenever the new ones are deep-equal, hiding a needless copy).
 */
export const foldOne = (state: AppState, f: Fact): AppState => {
  const [e] = stamp([f], 1000)
  if (e === undefined) throw new Error('no event')
  return rootReducer(state, e)
}

interface Then {
  /** Runs the assertion on the state after the `when` events (and the state before them); returns the state after. */
  then(assert: (after: AppState, before: AppState) => void): AppState
  /** Asserts that the `when` events left the state as it was: deep-equal, and the very same proposal and lookups objects. */
  thenNothingChanges(): AppState
}

interface Given {
  when(...events: Fact[]): Then
  /** The state after the history alone. */
  readonly state: AppState
}

/**
 * `given(...history).when(...events).then(state => ...)`, in the style of the decider samples: the history
 * and the new events are stamped in one sequence and folded with the root reducer.
 */
export const given = (...history: Fact[]): Given => {
  const before = replay(stamp(history))
  return {
    state: before,
    when: (...events) => {
      const after = replay(stamp(events, history.length + 1), before)
      return {
        then: (assert) => {
          assert(after, before)
          return after
        },
        thenNothingChanges: () => {
          expect(after).to.deep.equal(before)
          expect(after.proposal, 'the proposal is the same object').to.equal(before.proposal)
          expect(after.lookups, 'the lookups are the same object').to.equal(before.lookups)
          return after
        },
      }
    },
  }
}
