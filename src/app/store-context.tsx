import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react'
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
 * Reads state through a selector and re-renders when its answer changes (by reference). Selectors must be
 * memoised or return stable values, as with react-redux.
 */
export const useAppSelector = <T,>(selector: (s: AppState) => T): T => {
  const { store } = useStoreValue()
  return useSyncExternalStore(store.subscribe, () => selector(store.getState()), () => selector(store.getState()))
}

/** Dispatches an answer (an event) or an intent (a command). */
export const useDispatch = (): ((action: UnstampedEvent | Command) => void) => {
  const { store } = useStoreValue()
  return (action) => {
    store.dispatch(action)
  }
}

/** The session's event log (for trail export). */
export const useEventLog = (): EventLog => useStoreValue().log
