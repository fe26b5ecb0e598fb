import { useEffect, useMemo } from 'react'
import { afterNextPaint } from '../../app/after-paint'
import { useAppSelector, useDispatch } from '../../app/store-context'
import { fromListOptions, type SelectOption } from '../select-input'
import type { ListName } from '../../domain/codecs'
import { command } from '../../domain/commands'
import type { Choice } from '../../form'
import { selectList } from '../../../reducers/lookups-selectors'

/**
 * The options of a select: a reference list (loaded on first use, by name) or the question's fixed option
 * set. `allowed` narrows a list to some values (full-time education's roles). Undefined while loading.
 */
export const useOptions = (
  list: ListName | undefined,
  fixed: readonly Choice[] | undefined,
  allowed?: readonly string[] | null,
): readonly SelectOption[] | undefined => {
  const loaded = useAppSelector(selectList, list)
  const dispatch = useDispatch()
  useEffect(() => {
    if (list === undefined || loaded !== undefined) return undefined
    // Asked for once the select is drawn: a step's or a dialog's selects mount in the task of the tap that shows
    // them, and each request (its saga and its fetch) held up that tap's frame. The list takes a round trip to
    // come anyway, so the select shows its loading state no longer than before.
    return afterNextPaint(() => dispatch(command('lists/LoadList', { name: list })))
  }, [list, loaded, dispatch])
  return useMemo(() => {
    if (list === undefined) {
      return fixed?.filter((c): c is Choice & { value: string | number } => typeof c.value !== 'boolean').map((c) => ({ value: c.value, label: c.label }))
    }
    if (loaded === undefined) return undefined
    const shown = allowed == null ? loaded : loaded.filter((o) => allowed.includes(o.value))
    return fromListOptions(shown)
  }, [list, fixed, loaded, allowed])
}
