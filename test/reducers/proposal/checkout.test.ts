import { expect } from 'chai'
import { detail, fact, given, person, stateAfter } from '../given'
import { serverProposal } from '../samples'

describe('the proposal’s fold: the data consequences of 000 §4 and 001 §4', () => {
  describe('after the form: paying', () => {
    it('J4.13 when the holder is the policyholder the account name defaults to the proposer’s full name', () => {
      given(person('proposer', 'name.forenames', 'Sam'), person('proposer', 'name.surname', 'Rider'), fact('proposal/AccountHolderAnswered', { isProposer: false }), detail('direct_debit.third_party.forename', 'Jo'))
        .when(fact('proposal/AccountHolderAnswered', { isProposer: true }))
        .then((s) => expect(s.proposal.direct_debit).to.deep.include({ is_proposer_account_holder: true, account_name: 'Sam Rider', third_party: null }))
    })

    it('J4.13 answering no clears the account name and starts an empty third-party holder', () => {
      given(person('proposer', 'name.forenames', 'Sam'), person('proposer', 'name.surname', 'Rider'), fact('proposal/AccountHolderAnswered', { isProposer: true }))
        .when(fact('proposal/AccountHolderAnswered', { isProposer: false }))
        .then((s) => expect(s.proposal.direct_debit).to.deep.include({ is_proposer_account_holder: false, account_name: null, third_party: { address: {} } }))
    })

    it('J2.87 a third-party holder detail answered before the holder question starts the holder record, with an empty address until one is chosen', () => {
      given()
        .when(detail('direct_debit.third_party.title', 'Mr'))
        .then((s) => expect(s.proposal.direct_debit?.third_party).to.deep.equal({ title: 'Mr', address: {} }))
    })

    it('J2.87 the third-party holder’s address is the one chosen; clearing it leaves an empty address', () => {
      const address = { line_1: '1 High Street', postcode: 'LS1 1AA' }
      const chosen = [fact('proposal/AccountHolderAnswered', { isProposer: false }), detail('direct_debit.third_party.address', address)]
      expect(stateAfter(...chosen).proposal.direct_debit?.third_party?.address).to.deep.equal(address)
      given(...chosen)
        .when(detail('direct_debit.third_party.address', null))
        .then((s) => expect(s.proposal.direct_debit?.third_party?.address).to.deep.equal({}))
    })

    it('J4.10 an accepted direct debit replaces the proposal with the server’s; an answer without one keeps it', () => {
      const server = serverProposal((p) => void (p.direct_debit = { account_name: 'Sam Rider', is_proposer_account_holder: true }))
      given(fact('proposal/ProposalCreated', { proposal: serverProposal() }))
        .when(fact('quote/DirectDebitAccepted', { proposal: server }))
        .then((s) => expect(s.proposal).to.deep.equal(server))
      given(fact('proposal/ProposalCreated', { proposal: serverProposal() }))
        .when(fact('quote/DirectDebitAccepted', { proposal: null }))
        .thenNothingChanges()
    })

    it('J4.13 a proposer without a name gives no default account name; a surname alone is used', () => {
      given()
        .when(fact('proposal/AccountHolderAnswered', { isProposer: true }))
        .then((s) => expect(s.proposal.direct_debit?.account_name).to.equal(null))
      given(person('proposer', 'name.forenames', '  '), person('proposer', 'name.surname', 'Rider'))
        .when(fact('proposal/AccountHolderAnswered', { isProposer: true }))
        .then((s) => expect(s.proposal.direct_debit?.account_name).to.equal('Rider'))
    })
  })
})
