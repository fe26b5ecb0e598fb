import { memo } from 'react'
import { useAppSelector } from '../../app/store-context'
import { useToday } from '../../app/today'
import { selectTpaMessages, THIRD_PARTY_AUTHORITY_QUESTIONS } from '../../form/screens/price-presentation'
import { QuestionField } from '../../components/question'

/**
 * Third-party authority on the price page (001 §2): Yes/No (required); No clears every tpa field; Yes asks the
 * person's title, names, date of birth (at least 17, the picker stops at 17 years ago), e-mail and phone. The
 * questions are the quote form's own records (step 5), so the rules and messages are the same. A message shows
 * once its question is answered; the page's Continue says when an unanswered one holds it back.
 */
export const ThirdPartyAuthority = memo(function ThirdPartyAuthority() {
  const today = useToday()
  const messages = useAppSelector(selectTpaMessages, today)
  return (
    <section aria-labelledby="tpa-heading">
      <h2 id="tpa-heading">Third party authority</h2>
      {THIRD_PARTY_AUTHORITY_QUESTIONS.filter((q) => q.id in messages).map((q) => (
        <QuestionField key={q.id} q={q} error={messages[q.id] ?? null} />
      ))}
    </section>
  )
})
