import { call } from 'redux-saga/effects'

/*
 * Code that loads on first use (a flow's module, the form's later sections), as the sagas meet it. A load that
 * has finished is kept here with what it gave, so a saga that needs that code again takes it at once, in the same
 * run, instead of waiting a turn for a promise that has already settled: a flow whose code is loaded runs straight
 * on to its next call, and nothing the page does can come between (sagas/root.ts holds a command until its code is
 * loaded, so every flow starts that way).
 */

type Load = () => Promise<unknown>

const loaded = new Map<Load, unknown>()

/** Runs `load` (each loader loads once and shares its promise) and keeps what it gave once it has. */
export const loadOnce = async <M>(load: () => Promise<M>): Promise<M> => {
  const module = await load()
  loaded.set(load, module)
  return module
}

/** True once `load` has finished through `loadOnce`. */
export const isLoaded = (load: Load): boolean => loaded.has(load)

/** In a saga: what `load` gives, at once when it has finished before, else once it does. */
export function* loadedCode<M>(load: () => Promise<M>): Generator<unknown, M, M> {
  if (loaded.has(load)) return loaded.get(load) as M
  return yield call(loadOnce, load)
}
