import { expect } from 'chai'
import { fact, given } from '../given'
import { serverProposal, UUID } from '../samples'

describe('the proposal’s fold: the data consequences of 000 §4 and 001 §4', () => {
  describe('opening the form', () => {
    it('J2.98 only Start a quote empties a proposal the server holds: the edit form (even without a uuid) and a create link with a uuid keep it', () => {
      const created = fact('proposal/ProposalCreated', { proposal: serverProposal() })
      given(created).when(fact('journey/FormOpened', { mode: 'edit', uuid: null, step: null })).then((s, before) => expect(s.proposal).to.equal(before.proposal))
      given(created).when(fact('journey/FormOpened', { mode: 'create', uuid: UUID, step: null })).then((s, before) => expect(s.proposal).to.equal(before.proposal))
    })
  })
})
