import { limitWindow, type LimitKind, type SupportLimits } from './limits'
import type { Place, SupportStore } from './support-store'

/** Where the limits are counted: the store itself, or (SQLite) the writer thread that runs the same queries. */
export type LimitCounts = Pick<SupportStore, 'take' | 'giveBack'>

/**
 * Takes a place in each limit `wanted` (a kind and its subject) at `now`, together (`SupportStore.take`, with each
 * limit's places and window from the settings): the places, in the order wanted; or, when one limit is full, none,
 * that limit's kind and the milliseconds until its window ends (for Retry-After), at most the window's length: a
 * window begun by a request that started after this one (on this instance or another, whose clock may run a
 * little ahead) ends a little more than a window after `now`.
 */
export const takePlaces = async (
  counts: LimitCounts,
  limits: SupportLimits,
  wanted: readonly (readonly [LimitKind, string])[],
  now: Date,
): Promise<{ places: readonly Place[] } | { full: LimitKind; retryAfterMs: number }> => {
  const t = await counts.take(
    wanted.map(([kind, subject]) => {
      const { places, windowMs } = limitWindow(limits, kind)
      return { kind, subject, places, windowEnds: new Date(now.getTime() + windowMs).toISOString() }
    }),
    now.toISOString(),
  )
  if ('taken' in t) return { places: t.taken }
  return { full: t.full.kind, retryAfterMs: Math.min(limitWindow(limits, t.full.kind).windowMs, Date.parse(t.full.windowEnds) - now.getTime()) }
}
