import { MIN_ACCOUNT_HOLDER_AGE } from '../constants'
import { yearsBetween } from '../formats'
import { isAddonVisible, type AddonFacts } from './addons'
import { ageDay } from './start-date'

/** What the amount due depends on: the payment mode, the rider's choices of extras, the quote and the visibility facts. */
export interface PayableProposal {
  readonly is_pay_monthly?: boolean | null
  readonly addons: readonly { readonly code: string; readonly is_selected?: boolean | null }[]
  readonly quote?: {
    readonly premium?: number | null
    readonly monthly_deposit?: number | null
    readonly monthly_initial_payment?: number | null
    readonly addons?: readonly { readonly code: string; readonly description?: string | null; readonly premium?: number | null }[] | null
  } | null
  readonly risk: {
    readonly start_date?: string | null
    readonly vehicle: { readonly cover_type?: string | null }
    readonly proposer: { readonly date_of_birth?: string | null }
  }
}

/** An extra the rider pays for, at the quote's price. */
export interface ChargedExtra {
  readonly code: string
  readonly description: string
  readonly premium: number
}

const pence = (pounds: number): number => Math.round(pounds * 100)

/** The facts an extra's visibility depends on, from the proposal asked on `today` (YYYY-MM-DD): ages on its `ageDay`. */
export const addonFactsOf = (p: PayableProposal, today: string): AddonFacts => ({
  coverType: p.risk.vehicle.cover_type,
  proposerDateOfBirth: p.risk.proposer.date_of_birth,
  ageDay: ageDay(p.risk.start_date, today),
})

/**
 * The extras the rider pays for on `today` (YYYY-MM-DD): chosen on the proposal, offered by its quote (at the
 * quote's price, never a price the client sent) and shown to this rider (`isAddonVisible`: an extra chosen
 * under comprehensive cover is not charged once the cover is third party). In the quote's order.
 */
export const chargedExtras = (p: PayableProposal, today: string): ChargedExtra[] => {
  const chosen = new Set(p.addons.filter((a) => a.is_selected === true).map((a) => a.code))
  const facts = addonFactsOf(p, today)
  // Stryker disable next-line ArrayDeclaration: a made-up extra has no code the rider chose, so the filter drops it
  return (p.quote?.addons ?? [])
    .filter((a) => chosen.has(a.code) && isAddonVisible(a.code, facts))
    .map((a) => ({ code: a.code, description: a.description ?? a.code, premium: a.premium ?? 0 }))
}

/**
 * What the rider pays now, on `today` (001 §2 'Payment': 'Amount to pay'), in pounds to the penny: the deposit
 * when paying monthly (the initial payment when the quote gives no deposit), else the premium plus the charged
 * extras. Null when there is no priced quote. The one rule for the amount the Payment screen shows and the
 * amount the provider page charges (the mock insurer's `amountToPay`), so the two cannot disagree.
 */
export const amountDueNow = (p: PayableProposal, today: string): number | null => {
  const q = p.quote
  if (q == null || q.premium == null) return null
  if (p.is_pay_monthly === true) return q.monthly_deposit ?? q.monthly_initial_payment ?? null
  return (pence(q.premium) + chargedExtras(p, today).reduce((sum, a) => sum + pence(a.premium), 0)) / 100
}

/**
 * 001 §4: a proposer under 18 on `today` (YYYY-MM-DD) cannot hold the direct debit's account: the holder must
 * be a third party. False when the date of birth is not known.
 */
export const holderMustBeThirdParty = (proposerDateOfBirth: string | null | undefined, today: string): boolean =>
  proposerDateOfBirth != null && yearsBetween(proposerDateOfBirth, today) < MIN_ACCOUNT_HOLDER_AGE
