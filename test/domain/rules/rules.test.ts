import { expect } from 'chai'
import type { Proposal } from '../../../src/domain/codecs'
import {
  BREAKDOWN_TIERS,
  CLAIMS_LOOKBACK_YEARS,
  EDUCATION_INDUSTRY_CODE,
  FULL_TIME_EDUCATION_ROLES,
  NON_WORKING_STATUSES,
  VOLUNTARY_EXCESS_DEFAULT_COMPREHENSIVE,
} from '../../../src/domain/constants'
import {
  allowedRoles,
  allowsVoluntaryExcess,
  asksBusinessMileage,
  asksKeptPostcode,
  asksOccupation,
  industryFor,
  insuresOwnBike,
  isBreakdownTier,
  isFullTimeEducation,
  isNonWorking,
  isWithinLookBack,
  lookBackStart,
  roleFor,
  voluntaryExcessAfterCoverChange,
  voluntaryExcessFor,
} from '../../../src/domain/rules'
import { withinYears } from '../../../src/domain/validation'
import { CLAIM_DIALOG } from '../../../src/form/dialogs/claim'
import {
  selectAllowedRoles,
  selectExcessDisabled,
  selectIndustryFixed,
  selectShowsBusinessMileage,
  selectShowsKeptPostcode,
  selectShowsOccupation,
} from '../../../reducers/proposal-selectors'
import { voluntaryExcessOf } from '../../../mock-server/pricing/rating-factors'
import { ridersOf } from '../../../mock-server/pricing/rider-facts'
import type { AppState } from '../../../reducers/root'
import { fact, given, type Fact } from '../../reducers/given'
import { claim } from '../../reducers/samples'

const asServerProposal = (s: AppState, change: (p: Proposal) => Proposal = (p) => p): Proposal =>
  change(structuredClone(s.proposal) as unknown as Proposal)

