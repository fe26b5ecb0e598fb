import { expect } from 'chai'
import { leaveAddons } from '../../sagas/addons'
import { loadAfterQuote } from '../../sagas/lazy-flows'
import { rootSaga } from '../../sagas/root'
import type { AppState } from '../../reducers/root'
import type { Proposal } from '../../src/domain/codecs'
import { command } from '../../src/domain/commands'
import { fact, stateAfter, type Fact } from '../reducers/given'
import { addon, quoteWith, serverProposal, UUID } from '../reducers/samples'
import { fail, fakeDeps, ok, run, startSaga, types } from './fake-deps'

const NOW = '2026-03-02T10:00:00.000Z'

const proposalWith = (selected: Record<string, boolean>, quoteSelected: Record<string, boolean> = selected): Proposal =>
  serverProposal((p) => {
    p.risk.vehicle.cover_type = 'C'
    p.risk.start_date = '2026-03-10'
    p.risk.proposer.date_of_birth = '1990-05-01'
    p.is_quoted = true
    const offer = (choice: Record<string, boolean>) => ['BPA', 'BLE', 'BHL', 'B1', 'B2', 'B3'].map((code) => ({ ...addon(code), is_selected: choice[code] ?? null }))
    p.quote = quoteWith(offer(quoteSelected))
    p.addons = offer(selected)
  }) as unknown as Proposal

const loaded = (p: Proposal): Fact => fact('proposal/ProposalLoaded', { proposal: p, via: 'fetch' })
const decide = (code: string, selected: boolean) => fact('proposal/AddonDecided', { code, selected })
const onAddons = (...facts: Fact[]): AppState => stateAfter(loaded(proposalWith({ BLE: true })), ...facts)
const toSummary = command('addons/LeaveAddons', { to: 'Summary' })
const back = command('addons/LeaveAddons', { to: 'PricePresentation' })

/** What the server answers: the addons call stores the choice, the quote call prices it. */
const afterSend = proposalWith({ BLE: true, B2: true }, {})
const requoted = proposalWith({ BLE: true, B2: true })

