import * as t from 'io-ts'
import { answered } from '../answered'
import { entityWith, nullable, Uuid } from '../primitives'
import { Addon, RemovedAddon } from './addon'
import { DirectDebit } from './direct-debit'
import { Quote } from './quote'
import { Risk } from './risk'

const proposalParts = {
  addons: t.array(Addon),
  removed_addons: t.array(RemovedAddon),
  risk: Risk,
}

const proposalProps = {
  is_pay_monthly: nullable(t.boolean),
  is_quoted: nullable(t.boolean),
  is_purchased: nullable(t.boolean),
  consent_to_auto_renew: answered(nullable(t.boolean)),
  direct_debit: nullable(DirectDebit),
  quote: nullable(Quote),
}

/** A proposal as the rider sends it: no uuid yet on create. */
export const ProposalInput = entityWith(proposalParts, { uuid: nullable(Uuid), ...proposalProps }, 'ProposalInput')
export type ProposalInput = t.TypeOf<typeof ProposalInput>

/** A proposal as the server answers it: always with its uuid. */
export const Proposal = entityWith({ uuid: Uuid, ...proposalParts }, proposalProps, 'Proposal')
export type Proposal = t.TypeOf<typeof Proposal>
