import type { Money } from '../../src/domain/primitives'

/**
 * Exact money arithmetic. Amounts are whole pence (integers); factors and percentages have at most four
 * decimals and are turned into integers of 1/10,000, so a product of any number of them is an exact fraction
 * (BigInt) that is rounded once, half up, where docs/pricing.md says money is rounded. No floating-point drift can
 * move a penny, and anyone with the tables and a calculator gets the same figure.
 */

/** Factors are exact in units of 1/FACTOR_SCALE. */
const FACTOR_SCALE = 10_000

/** A factor in units of 1/10,000; throws a RangeError for a negative factor or one with more than four decimals. */
const factorUnits = (factor: number): bigint => {
  const scaled = factor * FACTOR_SCALE
  const units = Math.round(scaled)
  // Stryker disable next-line EqualityOperator: the tolerance's own boundary; no factor lands exactly 1e-6 off a whole number of units
  if (!Number.isFinite(factor) || factor < 0 || Math.abs(units - scaled) > 1e-6) {
    throw new RangeError(`factor ${factor} is not a non-negative number with at most four decimals`)
  }
  return BigInt(units)
}

const divideHalfUp = (numerator: bigint, denominator: bigint): bigint => {
  const quotient = numerator / denominator
  return 2n * (numerator % denominator) >= denominator ? quotient + 1n : quotient
}

const wholePence = (pence: number): bigint => {
  if (!Number.isSafeInteger(pence) || pence < 0) throw new RangeError(`${pence} is not a whole, non-negative number of pence`)
  return BigInt(pence)
}

/** `pence` times every factor, computed exactly and rounded once to the penny, half up. */
export const applyFactors = (pence: number, factors: readonly number[]): number => {
  const numerator = factors.reduce((acc, f) => acc * factorUnits(f), wholePence(pence))
  const denominator = BigInt(FACTOR_SCALE) ** BigInt(factors.length)
  return Number(divideHalfUp(numerator, denominator))
}

/** `percent` % of `pence`, rounded to the penny, half up (percent with at most four decimals). */
export const percentOf = (pence: number, percent: number): number =>
  Number(divideHalfUp(wholePence(pence) * factorUnits(percent), BigInt(100 * FACTOR_SCALE)))

/** Pounds to whole pence (the figure is rounded to the nearest penny). */
export const toPence = (pounds: number): number => Math.round(pounds * 100)

/** Whole pence to the wire's pounds with two decimals. */
export const toMoney = (pence: number): Money => (Math.round(pence) / 100) as Money
