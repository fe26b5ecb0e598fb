import type { Channel, Task } from 'redux-saga'
import { actionChannel, all, call, cancel, flush, fork, take } from 'redux-saga/effects'
import { isCommandType, type Command, type CommandType } from '../src/domain/commands'
import { FLOWS, type Flow, type FlowRow } from './flows'

/*
 * The watchers of every flow, derived from the table in sagas/flows.ts: the queued commands share one queue; the
 * others are watched per module, those of a lazily loaded module buffered from the start until it has loaded.
 */

/** A command's row with its command's type forgotten, as the watchers run it. */
const rowOf = (type: CommandType) => FLOWS[type] as unknown as FlowRow<CommandType>

/** The modules loaded so far, by their loader, so a loaded module's flows start without waiting. */
type Loaded = Map<() => Promise<unknown>, unknown>

/** The flow of a command: at once when it is in the first load or its module has loaded, else once it has. */
function* flowOf(cmd: Command, loaded: Loaded) {
  const { flow } = rowOf(cmd.type)
  if (typeof flow === 'function') return flow
  if (!loaded.has(flow.load)) loaded.set(flow.load, yield call(flow.load))
  return (flow.pick as (module: unknown) => Flow<CommandType>)(loaded.get(flow.load))
}

/**
 * The queued commands, one at a time in the order they came, buffered from the start (nothing dispatched while a
 * module loads is lost). A command of the type that ran, that came while it ran, is a repeat (a double click, a
 * second Continue or Back while the extras are sent) and is dropped; any other waits its turn.
 */
function* watchQueued(types: readonly CommandType[], loaded: Loaded) {
  const commands: Channel<Command> = yield actionChannel([...types])
  const waiting: Command[] = []
  for (;;) {
    const next: Command = waiting.shift() ?? (yield take(commands))
    const flow: Flow<CommandType> = yield* flowOf(next, loaded)
    yield call(flow, next)
    const arrived: Command[] = yield flush(commands)
    waiting.push(...arrived.filter((c) => c.type !== next.type))
  }
}

/**
 * The other commands of one module, each started as its row's concurrency says. The commands of a lazily loaded
 * module (`buffered`) are kept from the start, and taken once the module has loaded, the first one included.
 */
function* watchConcurrent(types: readonly CommandType[], buffered: boolean, loaded: Loaded) {
  const commands: Channel<Command> | null = buffered ? yield actionChannel([...types]) : null
  const running = new Map<string, Task>()
  for (;;) {
    const cmd: Command = commands === null ? yield take([...types]) : yield take(commands)
    const flow: Flow<CommandType> = yield* flowOf(cmd, loaded)
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
  const loaded: Loaded = new Map()
  yield all([
    ...(queued.length > 0 ? [fork(watchQueued, queued, loaded)] : []),
    ...[...byModule].map(([load, those]) => fork(watchConcurrent, those, load !== null, loaded)),
  ])
}

/**
 * Resolves once the flow of a command of this type can run at once: its module and what it loads on demand
 * (sagas/flows.ts) are loaded. A recorded session or a replay waits for them rather than guessing how long they take.
 */
export const flowsReadyFor = async (type: string): Promise<void> => {
  if (!isCommandType(type)) return
  const { flow, awaits = [] } = rowOf(type)
  if (typeof flow !== 'function') await flow.load()
  for (const load of awaits) await load()
}
