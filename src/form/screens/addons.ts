import type { Addon } from '../../domain/codecs'
import { AddonDecided } from '../../domain/events'
import { selectAddonChoice } from '../../../reducers/proposal-selectors'
import { yesNoWire } from '../answer-values'
import { named } from '../bindings'
import { ask, type Choice, type ProposalQuestion } from '../record'

/** An extra's tri-state choice (001 §3, J4.03): 'Add to quote' stores true, 'No Thanks' false, unanswered null. */
const ADD_OR_DECLINE: readonly Choice[] = [
  { label: 'Add to quote', value: true },
  { label: 'No Thanks', value: false },
]

/** The message of a card left undecided. */
const ADDON_REQUIRED = 'Please choose whether to add this extra to your quote'

const questions = new Map<string, ProposalQuestion>()

/**
 * The question of one extra on Addons: 'Add to quote' or 'No Thanks', committed as `proposal/AddonDecided`
 * (the reducer deselects the other breakdown tiers when a tier is added). The breakdown table's Add and
 * Remove buttons and the basket's Remove commit through the same question (true or false). One question per
 * code, made once, so the screens can bind it by identity.
 */
export const addonQuestion = (addon: Pick<Addon, 'code' | 'description'>): ProposalQuestion => {
  const held = questions.get(addon.code)
  if (held !== undefined) return held
  const code = addon.code
  const q = ask({
    id: `addons.${code}`,
    kind: 'yes-no',
    label: `Would you like to add ${addon.description ?? code} to your quote?`,
    options: ADD_OR_DECLINE,
    ...named(AddonDecided, (raw) => ({ code, selected: yesNoWire(raw) }), (s) => selectAddonChoice(s, code)),
    required: { message: ADDON_REQUIRED },
  })
  questions.set(code, q)
  return q
}
