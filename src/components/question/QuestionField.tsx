import { memo } from 'react'
import { useAppSelector, useDispatch } from '../../app/store-context'
import { useToday } from '../../app/today'
import { answerOf, commitAnswer, type AnswerValue, type Question } from '../../form'
import { MESSAGES, minValueMessage } from '../../domain/validation'
import { selectAllowedCodes, selectCalendarFacts, selectQuestionDisabled } from '../../form/form-selectors'
import { calendarBoundsOf } from './calendar-bounds'
import { QuestionInput } from './QuestionInput'
import { useAnswerRefusal } from './use-answer-refusal'

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
const whyRefused = (q: Question, raw: AnswerValue): string =>
  typeof raw === 'number' && raw < 0 && (q.kind === 'number' || q.kind === 'money')
    ? minValueMessage(0)
    : (q.invalidMessage ?? INVALID_TEXT[q.kind] ?? MESSAGES.required)

/**
 * One question of the form, bound to the store and drawn by the one renderer (QuestionInput): shows the
 * stored answer, commits what the rider commits as the question's event (or command), and shows the step's
 * message for it. Text that cannot be stored at all (31/02/2020, a phone with letters, an e-mail without '@')
 * is recorded as refused instead (`useAnswerRefusal`, with the format's message), so the question's check, and
 * with it Continue and the error summary, says what is wrong with what the box shows, never judging the answer
 * stored before; an answer that is stored, or the box leaving the screen, clears the refusal. It reads only what
 * it shows, so it is drawn again when that changes, not on every answer of the step.
 */
export const QuestionField = memo(function QuestionField({ q, error }: { q: Question; error: string | null }) {
  const value = useAppSelector(answerOf, q)
  const disabled = useAppSelector(selectQuestionDisabled, q)
  const allowed = useAppSelector(selectAllowedCodes, q)
  const today = useToday()
  const calendar = useAppSelector(selectCalendarFacts, q, today)
  const dispatch = useDispatch()
  const refusal = useAnswerRefusal(q.id)

  const commit = (raw: AnswerValue): void => {
    const c = commitAnswer(q, raw)
    if (c.ok) {
      refusal.accept()
      dispatch(c.action)
    } else {
      refusal.refuse(whyRefused(q, raw))
    }
  }
  const onAnswer = (raw: AnswerValue, text: string | null): void => {
    // A typed date or number that is none cannot be stored: its format's message, and the stored answer stays.
    const unreadable = raw === null && text !== null && text.trim() !== ''
    if (unreadable && q.kind === 'date') refusal.refuse(MESSAGES.invalidDate)
    else if (unreadable && (q.kind === 'number' || q.kind === 'money')) refusal.refuse(MESSAGES.number)
    else commit(raw)
  }
  return (
    <QuestionInput
      q={q}
      value={value}
      error={refusal.message ?? error}
      disabled={disabled}
      {...(calendar !== null ? { bounds: calendarBoundsOf(q, calendar) } : {})}
      allowed={allowed}
      onAnswer={onAnswer}
    />
  )
})
