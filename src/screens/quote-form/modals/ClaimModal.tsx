import { useAppSelector, useDispatch } from '../../../app/store-context'
import { event, type Who } from '../../../domain/events'
import { CLAIM_DIALOG } from '../../../form/dialogs/claim'
import { selectClaim } from '../../../../reducers/proposal-selectors'
import { ItemForm } from './ItemForm'

interface ClaimModalProps {
  /** Whose claim: the proposer or the additional rider at this index. */
  who: Who
  /** The claim to edit; null for a new one. */
  index: number | null
  onClose: () => void
  /** The field to focus as it opens (a Change link's question); else the first. */
  focusField?: string
}

/**
 * Add or edit a claim (000 §2, §3), its questions the records of dialogs/claim.ts. Save with a valid draft
 * dispatches one ClaimAdded (or ClaimEdited) and closes; Cancel, Escape and × discard the draft.
 */
const ClaimModal = ({ who, index, onClose, focusField }: ClaimModalProps) => {
  const stored = useAppSelector(selectClaim, who, index)
  const dispatch = useDispatch()
  return (
    <ItemForm
      dialog={CLAIM_DIALOG}
      title={index === null ? 'Add a claim' : `Edit claim ${index + 1}`}
      stored={stored}
      role={who === 'proposer' ? 'proposer' : 'additional_driver'}
      onSave={(claim) => {
        dispatch(index === null ? event('proposal/ClaimAdded', { who, claim }) : event('proposal/ClaimEdited', { who, index, claim }))
        onClose()
      }}
      onCancel={onClose}
      {...(focusField !== undefined ? { focusField } : {})}
    />
  )
}

export default ClaimModal
