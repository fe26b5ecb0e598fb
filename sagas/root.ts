import type { Middleware } from 'redux'
import type { Channel, Task } from 'redux-saga'
import { actionChannel, all, call, cancel, flush, fork, take } from 'redux-saga/effects'
import { isCommandType, type Command, type CommandType } from '../src/domain/commands'
import { FLOWS, type Flow, type FlowRow } from './flows'
import { isLoaded, loadedCode, loadOnce } from './loaded-code'

/*
 * The watchers of every flow, derived from the table in sagas/flows.ts: the queued commands share one queue; the
 * others are watched per module, those of a lazily loaded module buffered from the start until it has loaded.
 */

/** A command's row with its command's type forgotten, as the watchers run it. */
const rowOf = (type: CommandType) => FLOWS[type] as unknown as FlowRow<CommandType>

/** The flow of a command: at once when it is in the first load or its module has loaded, else once it has. */
function* flowOf(cmd: Command) {
  const { flow } = rowOf(cmd.type)
  if (typeof flow === 'function') return flow
  const module: unknown = yield* loadedCode(flow.load)
  return (flow.pick as (module: unknown) => Flow<CommandType>)(module)
}

/**
 * The queued commands, one at a time in the order they came, buffered from the start (nothing dispatched while a
 * module loads is lost). A command of the type that ran, that came while it ran, is a repeat (a double click, a
 * second Continue or Back while the extras are sent) and is dropped; any other waits its turn.
 */
function* watchQueued(types: readonly CommandType[]) {
  const commands: Channel<Command> = yield actionChannel([...types])
  const waiting: Command[] = []
  for (;;) {
    const next: Command = waiting.shift() ?? (yield take(commands))
    const flow: Flow<CommandType> = yield* flowOf(next)
    yield call(flow, next)
    const arrived: Command[] = yield flush(commands)
    waiting.push(...arrived.filter((c) => c.type !== next.type))
  }
}

/**
 * The other commands of one module, each started as its row's concurrency says. The commands of a lazily loaded
 * module (`buffered`) are kept from the start, and taken once the module has loaded, the first one included.
 */
function* watchConcurrent(types: readonly CommandType[], buffered: boolean) {
  const commands: Channel<Command> | null = buffered ? yield actionChannel([...types]) : null
  const running = new Map<string, Task>()
  for (;;) {
    const cmd: Command = commands === null ? yield take([...types]) : yield take(commands)
    const flow: Flow<CommandType> = yield* flowOf(cmd)
    const { concurrency } = rowOf(cmd.type)
    if (concurrency === 'every') {
      yield fork(flow, cmd)
      continue
    }
    // One flow at a time per key: the command's type, or its own key.
    const key = typeof concurrency === 'object' ? `${cmd.type} ${concurrency.leadingPer(cmd)}` : cmd.type
    const before = running.get(key)
    const busy = before !== undefined && before.isRunning()
    if (concurrency === 'latest' && busy) yield cancel(before)
    if (concurrency === 'latest' || !busy) running.set(key, yield fork(flow, cmd))
  }
}

/** Every flow's watcher. */
export function* rootSaga() {
  const queued: CommandType[] = []
  // The other commands by the loader of their flow's module (null: the first load).
  const byModule = new Map<(() => Promise<unknown>) | null, CommandType[]>()
  for (const type of Object.keys(FLOWS) as CommandType[]) {
    const { flow, concurrency } = rowOf(type)
    const load = typeof flow === 'function' ? null : flow.load
    if (concurrency === 'queued') queued.push(type)
    else byModule.set(load, [...(byModule.get(load) ?? []), type])
  }
  yield all([
    ...(queued.length > 0 ? [fork(watchQueued, queued)] : []),
    ...[...byModule].map(([load, those]) => fork(watchConcurrent, those, load !== null)),
  ])
}

/** The code a command's flow needs loaded before it can run at once: its module and what it loads on demand. */
const codeOf = (cmd: Command): readonly (() => Promise<unknown>)[] => {
  const { flow, awaits } = rowOf(cmd.type)
  const extra = awaits?.(cmd as never) ?? []
  return typeof flow === 'function' ? extra : [flow.load, ...extra]
}

/** True when the flow of this command can run at once (sagas/flows.ts: its module and `awaits` are loaded). */
const flowsReadyNow = (cmd: Command): boolean => codeOf(cmd).every(isLoaded)

/**
 * Resolves once the flow of this command can run at once: its module and what it loads on demand for it
 * (sagas/flows.ts) are loaded. A recorded session or a replay waits for them rather than guessing how long they
 * take. Anything that is not a command resolves at once.
 */
export const flowsReadyFor = async (cmd: { readonly type: string; readonly payload?: unknown }): Promise<void> => {
  if (!isCommandType(cmd.type)) return
  for (const load of codeOf(cmd as Command)) await loadOnce(load)
}

/** How a gate learns whether a command's code is loaded: at once, and when a load finishes. */
interface CodeReadiness {
  readonly readyNow: (cmd: Command) => boolean
  readonly readyFor: (cmd: Command) => Promise<void>
}

/**
 * Holds each command until the code its flow needs has loaded, then passes it on (commands keep their order: one
 * that comes while another is held waits behind it). So a flow always starts with its code in hand and runs
 * straight to its first call, and the log records the command where the flow really began: the conversation
 * never depends on how long a bundle took to arrive. Events pass at once. A load that fails passes its command
 * on all the same: the flow meets the failure as it did before.
 *
 * @internal Exported for its test, with readiness of the test's own; the store uses `commandGate`.
 */
export const gateCommands =
  ({ readyNow, readyFor }: CodeReadiness): Middleware =>
  () =>
  (next) => {
    const held: Command[] = []
    const failed = new Set<Command>()
    const release = (): void => {
      for (let head = held[0]; head !== undefined && (readyNow(head) || failed.has(head)); head = held[0]) {
        held.shift()
        failed.delete(head)
        next(head)
      }
    }
    return (action) => {
      if (!isCommandType((action as { type?: unknown }).type)) return next(action)
      const cmd = action as Command
      if (held.length === 0 && readyNow(cmd)) return next(action)
      held.push(cmd)
      readyFor(cmd).then(release, () => {
        failed.add(cmd)
        release()
      })
      return action
    }
  }

/** The store's gate on the flows' own code (sagas/flows.ts). */
export const commandGate: Middleware = gateCommands({ readyNow: flowsReadyNow, readyFor: flowsReadyFor })
