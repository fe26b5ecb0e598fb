import { HELP } from '../../domain/firm'
import { RENEWAL } from '../../domain/firm-terms'
import type { AppState } from '../../../reducers/root'
import type { Declaration } from '../../../reducers/journey'
import { PLACEHOLDER_MOBILE } from '../../domain/constants'
import { DeclarationAnswered, EmailConfirmationEntered } from '../../domain/events'
import { autoRenew, confirmEmail, emailAddress, mobilePhone, mustBeTicked, requiredMessage } from '../../domain/validation'
import { yesNoWire } from '../answer-values'
import { detailField, named } from '../bindings'
import type { FormSection } from '../record'
import { ABOUT_YOU } from '../sections/about-you'
import { YOUR_DETAILS } from '../sections/your-details'
import { ask, judgedBy, type Question } from '../record'

/*
 * The questions of the summary (001 §2 'Summary', §5): the confirm-details section (e-mail, confirm e-mail,
 * mobile), auto-renewal and the four declarations. The e-mail and mobile are the quote form's own records, so
 * their rules and messages are one; a placeholder mobile (01000000000) reads as empty here, so the rider gives
 * a real one.
 */

// The form's own records, from their section files (this screen's chunk carries them; it may open straight from a link).
const formQuestion = (section: FormSection, id: string): Question => {
  const q = section.groups.flatMap((g) => g.questions).find((x) => x.id === id)
  if (q === undefined) throw new Error(`the quote form has no question ${id}`)
  return q
}

const proposer = (s: AppState) => s.proposal.risk.proposer

/** The mobile as the summary shows it: the placeholder 01000000000 is cleared to empty (001 §2). */
export const summaryMobile = (s: AppState): string | null => {
  const m = proposer(s).phone_numbers.mobile ?? null
  return m === PLACEHOLDER_MOBILE ? null : m
}

const EMAIL = formQuestion(ABOUT_YOU, 'risk.proposer.email_address')
const MOBILE = formQuestion(YOUR_DETAILS, 'risk.proposer.phone_numbers.mobile')

/** The confirm-details section: e-mail, confirm e-mail (typed: copy, paste and the context menu blocked), mobile. */
export const CONFIRM_DETAILS: readonly Question[] = [
  judgedBy({ ...EMAIL, label: 'Email address' }, (c) => emailAddress(proposer(c.state).email_address)),
  ask({
    id: 'summary.confirm_email',
    kind: 'email',
    label: 'Confirm email address',
    hint: 'Please type your email address again.',
    noClipboard: true,
    ...named(EmailConfirmationEntered, (raw) => ({ value: typeof raw === 'string' ? raw : '' }), (s) => s.journey.emailConfirmation),
    check: (c) => confirmEmail(proposer(c.state).email_address)(c.state.journey.emailConfirmation),
  }),
  judgedBy({ ...MOBILE, label: 'Mobile number', read: summaryMobile }, (c) => mobilePhone(summaryMobile(c.state))),
]

/** Auto-renewal: Yes or No, required. */
export const AUTO_RENEW: Question = ask({
  kind: 'yes-no',
  label: 'Would you like your policy to renew automatically each year?',
  hint:
    'Automatic renewal means your policy carries on for another year when it ends, so you are not left without cover. ' +
    `We will tell you the renewal price at least ${RENEWAL.noticeDays} days before it renews. ` +
    `You can turn automatic renewal off at any time: call us on ${HELP.phone} or e-mail ${HELP.email}.`,
  ...detailField('consent_to_auto_renew', yesNoWire),
  check: (c) => autoRenew(c.state.proposal.consent_to_auto_renew),
})

/** A tick box, named as its required message is keyed (`summary.<box>`). */
type TickBox = 'answered_honestly' | 'excesses_and_endorsements' | 'administration_and_terms' | 'self_service'

const TICK_BOXES: readonly { box: TickBox; declaration: Declaration; label: string }[] = [
  { box: 'answered_honestly', declaration: 'honest', label: 'I have answered all the questions honestly and to the best of my knowledge.' },
  { box: 'excesses_and_endorsements', declaration: 'excesses', label: 'I have read and agree to the excesses and endorsements on my policy.' },
  {
    box: 'administration_and_terms',
    declaration: 'terms',
    label: 'I have read and agree to the administration services contract and the terms of business.',
  },
  {
    box: 'self_service',
    declaration: 'self_service',
    label: 'I understand this is a self-service product and that I must register for an online account to manage my policy.',
  },
]

/** The four required tick boxes (001 §2, §5), each with its own message. */
export const DECLARATIONS: readonly Question[] = TICK_BOXES.map(({ box, declaration, label }) =>
  ask({
    id: `summary.${box}`,
    kind: 'checkbox',
    label,
    ...named(DeclarationAnswered, (raw) => ({ declaration, ticked: raw === true }), (s) => s.journey.declarations[declaration], { declaration }),
    check: (c) => mustBeTicked(requiredMessage(`summary.${box}`))(c.state.journey.declarations[declaration]),
  }),
)

/** Every question Continue checks, in the order shown: confirm details, auto-renewal, the declarations. */
export const SUMMARY_QUESTIONS: readonly Question[] = [...CONFIRM_DETAILS, AUTO_RENEW, ...DECLARATIONS]

/** The ids of the summary's questions that fail their checks in this state, in order. */
export const summaryRefusals = (s: AppState, today: string): string[] =>
  SUMMARY_QUESTIONS.filter((q) => q.check({ state: s, today, editForm: false }) !== null).map((q) => q.id)
