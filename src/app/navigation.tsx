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
 * Connects the router to the sagas and the log: sagas navigate through it, and every screen change is a
 * `journey/Navigated` fact, so a replayed trail shows where the rider was. A screen reached by a link or a saga
 * opens at its top (the rider left the last one scrolled down, at its Continue); Back and Forward, and a reload,
 * keep what the browser restores.
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
  }, [location.pathname, navigationType])
  const path = `${location.pathname}${location.search}`
  useEffect(() => {
    dispatch(event('journey/Navigated', { path }))
  }, [path, dispatch])
  return null
}
