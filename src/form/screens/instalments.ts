import { selectThirdPartyHolder } from '../../../reducers/proposal-selectors'
import type { AppState } from '../../../reducers/root'
import { AccountHolderAnswered } from '../../domain/events'
import { compactSortCode, formatSortCode, isSortCode } from '../../domain/formats'
import {
  accountHolder,
  accountName,
  accountNumber,
  holderDateOfBirth,
  isAddressPicked,
  MESSAGES,
  postcodeFormat,
  requiredFor,
  requiredMessage,
  sortCode,
} from '../../domain/validation'
import { dateWire, textWire, yesNoWire, type AnswerValue } from '../answer-values'
import { addressPostcodeTyped, detailField, named } from '../bindings'
import { asTyped } from '../checks'
import { ask, type Question } from '../record'

/*
 * The questions of Instalments (001 §2, §5): is the proposer the account holder, the name on the account, a
 * third-party holder's title, names, date of birth and address, the account number and the sort code. Rules
 * and messages are the domain's (validation/checkout-rules.ts, third-party-rules.ts).
 */

const dd = (s: AppState) => s.proposal.direct_debit ?? null
const tp = (s: AppState) => dd(s)?.third_party ?? null

/** Six digits, typed with or without dashes; stored as six digits. */
const sortCodeWire = (raw: AnswerValue) => (typeof raw === 'string' && isSortCode(raw) ? compactSortCode(raw) : textWire(raw))

export const ACCOUNT_HOLDER: Question = ask({
  id: 'direct_debit.is_proposer_account_holder',
  kind: 'yes-no',
  label: 'Are you the account holder?',
  ...named(AccountHolderAnswered, (raw) => ({ isProposer: yesNoWire(raw) }), (s) => dd(s)?.is_proposer_account_holder),
  check: (c) => accountHolder(dd(c.state)?.is_proposer_account_holder),
})

export const ACCOUNT_NAME: Question = ask({
  kind: 'text',
  label: 'Name on the account',
  ...detailField('direct_debit.account_name', textWire),
  check: (c) => accountName(dd(c.state)?.account_name),
})

export const THIRD_PARTY_HOLDER: readonly Question[] = [
  ask({
    kind: 'select',
    label: "Account holder's title",
    visible: selectThirdPartyHolder,
    ...detailField('direct_debit.third_party.title', textWire),
    check: (c) => requiredFor('direct_debit.third_party.title')(tp(c.state)?.title),
  }),
  ask({
    kind: 'text',
    label: "Account holder's first name",
    visible: selectThirdPartyHolder,
    ...detailField('direct_debit.third_party.forename', textWire),
    check: (c) => requiredFor('direct_debit.third_party.forename')(tp(c.state)?.forename),
  }),
  ask({
    kind: 'text',
    label: "Account holder's surname",
    visible: selectThirdPartyHolder,
    ...detailField('direct_debit.third_party.surname', textWire),
    check: (c) => requiredFor('direct_debit.third_party.surname')(tp(c.state)?.surname),
  }),
  ask({
    kind: 'date',
    label: "Account holder's date of birth",
    hint: 'For example, 27/03/1980',
    visible: selectThirdPartyHolder,
    ...detailField('direct_debit.third_party.date_of_birth', dateWire),
    check: (c) => holderDateOfBirth(c.today)(asTyped(tp(c.state)?.date_of_birth)),
  }),
]

/**
 * The holder's postcode box and address list (the form's address lookup, for the holder). Until an address is
 * picked, a postcode typed in the box must be a UK postcode ('This field must be a valid UK postcode.'); an
 * empty box is the address's question ('Please select…').
 */
export const HOLDER_POSTCODE: Question = ask({
  id: 'direct_debit.third_party.postcode',
  kind: 'postcode',
  label: "Account holder's postcode",
  visible: selectThirdPartyHolder,
  ...addressPostcodeTyped((s) => tp(s)?.address?.postcode ?? null),
  check: (c) => (isAddressPicked(tp(c.state)?.address) ? null : postcodeFormat(c.state.lookups.address.postcode)),
})
export const HOLDER_ADDRESS: Question = ask({
  id: 'direct_debit.third_party.address',
  kind: 'address-lookup',
  label: "Account holder's address",
  visible: selectThirdPartyHolder,
  read: (s) => tp(s)?.address?.line_1 ?? null,
  check: (c) => (isAddressPicked(tp(c.state)?.address) ? null : requiredMessage('direct_debit.third_party.address')),
})

export const ACCOUNT_NUMBER: Question = ask({
  kind: 'text',
  label: 'Account number',
  hint: '8 numbers',
  inputMode: 'numeric',
  invalidMessage: MESSAGES.accountNumber,
  ...detailField('direct_debit.account_number', textWire),
  check: (c) => accountNumber(dd(c.state)?.account_number),
})

export const SORT_CODE: Question = ask({
  kind: 'text',
  label: 'Sort code',
  hint: 'For example, 12-34-56',
  inputMode: 'numeric',
  invalidMessage: MESSAGES.sortCode,
  ...detailField('direct_debit.sort_code', sortCodeWire),
  // The stored digits shown as the rider types them: 12-34-56.
  read: (s) => {
    const v = dd(s)?.sort_code
    return v == null ? v : formatSortCode(v)
  },
  check: (c) => sortCode(dd(c.state)?.sort_code),
})

/** Every question of the screen in the order shown (hidden ones are skipped by `visible`). */
export const INSTALMENT_QUESTIONS: readonly Question[] = [
  ACCOUNT_HOLDER,
  ACCOUNT_NAME,
  ...THIRD_PARTY_HOLDER,
  HOLDER_POSTCODE,
  HOLDER_ADDRESS,
  ACCOUNT_NUMBER,
  SORT_CODE,
]

/** The ids of the shown questions that fail their checks, in order. */
export const instalmentRefusals = (s: AppState, today: string): string[] =>
  INSTALMENT_QUESTIONS.filter((q) => q.visible(s) && q.check({ state: s, today, editForm: false }) !== null).map((q) => q.id)
