import { limitWindow, type LimitKind, type SupportLimits } from './limits'
import type { Place, SupportStore } from './support-store'

/** Where the limits are counted: the store itself, or (SQLite) the writer thread that runs the same queries. */
export type LimitCounts = Pick<SupportStore, 'take' | 'giveBack'>

/**
 * Takes a place in `kind`'s window for `subject` at `now` (`SupportStore.take`, with the limit's places and
 * window from the settings): the place, or, when every place is taken, the milliseconds until the window ends
 * (for Retry-After), at most the window's length: a window begun by a request that started after this one (on
 * this instance or another, whose clock may run a little ahead) ends a little more than a window after `now`.
 */
export const takePlace = async (counts: LimitCounts, limits: SupportLimits, kind: LimitKind, subject: string, now: Date): Promise<{ place: Place } | { retryAfterMs: number }> => {
  const { places, windowMs } = limitWindow(limits, kind)
  const t = await counts.take(kind, subject, places, now.toISOString(), new Date(now.getTime() + windowMs).toISOString())
  return 'taken' in t ? { place: t.taken } : { retryAfterMs: Math.min(windowMs, Date.parse(t.full.windowEnds) - now.getTime()) }
}
