import { freeze } from 'immer'
import type { Middleware } from 'redux'
import { endsSession, initialState, replay, type AppState } from '../../../reducers/root'
import { startsNewQuote } from '../../../reducers/proposal'
import { command } from '../../domain/commands'
import { LAST_FORM_STEP } from '../../domain/constants'
import { ROUTES } from '../../domain/routes'
import { isPlain } from '../../domain/plain'
import { event, isEventType, type DomainEvent } from '../../domain/events'
import type { ConversationEntry } from '../../domain/trail/conversation'
import { decodeTrail } from '../../domain/trail/decode-trail'
import { TRAIL_FORMAT, TRAIL_VERSION, type Trail } from '../../domain/trail/trail-format'
import type { AppStore } from '../store'
import { readKeptForm, snapshotOf, snapshotText, withSnapshot } from './kept-form'

/*
 * The tab keeps its session. The session's event log and conversation are kept in the tab's sessionStorage
 * (this tab only, gone when the tab is closed; never localStorage) as an unredacted trail; on start it is
 * decoded with the current codecs (an older build's trail upcast) and replayed through the current reducers,
 * so a reload, a restored tab or Forward from another page shows the same route, step and answers. Where the
 * settings say so, the state the log folds to is kept beside it (kept-form.ts), and the same build reads it
 * back instead of decoding and replaying the log. A rider's tab and a developer's differ only in the settings
 * below: what is kept, under which key, and what is said when a kept log is refused.
 */

/** How a tab keeps its session. */
export interface KeepingSettings {
  /** The sessionStorage key of the kept log. */
  readonly key: string
  /** The kept trail's appVersion. */
  readonly appVersion: string
  /**
   * What is kept. 'quote-in-hand': the events since the quote in hand began, so a purchase, a session expiry
   * (419) or a new quote forgets every answer before it. 'whole-log': every event, until Start afresh.
   */
  readonly keeps: 'quote-in-hand' | 'whole-log'
  /**
   * Whether the state the kept log folds to is kept beside it, for the same build to bring back without
   * decoding and replaying the log. Only where the environment's `build` changes with the code (a production
   * build names its scripts by their content); a development build's code changes under the same names.
   */
  readonly keepsSnapshot: boolean
  /** The one sentence shown when a kept log could not be brought back, given why (for developers). */
  readonly refusedNotice: (why: string) => string
}

/** The browser's end of it: the tab's storage, and the address bar for the form's step on a reload. */
export interface KeepingEnvironment {
  readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  /** The running code's fingerprint (a kept snapshot is trusted under the same one only); undefined: none. */
  readonly build?: string
  /** Now, ISO (the kept trail's createdAt). */
  readonly now: () => string
  /**
   * Runs a write of the session after the events just dispatched. The browser's waits until the page has been
   * drawn, so the rider sees an answer before the tab keeps it; without it, the write follows in a microtask.
   */
  readonly afterPaint?: (write: () => void) => void
  /**
   * Calls `flush` whenever the page is hidden or left (a reload, a link, the tab closed), so a write still
   * waiting is done before the page can go. Without it nothing waits long enough to need it.
   */
  readonly onLeave?: (flush: () => void) => void
  readonly location?: {
    /** The path and query shown now. */
    readonly path: string
    /** True when this page load is a reload (a hot reload is one). */
    readonly reloaded: boolean
    /** Replaces the address without a page load (before the router starts). */
    replace(path: string): void
  }
}

export interface KeptSession {
  /** The kept session's id, to continue; undefined when starting afresh. */
  readonly session: string | undefined
  /** The kept events, already decoded and replayed once; empty when starting afresh. */
  readonly events: readonly DomainEvent[]
  /** The kept conversation (commands, UI inputs, calls) of those events; empty when starting afresh. */
  readonly conversation: readonly ConversationEntry[]
  /** The state the kept events fold to (the store starts from it); null when starting afresh. */
  readonly state: AppState | null
  /** Set once when a kept log was refused (it is then removed, so the next start says nothing). */
  readonly notice: string | null
  /** For the store, before its event middleware: keeps a remount from re-opening what the log has open. */
  readonly middleware: Middleware
  /** Keeps the store's log in the tab from now on (after each event), and settles a replayed overlay. */
  attach(app: AppStore): void
  /** Start again: forgets the kept log and keeps nothing more until the page loads again. */
  clear(): void
}

const message = (err: unknown): string => (err instanceof Error ? err.message : String(err))

