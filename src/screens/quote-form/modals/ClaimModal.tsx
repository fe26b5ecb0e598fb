import { useCallback, useState } from 'react'
import { useAppSelector, useDispatch } from '../../../app/store-context'
import { useToday } from '../../../app/today'
import { DateInput, MoneyInput, SelectInput, YesNo } from '../../../components'
import { CLAIMS_LOOKBACK_YEARS } from '../../../domain/constants'
import { event, type Who } from '../../../domain/events'
import { forRole, lookBackCalendarRange } from '../../../domain/validation'
import { selectPerson } from '../../../../reducers/proposal-selectors'
import { useOptions } from '../use-list-options'
import { CLAIM_FIELDS, claimDraftOf, claimErrors, claimOf, withCostAnswer, type ClaimDraft, type ClaimField } from './claim-draft'
import { isoOf } from './draft-answers'
import { errorList, ItemDialog } from './ItemDialog'
import { useDraft } from './use-draft'

export interface ClaimModalProps {
  /** Whose claim: the proposer or the additional rider at this index. */
  who: Who
  /** The claim to edit; null for a new one. */
  index: number | null
  onClose: () => void
}

/** The id of a question's control (for a yes/no, its first radio). */
export const claimFieldId = (field: ClaimField): string => `claim-${field}`

/** The questions in the proposer's wording; an additional rider reads them with they/their. */
const LABELS: Record<ClaimField, string> = {
  description: 'What happened?',
  date: 'Date of the claim',
  has_own_damage_cost: 'Was there a cost for damage to your bike?',
  own_damage_cost: 'How much did the damage to your bike cost?',
  has_third_party_cost: 'Was there a cost to a third party?',
  third_party_cost: 'How much did the third party claim cost?',
  is_ncb_prejudiced: 'Was your no claims bonus affected?',
  is_personal_injury: 'Was anyone injured?',
  is_under_policyholders_cover: 'Was the claim made under your policy?',
}

type YesNoField = 'is_ncb_prejudiced' | 'is_personal_injury' | 'is_under_policyholders_cover'

/**
 * Add or edit a claim (000 §2, §3): what happened (motor_claim list), the date (DD/MM/YYYY, not in the future,
 * within 5 years), the own damage and third party costs (yes/no, then the amount in pounds), whether the no
 * claims bonus was affected, personal injury, and whether it was claimed under the policy. The answers stay in
 * the dialog until Save, which validates them and dispatches one ClaimAdded (or ClaimEdited) and closes;
 * Cancel, Escape and × discard them. Editing starts from the stored claim.
 */
const ClaimModal = ({ who, index, onClose }: ClaimModalProps) => {
  const stored = useAppSelector(
    useCallback((s) => (index === null ? undefined : selectPerson(s, who)?.driver_details.claims[index]), [who, index]),
  )
  const { draft, update, latest } = useDraft(() => claimDraftOf(stored))
  const [errors, setErrors] = useState<Partial<Record<ClaimField, string>>>({})
  const today = useToday()
  const dispatch = useDispatch()
  const options = useOptions('motor_claim', undefined)
  const role = who === 'proposer' ? 'proposer' : 'additional_driver'
  const label = (field: ClaimField): string => forRole(role, LABELS[field])
  const set = (change: Partial<ClaimDraft>): void => update((d) => ({ ...d, ...change }))

  const save = (): void => {
    const d = latest()
    const found = claimErrors(d, { today, role })
    if (Object.keys(found).length > 0) {
      setErrors(found)
      return
    }
    const claim = claimOf(d)
    dispatch(index === null ? event('proposal/ClaimAdded', { who, claim }) : event('proposal/ClaimEdited', { who, index, claim }))
    onClose()
  }

  const yesNo = (field: YesNoField) => (
    <YesNo
      id={claimFieldId(field)}
      legend={label(field)}
      value={draft[field]}
      error={errors[field] ?? null}
      onChange={(v) => set({ [field]: v })}
    />
  )

  return (
    <ItemDialog
      title={index === null ? 'Add a claim' : `Edit claim ${index + 1}`}
      errors={errorList(CLAIM_FIELDS, errors, claimFieldId)}
      onSave={save}
      onCancel={onClose}
    >
      <SelectInput<string | number>
        id={claimFieldId('description')}
        label={label('description')}
        value={draft.description}
        options={options ?? []}
        placeholder={options === undefined ? 'Loading…' : 'Please select'}
        error={errors.description ?? null}
        onChange={(v) => set({ description: v === null ? null : String(v) })}
      />
      <DateInput
        id={claimFieldId('date')}
        label={label('date')}
        hint="For example, 27/03/2024. It must be within the last 5 years."
        value={isoOf(draft.date)}
        min={lookBackCalendarRange(today, CLAIMS_LOOKBACK_YEARS).min}
        max={today}
        error={errors.date ?? null}
        onCommit={(_iso, text) => set({ date: text })}
      />
      <YesNo
        id={claimFieldId('has_own_damage_cost')}
        legend={label('has_own_damage_cost')}
        value={draft.has_own_damage_cost}
        error={errors.has_own_damage_cost ?? null}
        onChange={(v) => update((d) => withCostAnswer(d, 'has_own_damage_cost', v))}
      />
      {draft.has_own_damage_cost === true ? (
        <MoneyInput
          id={claimFieldId('own_damage_cost')}
          label={label('own_damage_cost')}
          value={draft.own_damage_cost.value}
          min={0}
          error={errors.own_damage_cost ?? null}
          onCommit={(value, text) => set({ own_damage_cost: { value, text } })}
        />
      ) : null}
      <YesNo
        id={claimFieldId('has_third_party_cost')}
        legend={label('has_third_party_cost')}
        value={draft.has_third_party_cost}
        error={errors.has_third_party_cost ?? null}
        onChange={(v) => update((d) => withCostAnswer(d, 'has_third_party_cost', v))}
      />
      {draft.has_third_party_cost === true ? (
        <MoneyInput
          id={claimFieldId('third_party_cost')}
          label={label('third_party_cost')}
          value={draft.third_party_cost.value}
          min={0}
          error={errors.third_party_cost ?? null}
          onCommit={(value, text) => set({ third_party_cost: { value, text } })}
        />
      ) : null}
      {yesNo('is_ncb_prejudiced')}
      {yesNo('is_personal_injury')}
      {yesNo('is_under_policyholders_cover')}
    </ItemDialog>
  )
}

export default ClaimModal
