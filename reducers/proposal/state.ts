import type { Draft } from 'immer'
import type { AdditionalDriver, DuqModificationKey, DuqRiderKey, ProposalInput, Proposer } from '../../src/domain/codecs'
import { emptyProposal } from '../../src/domain/defaults'
import type { DetailField, DetailValue, Who } from '../../src/domain/events'
import { writerAt } from '../../src/domain/answer-path'

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
 * One setter for every field of `paths`, made once: the field's own from `own` (an answer whose rule keeps, clears
 * or copies), or else the writer of its path (`writerAt`). Folding an answer then looks up its setter and walks no
 * path text. `T` is what a setter writes into (the proposal, a person) and `R` what else it is handed.
 */
export const settersOf = <F extends string, T, R extends unknown[] = []>(
  paths: { readonly [K in F]: string },
  own: { readonly [K in F]?: unknown },
): { readonly [K in F]: (target: T, v: unknown, ...rest: R) => void } =>
  Object.fromEntries(Object.entries<string>(paths).map(([field, path]) => [field, Object.hasOwn(own, field) ? own[field as F] : writerAt(path)])) as {
    readonly [K in F]: (target: T, v: unknown, ...rest: R) => void
  }

/**
 * Sets or removes one duq. Immer leaves the state as it was when the value does not really change (the same
 * value set again, a missing key deleted), so an unchanged duq never makes a new proposal.
 */
export const setDuq = (d: ProposalDraft, key: DuqModificationKey | DuqRiderKey, value: string | null | undefined): void => {
  if (value == null) delete d.risk.duqs[key]
  else d.risk.duqs[key] = value
}
