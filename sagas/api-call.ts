import type { Either } from 'fp-ts/lib/Either'
import { call, put } from 'redux-saga/effects'
import type { ApiClient } from '../src/api/client'
import type { ApiError } from '../src/api/errors'
import { event } from '../src/domain/events'
import { getDeps, type SagaDeps } from './context'

type Calls = { [K in keyof ApiClient]: ApiClient[K] }
type Answer<K extends keyof Calls> = Awaited<ReturnType<Calls[K]>> extends Either<ApiError, infer A> ? A : never

/**
 * Calls one API function through the injected client. A failure is logged as a `journey/RequestFailed`
 * event (so a trail shows it) and returned as a Left; the caller decides where the rider goes.
 */
export function* callApi<K extends keyof Calls>(name: K, ...args: Parameters<Calls[K]>) {
  const deps: SagaDeps = yield* getDeps()
  const fn = deps.api[name] as (...a: Parameters<Calls[K]>) => Promise<Either<ApiError, Answer<K>>>
  const result: Either<ApiError, Answer<K>> = yield call([deps.api, fn], ...args)
  if (result._tag === 'Left') {
    yield put(event('journey/RequestFailed', { call: name, error: result.left }))
    deps.log(`${name} failed`, result.left)
  }
  return result
}
