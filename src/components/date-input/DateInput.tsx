import { lazy, Suspense, useRef, useState, type ReactNode } from 'react'
import { formatUkDate, parseUkDate } from '../../domain/formats'
import { classNames } from '../class-names'
import { useCommittedText } from '../committed-text'
import { Field } from '../field'
import { isCommitKey } from '../text-input'
import { loadCode } from '../../api/code-loading'

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

/** The calendar, in its own chunk: loaded the first time a rider opens one. */
const Calendar = lazy(() => loadCode(() => import('./Calendar')))

const format = (iso: string | null): string => (iso === null ? '' : formatUkDate(iso))
const parse = (text: string): string | null => (text.trim() === '' ? null : parseUkDate(text))

/**
 * A date as one text box for DD/MM/YYYY (numeric keyboard, placeholder 'DD/MM/YYYY', no autocomplete), the
 * main way in: a memorable date is typed. Commits like TextInput, on blur or Enter; what the rider typed stays
 * in the box after an invalid commit, so the error ('Please enter a valid date') sits beside the text that
 * caused it. With `min` and `max`, a 'Choose from calendar' button beside the box opens a calendar (loaded on
 * demand) that offers only the days from min to max; a day picked there is shown in the box and committed.
 */
export const DateInput = ({ id, label, hint, value, error, onCommit, min, max, disabled, autoComplete = 'off', inputMode = 'numeric' }: DateInputProps) => {
  const box = useCommittedText(value, format, parse, onCommit)
  const [open, setOpen] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const labelText = typeof label === 'string' ? label : 'the date'
  const close = (): void => {
    setOpen(false)
    toggle.current?.focus()
  }
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(description) => (
        <div className="date-input__wrap">
          <div className="lookup__row">
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
            {min !== undefined && max !== undefined ? (
              <button
                ref={toggle}
                type="button"
                className="button-link date-input__toggle"
                aria-expanded={open}
                disabled={disabled}
                onClick={() => setOpen((o) => !o)}
              >
                Choose a date from the calendar
              </button>
            ) : null}
          </div>
          {open && min !== undefined && max !== undefined ? (
            <Suspense fallback={<p role="status">Loading the calendar…</p>}>
              <Calendar
                label={labelText}
                value={parse(box.text) ?? value}
                min={min}
                max={max}
                onClose={close}
                onPick={(iso) => {
                  box.commitText(format(iso))
                  close()
                }}
              />
            </Suspense>
          ) : null}
        </div>
      )}
    </Field>
  )
}
