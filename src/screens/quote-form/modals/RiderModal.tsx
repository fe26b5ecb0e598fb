import { useMemo, useState } from 'react'
import { useAppSelector, useDispatch, useSelectNow } from '../../../app/store-context'
import { useToday } from '../../../app/today'
import { command } from '../../../domain/commands'
import type { StepErrors } from '../../../form'
import { riderQuestions } from '../../../form/dialogs/rider'
import { QuestionField } from '../../../components/question'
import { RepeaterBase } from '../RepeaterBase'
import { ItemDialog } from './ItemDialog'
import { selectRiderErrors, selectShownIds } from '../../../form/form-selectors'

interface RiderModalProps {
  /** The rider's index; the rider is already in the store (a new one was added empty before the dialog opened). */
  index: number
  /** True for the rider just added: Cancel then removes them. */
  isNew: boolean
  onClose: () => void
  /** Id of the rider's question to focus as it opens (a Change link's); else the first. */
  focusId?: string
}

const NO_ERRORS: StepErrors = {}

/**
 * Add or edit an additional rider (000 §2, §3): the rider's questions (`riderQuestions`, in they/their
 * wording), shown as their answers make them visible, each bound to the store like the form's own questions,
 * so every answer is an event as it is committed; their claims and convictions are repeaters whose items open
 * in dialogs over this one. Save validates the rider (step 5's rules for this rider's questions): with
 * problems it shows them (error summary in the dialog and inline) and stays open; without, it closes. Cancel,
 * Escape and × close too; for a rider just added they first remove the rider (RiderRemoved), for an existing
 * rider the answers already given stay.
 */
const RiderModal = ({ index, isNew, onClose, focusId }: RiderModalProps) => {
  const today = useToday()
  const dispatch = useDispatch()
  const questions = useMemo(() => riderQuestions(index), [index])
  const visibleIds = useAppSelector(selectShownIds, questions)
  const selectNow = useSelectNow()
  const [shown, setShown] = useState<StepErrors>(NO_ERRORS)

  // Judged on what the store holds as Save is pressed, so an answer committed in the same event (Enter in a box)
  // counts, and the dialog closes in the render the press makes, as the other item dialogs do.
  const save = (): void => {
    const found = selectNow(selectRiderErrors, index, today)
    if (Object.keys(found).length === 0) onClose()
    else setShown(found)
  }

  const cancel = (): void => {
    dispatch(command('proposal/CancelRider', { index, isNew }))
    onClose()
  }

  return (
    <ItemDialog
      title={isNew ? 'Add a rider' : `Edit rider ${index + 1}`}
      errors={Object.entries(shown).map(([id, message]) => ({ id, message }))}
      onSave={save}
      onCancel={cancel}
      {...(focusId !== undefined ? { initialFocus: focusId } : {})}
    >
      {questions
        .filter((q) => visibleIds.includes(q.id))
        .map((q) =>
          q.kind === 'repeater' ? (
            <RepeaterBase key={q.id} q={q} error={shown[q.id] ?? null} />
          ) : (
            <QuestionField key={q.id} q={q} error={shown[q.id] ?? null} />
          ),
        )}
    </ItemDialog>
  )
}

export default RiderModal
