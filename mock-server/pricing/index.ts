/**
 * The mock insurer's rating: `rateProposal` prices or declines a proposal, deterministically, with the tables
 * documented in docs/pricing.md.
 */
export { rateProposal } from './rate-proposal'
export { ADDON_CATALOGUE } from './addon-catalogue'
