/*
 * The app's code comes in bundles loaded on first use (a screen, the later steps' flows, a third-party
 * loader). A bundle that cannot be had while the device is online almost always means a new build replaced
 * the one the tab runs (its bundles' names are gone): the page is reloaded once, and the tab's kept session
 * brings the rider back to the same screen, step and answers under the new build. Offline, the load waits for
 * the connection and is tried again. Parcel's runtime keeps a bundle's failed load as its outcome for the page's
 * life, so in the built app that try fails again and the page is reloaded the same way (the kept session brings
 * the rider back): code the rider has not asked for is therefore fetched ahead by one try that drops its
 * failure (`LazyScreen.prefetch`), never through here.
 */

/** Where a tab notes the time of its last reload for missing code (sessionStorage: this tab only). */
const RELOAD_NOTE = 'ridecover.reloaded-for-code'

/** Within this long of a reload for missing code, a second miss is a fault of the build, not a new build: it fails. */
const RELOAD_GUARD_MS = 5 * 60_000

/** What loading code needs of the browser; tests give their own. */
export interface CodeEnvironment {
  readonly online: () => boolean
  /** Resolves when the device is next online. */
  readonly whenOnline: () => Promise<void>
  /** Milliseconds since the epoch. */
  readonly now: () => number
  /** The time of this tab's last reload for missing code, or null. */
  readonly lastReload: () => number | null
  readonly noteReload: (at: number) => void
  readonly reload: () => void
}

/** The browser's word on the connection: whether it is online now, and a promise of its next coming back. */
export const browserConnection: Pick<CodeEnvironment, 'online' | 'whenOnline'> = {
  online: () => window.navigator.onLine,
  whenOnline: () => new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true })),
}

const browserEnvironment = (): CodeEnvironment => ({
  ...browserConnection,
  now: () => Date.now(),
  lastReload: () => {
    try {
      const at = Number(window.sessionStorage.getItem(RELOAD_NOTE))
      return Number.isFinite(at) && at > 0 ? at : null
    } catch {
      return null
    }
  },
  noteReload: (at) => {
    try {
      window.sessionStorage.setItem(RELOAD_NOTE, String(at))
    } catch {
      // Storage refused (full, or blocked): the reload cannot be noted, and loadCode then fails rather than
      // risk reloading in a loop.
    }
  },
  reload: () => window.location.reload(),
})

/**
 * Loads a bundle of code with `load` (a literal `() => import('…')`, so the bundler splits it). Offline, a
 * failed load waits for the connection and is tried again. Online, the first failure reloads the page (the
 * promise then never settles: the page is going); a failure within five minutes of such a reload, or where the
 * tab cannot note the reload, rejects with the load's error, for the caller's usual routing (the technical-issue
 * page). Outside a browser the load's outcome is passed on as it is.
 */
export const loadCode = async <T>(load: () => Promise<T>, env: CodeEnvironment | null = typeof window === 'undefined' ? null : browserEnvironment()): Promise<T> => {
  for (;;) {
    try {
      return await load()
    } catch (err) {
      if (env === null) throw err
      if (!env.online()) {
        await env.whenOnline()
        continue
      }
      const last = env.lastReload()
      const now = env.now()
      if (last !== null && now - last < RELOAD_GUARD_MS) throw err
      env.noteReload(now)
      if (env.lastReload() !== now) throw err
      env.reload()
      return new Promise<never>(() => undefined)
    }
  }
}
