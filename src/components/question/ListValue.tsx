import type { ListName } from '../../domain/codecs'
import { useOptions } from './use-list-options'

/**
 * A list code in the list's words (asking for the list if the store has not loaded it): the code itself while the
 * list loads, 'Unknown' when the list has no name for it (001 §3), nothing for no code.
 */
export const ListValue = ({ list, code }: { list: ListName; code: string | null | undefined }) => {
  const options = useOptions(list, undefined, null)
  if (code == null) return null
  const name = options?.find((o) => o.value === code)?.label
  return <>{options === undefined ? code : (name ?? 'Unknown')}</>
}
