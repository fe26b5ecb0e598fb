import { useCallback, useState } from 'react'
import { useAppSelector, useDispatch } from '../../../app/store-context'
import { useToday } from '../../../app/today'
import { DateInput, MoneyInput, NumberInput, SelectInput, YesNo } from '../../../components'
import { CONVICTIONS_LOOKBACK_YEARS } from '../../../domain/constants'
import { event, type Who } from '../../../domain/events'
import { forRole, lookBackCalendarRange } from '../../../domain/validation'
import { selectPerson } from '../../../../reducers/proposal-selectors'
import { useOptions } from '../use-list-options'
import {
  ALCOHOL_READING_TYPES,
  asksReading,
  CONVICTION_FIELDS,
  convictionDraftOf,
  convictionErrors,
  convictionOf,
  isDrinkDriving,
  readingUnitOf,
  withBanAnswer,
  withCode,
  withReadingType,
  type ConvictionDraft,
  type ConvictionField,
} from './conviction-draft'
import { isoOf } from './draft-answers'
import { errorList, ItemDialog } from './ItemDialog'
import { useDraft } from './use-draft'

export interface ConvictionModalProps {
  /** Whose conviction: the proposer or the additional rider at this index. */
  who: Who
  /** The conviction to edit; null for a new one. */
  index: number | null
  onClose: () => void
}

/** The id of a question's control (for a yes/no, its first radio). */
export const convictionFieldId = (field: ConvictionField): string => `conviction-${field}`

/** The questions in the proposer's wording; an additional rider reads them with they/their. */
const LABELS: Record<ConvictionField, string> = {
  code: 'Offence code',
  offence_date: 'Date of the offence',
  conviction_date: 'Date of the conviction',
  points: 'How many penalty points did you receive?',
  has_ban_months: 'Were you banned from riding or driving?',
  ban_months: 'How many months was the ban?',
  fine: 'How much was the fine?',
  alcohol_reading_type: 'How was the alcohol level measured?',
  alcohol_reading: 'What was the alcohol reading?',
}

const HINTS: Partial<Record<ConvictionField, string>> = {
  code: 'As shown on your driving licence record, for example SP30.',
  offence_date: 'For example, 27/03/2024. It must be within the last 5 years.',
  conviction_date: 'For example, 27/03/2024. It cannot be before the offence.',
  points: 'Enter 0 if you received no points.',
  fine: 'Enter 0 if you were not fined.',
}

const READING_TYPE_OPTIONS = ALCOHOL_READING_TYPES.map((t) => ({ value: t.value, label: t.label }))

/**
 * Add or edit a conviction (000 §2, §3): offence code (motor_convictions list), offence and conviction dates
 * (DD/MM/YYYY, not in the future, within 5 years, the conviction not before the offence), penalty points,
 * ban yes/no and its months, the fine in pounds, and for drink-driving codes (DR10 to DR90) how the alcohol
 * level was measured and the reading. The answers stay in the dialog until Save, which validates them and
 * dispatches one ConvictionAdded (or ConvictionEdited) and closes; Cancel, Escape and × discard them. Editing
 * starts from the stored conviction.
 */
