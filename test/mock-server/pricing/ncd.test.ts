import { expect } from 'chai'
import { produce } from 'immer'
import type { Quote } from '../../../src/domain/codecs'
import { rateProposal } from '../../../mock-server/pricing'
import { premiumOf } from '../../../mock-server/pricing/rate-proposal'
import { ratingFactors } from '../../../mock-server/pricing/rating-factors'
import { EXAMPLE_CONTEXT as CTX } from '../../../mock-server/pricing/example-proposals'
import { commuter } from './example-parts'

/** 001 §9, as printed in the spec. */
const SPEC_NCD_TABLE: readonly (readonly [years: number, percent: number])[] = [
  [0, 0], [1, 7], [2, 8], [3, 8], [4, 8], [5, 8], [6, 8], [7, 9], [8, 12], [9, 14], [10, 15], [11, 15],
  [12, 16], [13, 17], [14, 17], [15, 18], [16, 18], [17, 19], [18, 19], [20, 19], [25, 19],
]

const withNcd = (years: number, isProtected: boolean | null = false) =>
  produce(commuter(), (d) => {
    d.risk.previous_insurance = { ncd: { years, is_protected: years > 0 ? isProtected : null } }
  })

const quoteOf = (years: number, isProtected: boolean | null = false): Quote => {
  const result = rateProposal(withNcd(years, isProtected), CTX)
  if (result.outcome !== 'quoted') throw new Error('expected a quote')
  return result.quote
}

describe('mock-server pricing: no claims discount', () => {
  const noNcd = premiumOf(ratingFactors(withNcd(0), CTX.today)).net

  SPEC_NCD_TABLE.forEach(([years, percent]) => {
    it(`${years} NCD years take the spec's ${percent}% discount off the net premium`, () => {
      const factors = ratingFactors(withNcd(years), CTX.today)
      const ncd = factors.filter((f) => f.key === 'ncd').map((f) => f.value)
      expect(ncd).to.deep.equal(percent === 0 ? [] : [(100 - percent) / 100])
      const others = factors.filter((f) => f.key !== 'ncd').reduce((acc, f) => acc * f.value, 30_000)
      expect(premiumOf(factors).net).to.equal(Math.round((others * (100 - percent)) / 100))
      if (percent > 0) expect(premiumOf(factors).net).to.be.below(noNcd)
    })
  })

  it('gives no discount when has_previous_insurance is false, whatever the NCD years say', () => {
    const denied = produce(withNcd(9), (d) => {
      d.risk.has_previous_insurance = false
    })
    expect(ratingFactors(denied, CTX.today).some((f) => f.key === 'ncd')).to.equal(false)
  })

  it('prices the protected NCD in protected_ncd_implied_price (protection loading 1.10 on the net premium)', () => {
    const q = quoteOf(4, false)
    const protectedNet = premiumOf(ratingFactors(withNcd(4), CTX.today, { withNcdProtection: true }))
    expect(Math.round((q.protected_ncd_implied_price ?? 0) * 100)).to.equal(protectedNet.gross)
    expect(q.protected_ncd_implied_price).to.be.above(q.premium ?? Infinity)
    expect(q.protected_ncd_implied_price).to.equal(430.99)
  })

  it('charges the protected price when the proposal protects its NCD', () => {
    const q = quoteOf(4, true)
    expect(q.premium).to.equal(430.99)
    expect(q.protected_ncd_implied_price).to.equal(q.premium)
  })

  it('has no protected price without NCD years (protection needs years above 0)', () => {
    expect(quoteOf(0).protected_ncd_implied_price).to.equal(null)
  })
})
