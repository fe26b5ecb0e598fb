import type { Either } from 'fp-ts/lib/Either'
import { put, select } from 'redux-saga/effects'
import { selectJourney } from '../reducers/journey-selectors'
import { selectProposal, selectServerStartDate, selectStartDateExpired } from '../reducers/proposal-selectors'
import type { AppState } from '../reducers/root'
import type { ApiError } from '../src/api/errors'
import type { PaymentOptionRequest, Proposal } from '../src/domain/codecs'
import type { CommandOf } from '../src/domain/commands'
import { LOADING_UPDATING } from '../src/domain/constants'
import { event } from '../src/domain/events'
import { ROUTES, withUuid } from '../src/domain/routes'
import { isUkRegistration, normaliseRegistration } from '../src/domain/formats'
import type { UkRegistration } from '../src/domain/primitives'
import { callApi } from './api-call'
import { getDeps, todayOf } from './context'
import { navigateTo, routeFailedCall } from './navigation'
import { quoteAndRoute, routeAfterQuoteFailure } from './quote-and-route'

/** The requoting state's end, once the answer is recorded: `ok` when a quote came. */
const requoteFinished = (ok: boolean) => event('quote/RequoteFinished', { ok })

/**
 * `quote/Requote` ('Confirm & requote' on the price page, or the expired start date modal's Submit): sets the
 * requoting state, updates the proposal — a changed start date through POST /json/proposal/update (sent as
 * YYYY-MM-DD), anything else (excess, cover type) through POST /api/proposal/{uuid} — then re-creates the quote.
 * Quoted: the new figures (QuoteCalculated) and the requoting state cleared. Not quoted: Declined. A failed
 * call: the modal's Submit goes to Declined (001 §2); otherwise non-200 → Exception, no answer → Declined.
 */
export function* requote(cmd: CommandOf<'quote/Requote'>) {
  const state: AppState = yield select()
  const proposal = selectProposal(state)
  const uuid = proposal.uuid
  if (uuid == null) return
  const fromModal = cmd.payload.via === 'expired-start-date'
  yield put(event('quote/RequoteStarted', {}))
  // The modal's Submit goes to Declined on any failure but a 419.
  const failedTo = (error: ApiError) => (fromModal && error.kind !== 'session-expired' ? ROUTES.Declined : routeAfterQuoteFailure(error))
  const startChanged = proposal.risk.start_date !== selectServerStartDate(state)
  const updated: Either<ApiError, Proposal> = startChanged
    ? yield* callApi('updateProposalJson', proposal as Proposal)
    : yield* callApi('updateProposal', uuid, proposal)
  if (updated._tag === 'Left') {
    yield put(requoteFinished(false))
    return yield* navigateTo(failedTo(updated.left))
  }
  yield put(event('proposal/ProposalUpdated', { proposal: updated.right }))
  const quoted: Proposal | null = yield* quoteAndRoute(uuid, { settled: requoteFinished, failedTo })
  if (quoted !== null && fromModal) yield put(event('journey/ModalClosed', { modal: 'expired-start-date' }))
}

/** The payment-option body of the price page's Continue: payment mode, renewal consent, registration, the userfields. */
export const paymentOptionRequest = (p: Proposal): PaymentOptionRequest => ({
  check: true,
  is_pay_monthly: p.is_pay_monthly ?? false,
  consent_to_auto_renew: p.consent_to_auto_renew ?? null,
  risk: {
    vehicle: { registration: p.risk.vehicle.registration ?? null },
    userfields: p.risk.userfields,
  },
})

/**
 * `quote/ContinueFromPrice` (001 §4): a start date that has passed (after the end of that day) opens the
 * expired start date modal; otherwise POST …/payment-option, then SiraDeclined when the quote is referred, else
 * Addons. A failure is routed as any other (419 Expired, else Exception), under the loading overlay.
 */
export function* continueFromPrice() {
  const deps = yield* getDeps()
  const proposal: Proposal = yield select(selectProposal)
  if (proposal.uuid == null) return
  const expired: boolean = yield select(selectStartDateExpired, todayOf(deps))
  if (expired) {
    yield put(event('journey/ModalOpened', { modal: 'expired-start-date' }))
    return
  }
  yield put(event('journey/LoadingStarted', { title: null, text: LOADING_UPDATING }))
  const answered = yield* callApi('setPaymentOption', proposal.uuid, paymentOptionRequest(proposal))
  yield put(event('journey/LoadingFinished', {}))
  if (answered._tag === 'Left') {
    yield* routeFailedCall(answered.left, `/api/proposal/${proposal.uuid}/payment-option`)
    return
  }
  yield put(event('proposal/ProposalUpdated', { proposal: answered.right }))
  yield* navigateTo(answered.right.quote?.is_referred === true ? ROUTES.SiraDeclined : withUuid(ROUTES.Addons, answered.right.uuid))
}

/**
 * `quote/EmailQuote` ('Email yourself this quote'): POST …/send-quote-email {uuid}; a 200 records
 * QuoteEmailSent (the button then reads 'Email has been sent' and cannot send again). A failure is only logged
 * (RequestFailed in the trail); the button stays as it was (001 §8).
 */
export function* emailQuote() {
  const state: AppState = yield select()
  const uuid = selectProposal(state).uuid
  if (uuid == null || selectJourney(state).quoteEmailSent) return
  const sent = yield* callApi('sendQuoteEmail', uuid)
  if (sent._tag === 'Right') yield put(event('quote/QuoteEmailSent', {}))
}

/**
 * `quote/CheckRegistration` (the price page's registration check, 001 §2): looks the registration up
 * (normalised: spaces removed, upper case) and records what was found; a failed lookup shows as not found.
 */
export function* checkRegistration(cmd: CommandOf<'quote/CheckRegistration'>) {
  const registration = normaliseRegistration(cmd.payload.registration)
  if (!isUkRegistration(registration)) return
  const reg = registration as UkRegistration
  const found = yield* callApi('lookupRegistration', reg)
  yield put(
    event('lookup/RegistrationChecked', {
      registration: reg,
      vehicles: found._tag === 'Right' ? found.right.vehicles : [],
      failed: found._tag === 'Left',
    }),
  )
}

/**
 * `quote/ConfirmRegistration`: records the registration on the bike and updates the proposal (POST
 * /api/proposal/{uuid}); when the update dropped the quote, it is re-created. Failures route as a requote's.
 */
export function* confirmRegistration(cmd: CommandOf<'quote/ConfirmRegistration'>) {
  const registration = normaliseRegistration(cmd.payload.registration)
  if (!isUkRegistration(registration)) return
  yield put(event('proposal/RegistrationConfirmed', { registration: registration as UkRegistration }))
  const proposal: Proposal = yield select(selectProposal)
  if (proposal.uuid == null) return
  yield put(event('quote/RequoteStarted', {}))
  const updated = yield* callApi('updateProposal', proposal.uuid, proposal)
  if (updated._tag === 'Left') {
    yield put(requoteFinished(false))
    return yield* navigateTo(routeAfterQuoteFailure(updated.left))
  }
  yield put(event('proposal/ProposalUpdated', { proposal: updated.right }))
  if (updated.right.quote?.is_quoted === true) {
    yield put(requoteFinished(true))
    return
  }
  yield* quoteAndRoute(proposal.uuid, { settled: requoteFinished })
}
