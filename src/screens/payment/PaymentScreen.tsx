import { useEffect, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { selectNote, selectPaymentUrl } from '../../../reducers/journey-selectors'
import { selectProposal } from '../../../reducers/proposal-selectors'
import { amountDueNow } from '../../domain/rules/payment'
import { priceChangedFrom } from '../../api/provider-messages'
import { useAppSelector, useDispatch } from '../../app/store-context'
import { useToday } from '../../app/today'
import { command } from '../../domain/commands'
import { formatPounds } from '../../domain/formats'
import { PROPOSAL_SCREEN_HEADINGS, ROUTES, withUuid } from '../../domain/routes'

/** A padlock: open while the secure page loads, closed once it is shown. */
const Lock = ({ open }: { open: boolean }) => (
  <svg width="20" height="24" viewBox="0 0 20 24" aria-hidden="true" focusable="false" data-testid={open ? 'lock-open' : 'lock-closed'}>
    <path d={open ? 'M5 10V6a5 5 0 0 1 9.6-2' : 'M5 10V6a5 5 0 0 1 10 0v4'} fill="none" stroke="currentColor" strokeWidth="2.5" />
    <rect x="1" y="10" width="18" height="13" rx="2" fill="currentColor" />
  </svg>
)

/**
 * Payment (`/quote/payment?uuid=`, 001 §2): 'Amount to pay' (the first monthly payment when paying monthly,
 * else the premium with the extras), a padlock (open while loading), and the card payment provider's page in
 * a frame once its address is fetched; the provider returns the rider to the thank-you page. No card field is
 * ever in this page. Back goes to Instalments when paying monthly, else to the summary.
 */
export const PaymentScreen = () => {
  const [params] = useSearchParams()
  const uuid = params.get('uuid')
  const dispatch = useDispatch()
  const today = useToday()
  const proposal = useAppSelector(selectProposal)
  const held = useAppSelector(selectPaymentUrl)
  // A page the store still holds from before this visit is never shown (it may ask for an old amount): each
  // visit opens its own, and every page the provider opens has a new address.
  const [before] = useState(held)
  const paymentUrl = held === before ? null : held
  const note = useAppSelector(selectNote)
  const frame = useRef<HTMLIFrameElement>(null)
  useEffect(() => {
    if (uuid !== null) dispatch(command('payment/OpenPayment', { uuid }))
  }, [uuid, dispatch])
  // The provider page says when it refused a payment because the price changed: a fresh page and amount follow.
  useEffect(() => {
    if (uuid === null) return undefined
    const onMessage = (m: MessageEvent) => {
      const changed = priceChangedFrom(m, frame.current?.contentWindow, window.location.origin)
      if (changed !== null) dispatch(command('payment/RefreshPayment', { uuid, message: changed.message }))
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [uuid, dispatch])
  const due = amountDueNow(proposal, today)
  const loaded = proposal.uuid === uuid && due !== null
  const monthly = proposal.is_pay_monthly === true
  // The domain's one rule for the amount due: the provider page charges the same (mock-server amountToPay).
  const amount = loaded ? due : null
  const loading = !loaded || paymentUrl === null
  return (
    <section className="payment-page">
      <h1>{PROPOSAL_SCREEN_HEADINGS.Payment}</h1>
      <p className="price-box__headline">
        Amount to pay: <span data-testid="amount-to-pay">{amount === null ? '…' : formatPounds(amount)}</span>
      </p>
      {note !== null && (
        <p role="alert" className="error-message" data-testid="payment-note">
          {note}
        </p>
      )}
      <p className="secure-note">
        <Lock open={loading} />
        {/* Both sentences share one cell, the other one invisible: the note is as tall as the longer, and stays so. */}
        <span className="secure-note__texts">
          <span className={loading ? undefined : 'secure-note__text--off'}>Opening our secure payment page…</span>
          <span className={loading ? 'secure-note__text--off' : undefined}>Your card details go straight to our secure payment provider.</span>
        </span>
      </p>
      {paymentUrl !== null && loaded ? (
        <iframe ref={frame} className="payment-frame" title="Secure card payment" src={paymentUrl} data-testid="payment-frame" />
      ) : (
        <div className="payment-frame payment-frame--waiting" aria-hidden="true" />
      )}
      <div className="button-group">
        <Link className="button button--secondary" to={withUuid(monthly ? ROUTES.Instalments : ROUTES.Summary, uuid)}>
          Back
        </Link>
      </div>
    </section>
  )
}
