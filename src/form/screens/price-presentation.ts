import { selectRequotePending, selectRequoting } from '../../../reducers/journey-selectors'
import { selectShowsRegistrationCheck } from '../../../reducers/proposal-selectors'
import type { AppState } from '../../../reducers/root'
import { PaymentFrequencyChosen } from '../../domain/events'
import { answerOf } from '../answers'
import { selectQuestionMessage } from '../form-selectors'
import { yesNoWire } from '../answer-values'
import { named } from '../bindings'
import type { FormSection } from '../record'
import { ADDITIONAL_RIDERS } from '../sections/additional-riders'
import { COVER_DETAILS } from '../sections/cover-details'
import { ask, type Choice, type Question } from '../record'

/*
 * The questions of the price page (001 §2 'PricePresentation'): the payment method, the start date and excess
 * panel and the third-party authority. The panel's and the authority's questions are the quote form's own
 * records (sections/cover-details.ts, sections/additional-riders.ts), so a rule and its message live in one
 * place whichever screen asks; only the payment method is asked differently here (pay in full or monthly).
 */

/** Pay in full (false) or monthly (true), stored in `is_pay_monthly` and `duqs.is_pay_monthly`. */
const PAY_IN_FULL_OR_MONTHLY: readonly Choice[] = [
  { label: 'Pay in full', value: false },
  { label: 'Pay monthly', value: true },
]

/** The payment method selection: the figures switch at once (the reducer keeps both places in step). */
export const PAYMENT_METHOD: Question = ask({
  id: 'is_pay_monthly',
  kind: 'yes-no',
  label: 'How would you like to pay?',
  options: PAY_IN_FULL_OR_MONTHLY,
  ...named(PaymentFrequencyChosen, (raw) => ({ monthly: yesNoWire(raw) }), (s) => s.proposal.is_pay_monthly),
  required: true,
})

// The form's own records, from their section files (this screen's chunk carries them; it may open straight from a link).
const formQuestion = (section: FormSection, id: string): Question => {
  const q = section.groups.flatMap((g) => g.questions).find((x) => x.id === id)
  if (q === undefined) throw new Error(`the quote form has no question ${id}`)
  return q
}

/** The start date and excess panel: start date, cover type and voluntary excess, as the form asks them. */
export const PANEL_QUESTIONS = {
  startDate: formQuestion(COVER_DETAILS, 'risk.start_date'),
  coverType: formQuestion(COVER_DETAILS, 'risk.vehicle.cover_type'),
  voluntaryExcess: formQuestion(COVER_DETAILS, 'risk.voluntary_excess'),
} as const

/**
 * The registration check's box (001 §2, §5: required, valid, 7-character mask). Its answer is the widget's own
 * until confirmed, so the record reads nothing from the store; the widget judges it with `registrationCheck`.
 */
export const REGISTRATION_CHECK: Question = ask({
  id: 'registration_check.registration',
  kind: 'text',
  label: 'Registration number',
  hint: 'For example, AB12CDE',
  mask: 'registration',
  read: () => null,
  check: () => null,
})

/** The third-party authority's questions (Yes/No, then the authorised person's details), as step 5 asks them. */
export const THIRD_PARTY_AUTHORITY_QUESTIONS: readonly Question[] =
  ADDITIONAL_RIDERS.groups.find((g) => g.id === 'third-party-authority')?.questions ?? []

/** The panel's messages in this state: the start date's (window 0 to 30 days) and the excess's. */
export const selectPanelProblems = (s: AppState, today: string): { startDate: string | null; voluntaryExcess: string | null } => ({
  startDate: selectQuestionMessage(s, PANEL_QUESTIONS.startDate, today),
  voluntaryExcess: selectQuestionMessage(s, PANEL_QUESTIONS.voluntaryExcess, today),
})

/** The third-party authority's questions shown in this state with their messages (every one, answered or not). */
const tpaProblems = (s: AppState, today: string): readonly { q: Question; message: string | null }[] =>
  THIRD_PARTY_AUTHORITY_QUESTIONS.filter((q) => q.visible(s)).map((q) => ({ q, message: selectQuestionMessage(s, q, today) }))

/** True while a shown third-party authority question has a message: the price page's Continue waits for it. */
const selectTpaBlocks = (s: AppState, today: string): boolean => tpaProblems(s, today).some((p) => p.message !== null)

/**
 * The third-party authority's shown questions (question id → message, in order), each message shown once its
 * question is answered (null before).
 */
export const selectTpaMessages = (s: AppState, today: string): Readonly<Record<string, string | null>> =>
  Object.fromEntries(tpaProblems(s, today).map(({ q, message }) => [q.id, answerOf(s, q) === null ? null : message]))

const panelBlocks = (s: AppState, today: string): boolean => {
  const p = selectPanelProblems(s, today)
  return p.startDate !== null || p.voluntaryExcess !== null
}

/**
 * The price page's Continue is disabled while the vehicle has no registration, the panel flags a problem or has
 * an unconfirmed change, a requote runs, or a third-party authority question has a message.
 */
export const selectContinueBlocked = (s: AppState, today: string): boolean =>
  selectShowsRegistrationCheck(s) || panelBlocks(s, today) || selectRequotePending(s) || selectRequoting(s) || selectTpaBlocks(s, today)

/** Why the price page's Continue is disabled, in the rider's words, or null when it is not. */
export const selectContinueReason = (s: AppState, today: string): string | null => {
  if (selectShowsRegistrationCheck(s)) return 'Please enter and confirm your registration number to continue.'
  if (panelBlocks(s, today)) return 'Please correct your start date or excess to continue.'
  if (selectRequotePending(s)) return 'Please confirm and requote your changes to continue.'
  if (selectTpaBlocks(s, today)) return 'Please answer the third party authority questions to continue.'
  return null
}
