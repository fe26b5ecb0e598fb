import { produce } from 'immer'
import type { AdditionalDriver, Claim, Conviction, Proposal } from '../../src/domain/codecs'
import { emptyProposal, emptyRider } from '../../src/domain/defaults'
import type { IsoDate, NonNegative, UkPostcode, UkRegistration, Uuid } from '../../src/domain/primitives'
import type { RatingContext } from './rate-proposal'

/**
 * The three worked examples of docs/pricing.md (`EXAMPLES`), built from `emptyProposal()` plus answers. Each is a valid
 * wire proposal (a test decodes them with the Proposal codec) and the tests assert their figures to the penny.
 */

/** A wire date (YYYY-MM-DD) for building proposals; not checked. */
const date = (s: string): IsoDate => s as IsoDate
/** A non-negative number for building proposals; not checked. */
const num = (n: number): NonNegative => n as NonNegative
/** A postcode for building proposals; not checked. */
const postcode = (s: string): UkPostcode => s as UkPostcode

/** The context every example is rated in: 1 November 2026. */
export const EXAMPLE_CONTEXT: RatingContext = { today: '2026-11-01', now: '2026-11-01T09:32:05.000Z', reference: '48213-90577-31642' }

const UUID = '5b0c6f2e-8a7d-4c1b-9e3f-2d4a6b8c0e1f' as Uuid

/** Example A, the commuter: 42, full licence 18 years, Triumph Street Triple RS 765cc worth £8,500, C, SDPC, Leeds. */
const commuter = (): Proposal =>
  produce({ ...emptyProposal(), uuid: UUID } as Proposal, (d) => {
    const p = d.risk.proposer
    p.name = { title: 'Mrs', forenames: 'Eleanor', surname: "O'Hara-Whitfield" }
    p.date_of_birth = date('1984-07-19')
    p.has_insurance_refused = false
    p.has_non_rta_conviction = false
    p.resident = { is_uk_born: true }
    p.address = { line_1: '14 Headingley Lane', line_3: 'Leeds', postcode: postcode('LS6 2AB') }
    p.driver_details.licence = { type: 'F', date: date('2008-05-02'), has_convictions: false, convictions: [] }
    p.driver_details.has_claims = false
    const v = d.risk.vehicle
    Object.assign(v, {
      has_registration: true,
      registration: 'YH19KXT' as UkRegistration,
      manufacturer: 'TRIUMPH',
      model: 'STREET TRIPLE RS',
      description: 'STREET TRIPLE RS',
      engine_size: num(765),
      fuel_type: 'P',
      fuel_type_cdl: 'PETROL',
      year: 2019,
      value: num(8500),
      cover_type: 'C',
      class_of_use: 'SDPC',
      has_alarm: true,
      alarm: 'DATATAG',
      has_immobiliser: true,
      immobiliser: 'FACTORY',
      has_tracker: false,
      kept_location: 'GARAGE',
      is_kept_at_proposer_postcode: true,
      is_exclude_pillion_riders: false,
      is_modified: true,
    })
    v.modifications = [{ type: 'EXHAUST', description: 'Arrow slip-on silencer' }]
    d.risk.start_date = date('2026-11-15')
    d.risk.voluntary_excess = 250
    d.risk.total_mileage = num(4000)
    d.risk.has_previous_insurance = true
    d.risk.previous_insurance = { ncd: { years: 4, is_protected: false } }
    d.risk.has_additional_drivers = false
  })

/** Example B, the learner: 19, provisional licence, Honda CB125F worth £2,200, TPFT, kept on the street in Manchester, no NCD, B1 chosen. */
const learner = (): Proposal =>
  produce(commuter(), (d) => {
    const p = d.risk.proposer
    p.name = { title: 'Mr', forenames: 'Kai', surname: 'Brennan' }
    p.date_of_birth = date('2007-03-02')
    p.address = { line_1: '3 Wilmslow Road', line_3: 'Manchester', postcode: postcode('M14 5RQ') }
    p.driver_details.licence = { type: 'P', date: date('2025-06-01'), has_convictions: false, convictions: [] }
    Object.assign(d.risk.vehicle, {
      registration: 'MX21ABC' as UkRegistration,
      manufacturer: 'HONDA',
      model: 'CB125F',
      description: 'CB125F',
      engine_size: num(125),
      year: 2021,
      value: num(2200),
      cover_type: 'TPFT',
      class_of_use: 'SDP',
      has_alarm: false,
      alarm: null,
      has_immobiliser: true,
      kept_location: 'STREET',
      is_modified: false,
    })
    d.risk.vehicle.modifications = []
    d.risk.start_date = date('2026-11-20')
    d.risk.voluntary_excess = 0
    d.risk.total_mileage = num(5000)
    d.risk.has_previous_insurance = false
    d.risk.previous_insurance = null
    d.is_pay_monthly = true
    d.addons = [
      { code: 'B1', is_selected: true },
      { code: 'BLE', is_selected: false },
    ]
  })

