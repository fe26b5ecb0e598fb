import type { DriverRole } from '../codecs/driver-details'
import { isAccountNumber, isEmail, isName, isQuoteReference, isSortCode, isUkPhone, isUkPostcode, isUkRegistration } from '../formats'
import { PHONE_MASK_LENGTH } from '../constants'
import { MESSAGES } from './messages'
import { answerText } from './answer-parsing'
import { requiredFor } from './basic-rules'
import { personKey } from './required-messages'
import { forRole } from './rider-wording'
import { compose, isEmpty, mapMessage, type Answer, type Rule } from './rule'

/*
 * Text formats of 000 §5 and 001 §5. A format rule checks the trimmed answer and lets an empty one pass, so
 * it composes with `required`; the field rules below add the required message the field needs.
 */

const format =
  (test: (text: string) => boolean, message: string): Rule =>
  (value) =>
    isEmpty(value) || test(answerText(value)) ? null : message

/** An e-mail address: 'Please provide a valid email.' */
export const emailFormat: Rule = format(isEmail, MESSAGES.email)
/** A name: a letter, then letters, digits, dot, apostrophe, space or hyphen: 'Please provide a valid name.' */
export const nameFormat: Rule = format(isName, MESSAGES.name)
/** A UK postcode, GIR 0AA included: 'This field must be a valid UK postcode.' */
export const postcodeFormat: Rule = format(isUkPostcode, MESSAGES.postcode)
/** A UK phone number (+44 or 0, optional #ext of 3 or 4 digits): 'Please provide a valid UK phone number.' */
export const phoneFormat: Rule = format(isUkPhone, MESSAGES.phone)
/** The phone mask as a rule: digits and plus only, at most 13 characters; else the phone message. */
export const phoneMaskFormat: Rule = format(
  (text) => text.length <= PHONE_MASK_LENGTH && /^[\d+]*$/.test(text),
  MESSAGES.phone,
)
/** The registration typed into the form's lookup: a UK registration, else 'Please enter your registration' (000 §5). */
export const registrationFormat: Rule = format(isUkRegistration, MESSAGES.registration)
/** Three groups of five digits joined by hyphens: 'Quote reference is invalid'. */
export const quoteReferenceFormat: Rule = format(isQuoteReference, MESSAGES.quoteReference)
/** Eight digits: 'Please enter a valid bank account number of 8 numbers.' */
export const accountNumberFormat: Rule = format(isAccountNumber, MESSAGES.accountNumber)
/** ##-##-## (six plain digits are accepted too): 'Please enter a valid sort code of 6 numbers.' */
export const sortCodeFormat: Rule = format(isSortCode, MESSAGES.sortCode)

/**
 * Equal to `email` (both trimmed, compared exactly): 'Email addresses do not match'. An empty confirmation
 * passes (compose with `required`).
 */
const emailsMatch =
  (email: Answer): Rule =>
  (value) =>
    isEmpty(value) || answerText(value) === answerText(email) ? null : MESSAGES.emailsDoNotMatch

/** The form's 'find your bike' answer (the chosen vehicle): 'Please enter your registration and select a vehicle'. */
export const findYourBike: Rule = requiredFor('vehicle.registration')

/** The proposer's e-mail address: required, then valid. */
export const emailAddress: Rule = compose(requiredFor('proposer.email_address'), emailFormat)

/** The summary's confirm-email field: required, then equal to `email`. */
export const confirmEmail = (email: Answer): Rule => compose(requiredFor('summary.confirm_email'), emailsMatch(email))

/** The mobile number: required, then a UK phone number. */
export const mobilePhone: Rule = compose(requiredFor('proposer.phone_numbers.mobile'), phoneFormat)

/** A rider's first name: required (the role's keyed message), then a valid name. */
export const firstName = (role: DriverRole): Rule =>
  mapMessage(compose(requiredFor(personKey(role, 'name.forenames')), nameFormat), (m) => forRole(role, m))

/** A rider's surname: required (the role's keyed message), then a valid name. */
export const surname = (role: DriverRole): Rule =>
  mapMessage(compose(requiredFor(personKey(role, 'name.surname')), nameFormat), (m) => forRole(role, m))

/** The kept postcode: required when asked, and format only (no address to pick). */
export const keptPostcode: Rule = compose(requiredFor('vehicle.kept_postcode'), postcodeFormat)

/**
 * The postcode of the proposer's address lookup. On the create form it is required and must be valid; the
 * edit form relaxes it (000 §6): the stored address stands, so the postcode is only checked when typed.
 */
export const homePostcode = ({ editForm }: { readonly editForm: boolean }): Rule =>
  editForm ? postcodeFormat : compose(requiredFor('proposer.address.postcode'), postcodeFormat)

/** An address as the lookup returns it; only whether one was picked matters here. */
export interface PickedAddress {
  readonly line_1?: string | null
  readonly postcode?: string | null
}

/** True when an address from the lookup is held: a first line or a postcode is present. */
export const isAddressPicked = (address: PickedAddress | null | undefined): boolean =>
  address !== null && address !== undefined && (!isEmpty(address.line_1) || !isEmpty(address.postcode))

/**
 * The proposer's address must be picked from the lookup list: 'Please search for your address and select
 * it from the list.' Skipped on the edit form (000 §5).
 */
export const addressSelected =
  ({ editForm }: { readonly editForm: boolean }): Rule<PickedAddress | null | undefined> =>
  (address) =>
    editForm || isAddressPicked(address) ? null : MESSAGES.addressNotSelected
