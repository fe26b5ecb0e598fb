import { produce } from 'immer'
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

/** Folds one event into every projection; the same object comes back when nothing changed. */
export const rootReducer = (state: AppState = initialState, e: DomainEvent): AppState => {
  const proposal = proposalReducer(state.proposal, e)
  const journey = journeyReducer(state.journey, e)
  // A new quote (the proposal was reset) starts the lookups afresh too, keeping the reference lists.
  const lookups =
    e.type === 'journey/FormOpened' && proposal !== state.proposal && proposal.uuid == null
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
export const NO_STATE_CONSEQUENCE: { readonly [T in WithoutStateConsequence]: true } = {}

/** Does the payload hold any object (an item, a list, a server answer)? */
const holdsObjects = (payload: object): boolean => {
  for (const v of Object.values(payload)) if (typeof v === 'object' && v !== null) return true
  return false
}

/**
 * An event as it joins a batch: its payload is copied when it holds objects, so no object of an event
 * ever becomes part of a draft (where later events of the batch could mutate it) or of the state.
 */
const ownCopy = (e: DomainEvent): DomainEvent =>
  holdsObjects(e.payload) ? ({ ...e, payload: structuredClone(e.payload) } as DomainEvent) : e

/**
 * The state after the given events, from the initial state: the same as `events.reduce(rootReducer,
 * initialState)` (a property test holds it to that), but each run of events between two that replace the
 * proposal is folded into one Immer draft, so a long trail does not pay for a draft per event. Events in a
 * run join as their own copies (`ownCopy`): the state never shares an object with an event.
 */
export const replay = (events: readonly DomainEvent[], from: AppState = initialState): AppState => {
  let state = from
  let i = 0
  while (i < events.length) {
    const first = events[i] as DomainEvent
    if (replacesProposal(first.type)) {
      state = rootReducer(state, first)
      i += 1
      continue
    }
    let j = i
    while (j < events.length && !replacesProposal((events[j] as DomainEvent).type)) j += 1
    const [start, end] = [i, j]
    state = produce(state, (d) => {
      for (let k = start; k < end; k++) {
        const e = ownCopy(events[k] as DomainEvent)
        applyToProposal(d.proposal, e)
        journeyReducer.apply(d.journey, e)
        lookupsReducer.apply(d.lookups, e)
      }
    })
    i = j
  }
  return state
}
