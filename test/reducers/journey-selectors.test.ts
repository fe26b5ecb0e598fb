import { expect } from 'chai'
import { selectProposalLoadFailed, selectShowsMedicalLimit, selectSubmitUuid } from '../../reducers/journey-selectors'
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
  })

  it('the edit form is sent for the uuid it opened with, else for the proposal it holds; a new quote has none', () => {
    expect(selectSubmitUuid(initialState)).to.equal(null)
    const loaded = fact('proposal/ProposalLoaded', { proposal: serverProposal(), via: 'edit' })
    expect(selectSubmitUuid(stateAfter(loaded))).to.equal(UUID)
    expect(selectSubmitUuid(stateAfter(loaded, fact('journey/FormOpened', { mode: 'edit', uuid: OTHER, step: null })))).to.equal(OTHER)
    expect(selectSubmitUuid(stateAfter(fact('quote/QuoteDeclined', { proposal: serverProposal() })))).to.equal(UUID)
  })
})
