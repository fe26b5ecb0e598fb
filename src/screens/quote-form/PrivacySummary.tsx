import { Link } from 'react-router-dom'
import { CREDIT, PRIVACY, UNDERWRITER } from '../../domain/firm'
import { ROUTES } from '../../domain/routes'


/**
 * How the rider's information is used, in short, before the first question of the form (step 1 of the create and
 * edit forms): who holds it and why, the checks made with it, the answers that are special category or criminal
 * offence data, the automated price, how long it is kept and the rider's rights, with a link to the full notice
 * (ROUTES.PrivacyNotice, a chunk of its own). Plain markup in the form's chunk, drawn with step 1 in the page the
 * build sends, so it takes its room before the first paint and moves nothing.
 */
export const PrivacySummary = () => (
  <section className="privacy-summary" aria-labelledby="privacy-summary-heading">
    <h3 id="privacy-summary-heading" className="privacy-summary__heading">
      How we use your information
    </h3>
    <p>
      {PRIVACY.controller} and the insurer, {UNDERWRITER.name}, use your answers to give you a quote, and to set up
      and run your policy.
    </p>
    <ul>
      <li>
        We check them with fraud prevention and claims databases, such as the Claims and Underwriting Exchange (CUE).
        If you pay monthly, {CREDIT.lender} will search your credit file.
      </li>
      <li>
        The law treats your answers about medical conditions and convictions as special category and criminal offence
        data. We use them only to quote, to insure you and to prevent fraud.
      </li>
      <li>A computer sets your price from your answers (an automated decision). You can ask a person to review it.</li>
      <li>
        We keep a quote for {PRIVACY.quoteRetentionYears} years, and a policy for {PRIVACY.policyRetentionYears} years
        after it ends.
      </li>
      <li>
        You can ask to see, correct or delete your information, or object to how we use it. If you are unhappy, you
        can complain to the {PRIVACY.regulator.name}.
      </li>
    </ul>
    <p>
      <Link to={ROUTES.PrivacyNotice}>Read our privacy notice</Link>
    </p>
  </section>
)
