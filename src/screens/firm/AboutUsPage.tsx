import { CREDIT, FIRM, UNDERWRITER, regulatorStatement } from '../../domain/firm'
import { CANCELLATION, COMPLAINTS, OMBUDSMAN, REMUNERATION } from '../../domain/firm-terms'
import { formatPounds } from '../../domain/formats'
import { ResultPage } from '../results/ResultPage'
import { EmailLink, PhoneLink, PostalAddress, WebLink } from '../../components/contacts'

const { fca } = FIRM

/** The fees charged on top of the premium (REMUNERATION.fees), or that there are none. */
const Fees = () =>
  REMUNERATION.fees.length === 0 ? (
    <p>We charge no fees on top of the premium for arranging your policy.</p>
  ) : (
    <>
      <p>We charge these fees on top of the premium, each shown apart from the price of your policy:</p>
      <ul>
        {REMUNERATION.fees.map((fee) => (
          <li key={fee.name}>
            {fee.name}: {formatPounds(fee.amount)}
          </li>
        ))}
      </ul>
    </>
  )

/**
 * Who we are and how to complain (ROUTES.AboutUs): the firm, its registered office and company number, its entry on
 * the Financial Services Register (with the link to check it), the insurer that underwrites the policy, the lender
 * to monthly payers, how the firm is paid, the complaints procedure in brief and the Financial Ombudsman Service.
 * Every fact is read from FIRM; one heading per part, so a screen-reader user can move between them.
 */
export const AboutUsPage = () => (
  <ResultPage title="About us and complaints">
    <h2>Who we are</h2>
    <p>{regulatorStatement()}</p>
    <p>Our registered office is:</p>
    <PostalAddress lines={FIRM.registeredOffice} />

    <h2>Our entry on the Financial Services Register</h2>
    <p>
      Our firm reference number is {fca.firmReference}. We are allowed to carry on {fca.activities}. You can check
      this on the Financial Conduct Authority's Financial Services Register: <WebLink url={fca.registerUrl} />, search
      for {fca.firmReference}.
    </p>

    <h2>Who insures you</h2>
    <p>
      We arrange your policy; the insurer is {UNDERWRITER.name}, registered in {UNDERWRITER.registeredIn}. It is{' '}
      {UNDERWRITER.regulation} (firm reference number {UNDERWRITER.firmReference}). It pays claims.
    </p>

    <h2>If you pay monthly</h2>
    <p>
      {CREDIT.brokerRole} The lender is {CREDIT.lender} (firm reference number {CREDIT.firmReference}).
    </p>

    <h2>How we are paid</h2>
    <p>{REMUNERATION.commission}</p>
    <Fees />
    <p>
      {CANCELLATION.coolingOffFee === 0
        ? `We charge no fee if you cancel within your ${String(CANCELLATION.coolingOffDays)}-day cooling-off period.`
        : `If you cancel within your ${String(CANCELLATION.coolingOffDays)}-day cooling-off period, we charge a fee of ${formatPounds(CANCELLATION.coolingOffFee)}.`}{' '}
      If you cancel after it, we charge a cancellation fee of {formatPounds(CANCELLATION.laterFee)}.
    </p>

    <h2>How to complain</h2>
    <p>If you are unhappy with our service, please tell us. You can:</p>
    <ul>
      <li>
        e-mail <EmailLink address={COMPLAINTS.email} />
      </li>
      <li>
        call <PhoneLink number={COMPLAINTS.phone} />
      </li>
      <li>
        write to us at:
        <PostalAddress lines={COMPLAINTS.post} />
      </li>
    </ul>
    <p>
      We will tell you we have received your complaint, look into it and keep you updated. You will have our final
      response in writing within {COMPLAINTS.finalResponseWeeks} weeks.
    </p>

    <h2>The {OMBUDSMAN.name}</h2>
    <p>
      If you are unhappy with our final response, or you have not had it within {COMPLAINTS.finalResponseWeeks} weeks,
      you can ask the {OMBUDSMAN.name} to look at your complaint. It is free and independent. You must contact it
      within {OMBUDSMAN.referWithinMonths} months of our final response.
    </p>
    <ul>
      <li>
        call <PhoneLink number={OMBUDSMAN.phone} />
      </li>
      <li>
        visit <WebLink url={OMBUDSMAN.website} />
      </li>
      <li>
        write to:
        <PostalAddress lines={OMBUDSMAN.post} />
      </li>
    </ul>
  </ResultPage>
)
