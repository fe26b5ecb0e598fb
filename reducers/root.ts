import { produce } from 'immer'
import type { DomainEvent } from '../src/domain/events'
import { initialJourney, journeyReducer, type JourneyState } from './journey'
import { initialLookups, lookupsReducer, type LookupsState } from './lookups'
import { applyToProposal, initialProposal, proposalReducer, type ProposalState } from './proposal'

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
 * Small item events whose objects a handler puts into the state (a claim, a rider…). In a batch they join
 * as a copy, so no object of an event ever becomes part of a draft that later events in the batch could
 * mutate.
 */
const COPIED_IN_BATCH: ReadonlySet<string> = new Set([
  'proposal/ClaimAdded',
  'proposal/ClaimEdited',
  'proposal/ConvictionAdded',
  'proposal/ConvictionEdited',
  'proposal/ModificationAdded',
  'proposal/ModificationEdited',
  'proposal/RiderAdded',
  'proposal/RiderEdited',
  'proposal/AddressChosen',
])

/**
 * Can this event join a batch of a replay? When its payload is flat (strings, numbers, booleans, null) or
 * it is a small item event that joins as a copy; not the events that replace the proposal (folded by
 * `rootReducer`), nor the form opening (whose reset spans projections and is decided by `rootReducer`).
 */
const batchable = (e: DomainEvent): boolean => {
  if (e.type === 'journey/FormOpened') return false
  if (COPIED_IN_BATCH.has(e.type)) return true
  for (const v of Object.values(e.payload as Record<string, unknown>)) if (typeof v === 'object' && v !== null) return false
  return true
}

/**
 * The state after the given events, from the initial state: the same as `events.reduce(rootReducer,
 * initialState)` (a property test holds it to that), but runs of flat events are folded into one Immer
 * draft, so a long trail does not pay for a draft per event.
 */
export const replay = (events: readonly DomainEvent[], from: AppState = initialState): AppState => {
  let state = from
  let i = 0
  while (i < events.length) {
    const first = events[i] as DomainEvent
    if (!batchable(first)) {
      state = rootReducer(state, first)
      i += 1
      continue
    }
    let j = i
    while (j < events.length && batchable(events[j] as DomainEvent)) j += 1
    const [start, end] = [i, j]
    state = produce(state, (d) => {
      for (let k = start; k < end; k++) {
        const original = events[k] as DomainEvent
        const e = COPIED_IN_BATCH.has(original.type) ? ({ ...original, payload: structuredClone(original.payload) } as DomainEvent) : original
        applyToProposal(d.proposal, e)
        journeyReducer.apply(d.journey, e)
        lookupsReducer.apply(d.lookups, e)
      }
    })
    i = j
  }
  return state
}
