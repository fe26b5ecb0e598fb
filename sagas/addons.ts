import { put, select } from 'redux-saga/effects'
import { selectChosenAddonCodes, selectAddonsChanged, selectProposal } from '../reducers/proposal-selectors'
import { CALLS } from '../src/domain/calls'
import type { Proposal } from '../src/domain/codecs'
import type { CommandOf } from '../src/domain/commands'
import { LOADING_UPDATING } from '../src/domain/constants'
import { event } from '../src/domain/events'
import { ROUTES, withUuid } from '../src/domain/routes'
import { callApi } from './api-call'
import { getDeps, todayOf } from './context'
import { navigateTo, routeFailedCall } from './navigation'
import { quoteAndRoute } from './quote-and-route'

const DESTINATION = { Summary: ROUTES.Summary, PricePresentation: ROUTES.PricePresentation } as const

/**
 * `addons/LeaveAddons` (Continue → Summary, Back → PricePresentation; 001 §4, J4.05-06). When the extras
 * chosen differ from those the quote priced: POST …/addons with the chosen codes (the answer replaces the
 * proposal: AddonsSent), then POST …/quote to re-create the quote (QuoteCalculated), under the loading
 * overlay, then the destination. Unchanged: just the destination. Failures (001 §8): the addons call routes
 * globally (419 Expired, else Exception); the re-quote clears the overlay and goes to Expired, Exception
 * (non-200) or Declined (no answer); a quote that is not quoted goes to Declined.
 */
export function* leaveAddons(cmd: CommandOf<'addons/LeaveAddons'>) {
  const deps = yield* getDeps()
  const today = todayOf(deps)
  const proposal: ReturnType<typeof selectProposal> = yield select(selectProposal)
  const uuid = proposal.uuid
  if (uuid == null) return
  const to = withUuid(DESTINATION[cmd.payload.to], uuid)
  const changed: boolean = yield select(selectAddonsChanged, today)
  if (!changed) {
    yield* navigateTo(to)
    return
  }
  const codes: string[] = yield select(selectChosenAddonCodes, today)
  yield put(event('journey/LoadingStarted', { title: null, text: LOADING_UPDATING }))
  const request = { addons: codes.map((code) => ({ code })) }
  const sent = yield* callApi('sendAddons', uuid, request)
  if (sent._tag === 'Left') {
    yield put(event('journey/LoadingFinished', {}))
    yield* routeFailedCall(sent.left, CALLS.sendAddons.path(uuid, request))
    return
  }
  yield put(event('quote/AddonsSent', { proposal: sent.right }))
  const quoted: Proposal | null = yield* quoteAndRoute(uuid, { answered: event('journey/LoadingFinished', {}) })
  if (quoted !== null) yield* navigateTo(to)
}
