/**
 * The mock insurer's rating: `rateProposal` prices or declines a proposal, deterministically, with the tables
 * documented in README.md.
 */
export { rateProposal, premiumOf, QUOTE_IPIDS, QUOTE_WORDINGS } from './rate-proposal'
export type { PremiumPence, RatingContext, RatingResult } from './rate-proposal'
export { ratingFactors, voluntaryExcessDiscountPercent } from './rating-factors'
export type { Factor, FactorKey } from './rating-factors'
export { instalmentPlan, aprPercent } from './instalments'
export type { InstalmentPlan } from './instalments'
export { DECLINE_RULES, REFERRAL_RULES } from './underwriting'
export type { UnderwritingRule } from './underwriting'
export { ADDON_CATALOGUE } from './addon-catalogue'
