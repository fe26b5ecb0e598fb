import { memo } from 'react'
import { instalmentExtraCost } from '../../../reducers/proposal-selectors'
import type { Quote } from '../../domain/codecs'
import { AGREEMENT_TERM_MONTHS, MONTHLY_INSTALMENTS } from '../../domain/constants'
import { formatPounds } from '../../domain/formats'
import { Figure } from '../../components/figure'
import { Announcement } from '../../components/announcement'

/** What a screen reader hears of the price when it changes: being recalculated, then the figures the box shows. */
const priceMessage = (quote: Quote, monthly: boolean, updating: boolean): string => {
  if (updating) return 'Updating your price…'
  if (!monthly) return `Your annual price: ${formatPounds(quote.premium)} a year, including Insurance Premium Tax.`
  return `Your monthly price: ${formatPounds(quote.monthly_payment)} a month, after a deposit of ${formatPounds(quote.monthly_deposit)}. Total amount payable ${formatPounds(quote.monthly_total_payable)}.`
}

/**
 * The price and its breakdown (001 §2): pay in full shows the annual premium; monthly shows the deposit, then
 * the instalments (the text says 10), the initial 12 month agreement term, the total payable, the APR and the
 * extra cost of paying monthly (monthly total payable minus premium), all to the penny as the server gives them.
 * While a requote runs, placeholders stand in for the figures. A polite live region beside the box (outside it:
 * the box is busy while it updates) says each change: that the price is being updated, then the new price, and
 * the figures of the other way to pay when the rider switches. The heading takes focus when the control that
 * had it goes (Confirm & requote, once done), so the rider goes on from the new price.
 */
export const PriceFigures = memo(function PriceFigures({ quote, monthly, updating }: { quote: Quote; monthly: boolean; updating: boolean }) {
  return (
    <>
      <section className="price-box" aria-labelledby="price-heading" aria-busy={updating}>
        <h2 id="price-heading" tabIndex={-1}>
          {monthly ? 'Your monthly price' : 'Your annual price'}
        </h2>
        {monthly ? (
          <>
            <p className="price-box__headline">
              <Figure value={formatPounds(quote.monthly_payment)} updating={updating} testId="monthly-payment" /> a month
            </p>
            <dl className="summary-list">
              <div>
                <dt>Deposit</dt>
                <dd>
                  <Figure value={formatPounds(quote.monthly_deposit)} updating={updating} testId="monthly-deposit" />
                </dd>
              </div>
              <div>
                <dt>Followed by</dt>
                <dd>
                  {quote.monthly_installments ?? MONTHLY_INSTALMENTS} instalments of{' '}
                  <Figure value={formatPounds(quote.monthly_payment)} updating={updating} testId="monthly-instalment" />
                </dd>
              </div>
              <div>
                <dt>Agreement term</dt>
                <dd>An initial {AGREEMENT_TERM_MONTHS} month agreement</dd>
              </div>
              <div>
                <dt>Total amount payable</dt>
                <dd>
                  <Figure value={formatPounds(quote.monthly_total_payable)} updating={updating} testId="monthly-total" />
                </dd>
              </div>
              <div>
                <dt>Representative APR</dt>
                <dd>
                  <Figure value={quote.monthly_apr == null ? '—' : `${quote.monthly_apr.toFixed(1)}%`} updating={updating} testId="monthly-apr" />
                </dd>
              </div>
              <div>
                <dt>Cost of paying monthly</dt>
                <dd>
                  <Figure value={formatPounds(instalmentExtraCost(quote))} updating={updating} testId="monthly-extra-cost" />
                </dd>
              </div>
            </dl>
            <p className="hint">Figures are approximate until your payments are set up. The annual premium is {formatPounds(quote.premium)}.</p>
          </>
        ) : (
          <p className="price-box__headline">
            <Figure value={formatPounds(quote.premium)} updating={updating} testId="annual-premium" /> a year, including Insurance Premium Tax
          </p>
        )}
      </section>
      <Announcement message={priceMessage(quote, monthly, updating)} />
    </>
  )
})
