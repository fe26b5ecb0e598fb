/*
 * No claims discount after claims (001 §2: 'a step-back table (claim count by year for NCD years 0 to 20, with
 * and without protection)'). The spec gives no scale, so this one, common in UK motor insurance, is ours: each
 * claim in a policy year steps the discount back two years; protection forgives the first claim in a year and
 * steps back two years for each claim after it. Never below 0.
 */

/** NCD protection is asked, and kept, only when the rider has at least one year of discount (000 §4). */
export const asksNcdProtection = (years: number | null | undefined): boolean => (years ?? 0) > 0

/** The highest NCD the step-back table lists. */
export const NCD_TABLE_MAX_YEARS = 20
/** The claim counts in one policy year the step-back table shows. */
export const NCD_TABLE_CLAIMS: readonly number[] = [1, 2, 3]
/** Years of discount one claim costs. */
export const NCD_STEP_BACK_YEARS = 2

/** The NCD years after `claims` claims in one policy year, from `years`, with or without protection. */
export const ncdAfterClaims = (years: number, claims: number, isProtected: boolean): number => {
  const counted = isProtected ? Math.max(0, claims - 1) : claims
  return Math.max(0, years - counted * NCD_STEP_BACK_YEARS)
}
