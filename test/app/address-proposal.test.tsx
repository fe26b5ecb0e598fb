import 'global-jsdom/register'
import { act, cleanup, render, screen } from '@testing-library/react'
import { expect } from 'chai'
import type { Either } from 'fp-ts/lib/Either'
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom'
import { selectProposal } from '../../reducers/proposal-selectors'
import { AddressProposal } from '../../src/app/address-proposal'
import { createAppStore } from '../../src/app/store'
import { StoreProvider, useAppSelector } from '../../src/app/store-context'
import type { ApiError } from '../../src/api/errors'
import type { Proposal } from '../../src/domain/codecs'
import { event } from '../../src/domain/events'
import { ROUTES, withUuid } from '../../src/domain/routes'
import { restoreJsdomGlobals } from '../components/jsdom-globals'
import { serverProposal, UUID } from '../reducers/samples'
import { fail, fakeDeps, gate, ok, settle } from '../sagas/fake-deps'

const quoted = serverProposal((p) => {
  p.is_quoted = true
  p.quote = { reference: '04821-00001-00001', is_quoted: true, premium: 400, metadata: {}, addons: [], wordings: {}, excesses: [], endorsements: [], ipids: [] }
}) as unknown as Proposal

/** A screen drawn from what the store holds: its quote's premium, and a link on to the extras. */
const HeldPrice = () => {
  const proposal = useAppSelector(selectProposal)
  const navigate = useNavigate()
  return (
    <>
      <p data-testid="premium">{proposal.quote?.premium ?? 'none'}</p>
      <button type="button" onClick={() => navigate(withUuid(ROUTES.Addons, UUID))}>
        Continue
      </button>
    </>
  )
}

/**
 * The price page and the extras, each in AddressProposal as the route table draws them, in a real store (every saga
 * running, a fake API) that already holds the quote (a tab that kept it), or the server's not_found for it.
 */
const openKeptPricePage = (answer: () => Promise<Either<ApiError, Proposal>> | Either<ApiError, Proposal>, kept: 'quote' | 'not found' = 'quote') => {
  const { deps, calls, navigations } = fakeDeps({ getProposal: answer as never })
  const { store, log } = createAppStore(deps)
  store.dispatch(kept === 'quote' ? event('proposal/ProposalLoaded', { proposal: quoted, via: 'fetch' }) : event('proposal/ProposalNotFound', { uuid: UUID }))
  store.dispatch(event('journey/Navigated', { path: withUuid(ROUTES.PricePresentation, UUID) }))
  render(
    <MemoryRouter initialEntries={[withUuid(ROUTES.PricePresentation, UUID)]}>
      <StoreProvider store={store} log={log}>
        <Routes>
          <Route
            path={ROUTES.PricePresentation}
            element={
              <AddressProposal screen="PricePresentation">
                <HeldPrice />
              </AddressProposal>
            }
          />
          <Route
            path={ROUTES.Addons}
            element={
              <AddressProposal screen="Addons">
                <p>Optional extras</p>
              </AddressProposal>
            }
          />
        </Routes>
      </StoreProvider>
    </MemoryRouter>,
  )
  return { calls, navigations, store }
}

describe('AddressProposal: a screen of the proposal its address names', () => {
  beforeEach(() => restoreJsdomGlobals())
  afterEach(() => cleanup())

  it('asks the server for the proposal the tab holds, drawing the held one meanwhile, and goes where the answer says (J8.01: 419 → Expired)', async () => {
    const answer = gate<Either<ApiError, Proposal>>()
    const { calls, navigations } = openKeptPricePage(() => answer.promise)
    await act(settle)
    expect(calls.map((c) => [c.name, c.args[0]])).to.deep.equal([['getProposal', UUID]])
    expect(screen.getByTestId('premium').textContent, 'the kept price is drawn meanwhile').to.equal('400')
    await act(async () => {
      answer.open(fail({ kind: 'session-expired', url: `/api/proposal/${UUID}` }))
      await settle()
    })
    expect(navigations).to.deep.equal([ROUTES.Expired])
  })

  it('shows the price the answer brings in place of the kept one', async () => {
    const { calls } = openKeptPricePage(() => ok({ ...quoted, quote: { ...quoted.quote!, premium: 455.5 as never } }))
    await act(settle)
    expect(calls).to.have.length(1)
    expect(screen.getByTestId('premium').textContent).to.equal('455.5')
  })

  it('asks again each time a proposal screen opens in the app, and not when the screen only draws again', async () => {
    const { calls, store } = openKeptPricePage(() => ok(quoted))
    await act(settle)
    await act(async () => {
      store.dispatch(event('proposal/VoluntaryExcessChosen', { excess: 250 as never }))
      await settle()
    })
    expect(calls, 'an answer drawn again asks nothing').to.have.length(1)
    await act(async () => {
      screen.getByRole('button', { name: 'Continue' }).click()
      await settle()
    })
    screen.getByText('Optional extras')
    expect(calls.map((c) => c.name)).to.deep.equal(['getProposal', 'getProposal'])
  })

  it('asks again under the notice a tab kept from a not_found answer, and shows the quote the server now finds', async () => {
    const { calls } = openKeptPricePage(() => ok(quoted), 'not found')
    await act(settle)
    expect(calls.map((c) => c.name)).to.deep.equal(['getProposal'])
    expect(screen.getByTestId('premium').textContent).to.equal('400')
  })
})
