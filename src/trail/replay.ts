import { initialState, replay, rootReducer, type AppState } from '../../reducers/root'
import type { DomainEvent } from '../domain/events'

export { replay }

/** One replay step: the event and the state paths it changed, with before and after values. */
export interface ReplayStep {
  readonly seq: number
  readonly type: string
  readonly changes: readonly string[]
}

const MAX_SHOWN = 60

const show = (v: unknown): string => {
  const s = JSON.stringify(v) ?? 'undefined'
  return s.length > MAX_SHOWN ? `${s.slice(0, MAX_SHOWN)}…` : s
}

const isObj = (u: unknown): u is Record<string, unknown> => typeof u === 'object' && u !== null

/**
 * The paths where `after` differs from `before`. Reducers share unchanged structure, so only branches whose
 * references differ are visited: cheap for a log of any length.
 */
export const diffPaths = (before: unknown, after: unknown, path = ''): string[] => {
  if (before === after) return []
  if (isObj(before) && isObj(after) && Array.isArray(before) === Array.isArray(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)])
    const out: string[] = []
    for (const k of keys) {
      const sub = Array.isArray(after) ? `${path}[${k}]` : path === '' ? k : `${path}.${k}`
      out.push(...diffPaths(before[k], after[k], sub))
    }
    return out
  }
  return [`${path}: ${show(before)} → ${show(after)}`]
}

/** Replays event by event, reporting what each one changed. */
export const replaySteps = (events: readonly DomainEvent[], from: AppState = initialState): { state: AppState; steps: ReplayStep[] } => {
  let state = from
  const steps: ReplayStep[] = []
  for (const e of events) {
    const next = rootReducer(state, e)
    steps.push({ seq: e.meta.seq, type: e.type, changes: diffPaths(state, next) })
    state = next
  }
  return { state, steps }
}
