import { call } from 'redux-saga/effects'
import { routeFor, type ApiError } from '../src/api/errors'
import { ROUTES } from '../src/domain/routes'
import { getDeps } from './context'

/**
 * Sends the rider to a path through the injected navigator. The router records the move as a
 * `journey/Navigated` event itself, so no event is put here.
 */
export function* navigateTo(path: string) {
  const deps = yield* getDeps()
  yield call(deps.navigate, path)
}

/**
 * The global routing of a failed call (001 §8): 419 goes to Expired, any other failure to Exception, except
 * where `routeFor` says the caller handles it (pay-monthly URLs, codes not_found and expired); then the rider
 * stays. `path` is the request path, used when the error does not carry its URL. Returns where it went.
 */
export function* routeFailedCall(error: ApiError, path: string) {
  const route = routeFor(error, error.url ?? path)
  if (route === 'expired') yield* navigateTo(ROUTES.Expired)
  else if (route === 'exception') yield* navigateTo(ROUTES.Exception)
  return route
}
