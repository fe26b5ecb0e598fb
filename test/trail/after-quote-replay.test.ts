import { expect } from 'chai'
import { replay } from '../../reducers/root'
import { replayConversation } from '../../src/app/conversation-replay'
import type { Proposal } from '../../src/domain/codecs'
import { RecordedSession } from '../fixtures/trails/recorded-session'
import { completedQuote, SAMPLE_UUID, storedSample } from '../fixtures/trails/samples'

/*
 * A session through the screens after the quote, recorded through the real store and sagas,
 * replays to the same proposal and screen, and its conversation re-runs through the sagas with no divergence.
 */
describe('trails through the price page (recorded through the real sagas)', () => {
  it('J4.01 J2.55 a requote and Continue: the trail folds to the same proposal and screen, and the conversation re-runs the same', async () => {
    // The flows after the quote load on their first command: loaded once here, so the recording settles on time.
    await import('../../sagas/after-quote')
    const quoted = (await completedQuote()).state.proposal as Proposal
    const quote = quoted.quote
    if (quote == null) throw new Error('the sample is quoted')
    const requoted = (p: Proposal): Proposal => ({ ...p, is_quoted: true, quote: { ...quote, reference: '48213-90577-31700' as never, premium: 571.3 as never } })
    const s = new RecordedSession('sample-session-0010', '2026-11-05T10:00:00.000Z', {
      getProposal: () => quoted,
      updateProposal: (_uuid, p) => ({ ...(p as Proposal), is_quoted: null, quote: null }),
      createQuote: () => requoted({ ...quoted, risk: { ...quoted.risk, voluntary_excess: 500 as never } }),
      setPaymentOption: () => ({ ...requoted({ ...quoted, risk: { ...quoted.risk, voluntary_excess: 500 as never } }), is_pay_monthly: true }),
    })
    s.answer('journey/Navigated', { path: `/quote/payment-option?uuid=${SAMPLE_UUID}` })
    await s.command('proposal/LoadProposal', { uuid: SAMPLE_UUID })
    s.answer('proposal/VoluntaryExcessChosen', { excess: 500 as never })
    await s.command('quote/Requote', { via: 'panel' })
    s.answer('proposal/PaymentFrequencyChosen', { monthly: true })
    await s.command('quote/ContinueFromPrice', {})
    await s.settle()

    expect(s.state.journey.path).to.equal(`/quote/addons?uuid=${SAMPLE_UUID}`)
    expect(s.state.proposal.quote?.reference).to.equal('48213-90577-31700')
    const trail = s.trail()
    expect(replay(trail.events)).to.deep.equal(s.state)
    const again = await replayConversation(trail)
    expect(again.divergence).to.equal(null)
    expect(again.calls.map((c) => c.name)).to.deep.equal(['getProposal', 'updateProposal', 'createQuote', 'setPaymentOption', 'navigate'])
    expect(again.state.proposal).to.deep.equal(s.state.proposal)
  })
})

describe('the requote sample trail (test/fixtures/trails/requote.json, recorded through the sagas)', () => {
  it('J2.55 J2.60 carries its conversation: the start date update, then the quote; re-run through the sagas, nothing diverges', async () => {
    const { trail, state } = storedSample('requote.json')
    const names = trail.conversation.flatMap((e) => (e.kind === 'call' ? [e.name] : []))
    expect(names).to.deep.equal(['getProposal', 'updateProposalJson', 'createQuote'])
    const again = await replayConversation(trail)
    expect(again.divergence).to.equal(null)
    expect(again.state.proposal).to.deep.equal(state.proposal)
    expect(state.proposal.quote?.premium).to.equal(571.3)
  })
})

describe('the purchase sample trail (test/fixtures/trails/purchase.json, recorded through the sagas)', () => {
  it('J4.01 J4.09 J4.15 J4.18 J4.20 a whole purchase, price page to accepted policy: the trail folds to the accepted quote on the thank-you page, and its conversation re-runs with no divergence', async () => {
    const { trail, state } = storedSample('purchase.json')
    expect(state.journey.path).to.match(/^\/quote\/thankyou\?uuid=/)
    expect(state.proposal.quote?.is_accepted).to.equal(true)
    expect(state.journey.portalUrl).to.match(/^\/mock-portal\/register/)
    const again = await replayConversation(trail)
    expect(again.divergence).to.equal(null)
    expect(again.calls.map((c) => c.name)).to.deep.equal(trail.conversation.flatMap((e) => (e.kind === 'call' ? [e.name] : [])))
    expect(again.state.proposal).to.deep.equal(state.proposal)
  })
})
