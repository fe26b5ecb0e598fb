import { expect } from 'chai'
import { selectServerProposal } from '../../../reducers/proposal-selectors'
import type { AppState } from '../../../reducers/root'
import { fact, foldOne, given, person, type Fact } from '../given'
import { addon, quoteWith, rider, serverProposal, UUID } from '../samples'

/** The quote as the server priced it: cover C, excess 0, BPA and B1 offered, £412.35. */
const priced = (change: (p: ReturnType<typeof serverProposal>) => void = () => undefined) =>
  serverProposal((p) => {
    p.risk.vehicle.cover_type = 'C'
    p.risk.voluntary_excess = 0
    p.is_quoted = true
    p.quote = quoteWith([addon('BPA'), addon('B1')])
    change(p)
  })

const quoted = fact('quote/QuoteCalculated', { proposal: priced() })
/** The server's proposal read again (GET /api/proposal/{uuid}), as `priced` with `change`. */
const loaded = (change: (p: ReturnType<typeof serverProposal>) => void = () => undefined): Fact =>
  fact('proposal/ProposalLoaded', { proposal: priced(change), via: 'fetch' })

const selected = (s: AppState) => Object.fromEntries(s.proposal.addons.map((a) => [a.code, a.is_selected]))

describe('the proposal’s fold: the server reading the proposal again keeps the answers not sent yet', () => {
  it('with nothing changed in the tab, the proposal is the server’s as it came, a change made elsewhere included', () => {
    given(quoted)
      .when(loaded((p) => void (p.quote = { ...quoteWith([addon('BPA'), addon('B1')]), premium: 455.5 })))
      .then((s) => {
        expect(s.proposal.quote?.premium).to.equal(455.5)
        expect(s.proposal).to.deep.equal(selectServerProposal(s))
      })
  })

  it('an excess chosen on the price page and not requoted yet stays, and Confirm & requote is still offered', () => {
    given(quoted, fact('proposal/VoluntaryExcessChosen', { excess: 250 }))
      .when(loaded())
      .then((s) => {
        expect(s.proposal.risk.voluntary_excess).to.equal(250)
        expect(s.journey.requotePending).to.equal(true)
        expect(selectServerProposal(s)?.risk.voluntary_excess, 'the server still holds its own').to.equal(0)
      })
  })

  it('an extra chosen while the read was on its way stays, beside the new price the server sent', () => {
    given(quoted, fact('proposal/AddonDecided', { code: 'BPA', selected: true }))
      .when(loaded((p) => void (p.quote = { ...quoteWith([addon('BPA'), addon('B1')]), premium: 455.5 })))
      .then((s) => {
        expect(selected(s)).to.deep.equal({ BPA: true })
        expect(s.proposal.quote?.premium).to.equal(455.5)
      })
  })

  it('edits on the edit form not sent yet stay (a rider added, a name changed), and what the server changed elsewhere comes in', () => {
    const opened = fact('proposal/ProposalLoaded', { proposal: priced(), via: 'edit' })
    given(opened, fact('proposal/RiderAdded', { rider: rider('Ffion') }), person('proposer', 'name.forenames', 'Morwenna'))
      .when(loaded((p) => void (p.is_pay_monthly = true)))
      .then((s) => {
        expect(s.proposal.risk.additional_drivers.map((d) => d.name.forenames)).to.deep.equal(['Ffion'])
        expect(s.proposal.risk.proposer.name.forenames).to.equal('Morwenna')
        expect(s.proposal.is_pay_monthly).to.equal(true)
      })
  })

  it('where the tab and the server both changed one answer, the rider’s stands', () => {
    given(quoted, fact('proposal/VoluntaryExcessChosen', { excess: 250 }))
      .when(loaded((p) => void (p.risk.voluntary_excess = 100)))
      .then((s) => expect(s.proposal.risk.voluntary_excess).to.equal(250))
  })

  it('what the server bought, declined or expired elsewhere comes in whatever the tab changed', () => {
    given(quoted, fact('proposal/VoluntaryExcessChosen', { excess: 250 }))
      .when(loaded((p) => void ((p.is_purchased = true), (p.quote = { ...quoteWith([]), is_quoted: false }))))
      .then((s) => {
        expect(s.proposal.is_purchased).to.equal(true)
        expect(s.proposal.quote?.is_quoted).to.equal(false)
      })
  })

  it('an answer sent since is the server’s: once an update answered, a read gives the server’s proposal whole', () => {
    given(quoted, fact('proposal/VoluntaryExcessChosen', { excess: 250 }), fact('proposal/ProposalUpdated', { proposal: priced((p) => void (p.risk.voluntary_excess = 250)) }))
      .when(loaded((p) => void (p.risk.voluntary_excess = 100)))
      .then((s) => expect(s.proposal.risk.voluntary_excess).to.equal(100))
  })

  it('an answer to what the tab sent (an update, a quote) takes the place of the proposal whole', () => {
    given(quoted, fact('proposal/AddonDecided', { code: 'BPA', selected: true }))
      .when(fact('quote/QuoteCalculated', { proposal: priced((p) => void (p.quote = { ...quoteWith([addon('BPA'), addon('B1')]), premium: 455.5 })) }))
      .then((s) => expect(s.proposal).to.deep.equal(selectServerProposal(s)))
  })

  it('another quote’s proposal takes the place of the one held, whatever the tab changed', () => {
    const other = '00000000-0000-4000-8000-000000000009'
    given(quoted, fact('proposal/VoluntaryExcessChosen', { excess: 250 }))
      .when(loaded((p) => void (p.uuid = other)))
      .then((s) => {
        expect(s.proposal.uuid).to.equal(other)
        expect(s.proposal.risk.voluntary_excess).to.equal(0)
      })
  })

  it('folds the same in the store as in a replay', () => {
    const history = [quoted, fact('proposal/VoluntaryExcessChosen', { excess: 250 }), fact('proposal/AddonDecided', { code: 'B1', selected: true })]
    const read = loaded((p) => void (p.is_pay_monthly = true))
    const replayed = given(...history).when(read).then(() => undefined)
    const folded = foldOne(given(...history).state, read)
    expect(folded).to.deep.equal(replayed)
    expect(folded.proposal).to.include({ is_pay_monthly: true })
  })

  it('nothing of a quote the server answered with is held once the session ends (419) or a new quote starts', () => {
    given(quoted)
      .when(fact('journey/RequestFailed', { call: 'getProposal', error: { kind: 'session-expired', url: `/api/proposal/${UUID}` } }))
      .then((s) => expect(selectServerProposal(s)).to.equal(null))
    given(quoted)
      .when(fact('journey/FormOpened', { mode: 'create', uuid: null, step: null }))
      .then((s) => expect(selectServerProposal(s)).to.equal(null))
  })
})
