import { expect } from 'chai'
import fc from 'fast-check'
import { instalmentPlan, type InstalmentPlan } from '../../../mock-server/pricing/instalments'
import { applyFactors, percentOf } from '../../../mock-server/pricing/pennies'

describe('mock-server pricing: monthly instalments', () => {
  it('takes a 10% deposit, then 10 instalments with 9.9% flat interest on the financed amount', () => {
    const plan = instalmentPlan(39_181)
    expect(plan).to.deep.include({
      amount: 39_181,
      deposit: 3_918,
      financed: 35_263,
      interest: 3_491,
      initialPayment: 3_879,
      payment: 3_875,
      instalments: 10,
      totalPayable: 42_672,
      apr: 23.2,
    })
  })

  it('lets the first instalment differ by the pennies 10 equal instalments cannot carry', () => {
    const even = instalmentPlan(50_000) // financed 45,000, interest 4,455: 49,455 → 4,945.50 a month
    expect(even.initialPayment - even.payment).to.equal(5)
    const exact = instalmentPlan(100_000) // financed 90,000, interest 8,910: 98,910 → 9,891 a month
    expect(exact.initialPayment).to.equal(exact.payment)
  })

  it('adds up for every amount: deposit + instalments = total payable = amount + interest', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000_000 }), (amount) => {
        const plan = instalmentPlan(amount)
        expect(plan.deposit + plan.initialPayment + plan.payment * (plan.instalments - 1)).to.equal(plan.totalPayable)
        expect(plan.totalPayable - plan.amount).to.equal(plan.interest)
        expect(plan.deposit).to.equal(Math.round(amount / 10))
        expect(plan.interest).to.equal(Math.round((plan.financed * 99) / 1000))
        expect(plan.initialPayment - plan.payment).to.be.within(0, 9)
      }),
    )
  })

  describe('the APR', () => {
    /** What the plan's instalments, one a month from a month after the start, are worth today at a yearly rate. */
    const presentValue = (plan: InstalmentPlan, yearlyPercent: number): number => {
      const monthly = (1 + yearlyPercent / 100) ** (1 / 12) - 1
      const payments = [plan.initialPayment, ...Array.from({ length: plan.instalments - 1 }, () => plan.payment)]
      return payments.reduce((sum, p, k) => sum + p / (1 + monthly) ** (k + 1), 0)
    }

    it('is 0 when nothing is financed', () => {
      expect(instalmentPlan(0).apr).to.equal(0)
    })

    it('is 0 when the interest rounds to nothing (5p: 1p deposit, 4p financed, 9.9% of it rounds to 0p)', () => {
      const plan = instalmentPlan(5)
      expect([plan.deposit, plan.financed, plan.interest, plan.apr]).to.deep.equal([1, 4, 0, 0])
    })

    it('is the yearly rate at which the instalments repay the credit, to one decimal', () => {
      for (const amount of [10_000, 39_181, 104_262, 1_000_000]) {
        const plan = instalmentPlan(amount)
        expect(presentValue(plan, plan.apr - 0.05), `${amount}`).to.be.at.least(plan.financed)
        expect(presentValue(plan, plan.apr + 0.05), `${amount}`).to.be.at.most(plan.financed)
      }
    })

    it('is about 23.2% for the 9.9% flat charge over 10 months, whatever the amount', () => {
      for (const amount of [10_000, 39_181, 104_262, 1_000_000]) expect(instalmentPlan(amount).apr).to.be.within(23.1, 23.3)
    })
  })

  describe('exact money arithmetic', () => {
    it('rounds a product of factors once, half up, with no floating-point drift', () => {
      // 0.1 × 3 and friends are not exact in binary; here they are
      expect(applyFactors(1_000, [0.1, 3])).to.equal(300)
      expect(applyFactors(5, [0.5])).to.equal(3) // 2.5 rounds up
      expect(applyFactors(1_005, [0.5])).to.equal(503) // 502.5 rounds up
      expect(applyFactors(30_000, [1.15, 1.15, 1.15])).to.equal(45_626) // 45,626.25
      expect(percentOf(35_263, 9.9)).to.equal(3_491) // 3,491.037
      expect(percentOf(34_983, 12)).to.equal(4_198) // 4,197.96
    })

    it('refuses a factor with more than four decimals or a negative one', () => {
      expect(() => applyFactors(1_000, [1.00001])).to.throw(RangeError)
      expect(() => applyFactors(1_000, [-1])).to.throw(RangeError, 'factor -1 is not a non-negative number with at most four decimals')
      expect(applyFactors(10_000, [0.8785])).to.equal(8785)
    })

    it('takes a factor of 0', () => {
      expect(applyFactors(1_000, [0])).to.equal(0)
    })

    it('refuses an amount that is not a whole, non-negative number of pence', () => {
      expect(() => applyFactors(-1, [1])).to.throw(RangeError, '-1 is not a whole, non-negative number of pence')
      expect(() => applyFactors(1.5, [1])).to.throw(RangeError, '1.5 is not a whole, non-negative number of pence')
      expect(() => percentOf(2 ** 53, 12)).to.throw(RangeError)
      expect(applyFactors(0, [1])).to.equal(0)
    })
  })
})
