import { HELP_EMAIL, HELP_PHONE } from '../../domain/constants'
import { EmailLink } from '../../components/contacts'
import { ResultPage } from './ResultPage'

/**
 * Help: the FAQs the sidebar links to, and the header's Claims and Policy details menus (sections of this
 * page), so no menu leads nowhere.
 */
export const HelpPage = () => (
  <ResultPage title="Help and FAQs">
    <h2 id="claims">Claims</h2>
    <p>
      To report an accident, theft or damage, call our claims line on {HELP_PHONE} (24 hours) or e-mail{' '}
      <EmailLink address={HELP_EMAIL} /> with your policy reference.
    </p>
    <h2 id="policy-details">Policy details</h2>
    <p>
      Your policy documents are e-mailed to you within two hours of buying. Register for your online account
      from the confirmation page to see and change your policy details.
    </p>
    <h2 id="faqs">Frequently asked questions</h2>
    <h3>Can I use my no claims discount?</h3>
    <p>
      Yes, if it is under 2 years old and was earned on a private bike policy in the EU. We will ask you for
      proof of it.
    </p>
    <h3>Can I retrieve a quote I saved?</h3>
    <p>Yes: use Retrieve a quote with your quote reference, postcode and date of birth.</p>
    <h3>How do I pay?</h3>
    <p>In full by card, or monthly by Direct Debit after a deposit.</p>
  </ResultPage>
)
