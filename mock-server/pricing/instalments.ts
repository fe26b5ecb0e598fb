import { MONTHLY_INSTALMENTS } from '../../src/domain/constants'
import { percentOf } from './pennies'
import { DEPOSIT_PERCENT, FLAT_INTEREST_PERCENT } from './rating-tables'

/** Paying an amount monthly, every figure in whole pence. */
export interface InstalmentPlan {
  /** The amount paid for (premium, or premium plus extras). */
  readonly amount: number
  /** DEPOSIT_PERCENT of the amount, rounded half up. */
  readonly deposit: number
  /** amount − deposit: the credit. */
  readonly financed: number
  /** FLAT_INTEREST_PERCENT of the credit, rounded half up. */
  readonly interest: number
  /** The first instalment: the regular one plus the 0 to 9 pence that 10 equal instalments cannot carry. */
  readonly initialPayment: number
  /** Every later instalment: (credit + interest) / 10, rounded down to the penny. */
  readonly payment: number
  readonly instalments: number
  /** deposit + first instalment + 9 × payment = amount + interest, exactly. */
  readonly totalPayable: number
  /** The APR in percent, one decimal (see `aprPercent`). */
  readonly apr: number
}

/**
 * The annual percentage rate of a credit: the monthly rate r with Σ payments[k] / (1 + r)^(k + 1) = credit
 * (instalment k + 1 falls k + 1 months after the start), annualised as (1 + r)^12 − 1, in percent rounded to
 * one decimal. Found by 200 bisection steps, so it is the same on every run. 0 when nothing is charged: the
 * payments then add up to the credit (flat interest is never negative), no rate above 0 repays it, and the
 * bisection closes on 0.
 */
const aprPercent = (credit: number, payments: readonly number[]): number => {
  const presentValue = (r: number) => payments.reduce((sum, p, k) => sum + p / (1 + r) ** (k + 1), 0)
  let low = 0
  let high = 1
  // Stryker disable next-line EqualityOperator: a 201st halving moves the rate by 2^-201, far below the rounding to 0.1%
  for (let i = 0; i < 200; i += 1) {
    const mid = (low + high) / 2
    // Stryker disable next-line EqualityOperator: the present value equals the credit exactly only at the root itself, where either half keeps it
    if (presentValue(mid) > credit) low = mid
    else high = mid
  }
  const annual = ((1 + (low + high) / 2) ** 12 - 1) * 100
  return Math.round(annual * 10) / 10
}

/** The monthly plan for an amount in pence: a deposit, then MONTHLY_INSTALMENTS instalments with flat interest. */
export const instalmentPlan = (amount: number): InstalmentPlan => {
  const deposit = percentOf(amount, DEPOSIT_PERCENT)
  const financed = amount - deposit
  const interest = percentOf(financed, FLAT_INTEREST_PERCENT)
  const repayable = financed + interest
  const payment = Math.floor(repayable / MONTHLY_INSTALMENTS)
  const initialPayment = repayable - payment * (MONTHLY_INSTALMENTS - 1)
  const schedule = [initialPayment, ...Array.from({ length: MONTHLY_INSTALMENTS - 1 }, () => payment)]
  return {
    amount,
    deposit,
    financed,
    interest,
    initialPayment,
    payment,
    instalments: MONTHLY_INSTALMENTS,
    totalPayable: deposit + repayable,
    apr: aprPercent(financed, schedule),
  }
}