/** A non-fault claim of £1,800 own damage on 10 May 2024. */
const nonFaultClaim = (): Claim => ({
  description: 'ACC',
  date: date('2024-05-10'),
  has_own_damage_cost: true,
  own_damage_cost: num(1800),
  has_third_party_cost: false,
  third_party_cost: null,
  is_ncb_prejudiced: false,
  is_personal_injury: false,
  is_under_policyholders_cover: true,
})

/** An SP30 speeding conviction with 3 points, convicted 14 August 2023. */
const speeding = (): Conviction => ({
  code: 'SP30',
  conviction_date: date('2023-08-14'),
  offence_date: date('2023-06-30'),
  points: num(3),
  has_ban_months: false,
  ban_months: null,
  fine: num(100),
})

/** An additional rider born on `dob` with a full licence since `licensed`. */
const rider = (dob: string, licensed: string): AdditionalDriver =>
  produce(emptyRider(), (r) => {
    r.name = { title: 'Mr', forenames: 'Tom', surname: 'Penrose' }
    r.date_of_birth = date(dob)
    r.has_insurance_refused = false
    r.has_non_rta_conviction = false
    r.resident = { is_uk_born: true }
    r.relationship_to_proposer = 'S'
    r.driver_details.licence = { type: 'F', date: date(licensed), has_convictions: false, convictions: [] }
    r.driver_details.has_claims = false
  })

/**
 * Example C, the tourer: 58, licence since 1989, BMW R 1250 GS worth £17,500 without a tracker, kept in
 * Exeter (home in Truro), NCD 12 years protected, £500 voluntary excess, a 3-point SP30, and an additional
 * rider of 56 with a non-fault claim; BLE and B3 chosen, BPA declined.
 */
const tourer = (): Proposal =>
  produce(commuter(), (d) => {
    const p = d.risk.proposer
    p.name = { title: 'Mrs', forenames: 'Morwenna', surname: 'Penrose' }
    p.date_of_birth = date('1968-04-10')
    p.address = { line_1: '8 Lemon Street', line_3: 'Truro', postcode: postcode('TR1 2HE') }
    p.driver_details.licence = { type: 'F', date: date('1989-06-01'), has_convictions: true, convictions: [speeding()] }
    Object.assign(d.risk.vehicle, {
      registration: 'WK70GSA' as UkRegistration,
      manufacturer: 'BMW',
      model: 'R 1250 GS ADVENTURE',
      description: 'R 1250 GS ADVENTURE',
      engine_size: num(1254),
      year: 2020,
      value: num(17500),
      cover_type: 'C',
      class_of_use: 'SDP',
      has_tracker: false,
      kept_location: 'GARAGE',
      is_kept_at_proposer_postcode: false,
      kept_postcode: postcode('EX2 4QR'),
      is_modified: false,
    })
    d.risk.vehicle.modifications = []
    d.risk.start_date = date('2026-11-10')
    d.risk.voluntary_excess = 500
    d.risk.total_mileage = num(8000)
    d.risk.previous_insurance = { ncd: { years: 12, is_protected: true } }
    d.risk.has_additional_drivers = true
    d.risk.additional_drivers = [
      produce(rider('1970-09-23', '1995-03-01'), (r) => {
        r.driver_details.has_claims = true
        r.driver_details.claims = [nonFaultClaim()]
      }),
    ]
    d.addons = [
      { code: 'BPA', is_selected: false },
      { code: 'BLE', is_selected: true },
      { code: 'B3', is_selected: true },
    ]
  })

/** The worked examples of docs/pricing.md, in order. */
export const EXAMPLES: readonly { readonly name: string; readonly build: () => Proposal }[] = [
  { name: 'A, the commuter', build: commuter },
  { name: 'B, the learner', build: learner },
  { name: 'C, the tourer', build: tourer },
]
