import { expect } from 'chai'
import {
  selectContinueBlocked,
  selectContinueReason,
  selectPanelProblems,
  selectTpaMessages,
} from '../../../src/form/screens/price-presentation'
import { after, completed, detail, fact, TODAY } from '../form-states'

const tpaYes = fact('proposal/ThirdPartyAuthorityAnswered', { has: true })
const TPA_FIELDS = ['tpa_title', 'tpa_forename', 'tpa_surname', 'tpa_date_of_birth', 'tpa_email', 'tpa_phone'].map((f) => `risk.userfields.${f}`)

describe('the price page’s queries (001 §2 PricePresentation)', () => {
  describe('the start date and excess panel', () => {
    it('has no message for the quoted proposal, and the start date’s once it is outside the window', () => {
      expect(selectPanelProblems(completed, TODAY)).to.deep.equal({ startDate: null, voluntaryExcess: null })
      expect(selectPanelProblems(completed, '2026-11-30').startDate).to.equal('Please enter a date from today')
      expect(selectPanelProblems(after(fact('proposal/StartDateChosen', { startDate: null })), TODAY).startDate).to.be.a('string')
    })
  })

  describe('third-party authority', () => {
    it('shows the Yes/No alone until Yes, then the person’s questions, each without a message until it is answered', () => {
      expect(selectTpaMessages(completed, TODAY)).to.deep.equal({ 'risk.userfields.has_third_party_authority': null })
      const yes = selectTpaMessages(after(tpaYes), TODAY)
      expect(Object.keys(yes)).to.deep.equal(['risk.userfields.has_third_party_authority', ...TPA_FIELDS])
      expect(Object.values(yes).every((m) => m === null)).to.equal(true)
    })

    it('shows the message of an answered question that is not valid: the authorised person must be 17 or over', () => {
      const tooYoung = selectTpaMessages(after(tpaYes, detail('userfields.tpa_date_of_birth', '2016-01-01')), TODAY)
      expect(tooYoung['risk.userfields.tpa_date_of_birth']).to.be.a('string')
      expect(tooYoung['risk.userfields.tpa_forename']).to.equal(null)
    })
  })

  describe('Continue', () => {
    it('is open for the quoted proposal, with no reason given', () => {
      expect(selectContinueBlocked(completed, TODAY)).to.equal(false)
      expect(selectContinueReason(completed, TODAY)).to.equal(null)
    })

    it('waits for the registration first, then the panel, then a pending requote, then the third-party authority', () => {
      const noRegistration = fact('proposal/RegistrationInvalidated', {})
      const noStartDate = fact('proposal/StartDateChosen', { startDate: null })
      const cases: readonly [string, ReturnType<typeof after>][] = [
        ['Please enter and confirm your registration number to continue.', after(noRegistration, noStartDate, tpaYes)],
        ['Please correct your start date or excess to continue.', after(noStartDate, tpaYes)],
        ['Please confirm and requote your changes to continue.', after(fact('proposal/StartDateChosen', { startDate: '2026-11-20' }), tpaYes)],
        ['Please answer the third party authority questions to continue.', after(tpaYes)],
      ]
      for (const [reason, s] of cases) {
        expect(selectContinueReason(s, TODAY), reason).to.equal(reason)
        expect(selectContinueBlocked(s, TODAY), reason).to.equal(true)
      }
    })

    it('waits while a requote runs, which needs no reason of its own', () => {
      const s = after(fact('quote/RequoteStarted', {}))
      expect(selectContinueBlocked(s, TODAY)).to.equal(true)
      expect(selectContinueReason(s, TODAY)).to.equal(null)
    })
  })
})
