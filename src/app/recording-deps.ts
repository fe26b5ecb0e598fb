import type { Either } from 'fp-ts/lib/Either'
import type { ApiError } from '../api/errors'
import type { SagaDeps } from '../../sagas/context'
import { CALL_NAMES as API_NAMES } from '../domain/calls'
import type { CallEntry, CallName } from '../domain/trail/conversation'
import type { EventLog } from './event-log'

/**
 * The saga dependencies with every call recorded in the log's conversation, in the order the sagas make
 * them: the API client's calls (arguments and decoded answer or ApiError), the bot check, the device
 * fingerprint and navigation. The entry is recorded when the call starts and its outcome filled in when it
 * ends, so overlapping calls keep their starting order. Behaviour is unchanged: answers pass through.
 */
export const recordingDeps = (deps: SagaDeps, log: EventLog): SagaDeps => {
  const start = (name: CallName, args: readonly unknown[]): CallEntry => {
    const entry: CallEntry = { kind: 'call', name, after: log.all().length, at: deps.clock.now() as CallEntry['at'], args: [...args], outcome: null }
    log.record(entry)
    return entry
  }
  const api = { ...deps.api }
  for (const name of API_NAMES) {
    const fn = deps.api[name] as (...a: unknown[]) => Promise<Either<ApiError, unknown>>
    ;(api as Record<string, unknown>)[name] = (...args: unknown[]) => {
      const entry = start(name, args)
      return fn.apply(deps.api, args).then((r) => {
        entry.outcome = r._tag === 'Right' ? { ok: true, value: r.right } : { ok: false, error: r.left }
        return r
      })
    }
  }
  const effect = <A>(name: CallName, args: unknown[], run: () => Promise<A>): Promise<A> => {
    const entry = start(name, args)
    return run().then(
      (value) => {
        entry.outcome = { ok: true, value }
        return value
      },
      (err: unknown) => {
        entry.outcome = { ok: false, thrown: err instanceof Error ? err.message : String(err) }
        throw err
      },
    )
  }
  return {
    ...deps,
    api,
    botCheck: (action) => effect('botCheck', [action], () => deps.botCheck(action)),
    deviceFingerprint: () => effect('deviceFingerprint', [], () => deps.deviceFingerprint()),
    navigate: (path) => {
      const entry = start('navigate', [path])
      deps.navigate(path)
      entry.outcome = { ok: true, value: undefined }
    },
  }
}
