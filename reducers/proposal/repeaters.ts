import { castDraft, type Draft } from 'immer'

/*
 * The repeater rules, once for claims, convictions, modifications and riders: items are added up to the
 * maximum, edited or removed by index; an index out of range changes nothing. Each says whether it changed
 * the list, so the handler can answer the question Yes on an add and No when the last item goes.
 */
/** Adds an item unless the list already holds `max`. */
export const addItem = <T>(list: Draft<T>[], item: T, max: number): boolean => {
  if (list.length >= max) return false
  list.push(castDraft(item))
  return true
}

/** Replaces the item at `index`, if there is one. */
export const replaceItem = <T>(list: Draft<T>[], index: number, item: T): boolean => {
  if (index >= list.length) return false
  list[index] = castDraft(item)
  return true
}

/** Removes the item at `index`, if there is one. */
export const removeItem = <T>(list: Draft<T>[], index: number): boolean => {
  if (index >= list.length) return false
  list.splice(index, 1)
  return true
}
