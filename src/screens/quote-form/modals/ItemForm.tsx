import { useState } from 'react'
import { useToday } from '../../../app/today'
import type { DriverRole } from '../../../domain/codecs'
import { forRole } from '../../../domain/validation'
import { itemErrorsOf, itemFieldId, visibleItemFields, type ItemDialogRecord } from '../../../form/item-record'
import { inputModeOf } from '../../../form/record'
import { QuestionInput } from '../../../components/question'
import { errorList, ItemDialog } from './ItemDialog'
import { useDraft } from './use-draft'

export interface ItemFormProps<D, I> {
  /** The dialog's records (dialogs/claim.ts, conviction.ts, modification.ts). */
  dialog: ItemDialogRecord<D, I>
  /** 'Add a claim', 'Edit claim 2'…. */
  title: string
  /** The item to edit; undefined for a new one. */
  stored: I | undefined
  /** Whose wording the questions and messages take. */
  role: DriverRole
  /** Save with a valid draft: the item to commit as one event. */
  onSave: (item: I) => void
  /** Cancel, Escape and ×: the draft is discarded. */
  onCancel: () => void
  /** The field to focus as the dialog opens (a Change link's question, by its field name); else the first. */
  focusField?: string
}

/**
 * An item dialog drawn from its records with the form's one renderer (QuestionInput): the asked questions of
 * the draft, in order and in the role's wording. The answers stay in the draft until Save, which judges the
 * asked questions and, with problems, shows them (summary and inline) and stays open; without, hands the item
 * to `onSave`. Editing starts from the stored item.
 */
export const ItemForm = <D, I>({ dialog, title, stored, role, onSave, onCancel, focusField }: ItemFormProps<D, I>) => {
  const { draft, update, latest } = useDraft(() => dialog.draftOf(stored))
  const [errors, setErrors] = useState<Partial<Record<keyof D & string, string>>>({})
  const today = useToday()
  const focused = dialog.order.find((f) => f === focusField)
  const worded = (text: string | undefined | null): string | undefined => (text == null ? undefined : forRole(role, text))

  const save = (): void => {
    const d = latest()
    const found = itemErrorsOf(dialog, d, { today, role })
    if (Object.keys(found).length > 0) {
      setErrors(found)
      return
    }
    onSave(dialog.itemOf(d))
  }

  return (
    <ItemDialog
      title={title}
      errors={errorList(dialog.order, errors, (f) => itemFieldId(dialog, f))}
      onSave={save}
      onCancel={onCancel}
      {...(focused !== undefined ? { initialFocus: itemFieldId(dialog, focused) } : {})}
    >
      {visibleItemFields(dialog, draft).map((field) => {
        const q = dialog.questions[field]
        const hint = worded(q.hintOf !== undefined ? q.hintOf(draft) : q.hint)
        const inputMode = inputModeOf(q)
        return (
          <QuestionInput
            key={field}
            q={{ ...q, id: itemFieldId(dialog, field), label: forRole(role, q.label), ...(inputMode !== undefined ? { inputMode } : {}) }}
            value={q.read(draft)}
            error={errors[field] ?? null}
            {...(hint !== undefined ? { hint } : {})}
            {...(q.calendarOf !== undefined ? { bounds: q.calendarOf(today, draft) } : {})}
            onAnswer={(raw, text) => update((d) => q.answer(d, raw, text ?? ''))}
          />
        )
      })}
    </ItemDialog>
  )
}
