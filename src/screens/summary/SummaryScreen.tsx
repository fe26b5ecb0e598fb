import { useEffect, useRef } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { selectJourney } from '../../../reducers/journey-selectors'
import { coverBenefits, endorsementLines, policyStartTime, selectBasket, selectProposal } from '../../../reducers/proposal-selectors'
import { useAppSelector, useDispatch } from '../../app/store-context'
import { useToday } from '../../app/today'
import { SafeHtml } from '../../components/safe-html'
import { AUTO_RENEW, CONFIRM_DETAILS, DECLARATIONS } from '../../form/screens/summary'
import { command } from '../../domain/commands'
import { formatPounds, formatUkDate } from '../../domain/formats'
import { PROPOSAL_SCREEN_HEADINGS, ROUTES, withUuid } from '../../domain/routes'
import { CheckedQuestionField, ListValue } from '../../components/question'
import { ScreenSkeleton, useDrawnWhenReady } from '../../components/screen-skeleton'
import { CancellationRight } from '../../components/cancellation-right'
import { PaymentComparison } from '../../components/payment-comparison'
import { DemandsAndNeeds } from './DemandsAndNeeds'
import { policyDocuments } from '../../domain/policy-documents'
import { CheckYourAnswers } from './CheckYourAnswers'

const COVER_NAMES: Readonly<Record<string, string>> = { C: 'Comprehensive', TPFT: 'Third party, fire and theft', TPO: 'Third party only' }

/**
 * Summary (`/quote/summary?uuid=`, 001 §2): what the rider is buying — the total or monthly amount, the credit
 * check notice for monthly payers, the start date and time, WEB REF, endorsements, no claims discount, cover and
 * use, the policy documents and the extras — then the confirm-details section (e-mail, confirm e-mail, mobile),
 * auto-renewal and the four declarations; Back to the extras, Continue as 001 §4 (the saga).
 */
export const SummaryScreen = () => {
  const [params] = useSearchParams()
  const uuid = params.get('uuid')
  const dispatch = useDispatch()
  const today = useToday()
  const proposal = useAppSelector(selectProposal)
  const basket = useAppSelector(selectBasket, today)
  const journey = useAppSelector(selectJourney)
  const section = useRef<HTMLElement>(null)
  const refused = journey.refusedFields
  useEffect(() => {
    // Continue refused the section: take the rider to it, on its first question that needs an answer.
    const first = refused[0]
    if (first === undefined) return
    section.current?.scrollIntoView({ block: 'start' })
    document.getElementById(first)?.focus()
  }, [refused])

  const quote = proposal.uuid === uuid ? (proposal.quote ?? null) : null
  const drawn = useDrawnWhenReady(quote !== null && basket !== null)
  if (quote === null || basket === null || !drawn) {
    return <ScreenSkeleton heading={PROPOSAL_SCREEN_HEADINGS.Summary} blocks={['box', 'panel']} reserve="window" />
  }
  const { risk } = proposal
  const ncd = risk.previous_insurance?.ncd
  const monthly = proposal.is_pay_monthly === true
  const links = policyDocuments(quote)
  return (
    <section className="summary-page">
      <h1>{PROPOSAL_SCREEN_HEADINGS.Summary}</h1>
      <div className="price-box">
        {monthly ? (
          <>
            <p className="price-box__headline" data-testid="summary-amount">
              {formatPounds(basket.monthlyPayment)} a month
            </p>
            <p>
              A deposit of {formatPounds(basket.deposit)}, then {basket.instalments} monthly instalments. Your total including extras is{' '}
              {formatPounds(basket.total)} before interest.
            </p>
            <p className="notice" data-testid="credit-check-notice">
              Paying monthly is a credit agreement: we will run a credit check with a credit reference agency when you continue.
            </p>
            <PaymentComparison quote={quote} />
          </>
        ) : (
          <p className="price-box__headline" data-testid="summary-amount">
            {formatPounds(basket.total)} to pay in full
          </p>
        )}
      </div>
      <dl className="summary-list">
        <div>
          <dt>WEB REF</dt>
          <dd data-testid="web-ref">{quote.reference}</dd>
        </div>
        <div>
          <dt>Policy start</dt>
          <dd data-testid="policy-start">
            {risk.start_date == null ? '—' : formatUkDate(risk.start_date)} at {policyStartTime(risk.start_date, quote.created_at, today)}
          </dd>
        </div>
        <div>
          <dt>Cover</dt>
          <dd>
            {risk.vehicle.cover_type == null ? '—' : (COVER_NAMES[risk.vehicle.cover_type] ?? risk.vehicle.cover_type)} (
            {coverBenefits(risk.vehicle.cover_type).length} benefits)
          </dd>
        </div>
        <div>
          <dt>Use</dt>
          <dd>
            <ListValue list="vehicle_class_of_use" code={risk.vehicle.class_of_use} />
          </dd>
        </div>
        <div>
          <dt>No claims discount</dt>
          <dd data-testid="summary-ncd">
            {ncd?.years ?? 0} years
            {ncd?.is_protected === true
              ? ', protected: one claim in a policy year will not reduce it; each further claim in that year steps it back 2 years.'
              : ', not protected: each claim steps it back 2 years.'}
          </dd>
        </div>
      </dl>
      <h2>Endorsements</h2>
      <ul className="endorsements">
        {endorsementLines(quote.endorsements).map((html, i) => (
          <SafeHtml key={i} as="li" html={html} />
        ))}
      </ul>
      <h2>Optional extras</h2>
      {basket.extras.length === 0 ? (
        <p data-testid="summary-extras">No Optional Extras Selected</p>
      ) : (
        <ul data-testid="summary-extras">
          {basket.extras.map((a) => (
            <li key={a.code}>
              {a.description}: {formatPounds(a.premium)}
            </li>
          ))}
        </ul>
      )}
      <DemandsAndNeeds />
      <h2>Policy information</h2>
      <ul>
        {links.map((l) => (
          <li key={l.href}>
            {/* Its full address, which the printed Summary shows beside it. */}
            <a href={l.href} target="_blank" rel="noopener" data-address={new URL(l.href, window.location.href).href}>
              {l.text} (opens in a new tab)
            </a>
          </li>
        ))}
      </ul>
      <CancellationRight monthly={monthly} />
      <CheckYourAnswers uuid={proposal.uuid ?? ''} />
      <section ref={section} aria-labelledby="confirm-heading" className="confirm-details">
        <h2 id="confirm-heading">Confirm your details</h2>
        {refused.length > 0 && (
          <p role="alert" className="error-message">
            Please check the answers below before you continue.
          </p>
        )}
        {CONFIRM_DETAILS.map((q) => (
          <CheckedQuestionField key={q.id} q={q} />
        ))}
        <CheckedQuestionField q={AUTO_RENEW} />
        <h3>Declarations</h3>
        {DECLARATIONS.map((q) => (
          <CheckedQuestionField key={q.id} q={q} />
        ))}
      </section>
      <div className="button-group">
        <Link className="button button--secondary" to={withUuid(ROUTES.Addons, proposal.uuid)}>
          Back
        </Link>
        <button type="button" className="button" onClick={() => dispatch(command('summary/Continue', {}))}>
          Continue
        </button>
      </div>
    </section>
  )
}
