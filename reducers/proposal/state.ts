import type { Draft } from 'immer'
import type { AdditionalDriver, DuqModificationKey, DuqRiderKey, ProposalInput, Proposer } from '../../src/domain/codecs'
import { emptyProposal } from '../../src/domain/defaults'
import type { DetailField, DetailValue, Who } from '../../src/domain/events'

/** The proposal the rider sees: the spec's Proposal, built only from events. */
export type ProposalState = ProposalInput

export const initialProposal: ProposalState = emptyProposal()

/** The proposal as its handlers write it: an Immer draft, or a replay's own copy. */
export type ProposalDraft = Draft<ProposalState>

/** The proposer or an additional rider, as a draft. */
export type Person = Draft<Proposer> | Draft<AdditionalDriver>

/** The person an event names: the proposer, or the additional rider at that index (undefined when none is there). */
export const personOf = (d: ProposalDraft, who: Who): Person | undefined =>
  who === 'proposer' ? d.risk.proposer : d.risk.additional_drivers[who]

/** How the answers of `proposal/DetailAnswered` that do more than store their value are stored, each area writing its own. */
export type DetailSetters = { [K in DetailField]?: (d: ProposalDraft, v: DetailValue<K>) => void }

/**
 * Sets or removes one duq. Immer leaves the state as it was when the value does not really change (the same
 * value set again, a missing key deleted), so an unchanged duq never makes a new proposal.
 */
export const setDuq = (d: ProposalDraft, key: DuqModificationKey | DuqRiderKey, value: string | null | undefined): void => {
  if (value == null) delete d.risk.duqs[key]
  else d.risk.duqs[key] = value
}
