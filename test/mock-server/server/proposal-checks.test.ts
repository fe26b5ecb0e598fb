import { expect } from 'chai'
import { produce, type Draft } from 'immer'
import type { Proposal } from '../../../src/domain/codecs'
import { REPEATER_MAX } from '../../../src/domain/constants'
import { breakdownTierErrors, missingForQuote, proposalErrors } from '../../../mock-server/http/proposal-checks'
import type { FieldError } from '../../../src/domain/api-error'
import { date, num, rider, speeding } from '../pricing/example-parts'
import { NOW, validProposal } from './running-server'

/*
 * The checks every stored or quoted proposal passes (mock-server/http/proposal-checks.ts), called as the routes call
 * them: the sample trail's valid proposal, changed one answer at a time, must be refused at exactly that path.
 */

const TODAY = NOW.slice(0, 10)
const TOMORROW = '2026-11-23'

const errorsOf = (change: (d: Draft<Proposal>) => void): FieldError[] =>
  proposalErrors(produce(validProposal() as Proposal, change), { today: TODAY, startDateWindow: false })

describe('mock server: the checks of a stored proposal', () => {
  it('finds nothing wrong with the sample proposal', () => {
    expect(errorsOf(() => undefined)).to.deep.equal([])
  })

  it("refuses an additional rider's relationship to the proposer that is not of its list", () => {
    const errors = errorsOf((d) => void (d.risk.additional_drivers = [{ ...rider('1980-01-01', '2000-01-01'), relationship_to_proposer: 'Rival' }]))
    expect(errors).to.deep.equal([{ path: 'risk.additional_drivers[0].relationship_to_proposer', message: 'not a value of the list relationship_to_proposer' }])
  })

  it(`refuses more than ${REPEATER_MAX} convictions for a rider`, () => {
    const errors = errorsOf((d) => void (d.risk.proposer.driver_details.licence.convictions = Array.from({ length: REPEATER_MAX + 1 }, speeding)))
    expect(errors).to.deep.equal([{ path: 'risk.proposer.driver_details.licence.convictions', message: `at most ${REPEATER_MAX} convictions` }])
  })

  it("names each bad field of a conviction at its index: its code, its dates after today, points, ban and fine over the insurer's limits", () => {
    const errors = errorsOf(
      (d) =>
        void (d.risk.proposer.driver_details.licence.convictions = [
          speeding(),
          { ...speeding(), code: 'XX99', conviction_date: date(TOMORROW), offence_date: date(TOMORROW), points: num(25), ban_months: num(601), fine: num(100_001) },
        ]),
    )
    const at = 'risk.proposer.driver_details.licence.convictions[1]'
    expect(errors).to.deep.equal([
      { path: `${at}.code`, message: 'not a value of the list motor_convictions' },
      { path: `${at}.conviction_date`, message: 'must not be after today' },
      { path: `${at}.offence_date`, message: 'must not be after today' },
      { path: `${at}.points`, message: 'must be at most 24' },
      { path: `${at}.ban_months`, message: 'must be at most 600' },
      { path: `${at}.fine`, message: 'must be at most 100000' },
    ])
  })

  it("takes a conviction dated today and at the insurer's limits", () => {
    const errors = errorsOf(
      (d) =>
        void (d.risk.proposer.driver_details.licence.convictions = [
          { ...speeding(), conviction_date: date(TODAY), offence_date: date(TODAY), points: num(24), ban_months: num(600), fine: num(100_000) },
        ]),
    )
    expect(errors).to.deep.equal([])
  })

  it("refuses a rider's marital status or relationship in the duqs that is not of its list", () => {
    const errors = errorsOf((d) => void Object.assign(d.risk.duqs, { marital_status_driver_1: 'Feuding', relationship_to_proposer_driver_1: 'Rival' }))
    expect(errors).to.deep.equal([
      { path: 'risk.duqs.marital_status_driver_1', message: 'not a value of the list person_marital_status' },
      { path: 'risk.duqs.relationship_to_proposer_driver_1', message: 'not a value of the list relationship_to_proposer' },
    ])
  })

  it('refuses a mileage that is not a whole number', () => {
    expect(errorsOf((d) => void (d.risk.total_mileage = num(4000.5)))).to.deep.equal([{ path: 'risk.total_mileage', message: 'must be a whole number' }])
  })

  it("refuses a third-party account holder's title that is not of its list", () => {
    const errors = errorsOf((d) => void (d.direct_debit = { is_proposer_account_holder: false, third_party: { title: 'Overlord', address: {} } }))
    expect(errors).to.deep.equal([{ path: 'direct_debit.third_party.title', message: 'not a value of the list person_title_gender or person_title' }])
  })

  it("says why a third party's name is refused", () => {
    expect(errorsOf((d) => void (d.risk.userfields.tpa_forename = '9Lives'))).to.deep.equal([
      { path: 'risk.userfields.tpa_forename', message: 'must start with a letter and hold only letters, digits, full stops, apostrophes, spaces and hyphens' },
    ])
  })

  it("takes a third party's valid date of birth without a word", () => {
    expect(errorsOf((d) => void (d.risk.userfields.tpa_date_of_birth = date('1970-06-15')))).to.deep.equal([])
  })

  it("refuses a stored start date beyond the 30-day window with the start date's own message", () => {
    expect(errorsOf((d) => void (d.risk.start_date = date('2027-01-05')))).to.deep.equal([
      { path: 'risk.start_date', message: 'Please enter a date up to 22/12/2026' },
    ])
  })

  it('judges the minimum age of a date of birth as the form does, on today, whatever the start date', () => {
    // The proposer turns 16 on the window's last day, which is the start date: the form refuses them today.
    const dob = (start: string | null) =>
      errorsOf((d) => {
        d.risk.start_date = start === null ? null : date(start)
        d.risk.proposer.date_of_birth = date('2010-12-22')
      }).filter((e) => e.path === 'risk.proposer.date_of_birth')
    const refused = [{ path: 'risk.proposer.date_of_birth', message: 'You need to be 16 years or over to take out insurance with us' }]
    expect(dob('2026-12-22')).to.deep.equal(refused)
    expect(dob(null)).to.deep.equal(refused)
  })

  it('judges the 100-year limit on the start date up to the last day of the window itself, else on today', () => {
    const dobErrors = (start: string | null, born: string) =>
      errorsOf((d) => {
        d.risk.start_date = start === null ? null : date(start)
        d.risk.proposer.date_of_birth = date(born)
      }).filter((e) => e.path === 'risk.proposer.date_of_birth')
    const refused = [{ path: 'risk.proposer.date_of_birth', message: 'must be at most 100 years before the start date' }]
    // The window's last day as the start date: 100 years before it is taken, the day before is not.
    expect(dobErrors('2026-12-22', '1926-12-22')).to.deep.equal([])
    expect(dobErrors('2026-12-22', '1926-12-21')).to.deep.equal(refused)
    // No start date, one that has passed, or one past the window's last day (refused itself): judged on today.
    expect(dobErrors(null, '1926-11-22')).to.deep.equal([])
    expect(dobErrors(null, '1926-11-21')).to.deep.equal(refused)
    expect(dobErrors('2026-11-21', '1926-11-21')).to.deep.equal(refused)
    expect(dobErrors('2026-12-23', '1926-11-21')).to.deep.include.members(refused)
  })

  it("names each answer a quote still needs, and refuses more than one breakdown tier, in the insurer's words", () => {
    const missing = missingForQuote(produce(validProposal() as Proposal, (d) => void (d.risk.total_mileage = null)))
    expect(missing).to.deep.equal([{ path: 'risk.total_mileage', message: 'needed for a quote' }])
    expect(breakdownTierErrors(['B1', 'B3'])).to.deep.equal([{ path: 'addons', message: 'at most one breakdown tier (B1, B2, B3)' }])
    expect(breakdownTierErrors(['B2'])).to.deep.equal([])
  })
})
