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

/**
 * Reads state through a selector and re-renders when its answer changes: by reference, or by `isEqual` when
 * given (for selectors that build a fresh array or object, which would otherwise change on every read).
 */
export const useAppSelector = <T,>(selector: (s: AppState) => T, isEqual?: (a: T, b: T) => boolean): T => {
  const { store } = useStoreValue()
  const last = useRef<{ state: AppState; selector: (s: AppState) => T; value: T } | null>(null)
  const read = (): T => {
    const state = store.getState()
    const prev = last.current
    if (prev !== null && prev.state === state && prev.selector === selector) return prev.value
    const value = selector(state)
    if (prev !== null && isEqual !== undefined && isEqual(prev.value, value)) {
      last.current = { state, selector, value: prev.value }
      return prev.value
    }
    last.current = { state, selector, value }
    return value
  }
  return useSyncExternalStore(store.subscribe, read, read)
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
