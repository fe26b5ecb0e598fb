import { left } from 'fp-ts/lib/Either'
import type { ApiClient } from '../api/client'
import type { AppState } from '../../reducers/root'
import type { SagaDeps } from '../../sagas/context'
import type { DomainEvent } from '../domain/events'
import { isPlain } from '../domain/plain'
import { CALL_NAMES, codecOfCall, type CallEntry, type CallName, type Outcome } from '../domain/trail/conversation'
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
 * event is dispatched again, in order, once the events and calls recorded before it have come out; the sagas'
 * calls are served the recorded answers (API, bot check, device fingerprint; navigation is noted), each handed
 * over where the conversation says the page took it (its answer entry), and a recorded page start starts the
 * sagas afresh. So the replay meets commands, inputs and answers in the order the page met them, whatever their
 * timing was. An answer with no answer entry (a trail of version 2 recorded none) is handed over a moment after
 * its call, as a real one arrives. The clock reads the recorded time of the next event. Resolves with the calls
 * made, the events put, the final state, and the first divergence (a call of another name or with other
 * arguments, a missing or extra call, or an event of another type or payload), or null when the replay matches
 * the recording. A redacted trail is compared redacted. Never rejects for a divergence; a trail with no
 * conversation replays its UI events only if it has input entries (a version-1 trail has none, so nothing runs).
 */
export const replayConversation = async (trail: Trail): Promise<ConversationReplay> => {
  const recorded = trail.conversation.filter((e): e is CallEntry => e.kind === 'call')
  const answerEntries = new Set(trail.conversation.flatMap((e) => (e.kind === 'answer' ? [e.call] : [])))
  const ordered = trail.conversation.some((e) => e.kind === 'answer' || e.kind === 'start')
  const calls: ReplayedCall[] = []
  let callDivergence: Divergence | null = null
  const comparable = (name: CallName, args: readonly unknown[]): unknown =>
    trail.redacted ? redactWith(codecOfCall(name).args, args) : args

  /** Notes a call the sagas made, compares it with the recorded one at its place: its place, or 'diverged'. */
  const serve = (name: CallName, args: unknown[]): { index: number; outcome: CallEntry['outcome'] } | 'diverged' => {
    const i = calls.length
    calls.push({ name, args })
    const rec = recorded[i]
    if (rec === undefined || rec.name !== name) {
      callDivergence ??= { kind: 'call', index: i, recorded: callText(rec), now: callText({ name, args }), differences: [] }
      return 'diverged'
    }
    // Both sides redacted by this build's codecs: a trail redacted by an older build (which marked fewer fields
    // personal) compares with what this build would have written, and redacting twice changes nothing.
    const now = comparable(name, args)
    const was = comparable(name, rec.args)
    if (canonical(now) !== canonical(was)) {
      callDivergence ??= {
        kind: 'call',
        index: i,
        recorded: callText(rec),
        now: callText({ name, args }),
        differences: diffPaths(JSON.parse(canonical(was)) as unknown, JSON.parse(canonical(now)) as unknown),
      }
    }
    return { index: i, outcome: rec.outcome }
  }
  const never = new Promise<never>(() => undefined)
  // A recorded answer arrives in a later task, as a real one does.
  const later = <A>(value: () => Promise<A>): Promise<A> => tick().then(value)
  /** The answers waiting for their answer entry, by the call's place. */
  const waiting = new Map<number, () => void>()
  /** What the call at `index` gives: handed over at its answer entry, else (version 2) a moment after it is asked. */
  const handOver = <A>(index: number, outcome: Outcome | null, give: (o: Outcome) => Promise<A>): Promise<A> => {
    if (outcome === null) return never
    if (!answerEntries.has(index)) return later(() => give(outcome))
    return new Promise<A>((resolve) => waiting.set(index, () => resolve(give(outcome))))
  }

  const api = {} as Record<string, unknown>
  for (const name of CALL_NAMES) {
    if (name === 'botCheck' || name === 'deviceFingerprint' || name === 'navigate') continue
    api[name] = (...args: unknown[]) => {
      const r = serve(name, args)
      if (r === 'diverged') return later(async () => left({ kind: 'network', message: `replay: no recorded answer for ${name}` }))
      return handOver(r.index, r.outcome, async (o) => (o.ok ? { _tag: 'Right', right: o.value } : 'error' in o ? left(o.error) : left({ kind: 'network', message: o.thrown })))
    }
  }
  const effect = <A>(name: CallName, args: unknown[]): Promise<A> => {
    const r = serve(name, args)
    if (r === 'diverged') return later(() => Promise.reject(new Error(`replay: no recorded answer for ${name}`)))
    return handOver(r.index, r.outcome, (o) => (o.ok ? Promise.resolve(o.value as A) : Promise.reject(new Error('thrown' in o ? o.thrown : o.error.kind))))
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
  const app = createAppStore(deps, trail.session)
  const { store, log } = app
  holder.length = () => log.all().length

  const progress = (): number => log.all().length + calls.length
  /**
   * Waits until `done` holds. A conversation that says where answers were taken waits for the store to be quiet
   * first (what the last entry set off has all come out), as the page was when its next entry came; one that
   * does not (version 2) goes on as soon as `done` holds, as it always has. Gives up after three quiet turns.
   */
  const settle = async (done: () => boolean): Promise<void> => {
    let idle = 0
    while (ordered || !done()) {
      const before = progress()
      await tick()
      idle = progress() === before ? idle + 1 : 0
      if ((ordered && idle >= 1 && done()) || idle >= 3) return
    }
  }

  let callsBefore = 0
  for (const entry of trail.conversation) {
    switch (entry.kind) {
      case 'call':
        callsBefore += 1
        break
      case 'command': {
        const made = callsBefore
        await settle(() => log.all().length >= entry.after && calls.length >= made)
        // Some flows load on their first command (a chunk in the browser): loaded first, so the replay waits for
        // the module, not for a guess at how long it takes.
        await flowsReadyFor(entry.command)
        store.dispatch(entry.command)
        break
      }
      case 'input': {
        const made = callsBefore
        await settle(() => log.all().length >= entry.seq - 1 && calls.length >= made)
        const e = trail.events[entry.seq - 1] as DomainEvent
        store.dispatch({ type: e.type, payload: e.payload } as never)
        break
      }
      case 'answer': {
        const made = callsBefore
        await settle(() => log.all().length >= entry.after && calls.length >= made)
        waiting.get(entry.call)?.()
        waiting.delete(entry.call)
        break
      }
      case 'start': {
        const made = callsBefore
        await settle(() => log.all().length >= entry.after && calls.length >= made)
        app.restartSagas()
        break
      }
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
      const recorded = trail.events[i]
      const rec = recorded !== undefined && trail.redacted ? redactEvent(recorded) : recorded
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
