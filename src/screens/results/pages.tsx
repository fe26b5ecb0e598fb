import { Link, useLocation, useSearchParams } from 'react-router-dom'
import { HELP_EMAIL, HELP_PHONE } from '../../domain/constants'
import { ROUTES, withUuid } from '../../domain/routes'
import { command } from '../../domain/commands'
import { useDispatch } from '../../app/store-context'
import { ResultPage } from './ResultPage'
import { EmailLink, PhoneLink } from '../../components/contacts'
import { StartAQuote, StartOrRetrieve } from '../../components/quote-not-found'

const useUuid = (): string | null => useSearchParams()[0].get('uuid')

/** Declined: we could not quote. */
export const DeclinedPage = () => (
  <ResultPage title="We're sorry">
    <p>We are unable to provide you with a quotation for this motorcycle insurance.</p>
    <StartAQuote />
  </ResultPage>
)

/** SiraDeclined: the purchase cannot go ahead online. */
export const SiraDeclinedPage = () => (
  <ResultPage title="We're sorry">
    <p>We are unable to proceed with your purchase online.</p>
    <p>
      Please contact us on <PhoneLink number={HELP_PHONE} /> or at <EmailLink address={HELP_EMAIL} /> and we will help
      you.
    </p>
  </ResultPage>
)

/** Exception: a technical issue. */
export const ExceptionPage = () => (
  <ResultPage title="Sorry, there is a problem with the service">
    <p>We have had a technical issue and could not complete your request. Your answers have not been lost.</p>
    <p>Please try again. If you keep seeing this page, please call us on {HELP_PHONE}.</p>
    <StartAQuote />
  </ResultPage>
)

/** Expired: the session expired (HTTP 419). */
export const ExpiredPage = () => (
  <ResultPage title="Your session has expired">
    <p>For your security, your session has expired. You can start a new quote or retrieve the quote you saved.</p>
    <StartOrRetrieve />
  </ResultPage>
)

/** Failed: the card payment did not go through. */
export const FailedPage = () => {
  const uuid = useUuid()
  return (
    <ResultPage title="Payment failed">
      <p>Your payment has not been taken. You can try again or return to the start.</p>
      <p className="button-group">
        <Link className="button" to={withUuid(ROUTES.Payment, uuid)}>
          Back to payment
        </Link>
        <Link className="button button--secondary" to={ROUTES.QuoteCreateForm}>
          Return to Homepage
        </Link>
      </p>
    </ResultPage>
  )
}

/** 'Pay in full': the proposal switches to paying in full, then Payment (the saga). */
const PayInFullButton = ({ uuid }: { uuid: string | null }) => {
  const dispatch = useDispatch()
  return (
    <button type="button" className="button" disabled={uuid === null} onClick={() => uuid !== null && dispatch(command('payment/PayInFull', { uuid }))}>
      Pay in full
    </button>
  )
}

/** InstalmentsDeclined: the credit application was declined; paying in full is still possible. */
export const InstalmentsDeclinedPage = () => {
  const uuid = useUuid()
  return (
    <ResultPage title="Your credit application has been declined">
      <p>You can still buy this policy by paying in full by card.</p>
      <PayInFullButton uuid={uuid} />
    </ResultPage>
  )
}

/** NotFound: shows the unmatched URL. */
export const NotFoundPage = () => {
  const location = useLocation()
  const url = `${location.pathname}${location.search}`
  return (
    <ResultPage title="Page not found">
      <p>
        We could not find <code className="not-found__url">{url}</code>.
      </p>
      <p>Check the address, or start a quote.</p>
      <StartAQuote />
    </ResultPage>
  )
}
