import { useAppSelector } from '../../app/store-context'
import { useToday } from '../../app/today'
import type { Question } from '../../form'
import { selectQuestionShown, selectRefusedMessage } from '../../form/form-selectors'
import { QuestionField } from './QuestionField'

/**
 * A question of a screen after the quote that Continue judges (summary, instalments): shown while its record
 * shows it, with its message once Continue has refused it, then live as the rider corrects it.
 */
export const CheckedQuestionField = ({ q }: { q: Question }) => {
  const today = useToday()
  const shown = useAppSelector(selectQuestionShown, q)
  const message = useAppSelector(selectRefusedMessage, q, today)
  return shown ? <QuestionField q={q} error={message} /> : null
}
