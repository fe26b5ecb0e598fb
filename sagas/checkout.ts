import { call, put, select } from 'redux-saga/effects'
import { selectProposal } from '../reducers/proposal-selectors'
import type { AppState } from '../reducers/root'
import type { ApiError } from '../src/api/errors'
import type { PayMonthlyRequest, Proposal } from '../src/domain/codecs'
import { DEFAULT_COLLECTION_DAY, LOADING_UPDATING } from '../src/domain/constants'
import { compactSortCode } from '../src/domain/formats'
import { heldRefusals } from '../src/form/record'
import { INSTALMENT_QUESTIONS, instalmentRefusals } from '../src/form/screens/instalments'
import type { CommandOf } from '../src/domain/commands'
import { event } from '../src/domain/events'
import { ROUTES, withUuid } from '../src/domain/routes'
import { callApi } from './api-call'
import { getDeps, todayOf } from './context'
import { paymentOptionRequest } from './price-presentation'
import { navigateTo, routeFailedCall } from './navigation'
import { fetchProposal } from './proposal-load'
import { refusedSection } from './section-refusal'

/**
 * The proposal of `uuid` as the server holds it now, fetched on every opening of the screen even when the tab holds
 * it (001 §4's redirects apply); null when the rider was sent on.
 */
function* proposalOf(uuid: string) {
  const stays: boolean = yield* fetchProposal(uuid, 'fetch')
  if (!stays) return null
  const fetched: Proposal = yield select(selectProposal)
  return fetched.uuid === uuid ? fetched : null
}

/** Where a refused payment URL sends the rider: bank details missing → Instalments; not quoted → Declined; referred → SiraDeclined. */
function* routePaymentUrlFailure(error: ApiError, uuid: string) {
  const code = error.kind === 'http' ? error.code : null
  if (code === 'direct_debit_missing') return yield* navigateTo(withUuid(ROUTES.Instalments, uuid))
  if (code === 'not_quoted') return yield* navigateTo(ROUTES.Declined)
  if (code === 'referred') return yield* navigateTo(ROUTES.SiraDeclined)
  if (code === 'already_purchased' || code === 'purchased') return yield* navigateTo(withUuid(ROUTES.ThankYou, uuid))
  yield* routeFailedCall(error, `/api/proposal/${uuid}/quote/payment`)
}

/**
 * `payment/OpenPayment` (001 §4 'Payment'): loads the proposal, then asks for
 * the card payment page (POST …/quote/payment) with the return to the thank-you page, and records its URL
 * (the screen shows it in a frame). The provider page takes the amount due on the proposal as it is now; a
 * price changed under an open page is refused by the provider, which opens a fresh page with the new amount.
 */
export function* openPayment(cmd: CommandOf<'payment/OpenPayment'>) {
  const { uuid } = cmd.payload
  const proposal: Proposal | null = yield* proposalOf(uuid)
  if (proposal === null) return
  const answer = yield* callApi('getPaymentUrl', uuid, { return_url: withUuid(ROUTES.ThankYou, uuid) })
  if (answer._tag === 'Left') return yield* routePaymentUrlFailure(answer.left, uuid)
  yield put(event('quote/PaymentUrlReceived', { paymentUrl: answer.right.payment_url }))
}

/**
 * `payment/RefreshPayment`: the provider page refused a payment because the proposal changed after the page
 * was opened (a requote in another tab, a switch of payment mode): the old page is closed with the provider's
 * message shown, and the payment is opened again: the proposal fetched again (so 'Amount to pay' is the new amount)
 * and a fresh page opened for it. Nothing was charged.
 */
export function* refreshPayment(cmd: CommandOf<'payment/RefreshPayment'>) {
  const { uuid, message } = cmd.payload
  yield put(event('quote/PaymentSuperseded', { message: message.slice(0, 500) }))
  yield* openPayment({ type: 'payment/OpenPayment', payload: { uuid } })
}

/**
 * `payment/CompletePurchase` (ThankYou load, 001 §4): fetch the proposal. Already accepted: the confirmation
 * and the portal link. Purchased: the device-risk check (the fingerprint script's blackbox; when it never
 * readies, 'IGLOO initialization timed out' is logged and the check is sent empty, so it fails closed), then
 * accept (with the direct debit when monthly): confirmed → confirmation and portal link, else Exception. Not
 * purchased: Failed with the uuid. Accepting is idempotent at the server, and a reload finds it accepted.
 */
export function* completePurchase(cmd: CommandOf<'payment/CompletePurchase'>) {
  const { uuid } = cmd.payload
  const deps = yield* getDeps()
  const stays: boolean = yield* fetchProposal(uuid, 'fetch')
  if (!stays) return
  const p: Proposal = yield select(selectProposal)
  if (p.quote?.is_accepted === true) return yield* portalLink(uuid)
  if (p.is_purchased !== true) return yield* navigateTo(withUuid(ROUTES.Failed, uuid))
  let blackbox = ''
  try {
    blackbox = yield call(deps.deviceFingerprint)
  } catch (e) {
    deps.log('device fingerprint', e instanceof Error ? e.message : e)
  }
  const checked = yield* callApi('deviceRisk', uuid, { blackbox, consent_to_auto_renew: p.consent_to_auto_renew ?? null })
  if (checked._tag === 'Left') return yield* routeFailedCall(checked.left, `/api/proposal/${uuid}/device-risk`)
  yield put(event('quote/DeviceRiskChecked', { proposal: checked.right }))
  const accepted = yield* callApi('acceptQuote', uuid, { direct_debit: p.is_pay_monthly === true ? (p.direct_debit ?? null) : null })
  if (accepted._tag === 'Left') return yield* navigateTo(accepted.left.kind === 'session-expired' ? ROUTES.Expired : ROUTES.Exception)
  if (accepted.right.quote?.is_accepted !== true) return yield* navigateTo(ROUTES.Exception)
  yield put(event('quote/QuoteAccepted', { proposal: accepted.right }))
  yield* portalLink(uuid)
}

