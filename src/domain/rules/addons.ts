import { BPA_OVER_AGE, BREAKDOWN_TIERS, HIDDEN_ADDON_CODES } from '../constants'
import { yearsBetween } from '../formats'

/** A breakdown tier (B1, B2, B3): at most one is chosen, and choosing one deselects the others. */
export const isBreakdownTier = (code: string): boolean => (BREAKDOWN_TIERS as readonly string[]).includes(code)

/** Do these chosen extras hold more than one breakdown tier (which the insurer refuses)? */
export const choosesSeveralTiers = (chosenCodes: readonly string[]): boolean => new Set(chosenCodes.filter(isBreakdownTier)).size > 1

/** What decides whether an extra is offered to the rider: the cover type and the proposer's age at the start date. */
export interface AddonFacts {
  readonly coverType: string | null | undefined
  /** YYYY-MM-DD, or null when not known. */
  readonly proposerDateOfBirth: string | null | undefined
  /** The day ages are judged on (`ageDay`), YYYY-MM-DD. */
  readonly ageDay: string
}

/** Is the proposer over 18 (19 or older, as the existing selector read it) on the age day? False when the date of birth is unknown. */
const adultAtStart = (f: AddonFacts): boolean =>
  f.proposerDateOfBirth != null && yearsBetween(f.proposerDateOfBirth, f.ageDay) > BPA_OVER_AGE

/**
 * Is the extra shown to the rider (001 §2 'Addons', §9)? Breakdown tiers always; BPA only when the proposer is
 * over 18 on the start date and the cover is comprehensive; BHL only for comprehensive cover;
 * PA, MF and KE never. Any other code is shown. The mock insurer refuses a hidden extra with the same rule.
 */
export const isAddonVisible = (code: string, f: AddonFacts): boolean => {
  if (HIDDEN_ADDON_CODES.includes(code)) return false
  // Stryker disable next-line ConditionalExpression: equivalent, a tier skipped here still reaches the final `return true` (no tier is hidden, BPA or BHL); the line states J2.71
  if (isBreakdownTier(code)) return true
  if (code === 'BPA') return f.coverType === 'C' && adultAtStart(f)
  if (code === 'BHL') return f.coverType === 'C'
  return true
}

/** An extra as the quote offers it or the rider chose it: its code, name and choice. */
export interface ExtraLike {
  readonly code: string
  readonly description?: string | null
  readonly is_selected?: boolean | null
}

/**
 * The extras offered: the quote's offers with the rider's choices over them (a choice's fields win, its code
 * joins the offer of the same code), in the quote's order, then any the rider chose that the quote does not offer.
 */
export const offeredExtras = <A extends ExtraLike>(quoteAddons: readonly A[], chosen: readonly A[]): A[] => {
  const byCode = new Map<string, A>()
  for (const a of quoteAddons) byCode.set(a.code, a)
  for (const a of chosen) byCode.set(a.code, { ...byCode.get(a.code), ...a })
  return [...byCode.values()]
}

