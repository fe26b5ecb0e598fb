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
 * ends, so overlapping calls keep their starting order; an answer entry is recorded as the outcome is handed to
 * the saga, so the conversation says in which order the page met answers, commands and inputs. Behaviour is
 * unchanged: answers pass through.
 */
export const recordingDeps = (deps: SagaDeps, log: EventLog): SagaDeps => {
  /** Records a call as it starts. */
  const made = (name: CallName, args: readonly unknown[]): { entry: CallEntry; call: number } => {
    const entry: CallEntry = { kind: 'call', name, after: log.all().length, at: deps.clock.now() as CallEntry['at'], args: [...args], outcome: null }
    return { entry, call: log.record(entry) }
  }
  /** Records a call as it starts; `answered` fills in its outcome and records, there and then, that it was taken. */
  const start = (name: CallName, args: readonly unknown[]) => {
    const { entry, call } = made(name, args)
    return {
      answered: (outcome: NonNullable<CallEntry['outcome']>): void => {
        entry.outcome = outcome
        log.record({ kind: 'answer', call, after: log.all().length })
      },
    }
  }
  const api = { ...deps.api }
  for (const name of API_NAMES) {
    const fn = deps.api[name] as (...a: unknown[]) => Promise<Either<ApiError, unknown>>
    ;(api as Record<string, unknown>)[name] = (...args: unknown[]) => {
      const call = start(name, args)
      return fn.apply(deps.api, args).then((r) => {
        call.answered(r._tag === 'Right' ? { ok: true, value: r.right } : { ok: false, error: r.left })
        return r
      })
    }
  }
  const effect = <A>(name: CallName, args: unknown[], run: () => Promise<A>): Promise<A> => {
    const call = start(name, args)
    return run().then(
      (value) => {
        call.answered({ ok: true, value })
        return value
      },
      (err: unknown) => {
        call.answered({ ok: false, thrown: err instanceof Error ? err.message : String(err) })
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
      const { entry } = made('navigate', [path])
      deps.navigate(path)
      // Nothing waits for a move: it is answered as it is made, and no answer entry is needed to order it.
      entry.outcome = { ok: true, value: undefined }
    },
  }
}
