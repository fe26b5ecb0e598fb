import 'global-jsdom/register'
import { cleanup, screen, within } from '@testing-library/react'
import { expect } from 'chai'
import { CREDIT, FIRM, PRIVACY, UNDERWRITER, regulatorStatement } from '../../../src/domain/firm'
import { CANCELLATION, COMPLAINTS, OMBUDSMAN, REMUNERATION } from '../../../src/domain/firm-terms'
import { formatPounds } from '../../../src/domain/formats'
import { ROUTES } from '../../../src/domain/routes'
import { restoreJsdomGlobals } from '../../components/jsdom-globals'
import { Footer } from '../../../src/app/layout/Footer'
import { AboutUsPage } from '../../../src/screens/firm/AboutUsPage'
import { PrivacyNoticePage } from '../../../src/screens/firm/PrivacyNoticePage'
import { renderAt } from './render-at'

/** The text of the main landmark, its white space made single spaces. */
const mainText = (): string => (screen.getByRole('main').textContent ?? '').replace(/\s+/g, ' ')

/** The page's heading of level 2, in order. */
const sectionHeadings = (): string[] => within(screen.getByRole('main')).getAllByRole('heading', { level: 2 }).map((h) => h.textContent ?? '')

/** The address of the link in the main landmark named `name`. */
const hrefOf = (name: string | RegExp): string | null => within(screen.getByRole('main')).getByRole('link', { name }).getAttribute('href')

const tel = (n: string): string => `tel:${n.replace(/\s/g, '')}`

/** The firm's pages, by their path in the route table (the browser tests open them through it). */
const PAGES = {
  [ROUTES.AboutUs]: { Page: AboutUsPage, title: 'About us and complaints' },
  [ROUTES.PrivacyNotice]: { Page: PrivacyNoticePage, title: 'Privacy notice' },
}

/** The page at `path`, drawn in a real store: its heading, of level 1, names it. */
const openPage = (path: keyof typeof PAGES) => {
  const { Page, title } = PAGES[path]
  const result = renderAt(path, <main><Page /></main>)
  expect(screen.getByRole('heading', { level: 1 }).textContent).to.equal(title)
  return result
}

