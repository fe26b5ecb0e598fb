import { isRight } from 'fp-ts/lib/Either'
import { Claim } from '../../domain/codecs'
import { CLAIMS_LOOKBACK_YEARS } from '../../domain/constants'
import { lookBackCalendarRange, requiredMessage } from '../../domain/validation'
import { setChoice, setNumber, setText, setYesNo, itemQuestions, type ItemDialogRecord, type ItemQuestions } from '../item-record'
import { answered, dateTextOf, isoOf, NO_NUMBER, numberAnswerOf, numberRule, recentDateRule, type NumberAnswer } from './draft-answers'

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

type ClaimField = keyof ClaimDraft

/** The claim's questions in the order the dialog asks them (and lists their errors). */
const CLAIM_FIELDS: readonly ClaimField[] = [
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

/** The draft after the rider answers Yes or No to a cost question: No forgets the amount. */
const withCostAnswer = (d: ClaimDraft, field: 'has_own_damage_cost' | 'has_third_party_cost', has: boolean): ClaimDraft => {
  const amount = field === 'has_own_damage_cost' ? 'own_damage_cost' : 'third_party_cost'
  return { ...d, [field]: has, ...(has ? {} : { [amount]: NO_NUMBER }) }
}

const yesNo = (field: 'is_ncb_prejudiced' | 'is_personal_injury' | 'is_under_policyholders_cover', label: string) => ({
  kind: 'yes-no' as const,
  label,
  read: (d: ClaimDraft) => d[field],
  answer: setYesNo<ClaimDraft>(field),
  check: (d: ClaimDraft) => answered(`claim.${field}` as const, d[field]),
})

/**
 * The claim's questions (000 §2, §3, §5, §9), in the proposer's wording: what happened (motor_claim list), the
 * date (valid, not in the future, within 5 years: 'Please provide claim date within 5 years'), the own damage
 * and third party costs (yes/no, then the amount in pounds from 0, asked only after Yes; No forgets it),
 * whether the no claims bonus was affected, personal injury, and whether it was claimed under the policy.
 */
const CLAIM_QUESTIONS: ItemQuestions<ClaimDraft> = itemQuestions<ClaimDraft>(Claim, {
  description: {
    kind: 'select',
    label: 'What happened?',
    read: (d) => d.description,
    answer: setChoice('description'),
    check: (d) => answered('claim.description', d.description),
  },
  date: {
    kind: 'date',
    label: 'Date of the claim',
    hint: 'For example, 27/03/2024. It must be within the last 5 years.',
    calendarOf: (today) => lookBackCalendarRange(today, CLAIMS_LOOKBACK_YEARS),
    read: (d) => isoOf(d.date),
    answer: setText('date'),
    check: (d, { today }) => recentDateRule(requiredMessage('claim.date'), 'claim', CLAIMS_LOOKBACK_YEARS, today)(d.date),
  },
  has_own_damage_cost: {
    kind: 'yes-no',
    label: 'Was there a cost for damage to your bike?',
    read: (d) => d.has_own_damage_cost,
    answer: (d, raw) => (typeof raw === 'boolean' ? withCostAnswer(d, 'has_own_damage_cost', raw) : d),
    check: (d) => answered('claim.has_own_damage_cost', d.has_own_damage_cost),
  },
  own_damage_cost: {
    kind: 'money',
    label: 'How much did the damage to your bike cost?',
    visible: (d) => d.has_own_damage_cost === true,
    read: (d) => d.own_damage_cost.value,
    answer: setNumber('own_damage_cost'),
    check: (d) => numberRule(requiredMessage('claim.own_damage_cost'), 0)(d.own_damage_cost),
  },
  has_third_party_cost: {
    kind: 'yes-no',
    label: 'Was there a cost to a third party?',
    read: (d) => d.has_third_party_cost,
    answer: (d, raw) => (typeof raw === 'boolean' ? withCostAnswer(d, 'has_third_party_cost', raw) : d),
    check: (d) => answered('claim.has_third_party_cost', d.has_third_party_cost),
  },
  third_party_cost: {
    kind: 'money',
    label: 'How much did the third party claim cost?',
    visible: (d) => d.has_third_party_cost === true,
    read: (d) => d.third_party_cost.value,
    answer: setNumber('third_party_cost'),
    check: (d) => numberRule(requiredMessage('claim.third_party_cost'), 0)(d.third_party_cost),
  },
  is_ncb_prejudiced: yesNo('is_ncb_prejudiced', 'Was your no claims bonus affected?'),
  is_personal_injury: yesNo('is_personal_injury', 'Was anyone injured?'),
  is_under_policyholders_cover: yesNo('is_under_policyholders_cover', 'Was the claim made under your policy?'),
})

/** The draft of a stored claim, or an empty one for a new claim. */
const claimDraftOf = (c?: Claim | null): ClaimDraft => ({
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

/**
 * The claim a valid draft saves: the date as YYYY-MM-DD, an amount only when its cost question is Yes (else
 * null). Throws when the Claim codec refuses it, which `itemErrorsOf` rules out.
 */
const claimOf = (d: ClaimDraft): Claim => {
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
  if (!isRight(decoded)) throw new Error('claimOf: the draft is not a valid claim; validate it with itemErrorsOf first')
  return decoded.right
}

/** The claim dialog (000 §2 modals): its records, draft and saved item. */
export const CLAIM_DIALOG: ItemDialogRecord<ClaimDraft, Claim> = {
  name: 'claim',
  order: CLAIM_FIELDS,
  questions: CLAIM_QUESTIONS,
  draftOf: claimDraftOf,
  itemOf: claimOf,
}
