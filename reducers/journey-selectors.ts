import { createSelector } from 'reselect'
import type { Modal } from '../src/domain/events'
import { selectUuid } from './proposal-selectors'
import type { AppState } from './root'

/** The journey's queries: where the rider is in the form and what the screens show around it. */

export const selectJourney = (s: AppState) => s.journey
/** The path the rider is on, as the router last recorded it. */
export const selectJourneyPath = (s: AppState) => s.journey.path
/** True while the loading overlay shows. */
export const selectLoading = (s: AppState) => s.journey.loading
export const selectFurthestStepReached = (s: AppState) => s.journey.furthestStep
/** The question ids of the last refused step, in order. */
export const selectRefusedFields = (s: AppState) => s.journey.refusedFields
/** The message of the text the rider left in a question's box that could not be stored, or null when there is none. */
export const selectAnswerRefusal = (s: AppState, question: string): string | null => s.journey.refusedAnswers[question] ?? null
/** The 'Sorry!' modal of the one-medical-condition limit shows. */
export const selectShowsMedicalLimit = (s: AppState) => s.journey.modals.includes('medical-limit')
/** The proposal asked for by the edit form could not be loaded. */
export const selectProposalLoadFailed = (s: AppState) => s.journey.lastFailure?.call === 'getProposal'
/** The quote the form updates: the uuid the journey opened with, else the proposal's own; null for a new quote. */
export const selectSubmitUuid = (s: AppState): string | null => s.journey.uuid ?? s.proposal.uuid ?? null
/** The note shown above the page (a payment superseded by a changed price, a notice of the journey), or null. */
export const selectNote = (s: AppState): string | null => s.journey.note
/** True while the start date or excess changed since the last quote: 'Confirm & requote' is offered. */
export const selectRequotePending = (s: AppState): boolean => s.journey.requotePending
/** True while a requote runs: the figures show placeholders and the buttons that would requote again wait. */
export const selectRequoting = (s: AppState): boolean => s.journey.requoting
/** The first of `among` that is open, in the order the modals opened, or null when none of them is. */
export const selectOpenModalAmong = (s: AppState, among: readonly Modal[]): Modal | null => s.journey.modals.find((m) => among.includes(m)) ?? null
/** True once the server has sent the quote by e-mail: the button says so and cannot send it again. */
export const selectQuoteEmailSent = (s: AppState): boolean => s.journey.quoteEmailSent
/** The card payment provider's page last opened for the proposal, or null before one is. */
export const selectPaymentUrl = (s: AppState): string | null => s.journey.paymentUrl
/** The customer portal's address for registering, once the accepted quote has one; else null. */
export const selectPortalUrl = (s: AppState): string | null => s.journey.portalUrl
/** Why the last Retrieve a Quote found none ('not-found', 'too-many', 'failed'), or null. */
export const selectRecallRefused = (s: AppState) => s.journey.recallRefused
/** Whether the rider asked for any extra support (the form then shows how to reach us at once). */
export const selectAsksForSupport = (s: AppState): boolean => s.journey.supportNeeds.length > 0

/** The uuid the server last said it does not know (GET /api/proposal answered not_found), until a proposal is loaded. */
const selectProposalNotFound = (s: AppState): string | null => s.journey.proposalNotFound

/**
 * Whether the proposal a screen's address names (`uuid`, null when the address names none) is missing, so the screen
 * cannot show it: the server answered not_found for that uuid; or the address names none, the store holds none and
 * nothing is loading. False while a proposal is still on its way (a load in flight has had no answer yet).
 */
export const selectAddressProposalMissing = createSelector(
  [selectProposalNotFound, selectUuid, selectLoading, (_: AppState, uuid: string | null) => uuid],
  (notFound, held, loading, uuid): boolean => (uuid === null ? held === null && loading === null : notFound === uuid),
)

/**
 * The quote a proposal screen whose address names none should go to: the one the tab holds (the address's uuid cut
 * off by hand), so the screen shows it at its own address; null when the address names a uuid or the tab holds none
 * (then `selectAddressProposalMissing` decides).
 */
export const selectAddressProposalElsewhere = (s: AppState, uuid: string | null): string | null => (uuid === null ? selectUuid(s) : null)
