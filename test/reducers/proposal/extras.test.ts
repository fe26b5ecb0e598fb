import { expect } from 'chai'
import type { AppState } from '../../../reducers/root'
import { fact, given } from '../given'
import { addon, quoteWith, serverProposal } from '../samples'

describe('the proposal’s fold: the data consequences of 000 §4 and 001 §4', () => {
  describe('after the form: the extras', () => {
    const offered = fact('quote/QuoteCalculated', {
      proposal: serverProposal((p) => {
        p.quote = quoteWith([addon('BPA'), addon('BLE'), addon('B1'), addon('B2'), addon('B3')])
      }),
    })
    const selected = (s: AppState) => Object.fromEntries(s.proposal.addons.map((a) => [a.code, a.is_selected]))

    it('J4.03 addon selection is tri-state: undecided (null), then added (true) or declined (false)', () => {
      const s = given(offered)
        .when(fact('proposal/AddonDecided', { code: 'BPA', selected: true }), fact('proposal/AddonDecided', { code: 'BLE', selected: false }))
        .then((s) => expect(selected(s)).to.deep.equal({ BPA: true, BLE: false }))
      expect(s.proposal.quote?.addons.every((a) => a.is_selected === null)).to.equal(true)
      given(offered, fact('proposal/AddonDecided', { code: 'BPA', selected: true }))
        .when(fact('proposal/AddonDecided', { code: 'BPA', selected: false }))
        .then((s) => expect(selected(s)).to.deep.equal({ BPA: false }))
    })

    it('J4.03 a decision about an addon the quote does not offer changes nothing', () => {
      given(offered)
        .when(fact('proposal/AddonDecided', { code: 'ZZZ', selected: true }))
        .thenNothingChanges()
    })

    for (const tier of ['B1', 'B2', 'B3'] as const) {
      it(`J4.04 choosing breakdown tier ${tier} deselects any other tier`, () => {
        const others = ['B1', 'B2', 'B3'].filter((t) => t !== tier)
        given(offered, ...others.map((code) => fact('proposal/AddonDecided', { code, selected: true })), fact('proposal/AddonDecided', { code: 'BPA', selected: true }))
          .when(fact('proposal/AddonDecided', { code: tier, selected: true }))
          .then((s) => {
            const sel = selected(s)
            expect(sel[tier]).to.equal(true)
            for (const o of others) expect(sel[o], o).to.equal(false)
            expect(sel.BPA).to.equal(true)
          })
      })
    }

    it('J4.04 declining a tier, or choosing an extra that is not a tier, leaves the tiers alone (tiers offered only in the quote are deselected by the earlier choice)', () => {
      given(offered, fact('proposal/AddonDecided', { code: 'B2', selected: true }))
        .when(fact('proposal/AddonDecided', { code: 'B1', selected: false }), fact('proposal/AddonDecided', { code: 'BLE', selected: true }))
        .then((s) => expect(selected(s)).to.deep.equal({ B2: true, B1: false, B3: false, BLE: true }))
    })

    it('J4.03 deciding an extra again changes the proposal’s one copy of it, never adds a second', () => {
      given(offered, fact('proposal/AddonDecided', { code: 'BLE', selected: true }))
        .when(fact('proposal/AddonDecided', { code: 'BLE', selected: false }))
        .then((s) => expect(s.proposal.addons.filter((a) => a.code === 'BLE').map((a) => a.is_selected)).to.deep.equal([false]))
    })

    it('J4.03 a decision before any quote changes nothing', () => {
      given()
        .when(fact('proposal/AddonDecided', { code: 'BLE', selected: true }))
        .thenNothingChanges()
    })

    it('J4.04 choosing a tier deselects the other tiers the proposal holds, even when it holds no quote', () => {
      const held = fact('proposal/ProposalLoaded', {
        via: 'fetch',
        proposal: serverProposal((p) => void (p.addons = [{ ...addon('B1'), is_selected: true }, addon('B2')])),
      })
      given(held)
        .when(fact('proposal/AddonDecided', { code: 'B2', selected: true }))
        .then((s) => expect(selected(s)).to.deep.equal({ B1: false, B2: true }))
    })
  })
})
