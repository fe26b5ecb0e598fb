import { Link } from 'react-router-dom'
import { coverBenefits, type selectProposal } from '../../../reducers/proposal-selectors'
import { formatPounds, formatUkDate } from '../../domain/formats'
import { ROUTES, withUuid } from '../../domain/routes'

const COVER_NAMES: Readonly<Record<string, string>> = {
  C: 'Comprehensive',
  TPFT: 'Third party, fire and theft',
  TPO: 'Third party only',
}

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1)

/**
 * The cover details (001 §2: C has 7 benefits, TPFT 4, TPO 2; personal effects only for C) and the quote summary
 * in three columns, YOU, YOUR VEHICLE and YOUR POLICY, with 'Edit Details' back to step 1 of the form with the
 * same uuid (the edit form loads the proposal, so every answer is kept).
 */
export const CoverSummary = ({ proposal }: { proposal: ReturnType<typeof selectProposal> }) => {
  const { risk } = proposal
  const cover = risk.vehicle.cover_type
  const benefits = coverBenefits(cover)
  const name = [risk.proposer.name.title, risk.proposer.name.forenames, risk.proposer.name.surname].filter(Boolean).join(' ')
  const bike = [risk.vehicle.manufacturer, risk.vehicle.model ?? risk.vehicle.description].filter(Boolean).join(' ')
  return (
    <>
      <section aria-labelledby="cover-heading">
        <h2 id="cover-heading">Your cover: {cover == null ? '' : (COVER_NAMES[cover] ?? cover)}</h2>
        <p>
          Your cover includes {benefits.length} {benefits.length === 1 ? 'benefit' : 'benefits'}:
        </p>
        <ul className="benefits" data-testid="cover-benefits">
          {benefits.map((b) => (
            <li key={b}>{capitalise(b)}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="summary-heading" className="quote-columns">
        <h2 id="summary-heading" className="visually-hidden">
          Your details
        </h2>
        <div>
          <h3>YOU</h3>
          <p>
            {name}
            <br />
            {risk.proposer.date_of_birth == null ? '' : `Born ${formatUkDate(risk.proposer.date_of_birth)}`}
            <br />
            {risk.proposer.address.postcode ?? ''}
          </p>
        </div>
        <div>
          <h3>YOUR VEHICLE</h3>
          <p>
            {bike}
            <br />
            {risk.vehicle.registration ?? 'No registration yet'}
            {risk.vehicle.year == null ? '' : `, ${String(risk.vehicle.year)}`}
          </p>
        </div>
        <div>
          <h3>YOUR POLICY</h3>
          <p>
            Starts {risk.start_date == null ? '—' : formatUkDate(risk.start_date)}
            <br />
            Voluntary excess {formatPounds(risk.voluntary_excess ?? 0)}
            <br />
            {risk.additional_drivers.length === 0 ? 'No additional riders' : `${String(risk.additional_drivers.length)} additional riders`}
          </p>
        </div>
        <p className="quote-columns__edit">
          <Link className="button button--secondary" to={`${withUuid(ROUTES.QuoteEditForm, proposal.uuid)}&step=1`}>
            Edit Details
          </Link>
        </p>
      </section>
    </>
  )
}
