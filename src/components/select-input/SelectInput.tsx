import type { ReactNode } from 'react'
import type { ListOption } from '../../domain/codecs/reference-list'
import { classNames } from '../class-names'
import { Field } from '../field'
import type { InputWidth } from '../text-input'

/** One option of a select: the value it answers (string or number) and the text shown. */
export interface SelectOption<T extends string | number = string | number> {
  value: T
  label: string
}

/** A reference list's options ({ value, name }) as select options. */
export const fromListOptions = (options: readonly ListOption[]): SelectOption<string>[] =>
  options.map((o) => ({ value: o.value, label: o.name }))

export interface SelectInputProps<T extends string | number> {
  id: string
  label: ReactNode
  hint?: ReactNode
  value: T | null
  options: readonly SelectOption<T>[]
  error?: string | null
  /** The chosen option's value, with its type (a number stays a number); null when the placeholder is chosen. */
  onChange: (value: T | null) => void
  placeholder?: string
  disabled?: boolean
  width?: InputWidth
  /** An `autocomplete` token ('honorific-prefix' for the rider's own title); none by default. */
  autoComplete?: string
}

/**
 * A labelled native select (its keyboard type-ahead is the browser's own). The first option is the empty
 * placeholder ('Please select'), chosen while `value` is null. Option values round-trip with their type: the
 * DOM holds strings, and the change is mapped back to the option whose String(value) was picked.
 */
export const SelectInput = <T extends string | number>({
  id,
  label,
  hint,
  value,
  options,
  error,
  onChange,
  placeholder = 'Please select',
  disabled,
  width,
  autoComplete,
}: SelectInputProps<T>) => (
  <Field id={id} label={label} hint={hint} error={error}>
    {(description) => (
      <select
        id={id}
        name={id}
        className={classNames('select', error && 'select--error', width !== undefined && `input--width-${width}`)}
        value={value === null ? '' : String(value)}
        onChange={(e) => onChange(options.find((o) => String(o.value) === e.target.value)?.value ?? null)}
        disabled={disabled}
        autoComplete={autoComplete}
        {...description}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={String(o.value)} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
    )}
  </Field>
)
