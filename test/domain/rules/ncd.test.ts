import { expect } from 'chai'
import { asksNcdProtection, NCD_STEP_BACK_YEARS, ncdAfterClaims } from '../../../src/domain/rules'

describe('no claims discount after claims (the step-back table of the NCD information)', () => {
  it('J2.35 without protection, each claim in a policy year steps the discount back two years, never below 0', () => {
    expect(NCD_STEP_BACK_YEARS).to.equal(2)
    expect(ncdAfterClaims(9, 1, false)).to.equal(7)
    expect(ncdAfterClaims(9, 3, false)).to.equal(3)
    expect(ncdAfterClaims(3, 2, false)).to.equal(0)
    expect(ncdAfterClaims(0, 1, false)).to.equal(0)
  })

  it('J2.35 with protection, the first claim in a year is forgiven and each claim after it steps the discount back two years', () => {
    expect(ncdAfterClaims(9, 1, true)).to.equal(9)
    expect(ncdAfterClaims(9, 2, true)).to.equal(7)
    expect(ncdAfterClaims(9, 3, true)).to.equal(5)
    expect(ncdAfterClaims(1, 3, true)).to.equal(0)
    expect(ncdAfterClaims(5, 0, true)).to.equal(5)
  })
})

describe('NCD protection is asked only with a discount', () => {
  it('F4.40 one year or more asks it; none, or not yet answered, does not (the form, the reducer and the pricing share the rule)', () => {
    expect([1, 20].map(asksNcdProtection)).to.deep.equal([true, true])
    expect([0, null, undefined].map(asksNcdProtection)).to.deep.equal([false, false, false])
  })
})
