import { classNames } from '../class-names'
import { Button } from '../button'
import { ErrorMessage, describeControl } from '../field'

/** What a repeater holds; the word is used in its button labels. */
export type RepeaterItem = 'Claim' | 'Conviction' | 'Modification' | 'Rider'

/** Repeaters allow 5 items unless told otherwise (000 §9). */
const REPEATER_MAX = 5

/** 'Add a Claim' when there is none yet, 'Add Another Claim' after (F4.33). */
const addLabel = (item: RepeaterItem, count: number): string => (count === 0 ? `Add a ${item}` : `Add Another ${item}`)

interface RepeaterListProps {
  item: RepeaterItem
  /** What each item shows in the list, e.g. its date and description. */
  items: readonly { summary: string }[]
  /** The Add button is hidden once there are this many items (default 5). */
  max?: number
  /** Id of the Add button, so an error-summary link ('Please add at least one claim') lands on it. */
  id?: string
  error?: string | null
  onAdd: () => void
  onEdit: (index: number) => void
  onRemove: (index: number) => void
}

/**
 * The list of a repeater's items, each with its summary and Edit and Remove buttons whose accessible names
 * include the item ('Edit claim 1', 'Remove claim 1'), then the Add button ('Add a Claim' / 'Add Another Claim',
 * F4.33), which is hidden when items.length reaches max (F4.45). The list itself can take focus (tabindex -1),
 * where focus may land when the control that had it is gone (the repeater's question decides: RepeaterBase). An
 * error (with `id`) shows above the list and describes the Add button.
 */
export const RepeaterList = ({ item, items, max = REPEATER_MAX, id, error, onAdd, onEdit, onRemove }: RepeaterListProps) => {
  const word = item.toLowerCase()
  const description = id !== undefined ? describeControl(id, null, error) : null
  return (
    <div className={classNames('repeater', error && 'repeater--error')}>
      {id !== undefined ? <ErrorMessage id={id} message={error} /> : null}
      {items.length > 0 ? (
        <ul className="repeater__list" aria-label={`${item}s`} tabIndex={-1}>
          {items.map((entry, index) => (
            <li key={index} className="repeater__item">
              <span className="repeater__summary">{entry.summary}</span>
              <span className="repeater__actions">
                <Button variant="link" onClick={() => onEdit(index)}>
                  Edit <span className="visually-hidden">{`${word} ${index + 1}`}</span>
                </Button>
                <Button variant="link" onClick={() => onRemove(index)}>
                  Remove <span className="visually-hidden">{`${word} ${index + 1}`}</span>
                </Button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {items.length < max ? (
        <Button
          id={id}
          variant="secondary"
          className="repeater__add"
          onClick={onAdd}
          aria-describedby={description?.['aria-describedby']}
        >
          {addLabel(item, items.length)}
        </Button>
      ) : null}
    </div>
  )
}
