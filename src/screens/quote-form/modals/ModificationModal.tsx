import { useCallback, useState } from 'react'
import { useAppSelector, useDispatch } from '../../../app/store-context'
import { SelectInput, TextInput } from '../../../components'
import { event } from '../../../domain/events'
import { useOptions } from '../use-list-options'
import { errorList, ItemDialog } from './ItemDialog'
import {
  MODIFICATION_DESCRIPTION_MAX,
  modificationDraftOf,
  modificationErrors,
  modificationOf,
  type ModificationField,
} from './modification-draft'
import { useDraft } from './use-draft'

export interface ModificationModalProps {
  /** The modification to edit; null for a new one. */
  index: number | null
  onClose: () => void
}

const FIELDS: readonly ModificationField[] = ['type', 'description']

/** The id of a question's control. */
export const modificationFieldId = (field: ModificationField): string => `modification-${field}`

/**
 * Add or edit a modification of the bike (000 §2, §3): its type (duq_vehicle_modification list, required) and
 * an optional description of at most 500 characters. The answers stay in the dialog until Save, which
 * validates them and dispatches one ModificationAdded (or ModificationEdited) and closes; Cancel, Escape and ×
 * discard them. Editing starts from the stored modification.
 */
const ModificationModal = ({ index, onClose }: ModificationModalProps) => {
  const stored = useAppSelector(
    useCallback((s) => (index === null ? undefined : s.proposal.risk.vehicle.modifications[index]), [index]),
  )
  const { draft, update, latest } = useDraft(() => modificationDraftOf(stored))
  const [errors, setErrors] = useState<Partial<Record<ModificationField, string>>>({})
  const dispatch = useDispatch()
  const types = useOptions('duq_vehicle_modification', undefined)

  const save = (): void => {
    const d = latest()
    const found = modificationErrors(d)
    if (Object.keys(found).length > 0) {
      setErrors(found)
      return
    }
    const modification = modificationOf(d)
    dispatch(
      index === null
        ? event('proposal/ModificationAdded', { modification })
        : event('proposal/ModificationEdited', { index, modification }),
    )
    onClose()
  }

  return (
    <ItemDialog
      title={index === null ? 'Add a modification' : `Edit modification ${index + 1}`}
      errors={errorList(FIELDS, errors, modificationFieldId)}
      onSave={save}
      onCancel={onClose}
    >
      <SelectInput<string | number>
        id={modificationFieldId('type')}
        label="Type of modification"
        value={draft.type}
        options={types ?? []}
        placeholder={types === undefined ? 'Loading…' : 'Please select'}
        error={errors.type ?? null}
        onChange={(v) => update((d) => ({ ...d, type: v === null ? null : String(v) }))}
      />
      <TextInput
        id={modificationFieldId('description')}
        label="Describe the modification (optional)"
        hint={`For example, the make of the exhaust. Up to ${MODIFICATION_DESCRIPTION_MAX} characters.`}
        value={draft.description}
        error={errors.description ?? null}
        onCommit={(text) => update((d) => ({ ...d, description: text }))}
      />
    </ItemDialog>
  )
}

export default ModificationModal
