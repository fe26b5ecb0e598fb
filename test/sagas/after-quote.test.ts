import { expect } from 'chai'
import { buffers, channel } from 'redux-saga'
import { runAfterQuote } from '../../sagas/after-quote'
import type { Proposal } from '../../src/domain/codecs'
import { command, type Command } from '../../src/domain/commands'
import { fact, stateAfter } from '../reducers/given'
import { serverProposal, UUID } from '../reducers/samples'
import { fakeDeps, ok, startSaga } from './fake-deps'

const NOW = '2026-03-02T10:00:00.000Z'

describe('the flows after the quote take their commands one at a time (sagas/after-quote.ts)', () => {
  it('J4.01 a repeat of the running command is dropped (a double click sends once); a different command waits its turn and runs', async () => {
    const p = serverProposal((q) => {
      q.uuid = UUID
      q.risk.start_date = '2026-03-10'
      q.is_quoted = true
      q.quote = { reference: '04821-00001-00001', is_quoted: true, premium: 400, metadata: {}, addons: [], wordings: {}, excesses: [], endorsements: [], ipids: [] }
    }) as unknown as Proposal
    let release: () => void = () => undefined
    const gate = new Promise<void>((r) => (release = r))
    const { deps, calls } = fakeDeps({ setPaymentOption: (() => gate.then(() => ok(p))) as never, sendQuoteEmail: () => ok({}) as never }, NOW)
    const state = stateAfter(fact('proposal/ProposalLoaded', { proposal: p, via: 'fetch' }))
    const commands = channel<Command>(buffers.expanding())
    const app = startSaga(deps, runAfterQuote, [commands as never, command('quote/ContinueFromPrice', {}) as never], state)
    commands.put(command('quote/ContinueFromPrice', {}))
    commands.put(command('quote/EmailQuote', {}))
    release()
    await new Promise((r) => setTimeout(r, 20))
    app.stop()
    expect(calls.map((c) => c.name)).to.deep.equal(['setPaymentOption', 'sendQuoteEmail'])
  })
})
