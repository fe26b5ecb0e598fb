import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
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
 * Declares a lazily loaded screen from its bundle's loader. React's `lazy` suspends on a first render even when the
 * module is already in memory (its loader answers a pending promise); this one answers a fulfilled thenable once the
 * bundle has been preloaded, so a page whose screen was fetched before the app's first render never shows the
 * fallback in its place, and nothing below it moves when the screen arrives.
 */
export const lazyScreen = <P extends object = object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> => {
  let loaded: ComponentType<P> | undefined
  let pending: Promise<ComponentType<P>> | undefined
  const fetchScreen = (): Promise<ComponentType<P>> => {
    pending ??= load().then(
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
  return { Screen, preload: () => fetchScreen().then(() => undefined) }
}

/**
 * Fetches the bundles of `parts` once the page's next frame is drawn, so the click that first shows one draws it
 * without fetching and evaluating its code in its own task. A bundle that cannot load now is left for the render that
 * needs it (which fetches it again). Returns how to cancel before the frame.
 */
export const preloadAfterPaint = (...parts: readonly Pick<LazyScreen, 'preload'>[]): (() => void) =>
  afterNextPaint(() => {
    for (const p of parts) p.preload().catch(() => undefined)
  })
