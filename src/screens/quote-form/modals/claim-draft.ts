import { isRight } from 'fp-ts/lib/Either'
import { Claim } from '../../../domain/codecs'
import { CLAIMS_LOOKBACK_YEARS } from '../../../domain/constants'
import { requiredMessage } from '../../../domain/validation'
import {
  dateTextOf,
  isoOf,
  answered,
  itemErrors,
  NO_NUMBER,
  numberAnswerOf,
  numberRule,
  recentDateRule,
  type ItemContext,
  type NumberAnswer,
} from './draft-answers'

/** A claim while the rider fills in its dialog; nothing of it is in the store until Save. */
export interface ClaimDraft {
  readonly description: string | null
  /** As typed, DD/MM/YYYY. */
  readonly date: string
  readonly has_own_damage_cost: boolean | null
  readonly own_damage_cost: NumberAnswer
  readonly has_third_party_cost: boolean | null
  readonly third_party_cost: NumberAnswer
  readonly is_ncb_prejudiced: boolean | null
  readonly is_personal_injury: boolean | null
  readonly is_under_policyholders_cover: boolean | null
}

export type ClaimField = keyof ClaimDraft

/** The claim's questions in the order the dialog asks them (and lists their errors). */
export const CLAIM_FIELDS: readonly ClaimField[] = [
  'description',
  'date',
  'has_own_damage_cost',
  'own_damage_cost',
  'has_third_party_cost',
  'third_party_cost',
  'is_ncb_prejudiced',
  'is_personal_injury',
  'is_under_policyholders_cover',
]

/** The draft of a stored claim, or an empty one for a new claim. */
export const claimDraftOf = (c?: Claim | null): ClaimDraft => ({
  description: c?.description ?? null,
  date: dateTextOf(c?.date),
  has_own_damage_cost: c?.has_own_damage_cost ?? null,
  own_damage_cost: numberAnswerOf(c?.own_damage_cost),
  has_third_party_cost: c?.has_third_party_cost ?? null,
  third_party_cost: numberAnswerOf(c?.third_party_cost),
  is_ncb_prejudiced: c?.is_ncb_prejudiced ?? null,
  is_personal_injury: c?.is_personal_injury ?? null,
  is_under_policyholders_cover: c?.is_under_policyholders_cover ?? null,
})

/** The draft after the rider answers Yes or No to a cost question: No forgets the amount. */
export const withCostAnswer = (
  d: ClaimDraft,
  field: 'has_own_damage_cost' | 'has_third_party_cost',
  has: boolean,
): ClaimDraft => {
  const amount = field === 'has_own_damage_cost' ? 'own_damage_cost' : 'third_party_cost'
  return { ...d, [field]: has, ...(has ? {} : { [amount]: NO_NUMBER }) }
}


/**
 * The claim's problems, field → message, in dialog order (000 §5, §9): what happened, the date (valid, not in
 * the future, within 5 years: 'Please provide claim date within 5 years'), each yes/no, and each cost amount
 * when its question is Yes (a number of pounds, not below 0). Messages are in the role's wording. `{}` when
 * the claim can be saved.
 */
export const claimErrors = (d: ClaimDraft, { today, role }: ItemContext): Partial<Record<ClaimField, string>> => {
  const checks: Record<ClaimField, () => string | null> = {
    description: () => answered('claim.description', d.description),
    date: () => recentDateRule(requiredMessage('claim.date'), 'claim', CLAIMS_LOOKBACK_YEARS, today)(d.date),
    has_own_damage_cost: () => answered('claim.has_own_damage_cost', d.has_own_damage_cost),
    own_damage_cost: () =>
      d.has_own_damage_cost === true ? numberRule(requiredMessage('claim.own_damage_cost'), 0)(d.own_damage_cost) : null,
    has_third_party_cost: () => answered('claim.has_third_party_cost', d.has_third_party_cost),
    third_party_cost: () =>
      d.has_third_party_cost === true ? numberRule(requiredMessage('claim.third_party_cost'), 0)(d.third_party_cost) : null,
    is_ncb_prejudiced: () => answered('claim.is_ncb_prejudiced', d.is_ncb_prejudiced),
    is_personal_injury: () => answered('claim.is_personal_injury', d.is_personal_injury),
    is_under_policyholders_cover: () => answered('claim.is_under_policyholders_cover', d.is_under_policyholders_cover),
  }
  return itemErrors(CLAIM_FIELDS, checks, role)
}

/**
 * The claim a valid draft saves: the date as YYYY-MM-DD, an amount only when its cost question is Yes (else
 * null). Throws when the Claim codec refuses it, which `claimErrors` rules out.
 */
export const claimOf = (d: ClaimDraft): Claim => {
  const decoded = Claim.decode({
    description: d.description,
    date: isoOf(d.date),
    has_own_damage_cost: d.has_own_damage_cost,
    own_damage_cost: d.has_own_damage_cost === true ? d.own_damage_cost.value : null,
    has_third_party_cost: d.has_third_party_cost,
    third_party_cost: d.has_third_party_cost === true ? d.third_party_cost.value : null,
    is_ncb_prejudiced: d.is_ncb_prejudiced,
    is_personal_injury: d.is_personal_injury,
    is_under_policyholders_cover: d.is_under_policyholders_cover,
  })
  if (!isRight(decoded)) throw new Error('claimOf: the draft is not a valid claim; validate it with claimErrors first')
  return decoded.right
}
