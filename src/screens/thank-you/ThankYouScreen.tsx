import { useEffect } from 'react'
import { useSearchParams } from 'react-router-dom'
import { selectPortalUrl } from '../../../reducers/journey-selectors'
import { policyStartTime, selectProposal } from '../../../reducers/proposal-selectors'
import { useAppSelector, useDispatch } from '../../app/store-context'
import { useToday } from '../../app/today'
import { command } from '../../domain/commands'
import { HELP_EMAIL } from '../../domain/constants'
import { EmailLink } from '../../components/contacts'
import { formatUkDate } from '../../domain/formats'
import { PROPOSAL_SCREEN_HEADINGS } from '../../domain/routes'
import { CancellationRight } from '../../components/cancellation-right'

/**
 * ThankYou (`/quote/thankyou?uuid=`, 001 §2, §4): completes the purchase (the saga: device-risk check and
 * acceptance, once), then shows the web reference, the policy start date and time, REGISTER (the customer
 * portal), the note to prove any no claims discount and the two-hour e-mail statement.
 */
export const ThankYouScreen = () => {
  const [params] = useSearchParams()
  const uuid = params.get('uuid')
  const dispatch = useDispatch()
  const today = useToday()
  const proposal = useAppSelector(selectProposal)
  const portalUrl = useAppSelector(selectPortalUrl)
  useEffect(() => {
    if (uuid !== null) dispatch(command('payment/CompletePurchase', { uuid }))
  }, [uuid, dispatch])
  const quote = proposal.uuid === uuid ? proposal.quote : null
  if (quote?.is_accepted !== true) {
    return (
      <section>
        <h1>{PROPOSAL_SCREEN_HEADINGS.ThankYou}</h1>
        <p role="status">Confirming your policy…</p>
      </section>
    )
  }
  const start = proposal.risk.start_date
  const hasNcd = (proposal.risk.previous_insurance?.ncd.years ?? 0) > 0
  return (
    <section className="thank-you">
      <h1>Thank you, you are insured</h1>
      <dl className="summary-list">
        <div>
          <dt>WEB REF</dt>
          <dd data-testid="thank-you-reference">{quote.reference}</dd>
        </div>
        <div>
          <dt>Your policy starts</dt>
          <dd data-testid="thank-you-start">
            {start == null ? '—' : formatUkDate(start)} at {policyStartTime(start, quote.created_at, today)}
          </dd>
        </div>
      </dl>
      <h2>Register for your online account</h2>
      <p>Your policy documents and any changes to your policy are in your online account.</p>
      {portalUrl === null ? (
        <p role="status">Preparing your registration link…</p>
      ) : (
        <p>
          <a className="button" href={portalUrl}>
            REGISTER
          </a>
        </p>
      )}
      {hasNcd && (
        <p data-testid="ncd-proof">
          Please send us proof of your no claims discount within 14 days: a renewal notice or a letter from your previous insurer showing your
          years of no claims. Email it to <EmailLink address={HELP_EMAIL} /> with your web reference.
        </p>
      )}
      <p data-testid="email-statement">You will receive a confirmation email with your policy documents within two hours.</p>
      <CancellationRight monthly={proposal.is_pay_monthly === true} />
    </section>
  )
}
