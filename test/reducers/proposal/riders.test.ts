import { expect } from 'chai'
import { detail, fact, given, person, stateAfter } from '../given'
import { rider, serverProposal } from '../samples'
import { addRider, duqs, proposerOf, riderOf } from './facts'

describe('the proposal’s fold: the data consequences of 000 §4 and 001 §4', () => {
  describe('section 5: additional riders and third-party authority', () => {
    it('F4.43 adding riders numbers their marital status and relationship duqs from 1', () => {
      given()
        .when(addRider('Ann', 'S', 'F'), addRider('Bob', 'M', 'B'))
        .then((s) => {
          expect(s.proposal.risk.has_additional_drivers).to.equal(true)
          expect(duqs(s)).to.deep.equal({
            marital_status_driver_1: 'S',
            relationship_to_proposer_driver_1: 'F',
            marital_status_driver_2: 'M',
            relationship_to_proposer_driver_2: 'B',
          })
          expect(riderOf(s, 1).driver_details.driver_type).to.equal('additional_driver')
        })
    })

    it('F4.43 additional riders No empties the list and removes the per-rider duqs', () => {
      given(addRider('Ann'), addRider('Bob', 'M', 'B'), person('proposer', 'marital_status', 'M'))
        .when(fact('proposal/AdditionalRidersAnswered', { has: false }))
        .then((s) => {
          expect(s.proposal.risk.has_additional_drivers).to.equal(false)
          expect(s.proposal.risk.additional_drivers).to.deep.equal([])
          expect(duqs(s)).to.deep.equal({ marital_status_proposer: 'M' })
        })
    })

    it('F4.43 removing one rider renumbers the rest (marital_status_driver_N, relationship_to_proposer_driver_N)', () => {
      given(addRider('Ann', 'S', 'F'), addRider('Bob', 'M', 'B'), addRider('Cat', 'W', 'C'))
        .when(fact('proposal/RiderRemoved', { index: 0 }))
        .then((s) => {
          expect(s.proposal.risk.additional_drivers.map((r) => r.name.forenames)).to.deep.equal(['Bob', 'Cat'])
          expect(duqs(s)).to.deep.equal({
            marital_status_driver_1: 'M',
            relationship_to_proposer_driver_1: 'B',
            marital_status_driver_2: 'W',
            relationship_to_proposer_driver_2: 'C',
          })
        })
    })

    it('F4.43 removing a middle rider renumbers only those after it', () => {
      given(addRider('Ann', 'S', 'F'), addRider('Bob', 'M', 'B'), addRider('Cat', 'W', 'C'))
        .when(fact('proposal/RiderRemoved', { index: 1 }))
        .then((s) => expect(duqs(s)).to.deep.equal({ marital_status_driver_1: 'S', relationship_to_proposer_driver_1: 'F', marital_status_driver_2: 'W', relationship_to_proposer_driver_2: 'C' }))
    })

    it('F4.34 F4.43 removing the last rider turns the riders question back to No and leaves no rider duqs', () => {
      given(addRider('Ann'))
        .when(fact('proposal/RiderRemoved', { index: 0 }))
        .then((s) => {
          expect(s.proposal.risk.has_additional_drivers).to.equal(false)
          expect(duqs(s)).to.deep.equal({})
        })
    })

    it('F4.43 a rider without a marital status or relationship has no duqs entry for it', () => {
      given()
        .when(addRider('Ann', null, 'F'), addRider('Bob', 'M', null))
        .then((s) => expect(duqs(s)).to.deep.equal({ relationship_to_proposer_driver_1: 'F', marital_status_driver_2: 'M' }))
    })

    it('F4.43 answering a rider’s marital status or relationship updates that rider’s duqs; the proposer has its own key', () => {
      given(addRider('Ann'), addRider('Bob'))
        .when(person(1, 'marital_status', 'D'), person(1, 'relationship_to_proposer', 'B'), person('proposer', 'marital_status', 'M'), person('proposer', 'relationship_to_proposer', 'X'))
        .then((s) => {
          expect(duqs(s)).to.include({ marital_status_driver_2: 'D', relationship_to_proposer_driver_2: 'B', marital_status_proposer: 'M' })
          expect(proposerOf(s)).not.to.have.property('relationship_to_proposer')
        })
    })

    it('F4.43 a rider’s marital status is that rider’s duq only, never the proposer’s', () => {
      given(person('proposer', 'marital_status', 'M'), addRider('Ann'))
        .when(person(0, 'marital_status', 'D'))
        .then((s) => expect(duqs(s)).to.deep.equal({ marital_status_proposer: 'M', marital_status_driver_1: 'D', relationship_to_proposer_driver_1: 'F' }))
    })

    it('F4.43 additional riders Yes keeps the riders already added', () => {
      given(addRider('Ann'), addRider('Bob'))
        .when(fact('proposal/AdditionalRidersAnswered', { has: true }))
        .then((s) => expect(s.proposal.risk.additional_drivers.map((r) => r.name.forenames)).to.deep.equal(['Ann', 'Bob']))
    })

    it('F4.34 removing one of two riders leaves the riders question Yes', () => {
      given(addRider('Ann'), addRider('Bob'))
        .when(fact('proposal/RiderRemoved', { index: 0 }))
        .then((s) => expect(s.proposal.risk.has_additional_drivers).to.equal(true))
    })

    it('F4.43 editing a rider replaces it, keeps its role and refreshes its duqs', () => {
      const edited = { ...rider('Ann', 'M', 'S'), driver_details: { ...rider('Ann').driver_details, driver_type: null } }
      given(addRider('Ann', 'S', 'F'))
        .when(fact('proposal/RiderEdited', { index: 0, rider: edited }))
        .then((s) => {
          expect(duqs(s)).to.deep.equal({ marital_status_driver_1: 'M', relationship_to_proposer_driver_1: 'S' })
          expect(riderOf(s, 0).driver_details.driver_type).to.equal('additional_driver')
        })
    })

    it('F4.43 editing or removing a rider out of range changes nothing', () => {
      given(addRider('Ann'))
        .when(fact('proposal/RiderEdited', { index: 1, rider: rider('Bob') }), fact('proposal/RiderRemoved', { index: 1 }), fact('proposal/RiderRemoved', { index: 99 }))
        .thenNothingChanges()
    })

    it('F4.43 F4.45 a rider refused at the maximum, or an edit out of range, changes nothing, not even the duqs of a loaded proposal', () => {
      // A proposal loaded from the server whose rider duqs do not match its riders: only a real change renumbers them.
      const loaded = fact('proposal/ProposalLoaded', {
        via: 'edit',
        proposal: serverProposal((p) => {
          p.risk.has_additional_drivers = true
          p.risk.additional_drivers = ['A', 'B', 'C', 'D', 'E'].map((n) => ({ ...rider(`Rider${n}`, 'M', 'B'), driver_details: { ...rider(n).driver_details, driver_type: 'additional_driver' } }))
        }),
      })
      given(loaded)
        .when(addRider('Rider F'), fact('proposal/RiderEdited', { index: 5, rider: rider('Rider G') }))
        .thenNothingChanges()
    })

    it('F4.45 riders stop at 5 (the repeater default; the spec gives no rider maximum)', () => {
      const five = ['A', 'B', 'C', 'D', 'E'].map((n) => addRider(`Rider${n}`, 'S', 'F'))
      given(...five)
        .when(addRider('Rider F', 'M', 'B'))
        .thenNothingChanges()
      const s = stateAfter(...five)
      expect(s.proposal.risk.additional_drivers).to.have.length(5)
      expect(duqs(s)).to.include({ marital_status_driver_5: 'S', relationship_to_proposer_driver_5: 'F' })
    })

    const tpa = [
      detail('userfields.tpa_title', 'Mrs'),
      detail('userfields.tpa_forename', 'Jane'),
      detail('userfields.tpa_surname', 'Doe'),
      detail('userfields.tpa_date_of_birth', '1980-02-03'),
      detail('userfields.tpa_email', 'jane@example.com'),
      detail('userfields.tpa_phone', '07700900123'),
    ]

    it('F4.44 J2.62 third-party authority No clears all tpa fields', () => {
      given(fact('proposal/ThirdPartyAuthorityAnswered', { has: true }), ...tpa, detail('userfields.has_email_consent', true))
        .when(fact('proposal/ThirdPartyAuthorityAnswered', { has: false }))
        .then((s) =>
          expect(s.proposal.risk.userfields).to.deep.equal({
            has_email_consent: true,
            has_third_party_authority: false,
            tpa_title: null,
            tpa_forename: null,
            tpa_surname: null,
            tpa_date_of_birth: null,
            tpa_email: null,
            tpa_phone: null,
          }),
        )
    })

    it('F4.44 third-party authority Yes again keeps the tpa answers', () => {
      given(fact('proposal/ThirdPartyAuthorityAnswered', { has: true }), ...tpa)
        .when(fact('proposal/ThirdPartyAuthorityAnswered', { has: true }))
        .then((s) => expect(s.proposal.risk.userfields).to.include({ has_third_party_authority: true, tpa_title: 'Mrs', tpa_phone: '07700900123' }))
    })

    it('F4.44 J2.62 tpa answers given while the authority is No are not kept; Yes keeps them', () => {
      given(fact('proposal/ThirdPartyAuthorityAnswered', { has: false }))
        .when(...tpa)
        .thenNothingChanges()
      given(fact('proposal/ThirdPartyAuthorityAnswered', { has: true }))
        .when(...tpa)
        .then((s) => expect(s.proposal.risk.userfields).to.include({ tpa_title: 'Mrs', tpa_forename: 'Jane', tpa_phone: '07700900123' }))
    })
  })
})
