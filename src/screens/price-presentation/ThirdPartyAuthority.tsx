import { useCallback } from 'react'
import { useAppSelector } from '../../app/store-context'
import { useToday } from '../../app/today'
import { answerOf, type Question } from '../../form'
import { THIRD_PARTY_AUTHORITY_QUESTIONS } from '../../form/screens/price-presentation'
import type { AppState } from '../../../reducers/root'
import { QuestionField } from '../../components/question'

/** The third-party authority's questions shown in this state and their messages (every one, answered or not). */
const tpaProblems = (s: AppState, today: string): readonly { q: Question; message: string | null }[] =>
  THIRD_PARTY_AUTHORITY_QUESTIONS.filter((q) => q.visible(s)).map((q) => ({ q, message: q.check({ state: s, today, editForm: false }) }))

/** True while a shown third-party authority question has a message: the price page's Continue waits for it. */
export const selectTpaBlocks = (s: AppState, today: string): boolean => tpaProblems(s, today).some((p) => p.message !== null)

/**
 * Third-party authority on the price page (001 §2): Yes/No (required); No clears every tpa field; Yes asks the
 * person's title, names, date of birth (at least 17, the picker stops at 17 years ago), e-mail and phone. The
 * questions are the quote form's own records (step 5), so the rules and messages are the same. A message shows
 * once its question is answered; the page's Continue says when an unanswered one holds it back.
 */
export const ThirdPartyAuthority = () => {
  const today = useToday()
  const problems = useAppSelector(
    useCallback((s: AppState) => tpaProblems(s, today).map((p) => ({ q: p.q, message: answerOf(s, p.q) === null ? null : p.message })), [today]),
    (a, b) => a.length === b.length && a.every((x, i) => x.q === b[i]?.q && x.message === b[i]?.message),
  )
  return (
    <section aria-labelledby="tpa-heading">
      <h2 id="tpa-heading">Third party authority</h2>
      {problems.map(({ q, message }) => (
        <QuestionField key={q.id} q={q} error={message} />
      ))}
    </section>
  )
}
