import type { ReactNode } from 'react'
import { formatUkDate, parseUkDate } from '../../domain/formats'
import { classNames } from '../class-names'
import { useCommittedText } from '../committed-text'
import { Field } from '../field'
import { isCommitKey } from '../text-input'

export interface DateInputProps {
  id: string
  label: ReactNode
  hint?: ReactNode
  /** The stored date, YYYY-MM-DD; shown as DD/MM/YYYY. */
  value: string | null
  error?: string | null
  /**
   * On blur or Enter, once per change: the date as YYYY-MM-DD, or null when the text is empty or not a strict
   * DD/MM/YYYY calendar date (31/02/2020), and the text as typed, so the caller can tell empty from invalid.
   */
  onCommit: (iso: string | null, text: string) => void
  /** Earliest date a calendar picker would offer (YYYY-MM-DD). The text box does not enforce it: validation does. */
  min?: string
  /** Latest date a calendar picker would offer (YYYY-MM-DD). The text box does not enforce it: validation does. */
  max?: string
  disabled?: boolean
  /** The input purpose token (WCAG 1.3.5): 'bday' for the rider's own date of birth; 'off' by default. */
  autoComplete?: string
  /** The keyboard to show; 'numeric' by default. */
  inputMode?: 'numeric' | 'text'
}

const format = (iso: string | null): string => (iso === null ? '' : formatUkDate(iso))
const parse = (text: string): string | null => (text.trim() === '' ? null : parseUkDate(text))

/**
 * A date as one text box for DD/MM/YYYY (numeric keyboard, placeholder 'DD/MM/YYYY', no autocomplete). Commits
 * like TextInput, on blur or Enter; what the rider typed stays in the box after an invalid commit, so the error
 * ('Please enter a valid date') sits beside the text that caused it. min and max are only carried as data
 * attributes for now: no calendar button is drawn, the text box is the accessible control.
 */
export const DateInput = ({ id, label, hint, value, error, onCommit, min, max, disabled, autoComplete = 'off', inputMode = 'numeric' }: DateInputProps) => {
  const box = useCommittedText(value, format, parse, onCommit)
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(description) => (
        <input
          id={id}
          name={id}
          className={classNames('input', 'input--width-10', 'date-input', error && 'input--error')}
          type="text"
          inputMode={inputMode}
          autoComplete={autoComplete}
          placeholder="DD/MM/YYYY"
          maxLength={10}
          value={box.text}
          onChange={(e) => box.change(e.target.value)}
          onBlur={box.leave}
          onKeyDown={(e) => {
            if (isCommitKey(e)) box.commit()
          }}
          disabled={disabled}
          data-min={min}
          data-max={max}
          {...description}
        />
      )}
    </Field>
  )
}
