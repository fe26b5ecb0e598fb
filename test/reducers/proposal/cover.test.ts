import { expect } from 'chai'
import { VOLUNTARY_EXCESS_DEFAULT_COMPREHENSIVE } from '../../../src/domain/constants'
import { detail, fact, given, stamp, stateAfter } from '../given'
import { duqs, vehicleOf } from './facts'

describe('the proposal’s fold: the data consequences of 000 §4 and 001 §4', () => {
  describe('section 4: cover', () => {
    const cover = [
      { from: 'C', excess: 250, to: 'TPFT', expected: 0 },
      { from: 'C', excess: 250, to: 'TPO', expected: 0 },
      { from: 'TPFT', excess: 0, to: 'C', expected: VOLUNTARY_EXCESS_DEFAULT_COMPREHENSIVE },
      { from: 'TPO', excess: 0, to: 'C', expected: VOLUNTARY_EXCESS_DEFAULT_COMPREHENSIVE },
      { from: 'C', excess: 250, to: 'C', expected: 250 },
      { from: 'C', excess: 0, to: 'C', expected: VOLUNTARY_EXCESS_DEFAULT_COMPREHENSIVE },
    ] as const
    for (const c of cover) {
      const id = c.to === 'C' ? 'F4.39 J2.59' : 'F4.39 J2.58'
      it(`${id} switching from ${c.from} (excess ${c.excess}) to ${c.to} leaves voluntary_excess ${c.expected}`, () => {
        const history = [fact('proposal/CoverTypeChosen', { coverType: c.from })]
        if (c.from !== 'TPO') history.push(fact('proposal/VoluntaryExcessChosen', { excess: c.excess }))
        given(...history)
          .when(fact('proposal/CoverTypeChosen', { coverType: c.to }))
          .then((s) => {
            expect(vehicleOf(s).cover_type).to.equal(c.to)
            expect(s.proposal.risk.voluntary_excess).to.equal(c.expected)
          })
      })
    }

    it('F4.39 the first choice of C on a new proposal (excess 0 by default) sets the excess to 100', () => {
      expect(stateAfter().proposal.risk.voluntary_excess).to.equal(0)
      given()
        .when(fact('proposal/CoverTypeChosen', { coverType: 'C' }))
        .then((s) => expect(s.proposal.risk.voluntary_excess).to.equal(100))
    })

    it('J2.53 the voluntary excess is disabled for TPO: an excess chosen under TPO stays 0; TPFT keeps it', () => {
      given(fact('proposal/CoverTypeChosen', { coverType: 'TPO' }))
        .when(fact('proposal/VoluntaryExcessChosen', { excess: 500 }))
        .then((s) => expect(s.proposal.risk.voluntary_excess).to.equal(0))
      given(fact('proposal/CoverTypeChosen', { coverType: 'TPFT' }))
        .when(fact('proposal/VoluntaryExcessChosen', { excess: 500 }))
        .then((s) => expect(s.proposal.risk.voluntary_excess).to.equal(500))
    })

    const ncd = [
      { years: -1, stored: 0, keepsProtection: false },
      { years: 0, stored: 0, keepsProtection: false },
      { years: null, stored: null, keepsProtection: false },
      { years: 0.5, stored: 0, keepsProtection: false },
      { years: 1, stored: 1, keepsProtection: true },
      { years: 9, stored: 9, keepsProtection: true },
    ]
    for (const n of ncd) {
      it(`F4.40 NCD years ${String(n.years)} ${n.keepsProtection ? 'keeps' : 'clears'} the protected flag`, () => {
        given(fact('proposal/NcdYearsEntered', { years: 5 }), detail('previous_insurance.ncd.is_protected', true))
          .when(fact('proposal/NcdYearsEntered', { years: n.years }))
          .then((s) => expect(s.proposal.risk.previous_insurance?.ncd).to.deep.equal({ years: n.stored, is_protected: n.keepsProtection ? true : null }))
      })
    }

    for (const years of [Number.NaN, Number.POSITIVE_INFINITY, 100, -100]) {
      it(`F4.40 NCD years ${String(years)} (not a number of years) is refused by the event codec`, () => {
        expect(() => stamp([fact('proposal/NcdYearsEntered', { years })])).to.throw(/NcdYearsEntered/)
      })
    }

    it('F4.40 the protection answer is kept only when the years are above 0', () => {
      for (const years of [null, 0]) {
        given(fact('proposal/NcdYearsEntered', { years }))
          .when(detail('previous_insurance.ncd.is_protected', true))
          .then((s) => expect(s.proposal.risk.previous_insurance?.ncd.is_protected).to.equal(null))
      }
      given(fact('proposal/NcdYearsEntered', { years: 3 }))
        .when(detail('previous_insurance.ncd.is_protected', true))
        .then((s) => expect(s.proposal.risk.previous_insurance?.ncd).to.deep.equal({ years: 3, is_protected: true }))
    })

    it('F4.41 previous insurance No clears previous_insurance', () => {
      given(fact('proposal/PreviousInsuranceAnswered', { has: true }), fact('proposal/NcdYearsEntered', { years: 4 }), detail('previous_insurance.ncd.is_protected', true))
        .when(fact('proposal/PreviousInsuranceAnswered', { has: false }))
        .then((s) => {
          expect(s.proposal.risk.has_previous_insurance).to.equal(false)
          expect(s.proposal.risk.previous_insurance).to.equal(null)
        })
    })

    it('F4.42 previous insurance Yes creates an empty one', () => {
      given(fact('proposal/PreviousInsuranceAnswered', { has: false }))
        .when(fact('proposal/PreviousInsuranceAnswered', { has: true }))
        .then((s) => {
          expect(s.proposal.risk.has_previous_insurance).to.equal(true)
          expect(s.proposal.risk.previous_insurance).to.deep.equal({ ncd: {} })
        })
    })

    it('F4.42 Yes again keeps the NCD already answered', () => {
      given(fact('proposal/PreviousInsuranceAnswered', { has: true }), fact('proposal/NcdYearsEntered', { years: 4 }))
        .when(fact('proposal/PreviousInsuranceAnswered', { has: true }))
        .then((s) => expect(s.proposal.risk.previous_insurance).to.deep.equal({ ncd: { years: 4 } }))
    })

    for (const monthly of [true, false]) {
      it(`J4.02 choosing ${monthly ? 'monthly' : 'pay in full'} is held in is_pay_monthly and duqs.is_pay_monthly`, () => {
        given(fact('proposal/PaymentFrequencyChosen', { monthly: !monthly }))
          .when(fact('proposal/PaymentFrequencyChosen', { monthly }))
          .then((s) => {
            expect(s.proposal.is_pay_monthly).to.equal(monthly)
            expect(duqs(s).is_pay_monthly).to.equal(monthly)
          })
      })
    }
  })
})
