import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
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
 * `journey/Navigated` fact, so a replayed trail shows where the rider was.
 */
export const NavigationBridge = ({ navigator }: { navigator: Navigator }) => {
  const navigate = useNavigate()
  const location = useLocation()
  const dispatch = useDispatch()
  useEffect(() => navigator.attach((path) => void navigate(path)), [navigator, navigate])
  const path = `${location.pathname}${location.search}`
  useEffect(() => {
    dispatch(event('journey/Navigated', { path }))
  }, [path, dispatch])
  return null
}
