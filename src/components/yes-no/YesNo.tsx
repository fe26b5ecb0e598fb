import type { ReactNode } from 'react'
import { Field } from '../field'

/** One radio of a YesNo question: its label and the answer it gives. */
interface YesNoOption {
  label: string
  value: boolean
}

/** Yes is true, No is false. */
const YES_NO: readonly YesNoOption[] = [
  { label: 'Yes', value: true },
  { label: 'No', value: false },
]

export interface YesNoProps {
  /** The question id: the first radio's id, so an error-summary link `#id` lands on it. */
  id: string
  legend: ReactNode
  hint?: ReactNode
  value: boolean | null
  error?: string | null
  /** Fires as soon as a radio is chosen (a choice is committed on change). */
  onChange: (value: boolean) => void
  options?: readonly YesNoOption[]
  disabled?: boolean
}

const slug = (label: string): string => label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')

/** The id of the radio at `index`: the question id for the first, `${id}-${label}` (e.g. `${id}-no`) after. */
const radioId = (id: string, index: number, label: string): string => (index === 0 ? id : `${id}-${slug(label)}`)

/**
 * A yes/no question: a fieldset whose legend is the question, described by hint and error, with two inline
 * radios named `id`. Which radio is checked follows `value` (none when null); arrow keys and Space choose, as
 * for any native radio group. Pass `options` (two of them) to change what each label answers, as the pillion
 * question does (Yes stores false).
 */
export const YesNo = ({ id, legend, hint, value, error, onChange, options = YES_NO, disabled }: YesNoProps) => (
  <Field id={id} label={legend} hint={hint} error={error} group className="yes-no">
    <div className="yes-no__options">
      {options.map((option, index) => {
        const optionId = radioId(id, index, option.label)
        return (
          <div key={optionId} className="yes-no__option">
            <input
              id={optionId}
              className="yes-no__input"
              type="radio"
              name={id}
              value={String(option.value)}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              disabled={disabled}
            />
            <label className="yes-no__label" htmlFor={optionId}>
              {option.label}
            </label>
          </div>
        )
      })}
    </div>
  </Field>
)
