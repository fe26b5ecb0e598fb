import { put } from 'redux-saga/effects'
import { isNon200, type ApiError } from '../src/api/errors'
import { event, type UnstampedEvent } from '../src/domain/events'
import { ROUTES } from '../src/domain/routes'
import { callApi } from './api-call'
import { navigateTo } from './navigation'

/**
 * Where a failed call on the way to a quote (saving the proposal, creating the quote) sends the rider (000 §4,
 * F8.06; 001 §2, §8): a 419 to Expired, a non-200 answer to Exception, no answer to Declined.
 */
export const routeAfterQuoteFailure = (error: ApiError): string =>
  error.kind === 'session-expired' ? ROUTES.Expired : isNon200(error) ? ROUTES.Exception : ROUTES.Declined

/** What the caller of `quoteAndRoute` records around the answer, and where its failures go. */
interface QuoteSteps {
  /** Put as soon as the call answers, whatever it answered, before the answer is recorded. */
  readonly answered?: UnstampedEvent
  /** Put once the answer is recorded (a failed call records none): `quoted` says whether a quote came. */
  readonly settled?: (quoted: boolean) => UnstampedEvent
  /** Where a failed call sends the rider: `routeAfterQuoteFailure` unless given. */
  readonly failedTo?: (error: ApiError) => string
}

/**
 * Creates the quote of the proposal `uuid` (POST /api/proposal/{uuid}/quote) and records its answer: quoted →
 * QuoteCalculated, and resolves with the quoted proposal (the caller takes the rider on); not quoted →
 * QuoteDeclined and Declined; a failed call (logged as RequestFailed) → where `failedTo` says. Resolves null when
 * the rider was sent away.
 */
export function* quoteAndRoute(uuid: string, steps: QuoteSteps = {}) {
  const quoted = yield* callApi('createQuote', uuid)
  if (steps.answered !== undefined) yield put(steps.answered)
  if (quoted._tag === 'Left') {
    if (steps.settled !== undefined) yield put(steps.settled(false))
    yield* navigateTo((steps.failedTo ?? routeAfterQuoteFailure)(quoted.left))
    return null
  }
  const answer = quoted.right
  const ok = answer.quote?.is_quoted === true
  yield put(ok ? event('quote/QuoteCalculated', { proposal: answer }) : event('quote/QuoteDeclined', { proposal: answer }))
  if (steps.settled !== undefined) yield put(steps.settled(ok))
  if (ok) return answer
  yield* navigateTo(ROUTES.Declined)
  return null
}
