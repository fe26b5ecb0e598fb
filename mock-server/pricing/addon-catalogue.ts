import type { Addon, Proposal, RemovedAddon } from '../../src/domain/codecs'
import { BREAKDOWN_TIERS } from '../../src/domain/constants'
import { isBreakdownTier } from '../../src/domain/rules'
import { toMoney } from './pennies'
import { BPA_WITHDRAWN_AGE } from './rating-tables'

/** One optional extra as the insurer sells it: a fixed yearly premium in pence, Insurance Premium Tax included. */
export interface AddonProduct {
  readonly code: string
  readonly description: string
  readonly headline: string
  readonly premiumPence: number
}

/** The extras offered on every quote, in the order the client shows them. */
export const ADDON_CATALOGUE: readonly AddonProduct[] = [
  {
    code: 'BPA',
    description: 'Enhanced Personal Accident Cover',
    headline: 'Up to £100,000 if you are seriously injured or killed in a riding accident.',
    premiumPence: 24_99,
  },
  {
    code: 'BLE',
    description: 'Motor Legal Protection',
    headline: 'Up to £100,000 of legal costs to recover losses that were not your fault.',
    premiumPence: 29_99,
  },
  {
    code: 'BHL',
    description: 'Helmet and Leathers Cover',
    headline: 'Up to £1,500 to replace your helmet and riding gear after an accident.',
    premiumPence: 19_99,
  },
  {
    code: 'B1',
    description: 'Roadside and Local Recovery',
    headline: 'Roadside help, or recovery to a garage within 10 miles.',
    premiumPence: 34_99,
  },
  {
    code: 'B2',
    description: 'Roadside, Local Recovery and Home Assist',
    headline: 'Everything in Roadside and Local Recovery, plus help at your home.',
    premiumPence: 49_99,
  },
  {
    code: 'B3',
    description: 'Roadside, Recovery, Home Assist and National Recovery',
    headline: 'Everything in Home Assist, plus recovery anywhere in the UK.',
    premiumPence: 74_99,
  },
]

/** The product information document of an extra: /documents/ipid-<code in lower case>.pdf. */
export const addonIpidUrl = (code: string): string => `/documents/ipid-${code.toLowerCase()}.pdf`
/** The policy wording of an extra: /documents/wording-<code in lower case>.pdf. */
const addonWordingUrl = (code: string): string => `/documents/wording-${code.toLowerCase()}.pdf`

/**
 * The extras of a quote with the rider's choices kept (is_selected from the proposal's addons, null when
 * undecided). At most one breakdown tier stays selected: when several are, the highest is kept and the
 * others become false. BPA is withdrawn when the proposer is 75 or over at the start date: it is left out of
 * the offer, and when the proposal had it selected it is returned in `removed` (the removed-extra modal).
 */
export const offeredAddons = (proposal: Proposal, proposerAge: number | null): { addons: Addon[]; removed: RemovedAddon[] } => {
  const chosen = (code: string): boolean | null => proposal.addons.find((a) => a.code === code)?.is_selected ?? null
  // Stryker disable next-line ConditionalExpression: null >= BPA_WITHDRAWN_AGE is false as well; the check keeps the comparison typed
  const bpaWithdrawn = proposerAge !== null && proposerAge >= BPA_WITHDRAWN_AGE
  const selectedTiers = BREAKDOWN_TIERS.filter((code) => chosen(code) === true)
  const keptTier = selectedTiers[selectedTiers.length - 1] ?? null

  const addons = ADDON_CATALOGUE.filter((p) => !(bpaWithdrawn && p.code === 'BPA')).map(
    (p): Addon => ({
      code: p.code,
      description: p.description,
      headline: p.headline,
      premium: toMoney(p.premiumPence),
      is_selected: isBreakdownTier(p.code) && chosen(p.code) === true && p.code !== keptTier ? false : chosen(p.code),
      ipid: { url: addonIpidUrl(p.code) },
      policy_wording: { url: addonWordingUrl(p.code) },
    }),
  )
  const removed: RemovedAddon[] = ADDON_CATALOGUE.filter((p) => bpaWithdrawn && p.code === 'BPA' && chosen(p.code) === true).map((p) => ({
    code: p.code,
    description: p.description,
  }))
  return { addons, removed }
}