describe('domain rules', () => {
  describe('business mileage (C1 to C3 only)', () => {
    const table: [string | null | undefined, boolean][] = [
      ['C1', true],
      ['C2', true],
      ['C3', true],
      ['SDP', false],
      ['SDPC', false],
      ['C4', false],
      ['c1', false],
      ['', false],
      [null, false],
      [undefined, false],
    ]
    for (const [classOfUse, asked] of table) {
      it(`is ${asked ? '' : 'not '}asked for class of use ${String(classOfUse)}`, () => {
        expect(asksBusinessMileage(classOfUse)).to.equal(asked)
      })
    }

    for (const classOfUse of ['SDP', 'SDPC', 'C1', 'C2', 'C3']) {
      it(`the question's visibility and the reducer's guard agree for ${classOfUse}`, () => {
        const after = given(fact('proposal/ClassOfUseChosen', { classOfUse }))
          .when(fact('proposal/DetailAnswered', { field: 'business_mileage', value: 1200 }))
          .then(() => undefined)
        const shown = selectShowsBusinessMileage(after)
        expect(shown).to.equal(asksBusinessMileage(classOfUse))
        expect(after.proposal.risk.business_mileage).to.equal(shown ? 1200 : null)
      })
    }

    it('leaving the business classes drops the answer, as the question hides', () => {
      given(
        fact('proposal/ClassOfUseChosen', { classOfUse: 'C3' }),
        fact('proposal/DetailAnswered', { field: 'business_mileage', value: 800 }),
      )
        .when(fact('proposal/ClassOfUseChosen', { classOfUse: 'SDPC' }))
        .then((s) => {
          expect(selectShowsBusinessMileage(s)).to.equal(false)
          expect(s.proposal.risk.business_mileage).to.equal(null)
        })
    })
  })

  describe('kept postcode (asked only when the bike is not kept at home)', () => {
    const table: [boolean | null | undefined, boolean][] = [
      [false, true],
      [true, false],
      [null, false],
      [undefined, false],
    ]
    for (const [atHome, asked] of table) {
      it(`is ${asked ? '' : 'not '}asked when 'kept at home' is ${String(atHome)}`, () => {
        expect(asksKeptPostcode(atHome)).to.equal(asked)
      })
    }

    const histories: [string, Fact[]][] = [
      ['unanswered', []],
      ['Yes', [fact('proposal/KeptAtHomeAnswered', { atHome: true })]],
      ['No', [fact('proposal/KeptAtHomeAnswered', { atHome: false })]],
    ]
    for (const [label, history] of histories) {
      it(`the question's visibility and the reducer's guard agree when 'kept at home' is ${label}`, () => {
        const after = given(...history)
          .when(fact('proposal/DetailAnswered', { field: 'vehicle.kept_postcode', value: 'SW1A 2AA' }))
          .then(() => undefined)
        const shown = selectShowsKeptPostcode(after)
        expect(after.proposal.risk.vehicle.kept_postcode).to.equal(shown ? 'SW1A 2AA' : null)
      })
    }

    it('Yes clears a kept postcode given with No', () => {
      given(
        fact('proposal/KeptAtHomeAnswered', { atHome: false }),
        fact('proposal/DetailAnswered', { field: 'vehicle.kept_postcode', value: 'M1 1AE' }),
      )
        .when(fact('proposal/KeptAtHomeAnswered', { atHome: true }))
        .then((s) => expect(s.proposal.risk.vehicle.kept_postcode).to.equal(null))
    })
  })

  describe("the rider's own bike and the voluntary excess (neither on third party only)", () => {
    const table: [string | null | undefined, boolean][] = [
      ['C', true],
      ['TPFT', true],
      ['TPO', false],
      [null, true],
      [undefined, true],
    ]
    for (const [cover, allowed] of table) {
      it(`is ${allowed ? 'allowed' : 'refused'} for cover ${String(cover)}`, () => {
        expect(insuresOwnBike(cover)).to.equal(allowed)
        expect(allowsVoluntaryExcess(cover)).to.equal(allowed)
        expect(voluntaryExcessFor(cover, 250)).to.equal(allowed ? 250 : 0)
      })
    }

    const changes: [string, number | null, number | null][] = [
      ['C', 0, VOLUNTARY_EXCESS_DEFAULT_COMPREHENSIVE],
      ['C', 250, 250],
      ['C', null, null],
      ['TPFT', 250, 0],
      ['TPO', 250, 0],
      ['TPO', 0, 0],
    ]
    for (const [cover, before, after] of changes) {
      it(`changing cover to ${cover} with excess ${String(before)} leaves ${String(after)}`, () => {
        expect(voluntaryExcessAfterCoverChange(cover, before)).to.equal(after)
      })
    }

    for (const coverType of ['C', 'TPFT', 'TPO'] as const) {
      it(`the disabled question, the reducer's guard and the server's rating agree for ${coverType}`, () => {
        const after = given(fact('proposal/CoverTypeChosen', { coverType }))
          .when(fact('proposal/VoluntaryExcessChosen', { excess: 250 }))
          .then(() => undefined)
        const disabled = selectExcessDisabled(after)
        expect(disabled).to.equal(coverType === 'TPO')
        expect(after.proposal.risk.voluntary_excess).to.equal(disabled ? 0 : 250)
        // A stale excess reaching the server under the same cover is rated as the client stores it.
        const stale = asServerProposal(after, (p) => ({ ...p, risk: { ...p.risk, voluntary_excess: 250 } }))
        expect(voluntaryExcessOf(stale)).to.equal(disabled ? 0 : 250)
      })
    }
  })

  describe('the five-year look-back (the boundary day is inside)', () => {
    const on = '2026-03-02'
    const table: [string, string, boolean][] = [
      ['2021-03-01', on, false],
      ['2021-03-02', on, true],
      ['2021-03-03', on, true],
      ['2026-03-02', on, true],
      // 29 February looks back to 28 February of a common year.
      ['2023-02-27', '2028-02-29', false],
      ['2023-02-28', '2028-02-29', true],
    ]
    for (const [date, at, inside] of table) {
      it(`${date} is ${inside ? 'inside' : 'outside'} the window on ${at}`, () => {
        expect(isWithinLookBack(date, at)).to.equal(inside)
      })
    }

    it('starts on the same calendar day five years back', () => {
      expect(lookBackStart(on)).to.equal('2021-03-02')
      expect(lookBackStart(on, CLAIMS_LOOKBACK_YEARS)).to.equal('2021-03-02')
      expect(lookBackStart('2028-02-29')).to.equal('2023-02-28')
    })

    for (const date of ['2021-03-01', '2021-03-02', '2021-03-03']) {
      it(`validation, the dialog calendar and the server's rating agree about ${date}`, () => {
        const accepted = withinYears(CLAIMS_LOOKBACK_YEARS, 'claim', on)(date.split('-').reverse().join('/')) === null
        const calendar = CLAIM_DIALOG.questions.date.calendarOf?.(on, CLAIM_DIALOG.draftOf()) ?? {}
        const offered = date >= (calendar.min ?? '') && date <= (calendar.max ?? '')
        const s = given(
          fact('proposal/StartDateChosen', { startDate: on }),
          fact('proposal/ClaimAdded', { who: 'proposer', claim: claim('ACC', date) }),
        ).state
        const rated = ridersOf(asServerProposal(s), on)[0]?.claims.length === 1
        expect([accepted, offered, rated]).to.deep.equal([date >= '2021-03-02', date >= '2021-03-02', date >= '2021-03-02'])
      })
    }
  })

  describe('occupation (non-working statuses, full-time education)', () => {
    for (const status of NON_WORKING_STATUSES) {
      it(`${status} is non-working: no occupation, no role, no industry`, () => {
        expect(isNonWorking(status)).to.equal(true)
        expect(asksOccupation(status)).to.equal(false)
        expect(roleFor(status, 'A01')).to.equal(null)
        expect(industryFor(status, '186')).to.equal(null)
      })
    }
    for (const status of ['Employed', 'SelfEmp', 'FullTmEdu']) {
      it(`${status} is a working status: the occupation is asked`, () => {
        expect(isNonWorking(status)).to.equal(false)
        expect(asksOccupation(status)).to.equal(true)
      })
    }
    it('nothing chosen asks nothing and refuses nothing', () => {
      expect(asksOccupation(null)).to.equal(false)
      expect(isNonWorking(null)).to.equal(false)
      expect(roleFor(null, 'A01')).to.equal('A01')
      expect(industryFor(undefined, '186')).to.equal('186')
    })
    it('full-time education forces industry 950 and allows only its roles', () => {
      expect(isFullTimeEducation('FullTmEdu')).to.equal(true)
      expect(industryFor('FullTmEdu', '186')).to.equal(EDUCATION_INDUSTRY_CODE)
      expect(allowedRoles('FullTmEdu')).to.deep.equal(FULL_TIME_EDUCATION_ROLES)
      expect(roleFor('FullTmEdu', FULL_TIME_EDUCATION_ROLES[0] ?? '')).to.equal(FULL_TIME_EDUCATION_ROLES[0])
      expect(roleFor('FullTmEdu', 'A01')).to.equal(null)
      expect(allowedRoles('Employed')).to.equal(null)
      expect(roleFor('Employed', 'A01')).to.equal('A01')
    })

    for (const status of ['Employed', 'FullTmEdu', 'Retired']) {
      it(`the questions and the reducer's guards agree for ${status}`, () => {
        const after = given(fact('proposal/EmploymentStatusChosen', { who: 'proposer', status })).when(
          fact('proposal/PersonAnswered', { who: 'proposer', field: 'full_time_occupation.role', value: 'A01' }),
          fact('proposal/PersonAnswered', { who: 'proposer', field: 'full_time_occupation.industry', value: '186' }),
        ).then(() => undefined)
        const job = after.proposal.risk.proposer.full_time_occupation
        const shown = selectShowsOccupation(after, 'proposer')
        const roles = selectAllowedRoles(after, 'proposer')
        expect(shown).to.equal(asksOccupation(status))
        expect(job.role).to.equal(shown && (roles === null || roles.includes('A01')) ? 'A01' : null)
        expect(job.industry).to.equal(selectIndustryFixed(after, 'proposer') ? EDUCATION_INDUSTRY_CODE : shown ? '186' : null)
      })
    }
  })

  describe('breakdown tiers', () => {
    for (const code of BREAKDOWN_TIERS) it(`${code} is a tier`, () => expect(isBreakdownTier(code)).to.equal(true))
    for (const code of ['BPA', 'BHL', 'b1', '']) it(`'${code}' is not a tier`, () => expect(isBreakdownTier(code)).to.equal(false))
  })
})
