import { CALLS } from '../../src/domain/calls'
import { Uuid } from '../../src/domain/primitives'
import { LOADS_ADDRESS_PROPOSAL, routeNameOf } from '../../src/domain/routes'

/**
 * The `Link` header that has the browser fetch, as soon as the page's headers arrive, the proposal the page's
 * screen will fetch once the app's code has run: `</api/proposal/{uuid}>; rel=preload; as=fetch; crossorigin` for a
 * path of LOADS_ADDRESS_PROPOSAL whose `uuid` query value is one well-formed uuid (the Uuid codec), else undefined:
 * another page, no uuid, a malformed or repeated one (nothing unchecked reaches the header).
 *
 * Chromium hands a preloaded fetch to the app's `fetch()` only when the URL, request mode and credentials mode
 * match: `crossorigin` (anonymous) makes the preload a CORS request with same-origin credentials, as the app's
 * fetch is; without it the credentials differ and the proposal is fetched twice. The request headers the app adds
 * and a preload cannot carry (Accept, X-Requested-With, X-XSRF-TOKEN) and the answer's `Cache-Control: no-store` do
 * not stop the reuse (test/browser/proposal-preload.test.ts). A screen that does not fetch (a reload whose tab kept
 * the proposal) leaves the answer unused: Chromium then logs a warning, not an error, a few seconds after load.
 */
export const proposalPreloadLink = (path: string, uuid: unknown): string | undefined =>
  LOADS_ADDRESS_PROPOSAL.has(routeNameOf(path)) && Uuid.is(uuid) ? `<${CALLS.getProposal.path(uuid)}>; rel=preload; as=fetch; crossorigin` : undefined
