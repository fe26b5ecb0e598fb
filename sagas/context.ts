import { getContext } from 'redux-saga/effects'
import type { ApiClient } from '../src/api/client'
import type { Clock } from '../src/app/event-log'

/**
 * What sagas may use for I/O, injected through the saga context so tests run them against a fake API with
 * a fixed clock and predictable ids.
 */
export interface SagaDeps {
  readonly api: ApiClient
  readonly clock: Clock
  readonly ids: { uuid(): string }
  /** Sends the browser to a path of the app (the router in the browser, a recorder in tests). */
  readonly navigate: (path: string) => void
  /** Where "logged only" failures go (the console in the browser). */
  readonly log: (message: string, detail?: unknown) => void
}

export const DEPS = 'deps'

/** The injected dependencies, inside a saga: `const deps: SagaDeps = yield* deps()` style via `call`. */
export function* getDeps(): Generator<ReturnType<typeof getContext>, SagaDeps, SagaDeps> {
  return yield getContext(DEPS)
}

/** Today's date (YYYY-MM-DD) from the injected clock. */
export const todayOf = (deps: SagaDeps): string => deps.clock.now().slice(0, 10)