/** GET …/generate-portal-link: the REGISTER button's address (a failure is only logged). */
function* portalLink(uuid: string) {
  const link = yield* callApi('generatePortalLink', uuid)
  if (link._tag === 'Right') yield put(event('quote/PortalLinkReceived', { portalUrl: link.right.portal_url }))
}

/** The pay-monthly body (001 §4): collection day the start date's day of month, sort code without dashes, no third party when the proposer holds the account. */
const payMonthlyRequest = (p: Pick<Proposal, 'direct_debit' | 'risk'>): PayMonthlyRequest | null => {
  const dd = p.direct_debit
  if (dd == null) return null
  const day = p.risk.start_date == null ? DEFAULT_COLLECTION_DAY : String(Number(p.risk.start_date.slice(8, 10)))
  const holder = dd.is_proposer_account_holder === true
  return {
    is_pay_monthly: true,
    direct_debit: {
      ...dd,
      sort_code: dd.sort_code == null ? null : (compactSortCode(dd.sort_code) as typeof dd.sort_code),
      collection_day: day as NonNullable<typeof dd.collection_day>,
      third_party: holder ? null : (dd.third_party ?? null),
    },
  }
}

/**
 * `instalments/Continue` (001 §4): questions that fail their checks refuse the section; otherwise POST
 * …/pay-monthly with the direct debit: success → SiraDeclined when referred, else Payment; the server's message
 * (refused bank details) is recorded to show in its highlighted block; a declined credit application goes to
 * InstalmentsDeclined; 419 Expired. As the screen is left, a box the rider left holding text that cannot be stored
 * while pay-monthly was answered refuses the section, and the rider stays with its message (a Continue pressed then
 * was a repeat of this flow, dropped: sagas/root.ts).
 */
export function* continueFromInstalments() {
  const deps = yield* getDeps()
  const state: AppState = yield select()
  const p = selectProposal(state)
  if (p.uuid == null) return
  const refused = instalmentRefusals(state, todayOf(deps))
  const body = payMonthlyRequest(p)
  if (refused.length > 0 || body === null) {
    yield put(event('journey/SectionRefused', { section: 'direct-debit', fields: refused }))
    return
  }
  yield put(event('journey/LoadingStarted', { title: null, text: LOADING_UPDATING }))
  const answer = yield* callApi('payMonthly', p.uuid, body)
  yield put(event('journey/LoadingFinished', {}))
  if (answer._tag === 'Left') {
    const e = answer.left
    if (e.kind === 'session-expired') return yield* navigateTo(ROUTES.Expired)
    if (e.kind === 'http' && e.code === 'credit_declined') return yield* navigateTo(withUuid(ROUTES.InstalmentsDeclined, p.uuid))
    const message = e.kind === 'http' && e.message != null && e.message !== '' ? e.message : 'We could not set up your Direct Debit. Please check your bank details and try again.'
    yield put(event('quote/DirectDebitRefused', { message }))
    return
  }
  if (!answer.right.success) {
    yield put(event('quote/DirectDebitRefused', { message: answer.right.message ?? 'We could not set up your Direct Debit.' }))
    return
  }
  yield put(event('quote/DirectDebitAccepted', { proposal: answer.right.proposal ?? null }))
  if (yield* refusedSection('direct-debit', (s) => heldRefusals(s, INSTALMENT_QUESTIONS))) return
  const referred = (answer.right.proposal ?? p).quote?.is_referred === true
  yield* navigateTo(referred ? ROUTES.SiraDeclined : withUuid(ROUTES.Payment, p.uuid))
}

/**
 * `payment/PayInFull` (InstalmentsDeclined's 'Pay in full'): the proposal switches to paying in full
 * (PaymentFrequencyChosen, then POST …/payment-option), then Payment, which now asks for the annual amount.
 */
export function* payInFull(cmd: CommandOf<'payment/PayInFull'>) {
  const { uuid } = cmd.payload
  const proposal: Proposal | null = yield* proposalOf(uuid)
  if (proposal === null) return
  yield put(event('proposal/PaymentFrequencyChosen', { monthly: false }))
  const annual: Proposal = yield select(selectProposal)
  const answer = yield* callApi('setPaymentOption', uuid, paymentOptionRequest(annual))
  if (answer._tag === 'Left') return yield* routeFailedCall(answer.left, `/api/proposal/${uuid}/payment-option`)
  yield put(event('proposal/ProposalUpdated', { proposal: answer.right }))
  yield* navigateTo(withUuid(ROUTES.Payment, uuid))
}
