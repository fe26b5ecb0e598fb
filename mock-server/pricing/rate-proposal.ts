import type { NonNegative, QuoteReference, Timestamp } from '../../src/domain/primitives'
import { Timestamp as TimestampCodec } from '../../src/domain/primitives'
import type { Ipid, Proposal, Quote, RemovedAddon, Wordings } from '../../src/domain/codecs'
import { isIsoDate, isQuoteReference } from '../../src/domain/formats'
import { offeredAddons } from './addon-catalogue'
import { ageDay, chargedExtras, insuresOwnBike } from '../../src/domain/rules'
import { endorsementsFor } from './endorsements'
import { compulsoryExcess, excessTable } from './excesses'
import { instalmentPlan, type InstalmentPlan } from './instalments'
import { applyFactors, percentOf, toMoney } from './pennies'
import { coverTypeOf, type Factor, ncdYearsOf, ratingFactors, voluntaryExcessOf } from './rating-factors'
import { BASE_PREMIUM_PENCE, FLAT_INTEREST_PERCENT, IPT_PERCENT, MINIMUM_NET_PREMIUM_PENCE } from './rating-tables'
import { ridersOf } from './rider-facts'
import { underwrite } from './underwriting'

/** What the caller supplies besides the proposal: the day, the moment, and the quote reference it minted. */
export interface RatingContext {
  /** YYYY-MM-DD: ages and look-backs are measured on `ageDay` of the start date and this day. */
  readonly today: string
  /** ISO timestamp, becomes quote.created_at. */
  readonly now: string
  /** Three groups of five digits, becomes quote.reference. */
  readonly reference: string
}

/** A priced quote (perhaps referred), or a decline with every reason that applied. */
export type RatingResult =
  | { readonly outcome: 'quoted'; readonly quote: Quote; readonly removedAddons: RemovedAddon[] }
  | { readonly outcome: 'declined'; readonly reasons: string[] }

/** A premium in pence: the net figure, its Insurance Premium Tax, and the gross (net + tax) the rider pays. */
export interface PremiumPence {
  readonly net: number
  readonly ipt: number
  readonly gross: number
}

/** The policy documents of every quote. */
const QUOTE_WORDINGS: Wordings = {
  policyDocumentUrl: '/documents/policy-wording.pdf',
  administrationServicesContractUrl: '/documents/administration-services-contract.pdf',
  termsOfBusinessUrl: '/documents/terms-of-business.pdf',
}
/** The insurance product information document of every quote. */
const QUOTE_IPIDS: readonly Ipid[] = [
  { url: '/documents/ipid-motorcycle.pdf', name: 'Insurance Product Information Document', code: 'MC' },
]

/**
 * The premium for a list of factors: base premium × every factor, rounded once to the penny (half up), never
 * below the minimum net premium; IPT is 12% of that, rounded half up; the premium is net + IPT.
 */
export const premiumOf = (factors: readonly Factor[]): PremiumPence => {
  const net = Math.max(MINIMUM_NET_PREMIUM_PENCE, applyFactors(BASE_PREMIUM_PENCE, factors.map((f) => f.value)))
  const ipt = percentOf(net, IPT_PERCENT)
  return { net, ipt, gross: net + ipt }
}

const checkContext = (ctx: RatingContext): void => {
  if (!isIsoDate(ctx.today)) throw new RangeError(`ctx.today ${JSON.stringify(ctx.today)} is not a YYYY-MM-DD date`)
  if (!TimestampCodec.is(ctx.now)) throw new RangeError(`ctx.now ${JSON.stringify(ctx.now)} is not an ISO timestamp`)
  if (!isQuoteReference(ctx.reference)) throw new RangeError(`ctx.reference ${JSON.stringify(ctx.reference)} is not a quote reference`)
}

/** The quote's monthly figures for an instalment plan (on the premium plus the extras charged). */
export const monthlyFields = (plan: InstalmentPlan) => ({
  monthly_total_payable: toMoney(plan.totalPayable),
  monthly_deposit: toMoney(plan.deposit),
  monthly_interest: toMoney(plan.totalPayable - plan.amount),
  monthly_interest_percent: FLAT_INTEREST_PERCENT as NonNegative,
  monthly_initial_payment: toMoney(plan.initialPayment),
  monthly_payment: toMoney(plan.payment),
  monthly_installments: plan.instalments as NonNegative,
  monthly_apr: plan.apr as NonNegative,
})

/**
 * Rates a proposal as the mock insurer: declines it (every decline rule that applies gives its reason), or
 * prices it to the penny with the tables of docs/pricing.md and returns the quote (is_referred when a referral rule
 * applies) and any extras withdrawn from it. Pure: the same proposal and context always give a deep-equal
 * result. Throws a RangeError when the context is malformed (not on anything in the proposal).
 */
export const rateProposal = (proposal: Proposal, ctx: RatingContext): RatingResult => {
  checkContext(ctx)
  const on = ageDay(proposal.risk.start_date, ctx.today)
  const riders = ridersOf(proposal, on)
  const { declines, isReferred } = underwrite({ proposal, riders })
  if (declines.length > 0) return { outcome: 'declined', reasons: declines }

  const cover = coverTypeOf(proposal)
  const vehicle = proposal.risk.vehicle
  const premium = premiumOf(ratingFactors(proposal, ctx.today))
  const protectedPremium = ncdYearsOf(proposal) > 0 ? premiumOf(ratingFactors(proposal, ctx.today, { withNcdProtection: true })) : null
  const { addons, removed } = offeredAddons(proposal, riders[0].age)
  // The extras charged are the domain's rule (chosen, offered, shown to this rider), priced by this quote; the
  // instalment plan is on the premium plus them, so a monthly rider pays for the extras as one paying in full does.
  const extrasPence = chargedExtras({ ...proposal, addons, quote: { premium: toMoney(premium.gross), addons } }, ctx.today).reduce((sum, a) => sum + Math.round(a.premium * 100), 0)
  const subtotal = premium.gross + extrasPence
  const [proposer] = riders

  const quote: Quote = {
    reference: ctx.reference as QuoteReference,
    created_at: ctx.now as Timestamp,
    premium: toMoney(premium.gross),
    is_quoted: true,
    is_purchased: false,
    is_accepted: false,
    is_referred: isReferred,
    compulsory_excess: toMoney(insuresOwnBike(cover) ? compulsoryExcess(proposer) * 100 : 0),
    cover_type: cover,
    ...monthlyFields(instalmentPlan(subtotal)),
    protected_ncd_implied_price: protectedPremium === null ? null : toMoney(protectedPremium.gross),
    insurance_premium_tax: toMoney(premium.ipt),
    metadata: {
      premium_subtotal: toMoney(subtotal),
      monthly_total_payable_subtotal: toMoney(instalmentPlan(subtotal).totalPayable),
    },
    addons,
    wordings: { ...QUOTE_WORDINGS },
    excesses: excessTable(riders, vehicle, cover, voluntaryExcessOf(proposal)),
    endorsements: endorsementsFor(riders, vehicle, cover),
    ipids: QUOTE_IPIDS.map((i) => ({ ...i })),
  }
  return { outcome: 'quoted', quote, removedAddons: removed }
}
