import { setAutoFreeze } from 'immer'

/**
 * Immer's auto-freeze deep-freezes every new state so an accidental mutation throws at once: worth it in
 * development and tests, pure cost in production, where the reducers are the only writers. The built app
 * turns it off; tests, the replay CLI and development keep it on.
 */
export const configureImmer = (production: boolean): void => {
  setAutoFreeze(!production)
}
