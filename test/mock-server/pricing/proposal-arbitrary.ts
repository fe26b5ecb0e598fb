import fc from 'fast-check'
import { produce } from 'immer'
import type { Claim, Conviction, CoverType, Proposal } from '../../../src/domain/codecs'
import { NO_LICENCE, VOLUNTARY_EXCESS_VALUES } from '../../../src/domain/constants'
import { addDays } from '../../../src/domain/formats'
import { commuter, date, num, postcode, rider } from './example-parts'

/** Start dates of the generated family: 1 to 30 days after 2026-11-01. */
const START = '2026-11-01'

const dayIn = (from: string, maxDays: number) => fc.integer({ min: 0, max: maxDays }).map((d) => addDays(from, d))

const claimArb: fc.Arbitrary<Claim> = fc.record({
  description: fc.constantFrom('ACC', 'THEFT', 'FIRE'),
  date: dayIn('2020-01-01', 2500).map(date),
  has_own_damage_cost: fc.boolean(),
  own_damage_cost: fc.integer({ min: 0, max: 20_000 }).map(num),
  has_third_party_cost: fc.boolean(),
  third_party_cost: fc.option(fc.integer({ min: 0, max: 20_000 }).map(num), { nil: null }),
  is_ncb_prejudiced: fc.option(fc.boolean(), { nil: null }),
  is_personal_injury: fc.boolean(),
  is_under_policyholders_cover: fc.boolean(),
})

const convictionArb: fc.Arbitrary<Conviction> = fc.record({
  code: fc.constantFrom('SP30', 'SP50', 'CD10', 'DR10', 'IN10', 'MS90', 'TS10', 'UT50', 'DD40'),
  conviction_date: fc.option(dayIn('2020-01-01', 2500).map(date), { nil: null }),
  offence_date: dayIn('2019-06-01', 2500).map(date),
  points: fc.integer({ min: 0, max: 11 }).map(num),
  has_ban_months: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
  ban_months: fc.option(fc.integer({ min: 0, max: 24 }).map(num), { nil: null }),
  fine: fc.integer({ min: 0, max: 2_000 }).map(num),
})

const licenceArb = fc.record({
  type: fc.constantFrom('F', 'F', 'F', 'E', 'P', NO_LICENCE),
  date: fc.option(dayIn('1975-01-01', 19_000).map(date), { nil: null }),
})

const riderArb = fc.record({
  dob: dayIn('1940-01-01', 26_000),
  licence: licenceArb,
  claims: fc.array(claimArb, { maxLength: 2 }),
  convictions: fc.array(convictionArb, { maxLength: 2 }),
  refused: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
})

/**
 * A family of proposals around example A: every answer the rating reads varies (riders, licences, claims,
 * convictions, bike, cover, use, postcode, security, mileage, NCD, excess, extras), so the properties cover
 * quotes, referrals and declines alike.
 */
export const proposalArb: fc.Arbitrary<Proposal> = fc
  .record({
    start: dayIn(START, 30),
    proposer: riderArb,
    extraRiders: fc.array(riderArb, { maxLength: 2 }),
    engine: fc.option(fc.integer({ min: 49, max: 1_900 }), { nil: null }),
    electric: fc.boolean(),
    value: fc.integer({ min: 300, max: 105_000 }),
    cover: fc.constantFrom<CoverType>('C', 'TPFT', 'TPO'),
    use: fc.constantFrom('SDP', 'SDPC', 'C1', 'C2', 'C3'),
    postcode: fc.constantFrom('LS6 2AB', 'E1 6AN', 'TR1 2HE', 'IV2 3BW', 'RG1 1AA', 'SW1A 1AA', 'ZE1 0AA'),
    kept: fc.constantFrom('GARAGE', 'DRIVEWAY', 'STREET', 'CARPARK', 'OTHER'),
    alarm: fc.boolean(),
    immobiliser: fc.boolean(),
    tracker: fc.boolean(),
    mileage: fc.option(fc.integer({ min: 0, max: 30_000 }), { nil: null }),
    modifications: fc.integer({ min: 0, max: 7 }),
    ncdYears: fc.integer({ min: 0, max: 25 }),
    protectedNcd: fc.boolean(),
    excess: fc.constantFrom(...VOLUNTARY_EXCESS_VALUES),
    addons: fc.array(fc.record({ code: fc.constantFrom('BPA', 'BLE', 'BHL', 'B1', 'B2', 'B3'), is_selected: fc.option(fc.boolean(), { nil: null }) }), {
      maxLength: 6,
    }),
    nonUk: fc.boolean(),
  })
  .map((g) =>
    produce(commuter(), (d) => {
      d.risk.start_date = date(g.start)
      const p = d.risk.proposer
      p.date_of_birth = date(g.proposer.dob)
      p.has_insurance_refused = g.proposer.refused
      p.resident = g.nonUk ? { is_uk_born: false, since: date(addDays(g.start, -400)) } : { is_uk_born: true }
      p.address.postcode = postcode(g.postcode)
      p.driver_details.licence = { ...g.proposer.licence, convictions: g.proposer.convictions }
      p.driver_details.claims = g.proposer.claims
      d.risk.additional_drivers = g.extraRiders.map((r) =>
        produce(rider(r.dob, '2000-01-01'), (x) => {
          x.driver_details.licence = { ...r.licence, convictions: r.convictions }
          x.driver_details.claims = r.claims
        }),
      )
      d.risk.has_additional_drivers = g.extraRiders.length > 0
      const v = d.risk.vehicle
      v.engine_size = g.engine === null ? null : num(g.engine)
      v.fuel_type = g.electric ? 'E' : 'P'
      v.value = num(g.value)
      v.cover_type = g.cover
      v.class_of_use = g.use
      v.kept_location = g.kept
      v.has_alarm = g.alarm
      v.has_immobiliser = g.immobiliser
      v.has_tracker = g.tracker
      v.modifications = Array.from({ length: g.modifications }, (_, i) => ({ type: 'OTHER', description: `mod ${i + 1}` }))
      v.is_modified = g.modifications > 0
      d.risk.total_mileage = g.mileage === null ? null : num(g.mileage)
      d.risk.previous_insurance = { ncd: { years: g.ncdYears, is_protected: g.ncdYears > 0 ? g.protectedNcd : null } }
      d.risk.voluntary_excess = g.cover === 'C' ? g.excess : 0
      d.addons = g.addons
    }),
  )
