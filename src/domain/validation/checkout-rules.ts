import { REGISTRATION_MIN_LENGTH } from '../constants'
import { isUkRegistration, normaliseRegistration } from '../formats'
import { answerText } from './answer-parsing'
import { requiredFor } from './basic-rules'
import { accountNumberFormat, sortCodeFormat } from './format-rules'
import { MESSAGES } from './messages'
import { compose, type Answer, type Rule } from './rule'

/** True when the registration, normalised, is under 2 characters (001 §4: the summary sends the rider back). */
export const isRegistrationTooShort = (value: Answer): boolean =>
  normaliseRegistration(answerText(value)).length < REGISTRATION_MIN_LENGTH

/** The summary's registration check: under 2 characters fails with 'Please enter a valid registration number to continue'. */
const summaryRegistration: Rule = (value) => (isRegistrationTooShort(value) ? MESSAGES.registrationTooShort : null)

/**
 * The registration widget of the price presentation (001 §2, §5): required ('Please enter your
 * registration'), at least 2 characters, then a valid format, whose failure shows the 'cannot find' text.
 */
export const registrationCheck: Rule = compose(
  requiredFor('registration_check.registration'),
  summaryRegistration,
  (value) => (isUkRegistration(answerText(value)) ? null : MESSAGES.registrationNotFound),
)

/** Auto-renewal yes/no: required; No (false) is an answer. */
export const autoRenew: Rule = requiredFor('consent_to_auto_renew')

/** Is the proposer the account holder: required. */
export const accountHolder: Rule = requiredFor('direct_debit.is_proposer_account_holder')

/** Account name: required. */
export const accountName: Rule = requiredFor('direct_debit.account_name')

/** Account number: required, then 8 digits ('Please enter a valid bank account number of 8 numbers.'). */
export const accountNumber: Rule = compose(requiredFor('direct_debit.account_number'), accountNumberFormat)

/** Sort code: required, then ##-##-## ('Please enter a valid sort code of 6 numbers.'). */
export const sortCode: Rule = compose(requiredFor('direct_debit.sort_code'), sortCodeFormat)

