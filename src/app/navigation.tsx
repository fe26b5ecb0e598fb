import { useEffect, useRef } from 'react'
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom'
import { event } from '../domain/events'
import { useDispatch } from './store-context'

/** Where sagas send the browser: the router once it is mounted, a full page load before that. */
export const createNavigator = () => {
  let go: (path: string) => void = (path) => window.location.assign(path)
  return {
    navigate: (path: string): void => go(path),
    attach: (fn: (path: string) => void): void => {
      go = fn
    },
  }
}
export type Navigator = ReturnType<typeof createNavigator>

/**
 * Once the screen a navigation opened is drawn (its heading there, no skeleton left in the main region), moves
 * focus to its heading, where the rider's next step starts, if focus was lost: the control that opened it (a
 * Continue, a link) went with the screen it was on, or the browser's Back left it on the page's body. A screen that
 * puts focus somewhere itself (the edit form on the question a Change link names, a refused answer) keeps it. The
 * heading is focused without a scroll: a new screen opens at its top, and Back keeps what the browser restores.
 * Returns how to stop waiting (the next navigation does).
 */
const focusArrivedScreen = (): (() => void) => {
  const main = document.getElementById('main')
  const watch = new MutationObserver(() => settle())
  const settle = (): void => {
    if (document.activeElement !== document.body) return watch.disconnect()
    const heading = main?.querySelector('h1')
    // A skeleton (busy) stands where the screen is still to come, its heading with it.
    if (heading == null || main?.querySelector('[aria-busy="true"]') != null) return
    watch.disconnect()
    heading.tabIndex = -1
    heading.focus({ preventScroll: true })
  }
  if (main !== null) watch.observe(main, { childList: true, subtree: true })
  settle()
  return () => watch.disconnect()
}

/**
 * Connects the router to the sagas and the log: sagas navigate through it, and every screen change is a
 * `journey/Navigated` fact, so a replayed trail shows where the rider was. A screen reached by a link or a saga
 * opens at its top (the rider left the last one scrolled down, at its Continue); Back and Forward, and a reload,
 * keep what the browser restores. Focus lost with the screen that had it goes to the new screen's heading
 * (`focusArrivedScreen`).
 */
export const NavigationBridge = ({ navigator }: { navigator: Navigator }) => {
  const navigate = useNavigate()
  const location = useLocation()
  const dispatch = useDispatch()
  useEffect(() => navigator.attach((path) => void navigate(path)), [navigator, navigate])
  const navigationType = useNavigationType()
  const shown = useRef(location.pathname)
  useEffect(() => {
    if (shown.current === location.pathname) return
    shown.current = location.pathname
    if (navigationType !== 'POP') window.scrollTo(0, 0)
    return focusArrivedScreen()
  }, [location.pathname, navigationType])
  const path = `${location.pathname}${location.search}`
  useEffect(() => {
    dispatch(event('journey/Navigated', { path }))
  }, [path, dispatch])
  return null
}
