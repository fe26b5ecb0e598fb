import { afterNextPaint } from '../after-paint'
import { checksum } from './kept-form'
import type { KeepingEnvironment } from './kept-session'

const wasReloaded = (): boolean => {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
  return nav?.type === 'reload'
}

/**
 * The fingerprint of the running build: the addresses of the page's module scripts and its import map, which
 * name every bundle of a production build by the hash of its content, so any change of code changes it.
 */
const buildOfPage = (): string =>
  checksum(...[...document.querySelectorAll('script[type="module"][src], script[type="importmap"]')].map((s) => s.getAttribute('src') ?? s.textContent ?? ''))

/** Calls `flush` as the page is hidden (a tab switched away, the phone locked) or left (a reload, a link, closed). */
const onLeave = (flush: () => void): void => {
  window.addEventListener('pagehide', flush)
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush())
}

/** The browser's tab storage, address bar and build, as a kept session needs them. */
export const browserKeeping = (): KeepingEnvironment => ({
  storage: window.sessionStorage,
  build: buildOfPage(),
  now: () => new Date().toISOString(),
  afterPaint: afterNextPaint,
  onLeave,
  location: {
    path: `${window.location.pathname}${window.location.search}`,
    reloaded: wasReloaded(),
    replace: (path) => window.history.replaceState(window.history.state, '', path),
  },
})
