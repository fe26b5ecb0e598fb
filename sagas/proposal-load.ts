import { put, select } from 'redux-saga/effects'
import { selectJourneyPath } from '../reducers/journey-selectors'
import { selectServerProposal } from '../reducers/proposal-selectors'
import { isExpired, isNotFound } from '../src/api/errors'
import { CALLS } from '../src/domain/calls'
import type { Proposal } from '../src/domain/codecs'
import type { CommandOf } from '../src/domain/commands'
import { event } from '../src/domain/events'
import { progressOf, routeNameOf, ROUTES, withUuid } from '../src/domain/routes'
import { callApi } from './api-call'
import { navigateTo, routeFailedCall } from './navigation'

/**
 * The progress-bar step of the screen the rider is on (001 §2: it derives from the route name), or null
 * when the path is unknown or the screen hides the bar (ThankYou, Declined, Exception…).
 */
const progressStepOf = (path: string | null): number | null => {
  if (path === null) return null
  const pathname = path.split(/[?#]/)[0] ?? path
  return progressOf(routeNameOf(pathname))?.step ?? null
}

/**
 * Where a fetched proposal sends the rider (001 §4 'On any proposal fetch'): ThankYou (with the uuid) when
 * it is purchased and the current progress step is beyond the first; Declined when the proposal's
 * is_quoted is true but its quote is not quoted (or there is no quote); otherwise nowhere (null).
 */
export const redirectForFetched = (proposal: Proposal, currentPath: string | null): string | null => {
  const step = progressStepOf(currentPath)
  if (proposal.is_purchased === true && step !== null && step > 1) return withUuid(ROUTES.ThankYou, proposal.uuid)
  if (proposal.is_quoted === true && proposal.quote?.is_quoted !== true) return ROUTES.Declined
  return null
}

/**
 * GET /api/proposal/{uuid}: puts `proposal/ProposalLoaded` with `via`, then applies 001 §4's redirects. The tab's
 * proposal may be on the screen meanwhile (a tab that kept it, or one arriving from another screen): the answer
 * routes all the same, and the rider's answers not yet sent stay in the proposal it brings (the reducer's rule,
 * reducers/proposal/unsent.ts). An answer overtaken by another answer of the server carrying the proposal (a
 * requote answered while the read was on its way) is older than what the tab holds: it is dropped, and the rider
 * stays. A failure is logged (RequestFailed) and routed globally (419 → Expired; code not_found or expired → not
 * routed; anything else → Exception). Code not_found is also put as `proposal/ProposalNotFound`, so the screen says
 * the quote cannot be found. Code expired (the quote is past its validity) goes to Expired, the result page that
 * offers Start a quote and Retrieve a quote (001 §4): the screen has no proposal to show, and §8 sends such a code
 * nowhere else. Resolves true when the rider stays with the proposal the tab holds.
 */
export function* fetchProposal(uuid: string, via: 'edit' | 'fetch') {
  const asked: unknown = yield select(selectServerProposal)
  const result = yield* callApi('getProposal', uuid)
  if (result._tag === 'Left') {
    const error = result.left
    if (isNotFound(error)) yield put(event('proposal/ProposalNotFound', { uuid }))
    if (isExpired(error)) yield* navigateTo(ROUTES.Expired)
    else yield* routeFailedCall(error, CALLS.getProposal.path(uuid))
    return false
  }
  const answered: unknown = yield select(selectServerProposal)
  if (answered !== asked) return true
  yield put(event('proposal/ProposalLoaded', { proposal: result.right, via }))
  const path: string | null = yield select(selectJourneyPath)
  const redirect = redirectForFetched(result.right, path)
  if (redirect === null) return true
  yield* navigateTo(redirect)
  return false
}

/**
 * `proposal/LoadProposal` (every opening of PricePresentation and the later screens, and of the edit form the tab
 * brought back): fetches the proposal (via 'fetch').
 * Purchased beyond the form → ThankYou; flagged quoted but declined → Declined (J4.17); 419 → Expired;
 * not_found → stays, logged, and ProposalNotFound put (the screen's notice); code expired → Expired, logged;
 * any other failure → Exception (J8.01, J8.02).
 */
export function* loadProposal(cmd: CommandOf<'proposal/LoadProposal'>) {
  if (cmd.payload.uuid === '') return
  yield* fetchProposal(cmd.payload.uuid, 'fetch')
}