interface Kept {
  readonly session: string | undefined
  readonly events: readonly DomainEvent[]
  readonly conversation: readonly ConversationEntry[]
  readonly state: AppState | null
  readonly notice: string | null
  /** How it was brought back: from the kept snapshot, by decoding and replaying the log, or not at all. */
  readonly from: RestoredFrom
}

/** How a kept session was brought back (the restore measure's detail says it). */
type RestoredFrom = 'snapshot' | 'log' | 'nothing'

const NOTHING: Kept = { session: undefined, events: [], conversation: [], state: null, notice: null, from: 'nothing' }

/** The marks of `performance` around a restore (the browser bench reads the measure). */
export const RESTORE_MEASURE = 'ridecover:restore'

/** The detail of the restore measure: how many events were brought back, and how. */
export interface RestoreDetail {
  readonly events: number
  readonly from: RestoredFrom
}

/**
 * The kept session as the build that wrote it left it: its trail and the state it folds to, parsed, not
 * decoded. Only for a snapshot `readKeptForm` trusts: the same build wrote both in one write, after every
 * event of the log had passed the event codecs (as the event middleware checks them, or a restore decoded
 * them), and the checksum says neither changed since. Null if, against that, either does not parse.
 */
const fromSnapshot = (trailText: string, stateText: string): Kept | null => {
  try {
    const trail = JSON.parse(trailText) as Trail
    const state = snapshotOf(stateText) as AppState
    // Frozen once, as a replay leaves its state.
    return { session: trail.session, events: trail.events, conversation: trail.conversation, state: freeze(state, true), notice: null, from: 'snapshot' }
  } catch {
    return null
  }
}

const isConversationError = (path: string | null): boolean => path !== null && path.startsWith('conversation[')

/**
 * Decodes a kept trail with the current codecs. A conversation that no longer decodes (a call's codec changed
 * with the build) is left out rather than costing the rider the answers: the events alone are decoded then.
 */
const decodeKept = (text: string): ReturnType<typeof decodeTrail> => {
  const decoded = decodeTrail(text)
  if (decoded._tag === 'Right' || !isConversationError(decoded.left.path)) return decoded
  const doc = JSON.parse(text) as Record<string, unknown>
  return decodeTrail({ ...doc, conversation: [] })
}

/** Reads the kept log: from its trusted snapshot, or decoded under the current codecs and replayed through the current reducers, or refused. */
const readKept = (env: KeepingEnvironment, settings: KeepingSettings): Kept => {
  let text: string | null
  try {
    text = env.storage.getItem(settings.key)
  } catch {
    return NOTHING
  }
  if (text === null) return NOTHING
  const refused = (why: string): Kept => {
    try {
      env.storage.removeItem(settings.key)
    } catch {
      // Storage that cannot be written keeps nothing anyway.
    }
    return { ...NOTHING, notice: settings.refusedNotice(why) }
  }
  const form = readKeptForm(text, settings.keepsSnapshot ? env.build : undefined)
  const snapshot = form.stateText === null ? null : fromSnapshot(form.trailText, form.stateText)
  if (snapshot !== null) return snapshot
  const decoded = decodeKept(form.trailText)
  if (decoded._tag === 'Left') return refused(`it does not decode: ${decoded.left.message}`)
  try {
    const state = replay(decoded.right.events)
    return { session: decoded.right.session, events: decoded.right.events, conversation: decoded.right.conversation, state, notice: null, from: 'log' }
  } catch (err) {
    return refused(`its replay failed: ${message(err)}`)
  }
}

/**
 * Where the quote in hand begins, given the state before `e` and `e`: after a purchase or a session expiry
 * (nothing of the ended session is needed again), at a new quote's opening (its own start); null otherwise.
 */
const quoteBeginsAt = (before: AppState, e: DomainEvent): 'after' | 'at' | null => {
  if (e.type === 'quote/QuoteAccepted' || endsSession(e)) return 'after'
  if (e.type === 'journey/FormOpened' && startsNewQuote(before.proposal, e)) return 'at'
  return null
}

/** The kept events from `from` on, numbered from 1 again, as a trail of their own requires. */
const keptFrom = (events: readonly DomainEvent[], from: number): readonly DomainEvent[] =>
  from === 0 ? events : events.slice(from).map((e, i) => ({ ...e, meta: { ...e.meta, seq: i + 1 } }) as DomainEvent)

/**
 * The conversation of the kept events from `from` on: the commands, calls, answers and page starts once the log
 * held `from` events or more, and the inputs of kept events, counted from the kept part's start as its events
 * are; an answer names its call among the kept calls (the calls left out all come before them), and the answer
 * to a call left out is left out with it.
 */
