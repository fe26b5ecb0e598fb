import { left } from 'fp-ts/lib/Either'
import type { ApiClient } from '../api/client'
import type { AppState } from '../../reducers/root'
import type { SagaDeps } from '../../sagas/context'
import type { DomainEvent } from '../domain/events'
import { isPlain } from '../domain/plain'
import { CALL_NAMES, codecOfCall, type CallEntry, type CallName } from '../domain/trail/conversation'
import { redactEvent } from '../domain/trail/redact-trail'
import { redactWith } from '../domain/redact'
import { diffPaths } from '../trail/replay'
import type { Trail } from '../domain/trail/trail-format'
import { createAppStore } from './store'
import { flowsReadyFor } from '../../sagas/root'

/** One call as the replay made it. */
interface ReplayedCall {
  readonly name: CallName
  readonly args: readonly unknown[]
}

/** The first place where the replay parted from the recording: which call or event, recorded vs now. */
interface Divergence {
  readonly kind: 'call' | 'event'
  /** 0-based position among the calls, or among the events. */
  readonly index: number
  readonly recorded: string
  readonly now: string
  /** The paths that differ, `path: recorded → now`, when both sides exist. */
  readonly differences: readonly string[]
}

export interface ConversationReplay {
  readonly calls: readonly ReplayedCall[]
  readonly events: readonly DomainEvent[]
  readonly state: AppState
  readonly divergence: Divergence | null
}

/** JSON with keys in sorted order, so values built in different orders compare equal. */
const canonical = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) =>
    isPlain(x) ? Object.fromEntries(Object.keys(x).sort().map((k) => [k, x[k]]))
      : x,
  ) ?? 'undefined'

const callText = (c: { name: string; args: readonly unknown[] } | undefined): string =>
  c === undefined ? '(no call)' : `${c.name}(${c.args.map((a) => canonical(a)).join(', ')})`

const eventText = (e: { type: string; payload: unknown } | undefined): string =>
  e === undefined ? '(no event)' : `${e.type} ${canonical(e.payload)}`

const tick = (): Promise<void> =>
  new Promise((r) => (typeof setImmediate === 'function' ? setImmediate(r) : setTimeout(r, 0)))

/**
 * Re-runs a trail's conversation through the real store and sagas: each recorded command and UI-dispatched
 * event is dispatched again, in order, once the events recorded before it have come out; the sagas' calls are
 * served the recorded answers (API, bot check, device fingerprint; navigation is noted). The clock reads the
 * recorded time of the next event. Resolves with the calls made, the events put, the final state, and the
 * first divergence (a call of another name or with other arguments, a missing or extra call, or an event of
 * another type or payload), or null when the replay matches the recording. A redacted trail is compared
 * redacted. Never rejects for a divergence; a trail with no conversation replays its UI events only if it has
 * input entries (a version-1 trail has none, so nothing runs).
 */
