import type { ReactNode } from 'react'
import { classNames } from '../class-names'

/** The ARIA attributes a control inside a Field carries. */
export interface ControlDescription {
  'aria-describedby': string | undefined
  'aria-invalid': true | undefined
}

const isShown = (node: ReactNode): boolean => node !== null && node !== undefined && node !== false && node !== ''

/** The id of a field's hint, `${id}-hint`. */
const hintId = (id: string): string => `${id}-hint`

/** The id of a field's error message, `${id}-error`. */
const errorId = (id: string): string => `${id}-error`

/**
 * The aria-describedby and aria-invalid of the control of field `id`: the hint id then the error id, each only
 * when shown; undefined (no attribute) when neither is.
 */
export const describeControl = (id: string, hint: ReactNode, error: string | null | undefined): ControlDescription => {
  const ids = [isShown(hint) ? hintId(id) : null, isShown(error) ? errorId(id) : null].filter((x): x is string => x !== null)
  return {
    'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
    'aria-invalid': isShown(error) ? true : undefined,
  }
}

/** The cross icon of an invalid field (000 §8); decorative, so hidden from assistive technology. */
const ErrorIcon = () => (
  <svg className="field__error-icon" aria-hidden="true" focusable="false" viewBox="0 0 20 20" width="20" height="20">
    <circle cx="10" cy="10" r="10" fill="currentColor" />
    <path d="M6.5 6.5l7 7M13.5 6.5l-7 7" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" />
  </svg>
)

/**
 * An error message (id `${id}-error`): the cross icon, a visually hidden 'Error:' prefix for screen readers,
 * then the message. Renders nothing when there is no message.
 */
export const ErrorMessage = ({ id, message }: { id: string; message: string | null | undefined }) =>
  isShown(message) ? (
    <p id={errorId(id)} className="field__error">
      <ErrorIcon />
      <span className="visually-hidden">Error:</span> {message}
    </p>
  ) : null

export interface FieldProps {
  /** The id of the control (or, for a group, of its first control); hint and error ids derive from it. */
  id: string
  label: ReactNode
  hint?: ReactNode
  error?: string | null
  /** A group of controls (radios): a fieldset whose legend is the label, described by hint and error. */
  group?: boolean
  className?: string
  /** The control; a function receives the aria-describedby and aria-invalid to spread on it. */
  children: ReactNode | ((control: ControlDescription) => ReactNode)
}

/**
 * One question: `<div class="field">` with its label (`<label for=id>`, or a fieldset legend for a group), an
 * optional hint, the error message with its cross icon when `error` is set (F8.08, class `field--error`), then
 * the control. The control must carry id `id` (for a group, its first control) and the description
 * (`describeControl`), which the render-function form of `children` receives.
 */
export const Field = ({ id, label, hint, error, group = false, className, children }: FieldProps) => {
  const description = describeControl(id, hint, error)
  const content = (
    <>
      {isShown(hint) ? (
        <div id={hintId(id)} className="field__hint">
          {hint}
        </div>
      ) : null}
      <ErrorMessage id={id} message={error} />
      {typeof children === 'function' ? children(description) : children}
    </>
  )
  return (
    <div className={classNames('field', isShown(error) && 'field--error', className)}>
      {group ? (
        <fieldset className="field__fieldset" aria-describedby={description['aria-describedby']}>
          <legend className="field__legend">{label}</legend>
          {content}
        </fieldset>
      ) : (
        <>
          <label className="field__label" htmlFor={id}>
            {label}
          </label>
          {content}
        </>
      )}
    </div>
  )
}
