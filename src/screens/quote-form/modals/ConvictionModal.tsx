import { useAppSelector, useDispatch } from '../../../app/store-context'
import { event, type Who } from '../../../domain/events'
import { CONVICTION_DIALOG } from '../../../form/dialogs/conviction'
import { selectConviction } from '../../../../reducers/proposal-selectors'
import { ItemForm } from './ItemForm'

interface ConvictionModalProps {
  /** Whose conviction: the proposer or the additional rider at this index. */
  who: Who
  /** The conviction to edit; null for a new one. */
  index: number | null
  onClose: () => void
  /** The field to focus as it opens (a Change link's question); else the first. */
  focusField?: string
}

/**
 * Add or edit a conviction (000 §2, §3), its questions the records of dialogs/conviction.ts. Save with a valid
 * draft dispatches one ConvictionAdded (or ConvictionEdited) and closes; Cancel, Escape and × discard the draft.
 */
const ConvictionModal = ({ who, index, onClose, focusField }: ConvictionModalProps) => {
  const stored = useAppSelector(selectConviction, who, index)
  const dispatch = useDispatch()
  return (
    <ItemForm
      dialog={CONVICTION_DIALOG}
      title={index === null ? 'Add a conviction' : `Edit conviction ${index + 1}`}
      stored={stored}
      role={who === 'proposer' ? 'proposer' : 'additional_driver'}
      onSave={(conviction) => {
        dispatch(
          index === null
            ? event('proposal/ConvictionAdded', { who, conviction })
            : event('proposal/ConvictionEdited', { who, index, conviction }),
        )
        onClose()
      }}
      onCancel={onClose}
      {...(focusField !== undefined ? { focusField } : {})}
    />
  )
}

export default ConvictionModal
