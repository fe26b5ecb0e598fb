import { memo, useState } from 'react'
import { Link } from 'react-router-dom'
import { selectRequoting } from '../../../reducers/journey-selectors'
import { selectRegistrationCheck } from '../../../reducers/lookups-selectors'
import { selectShowsRegistrationCheck, selectUuid, selectVehicle } from '../../../reducers/proposal-selectors'
import { useAppSelector, useDispatch } from '../../app/store-context'
import { engineSizeText } from '../../components/vehicle-card'
import { REGISTRATION_CHECK } from '../../form/screens/price-presentation'
import { command } from '../../domain/commands'
import { transmissionLabel } from '../../domain/constants'
import { normaliseRegistration } from '../../domain/formats'
import { ROUTES, withUuid } from '../../domain/routes'
import { MESSAGES, registrationCheck } from '../../domain/validation'
import { QuestionInput } from '../../components/question'

/**
 * The registration number check (001 §2 'Registration lookup widget'; only when the bike has no registration):
 * the registration (required, valid, 7-character mask) and 'Find bike'; the bike found (make, description or
 * model, engine size with 'cc' unless electric, transmission, year) or the 'cannot find' message; a message with
 * 'Edit' when the bike found is not the bike quoted; 'Return to edit form' (step 2) and 'Confirm', which records
 * the registration and updates the proposal.
 */
export const RegistrationCheck = memo(function RegistrationCheck() {
  const dispatch = useDispatch()
  const shows = useAppSelector(selectShowsRegistrationCheck)
  const uuid = useAppSelector(selectUuid)
  const quotedAbi = useAppSelector(selectVehicle).abi_code ?? null
  const checked = useAppSelector(selectRegistrationCheck)
  const requoting = useAppSelector(selectRequoting)
  const [draft, setDraft] = useState('')
  const [error, setError] = useState<string | null>(null)
  if (!shows) return null
  const current = checked !== null && checked.registration === normaliseRegistration(draft) ? checked : null
  const found = current?.vehicles[0]
  const differs = found !== undefined && quotedAbi !== null && found.abi_code !== quotedAbi
  const find = (): void => {
    const message = registrationCheck(draft)
    setError(message)
    if (message === null) dispatch(command('quote/CheckRegistration', { registration: draft }))
  }
  const editStep2 = `${withUuid(ROUTES.QuoteEditForm, uuid)}&step=2`
  return (
    <section aria-labelledby="registration-check-heading" className="panel">
      <h2 id="registration-check-heading">Your registration number</h2>
      <p>We need your bike&apos;s registration number before you can buy your policy.</p>
      <QuestionInput
        q={REGISTRATION_CHECK}
        value={draft === '' ? null : draft}
        error={error}
        onAnswer={(raw) => {
          setDraft(typeof raw === 'string' ? raw : '')
          setError(null)
        }}
      />
      <p>
        <button type="button" className="button button--secondary" onClick={find}>
          Find bike
        </button>
      </p>
      {current !== null && found === undefined && (
        <p className="error-message" role="alert" data-testid="registration-not-found">
          {MESSAGES.registrationNotFound}
        </p>
      )}
      {found !== undefined && (
        <div data-testid="registration-found">
          <dl className="summary-list">
            <div>
              <dt>Make</dt>
              <dd>{found.manufacturer}</dd>
            </div>
            <div>
              <dt>Model</dt>
              <dd>{found.description ?? found.model}</dd>
            </div>
            <div>
              <dt>Engine size</dt>
              <dd>{engineSizeText(found.engine_size, found.fuel_type) ?? '—'}</dd>
            </div>
            <div>
              <dt>Transmission</dt>
              <dd>{found.transmission == null ? '—' : transmissionLabel(found.transmission)}</dd>
            </div>
            <div>
              <dt>Year</dt>
              <dd>{found.year ?? '—'}</dd>
            </div>
          </dl>
          {differs && (
            <p className="notice" role="alert" data-testid="registration-differs">
              This is not the bike in your quote. Please re-enter the registration, or edit your quote to change the bike.{' '}
              <Link to={editStep2}>Edit</Link>
            </p>
          )}
        </div>
      )}
      <p className="button-group">
        <Link className="button button--secondary" to={editStep2}>
          Return to edit form
        </Link>
        <button
          type="button"
          className="button"
          disabled={found === undefined || differs || requoting}
          onClick={() => dispatch(command('quote/ConfirmRegistration', { registration: draft }))}
        >
          Confirm
        </button>
      </p>
    </section>
  )
})
