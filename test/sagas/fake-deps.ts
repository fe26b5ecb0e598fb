import { left, right } from 'fp-ts/lib/Either'
import { runSaga, stdChannel, type Saga } from 'redux-saga'
import type { ApiClient } from '../../src/api/client'
import type { ApiError } from '../../src/api/errors'
import { DEPS, type SagaDeps } from '../../sagas/context'
import { initialState, rootReducer, type AppState } from '../../reducers/root'
import { DomainEvent, isEventType, type UnstampedEvent } from '../../src/domain/events'

type Fakes = Partial<{ [K in keyof ApiClient]: (...args: Parameters<ApiClient[K]>) => Awaited<ReturnType<ApiClient[K]>> }>

export const ok = right
export const fail = (error: ApiError) => left(error)

/**
 * Saga dependencies with a fake API: each call answers what the test says, or a network failure for a call
 * the test did not expect. Calls are recorded with their arguments.
 */
export const fakeDeps = (fakes: Fakes, now = '2026-11-22T10:00:00.000Z') => {
  const calls: { name: string; args: unknown[] }[] = []
  const navigations: string[] = []
  const logged: string[] = []
  const api = new Proxy({} as ApiClient, {
    get: (_t, name: string) =>
      (...args: unknown[]) => {
        calls.push({ name, args })
        const fake = (fakes as Record<string, ((...a: unknown[]) => unknown) | undefined>)[name]
        return Promise.resolve(fake === undefined ? left({ kind: 'network', message: `unexpected call ${name}` }) : fake(...args))
      },
  })
  let n = 0
  const deps: SagaDeps = {
    api,
    clock: { now: () => now },
    ids: { uuid: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}` },
    navigate: (p) => void navigations.push(p),
    log: (m) => void logged.push(m),
    botCheck: (action) => Promise.resolve(`ok.${action}.test`),
    deviceFingerprint: () => Promise.resolve('bb.test'),
  }
  return { deps, calls, navigations, logged }
}

/**
 * Runs a saga to completion against a state folded from the events it puts (stamped and checked with the
 * DomainEvent codec, as the store does). Resolves with the events and the final state.
 */
export const run = async <Args extends unknown[]>(
  deps: SagaDeps,
  saga: Saga<Args>,
  args: Args,
  from: AppState = initialState,
): Promise<{ events: DomainEvent[]; state: AppState }> => {
  let state = from
  const events: DomainEvent[] = []
  // What a saga puts is also offered to its takes, as the store's middleware does.
  const channel = stdChannel()
  await runSaga(
    {
      channel,
      context: { [DEPS]: deps },
      getState: () => state,
      dispatch: (a: UnstampedEvent | { type: string }) => {
        if (!isEventType(a.type)) return
        const stamped = { ...a, meta: { seq: events.length + 1, at: deps.clock.now(), session: 'test' } }
        const d = DomainEvent.decode(stamped)
        if (d._tag === 'Left') throw new Error(`saga put an invalid event ${a.type}`)
        events.push(d.right)
        state = rootReducer(state, d.right)
        channel.put(a)
      },
    },
    saga,
    ...args,
  ).toPromise()
  return { events, state }
}

export const types = (events: readonly DomainEvent[]): string[] => events.map((e) => e.type)

/**
 * What the store does for running sagas, in a test: the events a saga puts are stamped, checked with the
 * DomainEvent codec and folded into the state, and every action goes on to the channel the sagas take from.
 */
const fakeStore = (deps: SagaDeps, from: AppState) => {
  const channel = stdChannel()
  const events: DomainEvent[] = []
  let state = from
  return {
    events,
    state: () => state,
    options: {
      channel,
      context: { [DEPS]: deps },
      getState: () => state,
      dispatch: (a: UnstampedEvent | { type: string }) => {
        if (isEventType(a.type)) {
          const d = DomainEvent.decode({ ...a, meta: { seq: events.length + 1, at: deps.clock.now(), session: 'test' } })
          if (d._tag === 'Left') throw new Error(`saga put an invalid event ${a.type}`)
          events.push(d.right)
          state = rootReducer(state, d.right)
        }
        channel.put(a)
      },
    },
  }
}

/**
 * Starts a saga (a watcher, a command runner) as the store would run it, and leaves it running: commands go in
 * through `send`, and an event a screen dispatches itself (a rider's answer) through `dispatch`; the events it puts
 * are stamped, checked with the DomainEvent codec and folded, so a test can look at the state mid-flight; `stop`
 * cancels it.
 */
export const startSaga = <Args extends unknown[]>(deps: SagaDeps, saga: Saga<Args>, args: Args, from: AppState = initialState) => {
  const store = fakeStore(deps, from)
  const task = runSaga(store.options, saga, ...args)
  return {
    send: (cmd: { type: string }) => store.options.channel.put(cmd),
    dispatch: (e: UnstampedEvent) => store.options.dispatch(e),
    events: store.events,
    state: store.state,
    stop: () => task.cancel(),
  }
}

/**
 * Runs a watcher as the store runs it, sends it `cmd`, and resolves once every flow that started has finished
 * (nothing left waiting but takes): the events put and the state they fold to, as `run` gives them. A flow that
 * throws rejects it. The watcher is then stopped.
 */
export const runCommand = async (deps: SagaDeps, watcher: Saga<[]>, cmd: { type: string }, from: AppState = initialState) => {
  const waiting = new Map<number, string>()
  let failure: unknown = null
  const store = fakeStore(deps, from)
  const task = runSaga(
    {
      ...store.options,
      sagaMonitor: {
        effectTriggered: ({ effectId, effect }: { effectId: number; effect: { type?: string } | undefined }) =>
          void waiting.set(effectId, effect?.type ?? ''),
        effectResolved: (id: number) => void waiting.delete(id),
        effectRejected: (id: number) => void waiting.delete(id),
        effectCancelled: (id: number) => void waiting.delete(id),
      },
    },
    watcher,
  )
  task.toPromise().catch((e: unknown) => void (failure = e))
  store.options.channel.put(cmd)
  const idle = () => [...waiting.values()].every((type) => type === 'TAKE')
  do await new Promise((r) => setTimeout(r, 0))
  while (!idle() && failure === null)
  task.cancel()
  if (failure !== null) throw failure
  return { events: store.events, state: store.state() }
}

/** A promise the test resolves when it chooses: an answer still in flight until then. */
export const gate = <A>() => {
  let open: (a: A) => void = () => undefined
  const promise = new Promise<A>((resolve) => {
    open = resolve
  })
  return { promise, open }
}

/** Lets every settled promise and the saga steps after it run. */
export const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
