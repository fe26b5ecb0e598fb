import { memo } from 'react'
import { selectAsksForSupport } from '../../../reducers/journey-selectors'
import { useAppSelector } from '../../app/store-context'
import { QuestionField } from '../../components/question'
import { HELP } from '../../domain/firm'
import { EmailLink, PhoneLink } from '../../components/contacts'
import { EXTRA_SUPPORT, EXTRA_SUPPORT_QUESTION } from '../../form/screens/extra-support'

/**
 * The optional extra-support question: a group of tick boxes, and as soon as one is ticked, how to reach a person
 * (the help phone, its hours and e-mail), said in a polite live region so a screen reader hears it at once.
 */
export const ExtraSupport = memo(function ExtraSupport() {
  const asks = useAppSelector(selectAsksForSupport)
  return (
    <fieldset className="extra-support" aria-describedby="extra-support-hint">
      <legend>{EXTRA_SUPPORT_QUESTION}</legend>
      <p className="hint" id="extra-support-hint">
        Tick anything that would help, or leave this blank. Telling us never changes your price.
      </p>
      {EXTRA_SUPPORT.map((q) => (
        <QuestionField key={q.id} q={q} error={null} />
      ))}
      <div role="status">
        {asks && (
          <p className="notice" data-testid="extra-support-contact">
            Thank you for telling us. Call us on <PhoneLink number={HELP.phone} /> ({HELP.hours}) or e-mail <EmailLink address={HELP.email} />, and we
            will help in the way you need.
          </p>
        )}
      </div>
    </fieldset>
  )
})
