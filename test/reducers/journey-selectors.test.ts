import { expect } from 'chai'
import {
  selectAddressProposalElsewhere,
  selectAddressProposalMissing,
  selectNote,
  selectOpenModalAmong,
  selectPaymentUrl,
  selectPortalUrl,
  selectProposalLoadFailed,
  selectQuoteEmailSent,
  selectRecallRefused,
  selectRequotePending,
  selectRequoting,
  selectShowsMedicalLimit,
  selectSubmitUuid,
} from '../../reducers/journey-selectors'
import { initialState } from '../../reducers/root'
import { fact, given, stateAfter } from './given'
import { serverProposal, UUID } from './samples'

const OTHER = '00000000-0000-4000-8000-000000000002'
const failed = (call: string) => fact('journey/RequestFailed', { call, error: { kind: 'http', status: 404, code: 'not_found' } })

describe('journey selectors', () => {
  it("F4.38 F8.04 the 'Sorry!' modal shows once a second medical condition is refused, and only until it is closed", () => {
    expect(selectShowsMedicalLimit(initialState)).to.equal(false)
    given()
      .when(fact('journey/ModalOpened', { modal: 'tracker-warning' }))
      .then((s) => expect(selectShowsMedicalLimit(s)).to.equal(false))
    given(fact('journey/ModalOpened', { modal: 'tracker-warning' }))
      .when(fact('proposal/MedicalConditionRefused', { who: 0 }))
      .then((s) => expect(selectShowsMedicalLimit(s)).to.equal(true))
    given(fact('proposal/MedicalConditionRefused', { who: 'proposer' }))
      .when(fact('journey/ModalClosed', { modal: 'medical-limit' }))
      .then((s) => expect(selectShowsMedicalLimit(s)).to.equal(false))
  })

  it('the edit form says its quote could not be loaded only when the load of the proposal failed', () => {
    expect(selectProposalLoadFailed(initialState), 'no failure yet').to.equal(false)
    const opened = fact('journey/FormOpened', { mode: 'edit', uuid: UUID, step: null })
    expect(selectProposalLoadFailed(stateAfter(opened, failed('getProposal')))).to.equal(true)
    expect(selectProposalLoadFailed(stateAfter(opened, failed('getQuote')))).to.equal(false)
    // The edit form opened again (for another quote) after a failed load does not say the new one failed.
    expect(selectProposalLoadFailed(stateAfter(opened, failed('getProposal'), opened))).to.equal(false)
  })

  it('the edit form is sent for the uuid it opened with, else for the proposal it holds; a new quote has none', () => {
    expect(selectSubmitUuid(initialState)).to.equal(null)
    const loaded = fact('proposal/ProposalLoaded', { proposal: serverProposal(), via: 'edit' })
    expect(selectSubmitUuid(stateAfter(loaded))).to.equal(UUID)
    expect(selectSubmitUuid(stateAfter(loaded, fact('journey/FormOpened', { mode: 'edit', uuid: OTHER, step: null })))).to.equal(OTHER)
    expect(selectSubmitUuid(stateAfter(fact('quote/QuoteDeclined', { proposal: serverProposal() })))).to.equal(UUID)
  })
  it('the first open modal among some is read in the order they opened, and none when none of them is open', () => {
    const among = ['removed-addon', 'tracker-warning'] as const
    expect(selectOpenModalAmong(initialState, among)).to.equal(null)
    const opened = stateAfter(
      fact('journey/ModalOpened', { modal: 'medical-limit' }),
      fact('journey/ModalOpened', { modal: 'tracker-warning' }),
      fact('journey/ModalOpened', { modal: 'removed-addon' }),
    )
    expect(selectOpenModalAmong(opened, among)).to.equal('tracker-warning')
    expect(selectOpenModalAmong(opened, ['direct-debit-guarantee'])).to.equal(null)
    expect(selectOpenModalAmong(stateAfter(fact('journey/ModalOpened', { modal: 'medical-limit' })), among)).to.equal(null)
  })

  it('the outcomes the screens show read back as the events left them', () => {
    expect([selectNote, selectPaymentUrl, selectPortalUrl, selectRecallRefused].map((select) => select(initialState))).to.deep.equal([null, null, null, null])
    expect([selectRequoting, selectRequotePending, selectQuoteEmailSent].map((select) => select(initialState))).to.deep.equal([false, false, false])
    expect(selectNote(stateAfter(fact('journey/NoteShown', { note: 'The price has changed.' })))).to.equal('The price has changed.')
    expect(selectPaymentUrl(stateAfter(fact('quote/PaymentUrlReceived', { paymentUrl: '/mock-provider/pay/1' })))).to.equal('/mock-provider/pay/1')
    expect(selectPortalUrl(stateAfter(fact('quote/PortalLinkReceived', { portalUrl: 'https://portal.example/register' })))).to.equal('https://portal.example/register')
    expect(selectRecallRefused(stateAfter(fact('journey/RecallRefused', { reason: 'too-many' })))).to.equal('too-many')
    expect(selectRequoting(stateAfter(fact('quote/RequoteStarted', {})))).to.equal(true)
    expect(selectQuoteEmailSent(stateAfter(fact('quote/QuoteEmailSent', {})))).to.equal(true)
    const loaded = fact('proposal/ProposalLoaded', { proposal: serverProposal(), via: 'fetch' })
    expect(selectRequotePending(stateAfter(loaded, fact('proposal/VoluntaryExcessChosen', { excess: 500 })))).to.equal(true)
  })

  describe("when a screen asks whether the proposal its address names is missing", () => {
    const UNKNOWN = '00000000-0000-4000-8000-000000000000'
    const notFound = fact('proposal/ProposalNotFound', { uuid: UNKNOWN })
    const loaded = fact('proposal/ProposalLoaded', { proposal: serverProposal(), via: 'fetch' })

    it('it is missing once the server answered not_found for that uuid, and only for that uuid', () => {
      const s = stateAfter(notFound)
      expect(selectAddressProposalMissing(s, UNKNOWN)).to.equal(true)
      expect(selectAddressProposalMissing(s, UUID), 'another address').to.equal(false)
      expect(selectAddressProposalMissing(stateAfter(notFound, loaded), UUID), 'the proposal loaded after it').to.equal(false)
    })

    it('it is not missing while its load has had no answer: a load in flight shows no notice', () => {
      expect(selectAddressProposalMissing(initialState, UNKNOWN)).to.equal(false)
      expect(selectAddressProposalMissing(stateAfter(fact('journey/Navigated', { path: `/quote/summary?uuid=${UNKNOWN}` })), UNKNOWN)).to.equal(false)
      expect(selectAddressProposalMissing(stateAfter(loaded), OTHER), 'another proposal held while this one loads').to.equal(false)
    })

    it('a later successful load of that uuid ends it', () => {
      const found = fact('proposal/ProposalLoaded', { proposal: serverProposal((p) => void (p.uuid = UNKNOWN)), via: 'fetch' })
      expect(selectAddressProposalMissing(stateAfter(notFound, found), UNKNOWN)).to.equal(false)
    })

    it('an address without a uuid is missing its proposal when the store holds none and nothing is loading', () => {
      expect(selectAddressProposalMissing(initialState, null)).to.equal(true)
      expect(selectAddressProposalMissing(stateAfter(loaded), null), 'a proposal held').to.equal(false)
      const loading = fact('journey/LoadingStarted', { title: null, text: 'We are now updating your quote.' })
      expect(selectAddressProposalMissing(stateAfter(loading), null), 'something loading').to.equal(false)
      expect(selectAddressProposalMissing(stateAfter(loading, fact('journey/LoadingFinished', {})), null)).to.equal(true)
    })

    it('an address without a uuid goes to the quote the tab holds, and only then', () => {
      expect(selectAddressProposalElsewhere(stateAfter(loaded), null)).to.equal(UUID)
      expect(selectAddressProposalElsewhere(initialState, null), 'none held').to.equal(null)
      expect(selectAddressProposalElsewhere(stateAfter(loaded), OTHER), 'an address naming another').to.equal(null)
      expect(selectAddressProposalElsewhere(stateAfter(loaded), UUID), 'an address naming it').to.equal(null)
    })
  })
})
