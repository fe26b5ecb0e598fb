import { expect } from 'chai'
import { produce, type Draft } from 'immer'
import type { Proposal } from '../../../src/domain/codecs'
import { REPEATER_MAX } from '../../../src/domain/constants'
import { breakdownTierErrors, missingForQuote, proposalErrors } from '../../../mock-server/http/proposal-checks'
import type { FieldError } from '../../../src/domain/api-error'
import { FORM_STEPS, questionsOf, type Question } from '../../../src/form'
import { CLAIM_DIALOG } from '../../../src/form/dialogs/claim'
import { CONVICTION_DIALOG } from '../../../src/form/dialogs/conviction'
import { MODIFICATION_DIALOG } from '../../../src/form/dialogs/modification'
import { riderQuestions } from '../../../src/form/dialogs/rider'
import type { QuestionPresentation } from '../../../src/form/record'
import { THIRD_PARTY_HOLDER } from '../../../src/form/screens/instalments'
import { date, nonFaultClaim, num, rider, speeding } from '../pricing/example-parts'
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

  it("names each bad field of a claim at its index: its date after today, its costs over the insurer's limit", () => {
    const errors = errorsOf(
      (d) =>
        void (d.risk.proposer.driver_details.claims = [
          nonFaultClaim(),
          { ...nonFaultClaim(), date: date(TOMORROW), own_damage_cost: num(10_000_001), third_party_cost: num(10_000_001) },
        ]),
    )
    const at = 'risk.proposer.driver_details.claims[1]'
    expect(errors).to.deep.equal([
      { path: `${at}.date`, message: 'must not be after today' },
      { path: `${at}.own_damage_cost`, message: 'must be at most 10000000' },
      { path: `${at}.third_party_cost`, message: 'must be at most 10000000' },
    ])
  })

  it("takes a claim dated today with costs at the insurer's limit", () => {
    const errors = errorsOf(
      (d) => void (d.risk.proposer.driver_details.claims = [{ ...nonFaultClaim(), date: date(TODAY), own_damage_cost: num(10_000_000), third_party_cost: num(10_000_000) }]),
    )
    expect(errors).to.deep.equal([])
  })

  it("judges an additional rider's date of birth as the form does, in the rider's wording", () => {
    const errors = errorsOf((d) => void (d.risk.additional_drivers = [rider('2011-01-01', '2027-01-01')])).filter((e) => e.path.endsWith('.date_of_birth'))
    expect(errors).to.deep.equal([{ path: 'risk.additional_drivers[0].date_of_birth', message: 'They need to be 16 years or over to take out insurance with us' }])
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

  it("keeps a stored start date on the window's last day, and refuses the day after", () => {
    expect(errorsOf((d) => void (d.risk.start_date = date('2026-12-22')))).to.deep.equal([])
    expect(errorsOf((d) => void (d.risk.start_date = date('2026-12-23')))).to.deep.equal([
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

  describe('when every coded field holds a code of no list', () => {
    const ZZ = 'ZZ'
    type Person = Draft<Proposal['risk']['proposer']> | Draft<Proposal['risk']['additional_drivers'][number]>
    const everyCode = (p: Person): void => {
      p.name.title = ZZ
      p.marital_status = ZZ
      p.full_time_occupation = { status: ZZ, role: ZZ, industry: ZZ }
      p.part_time_occupation = { status: ZZ, role: ZZ, industry: ZZ }
      p.driver_details.licence.type = ZZ
      p.driver_details.access_to_other_vehicles = ZZ
      p.driver_details.motoring_organisation = ZZ
      p.driver_details.claims = [{ ...nonFaultClaim(), description: ZZ }]
      p.driver_details.licence.convictions = [{ ...speeding(), code: ZZ }]
    }
    const refusedCodes = (): FieldError[] =>
      errorsOf((d) => {
        everyCode(d.risk.proposer)
        d.risk.additional_drivers = [{ ...rider('1980-01-01', '2000-01-01'), relationship_to_proposer: ZZ }]
        d.risk.additional_drivers.forEach(everyCode)
        // The codec takes C, TPFT or TPO alone: a body cannot bring another, but the check still names its list.
        Object.assign(d.risk.vehicle, { cover_type: ZZ })
        for (const field of ['fuel_type', 'transmission', 'owner', 'alarm', 'immobiliser', 'tracker', 'imported', 'kept_location', 'class_of_use'] as const) d.risk.vehicle[field] = ZZ
        d.risk.vehicle.modifications = [{ type: ZZ, description: null }]
        const slots = (prefix: string, n: number): string[] => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`)
        const duqs = ['education_level', 'marital_status_proposer', 'vehicle_owner', 'vehicle_night_location', 'vehicle_daytime_location']
        for (const key of [...duqs, ...slots('vehicle_modification_', 9), ...slots('marital_status_driver_', 5), ...slots('relationship_to_proposer_driver_', 5)]) {
          Object.assign(d.risk.duqs, { [key]: ZZ })
        }
        d.risk.userfields.tpa_title = ZZ
        d.direct_debit = { is_proposer_account_holder: false, third_party: { title: ZZ, address: {} } }
      }).filter((e) => e.message.startsWith('not a value of the list'))

    const person = (at: string): [string, string][] => [
      [`${at}.name.title`, 'person_title_gender or person_title'],
      [`${at}.marital_status`, 'person_marital_status'],
      [`${at}.full_time_occupation.status`, 'occupation_status'],
      [`${at}.full_time_occupation.role`, 'occupation_role'],
      [`${at}.full_time_occupation.industry`, 'occupation_industry'],
      [`${at}.part_time_occupation.status`, 'occupation_status'],
      [`${at}.part_time_occupation.role`, 'occupation_role'],
      [`${at}.part_time_occupation.industry`, 'occupation_industry'],
      [`${at}.driver_details.licence.type`, 'driving_license_type'],
      [`${at}.driver_details.licence.convictions[0].code`, 'motor_convictions'],
      [`${at}.driver_details.claims[0].description`, 'motor_claim'],
      [`${at}.driver_details.access_to_other_vehicles`, 'person_vehicle_access'],
      [`${at}.driver_details.motoring_organisation`, 'person_motoring_organisation'],
    ]
    const slots = (prefix: string, n: number, list: string): [string, string][] =>
      Array.from({ length: n }, (_, i) => [`risk.duqs.${prefix}${i + 1}`, list])
    const EXPECTED: [string, string][] = [
      ...person('risk.proposer'),
      ...person('risk.additional_drivers[0]'),
      ['risk.additional_drivers[0].relationship_to_proposer', 'relationship_to_proposer'],
      ['risk.vehicle.cover_type', 'cover_type'],
      ['risk.vehicle.fuel_type', 'vehicle_fuel_type'],
      ['risk.vehicle.transmission', 'vehicle_transmission'],
      ['risk.vehicle.owner', 'vehicle_owner'],
      ['risk.vehicle.alarm', 'vehicle_alarm'],
      ['risk.vehicle.immobiliser', 'vehicle_immobiliser'],
      ['risk.vehicle.tracker', 'vehicle_tracker'],
      ['risk.vehicle.imported', 'vehicle_imported'],
      ['risk.vehicle.kept_location', 'vehicle_kept_location'],
      ['risk.vehicle.class_of_use', 'vehicle_class_of_use'],
      ['risk.vehicle.modifications[0].type', 'duq_vehicle_modification'],
      ['risk.duqs.education_level', 'duq_education_level_short'],
      ['risk.duqs.marital_status_proposer', 'person_marital_status'],
      ['risk.duqs.vehicle_owner', 'vehicle_owner'],
      ['risk.duqs.vehicle_night_location', 'vehicle_kept_location'],
      ['risk.duqs.vehicle_daytime_location', 'vehicle_kept_location'],
      ...slots('vehicle_modification_', 9, 'duq_vehicle_modification'),
      ...slots('marital_status_driver_', 5, 'person_marital_status'),
      ...slots('relationship_to_proposer_driver_', 5, 'relationship_to_proposer'),
      ['risk.userfields.tpa_title', 'person_title_gender or person_title'],
      ['direct_debit.third_party.title', 'person_title_gender or person_title'],
    ]
    const byPath = (a: FieldError, b: FieldError): number => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)

    it('refuses each at its path, once, naming its list', () => {
      const expected = EXPECTED.map(([path, lists]) => ({ path, message: `not a value of the list ${lists}` }))
      expect(refusedCodes().sort(byPath)).to.deep.equal([...expected].sort(byPath))
    })

    it('refuses every field the form asks from a reference list, and names the coded fields no question asks', () => {
      // A question's answer path in the insurer's style: 'risk.additional_drivers.0.x' is 'risk.additional_drivers[0].x'.
      const pathOf = (q: Question): string => (q.storedAt ?? q.id).replace(/\.(\d+)(?=\.|$)/g, '[$1]')
      const DIALOGS: Readonly<Record<string, { readonly questions: Readonly<Record<string, QuestionPresentation>> }>> = {
        claim: CLAIM_DIALOG,
        conviction: CONVICTION_DIALOG,
        modification: MODIFICATION_DIALOG,
      }
      const questions = [...FORM_STEPS.flatMap((step) => questionsOf(step)), ...riderQuestions(0), ...THIRD_PARTY_HOLDER]
      const asked = questions.flatMap((q) => {
        const own = q.kind === 'select' && q.list !== undefined ? [pathOf(q)] : []
        const dialog = q.repeater === undefined ? undefined : DIALOGS[q.repeater.item]
        const items = Object.entries(dialog?.questions ?? {})
          .filter(([, item]) => item.list !== undefined)
          .map(([field]) => `${q.repeater?.itemsAt.replace(/\.(\d+)(?=\.|$)/g, '[$1]')}[0].${field}`)
        return [...own, ...items]
      })
      const checked = refusedCodes().map((e) => e.path)
      expect(checked).to.include.members(asked)
      const unasked = checked.filter((p) => !asked.includes(p) && !p.startsWith('risk.duqs.'))
      expect(unasked.sort()).to.deep.equal(['risk.vehicle.fuel_type', 'risk.vehicle.transmission'])
    })
  })
})
