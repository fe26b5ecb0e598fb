import { expect } from 'chai'
import { produce } from 'immer'
import type { Proposal } from '../../../src/domain/codecs'
import { rateProposal } from '../../../mock-server/pricing'
import { EXAMPLE_CONTEXT as CTX } from '../../../mock-server/pricing/example-proposals'
import { instalmentPlan } from '../../../mock-server/pricing/instalments'
import { withSubtotals } from '../../../mock-server/pricing/subtotals'
import { commuter } from './example-parts'

/** Example A quoted with BPA and B3 chosen (premium £391.81, BPA £24.99, B3 £74.99), as the store holds it. */
const quotedCommuter = (): Proposal => {
  const p = produce(commuter(), (d) => {
    d.addons = [
      { code: 'BPA', is_selected: true },
      { code: 'B3', is_selected: true },
    ]
  })
  const result = rateProposal(p, CTX)
  if (result.outcome !== 'quoted') throw new Error('expected a quote')
  return { ...p, quote: result.quote }
}

describe('mock-server pricing: subtotals for the extras chosen now', () => {
  it('gives the premium plus the extras now chosen, and the monthly plan on that subtotal, when the rider drops one', () => {
    const dropped = produce(quotedCommuter(), (d) => {
      d.addons = d.addons.map((a) => (a.code === 'B3' ? { ...a, is_selected: false } : a))
    })
    const quote = withSubtotals(dropped, CTX.today).quote
    const plan = instalmentPlan(39_181 + 2_499)
    expect(quote?.metadata.premium_subtotal).to.equal(416.8)
    expect(quote?.metadata.monthly_total_payable_subtotal).to.equal(plan.totalPayable / 100)
    expect(quote?.monthly_deposit).to.equal(plan.deposit / 100)
    expect(quote?.monthly_payment).to.equal(plan.payment / 100)
    expect(quote?.premium).to.equal(391.81)
  })

  const unpriced: readonly (readonly [string, (p: Proposal) => Proposal])[] = [
    ['no quote (null)', (p) => ({ ...p, quote: null })],
    ['no quote key at all', ({ quote: _quote, ...p }) => p],
    ['a quote that is not quoted', (p) => produce(p, (d) => void (d.quote !== null && d.quote !== undefined && (d.quote.is_quoted = false)))],
    ['a quote with no premium', (p) => produce(p, (d) => void (d.quote !== null && d.quote !== undefined && (d.quote.premium = null)))],
  ]
  unpriced.forEach(([what, make]) => {
    it(`leaves a proposal with ${what} as it is`, () => {
      const p = make(
        produce(quotedCommuter(), (d) => {
          d.addons = []
        }),
      )
      expect(withSubtotals(p, CTX.today)).to.equal(p)
    })
  })
})
