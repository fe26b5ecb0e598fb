import { useEffect, useId, useRef } from 'react'
import { focusField } from '../focus'

/** One problem: the id of the field it belongs to and its message. */
export interface FieldError {
  id: string
  message: string
}

export interface ErrorSummaryProps {
  errors: readonly FieldError[]
  title?: string
}

/**
 * The list of a step's problems at the top of the form (govuk error summary). Renders nothing without errors.
 * When it appears, and whenever the errors change, it takes focus (role alert, tabindex -1), so the form goes
 * to the first error (F2.05). Each message links to `#id`; following it scrolls the field into view and focuses
 * the element with that id, or the first focusable element inside it (falling back to the plain anchor jump).
 */
export const ErrorSummary = ({ errors, title = 'There is a problem' }: ErrorSummaryProps) => {
  const ref = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const signature = errors.map((e) => `${e.id}\u0000${e.message}`).join('\u0001')
  useEffect(() => {
    if (signature !== '') ref.current?.focus()
  }, [signature])
  if (errors.length === 0) return null
  return (
    <div ref={ref} className="error-summary" role="alert" aria-labelledby={titleId} tabIndex={-1}>
      <h2 id={titleId} className="error-summary__title">
        {title}
      </h2>
      <ul className="error-summary__list">
        {errors.map((e, i) => (
          <li key={`${e.id}-${i}`} className="error-summary__item">
            <a
              className="error-summary__link"
              href={`#${e.id}`}
              onClick={(event) => {
                if (focusField(e.id)) event.preventDefault()
              }}
            >
              {e.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
