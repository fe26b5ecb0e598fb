import 'global-jsdom/register'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { expect } from 'chai'
import { CREDIT, PRIVACY, UNDERWRITER } from '../../../src/domain/firm'
import { ROUTES } from '../../../src/domain/routes'
import { QuoteCreateScreen, QuoteEditScreen } from '../../../src/screens/quote-form/QuoteFormScreen'
import { restoreJsdomGlobals } from '../../components/jsdom-globals'
import { summaryReady, UUID } from '../../reducers/samples'
import { ok } from '../../sagas/fake-deps'
import { renderAt } from '../firm/render-at'

/** The summary's region, named by its heading. */
const summary = () => screen.getByRole('region', { name: 'How we use your information' })

/** True when `a` comes before `b` in the document. */
const precedes = (a: Element, b: Element): boolean => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0

describe('how we use your information, on step 1 of the form', () => {
  beforeEach(restoreJsdomGlobals)
  afterEach(cleanup)

  const lists = { getList: () => ok({ options: [] }) }

  describe('when a rider opens a new quote', () => {
    it('step 1 says, above its first question, who holds their information and why, from FIRM', () => {
      renderAt(ROUTES.QuoteCreateForm, <QuoteCreateScreen />, lists)
      const text = (summary().textContent ?? '').replace(/\s+/g, ' ')
      for (const fact of [
        PRIVACY.controller,
        UNDERWRITER.name,
        CREDIT.lender,
        'Claims and Underwriting Exchange (CUE)',
        'special category and criminal offence data',
        'automated decision',
        'ask a person to review it',
        `quote for ${String(PRIVACY.quoteRetentionYears)} years`,
        `policy for ${String(PRIVACY.policyRetentionYears)} years after it ends`,
        'see, correct or delete your information, or object to how we use it',
        PRIVACY.regulator.name,
      ]) {
        expect(text, fact).to.contain(fact)
      }
      const firstQuestion = screen.getByLabelText('Title', { exact: true })
      expect(precedes(summary(), firstQuestion), 'the summary comes before the first question').to.equal(true)
      expect(precedes(screen.getByRole('heading', { level: 2, name: /About You/ }), summary()), 'the section’s heading comes first').to.equal(true)
    })

    it('links to the full privacy notice', () => {
      renderAt(ROUTES.QuoteCreateForm, <QuoteCreateScreen />, lists)
      expect(within(summary()).getByRole('link', { name: 'Read our privacy notice' }).getAttribute('href')).to.equal(ROUTES.PrivacyNotice)
    })
  })

  describe('when a rider edits a quote', () => {
    it('step 1 shows the summary above its first question too', async () => {
      const proposal = summaryReady()
      renderAt(`${ROUTES.QuoteEditForm}?uuid=${UUID}`, <QuoteEditScreen />, { ...lists, getProposal: () => ok(proposal) })
      await waitFor(() => screen.getByRole('heading', { level: 2, name: /About You/ }))
      expect(precedes(summary(), screen.getByLabelText('Title', { exact: true }))).to.equal(true)
    })

    it('a later step does not show it again', async () => {
      const proposal = summaryReady()
      renderAt(`${ROUTES.QuoteEditForm}?uuid=${UUID}&step=2`, <QuoteEditScreen />, { ...lists, getProposal: () => ok(proposal) })
      await waitFor(() => screen.getByRole('heading', { level: 2, name: /About Your Bike/ }))
      expect(screen.queryByRole('region', { name: 'How we use your information' })).to.equal(null)
    })
  })
})
