import type { Either } from 'fp-ts/lib/Either'
import { put, select } from 'redux-saga/effects'
import type { FormMode } from '../reducers/journey'
import { selectSubmitUuid } from '../reducers/journey-selectors'
import { selectProposal } from '../reducers/proposal-selectors'
import type { ApiError } from '../src/api/errors'
import type { Proposal, ProposalInput } from '../src/domain/codecs'
import { LOADING_CALCULATING, LOADING_UPDATING } from '../src/domain/constants'
import { event } from '../src/domain/events'
import { ROUTES, withUuid } from '../src/domain/routes'
import { callApi } from './api-call'
import { getDeps } from './context'
import { navigateTo } from './navigation'
import { quoteAndRoute, routeAfterQuoteFailure } from './quote-and-route'

/**
 * Sends the form: create (POST /api/proposal) or update (POST /api/proposal/{uuid}), then create the quote
 * (POST /api/proposal/{uuid}/quote), under the loading overlay. Quoted → PricePresentation with the uuid;
 * not quoted → Declined; a failure clears the overlay and goes to Expired (419), Exception (non-200) or
 * Declined (no response).
 */
export function* sendForm(mode: FormMode) {
  yield put(event('journey/FormSubmitted', { mode }))
  yield put(event('journey/LoadingStarted', { title: null, text: mode === 'create' ? LOADING_CALCULATING : LOADING_UPDATING }))
  // Read after FormSubmitted: on edit the reducer has removed the items answered No (F4.11).
  const proposal: ProposalInput = yield select(selectProposal)
  const uuid: string | null = yield select(selectSubmitUuid)

  let saved: Either<ApiError, Proposal>
  if (mode === 'create') {
    saved = yield* callApi('createProposal', proposal)
    if (saved._tag === 'Right') yield put(event('proposal/ProposalCreated', { proposal: saved.right }))
  } else if (uuid !== null) {
    saved = yield* callApi('updateProposal', uuid, proposal)
    if (saved._tag === 'Right') yield put(event('proposal/ProposalUpdated', { proposal: saved.right }))
  } else {
    const deps = yield* getDeps()
    deps.log('edit form submitted without a uuid')
    yield put(event('journey/LoadingFinished', {}))
    yield* navigateTo(ROUTES.Exception)
    return
  }
  if (saved._tag === 'Left') {
    yield put(event('journey/LoadingFinished', {}))
    yield* navigateTo(routeAfterQuoteFailure(saved.left))
    return
  }

  const quoted: Proposal | null = yield* quoteAndRoute(saved.right.uuid, { settled: () => event('journey/LoadingFinished', {}) })
  if (quoted !== null) yield* navigateTo(withUuid(ROUTES.PricePresentation, quoted.uuid))
}