const ConvictionModal = ({ who, index, onClose }: ConvictionModalProps) => {
  const stored = useAppSelector(
    useCallback(
      (s) => (index === null ? undefined : selectPerson(s, who)?.driver_details.licence.convictions[index]),
      [who, index],
    ),
  )
  const { draft, update, latest } = useDraft(() => convictionDraftOf(stored))
  const [errors, setErrors] = useState<Partial<Record<ConvictionField, string>>>({})
  const today = useToday()
  const dispatch = useDispatch()
  const codes = useOptions('motor_convictions', undefined)
  const role = who === 'proposer' ? 'proposer' : 'additional_driver'
  const label = (field: ConvictionField): string => forRole(role, LABELS[field])
  const hint = (field: ConvictionField): string | undefined => {
    const text = HINTS[field]
    return text === undefined ? undefined : forRole(role, text)
  }
  const set = (change: Partial<ConvictionDraft>): void => update((d) => ({ ...d, ...change }))
  const earliest = lookBackCalendarRange(today, CONVICTIONS_LOOKBACK_YEARS).min
  const offence = isoOf(draft.offence_date)

  const save = (): void => {
    const d = latest()
    const found = convictionErrors(d, { today, role })
    if (Object.keys(found).length > 0) {
      setErrors(found)
      return
    }
    const conviction = convictionOf(d)
    dispatch(
      index === null
        ? event('proposal/ConvictionAdded', { who, conviction })
        : event('proposal/ConvictionEdited', { who, index, conviction }),
    )
    onClose()
  }

  return (
    <ItemDialog
      title={index === null ? 'Add a conviction' : `Edit conviction ${index + 1}`}
      errors={errorList(CONVICTION_FIELDS, errors, convictionFieldId)}
      onSave={save}
      onCancel={onClose}
    >
      <SelectInput<string | number>
        id={convictionFieldId('code')}
        label={label('code')}
        hint={hint('code')}
        value={draft.code}
        options={codes ?? []}
        placeholder={codes === undefined ? 'Loading…' : 'Please select'}
        error={errors.code ?? null}
        onChange={(v) => update((d) => withCode(d, v === null ? null : String(v)))}
      />
      <DateInput
        id={convictionFieldId('offence_date')}
        label={label('offence_date')}
        hint={hint('offence_date')}
        value={offence}
        min={earliest}
        max={today}
        error={errors.offence_date ?? null}
        onCommit={(_iso, text) => set({ offence_date: text })}
      />
      <DateInput
        id={convictionFieldId('conviction_date')}
        label={label('conviction_date')}
        hint={hint('conviction_date')}
        value={isoOf(draft.conviction_date)}
        min={offence !== null && offence > earliest ? offence : earliest}
        max={today}
        error={errors.conviction_date ?? null}
        onCommit={(_iso, text) => set({ conviction_date: text })}
      />
      <NumberInput
        id={convictionFieldId('points')}
        label={label('points')}
        hint={hint('points')}
        value={draft.points.value}
        min={0}
        width={3}
        error={errors.points ?? null}
        onCommit={(value, text) => set({ points: { value, text } })}
      />
      <YesNo
        id={convictionFieldId('has_ban_months')}
        legend={label('has_ban_months')}
        value={draft.has_ban_months}
        error={errors.has_ban_months ?? null}
        onChange={(v) => update((d) => withBanAnswer(d, v))}
      />
      {draft.has_ban_months === true ? (
        <NumberInput
          id={convictionFieldId('ban_months')}
          label={label('ban_months')}
          value={draft.ban_months.value}
          min={1}
          width={3}
          suffix="months"
          error={errors.ban_months ?? null}
          onCommit={(value, text) => set({ ban_months: { value, text } })}
        />
      ) : null}
      <MoneyInput
        id={convictionFieldId('fine')}
        label={label('fine')}
        hint={hint('fine')}
        value={draft.fine.value}
        min={0}
        error={errors.fine ?? null}
        onCommit={(value, text) => set({ fine: { value, text } })}
      />
      {isDrinkDriving(draft.code) ? (
        <SelectInput<string>
          id={convictionFieldId('alcohol_reading_type')}
          label={label('alcohol_reading_type')}
          value={draft.alcohol_reading_type}
          options={READING_TYPE_OPTIONS}
          error={errors.alcohol_reading_type ?? null}
          onChange={(v) => update((d) => withReadingType(d, v))}
        />
      ) : null}
      {asksReading(draft) ? (
        <NumberInput
          id={convictionFieldId('alcohol_reading')}
          label={label('alcohol_reading')}
          hint={readingUnitOf(draft.alcohol_reading_type)}
          value={draft.alcohol_reading.value}
          min={0}
          allowDecimals
          width={5}
          error={errors.alcohol_reading ?? null}
          onCommit={(value, text) => set({ alcohol_reading: { value, text } })}
        />
      ) : null}
    </ItemDialog>
  )
}

export default ConvictionModal
