import { useCallback, useState } from 'react'
import { useAppSelector, useDispatch } from '../../app/store-context'
import { useToday } from '../../app/today'
import { answerOf, commitAnswer, type AnswerValue, type Question } from '../../form'
import { MESSAGES, minValueMessage } from '../../domain/validation'
import { selectAllowedRoles, selectPerson, selectProposer, selectVehicle } from '../../../reducers/proposal-selectors'
import { calendarBoundsOf } from './calendar-bounds'
import { QuestionInput } from './QuestionInput'

/** The message for text that cannot be stored at all, by input kind (the step's rules judge the rest). */
const INVALID_TEXT: Partial<Record<Question['kind'], string>> = {
  text: MESSAGES.name,
  email: MESSAGES.email,
  phone: MESSAGES.phone,
  postcode: MESSAGES.postcode,
  date: MESSAGES.invalidDate,
  number: MESSAGES.number,
  money: MESSAGES.number,
}

/**
 * Why an answer cannot be stored: a number below 0 (mileage, value) with the spec's minimum message ('The value
 * can't be less than 0', 000 §5), else the input kind's format message.
 */
const refusal = (q: Question, raw: AnswerValue): string =>
  typeof raw === 'number' && raw < 0 && (q.kind === 'number' || q.kind === 'money')
    ? minValueMessage(0)
    : (q.invalidMessage ?? INVALID_TEXT[q.kind] ?? MESSAGES.required)

/**
 * One question of the form, bound to the store and drawn by the one renderer (QuestionInput): shows the
 * stored answer, commits what the rider commits as the question's event (or command), and shows the step's
 * message for it, or, for text that cannot be stored at all (31/02/2020, a phone with letters), the format's
 * message until the rider corrects it.
 */
export const QuestionField = ({ q, error }: { q: Question; error: string | null }) => {
  const value = useAppSelector(useCallback((s) => answerOf(s, q), [q]))
  const disabled = useAppSelector(useCallback((s) => q.disabled?.(s) ?? false, [q]))
  const allowed = useAppSelector(
    useCallback((s) => (q.about === 'person' && q.path === 'full_time_occupation.role' ? selectAllowedRoles(s, q.who) : null), [q]),
  )
  const today = useToday()
  const proposerDateOfBirth = useAppSelector(selectProposer).date_of_birth ?? null
  const ownDateOfBirth = useAppSelector(useCallback((s) => (q.about === 'person' ? (selectPerson(s, q.who)?.date_of_birth ?? null) : null), [q]))
  const vehicleYear = useAppSelector(selectVehicle).year ?? null
  const dispatch = useDispatch()
  const [typedError, setTypedError] = useState<string | null>(null)

  const commit = (raw: AnswerValue): void => {
    const c = commitAnswer(q, raw)
    if (c.ok) {
      setTypedError(null)
      dispatch(c.action)
    } else {
      setTypedError(refusal(q, raw))
    }
  }
  const onAnswer = (raw: AnswerValue, text: string | null): void => {
    // A typed date or number that is none cannot be stored: its format's message, and the stored answer stays.
    const unreadable = raw === null && text !== null && text.trim() !== ''
    if (unreadable && q.kind === 'date') setTypedError(MESSAGES.invalidDate)
    else if (unreadable && (q.kind === 'number' || q.kind === 'money')) setTypedError(MESSAGES.number)
    else commit(raw)
  }
  return (
    <QuestionInput
      q={q}
      value={value}
      error={typedError ?? error}
      disabled={disabled}
      {...(q.kind === 'date' ? { bounds: calendarBoundsOf(q, { today, proposerDateOfBirth, ownDateOfBirth, vehicleYear }) } : {})}
      allowed={allowed}
      onAnswer={onAnswer}
    />
  )
}
