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