const keptConversation = (entries: readonly ConversationEntry[], from: number): readonly ConversationEntry[] => {
  if (from === 0) return entries
  const out: ConversationEntry[] = []
  let callsLeftOut = 0
  for (const e of entries) {
    if (e.kind === 'input') {
      if (e.seq > from) out.push({ ...e, seq: e.seq - from })
    } else if (e.after < from) {
      if (e.kind === 'call') callsLeftOut += 1
    } else if (e.kind === 'answer') {
      if (e.call >= callsLeftOut) out.push({ ...e, call: e.call - callsLeftOut, after: e.after - from })
    } else out.push({ ...e, after: e.after - from })
  }
  return out
}

type OpenForm = { mode: string; uuid: string | null; step: number | null }

/** The form opening an `form/OpenForm` command would record, as the quote-form saga reads it. */
const openingOf = (p: OpenForm): OpenForm => ({
  mode: p.mode,
  uuid: p.uuid === '' ? null : p.uuid,
  step: p.step !== null && Number.isInteger(p.step) && p.step >= 1 && p.step <= LAST_FORM_STEP ? p.step : null,
})

/**
 * After a restore the page mounts again and re-issues what opened it: the route's `journey/Navigated` and
 * the form's `form/OpenForm` (twice under StrictMode). Those are not the rider's doing, and re-opening the
 * form would put it back to its first step, so until the first other event (reference lists loading and moves
 * between routes aside) this drops a Navigated to the path the journey already shows, and an OpenForm of the
 * quote the log's last opening opened: when its address names another step (Forward to an earlier step's
 * history entry), that step is opened as a step header would open it. The edit form is a screen of the proposal
 * its address names, so its dropped opening still asks the server for that proposal, once (`proposal/LoadProposal`:
 * the answer routes as any load's, and keeps the edits not yet sent). Everything else passes untouched.
 */
const remountGuard = (kept: readonly DomainEvent[]): Middleware => {
  let lastOpening: OpenForm | null = null
  for (const e of kept) if (e.type === 'journey/FormOpened') lastOpening = e.payload
  let guarding = kept.length > 0
  let loaded = false
  return (api) => (next) => (action) => {
    if (!guarding || !isPlain(action) || typeof action.type !== 'string') return next(action)
    const payload = isPlain(action.payload) ? action.payload : {}
    const journey = (api.getState() as AppState).journey
    if (action.type === 'form/OpenForm' && lastOpening !== null) {
      const opening = openingOf(payload as OpenForm)
      if (opening.mode === lastOpening.mode && opening.uuid === lastOpening.uuid) {
        if (opening.step !== null && opening.step !== journey.step) api.dispatch(command('form/GoToStep', { step: opening.step as never }))
        if (opening.mode === 'edit' && opening.uuid !== null && !loaded) {
          loaded = true
          api.dispatch(command('proposal/LoadProposal', { uuid: opening.uuid }))
        }
        return action
      }
    }
    if (action.type === 'journey/Navigated' && action.meta === undefined && payload.path === journey.path) return action
    if (isEventType(action.type) && !action.type.startsWith('lookup/') && action.type !== 'journey/Navigated') guarding = false
    return next(action)
  }
}

/** The form's screens, whose address names the step shown (`?step=3`). */
const FORM_PATHS: readonly string[] = [ROUTES.QuoteCreateForm, ROUTES.QuoteEditForm]

/**
 * The address a reloaded page shows instead of `path`, or null when `path` stands. The address reloaded is
 * the screen the rider saw, and stands; on the form the session kept on, its step is the kept session's: the
 * address follows a move between steps a moment after it (as the log's route does), so a reload just after
 * Continue may carry the step before while the session holds the one moved to.
 */
const addressOnReload = (path: string, state: AppState): string | null => {
  const url = new URL(path, 'http://tab.invalid')
  const keptOn = state.journey.path === null ? null : new URL(state.journey.path, 'http://tab.invalid').pathname
  if (!FORM_PATHS.includes(url.pathname) || keptOn !== url.pathname) return null
  const step = String(state.journey.step)
  if ((url.searchParams.get('step') ?? '1') === step) return null
  url.searchParams.set('step', step)
  return `${url.pathname}${url.search}`
}

/**
 * Opens the tab's kept session: the kept log when it decodes and replays under the current code (its route
 * put back on a reload), otherwise a fresh start, with a notice when a kept log had to be refused. Never
 * throws: storage that cannot be read or written just keeps nothing.
 */
