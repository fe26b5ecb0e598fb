import * as t from 'io-ts'
import { Code, entityWith, Money, nullable, Text } from '../primitives'

/** Extras codes: BPA enhanced personal accident, BLE legal protection, BHL helmet and leathers, B1-B3 breakdown tiers; PA, MF and KE exist but are hidden. */
export const AddonCode = Code
export type AddonCode = t.TypeOf<typeof AddonCode>

const Link = t.type({ url: t.string }, 'Link')

/** An optional extra. is_selected is tri-state: null undecided, true added, false declined. */
export const Addon = entityWith(
  { code: AddonCode },
  {
    description: nullable(Text),
    headline: nullable(Text),
    premium: nullable(Money),
    is_selected: nullable(t.boolean),
    ipid: nullable(Link),
    policy_wording: nullable(Link),
  },
  'Addon',
)
export type Addon = t.TypeOf<typeof Addon>

/** An extra the insurer withdrew from the quote (the removed-extra modal). */
export const RemovedAddon = entityWith({ code: AddonCode }, { description: nullable(Text) }, 'RemovedAddon')
export type RemovedAddon = t.TypeOf<typeof RemovedAddon>
