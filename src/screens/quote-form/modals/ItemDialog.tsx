import type { ReactNode } from 'react'
import { Button, ErrorSummary, Modal, type FieldError } from '../../../components'

export interface ItemDialogProps {
  /** 'Add a claim', 'Edit claim 2'…: the dialog's accessible name. */
  title: string
  /** The problems found by the last Save, in question order; none before it. */
  errors: readonly FieldError[]
  onSave: () => void
  /** Cancel, Escape and the × button. */
  onCancel: () => void
  /** Id of the field to focus as it opens (a Change link's question); else the first field. */
  initialFocus?: string
  children: ReactNode
}

/**
 * The frame of an add/edit dialog (000 §2 modals): a modal dialog named by its title holding a form, the error
 * summary of the last Save at its top (it takes focus and links to each field), the questions, then Save and
 * Cancel. Enter in a box saves, as in any form. The submit does not reach the quote form around it: React
 * events bubble through portals, and the quote form's own submit is Continue.
 */
export const ItemDialog = ({ title, errors, onSave, onCancel, initialFocus, children }: ItemDialogProps) => (
  <Modal title={title} onClose={onCancel} {...(initialFocus !== undefined ? { initialFocus } : {})}>
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        e.stopPropagation()
        onSave()
      }}
    >
      <ErrorSummary errors={errors} />
      {children}
      <div className="button-group">
        <Button type="submit">Save</Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  </Modal>
)

/** The error summary's entries: the failing fields in question order, each linked to its control's id. */
export const errorList = <F extends string>(
  fields: readonly F[],
  errors: Partial<Record<F, string>>,
  idOf: (field: F) => string,
): FieldError[] =>
  fields.flatMap((f) => {
    const message = errors[f]
    return message === undefined ? [] : [{ id: idOf(f), message }]
  })
