import { createContext, useContext, type ReactNode } from 'react'
import type { Clock } from './event-log'
import { ukToday } from '../domain/clock'

const ClockContext = createContext<Clock>({ now: () => new Date().toISOString() })

/** Gives the screens the same clock the sagas use, so a rule judged on screen and in a saga agree on "today". */
export const ClockProvider = ({ clock, children }: { clock: Clock; children: ReactNode }) => (
  <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>
)

/** Today's date in the UK, YYYY-MM-DD, from the injected clock. */
export const useToday = (): string => ukToday(useContext(ClockContext).now())
