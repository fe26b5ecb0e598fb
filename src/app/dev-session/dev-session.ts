import type { Middleware } from 'redux'
import { replay, type AppState } from '../../../reducers/root'
import { LAST_FORM_STEP } from '../../domain/constants'
import { isPlain } from '../../domain/plain'
import { event, isEventType, type DomainEvent } from '../../domain/events'
import { decodeTrail } from '../../domain/trail/decode-trail'
import { buildTrail } from '../../trail/export-trail'
import type { EventLog } from '../event-log'
import type { AppStore } from '../store'

/*
 * Keep your place (development builds only; main.tsx reaches this module behind a NODE_ENV check, so a
 * production build holds none of it). The session's event log is kept in the tab's sessionStorage as an
 * unredacted trail; on start it is decoded with the current codecs and replayed through the current
 * reducers, so a hot reload or a page reload shows the same route, step and answers under the new code.
 */

/** The sessionStorage key of the kept log. */
const DEV_SESSION_KEY = 'ridecover.dev-session'

/** The browser's end of it: the tab's storage, and the address bar for putting the route back. */
export interface DevEnvironment {
  readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  /** Now, ISO (the kept trail's createdAt). */
  readonly now: () => string
  readonly location?: {
    /** The path and query shown now. */
    readonly path: string
    /** True when this page load is a reload (a hot reload is one). */
    readonly reloaded: boolean
    /** Replaces the address without a page load (before the router starts). */
    replace(path: string): void
  }
}

export interface DevSession {
  /** The kept session's id, to continue; undefined when starting afresh. */
  readonly session: string | undefined
  /** The kept events, already decoded and replayed once; empty when starting afresh. */
  readonly events: readonly DomainEvent[]
  /** Set once when a kept log was refused (it is then removed, so the next start says nothing). */
  readonly notice: string | null
  /** For the store, before its event middleware: keeps a remount from re-opening what the log has open. */
  readonly middleware: Middleware
  /** Keeps the store's log in the tab from now on (after each event), and settles a replayed overlay. */
  attach(app: AppStore): void
  /** Start afresh: forgets the kept log and keeps nothing more until the page loads again. */
  clear(): void
}

const message = (err: unknown): string => (err instanceof Error ? err.message : String(err))

interface Kept {
  readonly session: string | undefined
  readonly events: readonly DomainEvent[]
  readonly state: AppState | null
  readonly notice: string | null
}

const NOTHING: Kept = { session: undefined, events: [], state: null, notice: null }

const refused = (why: string): Kept => ({
  ...NOTHING,
  notice: `The session kept in this tab no longer fits the current code (${why}), so the app has started afresh.`,
})

/** Reads the kept log: decoded under the current codecs and replayed through the current reducers, or refused. */
const readKept = (env: DevEnvironment): Kept => {
  let text: string | null
  try {
    text = env.storage.getItem(DEV_SESSION_KEY)
  } catch {
    return NOTHING
  }
  if (text === null) return NOTHING
  const forget = (): void => {
    try {
      env.storage.removeItem(DEV_SESSION_KEY)
    } catch {
      // Storage that cannot be written keeps nothing anyway.
    }
  }
  const decoded = decodeTrail(text)
  if (decoded._tag === 'Left') {
    forget()
    return refused(`it does not decode: ${decoded.left.message}`)
  }
  try {
    const state = replay(decoded.right.events)
    return { session: decoded.right.session, events: decoded.right.events, state, notice: null }
  } catch (err) {
    forget()
    return refused(`its replay failed: ${message(err)}`)
  }
}

type OpenForm = { mode: string; uuid: string | null; step: number | null }

/** The form opening an `form/OpenForm` command would record, as the quote-form saga reads it. */
const openingOf = (p: OpenForm): OpenForm => ({
  mode: p.mode,
  uuid: p.uuid === '' ? null : p.uuid,
  step: p.step !== null && Number.isInteger(p.step) && p.step >= 1 && p.step <= LAST_FORM_STEP ? p.step : null,
})

const sameOpening = (a: OpenForm, b: OpenForm): boolean => a.mode === b.mode && a.uuid === b.uuid && a.step === b.step

/**
 * After a restore the page mounts again and re-issues what opened it: the route's `journey/Navigated` and
 * the form's `form/OpenForm` (twice under StrictMode). Those are not the rider's doing, and re-opening the
 * form would put it back to its first step, so until the first other event (reference lists loading aside)
 * this drops a Navigated to the path the journey already shows and an OpenForm identical to the log's last
 * form opening. Everything else passes untouched.
 */
const remountGuard = (kept: readonly DomainEvent[]): Middleware => {
  let lastOpening: OpenForm | null = null
  for (const e of kept) if (e.type === 'journey/FormOpened') lastOpening = e.payload
  let guarding = kept.length > 0
  return (api) => (next) => (action) => {
    if (!guarding || !isPlain(action) || typeof action.type !== 'string') return next(action)
    const payload = isPlain(action.payload) ? action.payload : {}
    if (action.type === 'form/OpenForm' && lastOpening !== null && sameOpening(openingOf(payload as OpenForm), lastOpening)) return action
    if (action.type === 'journey/Navigated' && action.meta === undefined) {
      const journey = (api.getState() as AppState).journey
      if (payload.path === journey.path) return action
    }
    if (isEventType(action.type) && !action.type.startsWith('lookup/')) guarding = false
    return next(action)
  }
}

/**
 * Opens the tab's development session: the kept log when it decodes and replays under the current code
 * (its route put back on a reload), otherwise a fresh start, with a notice when a kept log had to be refused.
 * Never throws: storage that cannot be read or written just keeps nothing.
 */
export const openDevSession = (env: DevEnvironment): DevSession => {
  const kept = readKept(env)
  const path = kept.state?.journey.path ?? null
  if (env.location?.reloaded === true && path !== null && path !== env.location.path) env.location.replace(path)
  let stopped = false
  let unsubscribe: (() => void) | null = null
  let pending = false

  const write = (log: EventLog): void => {
    pending = false
    if (stopped) return
    try {
      const trail = buildTrail(log.all(), { session: log.session, appVersion: 'development', createdAt: env.now(), redact: false })
      env.storage.setItem(DEV_SESSION_KEY, JSON.stringify(trail))
    } catch (err) {
      console.warn('The development session could not be kept in this tab:', message(err))
    }
  }

  return {
    session: kept.session,
    events: kept.events,
    notice: kept.notice,
    middleware: remountGuard(kept.events),
    attach: (app) => {
      // Several events in one task are written once, before the page can unload.
      unsubscribe = app.log.subscribe(() => {
        if (pending) return
        pending = true
        queueMicrotask(() => write(app.log))
      })
      // A request in flight when the page went away never finishes: its overlay would stay up for ever.
      if (app.store.getState().journey.loading !== null) app.store.dispatch(event('journey/LoadingFinished', {}))
    },
    clear: () => {
      stopped = true
      unsubscribe?.()
      try {
        env.storage.removeItem(DEV_SESSION_KEY)
      } catch {
        // Nothing was kept.
      }
    },
  }
}
