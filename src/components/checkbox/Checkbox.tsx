import type { ReactNode } from 'react'
import { classNames } from '../class-names'

export interface CheckboxProps {
  id: string
  label: ReactNode
  hint?: ReactNode
  error?: string | null
  checked: boolean
  disabled?: boolean
  onChange: (checked: boolean) => void
}

/**
 * A labelled tick box (the summary's declarations): a 44 px target, its hint and error tied to the box by
 * aria-describedby, aria-invalid with an error.
 */
export const Checkbox = ({ id, label, hint, error, checked, disabled = false, onChange }: CheckboxProps) => {
  const hintId = hint === undefined ? undefined : `${id}-hint`
  const errorId = error == null ? undefined : `${id}-error`
  const described = [hintId, errorId].filter(Boolean).join(' ')
  return (
    <div className={classNames('field', 'checkbox', error != null && 'field--error')}>
      {error != null && (
        <p id={errorId} className="error-message">
          <span className="visually-hidden">Error:</span> {error}
        </p>
      )}
      <input
        id={id}
        type="checkbox"
        className="checkbox__input"
        checked={checked}
        disabled={disabled}
        aria-invalid={error != null ? true : undefined}
        {...(described !== '' ? { 'aria-describedby': described } : {})}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id} className="checkbox__label">
        {label}
      </label>
      {hint !== undefined && (
        <p id={hintId} className="hint">
          {hint}
        </p>
      )}
    </div>
  )
}
