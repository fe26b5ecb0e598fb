import { memo } from 'react'
import { paymentComparison } from '../../../reducers/proposal-selectors'
import type { Quote } from '../../domain/codecs'
import { CREDIT } from '../../domain/firm'
import { formatPounds } from '../../domain/formats'
import { Figure } from '../figure'

const percent = (n: number | null): string => (n === null ? '—' : `${n.toFixed(1)}%`)

/**
 * Paying in full and paying monthly side by side: what each costs in all and the difference in pounds, the plain
 * sentence that paying monthly costs more, and the credit's representative example (amount of credit, deposit,
 * instalments, rate, total amount payable, representative APR) with the lender and the firm's part as broker. All
 * from the quote's own figures (`paymentComparison`). Shown where the rider chooses how to pay and on a monthly
 * payer's Summary; while the price is recalculated its figures are placeholders. Draws nothing for a quote with no
 * monthly figures.
 */
export const PaymentComparison = memo(function PaymentComparison({ quote, updating = false }: { quote: Quote; updating?: boolean }) {
  const c = paymentComparison(quote)
  if (c === null) return null
  const amount = (n: number, testId: string) => <Figure value={formatPounds(n)} updating={updating} testId={testId} />
  return (
    <section className="payment-comparison" aria-labelledby="payment-comparison-heading" aria-busy={updating} data-testid="payment-comparison">
      <h2 id="payment-comparison-heading">Paying in full or monthly</h2>
      <table className="payment-comparison__table">
        <thead>
          <tr>
            <th scope="col">How you pay</th>
            <th scope="col">What you pay in all</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">In full, once</th>
            <td>{amount(c.inFull, 'comparison-in-full')}</td>
          </tr>
          <tr>
            <th scope="row">
              Monthly: a deposit, then {c.instalments} instalments
            </th>
            <td>{amount(c.monthlyTotal, 'comparison-monthly')}</td>
          </tr>
        </tbody>
      </table>
      <p>
        <strong>Paying monthly costs {amount(c.difference, 'comparison-difference')} more</strong> than paying in full, because you
        pay interest on the money you borrow.
      </p>
      <h3>Representative example</h3>
      <p data-testid="representative-example">
        Amount of credit {amount(c.credit, 'comparison-credit')}, after a deposit of {amount(c.deposit, 'comparison-deposit')}. Paid back in{' '}
        {c.instalments} monthly instalments of {amount(c.instalment, 'comparison-instalment')}
        {c.firstInstalment !== null && <> (the first {amount(c.firstInstalment, 'comparison-first-instalment')})</>}. Rate of interest{' '}
        {percent(c.interestRate)} (fixed). Total amount payable {amount(c.monthlyTotal, 'comparison-total-payable')}. Representative APR{' '}
        {percent(c.apr)}.
      </p>
      <p>
        The credit is provided by {CREDIT.lender}. {CREDIT.brokerRole}
      </p>
    </section>
  )
})
