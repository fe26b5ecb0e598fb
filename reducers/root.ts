import type { DomainEvent } from '../src/domain/events'
import { initialJourney, journeyReducer, type JourneyState } from './journey'
import { initialLookups, lookupsReducer, type LookupsState } from './lookups'
import { initialProposal, proposalReducer, type ProposalState } from './proposal'

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

/** The state after the given events, from the initial state: `events.reduce(rootReducer, initialState)`. */
export const replay = (events: readonly DomainEvent[], from: AppState = initialState): AppState => events.reduce(rootReducer, from)
