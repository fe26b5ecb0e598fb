import { freeze, type Draft } from 'immer'
import type { DomainEvent, EventType } from '../src/domain/events'
import { initialJourney, journeyReducer, type JourneyEventType, type JourneyState } from './journey'
import { initialLookups, lookupsReducer, type LookupsEventType, type LookupsState } from './lookups'
import {
  applyToProposal,
  initialProposal,
  proposalReducer,
  replacesProposal,
  type ProposalEventType,
  type ProposalState,
} from './proposal'

/** Everything the screens read: projections of the event log, nothing else. */
export interface AppState {
  readonly proposal: ProposalState
  readonly journey: JourneyState
  readonly lookups: LookupsState
}

export const initialState: AppState = { proposal: initialProposal, journey: initialJourney, lookups: initialLookups }

/**
 * Does this event end the rider's session (001 §8: a 419 anywhere → Expired, and the session's state is
 * cleared)? Every API call a saga makes logs its failure as `journey/RequestFailed` (sagas/api-call.ts), so
 * this one predicate sees every 419, whichever saga made the call and wherever it sends the rider.
 */
const endsSession = (e: DomainEvent): boolean => e.type === 'journey/RequestFailed' && e.payload.error.kind === 'session-expired'

/**
 * The state once a session has ended: no proposal, no answers, no lookups, no payment page; what stays is
 * where the rider is, the failure that ended it (the Expired page and a support trail show it) and the
 * reference lists (public data, not the rider's).
 */
const afterSessionEnded = (state: AppState, e: DomainEvent): AppState => ({
  proposal: initialProposal,
  journey: journeyReducer({ ...initialJourney, path: state.journey.path }, e),
  lookups: { ...initialLookups, lists: state.lookups.lists },
})

/** Folds one event into every projection; the same object comes back when nothing changed. */
export const rootReducer = (state: AppState = initialState, e: DomainEvent): AppState => {
  if (endsSession(e)) return afterSessionEnded(state, e)
  const proposal = proposalReducer(state.proposal, e)
  const journey = journeyReducer(state.journey, e)
  // A new quote (the form opening reset the proposal) starts the lookups afresh too, keeping the reference lists.
  const lookups =
    e.type === 'journey/FormOpened' && proposal !== state.proposal
      ? { ...initialLookups, lists: state.lookups.lists }
      : lookupsReducer(state.lookups, e)
  return proposal === state.proposal && journey === state.journey && lookups === state.lookups
    ? state
    : { proposal, journey, lookups }
}

/**
 * Every event type is folded by a projection or declared here to change no state (a trail records it for
 * support and replay only). The mapped type is exhaustive: a new event that no reducer handles fails to
 * compile until it is handled or listed, and listing an event a reducer handles fails too.
 */
type WithoutStateConsequence = Exclude<EventType, ProposalEventType | JourneyEventType | LookupsEventType>
const _NO_STATE_CONSEQUENCE: { readonly [T in WithoutStateConsequence]: true } = {}

/** Does the payload hold any object (an item, a list, a server answer)? */
const holdsObjects = (payload: object): boolean => {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: copying a payload that holds no object (or only nulls) changes nothing but the time taken
  for (const v of Object.values(payload)) if (typeof v === 'object' && v !== null) return true
  // Stryker disable next-line BooleanLiteral: copying a payload that holds no object changes nothing but the time taken
  return false
}

/**
 * An event as it joins a batch: its payload is copied when it holds objects, so no object of an event
 * ever becomes part of a draft (where later events of the batch could mutate it) or of the state.
 */
const ownCopy = (e: DomainEvent): DomainEvent =>
  holdsObjects(e.payload) ? ({ ...e, payload: structuredClone(e.payload) } as DomainEvent) : e

/**
 * Can this event join the in-place fold of a replay? Every event but those that replace the proposal (folded
 * by `rootReducer`, whose answers are copied; the form opening is one, as it may start a new quote, whose reset
 * spans projections) and the end of a session (whose reset spans projections too).
 */
// Stryker disable next-line ConditionalExpression: batching nothing folds every event through rootReducer, which gives the same state (replay's property tests hold it to the fold); the batch only saves drafts and copies
const batchable = (e: DomainEvent): boolean => !replacesProposal(e.type) && !endsSession(e)

/**
 * The state after the given events, from the initial state: the same as `events.reduce(rootReducer,
 * initialState)` (a property test holds it to that), but folded in place: one private deep copy of `from`
 * is mutated by the same handlers the reducers run in their Immer drafts, so a long trail pays for no draft
 * and no copy per event. Events that replace a projection (the proposal answers, the form opening, list
 * loads) go through `rootReducer` and the changed projection is copied, so no object of an event becomes
 * part of the state being mutated; any other event with objects in its payload joins as a copy (`ownCopy`). The result is
 * deep-frozen once (one walk of the final state), as the store's states are in development.
 */
export const replay = (events: readonly DomainEvent[], from: AppState = initialState): AppState => {
  let state = structuredClone(from) as Draft<AppState>
  for (let i = 0; i < events.length; i++) {
    const original = events[i] as DomainEvent
    // Stryker disable next-line ConditionalExpression,BlockStatement: folding an event through rootReducer instead gives the same state (replay's property tests hold it to the fold); the batch only saves drafts and copies
    if (batchable(original)) {
      const e = ownCopy(original)
      applyToProposal(state.proposal, e)
      journeyReducer.apply(state.journey, e)
      lookupsReducer.apply(state.lookups, e)
      continue
    }
    const next = rootReducer(state as AppState, original)
    // A changed projection may hold the event's objects; with auto-freeze on, Immer also freezes what it
    // was given. Either way the projection is copied before it is mutated again.
    const own = <K extends keyof AppState>(k: K): Draft<AppState[K]> =>
      (next[k] !== state[k] || Object.isFrozen(next[k]) ? structuredClone(next[k]) : state[k]) as Draft<AppState[K]>
    state = { proposal: own('proposal'), journey: own('journey'), lookups: own('lookups') }
  }
  // Projections the events left as they were are `from`'s own objects, as folding event by event keeps them.
  const kept = <K extends keyof AppState>(k: K): AppState[K] => (sameValue(state[k], from[k]) ? from[k] : (state[k] as AppState[K]))
  const out = { proposal: kept('proposal'), journey: kept('journey'), lookups: kept('lookups') }
  if (out.proposal === from.proposal && out.journey === from.journey && out.lookups === from.lookups) return from
  return freeze(out, true)
}

/** Deep equality of plain JSON-like values (what states hold). */
const sameValue = (a: unknown, b: unknown): boolean => {
  if (a === b) return true
  if (a === null || b === null) return false
  // States are typed: at one path both hold the same kind of value, so what decides here is a primitive's
  // value, never an object set against a primitive or an array against an object (the checks keep the
  // comparison right for any JSON values).
  // Stryker disable next-line ConditionalExpression,LogicalOperator: an object is never compared with a primitive at one path of two states
  if (typeof a !== 'object' || typeof b !== 'object') return false
  // Stryker disable next-line ConditionalExpression,BooleanLiteral: an array is never compared with an object at one path of two states
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const ka = Object.keys(a)
  if (ka.length !== Object.keys(b).length) return false
  for (const k of ka) {
    // Stryker disable next-line ConditionalExpression,BooleanLiteral: states hold JSON values (no key holds undefined), so a key missing from b already fails the comparison of values below
    if (!Object.prototype.hasOwnProperty.call(b, k)) return false
    if (!sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false
  }
  return true
}