export const openKeptSession = (env: KeepingEnvironment, settings: KeepingSettings): KeptSession => {
  const started = performance.now()
  const kept = readKept(env, settings)
  const detail: RestoreDetail = { events: kept.events.length, from: kept.from }
  performance.measure(RESTORE_MEASURE, { start: started, end: performance.now(), detail })
  const address = env.location?.reloaded === true && kept.state !== null ? addressOnReload(env.location.path, kept.state) : null
  if (address !== null) env.location?.replace(address)
  let stopped = false
  let unsubscribe: (() => void) | null = null
  let pending = false
  // The index in the log where the kept part begins.
  let from = 0

  // The state the kept events fold to (see keptState), from the state brought back on.
  let keptFold = { from: 0, count: kept.events.length, state: kept.state ?? initialState }

  /**
   * The state the kept events fold to, as decoding and replaying them on the next start gives it: each event
   * is folded as the kept JSON gives it back (an answer's value left undefined is no key there), onto the
   * fold of the events before it; the kept part's own fold from its start when it began after a purchase, an
   * expiry or a new quote (which left state the kept part does not hold).
   */
  const keptState = (events: readonly DomainEvent[]): AppState => {
    if (keptFold.from !== from) keptFold = { from, count: 0, state: initialState }
    const added = events.slice(keptFold.count).map((e) => JSON.parse(JSON.stringify(e)) as DomainEvent)
    keptFold = { from, count: events.length, state: replay(added, keptFold.state) }
    return keptFold.state
  }

  /**
   * The ways to keep the session, best first: the log with its conversation and snapshot; without the
   * conversation; the bare log as an older build kept it. A storage that is full refuses the first and may take
   * the next, so what is kept of the events is never less than the bare log would keep.
   */
  const keptValues = (app: AppStore): (() => string)[] => {
    const log = app.log
    const events = [...keptFrom(log.all(), from)]
    const trail = (conversation: readonly ConversationEntry[]): string =>
      JSON.stringify({
        format: TRAIL_FORMAT,
        version: TRAIL_VERSION,
        appVersion: settings.appVersion,
        session: log.session,
        createdAt: env.now() as Trail['createdAt'],
        redacted: false,
        events,
        conversation: [...conversation],
      } satisfies Trail)
    const build = env.build
    if (!settings.keepsSnapshot || build === undefined) return [() => trail(keptConversation(log.conversation(), from)), () => trail([])]
    let state: string | undefined
    const stateText = (): string => (state ??= snapshotText(keptState(events)))
    return [() => withSnapshot(build, trail(keptConversation(log.conversation(), from)), stateText()), () => withSnapshot(build, trail([]), stateText()), () => trail([])]
  }

  const write = (app: AppStore): void => {
    pending = false
    if (stopped) return
    // The trail as an export writes it unredacted (written here, so the first page carries no redaction code).
    let failure: unknown = null
    for (const value of keptValues(app)) {
      try {
        env.storage.setItem(settings.key, value())
        return
      } catch (err) {
        failure = err
      }
    }
    console.warn('The session could not be kept in this tab:', message(failure))
  }

  return {
    session: kept.session,
    events: kept.events,
    conversation: kept.conversation,
    state: kept.state,
    notice: kept.notice,
    middleware: remountGuard(kept.events),
    attach: (app) => {
      // The events of one answer are written once, after the page has shown it (the write serialises the whole
      // log, too long to hold the rider's frame for), and at once if the page is hidden or left before then. The
      // log calls its listeners as it appends, before the reducers fold the event, so the store's state is the
      // state before it.
      const writePending = (): void => {
        if (pending) write(app)
      }
      const later = env.afterPaint ?? queueMicrotask
      env.onLeave?.(writePending)
      unsubscribe = app.log.subscribe((e) => {
        if (settings.keeps === 'quote-in-hand') {
          const begins = quoteBeginsAt(app.store.getState(), e)
          if (begins !== null) from = app.log.all().length - (begins === 'at' ? 1 : 0)
        }
        if (pending) return
        pending = true
        later(writePending)
      })
      // A request in flight when the page went away never finishes: its overlay would stay up for ever.
      if (app.store.getState().journey.loading !== null) app.store.dispatch(event('journey/LoadingFinished', {}))
    },
    clear: () => {
      stopped = true
      unsubscribe?.()
      try {
        env.storage.removeItem(settings.key)
      } catch {
        // Nothing was kept.
      }
    },
  }
}
