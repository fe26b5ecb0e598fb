import { CREDIT, FIRM, PRIVACY, UNDERWRITER } from '../../domain/firm'
import { ResultPage } from '../results/ResultPage'
import { EmailLink, PhoneLink, PostalAddress, WebLink } from '../../components/contacts'


/**
 * The privacy notice (ROUTES.PrivacyNotice): who holds the rider's information and why, what is collected, the
 * lawful bases, medical conditions and convictions, the checks made (fraud prevention and claims databases, the
 * Motor Insurance Database, a credit search for monthly payers, the device and bot checks the app makes), the
 * automated price, who it is shared with, how long it is kept, the rider's rights and the ICO. Every fact of the firm
 * is read from FIRM. One heading per part (h2 under the page's h1), so a screen-reader user can move between them.
 */
export const PrivacyNoticePage = () => (
  <ResultPage title="Privacy notice">
    <p>
      This notice explains how we use the information you give us when you get a quote or buy a policy from{' '}
      {FIRM.brand}, and the rights you have over it.
    </p>

    <h2>Who we are</h2>
    <p>
      {PRIVACY.controller} is the controller of your information: we decide how it is used. Our registered office is:
    </p>
    <PostalAddress lines={FIRM.registeredOffice} />
    <p>
      Our data protection officer answers any question about your information: <EmailLink address={PRIVACY.dpoEmail} />.
    </p>
    <p>
      The insurer, {UNDERWRITER.name}, is a controller of your information too: it uses it to decide whether to insure
      you, to run your policy and to handle claims. If you pay monthly, so is the lender, {CREDIT.lender}.
    </p>

    <h2>What we collect</h2>
    <ul>
      <li>About you and anyone else who will ride: name, date of birth, address, contact details, marital status, job and education, licence, claims, convictions and medical conditions.</li>
      <li>About your bike: its registration, make and model, value, where it is kept and how it is used.</li>
      <li>About your cover and how you pay. Your card details go to our payment provider; we never see the full card number.</li>
      <li>About the device you use to buy, to prevent fraud.</li>
    </ul>
    <p>
      If you tell us about another rider, or someone you allow to discuss your policy with us, please make sure they
      agree, and show them this notice.
    </p>

    <h2>Why we use it, and the law that allows it</h2>
    <ul>
      <li>To give you a quote: you asked for one, and we need your answers to give it (steps before a contract).</li>
      <li>To set up and run your policy, take payments and handle claims: to carry out our contract with you.</li>
      <li>To prevent and detect fraud, and to keep the site safe from automated attacks: our legitimate interests and our legal duties.</li>
      <li>To meet the rules of the Financial Conduct Authority and other laws: our legal duties.</li>
      <li>To send you offers and news by e-mail, only if you said yes: your consent, which you can withdraw at any time.</li>
      <li>To help you when something goes wrong, from the support trail you choose to send us: our legitimate interests. The trail has your personal details removed.</li>
    </ul>

    <h2>Medical conditions and convictions</h2>
    <p>
      Information about your health is special category data, and information about convictions is criminal offence
      data. The law protects both more strictly. We and the insurer use them only to quote, to insure you, to handle
      claims and to prevent fraud, as the Data Protection Act 2018 allows for insurance.
    </p>

    <h2>The checks we make</h2>
    <ul>
      <li>
        We and the insurer check your details with fraud prevention and claims databases, such as the Claims and
        Underwriting Exchange (CUE), which holds claims made on motor policies. If we find false or inaccurate
        information, we may record it there.
      </li>
      <li>When you buy, your policy is added to the Motor Insurance Database, which the police use to check that a vehicle is insured.</li>
      <li>
        If you choose to pay monthly, {CREDIT.lender} searches your credit file with a credit reference agency to
        decide whether to lend to you. The agency keeps a record of the search.
      </li>
      <li>While you answer the questions, we check that a person, not a program, is using the form. When you buy, we check the device you use.</li>
    </ul>

    <h2>How your price is set</h2>
    <p>
      A computer works out your price, and whether we can offer you a quote, from your answers, with no person
      involved. This is an automated decision. It lets us give you a price straight away.
    </p>
    <p>
      You can ask for a person to review the decision, tell us what you think of it, or challenge it. E-mail{' '}
      <EmailLink address={PRIVACY.dpoEmail} />.
    </p>

    <h2>Who we share it with</h2>
    <ul>
      <li>The insurer, {UNDERWRITER.name}, and the people it uses to handle claims.</li>
      <li>The lender, {CREDIT.lender}, and a credit reference agency, if you pay monthly.</li>
      <li>Our payment provider, to take your payment.</li>
      <li>Fraud prevention and claims databases, and the Motor Insurance Database.</li>
      <li>The companies that run our systems for us, who may use it only as we tell them.</li>
      <li>Regulators, the police and others, when the law requires it.</li>
    </ul>
    <p>We never sell your information.</p>

    <h2>How long we keep it</h2>
    <ul>
      <li>A quote you do not buy: {PRIVACY.quoteRetentionYears} years from the quote.</li>
      <li>A policy you buy: {PRIVACY.policyRetentionYears} years after it ends.</li>
    </ul>
    <p>
      While you get a quote, your answers are also kept in this browser tab (the foot of each page says how long).
      The site uses only the cookies it needs to keep your session secure: none for advertising or tracking.
    </p>

    <h2>Your rights</h2>
    <p>You can ask us to:</p>
    <ul>
      <li>give you a copy of your information (access)</li>
      <li>correct it (rectification)</li>
      <li>delete it (erasure)</li>
      <li>use it only in limited ways for a time (restriction)</li>
      <li>stop using it where we rely on our legitimate interests (objection)</li>
      <li>give it to you, or to another firm, in a common format (portability)</li>
      <li>have a person review a decision a computer made (automated decisions)</li>
    </ul>
    <p>
      E-mail <EmailLink address={PRIVACY.dpoEmail} />, or write to us at our registered office. We answer within one
      month. Some rights have limits: we may need to keep information the law or your policy requires.
    </p>

    <h2>Complaining about how we use your information</h2>
    <p>
      Please tell us first, so we can put it right. You can also complain to the {PRIVACY.regulator.name}:{' '}
      <WebLink url={PRIVACY.regulator.website} />, or call <PhoneLink number={PRIVACY.regulator.phone} />.
    </p>
  </ResultPage>
)
