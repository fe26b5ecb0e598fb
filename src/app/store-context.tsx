import { createContext, useCallback, useContext, useRef, useSyncExternalStore, type ReactNode } from 'react'
import type { Store } from 'redux'
import type { AppState } from '../../reducers/root'
import type { Command } from '../domain/commands'
import type { UnstampedEvent } from '../domain/events'
import type { EventLog } from './event-log'

interface StoreValue {
  readonly store: Store<AppState>
  readonly log: EventLog
}

const StoreContext = createContext<StoreValue | null>(null)

/** Makes the store and the event log available to the screens. */
export const StoreProvider = ({ store, log, children }: StoreValue & { children: ReactNode }) => (
  <StoreContext.Provider value={{ store, log }}>{children}</StoreContext.Provider>
)

const useStoreValue = (): StoreValue => {
  const value = useContext(StoreContext)
  if (value === null) throw new Error('useAppSelector and useDispatch need a StoreProvider above them')
  return value
}

/** Plain objects and arrays are compared key by key (or item by item) by reference; anything else by reference. */
const shallowEqual = (a: unknown, b: unknown): boolean => {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b) || Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false
  const ka = Object.keys(a)
  const kb = Object.keys(b)
  return ka.length === kb.length && ka.every((k, i) => k === kb[i] && Object.is((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
}

const sameArgs = (a: readonly unknown[], b: readonly unknown[]): boolean => a.length === b.length && a.every((x, i) => Object.is(x, b[i]))

/**
 * Reads state through a named selector, given the arguments after the state (`useAppSelector(selectAddonCards,
 * today)`), and re-renders when its answer changes. An answer shallowly equal to the last one (the same keys or
 * items, each the same) is the last one, so a selector that builds a fresh array or object re-renders only when
 * what it holds changes. Screens pass a selector by name, never an inline function (the lint refuses one).
 */
export const useAppSelector = <T, A extends readonly unknown[]>(selector: (s: AppState, ...args: A) => T, ...args: A): T => {
  const { store } = useStoreValue()
  const last = useRef<{ state: AppState; selector: (s: AppState, ...args: A) => T; args: A; value: T } | null>(null)
  const read = (): T => {
    const state = store.getState()
    const prev = last.current
    if (prev !== null && prev.state === state && prev.selector === selector && sameArgs(prev.args, args)) return prev.value
    const fresh = selector(state, ...args)
    const value = prev !== null && shallowEqual(prev.value, fresh) ? prev.value : fresh
    last.current = { state, selector, args, value }
    return value
  }
  return useSyncExternalStore(store.subscribe, read, read)
}

/** Reads state through a named selector, given the arguments after the state, as the store holds it when called. */
type SelectNow = <T, A extends readonly unknown[]>(selector: (s: AppState, ...args: A) => T, ...args: A) => T

/**
 * For a handler that judges what the store holds at the moment it runs, not when the screen was drawn: an answer
 * dispatched earlier in the same event (Enter in a box commits it, then submits the form) is already there. Reading
 * this way re-renders nothing; the same function for the life of the store.
 */
export const useSelectNow = (): SelectNow => {
  const { store } = useStoreValue()
  return useCallback<SelectNow>((selector, ...args) => selector(store.getState(), ...args), [store])
}

/** Dispatches an answer (an event) or an intent (a command); the same function for the life of the store. */
export const useDispatch = (): ((action: UnstampedEvent | Command) => void) => {
  const { store } = useStoreValue()
  return useCallback((action: UnstampedEvent | Command) => {
    store.dispatch(action)
  }, [store])
}

/** The session's event log (for trail export). */
export const useEventLog = (): EventLog => useStoreValue().log
