import type { Draft } from 'immer'
import type { DirectDebit, Proposer } from '../../src/domain/codecs'
import type { Handlers } from '../handlers'
import type { DetailSetters, ProposalDraft, ProposalState } from './state'

const ensureDirectDebit = (d: ProposalDraft): Draft<DirectDebit> => {
  d.direct_debit ??= {}
  return d.direct_debit
}

const ensureThirdParty = (d: ProposalDraft) => {
  const dd = ensureDirectDebit(d)
  dd.third_party ??= { address: {} }
  return dd.third_party
}

const fullName = (p: Draft<Proposer>): string | null => {
  const name = [p.name.forenames, p.name.surname].filter((s): s is string => typeof s === 'string' && s.trim() !== '').join(' ')
  return name === '' ? null : name
}

/** The answers of buying: renewal, documents, and the direct debit with its account holder. */
export const CHECKOUT_DETAILS = {
  'direct_debit.account_name': (d, v) => void (ensureDirectDebit(d).account_name = v),
  'direct_debit.account_number': (d, v) => void (ensureDirectDebit(d).account_number = v),
  'direct_debit.sort_code': (d, v) => void (ensureDirectDebit(d).sort_code = v),
  'direct_debit.third_party.title': (d, v) => void (ensureThirdParty(d).title = v),
  'direct_debit.third_party.forename': (d, v) => void (ensureThirdParty(d).forename = v),
  'direct_debit.third_party.surname': (d, v) => void (ensureThirdParty(d).surname = v),
  'direct_debit.third_party.date_of_birth': (d, v) => void (ensureThirdParty(d).date_of_birth = v),
  'direct_debit.third_party.address': (d, v) => void (ensureThirdParty(d).address = v ?? {}),
} satisfies Partial<DetailSetters>

/** Paying: the payment frequency and who holds the account. */
export const CHECKOUT_HANDLERS = {
  'proposal/PaymentFrequencyChosen': (d, e) => {
    d.is_pay_monthly = e.payload.monthly
    d.risk.duqs.is_pay_monthly = e.payload.monthly
  },
  'proposal/AccountHolderAnswered': (d, e) => {
    const dd = ensureDirectDebit(d)
    dd.is_proposer_account_holder = e.payload.isProposer
    if (e.payload.isProposer) {
      dd.account_name = fullName(d.risk.proposer)
      dd.third_party = null
    } else {
      dd.account_name = null
      dd.third_party ??= { address: {} }
    }
  },
} satisfies Handlers<ProposalState>