export const replayConversation = async (trail: Trail): Promise<ConversationReplay> => {
  const recorded = trail.conversation.filter((e): e is CallEntry => e.kind === 'call')
  const calls: ReplayedCall[] = []
  let callDivergence: Divergence | null = null
  const comparable = (name: CallName, args: readonly unknown[]): unknown =>
    trail.redacted ? redactWith(codecOfCall(name).args, args) : args

  const serve = (name: CallName, args: unknown[]): CallEntry['outcome'] | 'diverged' => {
    const i = calls.length
    calls.push({ name, args })
    const rec = recorded[i]
    if (rec === undefined || rec.name !== name) {
      callDivergence ??= { kind: 'call', index: i, recorded: callText(rec), now: callText({ name, args }), differences: [] }
      return 'diverged'
    }
    const now = comparable(name, args)
    if (canonical(now) !== canonical(rec.args)) {
      callDivergence ??= {
        kind: 'call',
        index: i,
        recorded: callText(rec),
        now: callText({ name, args }),
        differences: diffPaths(rec.args, JSON.parse(canonical(now)) as unknown),
      }
    }
    return rec.outcome
  }
  const never = new Promise<never>(() => undefined)
  // A recorded answer arrives in a later task, as a real one does: the commands and inputs recorded before it
  // arrived (at the same count of events) are dispatched first, each once the calls recorded before it are made.
  const later = <A>(value: A): Promise<A> => tick().then(() => value)

  const api = {} as Record<string, unknown>
  for (const name of CALL_NAMES) {
    if (name === 'botCheck' || name === 'deviceFingerprint' || name === 'navigate') continue
    api[name] = (...args: unknown[]) => {
      const o = serve(name, args)
      if (o === 'diverged') return later(left({ kind: 'network', message: `replay: no recorded answer for ${name}` }))
      if (o === null) return never
      if (o.ok) return later({ _tag: 'Right', right: o.value })
      return later('error' in o ? left(o.error) : left({ kind: 'network', message: o.thrown }))
    }
  }
  const effect = <A>(name: CallName, args: unknown[]): Promise<A> => {
    const o = serve(name, args)
    if (o === 'diverged') return later(null).then(() => Promise.reject(new Error(`replay: no recorded answer for ${name}`)))
    if (o === null) return never
    if (o.ok) return later(o.value as A)
    return later(null).then(() => Promise.reject(new Error('thrown' in o ? o.thrown : o.error.kind)))
  }

  let n = 0
  const holder: { length: () => number } = { length: () => 0 }
  const deps: SagaDeps = {
    api: api as unknown as ApiClient,
    clock: { now: () => trail.events[holder.length()]?.meta.at ?? trail.events.at(-1)?.meta.at ?? trail.createdAt },
    ids: { uuid: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}` },
    navigate: (path) => void serve('navigate', [path]),
    log: () => undefined,
    botCheck: (action) => effect('botCheck', [action]),
    deviceFingerprint: () => effect('deviceFingerprint', []),
  }
  const { store, log } = createAppStore(deps, trail.session)
  holder.length = () => log.all().length

  const progress = (): number => log.all().length + calls.length
  const settle = async (done: () => boolean): Promise<void> => {
    let idle = 0
    while (!done() && idle < 3) {
      const before = progress()
      await tick()
      idle = progress() === before ? idle + 1 : 0
    }
  }

  let callsBefore = 0
  for (const entry of trail.conversation) {
    if (entry.kind === 'call') {
      callsBefore += 1
      continue
    }
    const target = entry.kind === 'command' ? entry.after : entry.seq - 1
    const made = callsBefore
    await settle(() => log.all().length >= target && calls.length >= made)
    if (entry.kind === 'command') {
      // Some flows load on their first command (a chunk in the browser): loaded first, so the replay waits for
      // the module, not for a guess at how long it takes.
      await flowsReadyFor(entry.command.type)
      store.dispatch(entry.command)
    } else {
      const e = trail.events[entry.seq - 1] as DomainEvent
      store.dispatch({ type: e.type, payload: e.payload } as never)
    }
  }
  await settle(() => log.all().length >= trail.events.length && calls.length >= recorded.length)

  const events = log.all()
  let divergence: Divergence | null = callDivergence
  if (divergence === null && calls.length < recorded.length) {
    const rec = recorded[calls.length]
    divergence = { kind: 'call', index: calls.length, recorded: callText(rec), now: '(no call)', differences: [] }
  }
  if (divergence === null) {
    for (let i = 0; i < Math.max(events.length, trail.events.length); i++) {
      const rec = trail.events[i]
      const got = events[i]
      const now = got !== undefined && trail.redacted ? redactEvent(got) : got
      const a = rec === undefined ? undefined : { type: rec.type, payload: rec.payload }
      const b = now === undefined ? undefined : { type: now.type, payload: now.payload }
      if (canonical(a) !== canonical(b)) {
        divergence = {
          kind: 'event',
          index: i,
          recorded: eventText(a),
          now: eventText(b),
          differences: a !== undefined && b !== undefined ? diffPaths(JSON.parse(canonical(a)), JSON.parse(canonical(b))) : [],
        }
        break
      }
    }
  }
  return { calls, events, state: store.getState(), divergence }
}
