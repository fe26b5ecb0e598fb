import { MIN_ACCOUNT_HOLDER_AGE, TPA_MIN_AGE } from '../constants'
import { requiredFor } from './basic-rules'
import { dateUpTo, minimumAge, validDate } from './date-rules'
import { emailFormat, isAddressPicked, nameFormat, phoneFormat, phoneMaskFormat, type PickedAddress } from './format-rules'
import { requiredMessage } from './required-messages'
import { compose, fieldErrors, type Answer, type FieldErrors, type Rule } from './rule'

/*
 * The third parties of the journey: the person a customer authorises (third-party authority, 000 §5 and
 * 001 §2) and the direct-debit account holder when it is not the proposer (001 §5). Dates of birth are the
 * DD/MM/YYYY text typed; `today` is YYYY-MM-DD (RangeError otherwise).
 */

/** The third-party-authority fields of the userfields, with the yes/no that asks for them. */
export type TpaField =
  | 'has_third_party_authority'
  | 'tpa_title'
  | 'tpa_forename'
  | 'tpa_surname'
  | 'tpa_date_of_birth'
  | 'tpa_email'
  | 'tpa_phone'

/** The third-party-authority answers as typed; a missing field is unanswered. */
export type TpaAnswers = Partial<Readonly<Record<TpaField, Answer>>>

/**
 * Minimum age of an authorised third party. 000 §5 says 16 with a picker that stops at 17 years ago; 001 §2
 * and §9 say 17. We read it as 17: two statements of 001 and both pickers agree, and a rule of 16 would
 * accept dates the picker cannot offer.
 */
const TPA_RULE_MIN_AGE = TPA_MIN_AGE

/**
 * The authorised third party's date of birth: not required (the spec lists it without 'required'), but when
 * typed it must be a valid date, not in the future, and at least 17 years ago.
 */
export const tpaDateOfBirth = (today: string): Rule =>
  compose(validDate, dateUpTo(today, today), minimumAge(TPA_RULE_MIN_AGE, today))

/** The authorised third party's phone: required, digits or plus up to 13 characters, and a UK phone number. */
const tpaPhone: Rule = compose(requiredFor('userfields.tpa_phone'), phoneMaskFormat, phoneFormat)

/**
 * Third-party authority: the yes/no is required; Yes asks title (required), forename and surname (required,
 * valid names), date of birth (see `tpaDateOfBirth`), email (required, valid) and phone (see `tpaPhone`).
 * No (or no answer) checks nothing else. Returns only the failing fields.
 */
export const thirdPartyAuthorityErrors = (answers: TpaAnswers, { today }: { readonly today: string }): FieldErrors<TpaField> => {
  const dateOfBirthRule = tpaDateOfBirth(today)
  const answer = answers.has_third_party_authority
  const asked = requiredFor('userfields.has_third_party_authority')(answer)
  if (answer !== true) return fieldErrors([['has_third_party_authority', asked]])
  return fieldErrors<TpaField>([
    ['tpa_title', requiredFor('userfields.tpa_title')(answers.tpa_title)],
    ['tpa_forename', compose(requiredFor('userfields.tpa_forename'), nameFormat)(answers.tpa_forename)],
    ['tpa_surname', compose(requiredFor('userfields.tpa_surname'), nameFormat)(answers.tpa_surname)],
    ['tpa_date_of_birth', dateOfBirthRule(answers.tpa_date_of_birth)],
    ['tpa_email', compose(requiredFor('userfields.tpa_email'), emailFormat)(answers.tpa_email)],
    ['tpa_phone', tpaPhone(answers.tpa_phone)],
  ])
}

/** The fields of a direct-debit account holder who is not the proposer. */
export type ThirdPartyHolderField = 'title' | 'forename' | 'surname' | 'date_of_birth' | 'address'

/** The direct-debit account holder's answers when the holder is not the proposer. */
export interface ThirdPartyHolderAnswers {
  readonly title?: Answer
  readonly forename?: Answer
  readonly surname?: Answer
  readonly date_of_birth?: Answer
  readonly address?: PickedAddress | null
}

/**
 * The account holder's date of birth: required, valid, not in the future, and at least 18
 * ('You need to be 18 years or over to take out insurance with us').
 */
export const holderDateOfBirth = (today: string): Rule =>
  compose(
    requiredFor('direct_debit.third_party.date_of_birth'),
    validDate,
    dateUpTo(today, today),
    minimumAge(MIN_ACCOUNT_HOLDER_AGE, today),
  )

/** Third-party account holder (001 §5): title, forename, surname, date of birth and a picked address are required. */
export const thirdPartyHolderErrors = (
  answers: ThirdPartyHolderAnswers,
  { today }: { readonly today: string },
): FieldErrors<ThirdPartyHolderField> =>
  fieldErrors<ThirdPartyHolderField>([
    ['title', requiredFor('direct_debit.third_party.title')(answers.title)],
    ['forename', requiredFor('direct_debit.third_party.forename')(answers.forename)],
    ['surname', requiredFor('direct_debit.third_party.surname')(answers.surname)],
    ['date_of_birth', holderDateOfBirth(today)(answers.date_of_birth)],
    ['address', isAddressPicked(answers.address) ? null : requiredMessage('direct_debit.third_party.address')],
  ])
