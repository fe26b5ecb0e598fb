import { useAppSelector, useDispatch } from '../../../app/store-context'
import { event } from '../../../domain/events'
import { MODIFICATION_DIALOG } from '../../../form/dialogs/modification'
import { selectModification } from '../../../../reducers/proposal-selectors'
import { ItemForm } from './ItemForm'

interface ModificationModalProps {
  /** The modification to edit; null for a new one. */
  index: number | null
  onClose: () => void
  /** The field to focus as it opens (a Change link's question); else the first. */
  focusField?: string
}

/**
 * Add or edit a modification of the bike (000 §2, §3), its questions the records of dialogs/modification.ts.
 * Save with a valid draft dispatches one ModificationAdded (or ModificationEdited) and closes; Cancel, Escape
 * and × discard the draft.
 */
const ModificationModal = ({ index, onClose, focusField }: ModificationModalProps) => {
  const stored = useAppSelector(selectModification, index)
  const dispatch = useDispatch()
  return (
    <ItemForm
      dialog={MODIFICATION_DIALOG}
      title={index === null ? 'Add a modification' : `Edit modification ${index + 1}`}
      stored={stored}
      role="proposer"
      onSave={(modification) => {
        dispatch(
          index === null
            ? event('proposal/ModificationAdded', { modification })
            : event('proposal/ModificationEdited', { index, modification }),
        )
        onClose()
      }}
      onCancel={onClose}
      {...(focusField !== undefined ? { focusField } : {})}
    />
  )
}

export default ModificationModal
