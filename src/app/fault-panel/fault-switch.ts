import { readFaults, SCENARIO_HEADER, takeFaults, type Faults } from './faults'

/** Where the tab keeps the faults switched on, so a reload (Parcel's, or by hand) keeps them. */
const FAULTS_KEY = 'ridecover.dev-faults'

/** The part of the tab's storage the switch uses. */
export type FaultStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/**
 * The faults of one page (development builds only): the panel changes them, the transport takes them call
 * by call (`requestHeaders`), and both see every change (`subscribe`, for the panel's indicator).
 */
export interface FaultSwitch {
  /** The faults in force now (a new array after each change, so it can be a React snapshot). */
  current(): Faults
  /** Replaces the faults in force and tells the subscribers. */
  set(faults: Faults): void
  /** Calls `listener` after each change (a panel's edit or a call that used a counted fault); returns the unsubscribe. */
  subscribe(listener: () => void): () => void
  /**
   * The headers of one call to `path`: `X-Mock-Scenario` with the faults that apply, or none. Counts the call
   * against the counted faults that applied. The transport calls it once per request (a CSRF retry is the
   * same call).
   */
  requestHeaders(path: string): Readonly<Record<string, string>>
}

/**
 * A fault switch starting from the faults the tab kept (none when `storage` is absent, unreadable or holds
 * something else), keeping every change there. Storage that throws (full, disabled) only stops the keeping.
 */
export const createFaultSwitch = (storage?: FaultStorage): FaultSwitch => {
  const read = (): string | null => {
    try {
      return storage?.getItem(FAULTS_KEY) ?? null
    } catch {
      return null
    }
  }
  let faults: Faults = readFaults(read())
  const listeners = new Set<() => void>()
  const set = (next: Faults): void => {
    if (next === faults) return
    faults = next
    try {
      if (next.length === 0) storage?.removeItem(FAULTS_KEY)
      else storage?.setItem(FAULTS_KEY, JSON.stringify(next))
    } catch {
      // Not kept across a reload; still in force in this page.
    }
    for (const listener of [...listeners]) listener()
  }
  return {
    current: () => faults,
    set,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    requestHeaders: (path): Readonly<Record<string, string>> => {
      const { header, rest } = takeFaults(faults, path)
      set(rest)
      return header === undefined ? {} : { [SCENARIO_HEADER]: header }
    },
  }
}
