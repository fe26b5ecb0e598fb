import { HELP } from '../../domain/firm'
import { CANCELLATION } from '../../domain/firm-terms'
import { formatPounds } from '../../domain/formats'
import { EmailLink, PhoneLink } from '../contacts'

/**
 * The rider's right to cancel (the firm's terms, src/domain/firm.ts): within the cooling-off days, what is still
 * paid and any fee; after them, the fee; how to cancel; and, for a monthly payer, the credit agreement's own right
 * to withdraw. Before payment (the Summary) and on the thank-you page.
 */
export const CancellationRight = ({ monthly }: { monthly: boolean }) => {
  const { coolingOffDays, coolingOffFee, coolingOffCharge, laterFee } = CANCELLATION
  return (
    <section aria-labelledby="cancellation-heading" className="cancellation-right" data-testid="cancellation-right">
      <h2 id="cancellation-heading">Your right to cancel</h2>
      <p>
        You can cancel this policy within {coolingOffDays} days of the day it starts or the day you get your policy documents, whichever is later. If
        you do, you pay only for {coolingOffCharge}
        {coolingOffFee === 0 ? ', and there is no cancellation fee.' : `, and a cancellation fee of ${formatPounds(coolingOffFee)}.`}
      </p>
      <p>
        After that you can still cancel at any time. You then pay for the days you were covered and a cancellation fee of {formatPounds(laterFee)}.
      </p>
      {monthly && (
        <p>
          As you pay monthly, you can also withdraw from the credit agreement within {coolingOffDays} days of making it. You then repay what you
          borrowed, with interest only for the days you had it.
        </p>
      )}
      <p>
        To cancel, call us on <PhoneLink number={HELP.phone} /> or e-mail <EmailLink address={HELP.email} />.
      </p>
    </section>
  )
}
