import { loadCode } from '../api/code-loading'
import { browserKeeping } from './kept-session/browser-keeping'
import { openKeptSession, type KeptSession } from './kept-session/kept-session'
import { RIDER_KEEPING } from './kept-session/rider-keeping'

/*
 * The app's start, second stage (src/main.tsx runs the stages in tasks of their own): the tab's kept session
 * brought back, its log decoded and folded into the state (or its snapshot read), with the domain's events and
 * the reducers. Its own bundle, as are the later stages', each loaded from the one before so that it holds only
 * what the earlier ones do not.
 */

/** A rider's tab's kept session, opened on the browser's tab storage and address. */
export const openSession = (): KeptSession => openKeptSession(browserKeeping(), RIDER_KEEPING)

/** The third stage's bundle: the store, its sagas and calls, and the navigation (start-store.ts). */
export const loadStore = () => loadCode(() => import('./start-store'))
