import { render } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { createAppStore } from '../../../src/app/store'
import { StoreProvider } from '../../../src/app/store-context'
import { ClockProvider } from '../../../src/app/today'
import type { Proposal } from '../../../src/domain/codecs'
import type { SagaDeps } from '../../../sagas/context'
import type { EventLog } from '../../../src/app/event-log'
import { SummaryScreen } from '../../../src/screens/summary/SummaryScreen'
import { fact, type Fact } from '../../reducers/given'

/**
 * The Summary of `proposal` (`/quote/summary?uuid=`) in a real store with every saga running against `deps`, after
 * the proposal is loaded and `facts`, on the clock `now`. Answers the session's log (its conversation holds the
 * commands given).
 */
export const renderSummary = (deps: SagaDeps, now: string, proposal: Proposal, ...facts: Fact[]): EventLog => {
  const { store, log } = createAppStore(deps)
  for (const f of [fact('proposal/ProposalLoaded', { proposal, via: 'fetch' }), ...facts]) store.dispatch({ type: f.type, payload: f.payload })
  render(
    <MemoryRouter initialEntries={[`/quote/summary?uuid=${proposal.uuid}`]}>
      <StoreProvider store={store} log={log}>
        <ClockProvider clock={{ now: () => now }}>
          <SummaryScreen />
        </ClockProvider>
      </StoreProvider>
    </MemoryRouter>,
  )
  return log
}
