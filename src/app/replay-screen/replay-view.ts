import { legacy_createStore as createStore, type Store } from 'redux'
import { replay, type AppState } from '../../../reducers/root'
import type { DomainEvent } from '../../domain/events'
import { ROUTES } from '../../domain/routes'

/*
 * What a replayed screen shows at one position of a trail (the replay panel's, and the support desk's): the state
 * folded from the events up to it and the screen the rider was on. Pure, so stepping is tested without a browser.
 */

/** The path the rider was on after the first `count` events: the last `journey/Navigated` among them, else the form. */
export const pathAfter = (events: readonly DomainEvent[], count: number): string => {
  for (let i = Math.min(count, events.length) - 1; i >= 0; i--) {
    const e = events[i]
    if (e?.type === 'journey/Navigated') return e.payload.path
  }
  return ROUTES.QuoteCreateForm
}

/** The time of the event at `count` (the last shown), else the first event's: the replayed screens' "now". */
export const timeAfter = (events: readonly DomainEvent[], count: number, fallback: string): string =>
  events[Math.min(count, events.length) - 1]?.meta.at ?? events[0]?.meta.at ?? fallback

/**
 * A store holding the state after the first `count` events that ignores whatever is dispatched to it: the
 * real screens render in it as the rider saw them, and what they dispatch on mount (opening the form,
 * loading the proposal) changes nothing and calls nothing.
 */
export const frozenStoreAfter = (events: readonly DomainEvent[], count: number): Store<AppState> => {
  const store = createStore((s: AppState | undefined) => s ?? replay([]), replay(events.slice(0, Math.max(0, count))))
  return { ...store, dispatch: ((action: unknown) => action) as Store<AppState>['dispatch'] }
}
