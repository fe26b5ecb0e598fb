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
 * The list of a step's problems at the top of the form (govuk error summary). It is an alert region that is
 * always drawn (empty without errors), so a screen reader announces the problems as they are drawn into it (not
 * every one announces an alert inserted already full). When the problems appear, and whenever they change, their
 * box takes focus (a group named by its title and described by its list, tabindex -1), so the form goes to the
 * first error (F2.05). Each message links to `#id`; following it scrolls the field into view and focuses the
 * element with that id, or the first focusable element inside it (falling back to the plain anchor jump).
 */
export const ErrorSummary = ({ errors, title = 'There is a problem' }: ErrorSummaryProps) => {
  const ref = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const listId = useId()
  const signature = errors.map((e) => `${e.id}\u0000${e.message}`).join('\u0001')
  useEffect(() => {
    if (signature !== '') ref.current?.focus()
  }, [signature])
  return (
    <div role="alert">
      {errors.length === 0 ? null : (
        <div ref={ref} className="error-summary" role="group" aria-labelledby={titleId} aria-describedby={listId} tabIndex={-1}>
          <h2 id={titleId} className="error-summary__title">
            {title}
          </h2>
          <ul id={listId} className="error-summary__list">
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
      )}
    </div>
  )
}
