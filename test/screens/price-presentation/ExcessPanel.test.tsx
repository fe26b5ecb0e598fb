import 'global-jsdom/register'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { expect } from 'chai'
import { MemoryRouter } from 'react-router-dom'
import { createAppStore } from '../../../src/app/store'
import { StoreProvider } from '../../../src/app/store-context'
import { ClockProvider } from '../../../src/app/today'
import type { Proposal } from '../../../src/domain/codecs'
import type { DomainEvent } from '../../../src/domain/events'
import { ExcessPanel } from '../../../src/screens/price-presentation/ExcessPanel'
import { restoreJsdomGlobals } from '../../components/jsdom-globals'
import { fact } from '../../reducers/given'
import { serverProposal, UUID } from '../../reducers/samples'
import { fakeDeps, ok } from '../../sagas/fake-deps'

const NOW = '2026-03-02T10:00:00.000Z'

/** A quoted comprehensive proposal with a £250 voluntary excess. */
const quoted = (): Proposal =>
  serverProposal((p) => {
    p.uuid = UUID
    p.risk.start_date = '2026-03-14'
    p.risk.vehicle.cover_type = 'C'
    p.risk.voluntary_excess = 250
    p.is_quoted = true
  }) as unknown as Proposal

/** The panel in a real store (every saga running, a fake API) after the proposal is loaded; returns the events logged since. */
const showPanel = (): (() => DomainEvent[]) => {
  const { deps } = fakeDeps({ getList: () => ok({ options: [] }) }, NOW)
  const { store, log } = createAppStore(deps)
  const loaded = fact('proposal/ProposalLoaded', { proposal: quoted(), via: 'fetch' })
  store.dispatch({ type: loaded.type, payload: loaded.payload })
  const from = log.all().length
  render(
    <MemoryRouter initialEntries={[`/quote/payment-option?uuid=${UUID}`]}>
      <StoreProvider store={store} log={log}>
        <ClockProvider clock={{ now: () => NOW }}>
          <ExcessPanel requotePending={false} requoting={false} />
        </ClockProvider>
      </StoreProvider>
    </MemoryRouter>,
  )
  return () => log.all().slice(from)
}

/** The excess answers among the events: each amount the rider committed. */
const excessAnswers = (events: readonly DomainEvent[]): number[] =>
  events.flatMap((e) => (e.type === 'proposal/VoluntaryExcessChosen' ? [e.payload.excess] : []))

describe('ExcessPanel: the voluntary excess slider (001 §2)', () => {
  beforeEach(restoreJsdomGlobals)
  afterEach(cleanup)

  it('J2.52 J2.54 a drag shows each amount it passes and commits only the one it is released on', () => {
    const since = showPanel()
    const slider = screen.getByRole('slider', { name: /Voluntary excess/ })
    fireEvent.pointerDown(slider)
    for (const v of ['300', '350', '400']) fireEvent.change(slider, { target: { value: v } })
    expect(screen.getByText('Voluntary excess: £400.00')).to.exist
    expect(excessAnswers(since())).to.deep.equal([])
    // Let go anywhere on the page, as a thumb does: the release is heard on the whole document.
    fireEvent.pointerUp(document.body)
    expect(excessAnswers(since())).to.deep.equal([400])
    expect((slider as HTMLInputElement).value).to.equal('400')
  })

  it('J2.52 a press and release without moving commits nothing', () => {
    const since = showPanel()
    const slider = screen.getByRole('slider', { name: /Voluntary excess/ })
    fireEvent.pointerDown(slider)
    fireEvent.pointerUp(slider)
    expect(excessAnswers(since())).to.deep.equal([])
  })

  it('J2.52 J2.54 each arrow key commits its step at once', () => {
    const since = showPanel()
    const slider = screen.getByRole('slider', { name: /Voluntary excess/ })
    fireEvent.change(slider, { target: { value: '300' } })
    fireEvent.change(slider, { target: { value: '350' } })
    expect(excessAnswers(since())).to.deep.equal([300, 350])
    expect(screen.getByText('Voluntary excess: £350.00')).to.exist
  })
})
