import { expect } from 'chai'
import { type Draft, produce } from 'immer'
import type { Proposal, Quote, RemovedAddon } from '../../../src/domain/codecs'
import { BREAKDOWN_TIERS } from '../../../src/domain/constants'
import { rateProposal } from '../../../mock-server/pricing'
import { EXAMPLE_CONTEXT as CTX } from '../../../mock-server/pricing/example-proposals'
import { commuter, date } from './example-parts'

const rate = (f: (d: Draft<Proposal>) => void): { quote: Quote; removed: RemovedAddon[] } => {
  const result = rateProposal(produce(commuter(), f), CTX)
  if (result.outcome !== 'quoted') throw new Error('expected a quote')
  return { quote: result.quote, removed: result.removedAddons }
}
const selection = (q: Quote) => Object.fromEntries(q.addons.map((a) => [a.code, a.is_selected]))

describe('mock-server pricing: extras', () => {
  it('offers BPA, BLE, BHL and the breakdown tiers with description, headline, premium, ipid and wording', () => {
    const { quote } = rate(() => undefined)
    expect(quote.addons.map((a) => [a.code, a.premium, a.ipid?.url])).to.deep.equal([
      ['BPA', 24.99, '/documents/ipid-bpa.pdf'],
      ['BLE', 29.99, '/documents/ipid-ble.pdf'],
      ['BHL', 19.99, '/documents/ipid-bhl.pdf'],
      ['B1', 34.99, '/documents/ipid-b1.pdf'],
      ['B2', 49.99, '/documents/ipid-b2.pdf'],
      ['B3', 74.99, '/documents/ipid-b3.pdf'],
    ])
    for (const a of quote.addons) {
      expect(a.description).to.be.a('string').and.not.empty
      expect(a.headline).to.be.a('string').and.not.empty
      expect(a.policy_wording?.url).to.equal(`/documents/wording-${a.code.toLowerCase()}.pdf`)
    }
  })

  it('offers exactly the three breakdown tiers B1, B2 and B3', () => {
    const { quote } = rate(() => undefined)
    expect(quote.addons.map((a) => a.code).filter((c) => c.startsWith('B') && c.length === 2)).to.deep.equal([...BREAKDOWN_TIERS])
  })

  it('keeps the tri-state choice from the proposal: null undecided, true, false', () => {
    const { quote } = rate((d) => {
      d.addons = [
        { code: 'BLE', is_selected: true },
        { code: 'BHL', is_selected: false },
      ]
    })
    expect(selection(quote)).to.deep.equal({ BPA: null, BLE: true, BHL: false, B1: null, B2: null, B3: null })
  })

  it('keeps one breakdown tier when several arrive selected: the highest', () => {
    const { quote } = rate((d) => {
      d.addons = [
        { code: 'B1', is_selected: true },
        { code: 'B2', is_selected: true },
      ]
    })
    expect(selection(quote)).to.include({ B1: false, B2: true, B3: null })
    expect(quote.metadata.premium_subtotal).to.equal(441.8) // 391.81 + B2 49.99
  })

  it('adds the selected extras to the premium subtotal and its monthly total', () => {
    const { quote } = rate((d) => {
      d.addons = [
        { code: 'BPA', is_selected: true },
        { code: 'B3', is_selected: true },
      ]
    })
    expect(quote.premium).to.equal(391.81)
    expect(quote.metadata.premium_subtotal).to.equal(491.79) // 391.81 + 24.99 + 74.99
    expect(quote.metadata.monthly_total_payable_subtotal).to.equal(535.61) // 491.79 + interest 43.82 (9.9% of 442.61 financed)
  })

  describe('when the proposer is 75 or over at the start date', () => {
    const aged75 = (d: Draft<Proposal>) => void (d.risk.proposer.date_of_birth = date('1951-11-15'))

    it('withdraws a selected BPA: it is returned in removedAddons and the price leaves it out', () => {
      const { quote, removed } = rate((d) => {
        aged75(d)
        d.addons = [
          { code: 'BPA', is_selected: true },
          { code: 'BLE', is_selected: true },
        ]
      })
      expect(removed).to.deep.equal([{ code: 'BPA', description: 'Enhanced Personal Accident Cover' }])
      expect(quote.addons.map((a) => a.code)).to.not.include('BPA')
      expect(Math.round((quote.metadata.premium_subtotal ?? 0) * 100)).to.equal(Math.round((quote.premium ?? 0) * 100) + 2_999)
    })

    it('does not offer BPA, and reports nothing removed when BPA was not selected', () => {
      const { quote, removed } = rate((d) => {
        aged75(d)
        d.addons = [{ code: 'BPA', is_selected: false }]
      })
      expect(quote.addons.map((a) => a.code)).to.deep.equal(['BLE', 'BHL', 'B1', 'B2', 'B3'])
      expect(removed).to.deep.equal([])
    })

    it('still offers BPA the day before the 75th birthday', () => {
      const { quote, removed } = rate((d) => {
        d.risk.proposer.date_of_birth = date('1951-11-16')
        d.addons = [{ code: 'BPA', is_selected: true }]
      })
      expect(selection(quote).BPA).to.equal(true)
      expect(removed).to.deep.equal([])
    })
  })
})
