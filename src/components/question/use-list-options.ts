import { useEffect, useMemo, useRef } from 'react'
import { afterNextPaint } from '../../app/after-paint'
import { useAppSelector, useDispatch } from '../../app/store-context'
import { fromListOptions, type SelectOption } from '../select-input'
import type { ListName } from '../../domain/codecs'
import { command } from '../../domain/commands'
import type { Choice } from '../../form'
import { selectList } from '../../../reducers/lookups-selectors'

/**
 * Reference list `list` as loaded, undefined while it is not (or for no list): asked for once the component is
 * drawn, unless it is loaded. A step's or a dialog's parts mount in the task of the tap that shows them, and each
 * request (its saga and its fetch) held up that tap's frame; the list takes a round trip to come anyway.
 */
export const useReferenceList = (list: ListName | undefined) => {
  const loaded = useAppSelector(selectList, list)
  const wanted = useMemo(() => (list === undefined || loaded !== undefined ? [] : [list]), [list, loaded])
  useReferenceLists(wanted)
  return loaded
}

/**
 * Asks for the reference lists `names` (those not loaded) once the component is drawn, after the paint, each in a
 * task of its own: the frame that shows a screen or a step never waits for their sagas and fetches, nor does the
 * paint a page load is timed by (its largest paint) wait behind them, and the Summary's dozen requests are not one
 * long task (starting a fetch, with its saga, takes about 3 ms on a phone). Each name is asked once while the
 * component is drawn (an ask the component's next render cancelled before it ran is put off to the next paint):
 * `names` is a new array as each list arrives (the lists still missing), and asking for the rest again each time
 * put a hundred commands in the session's trail for the Summary's fifteen lists.
 */
export const useReferenceLists = (names: readonly ListName[]): void => {
  const dispatch = useDispatch()
  const asked = useRef(new Set<ListName>())
  useEffect(() => {
    const asks = names
      .filter((name) => !asked.current.has(name))
      .map((name) =>
        afterNextPaint(() => {
          asked.current.add(name)
          dispatch(command('lists/LoadList', { name }))
        }),
      )
    return () => asks.forEach((cancel) => cancel())
  }, [names, dispatch])
}

/**
 * The options of a select: a reference list (loaded on first use, by name) or the question's fixed option
 * set. `allowed` narrows a list to some values (full-time education's roles). Undefined while loading.
 */
export const useOptions = (
  list: ListName | undefined,
  fixed: readonly Choice[] | undefined,
  allowed?: readonly string[] | null,
): readonly SelectOption[] | undefined => {
  const loaded = useReferenceList(list)
  return useMemo(() => {
    if (list === undefined) {
      return fixed?.filter((c): c is Choice & { value: string | number } => typeof c.value !== 'boolean').map((c) => ({ value: c.value, label: c.label }))
    }
    if (loaded === undefined) return undefined
    const shown = allowed == null ? loaded : loaded.filter((o) => allowed.includes(o.value))
    return fromListOptions(shown)
  }, [list, fixed, loaded, allowed])
}
