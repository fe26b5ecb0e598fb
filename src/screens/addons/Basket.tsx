import { useRef } from 'react'
import { useAppSelector, useDispatch } from '../../app/store-context'
import { useToday } from '../../app/today'
import { Announcement, Button, useFocusLanding } from '../../components'
import { commitAnswer } from '../../form'
import { addonQuestion } from '../../form/screens/addons'
import { selectBasket } from '../../../reducers/proposal-selectors'
import { formatPounds } from '../../domain/formats'

/** The text under the basket (J2.77). */
const MONTHLY_UPDATE_NOTE = 'Monthly payments update on the next page.'

/**
 * The basket sidebar of Addons (001 §2 'Basket', J2.70, J2.75-77): 'One single payment of' the premium plus the
 * selected extras, or for monthly payers the quote's deposit, a first instalment when it differs, the number
 * of instalments and the monthly amount; the premium, each selected extra with a Remove button (it declines
 * the extra), or 'No addons selected'. Every figure is the server's, summed in whole pence. A polite live region
 * beside it says the new total when an extra is added or removed; after a Remove, whose row goes, focus lands on
 * the basket's heading.
 */
export const Basket = () => {
  const today = useToday()
  const basket = useAppSelector(selectBasket, today)
  const dispatch = useDispatch()
  const scope = useRef<HTMLElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  useFocusLanding(scope, () => heading.current)
  if (basket === null) return null
  const remove = (code: string, description: string): void => {
    const c = commitAnswer(addonQuestion({ code, description }), false)
    if (c.ok) dispatch(c.action)
  }
  return (
    <>
      <aside ref={scope} className="basket" aria-labelledby="basket-heading" data-testid="basket">
        <h2 ref={heading} id="basket-heading" className="basket__heading" tabIndex={-1}>
          Your basket
        </h2>
        {basket.monthly ? (
          <dl className="basket__figures" data-testid="basket-monthly">
            <div>
              <dt>Deposit</dt>
              <dd data-testid="basket-deposit">{formatPounds(basket.deposit)}</dd>
            </div>
            {basket.firstInstalment !== null ? (
              <div>
                <dt>First instalment</dt>
                <dd data-testid="basket-first-instalment">{formatPounds(basket.firstInstalment)}</dd>
              </div>
            ) : null}
            <div>
              <dt>
                <span data-testid="basket-instalments">{basket.instalments}</span> monthly instalments of
              </dt>
              <dd data-testid="basket-monthly-payment">{formatPounds(basket.monthlyPayment)}</dd>
            </div>
          </dl>
        ) : (
          <dl className="basket__figures" data-testid="basket-single">
            <div>
              <dt>One single payment of</dt>
              <dd data-testid="basket-total">{formatPounds(basket.total)}</dd>
            </div>
          </dl>
        )}
        <dl className="basket__lines">
          <div>
            <dt>Premium</dt>
            <dd data-testid="basket-premium">{formatPounds(basket.premium)}</dd>
          </div>
          <div>
            <dt>Extras</dt>
            <dd data-testid="basket-extras-total">{formatPounds(basket.extrasTotal)}</dd>
          </div>
          <div className="basket__sum">
            <dt>Premium plus extras</dt>
            <dd data-testid="basket-premium-plus-extras">{formatPounds(basket.total)}</dd>
          </div>
        </dl>
        <h3 className="basket__subheading">Your extras</h3>
        {basket.extras.length === 0 ? (
          <p data-testid="basket-empty">No addons selected</p>
        ) : (
          <ul className="basket__extras" data-testid="basket-extras">
            {basket.extras.map((a) => (
              <li key={a.code} data-code={a.code}>
                <span className="basket__extra-name">{a.description}</span> <span className="basket__extra-price">{formatPounds(a.premium)}</span>{' '}
                <Button variant="link" aria-label={`Remove ${a.description}`} onClick={() => remove(a.code, a.description)}>
                  Remove
                </Button>
              </li>
            ))}
          </ul>
        )}
        <p className="basket__note">{MONTHLY_UPDATE_NOTE}</p>
      </aside>
      <Announcement message={`Your basket now comes to ${formatPounds(basket.total)}, premium plus extras.`} />
    </>
  )
}