describe('addons saga (001 §4 leaving Addons)', () => {
  it('J4.05 changed selections: send the chosen extras, re-create the quote, then Summary (Continue)', async () => {
    const { deps, calls, navigations } = fakeDeps({ sendAddons: () => ok(afterSend), createQuote: () => ok(requoted) }, NOW)
    const { events, state } = await run(deps, leaveAddons, [toSummary], onAddons(decide('B2', true)))
    expect(calls).to.deep.equal([
      { name: 'sendAddons', args: [UUID, { addons: [{ code: 'BLE' }, { code: 'B2' }] }] },
      { name: 'createQuote', args: [UUID] },
    ])
    expect(types(events)).to.deep.equal(['journey/LoadingStarted', 'quote/AddonsSent', 'journey/LoadingFinished', 'quote/QuoteCalculated'])
    expect(navigations).to.deep.equal([`/quote/summary?uuid=${UUID}`])
    expect(state.journey.loading).to.equal(null)
    expect(state.proposal.quote?.addons.filter((a) => a.is_selected === true).map((a) => a.code)).to.deep.equal(['BLE', 'B2'])
  })

  it('J4.05 changed selections: the same calls, then PricePresentation (Back)', async () => {
    const { deps, calls, navigations } = fakeDeps({ sendAddons: () => ok(afterSend), createQuote: () => ok(requoted) }, NOW)
    await run(deps, leaveAddons, [back], onAddons(decide('BLE', false)))
    expect(calls.map((c) => c.name)).to.deep.equal(['sendAddons', 'createQuote'])
    expect(calls[0]?.args[1]).to.deep.equal({ addons: [] })
    expect(navigations).to.deep.equal([`/quote/payment-option?uuid=${UUID}`])
  })

  it('J4.06 nothing changed: just navigate, no call (Continue and Back)', async () => {
    for (const [cmd, to] of [
      [toSummary, `/quote/summary?uuid=${UUID}`],
      [back, `/quote/payment-option?uuid=${UUID}`],
    ] as const) {
      const { deps, calls, navigations } = fakeDeps({}, NOW)
      // Declining what was undecided sends nothing new: the chosen set is the one the quote priced.
      const { events } = await run(deps, leaveAddons, [cmd], onAddons(decide('BPA', false), decide('BHL', false)))
      expect(calls).to.deep.equal([])
      expect(events).to.deep.equal([])
      expect(navigations).to.deep.equal([to])
    }
  })

  it('J4.05 an extra the rider can no longer see (BHL after a change to TPFT) is not sent', async () => {
    const p = proposalWith({ BLE: true, BHL: true })
    const tpft = { ...p, risk: { ...p.risk, vehicle: { ...p.risk.vehicle, cover_type: 'TPFT' } } } as Proposal
    const { deps, calls } = fakeDeps({ sendAddons: () => ok(afterSend), createQuote: () => ok(requoted) }, NOW)
    await run(deps, leaveAddons, [toSummary], stateAfter(loaded(tpft)))
    expect(calls[0]?.args[1]).to.deep.equal({ addons: [{ code: 'BLE' }] })
  })

  const failures: { title: string; api: Parameters<typeof fakeDeps>[0]; to: string }[] = [
    { title: 'J8.01 the addons call answered 419 goes to Expired', api: { sendAddons: () => fail({ kind: 'session-expired', url: `/api/proposal/${UUID}/addons` }) }, to: '/quote/session-expired' },
    { title: 'J8.02 the addons call failing otherwise goes to Exception', api: { sendAddons: () => fail({ kind: 'http', status: 500, code: 'server_error' }) }, to: '/error/exception' },
    { title: 'J8.03 the re-quote answered non-200 goes to Exception', api: { sendAddons: () => ok(afterSend), createQuote: () => fail({ kind: 'http', status: 500, code: 'server_error' }) }, to: '/error/exception' },
    { title: 'J8.03 the re-quote without an answer goes to Declined', api: { sendAddons: () => ok(afterSend), createQuote: () => fail({ kind: 'network', message: 'offline' }) }, to: '/quote/declined' },
    { title: 'J8.04 a re-created quote that is not quoted goes to Declined', api: { sendAddons: () => ok(afterSend), createQuote: () => ok({ ...requoted, quote: { ...requoted.quote!, is_quoted: false } }) }, to: '/quote/declined' },
  ]
  for (const { title, api, to } of failures) {
    it(`${title}, with the overlay cleared`, async () => {
      const { deps, navigations } = fakeDeps(api, NOW)
      const { state } = await run(deps, leaveAddons, [toSummary], onAddons(decide('B1', true)))
      expect(navigations).to.deep.equal([to])
      expect(state.journey.loading).to.equal(null)
    })
  }

  it('J4.05 a double click never sends twice: a second leave (Continue or Back) while the first is sending is dropped', async () => {
    let release: () => void = () => undefined
    const gate = new Promise<void>((r) => (release = r))
    const { deps, calls, navigations } = fakeDeps(
      { sendAddons: (() => gate.then(() => ok(afterSend))) as unknown as () => ReturnType<typeof ok<Proposal>>, createQuote: () => ok(requoted) },
      NOW,
    )
    const state = onAddons(decide('B2', true))
    // Through the root saga, as the store runs it; the flows after the quote loaded first, so the test times the
    // commands, not a module load.
    await loadAfterQuote()
    const app = startSaga(deps, rootSaga, [], state)
    app.send(toSummary)
    await new Promise((r) => setTimeout(r, 0))
    expect(calls.map((c) => c.name), 'the first leave is sending').to.deep.equal(['sendAddons'])
    app.send(toSummary)
    app.send(back)
    release()
    await new Promise((r) => setTimeout(r, 20))
    app.stop()
    expect(calls.map((c) => c.name)).to.deep.equal(['sendAddons', 'createQuote'])
    expect(navigations).to.deep.equal([`/quote/summary?uuid=${UUID}`])
  })
})
