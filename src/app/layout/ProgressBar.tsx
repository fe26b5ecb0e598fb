import { PROGRESS_GROUPS, progressOf, type RouteName } from '../../domain/routes'

/**
 * The progress bar: Your Details, Quote, Payment, Complete; the step derives from the route; hidden on some routes.
 * On phones it is one line ('Step 1 of 4: Your Details'), the full list from tablet width up (styles.css).
 */
export const ProgressBar = ({ route }: { route: RouteName }) => {
  const progress = progressOf(route)
  if (progress === null) return null
  return (
    <nav className="progress" aria-label="Progress">
      {/* On phones, one line (the list is hidden by the stylesheet); from tablet width up, the list. */}
      <p className="progress__compact">
        Step {progress.step} of {PROGRESS_GROUPS.length}: {progress.group}
      </p>
      <ol>
        {PROGRESS_GROUPS.map((g, i) => {
          const n = i + 1
          const state = n < progress.step ? 'done' : n === progress.step ? 'current' : 'todo'
          return (
            <li key={g} className={`progress__step progress__step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="progress__number" aria-hidden="true">
                {n}
              </span>{' '}
              {g}
              {state === 'done' ? <span className="visually-hidden"> (completed)</span> : null}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
