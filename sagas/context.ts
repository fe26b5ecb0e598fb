import { getContext } from 'redux-saga/effects'
import type { ApiClient } from '../src/api/client'
import type { Clock } from '../src/domain/clock'
import { ukToday } from '../src/domain/clock'

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
  /**
   * The bot check: a token for the named action (step 1 uses 'form_section_one'), or null when the check's
   * script could not run. The token is verified with the API.
   */
  readonly botCheck: (action: string) => Promise<string | null>
  /**
   * The device fingerprint's blackbox; rejects with 'IGLOO initialization timed out' when the script is not
   * ready within 10000 ms (checked every 100 ms).
   */
  readonly deviceFingerprint: () => Promise<string>
}

export const DEPS = 'deps'

/** The injected dependencies, inside a saga: `const deps: SagaDeps = yield* deps()` style via `call`. */
export function* getDeps(): Generator<ReturnType<typeof getContext>, SagaDeps, SagaDeps> {
  return yield getContext(DEPS)
}

/** Today's date in the UK (YYYY-MM-DD) from the injected clock. */
export const todayOf = (deps: SagaDeps): string => ukToday(deps.clock.now())
