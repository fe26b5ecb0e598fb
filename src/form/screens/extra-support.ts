import { SupportNeedAnswered, type SupportNeed } from '../../domain/events'
import { named } from '../bindings'
import { ask, type Question } from '../record'

/*
 * The optional extra-support question, on the price page (where the rider first weighs buying): "Would anything make
 * this easier for you?", one tick box per need. Each answer is an event of the trail, kept for support staff (the
 * desk shows it) and never part of the proposal, so it changes neither the price nor the answers sent for rating.
 */

/** The question, in the rider's words. */
export const EXTRA_SUPPORT_QUESTION = 'Would anything make this easier for you?'

/** The choices, in the rider's words: one tick box each, for every need the codec names. */
const SUPPORT_NEEDS: Readonly<Record<SupportNeed, string>> = {
  more_time: 'More time to read things and decide',
  large_print: 'Documents in large print',
  audio: 'Documents in audio',
  phone_help: 'Help by phone from a person',
  something_else: 'Something else',
}

/** The extra-support tick boxes, in order: optional, each stored in the journey by `journey/SupportNeedAnswered`. */
export const EXTRA_SUPPORT: readonly Question[] = (Object.keys(SUPPORT_NEEDS) as SupportNeed[]).map((need) =>
  ask({
    id: `support.${need}`,
    kind: 'checkbox',
    label: SUPPORT_NEEDS[need],
    ...named(SupportNeedAnswered, (raw) => ({ need, ticked: raw === true }), (s) => s.journey.supportNeeds.includes(need), { need }),
    check: () => null,
  }),
)
