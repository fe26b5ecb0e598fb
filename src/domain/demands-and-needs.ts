import { formatPounds } from './formats'
import { HELP } from './firm'
import { isAddonVisible, isBreakdownTier } from './rules/addons'
import { addonFactsOf, chargedExtras, type PayableProposal } from './rules/payment'
import { offeredExtras, type ExtraLike } from './offered-extras'

/*
 * The demands-and-needs statement of a non-advised sale: what the rider told us they need, built from their own
 * answers and choices, that the policy meets it, and that no personal recommendation was given. One derivation for
 * the Summary (before payment) and the quote e-mail (the copy to keep), so the two say the same.
 */

/** What the statement reads of a proposal: the payable parts, and the bike, its use and the other riders. */
export interface NeedsProposal extends PayableProposal {
  readonly quote?: PayableProposal['quote']
  readonly risk: PayableProposal['risk'] & {
    readonly voluntary_excess?: number | null
    readonly additional_drivers: readonly unknown[]
    readonly vehicle: PayableProposal['risk']['vehicle'] & {
      readonly year?: number | string | null
      readonly manufacturer?: string | null
      readonly model?: string | null
      readonly description?: string | null
      readonly class_of_use?: string | null
    }
  }
}

/** The extras a rider turned down: the shown cards they answered No Thanks to, and whether no breakdown tier was chosen. */
interface DeclinedExtras<A extends ExtraLike = ExtraLike> {
  readonly cards: readonly A[]
  /** True when breakdown tiers were shown and none was chosen. */
  readonly noBreakdown: boolean
}

/** Of the extras shown (`isAddonVisible`), those the rider turned down (`DeclinedExtras`). */
const declinedOf = <A extends ExtraLike>(visible: readonly A[]): DeclinedExtras<A> => {
  const tiers = visible.filter((a) => isBreakdownTier(a.code))
  return {
    cards: visible.filter((a) => !isBreakdownTier(a.code) && a.is_selected === false),
    noBreakdown: tiers.length > 0 && !tiers.some((a) => a.is_selected === true),
  }
}

/** Names joined as a sentence says them: 'a', 'a and b', 'a, b and c'. */
const joined = (names: readonly string[]): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}`

/** The heading the Summary and the e-mail give the statement. */
export const DEMANDS_HEADING = 'What you told us you need'

/**
 * The statement's three paragraphs for proposal `p` on `today`: the needs (the bike and its use, who rides it,
 * the cover and voluntary excess, the extras added and those turned down), that the policy meets them, and that
 * no personal recommendation was given. `named(list, code)` gives a list value's name in the rider's words
 * (the class of use, the cover); a code with no name reads as the caller's `named` says.
 */
export const demandsAndNeeds = (p: NeedsProposal, today: string, named: (list: 'vehicle_class_of_use' | 'cover_type', code: string | null | undefined) => string): readonly string[] => {
  const { risk } = p
  const { vehicle } = risk
  const bike = [vehicle.year, vehicle.manufacturer, vehicle.model ?? vehicle.description].filter((x) => x != null && x !== '').join(' ')
  const others = risk.additional_drivers.length
  const riders = others === 0 ? 'you' : `you and ${others} other ${others === 1 ? 'rider' : 'riders'}`
  const added = chargedExtras(p, today).map((e) => e.description)
  const facts = addonFactsOf(p, today)
  const offered: readonly ExtraLike[] = offeredExtras<ExtraLike>(p.quote?.addons ?? [], p.addons)
  const declined = declinedOf(offered.filter((a) => isAddonVisible(a.code, facts)))
  const turnedDown = [...declined.cards.map((a) => a.description ?? a.code), ...(declined.noBreakdown ? ['breakdown cover'] : [])]
  const needs =
    `You want to insure your ${bike === '' ? 'bike' : bike}, ridden by ${riders}, for this use: ${named('vehicle_class_of_use', vehicle.class_of_use)}. ` +
    `You chose ${named('cover_type', vehicle.cover_type)} cover with a voluntary excess of ${formatPounds(risk.voluntary_excess ?? 0)}` +
    `${added.length === 0 ? ', with no extras' : `, and added ${joined(added)}`}.` +
    (turnedDown.length > 0 ? ` You chose not to add ${joined(turnedDown)}.` : '')
  return [
    needs,
    'This policy meets the needs you told us about.',
    'We have not given you a personal recommendation. You chose this policy and its extras yourself, from the information we gave you. ' +
      `If you are not sure it suits you, please call us on ${HELP.phone} before you buy.`,
  ]
}
