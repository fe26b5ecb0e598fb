import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import { browserConnection, loadCode } from '../api/code-loading'
import { afterNextPaint } from './after-paint'

/** A screen (or a part of one: a lookup, a dialog) loaded on demand, in its own bundle, that can be fetched ahead of its first render. */
export interface LazyScreen<P extends object = object> {
  /** The screen, for a route's element (or the part, with its props). */
  readonly Screen: LazyExoticComponent<ComponentType<P>>
  /**
   * Fetches the screen's bundle (once; later calls share the first fetch). Once it has arrived, the screen's first
   * render draws it at once instead of suspending into the loading fallback. Rejects when the bundle cannot load.
   */
  readonly preload: () => Promise<void>
  /**
   * Fetches the screen's bundle ahead of need, if the device is online (offline, once it is back): one try, whose
   * failure is dropped and never reloads the page. Parcel's runtime keeps a bundle's failed load as its outcome for
   * the page's life, so a bundle that failed here is had again only by the reload `loadCode` makes when the rider
   * opens the screen; a failure is therefore left to that moment, never taken early for a new build.
   */
  readonly prefetch: () => void
}

/**
 * A thenable already fulfilled (React's `lazy` takes any thenable): its `then` calls back at once, so `lazy` holds
 * the screen before the render that asked for it ends, and nothing suspends.
 */
const fulfilled = <T>(value: T): Promise<T> => {
  const thenable: PromiseLike<T> = {
    then: (onFulfilled) => Promise.resolve(onFulfilled == null ? value : onFulfilled(value)) as never,
  }
  return thenable as Promise<T>
}

/**
 * Declares a lazily loaded screen from its bundle's loader (a literal `() => import('…').then(…)`, so the bundler
 * splits it). React's `lazy` suspends on a first render even when the module is already in memory (its loader
 * answers a pending promise); this one answers a fulfilled thenable once the bundle has been preloaded, so a page
 * whose screen was fetched before the app's first render never shows the fallback in its place, and nothing below
 * it moves when the screen arrives. A render or a preload loads through `loadCode` (offline it waits; a bundle a
 * new build replaced reloads the page); a prefetch tries once and drops a failure.
 */
export const lazyScreen = <P extends object = object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> => {
  let loaded: ComponentType<P> | undefined
  let pending: Promise<ComponentType<P>> | undefined
  const fetchScreen = (attempt: () => Promise<ComponentType<P>> = () => loadCode(load)): Promise<ComponentType<P>> => {
    pending ??= attempt().then(
      (c) => (loaded = c),
      (e: unknown) => {
        // A failed fetch may be tried again (the error boundary's retry, a later navigation).
        pending = undefined
        throw e
      },
    )
    return pending
  }
  const Screen = lazy(() => {
    const ready = loaded
    return ready === undefined ? fetchScreen().then((c) => ({ default: c })) : fulfilled({ default: ready })
  })
  let waitingForConnection = false
  const prefetch = (): void => {
    if (loaded !== undefined || pending !== undefined || waitingForConnection) return
    if (!browserConnection.online()) {
      // One wait however often it is asked for while offline.
      waitingForConnection = true
      void browserConnection.whenOnline().then(() => {
        waitingForConnection = false
        prefetch()
      })
      return
    }
    fetchScreen(load).catch(() => undefined)
  }
  return { Screen, preload: () => fetchScreen().then(() => undefined), prefetch }
}

/**
 * Prefetches the bundles of `parts` once the page's next frame is drawn, so the click that first shows one draws it
 * without fetching and evaluating its code in its own task. Offline, each waits for the connection; a bundle that
 * cannot load is left for the render that needs it (`prefetch`). Returns how to cancel before the frame.
 */
export const prefetchAfterPaint = (...parts: readonly Pick<LazyScreen, 'prefetch'>[]): (() => void) =>
  afterNextPaint(() => {
    for (const p of parts) p.prefetch()
  })
