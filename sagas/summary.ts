import { put, select, take } from 'redux-saga/effects'
import { selectProposal } from '../reducers/proposal-selectors'
import type { AppState } from '../reducers/root'
import { heldRefusals } from '../src/form/record'
import { SUMMARY_QUESTIONS, summaryMobile, summaryRefusals } from '../src/form/screens/summary'
import type { ConfirmRequest, Proposal } from '../src/domain/codecs'
import { LOADING_UPDATING } from '../src/domain/constants'
import { event } from '../src/domain/events'
import { ROUTES, withUuid } from '../src/domain/routes'
import { isRegistrationTooShort, MESSAGES } from '../src/domain/validation'
import { callApi } from './api-call'
import { getDeps, todayOf } from './context'
import { navigateTo, routeFailedCall } from './navigation'
import { refusedSection } from './section-refusal'
import { paymentOptionRequest } from './price-presentation'

/** The confirm body (001 §7): e-mail, mobile, registration and auto-renewal consent, as the summary holds them. */
const confirmRequest = (s: AppState): ConfirmRequest => {
  const p = selectProposal(s)
  // The mobile the summary shows is the stored one, or null in place of the placeholder.
  const mobile = summaryMobile(s) === null ? null : (p.risk.proposer.phone_numbers.mobile ?? null)
  return {
    risk: {
      proposer: { email_address: p.risk.proposer.email_address ?? null, phone_numbers: { mobile } },
      vehicle: { registration: p.risk.vehicle.registration ?? null },
    },
    consent_to_auto_renew: p.consent_to_auto_renew ?? null,
  }
}

/**
 * `summary/Continue` (001 §4): a registration under 2 characters sets has_registration false and returns to
 * the price page with 'Please enter a valid registration number to continue'; confirm details, auto-renewal or
 * a tick box that fail their checks refuse the section (its messages shown, the rider taken to it); otherwise
 * POST …/confirm (e-mail, mobile, registration, consent), POST …/payment-option, then SiraDeclined when the quote
 * is referred, Instalments when paying monthly, else Payment. Failures: 419 Expired, anything else Exception.
 * As the summary is left, a box the rider left holding text that cannot be stored while the calls were answered
 * refuses the section, and the rider stays on the summary with its message (a Continue pressed then was a repeat
 * of this flow, dropped: sagas/root.ts).
 */
export function* continueFromSummary() {
  const deps = yield* getDeps()
  const state: AppState = yield select()
  const proposal = selectProposal(state)
  const uuid = proposal.uuid
  if (uuid == null) return
  if (isRegistrationTooShort(proposal.risk.vehicle.registration)) {
    yield put(event('proposal/RegistrationInvalidated', {}))
    yield* navigateTo(withUuid(ROUTES.PricePresentation, uuid))
    // The note outlives the move: it is shown once the price page is the rider's screen.
    yield take('journey/Navigated')
    yield put(event('journey/NoteShown', { note: MESSAGES.registrationTooShort }))
    return
  }
  if (yield* refusedSection('confirm-details', (s) => summaryRefusals(s, todayOf(deps)))) return
  yield put(event('journey/LoadingStarted', { title: null, text: LOADING_UPDATING }))
  const confirmed = yield* callApi('confirm', uuid, confirmRequest(state))
  if (confirmed._tag === 'Left') {
    yield put(event('journey/LoadingFinished', {}))
    yield* routeFailedCall(confirmed.left, `/api/proposal/${uuid}/confirm`)
    return
  }
  yield put(event('proposal/ProposalUpdated', { proposal: confirmed.right }))
  const options = yield* callApi('setPaymentOption', uuid, paymentOptionRequest(confirmed.right))
  yield put(event('journey/LoadingFinished', {}))
  if (options._tag === 'Left') {
    yield* routeFailedCall(options.left, `/api/proposal/${uuid}/payment-option`)
    return
  }
  const answer: Proposal = options.right
  yield put(event('proposal/ProposalUpdated', { proposal: answer }))
  if (yield* refusedSection('confirm-details', (s) => heldRefusals(s, SUMMARY_QUESTIONS))) return
  if (answer.quote?.is_referred === true) yield* navigateTo(ROUTES.SiraDeclined)
  else yield* navigateTo(withUuid(answer.is_pay_monthly === true ? ROUTES.Instalments : ROUTES.Payment, uuid))
}
