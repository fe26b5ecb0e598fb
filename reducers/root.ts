import { castDraft, freeze, produce, type Draft } from 'immer'
import type { DomainEvent, EventType } from '../src/domain/events'
import { emptyProposal } from '../src/domain/defaults'
import { applyToJourney, initialJourney, type JourneyEventType, type JourneyState } from './journey'
import { applyToLookups, initialLookups, type LookupsEventType, type LookupsState } from './lookups'
import { copyJson, sameValue } from './json-values'
import { applyToProposal, initialProposal, startsNewQuote, type ProposalEventType, type ProposalState } from './proposal'

/** Everything the screens read: projections of the event log, nothing else. */
export interface AppState {
  readonly proposal: ProposalState
  /**
   * The proposal as the server last answered with it (any answer carrying the whole proposal), null before the first
   * and after the session or the quote ended: what the rider changed since is not sent yet (reducers/proposal).
   */
  readonly serverProposal: ProposalState | null
  readonly journey: JourneyState
  readonly lookups: LookupsState
}

export const initialState: AppState = { proposal: initialProposal, serverProposal: null, journey: initialJourney, lookups: initialLookups }

/**
 * Does this event end the rider's session (001 §8: a 419 anywhere → Expired, and the session's state is
 * cleared)? Every API call a saga makes logs its failure as `journey/RequestFailed` (sagas/api-call.ts), so
 * this one predicate sees every 419, whichever saga made the call and wherever it sends the rider.
 */
export const endsSession = (e: DomainEvent): boolean => e.type === 'journey/RequestFailed' && e.payload.error.kind === 'session-expired'

/**
 * Puts a projection back to its initial value but for the one key it keeps. The values are a fresh copy of
 * the initial ones, so a replay that folds in place never mutates the module's initial state.
 */
const resetKeeping = <S extends object>(d: Draft<S>, initial: S, keep: keyof S): void => {
  const fresh = copyJson(initial)
  for (const k of Object.keys(fresh) as (keyof S)[]) if (k !== keep) (d as S)[k] = fresh[k]
}

/**
 * Folds one event into the whole state: the one fold step that both `rootReducer` (in an Immer draft) and
 * `replay` (in place, over its own copy) run, so every rule of the fold, the resets that span projections
 * included, is written here once.
 *
 * The end of a session leaves no proposal, no answers, no lookups and no payment page; what stays is where
 * the rider is, the failure that ended it (the Expired page and a support trail show it) and the reference
 * lists (public data, not the rider's). A new quote (the form opening once the previous quote reached the
 * server) starts the proposal and the lookups afresh, keeping the reference lists.
 */
const apply = (d: Draft<AppState>, e: DomainEvent, recorded: DomainEvent = e): void => {
  if (endsSession(e)) {
    d.proposal = castDraft(emptyProposal())
    d.serverProposal = null
    resetKeeping(d.journey, initialJourney, 'path')
    applyToJourney(d.journey, e)
    resetKeeping(d.lookups, initialLookups, 'lists')
    return
  }
  // Stryker disable next-line ConditionalExpression: startsNewQuote asks for mode 'create' with a null uuid, which FormOpened alone carries (FormSubmitted's mode comes without a uuid), so it is false for every other event; the type test narrows the event for it
  if (e.type === 'journey/FormOpened' && startsNewQuote(d.proposal, e)) {
    d.proposal = castDraft(emptyProposal())
    d.serverProposal = null
    resetKeeping(d.lookups, initialLookups, 'lists')
  } else {
    applyToProposal(d, e, recorded)
    applyToLookups(d.lookups, e)
  }
  applyToJourney(d.journey, e)
}

/** Folds one event into every projection; the same object comes back when nothing changed. */
export const rootReducer = (state: AppState = initialState, e: DomainEvent): AppState => produce(state, (d) => apply(d, e))

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
 * An event as a replay folds it: its payload is copied when it holds objects, so no object of an event ever
 * becomes part of the state being mutated (where later events could mutate it) or of the state replayed.
 */
const ownCopy = (e: DomainEvent): DomainEvent => (holdsObjects(e.payload) ? ({ ...e, payload: copyJson(e.payload) } as DomainEvent) : e)

/**
 * The state after the given events, from `from`: the same as `events.reduce(rootReducer, from)` (a property
 * test holds it to that), but folded in place: one private deep copy of `from` is mutated by `apply`, the
 * step `rootReducer` runs in its Immer draft, so a long trail pays for no draft and no copy of the state per
 * event; an event with objects in its payload joins as a copy (`ownCopy`), and the event as recorded is passed
 * beside it for what the state keeps unchanged (the server's proposal). The result is deep-frozen once
 * (one walk of the final state), as the store's states are in development.
 */
export const replay = (events: readonly DomainEvent[], from: AppState = initialState): AppState => {
  const state = copyJson(from) as Draft<AppState>
  for (let i = 0; i < events.length; i++) {
    const recorded = events[i] as DomainEvent
    apply(state, ownCopy(recorded), recorded)
  }
  // Projections the events left as they were are `from`'s own objects, as folding event by event keeps them.
  const kept = <K extends keyof AppState>(k: K): AppState[K] => (sameValue(state[k], from[k]) ? from[k] : (state[k] as AppState[K]))
  const out = { proposal: kept('proposal'), serverProposal: kept('serverProposal'), journey: kept('journey'), lookups: kept('lookups') }
  if (out.proposal === from.proposal && out.serverProposal === from.serverProposal && out.journey === from.journey && out.lookups === from.lookups) return from
  return freeze(out, true)
}
