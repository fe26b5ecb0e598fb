import { useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { selectLoading, selectRecallRefused } from '../../../reducers/journey-selectors'
import { useAppSelector, useDispatch } from '../../app/store-context'
import { useToday } from '../../app/today'
import { RECALL_DOB, RECALL_POSTCODE, RECALL_REFERENCE } from '../../form/screens/recall'
import { command, type CommandOf } from '../../domain/commands'
import { HELP_PHONE, QUOTE_NOT_FOUND } from '../../domain/constants'
import { formatUkDate, isIsoDate, parseUkDate } from '../../domain/formats'
import { ROUTES } from '../../domain/routes'
import { quoteReference, recallDateOfBirth, recallPostcode } from '../../domain/validation'
import { QuestionInput } from '../../components/question'

const REFUSALS = {
  'not-found': QUOTE_NOT_FOUND,
  'too-many': 'You have tried to retrieve a quote too many times. Please wait 10 minutes before you try again, or call us on ' + HELP_PHONE + '.',
  failed: `Sorry, we could not retrieve your quote just now. Please try again, or call us on ${HELP_PHONE}.`,
} as const

/** A date of birth as given in a link or typed: YYYY-MM-DD or DD/MM/YYYY; the typed text for the box. */
const dobText = (raw: string | null): string => (raw === null ? '' : isIsoDate(raw) ? formatUkDate(raw) : raw)

/** The recall request of what was given, or the messages of what was not (by question id). */
export const judgeRecall = (
  given: { reference: string; postcode: string; dob: string },
  today: string,
): { ok: true; payload: Omit<CommandOf<'quote/Recall'>['payload'], 'via'> } | { ok: false; errors: Record<string, string | null> } => {
  const errors = {
    [RECALL_REFERENCE.id]: quoteReference(given.reference.trim()),
    [RECALL_POSTCODE.id]: recallPostcode(given.postcode.trim()),
    [RECALL_DOB.id]: recallDateOfBirth(today)(given.dob.trim()),
  }
  const dob = parseUkDate(given.dob.trim())
  if (Object.values(errors).some((e) => e !== null) || dob === null) return { ok: false, errors }
  return { ok: true, payload: { reference: given.reference.trim(), postcode: given.postcode.trim().toUpperCase(), dob } }
}

/**
 * Retrieve a Quote (`/quote/recall`, 001 §2): Quote Reference, Postcode and Date of Birth, Back and Retrieve
 * Quote. A deep link that could not recall lands here with what it was given filled in.
 */
export const RecallScreen = () => {
  const [params] = useSearchParams()
  const dispatch = useDispatch()
  const today = useToday()
  const refused = useAppSelector(selectRecallRefused)
  const busy = useAppSelector(selectLoading) !== null
  const [given, setGiven] = useState(() => ({
    reference: params.get('reference') ?? '',
    postcode: params.get('postcode') ?? '',
    dob: dobText(params.get('dob')),
  }))
  // A deep link's refused details arrive filled in: what is wrong with them shows at once.
  const [errors, setErrors] = useState<Record<string, string | null>>(() => {
    if (params.get('reference') === null) return {}
    const j = judgeRecall(given, today)
    return j.ok ? {} : j.errors
  })
  const retrieve = (): void => {
    const j = judgeRecall(given, today)
    if (!j.ok) {
      setErrors(j.errors)
      const first = Object.entries(j.errors).find(([, e]) => e !== null)?.[0]
      if (first !== undefined) document.getElementById(first)?.focus()
      return
    }
    setErrors({})
    dispatch(command('quote/Recall', { ...j.payload, via: 'recall' }))
  }
  return (
    <section className="recall-page">
      <h1>Retrieve a Quote</h1>
      <p>Enter the details of the quote you saved and we will take you back to it.</p>
      {refused !== null && (
        <div className="error-summary" role="alert" data-testid="recall-refused">
          <p>{REFUSALS[refused]}</p>
        </div>
      )}
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          retrieve()
        }}
      >
        <QuestionInput
          q={RECALL_REFERENCE}
          value={given.reference === '' ? null : given.reference}
          error={errors[RECALL_REFERENCE.id] ?? null}
          onAnswer={(_raw, text) => setGiven((g) => ({ ...g, reference: text ?? '' }))}
        />
        <QuestionInput
          q={RECALL_POSTCODE}
          value={given.postcode === '' ? null : given.postcode}
          error={errors[RECALL_POSTCODE.id] ?? null}
          onAnswer={(_raw, text) => setGiven((g) => ({ ...g, postcode: text ?? '' }))}
        />
        <QuestionInput
          q={RECALL_DOB}
          value={parseUkDate(given.dob)}
          error={errors[RECALL_DOB.id] ?? null}
          bounds={{ max: today }}
          onAnswer={(iso, text) => setGiven((g) => ({ ...g, dob: text ?? (typeof iso === 'string' ? formatUkDate(iso) : '') }))}
        />
        <div className="button-group">
          <Link className="button button--secondary" to={ROUTES.QuoteCreateForm}>
            Back
          </Link>
          <button type="submit" className="button" disabled={busy}>
            Retrieve Quote
          </button>
        </div>
      </form>
    </section>
  )
}
