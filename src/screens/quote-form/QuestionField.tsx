import { useCallback, useState } from 'react'
import { useAppSelector, useDispatch } from '../../app/store-context'
import { useToday } from '../../app/today'
import { DateInput, MoneyInput, NumberInput, SelectInput, TextInput, YesNo } from '../../components'
import { maskPhoneWithExtension } from '../../domain/formats'
import { answerOf, commitAnswer, type AnswerValue, type Question } from '../../form'
import { calendarBounds, MESSAGES, minValueMessage, type CalendarDate } from '../../domain/validation'
import { selectAllowedRoles, selectPerson } from '../../../reducers/proposal-selectors'
import { selectProposer, selectVehicle } from '../../../reducers/proposal-selectors'
import { useOptions } from './use-list-options'

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
    : (INVALID_TEXT[q.kind] ?? MESSAGES.required)

/** Which of the spec's calendars a date question has (its bounds: `calendarBounds`). */
const calendarOf = (q: Question): CalendarDate => {
  if (q.about === 'person') {
    if (q.path === 'date_of_birth') return 'date-of-birth'
    if (q.path === 'driver_details.licence.date') return 'licence-date'
    if (q.path === 'resident.since') return 'residency-date'
    return 'past-date'
  }
  if (q.id === 'risk.start_date') return 'start-date'
  if (q.id === 'risk.userfields.tpa_date_of_birth') return 'tpa-date-of-birth'
  if (q.id === 'risk.vehicle.purchased.date_purchased') return 'purchase-date'
  return 'past-date'
}

const asBoolean = (v: AnswerValue): boolean | null => (typeof v === 'boolean' ? v : null)
const asText = (v: AnswerValue): string | null => (v === null ? null : String(v))
const asNumber = (v: AnswerValue): number | null => (typeof v === 'number' ? v : null)

/**
 * One question of the form, bound to the store: shows the stored answer, commits what the rider commits as
 * the question's event (or command), and shows the step's message for it, or, for text that cannot be stored
 * at all (31/02/2020, a phone with letters), the format's message until the rider corrects it.
 */
export const QuestionField = ({ q, error }: { q: Question; error: string | null }) => {
  const value = useAppSelector(useCallback((s) => answerOf(s, q), [q]))
  const disabled = useAppSelector(useCallback((s) => q.disabled?.(s) ?? false, [q]))
  const allowed = useAppSelector(
    useCallback((s) => (q.about === 'person' && q.path === 'full_time_occupation.role' ? selectAllowedRoles(s, q.who) : null), [q]),
  )
  const today = useToday()
  const proposerDob = useAppSelector(selectProposer).date_of_birth ?? null
  const ownDob = useAppSelector(useCallback((s) => (q.about === 'person' ? (selectPerson(s, q.who)?.date_of_birth ?? null) : null), [q]))
  const vehicleYear = useAppSelector(selectVehicle).year ?? null
  const dispatch = useDispatch()
  const [typedError, setTypedError] = useState<string | null>(null)
  const options = useOptions(q.kind === 'select' ? q.list : undefined, q.options, allowed)
  const shownError = typedError ?? error

  const commit = (raw: AnswerValue): void => {
    const c = commitAnswer(q, raw)
    if (c.ok) {
      setTypedError(null)
      dispatch(c.action)
    } else {
      setTypedError(refusal(q, raw))
    }
  }
  const commitText = (text: string): void => commit(text.trim() === '' ? null : text)
  const common = { id: q.id, hint: q.hint, error: shownError, disabled }

  const booleanChoices = q.options !== undefined && q.options.length > 0 && q.options.every((o) => typeof o.value === 'boolean')
  switch (booleanChoices && q.kind === 'select' ? 'yes-no' : q.kind) {
    case 'yes-no':
    case 'repeater': {
      const choices = q.options?.filter((o): o is { label: string; value: boolean } => typeof o.value === 'boolean')
      return (
        <YesNo {...common} legend={q.label} value={asBoolean(value)} onChange={(v) => commit(v)} {...(choices !== undefined ? { options: choices } : {})} />
      )
    }
    case 'select':
      return (
        <SelectInput<string | number>
          {...common}
          label={q.label}
          value={value === null || typeof value === 'boolean' ? null : value}
          options={options ?? []}
          placeholder={options === undefined ? 'Loading…' : 'Please select'}
          onChange={(v) => commit(v)}
        />
      )
    case 'date': {
      const calendar = calendarOf(q)
      // The licence calendar starts at the proposer's date of birth plus 17 (000 §5); residency at the person's own.
      const dateOfBirth = calendar === 'licence-date' ? proposerDob : calendar === 'residency-date' ? ownDob : null
      const bounds = calendarBounds(calendar, { today, dateOfBirth, vehicleYear })
      return (
        <DateInput
          {...common}
          label={q.label}
          value={asText(value)}
          {...bounds}
          onCommit={(iso, text) => {
            if (iso === null && text.trim() !== '') setTypedError(MESSAGES.invalidDate)
            else commit(iso)
          }}
        />
      )
    }
    case 'number':
      return (
        <NumberInput
          {...common}
          label={q.label}
          value={asNumber(value)}
          min={0}
          onCommit={(n, text) => (n === null && text.trim() !== '' ? setTypedError(MESSAGES.number) : commit(n))}
        />
      )
    case 'money':
      return (
        <MoneyInput
          {...common}
          label={q.label}
          value={asNumber(value)}
          min={0}
          onCommit={(n, text) => (n === null && text.trim() !== '' ? setTypedError(MESSAGES.number) : commit(n))}
        />
      )
    case 'email':
      return <TextInput {...common} label={q.label} type="email" autoComplete="email" spellCheck={false} value={asText(value)} onCommit={commitText} />
    case 'phone':
      return (
        <TextInput
          {...common}
          label={q.label}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          mask={maskPhoneWithExtension}
          maxLength={18}
          value={asText(value)}
          onCommit={commitText}
        />
      )
    case 'postcode':
      return <TextInput {...common} label={q.label} autoComplete="postal-code" width={10} value={asText(value)} onCommit={commitText} />
    case 'text':
    default:
      return <TextInput {...common} label={q.label} value={asText(value)} onCommit={commitText} autoComplete={autoCompleteOf(q)} />
  }
}

const autoCompleteOf = (q: Question): string | undefined => {
  if (q.about !== 'person' || q.who !== 'proposer') return undefined
  if (q.path === 'name.forenames') return 'given-name'
  if (q.path === 'name.surname') return 'family-name'
  return undefined
}
