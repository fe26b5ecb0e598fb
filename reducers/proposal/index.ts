import { castDraft, type Draft } from 'immer'
import { DETAIL_PATHS, type DetailField, type DomainEvent, type EventOf, type EventType } from '../../src/domain/events'
import { foldOf, type Handlers } from '../handlers'
import { BIKE_DETAILS, BIKE_HANDLERS } from './bike'
import { CHECKOUT_DETAILS, CHECKOUT_HANDLERS } from './checkout'
import { COVER_DETAILS, COVER_HANDLERS } from './cover'
import { EXTRAS_HANDLERS } from './extras'
import { PEOPLE_HANDLERS } from './people'
import { RIDERS_DETAILS, RIDERS_HANDLERS } from './riders'
import { settersOf, type DetailSetters, type ProposalDraft, type ProposalState } from './state'
import { withUnsentAnswers } from './unsent'

export { initialProposal, type ProposalState } from './state'

/** The keys that two of the tables both hold. */
type Shared<T extends readonly object[]> = T extends readonly [infer First, ...infer Rest extends readonly object[]]
  ? Extract<keyof First, KeysOf<Rest>> | Shared<Rest>
  : never
type KeysOf<T extends readonly object[]> = T[number] extends infer U ? (U extends object ? keyof U : never) : never
type Joined<T extends readonly object[]> = T extends readonly [infer First, ...infer Rest extends readonly object[]] ? First & Joined<Rest> : unknown

/**
 * The areas' tables joined into one. Two areas holding one key do not compile (the key is named in the error),
 * as the later table would silently hide the earlier one's entry.
 */
const joinAreas = <T extends readonly object[]>(...tables: T & ([Shared<T>] extends [never] ? unknown : { readonly heldTwice: Shared<T> })): Joined<T> =>
  Object.assign({}, ...tables) as Joined<T>

/**
 * The answers of `proposal/DetailAnswered` that do more than store their value at their path in the proposal
 * (`DETAIL_PATHS`), each in the file of its area; every other answer is stored at its path.
 */
const DETAIL_SETTERS: DetailSetters = joinAreas(BIKE_DETAILS, RIDERS_DETAILS, COVER_DETAILS, CHECKOUT_DETAILS)

/** Every answer of `proposal/DetailAnswered` with its setter: its area's, or else the writer of its path. */
const DETAIL_SETTER_OF = settersOf<DetailField, ProposalDraft>(DETAIL_PATHS, DETAIL_SETTERS)

/** The events that change the proposal in place, each folded by the file of its area. */
const HANDLERS = {
  ...joinAreas(BIKE_HANDLERS, PEOPLE_HANDLERS, RIDERS_HANDLERS, COVER_HANDLERS, EXTRAS_HANDLERS, CHECKOUT_HANDLERS),
  'proposal/DetailAnswered': (d, e) => {
    DETAIL_SETTER_OF[e.payload.field](d, e.payload.value)
  },
} satisfies Handlers<ProposalState>

type Replacers = { readonly [T in EventType]?: (e: EventOf<T>) => ProposalState | undefined }

const carried = (e: { payload: { proposal: ProposalState } }): ProposalState => e.payload.proposal

/** Server answers that carry the whole proposal: it takes the place of the one held (undefined keeps it). */
const REPLACERS = {
  'proposal/ProposalCreated': carried,
  'proposal/ProposalUpdated': carried,
  'proposal/ProposalLoaded': carried,
  'quote/QuoteCalculated': carried,
  'quote/QuoteDeclined': carried,
  'quote/AddonsSent': carried,
  'quote/DeviceRiskChecked': carried,
  'quote/QuoteAccepted': carried,
  'quote/DirectDebitAccepted': (e) => e.payload.proposal ?? undefined,
} satisfies Replacers

/** Does opening the form start a new quote? Only once the previous one has reached the server (it has a uuid). */
export const startsNewQuote = (proposal: ProposalState, e: EventOf<'journey/FormOpened'>): boolean =>
  e.payload.mode === 'create' && e.payload.uuid === null && proposal.uuid != null

/** Folds an event that changes the proposal in place. */
const foldInPlace = foldOf<ProposalState>(HANDLERS)

/**
 * Folds one event into the proposal that `root` holds: in place, or by putting the proposal a server answer
 * carries in its place, which is also kept as the proposal the server last answered with (`serverProposal`). That one
 * is read from `recorded`, the event as the log holds it (a replay folds its own copy of each event, `e`): it is
 * never changed in place, only replaced by the next answer, so it is the log's object itself, where a copy of the
 * whole proposal on every server answer cost a replay about a seventh of its speed. A read of the proposal (`proposal/ProposalLoaded`)
 * keeps the rider's answers not yet sent (`withUnsentAnswers`); an answer to what the tab sent is the server's
 * whole. Every data consequence of 000 §4 and 001 §4 lives in this folder, once, in the file of its area. Events
 * that name a person or item that does not exist change nothing; events the proposal does not fold touch nothing
 * (not even `root.proposal`, so Immer makes no draft of it). Pure: "today" never matters here.
 */
export const applyToProposal = (root: Draft<{ proposal: ProposalState; serverProposal: ProposalState | null }>, e: DomainEvent, recorded: DomainEvent = e): void => {
  const replace = (REPLACERS as Replacers)[e.type] as ((e: DomainEvent) => ProposalState | undefined) | undefined
  if (replace !== undefined) {
    const next = replace(e)
    if (next === undefined) return
    // Read as it stands: through the root's Immer draft (which takes back the parts kept), or the replay's own copy.
    const held = root.proposal as ProposalState
    root.proposal = castDraft(e.type === 'proposal/ProposalLoaded' ? withUnsentAnswers(held, root.serverProposal as ProposalState | null, next) : next)
    root.serverProposal = castDraft(replace(recorded) as ProposalState)
    return
  }
  foldInPlace(root.proposal, e)
}

/** The events the proposal folds: those that change it in place and those that replace it. */
export type ProposalEventType = keyof typeof HANDLERS | keyof typeof REPLACERS
