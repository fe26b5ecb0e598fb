import { expect } from 'chai'
import { selectAllowedRoles } from '../../../reducers/proposal-selectors'
import { EDUCATION_INDUSTRY_CODE, NO_LICENCE, NON_WORKING_STATUSES, REPEATER_MAX } from '../../../src/domain/constants'
import { fact, given, person, stateAfter } from '../given'
import { claim, conviction, rider, serverProposal } from '../samples'
import { addRider, duqs, PEOPLE, personOf, proposerOf, riderOf } from './facts'

describe('the proposal’s fold: the data consequences of 000 §4 and 001 §4', () => {
  describe('riding, personal and employment (per person)', () => {
    for (const { who, label, history } of PEOPLE) {
      describe(`for ${label}`, () => {
        it(`F4.27 licence type '${NO_LICENCE}' clears the licence date`, () => {
          given(...history, fact('proposal/LicenceTypeChosen', { who, licenceType: 'F' }), person(who, 'licence.date', '2010-06-01'))
            .when(fact('proposal/LicenceTypeChosen', { who, licenceType: NO_LICENCE }))
            .then((s) => expect(personOf(s, who).driver_details.licence).to.include({ type: NO_LICENCE, date: null }))
        })

        it(`F4.27 a licence date answered with '${NO_LICENCE}' is not kept; another type keeps it`, () => {
          given(...history, fact('proposal/LicenceTypeChosen', { who, licenceType: NO_LICENCE }))
            .when(person(who, 'licence.date', '2010-06-01'))
            .then((s) => expect(personOf(s, who).driver_details.licence.date).to.equal(null))
          given(...history, person(who, 'licence.date', '2010-06-01'))
            .when(fact('proposal/LicenceTypeChosen', { who, licenceType: 'P' }))
            .then((s) => expect(personOf(s, who).driver_details.licence).to.include({ type: 'P', date: '2010-06-01' }))
        })

        for (const isUkBorn of [true, false]) {
          it(`F4.28 the UK-born answer ${isUkBorn ? 'Yes' : 'No'} resets the residency date`, () => {
            given(...history, fact('proposal/UkBornAnswered', { who, isUkBorn: false }), person(who, 'resident.since', '2015-09-01'))
              .when(fact('proposal/UkBornAnswered', { who, isUkBorn }))
              .then((s) => expect(personOf(s, who).resident).to.deep.equal({ is_uk_born: isUkBorn, since: null }))
          })
        }

        it('F4.28 the residency date is kept only when not UK-born', () => {
          given(...history, fact('proposal/UkBornAnswered', { who, isUkBorn: false }))
            .when(person(who, 'resident.since', '2015-09-01'))
            .then((s) => expect(personOf(s, who).resident.since).to.equal('2015-09-01'))
          given(...history, fact('proposal/UkBornAnswered', { who, isUkBorn: true }))
            .when(person(who, 'resident.since', '2015-09-01'))
            .then((s) => expect(personOf(s, who).resident.since).to.equal(null))
        })

        it('F4.29 employment status FullTmEdu forces industry 950', () => {
          given(...history, fact('proposal/EmploymentStatusChosen', { who, status: 'Employed' }), person(who, 'full_time_occupation.industry', '123'))
            .when(fact('proposal/EmploymentStatusChosen', { who, status: 'FullTmEdu' }))
            .then((s) => expect(personOf(s, who).full_time_occupation).to.include({ status: 'FullTmEdu', industry: EDUCATION_INDUSTRY_CODE }))
          given(...history, fact('proposal/EmploymentStatusChosen', { who, status: 'FullTmEdu' }))
            .when(person(who, 'full_time_occupation.industry', '123'))
            .then((s) => expect(personOf(s, who).full_time_occupation.industry).to.equal(EDUCATION_INDUSTRY_CODE))
        })

        it('F4.29 FullTmEdu clears a role outside its fixed codes and keeps one inside', () => {
          given(...history, fact('proposal/EmploymentStatusChosen', { who, status: 'Employed' }), person(who, 'full_time_occupation.role', 'A01'))
            .when(fact('proposal/EmploymentStatusChosen', { who, status: 'FullTmEdu' }))
            .then((s) => expect(personOf(s, who).full_time_occupation.role).to.equal(null))
          given(...history, fact('proposal/EmploymentStatusChosen', { who, status: 'Employed' }), person(who, 'full_time_occupation.role', 'S44'))
            .when(fact('proposal/EmploymentStatusChosen', { who, status: 'FullTmEdu' }))
            .then((s) => expect(personOf(s, who).full_time_occupation.role).to.equal('S44'))
        })

        it('F4.29 a role answered under FullTmEdu is kept only when it is one of the fixed codes', () => {
          given(...history, fact('proposal/EmploymentStatusChosen', { who, status: 'FullTmEdu' }))
            .when(person(who, 'full_time_occupation.role', 'A01'))
            .then((s) => expect(personOf(s, who).full_time_occupation.role).to.equal(null))
        })

        for (const status of NON_WORKING_STATUSES) {
          it(`F4.30 status ${status} counts as non-working: clears role, industry and second job`, () => {
            given(
              ...history,
              fact('proposal/EmploymentStatusChosen', { who, status: 'Employed' }),
              person(who, 'full_time_occupation.role', 'A01'),
              person(who, 'full_time_occupation.industry', '123'),
              fact('proposal/SecondOccupationAnswered', { who, has: true }),
              person(who, 'part_time_occupation.role', 'B02'),
            )
              .when(fact('proposal/EmploymentStatusChosen', { who, status }))
              .then((s) => {
                const p = personOf(s, who)
                expect(p.full_time_occupation).to.deep.equal({ status, role: null, industry: null })
                expect(p.has_part_time_occupation).to.equal(null)
                expect(p.part_time_occupation).to.equal(null)
              })
          })

          it(`F4.30 under ${status} an occupation answer is not kept`, () => {
            given(...history, fact('proposal/EmploymentStatusChosen', { who, status }))
              .when(
                person(who, 'full_time_occupation.role', 'A01'),
                person(who, 'full_time_occupation.industry', '123'),
                person(who, 'part_time_occupation.status', 'Employed'),
              )
              .then((s) => {
                const p = personOf(s, who)
                expect(p.full_time_occupation).to.deep.equal({ status, role: null, industry: null })
                expect(p.part_time_occupation).to.equal(null)
              })
          })
        }

        it('F4.30 a working status keeps the role and industry; leaving a non-working status starts them afresh', () => {
          given(...history, fact('proposal/EmploymentStatusChosen', { who, status: 'Employed' }), person(who, 'full_time_occupation.role', 'A01'), person(who, 'full_time_occupation.industry', '123'))
            .when(fact('proposal/EmploymentStatusChosen', { who, status: 'SelfEmp' }))
            .then((s) => expect(personOf(s, who).full_time_occupation).to.deep.equal({ status: 'SelfEmp', role: 'A01', industry: '123' }))
          given(...history, fact('proposal/EmploymentStatusChosen', { who, status: 'FullTmEdu' }), person(who, 'full_time_occupation.role', 'S44'))
            .when(fact('proposal/EmploymentStatusChosen', { who, status: 'Employed' }))
            .then((s) => expect(personOf(s, who).full_time_occupation).to.deep.equal({ status: 'Employed', role: null, industry: null }))
        })

        it('F4.31 toggling the second occupation creates or clears a part-time record', () => {
          given(...history, fact('proposal/EmploymentStatusChosen', { who, status: 'Employed' }))
            .when(fact('proposal/SecondOccupationAnswered', { who, has: true }))
            .then((s) => {
              expect(personOf(s, who).has_part_time_occupation).to.equal(true)
              expect(personOf(s, who).part_time_occupation).to.deep.equal({})
            })
          given(...history, fact('proposal/SecondOccupationAnswered', { who, has: true }), person(who, 'part_time_occupation.role', 'B02'))
            .when(fact('proposal/SecondOccupationAnswered', { who, has: false }))
            .then((s) => {
              expect(personOf(s, who).has_part_time_occupation).to.equal(false)
              expect(personOf(s, who).part_time_occupation).to.equal(null)
            })
        })

        it('F4.31 a part-time answer given while the second occupation is No does not recreate the record', () => {
          given(...history, fact('proposal/SecondOccupationAnswered', { who, has: false }))
            .when(person(who, 'part_time_occupation.role', 'B02'))
            .thenNothingChanges()
        })

        it('F4.31 part-time answers given before the second occupation is answered start the part-time record', () => {
          given(...history, fact('proposal/EmploymentStatusChosen', { who, status: 'Employed' }))
            .when(person(who, 'part_time_occupation.status', 'SelfEmp'))
            .then((s) => expect(personOf(s, who).part_time_occupation).to.deep.equal({ status: 'SelfEmp' }))
          given(...history, fact('proposal/EmploymentStatusChosen', { who, status: 'Employed' }))
            .when(person(who, 'part_time_occupation.industry', '186'))
            .then((s) => expect(personOf(s, who).part_time_occupation).to.deep.equal({ industry: '186' }))
          given(...history, fact('proposal/EmploymentStatusChosen', { who, status: 'Employed' }))
            .when(person(who, 'part_time_occupation.role', 'B02'))
            .then((s) => expect(personOf(s, who).part_time_occupation).to.deep.equal({ role: 'B02' }))
        })

        it('F4.31 Yes again keeps the part-time answers already given', () => {
          given(...history, fact('proposal/SecondOccupationAnswered', { who, has: true }), person(who, 'part_time_occupation.role', 'B02'))
            .when(fact('proposal/SecondOccupationAnswered', { who, has: true }))
            .then((s) => expect(personOf(s, who).part_time_occupation).to.deep.equal({ role: 'B02' }))
        })

        it('F4.32 Has claims No removes the items', () => {
          given(...history, fact('proposal/ClaimAdded', { who, claim: claim() }), fact('proposal/ClaimAdded', { who, claim: claim('THEFT') }))
            .when(fact('proposal/ClaimsAnswered', { who, has: false }))
            .then((s) => expect(personOf(s, who).driver_details).to.deep.include({ has_claims: false, claims: [] }))
        })

        it('F4.32 Has convictions No removes the items', () => {
          given(...history, fact('proposal/ConvictionAdded', { who, conviction: conviction() }))
            .when(fact('proposal/ConvictionsAnswered', { who, has: false }))
            .then((s) => expect(personOf(s, who).driver_details.licence).to.deep.include({ has_convictions: false, convictions: [] }))
        })

        it('F4.32 Yes keeps the items; adding an item answers Yes', () => {
          given(...history, fact('proposal/ClaimAdded', { who, claim: claim() }), fact('proposal/ConvictionAdded', { who, conviction: conviction() }))
            .when(fact('proposal/ClaimsAnswered', { who, has: true }), fact('proposal/ConvictionsAnswered', { who, has: true }))
            .then((s) => {
              const dd = personOf(s, who).driver_details
              expect(dd).to.deep.include({ has_claims: true, claims: [claim()] })
              expect(dd.licence).to.deep.include({ has_convictions: true, convictions: [conviction()] })
            })
        })

        it('F4.34 removing the last claim turns the question back to No; removing one of two does not', () => {
          const two = [...history, fact('proposal/ClaimAdded', { who, claim: claim('ACC') }), fact('proposal/ClaimAdded', { who, claim: claim('THEFT') })]
          given(...two)
            .when(fact('proposal/ClaimRemoved', { who, index: 0 }))
            .then((s) => expect(personOf(s, who).driver_details).to.deep.include({ has_claims: true, claims: [claim('THEFT')] }))
          given(...two)
            .when(fact('proposal/ClaimRemoved', { who, index: 0 }), fact('proposal/ClaimRemoved', { who, index: 0 }))
            .then((s) => expect(personOf(s, who).driver_details).to.deep.include({ has_claims: false, claims: [] }))
        })

        it('adding the first claim or conviction answers its question Yes', () => {
          given(...history)
            .when(fact('proposal/ClaimAdded', { who, claim: claim() }), fact('proposal/ConvictionAdded', { who, conviction: conviction() }))
            .then((s) => {
              expect(personOf(s, who).driver_details.has_claims).to.equal(true)
              expect(personOf(s, who).driver_details.licence.has_convictions).to.equal(true)
            })
        })

        it('F4.34 removing one of two convictions leaves the question Yes', () => {
          given(...history, fact('proposal/ConvictionAdded', { who, conviction: conviction('SP30') }), fact('proposal/ConvictionAdded', { who, conviction: conviction('CU80') }))
            .when(fact('proposal/ConvictionRemoved', { who, index: 0 }))
            .then((s) => expect(personOf(s, who).driver_details.licence).to.deep.include({ has_convictions: true, convictions: [conviction('CU80')] }))
        })

        it('F4.34 removing from an empty list changes nothing: a Yes with no claim or conviction yet stays Yes', () => {
          given(...history, fact('proposal/ClaimsAnswered', { who, has: true }), fact('proposal/ConvictionsAnswered', { who, has: true }))
            .when(fact('proposal/ClaimRemoved', { who, index: 0 }), fact('proposal/ConvictionRemoved', { who, index: 0 }))
            .thenNothingChanges()
        })

        it('F4.34 removing the last conviction turns the question back to No', () => {
          given(...history, fact('proposal/ConvictionAdded', { who, conviction: conviction() }))
            .when(fact('proposal/ConvictionRemoved', { who, index: 0 }))
            .then((s) => expect(personOf(s, who).driver_details.licence).to.deep.include({ has_convictions: false, convictions: [] }))
        })

        it('F4.34 editing a claim or conviction replaces it; an index out of range changes nothing', () => {
          const one = [...history, fact('proposal/ClaimAdded', { who, claim: claim('ACC') }), fact('proposal/ConvictionAdded', { who, conviction: conviction('SP30') })]
          given(...one)
            .when(fact('proposal/ClaimEdited', { who, index: 0, claim: claim('FIRE') }), fact('proposal/ConvictionEdited', { who, index: 0, conviction: conviction('CU80') }))
            .then((s) => {
              expect(personOf(s, who).driver_details.claims).to.deep.equal([claim('FIRE')])
              expect(personOf(s, who).driver_details.licence.convictions).to.deep.equal([conviction('CU80')])
            })
          given(...one)
            .when(
              fact('proposal/ClaimEdited', { who, index: 1, claim: claim('FIRE') }),
              fact('proposal/ClaimRemoved', { who, index: 1 }),
              fact('proposal/ConvictionEdited', { who, index: 1, conviction: conviction('CU80') }),
              fact('proposal/ConvictionRemoved', { who, index: 5 }),
            )
            .thenNothingChanges()
        })

        it('F4.45 claims and convictions stop at the repeater maximum of 5', () => {
          const five = (n: number) => [
            ...history,
            ...Array.from({ length: n }, (_, i) => fact('proposal/ClaimAdded', { who, claim: claim(`C${i}`) })),
            ...Array.from({ length: n }, (_, i) => fact('proposal/ConvictionAdded', { who, conviction: conviction(`SP${i}`) })),
          ]
          given(...five(REPEATER_MAX))
            .when(fact('proposal/ClaimAdded', { who, claim: claim('C5') }), fact('proposal/ConvictionAdded', { who, conviction: conviction('SP5') }))
            .thenNothingChanges()
          const s = stateAfter(...five(REPEATER_MAX))
          expect(personOf(s, who).driver_details.claims.map((c) => c.description)).to.deep.equal(['C0', 'C1', 'C2', 'C3', 'C4'])
          expect(personOf(s, who).driver_details.licence.convictions).to.have.length(REPEATER_MAX)
        })

        it('F4.36 motoring organisation No clears the selection', () => {
          given(...history, fact('proposal/MotoringOrganisationAnswered', { who, has: true }), person(who, 'motoring_organisation', 'AA'))
            .when(fact('proposal/MotoringOrganisationAnswered', { who, has: false }))
            .then((s) => expect(personOf(s, who).driver_details).to.include({ has_motoring_organisation: false, motoring_organisation: null }))
        })

        it('F4.36 Yes again keeps the motoring organisation chosen', () => {
          given(...history, fact('proposal/MotoringOrganisationAnswered', { who, has: true }), person(who, 'motoring_organisation', 'AA'))
            .when(fact('proposal/MotoringOrganisationAnswered', { who, has: true }))
            .then((s) => expect(personOf(s, who).driver_details.motoring_organisation).to.equal('AA'))
        })

        it('how many other vehicles is kept while the rider has access to others; No (or no answer) clears it', () => {
          const access = [...history, person(who, 'has_access_to_other_vehicles', true), person(who, 'number_of_other_vehicles', 2)]
          given(...access)
            .when(person(who, 'has_access_to_other_vehicles', true))
            .then((s) => expect(personOf(s, who).driver_details.number_of_other_vehicles).to.equal(2))
          for (const none of [false, null]) {
            given(...access)
              .when(person(who, 'has_access_to_other_vehicles', none))
              .then((s) => expect(personOf(s, who).driver_details).to.include({ has_access_to_other_vehicles: none, number_of_other_vehicles: null }))
          }
        })

        it('F4.36 a selection made while motoring organisation is No is not kept; Yes keeps it', () => {
          given(...history, fact('proposal/MotoringOrganisationAnswered', { who, has: false }))
            .when(person(who, 'motoring_organisation', 'AA'))
            .then((s) => expect(personOf(s, who).driver_details.motoring_organisation).to.equal(null))
          given(...history, fact('proposal/MotoringOrganisationAnswered', { who, has: true }))
            .when(person(who, 'motoring_organisation', 'AA'))
            .then((s) => expect(personOf(s, who).driver_details.motoring_organisation).to.equal('AA'))
        })
      })
    }

    it('F4.32 answering No for one person leaves the other person’s items alone', () => {
      given(addRider('Ann'), fact('proposal/ClaimAdded', { who: 'proposer', claim: claim() }), fact('proposal/ClaimAdded', { who: 0, claim: claim('THEFT') }))
        .when(fact('proposal/ClaimsAnswered', { who: 0, has: false }))
        .then((s) => {
          expect(proposerOf(s).driver_details.claims).to.deep.equal([claim()])
          expect(riderOf(s, 0).driver_details.claims).to.deep.equal([])
        })
    })

    it('F4.32 an answer about a rider who does not exist changes nothing', () => {
      given(addRider('Ann'))
        .when(
          fact('proposal/ClaimsAnswered', { who: 1, has: false }),
          fact('proposal/ClaimAdded', { who: 3, claim: claim() }),
          fact('proposal/LicenceTypeChosen', { who: 1, licenceType: NO_LICENCE }),
          fact('proposal/EmploymentStatusChosen', { who: 2, status: 'Retired' }),
          fact('proposal/MedicalConditionRefused', { who: 4 }),
          person(1, 'marital_status', 'M'),
          fact('proposal/ClaimEdited', { who: 2, index: 0, claim: claim() }),
          fact('proposal/ConvictionEdited', { who: 2, index: 0, conviction: conviction() }),
        )
        .then((s, before) => {
          expect(s.proposal).to.equal(before.proposal)
        })
    })

    describe('F4.29 the fixed roles of full-time education, as the spec lists them', () => {
      // 000 §4: 'limits roles to fixed codes (S44 to S53, 18D, 19D, 48D, 49D, 74C)', written out here, not read
      // from the product's constant, so a code dropped from (or added to) the product's list fails a row.
      const SPEC_ROLES = ['S44', 'S45', 'S46', 'S47', 'S48', 'S49', 'S50', 'S51', 'S52', 'S53', '18D', '19D', '48D', '49D', '74C']
      // Codes beside them that are not in the list: either end of the S range, and near misses of the others.
      const NOT_LISTED = ['S43', 'S54', 'S4', '17D', '20D', '47D', '50D', '74B', '74D', '74c', 'A01']
      const inEducation = fact('proposal/EmploymentStatusChosen', { who: 'proposer', status: 'FullTmEdu' })

      for (const role of SPEC_ROLES) {
        it(`F4.29 FullTmEdu keeps the fixed role ${role}, answered under it or answered before it`, () => {
          given(inEducation)
            .when(person('proposer', 'full_time_occupation.role', role))
            .then((s) => expect(proposerOf(s).full_time_occupation).to.include({ role, industry: EDUCATION_INDUSTRY_CODE }))
          given(fact('proposal/EmploymentStatusChosen', { who: 'proposer', status: 'Employed' }), person('proposer', 'full_time_occupation.role', role))
            .when(inEducation)
            .then((s) => expect(proposerOf(s).full_time_occupation.role).to.equal(role))
        })
      }

      for (const role of NOT_LISTED) {
        it(`F4.29 FullTmEdu refuses the role ${role}, which is not one of the fixed codes`, () => {
          given(inEducation)
            .when(person('proposer', 'full_time_occupation.role', role))
            .then((s) => expect(proposerOf(s).full_time_occupation.role).to.equal(null))
        })
      }

      it('F4.29 the role list offers exactly the fixed codes under FullTmEdu, and every role otherwise', () => {
        expect(selectAllowedRoles(stateAfter(inEducation), 'proposer')).to.have.members(SPEC_ROLES)
        expect(selectAllowedRoles(stateAfter(fact('proposal/EmploymentStatusChosen', { who: 'proposer', status: 'Employed' })), 'proposer')).to.equal(null)
      })
    })

    describe('medical conditions', () => {
      it('F4.37 F4.38 Yes when another driver holds it is refused: reset to No and the Sorry! modal shows', () => {
        given(
          addRider('Ann'),
          fact('proposal/MedicalConditionAnswered', { who: 0, has: true }),
          fact('proposal/MedicalConditionAnswered', { who: 'proposer', has: true }),
        )
          .when(fact('proposal/MedicalConditionRefused', { who: 'proposer' }))
          .then((s) => {
            expect(proposerOf(s).driver_details).to.include({ has_medical_condition: false, medical_condition: null })
            expect(riderOf(s, 0).driver_details).to.deep.include({ has_medical_condition: true, medical_condition: {} })
            expect(s.journey.modals).to.deep.equal(['medical-limit'])
          })
      })

      it('F4.38 the Sorry! modal shows once however often Yes is refused, and closes', () => {
        given(addRider('Ann'))
          .when(fact('proposal/MedicalConditionRefused', { who: 0 }), fact('proposal/MedicalConditionRefused', { who: 'proposer' }))
          .then((s) => expect(s.journey.modals).to.deep.equal(['medical-limit']))
        given(fact('proposal/MedicalConditionRefused', { who: 'proposer' }))
          .when(fact('journey/ModalClosed', { modal: 'medical-limit' }))
          .then((s) => expect(s.journey.modals).to.deep.equal([]))
      })

      it('F4.37 Yes starts an empty condition; No clears it', () => {
        given()
          .when(fact('proposal/MedicalConditionAnswered', { who: 'proposer', has: true }))
          .then((s) => expect(proposerOf(s).driver_details).to.deep.include({ has_medical_condition: true, medical_condition: {} }))
        given(fact('proposal/MedicalConditionAnswered', { who: 'proposer', has: true }))
          .when(fact('proposal/MedicalConditionAnswered', { who: 'proposer', has: false }))
          .then((s) => expect(proposerOf(s).driver_details).to.include({ has_medical_condition: false, medical_condition: null }))
      })
    })
  })

  describe('on the edit screen', () => {
    const withHistory = (r: ReturnType<typeof rider>, has: boolean | null) => ({
      ...r,
      driver_details: {
        ...r.driver_details,
        has_claims: has,
        claims: [claim()],
        licence: { ...r.driver_details.licence, has_convictions: has, convictions: [conviction()] },
      },
    })
    const loaded = (hasRiders: boolean, proposerHas: boolean | null, riderHas: readonly (boolean | null)[]) =>
      fact('proposal/ProposalLoaded', {
        via: 'edit',
        proposal: serverProposal((p) => {
          p.risk.has_additional_drivers = hasRiders
          p.risk.additional_drivers = riderHas.map((h, i) => withHistory(rider(`R${i}`), h))
          p.risk.duqs = { marital_status_driver_1: 'S', relationship_to_proposer_driver_1: 'F' }
          const pd = p.risk.proposer.driver_details
          pd.has_claims = proposerHas
          pd.claims = [claim()]
          pd.licence = { ...pd.licence, has_convictions: proposerHas, convictions: [conviction()] }
        }),
      })

    it('F4.11 claims are cleared if has_claims is false and convictions if has_convictions is false', () => {
      given(loaded(true, false, [false, true, null]))
        .when(fact('journey/FormSubmitted', { mode: 'edit' }))
        .then((s) => {
          expect(proposerOf(s).driver_details.claims).to.deep.equal([])
          expect(proposerOf(s).driver_details.licence.convictions).to.deep.equal([])
          const counts = s.proposal.risk.additional_drivers.map((r) => [r.driver_details.claims.length, r.driver_details.licence.convictions.length])
          expect(counts).to.deep.equal([
            [0, 0],
            [1, 1],
            [1, 1],
          ])
        })
    })

    it('F4.11 additional drivers are cleared if has_additional_drivers is false, with their own claims, convictions and duqs', () => {
      given(loaded(false, true, [true, true]))
        .when(fact('journey/FormSubmitted', { mode: 'edit' }))
        .then((s) => {
          expect(s.proposal.risk.additional_drivers).to.deep.equal([])
          expect(duqs(s)).to.deep.equal({})
          expect(proposerOf(s).driver_details.claims).to.have.length(1)
        })
    })

    it('F4.11 the create screen’s submission clears nothing', () => {
      given(loaded(false, false, [false]))
        .when(fact('journey/FormSubmitted', { mode: 'create' }))
        .then((s, before) => expect(s.proposal).to.equal(before.proposal))
    })
  })
})
