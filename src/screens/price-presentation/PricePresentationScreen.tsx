import { useMemo, useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { selectJourney } from '../../../reducers/journey-selectors'
import { selectProposal } from '../../../reducers/proposal-selectors'
import { useAppSelector, useDispatch } from '../../app/store-context'
import { useToday } from '../../app/today'
import { PAYMENT_METHOD, selectContinueBlocked, selectContinueReason } from '../../form/screens/price-presentation'
import type { Quote } from '../../domain/codecs'
import { command } from '../../domain/commands'
import { PROPOSAL_SCREEN_HEADINGS, ROUTES, withUuid } from '../../domain/routes'
import { QuestionField } from '../../components/question'
import { CoverSummary } from './CoverSummary'
import { EmailQuoteButton } from './EmailQuote'
import { ExtraSupport } from './ExtraSupport'
import { ExcessPanel } from './ExcessPanel'
import { ExpiredStartDateModal } from './ExpiredStartDateModal'
import { NcdInfo } from './NcdInfo'
import { PolicyDetails } from './PolicyDetails'
import { PriceFigures } from './PriceFigures'
import { PriceWarningModals } from './PriceModals'
import { RegistrationCheck } from './RegistrationCheck'
import { SpecialOffers } from './SpecialOffers'
import { ThirdPartyAuthority } from './ThirdPartyAuthority'
import { ScreenSkeleton, useDrawnWhenReady } from '../../components/screen-skeleton'
import { PaymentComparison } from '../../components/payment-comparison'

/** A rider's name as the excess table shows it: forenames and surname, whichever are given. */
const fullName = (n: { readonly forenames?: string | null; readonly surname?: string | null }): string => [n.forenames, n.surname].filter(Boolean).join(' ')

/**
 * The quote the page draws: the proposal's, or, while a requote runs and the proposal has none (the insurer drops
 * the quote as soon as what it priced changes, until it is quoted again), the one drawn last, whose figures then
 * show as placeholders. So the page stays through a requote, with the rider's focus and its live regions, instead
 * of falling back to its skeleton. It is kept here, not in the store, because the store no longer holds it: it
 * is what the screen last showed.
 */
const useQuoteThroughRequote = (quote: Quote | null, requoting: boolean): Quote | null => {
  const [last, setLast] = useState(quote)
  if (quote !== null && quote !== last) setLast(quote)
  return quote ?? (requoting ? last : null)
}

/**
 * PricePresentation (`/quote/payment-option?uuid=`, 001 §2): the proposal of the uuid in the address (the route
 * table asks for it when the store does not hold it: AddressProposal; 001 §4's redirects apply), the payment
 * method, the price and its breakdown, the cover, the quote summary, the start date and excess panel, excesses and
 * endorsements, the no claims discount, third-party authority, special offers, the registration check, and Back and
 * Continue.
 */
export const PricePresentationScreen = () => {
  const [params] = useSearchParams()
  const uuid = params.get('uuid')
  const dispatch = useDispatch()
  const today = useToday()
  const proposal = useAppSelector(selectProposal)
  const journey = useAppSelector(selectJourney)
  const blocked = useAppSelector(selectContinueBlocked, today)
  const reason = useAppSelector(selectContinueReason, today)

  const quote = useQuoteThroughRequote(proposal.uuid === uuid ? (proposal.quote ?? null) : null, journey.requoting)
  const drawn = useDrawnWhenReady(quote !== null)
  // The same list while the names stay, so the sections drawn from it are not drawn again on every answer.
  const { name } = proposal.risk.proposer
  const drivers = proposal.risk.additional_drivers
  const riders = useMemo(() => [fullName(name), ...drivers.map((d) => fullName(d.name))], [name, drivers])
  if (quote === null || !drawn) {
    return <ScreenSkeleton heading={PROPOSAL_SCREEN_HEADINGS.PricePresentation} blocks={['field', 'box', 'panel']} reserve="window" />
  }
  const monthly = proposal.is_pay_monthly === true
  const ncd = proposal.risk.previous_insurance?.ncd
  return (
    <section className="price-page">
      <h1>{PROPOSAL_SCREEN_HEADINGS.PricePresentation}</h1>
      <p>
        Quote reference <strong data-testid="quote-reference">{quote.reference}</strong>
      </p>
      {journey.note !== null && (
        <p role="alert" className="error-message" data-testid="price-note">
          {journey.note}
        </p>
      )}
      <SpecialOffers />
      <RegistrationCheck />
      <QuestionField q={PAYMENT_METHOD} error={null} />
      <PaymentComparison quote={quote} updating={journey.requoting} />
      <PriceFigures quote={quote} monthly={monthly} updating={journey.requoting} />
      <CoverSummary proposal={proposal} />
      <ExcessPanel requotePending={journey.requotePending} requoting={journey.requoting} />
      <PolicyDetails quote={quote} riders={riders} voluntaryExcess={proposal.risk.voluntary_excess ?? 0} />
      <NcdInfo years={ncd?.years ?? 0} isProtected={ncd?.is_protected === true} />
      <ThirdPartyAuthority />
      <ExtraSupport />
      <EmailQuoteButton />
      {reason !== null && (
        <p className="hint" id="continue-reason" data-testid="continue-reason">
          {reason}
        </p>
      )}
      <div className="button-group">
        <Link className="button button--secondary" to={withUuid(ROUTES.QuoteEditForm, proposal.uuid)}>
          Back
        </Link>
        <button
          type="button"
          className="button"
          disabled={blocked}
          {...(reason !== null ? { 'aria-describedby': 'continue-reason' } : {})}
          onClick={() => dispatch(command('quote/ContinueFromPrice', {}))}>
          Continue
        </button>
      </div>
      {journey.modals.includes('expired-start-date') && <ExpiredStartDateModal requoting={journey.requoting} />}
      <PriceWarningModals />
    </section>
  )
}