describe('the firm’s own pages', () => {
  beforeEach(restoreJsdomGlobals)
  afterEach(cleanup)

  describe('when a rider opens About us and complaints', () => {
    const { fca } = FIRM

    it('says who the firm is, its register entry, the insurer, the lender, how the firm is paid, how to complain and the ombudsman, every fact read from FIRM', () => {
      openPage(ROUTES.AboutUs)
      const text = mainText()
      const facts = [
        regulatorStatement(),
        ...FIRM.registeredOffice,
        fca.firmReference,
        fca.activities,
        UNDERWRITER.name,
        UNDERWRITER.registeredIn,
        UNDERWRITER.firmReference,
        UNDERWRITER.regulation,
        CREDIT.lender,
        CREDIT.firmReference,
        CREDIT.brokerRole,
        REMUNERATION.commission,
        COMPLAINTS.email,
        COMPLAINTS.phone,
        ...COMPLAINTS.post,
        `within ${String(COMPLAINTS.finalResponseWeeks)} weeks`,
        OMBUDSMAN.name,
        OMBUDSMAN.phone,
        ...OMBUDSMAN.post,
        `within ${String(OMBUDSMAN.referWithinMonths)} months of our final response`,
        formatPounds(CANCELLATION.laterFee),
      ]
      for (const fact of facts) expect(text, fact).to.contain(fact)
    })

    it('says no fee is charged on top of the premium, as FIRM lists none', () => {
      expect(REMUNERATION.fees).to.deep.equal([])
      openPage(ROUTES.AboutUs)
      expect(mainText()).to.contain('We charge no fees on top of the premium for arranging your policy.')
    })

    it('links to the Financial Services Register, the ombudsman, and the complaints and ombudsman contacts', () => {
      openPage(ROUTES.AboutUs)
      expect(hrefOf(new URL(fca.registerUrl).host)).to.equal(fca.registerUrl)
      expect(hrefOf(new URL(OMBUDSMAN.website).host)).to.equal(OMBUDSMAN.website)
      expect(hrefOf(COMPLAINTS.email)).to.equal(`mailto:${COMPLAINTS.email}`)
      expect(hrefOf(COMPLAINTS.phone)).to.equal(tel(COMPLAINTS.phone))
      expect(hrefOf(OMBUDSMAN.phone)).to.equal(tel(OMBUDSMAN.phone))
    })

    it('has one heading per part, for a screen reader to move between', () => {
      openPage(ROUTES.AboutUs)
      expect(sectionHeadings()).to.deep.equal([
        'Who we are',
        'Our entry on the Financial Services Register',
        'Who insures you',
        'If you pay monthly',
        'How we are paid',
        'How to complain',
        `The ${OMBUDSMAN.name}`,
      ])
    })
  })

  describe('when a rider opens the privacy notice', () => {

    it('names the controller and its contacts, the insurer and the lender, how long information is kept and the ICO, every fact read from FIRM', () => {
      openPage(ROUTES.PrivacyNotice)
      const text = mainText()
      const facts = [
        PRIVACY.controller,
        PRIVACY.dpoEmail,
        ...FIRM.registeredOffice,
        UNDERWRITER.name,
        CREDIT.lender,
        `${String(PRIVACY.quoteRetentionYears)} years from the quote`,
        `${String(PRIVACY.policyRetentionYears)} years after it ends`,
        PRIVACY.regulator.name,
        PRIVACY.regulator.phone,
      ]
      for (const fact of facts) expect(text, fact).to.contain(fact)
    })

    it('says what the checks are, what is special category and criminal offence data, that the price is an automated decision a person can review, and the rights', () => {
      openPage(ROUTES.PrivacyNotice)
      const text = mainText()
      for (const said of [
        'Claims and Underwriting Exchange (CUE)',
        'Motor Insurance Database',
        'searches your credit file',
        'special category data',
        'criminal offence data',
        'This is an automated decision.',
        'You can ask for a person to review the decision',
        '(access)',
        '(rectification)',
        '(erasure)',
        '(objection)',
      ]) {
        expect(text, said).to.contain(said)
      }
    })

    it('links to the data protection officer and the ICO', () => {
      openPage(ROUTES.PrivacyNotice)
      for (const link of within(screen.getByRole('main')).getAllByRole('link', { name: PRIVACY.dpoEmail })) {
        expect(link.getAttribute('href')).to.equal(`mailto:${PRIVACY.dpoEmail}`)
      }
      expect(hrefOf(new URL(PRIVACY.regulator.website).host)).to.equal(PRIVACY.regulator.website)
      expect(hrefOf(PRIVACY.regulator.phone)).to.equal(tel(PRIVACY.regulator.phone))
    })

    it('has one heading per part, for a screen reader to move between', () => {
      openPage(ROUTES.PrivacyNotice)
      expect(sectionHeadings()).to.deep.equal([
        'Who we are',
        'What we collect',
        'Why we use it, and the law that allows it',
        'Medical conditions and convictions',
        'The checks we make',
        'How your price is set',
        'Who we share it with',
        'How long we keep it',
        'Your rights',
        'Complaining about how we use your information',
      ])
    })
  })

  describe('when a rider reads the footer of any page', () => {
    it('it links to About us and complaints and to the privacy notice', () => {
      renderAt(ROUTES.Recall, <Footer />)
      const footer = screen.getByRole('contentinfo')
      expect(within(footer).getByRole('link', { name: 'About us and complaints' }).getAttribute('href')).to.equal(ROUTES.AboutUs)
      expect(within(footer).getByRole('link', { name: 'Privacy notice' }).getAttribute('href')).to.equal(ROUTES.PrivacyNotice)
    })
  })

  it('nothing is asked of the insurer to show them', () => {
    const about = openPage(ROUTES.AboutUs)
    cleanup()
    const privacy = openPage(ROUTES.PrivacyNotice)
    expect([...about.calls, ...privacy.calls].map((c) => c.name)).to.deep.equal([])
  })
})
