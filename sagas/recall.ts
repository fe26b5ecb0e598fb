import { put } from 'redux-saga/effects'
import { isNotFound } from '../src/api/errors'
import type { Proposal, RecallRequest } from '../src/domain/codecs'
import type { CommandOf } from '../src/domain/commands'
import { LOADING_UPDATING } from '../src/domain/constants'
import { event } from '../src/domain/events'
import { ROUTES, withUuid } from '../src/domain/routes'
import { callApi } from './api-call'
import { navigateTo } from './navigation'
import { redirectForFetched } from './proposal-load'

/** The recalled proposal with its extras as the quote offers them (001 §7: 'addons from quote.addons'). */
const withQuoteAddons = (p: Proposal): Proposal => (p.quote != null && p.quote.addons.length > 0 ? { ...p, addons: p.quote.addons } : p)

/**
 * `quote/Recall` (Retrieve a Quote, and the deep link): POST /api/proposal/recall with the reference, postcode and
 * date of birth (the deep link adds the page's request as options.request). Found → the proposal (with its
 * quote's extras) and PricePresentation (a bought policy: ThankYou; a declined quote: Declined). not_found → the spec's sentence; 429 → too many attempts; 419 → Expired;
 * any other failure is shown on the form (001 §8: recall failures reach the caller).
 */
export function* recall(cmd: CommandOf<'quote/Recall'>) {
  const { reference, postcode, dob, via } = cmd.payload
  const request = {
    reference,
    postcode,
    dob,
    ...(via === 'deeplink' ? { options: { request: { reference, postcode, dob, source: 'deeplink' } } } : {}),
  } as RecallRequest
  yield put(event('journey/LoadingStarted', { title: null, text: LOADING_UPDATING }))
  const found = yield* callApi('recall', request)
  yield put(event('journey/LoadingFinished', {}))
  if (found._tag === 'Left') {
    const e = found.left
    if (e.kind === 'session-expired') return yield* navigateTo(ROUTES.Expired)
    const reason = isNotFound(e) ? 'not-found' : e.kind === 'http' && e.status === 429 ? 'too-many' : 'failed'
    yield put(event('journey/RecallRefused', { reason }))
    if (via === 'deeplink') yield* navigateTo(`${ROUTES.Recall}?${new URLSearchParams({ reference, postcode, dob }).toString()}`)
    return
  }
  const proposal = withQuoteAddons(found.right)
  yield put(event('proposal/ProposalLoaded', { proposal, via }))
  // Landing on the price page is a proposal fetch there (001 §4): a bought policy goes to ThankYou, a declined quote to Declined.
  const price = withUuid(ROUTES.PricePresentation, proposal.uuid)
  yield* navigateTo(redirectForFetched(proposal, price) ?? price)
}
