import { expect } from 'chai'
import { type Draft, produce } from 'immer'
import type { Proposal } from '../../../src/domain/codecs'
import { NO_LICENCE } from '../../../src/domain/constants'
import { premiumOf } from '../../../mock-server/pricing/rate-proposal'
import { ratingFactors, type Factor } from '../../../mock-server/pricing/rating-factors'
import { EXAMPLE_CONTEXT as CTX } from '../../../mock-server/pricing/example-proposals'
import { commuter, date, nonFaultClaim, num, postcode, rider, speeding } from './example-parts'

type FactorKey = Factor['key']

type Direction = 'up' | 'down' | 'same'

interface Case {
  readonly title: string
  readonly change: (d: Draft<Proposal>) => void
  /** The factors of this key the changed proposal must have, in order (values). */
  readonly key: FactorKey
  readonly values: readonly number[]
  readonly moves: Direction
}

const valuesOf = (factors: readonly Factor[], key: FactorKey): number[] => factors.filter((f) => f.key === key).map((f) => f.value)
const premium = (p: Proposal): number => premiumOf(ratingFactors(p, CTX.today)).gross
const direction = (before: number, after: number): Direction => (after > before ? 'up' : after < before ? 'down' : 'same')

/** Example A starts on 2026-11-15; a birthday that many years before gives that age at the start date. */
const bornAged = (age: number): string => `${2026 - age}-06-01`

const cases: readonly Case[] = [
  // engine size (example A: 765cc, 1.30)
  { title: 'a 50cc moped is in the lowest engine band', change: (d) => void (d.risk.vehicle.engine_size = num(50)), key: 'engine', values: [0.7], moves: 'down' },
  { title: 'a 125cc bike is in the 51 to 125cc band', change: (d) => void (d.risk.vehicle.engine_size = num(125)), key: 'engine', values: [0.85], moves: 'down' },
  { title: 'a 400cc bike is in the 126 to 400cc band', change: (d) => void (d.risk.vehicle.engine_size = num(400)), key: 'engine', values: [1], moves: 'down' },
  { title: 'a 650cc bike is in the 401 to 650cc band', change: (d) => void (d.risk.vehicle.engine_size = num(650)), key: 'engine', values: [1.15], moves: 'down' },
  { title: 'a 1200cc bike is in the 901 to 1200cc band', change: (d) => void (d.risk.vehicle.engine_size = num(1200)), key: 'engine', values: [1.45], moves: 'up' },
  { title: 'a 1300cc bike is in the top engine band', change: (d) => void (d.risk.vehicle.engine_size = num(1300)), key: 'engine', values: [1.6], moves: 'up' },
  {
    title: 'an electric bike (fuel_type E) has a band of its own whatever its engine size',
    change: (d) => void Object.assign(d.risk.vehicle, { fuel_type: 'E', engine_size: num(1500) }),
    key: 'engine',
    values: [0.9],
    moves: 'down',
  },
  {
    title: 'an electric bike by fuel_type_cdl is electric too',
    change: (d) => void Object.assign(d.risk.vehicle, { fuel_type: 'X', fuel_type_cdl: 'ELECTRICITY', engine_size: null }),
    key: 'engine',
    values: [0.9],
    moves: 'down',
  },
  { title: 'an unknown engine size is rated as 651 to 900cc', change: (d) => void (d.risk.vehicle.engine_size = null), key: 'engine', values: [1.3], moves: 'same' },
  // value (example A: £8,500, 1.15)
  { title: 'a £1,000 bike is in the lowest value band', change: (d) => void (d.risk.vehicle.value = num(1000)), key: 'value', values: [0.8], moves: 'down' },
  { title: 'a £2,500 bike is in the £1,001 to £2,500 band', change: (d) => void (d.risk.vehicle.value = num(2500)), key: 'value', values: [0.9], moves: 'down' },
  { title: 'a £5,000 bike is in the £2,501 to £5,000 band', change: (d) => void (d.risk.vehicle.value = num(5000)), key: 'value', values: [1], moves: 'down' },
  { title: 'a £15,000 bike is in the £10,001 to £15,000 band', change: (d) => void (d.risk.vehicle.value = num(15000)), key: 'value', values: [1.3], moves: 'up' },
  { title: 'a £25,000 bike is in the £15,001 to £25,000 band', change: (d) => void (d.risk.vehicle.value = num(25000)), key: 'value', values: [1.5], moves: 'up' },
  { title: 'a £40,000 bike is in the £25,001 to £40,000 band', change: (d) => void (d.risk.vehicle.value = num(40000)), key: 'value', values: [1.75], moves: 'up' },
  { title: 'a £60,000 bike is in the top value band', change: (d) => void (d.risk.vehicle.value = num(60000)), key: 'value', values: [2.1], moves: 'up' },
  // cover type
  { title: 'TPFT costs less than C', change: (d) => void (d.risk.vehicle.cover_type = 'TPFT'), key: 'cover', values: [0.85], moves: 'down' },
  {
    title: 'TPO costs less than C, and takes no value, security or voluntary excess factors',
    change: (d) => void (d.risk.vehicle.cover_type = 'TPO'),
    key: 'cover',
    values: [0.75],
    moves: 'down',
  },
  { title: 'no cover type is rated as C', change: (d) => void (d.risk.vehicle.cover_type = null), key: 'cover', values: [1], moves: 'same' },
  // class of use (example A: SDPC, 1.10)
  { title: 'SDP costs less than SDPC', change: (d) => void (d.risk.vehicle.class_of_use = 'SDP'), key: 'use', values: [1], moves: 'down' },
  { title: 'class C1 costs more than SDPC', change: (d) => void (d.risk.vehicle.class_of_use = 'C1'), key: 'use', values: [1.2], moves: 'up' },
  { title: 'class C2 costs more than C1', change: (d) => void (d.risk.vehicle.class_of_use = 'C2'), key: 'use', values: [1.35], moves: 'up' },
  { title: 'class C3 costs the most', change: (d) => void (d.risk.vehicle.class_of_use = 'C3'), key: 'use', values: [1.5], moves: 'up' },
  { title: 'an unknown class of use is rated as SDP', change: (d) => void (d.risk.vehicle.class_of_use = 'ZZ'), key: 'use', values: [1], moves: 'down' },
  // age of the youngest rider (example A: 42, 1.00)
  ...(
    [
      [17, 2.5, 'up'],
      [19, 2.1, 'up'],
      [22, 1.7, 'up'],
      [27, 1.35, 'up'],
      [35, 1.1, 'up'],
      [55, 0.9, 'down'],
      [70, 0.95, 'down'],
      [80, 1.15, 'up'],
    ] as const
  ).map(
    ([age, value, moves]): Case => ({
      title: `a proposer aged ${age} at the start date takes the ${value} age factor`,
      change: (d) => void (d.risk.proposer.date_of_birth = date(bornAged(age))),
      key: 'age',
      values: [value],
      moves,
    }),
  ),
  {
    title: 'the youngest rider sets the age factor (an additional rider of 20)',
    change: (d) => void (d.risk.additional_drivers = [rider(bornAged(20), '2010-01-01')]),
    key: 'age',
    values: [2.1],
    moves: 'up',
  },
  {
    title: 'a rider born on the start date of their 25th year is 25 (whole years at the start date)',
    change: (d) => void (d.risk.proposer.date_of_birth = date('2001-11-15')),
    key: 'age',
    values: [1.35],
    moves: 'up',
  },
  {
    title: 'a rider whose 25th birthday is the day after the start date is still 24',
    change: (d) => void (d.risk.proposer.date_of_birth = date('2001-11-16')),
    key: 'age',
    values: [1.7],
    moves: 'up',
  },
  // licence (example A: full since 2008, 0.92)
  {
    title: "a provisional licence takes the provisional loading",
    change: (d) => void (d.risk.proposer.driver_details.licence.type = 'P'),
    key: 'licence',
    values: [1.6],
    moves: 'up',
  },
  {
    title: "'<No Licence>' takes the no-licence loading",
    change: (d) => void Object.assign(d.risk.proposer.driver_details.licence, { type: NO_LICENCE, date: null }),
    key: 'licence',
    values: [1.8],
    moves: 'up',
  },
  ...(
    [
      ['2026-06-01', 1.4],
      ['2025-06-01', 1.3],
      ['2024-06-01', 1.2],
      ['2022-06-01', 1.1],
      ['2019-06-01', 1],
    ] as const
  ).map(
    ([since, value]): Case => ({
      title: `a full licence since ${since} takes the ${value} licence factor`,
      change: (d) => void (d.risk.proposer.driver_details.licence.date = date(since)),
      key: 'licence',
      values: [value],
      moves: 'up',
    }),
  ),
  {
    title: "a lower-case licence type with spaces around it (' p ') is still provisional",
    change: (d) => void (d.risk.proposer.driver_details.licence.type = ' p '),
    key: 'licence',
    values: [1.6],
    moves: 'up',
  },
  {
    title: 'the least experienced rider sets the licence factor when it is the proposer (provisional, an additional rider licensed 18 years)',
    change: (d) => {
      d.risk.proposer.driver_details.licence.type = 'P'
      d.risk.additional_drivers = [rider(bornAged(45), '2008-05-02')]
    },
    key: 'licence',
    values: [1.6],
    moves: 'up',
  },
  {
    title: 'the least experienced rider sets the licence factor (an additional rider licensed 2 years)',
    change: (d) => void (d.risk.additional_drivers = [rider(bornAged(45), '2024-06-01')]),
    key: 'licence',
    values: [1.2],
    moves: 'up',
  },
  // postcode area (example A: LS, 1.10)
  { title: 'an east London postcode (E) costs more', change: (d) => void (d.risk.proposer.address.postcode = postcode('E1 6AN')), key: 'area', values: [1.45], moves: 'up' },
  { title: 'an Inverness postcode (IV) costs less', change: (d) => void (d.risk.proposer.address.postcode = postcode('IV2 3BW')), key: 'area', values: [0.75], moves: 'down' },
  { title: 'an area not in the table (RG) takes 1.00', change: (d) => void (d.risk.proposer.address.postcode = postcode('RG1 1AA')), key: 'area', values: [1], moves: 'down' },
  {
    title: 'a postcode in lower case with spaces around it is read as its area (kept in tr)',
    change: (d) => void Object.assign(d.risk.vehicle, { is_kept_at_proposer_postcode: false, kept_postcode: postcode(' tr1 2he ') }),
    key: 'area',
    values: [0.8],
    moves: 'down',
  },
  {
    title: 'GIR 0AA has no postcode area and takes 1.00',
    change: (d) => void (d.risk.proposer.address.postcode = postcode('GIR 0AA')),
    key: 'area',
    values: [1],
    moves: 'down',
  },
  {
    title: 'the kept postcode wins over the home address (kept in TR, home in LS)',
    change: (d) => void Object.assign(d.risk.vehicle, { is_kept_at_proposer_postcode: false, kept_postcode: postcode('TR1 2HE') }),
    key: 'area',
    values: [0.8],
    moves: 'down',
  },
  // claims
  {
    title: 'a fault claim in the last 5 years loads the premium',
    change: (d) => void (d.risk.proposer.driver_details.claims = [{ ...nonFaultClaim(), is_ncb_prejudiced: true }]),
    key: 'claim',
    values: [1.3],
    moves: 'up',
  },
  {
    title: 'a non-fault claim loads it less',
    change: (d) => void (d.risk.proposer.driver_details.claims = [nonFaultClaim()]),
    key: 'claim',
    values: [1.05],
    moves: 'up',
  },
  {
    title: 'a claim costing £5,000 (own damage + third party) adds the cost loading',
    change: (d) => void (d.risk.proposer.driver_details.claims = [{ ...nonFaultClaim(), own_damage_cost: num(3000), third_party_cost: num(2000) }]),
    key: 'claim',
    values: [1.05, 1.05],
    moves: 'up',
  },
  {
    title: 'a claim costing over £10,000 adds the higher cost loading, and personal injury its own',
    change: (d) =>
      void (d.risk.proposer.driver_details.claims = [{ ...nonFaultClaim(), is_ncb_prejudiced: true, own_damage_cost: num(12000), is_personal_injury: true }]),
    key: 'claim',
    values: [1.3, 1.15, 1.1],
    moves: 'up',
  },
  {
    title: 'a claim costing over £10,000 in third-party cost alone adds the higher cost loading',
    change: (d) => void (d.risk.proposer.driver_details.claims = [{ ...nonFaultClaim(), own_damage_cost: null, third_party_cost: num(12000) }]),
    key: 'claim',
    values: [1.05, 1.15],
    moves: 'up',
  },
  {
    title: 'an undated claim is rated (it cannot be shown to be outside the 5 years)',
    change: (d) => void (d.risk.proposer.driver_details.claims = [{ ...nonFaultClaim(), date: null }]),
    key: 'claim',
    values: [1.05],
    moves: 'up',
  },
  {
    title: 'a claim more than 5 years before the start date is not rated',
    change: (d) => void (d.risk.proposer.driver_details.claims = [{ ...nonFaultClaim(), is_ncb_prejudiced: true, date: date('2021-11-14') }]),
    key: 'claim',
    values: [],
    moves: 'same',
  },
  {
    title: 'a claim on the day exactly 5 years before the start date is within the look-back and rated',
    change: (d) => void (d.risk.proposer.driver_details.claims = [{ ...nonFaultClaim(), is_ncb_prejudiced: true, date: date('2021-11-15') }]),
    key: 'claim',
    values: [1.3],
    moves: 'up',
  },
  {
    title: "an additional rider's claim is rated too",
    change: (d) =>
      void (d.risk.additional_drivers = [produce(rider(bornAged(42), '2008-05-02'), (r) => void (r.driver_details.claims = [nonFaultClaim()]))]),
    key: 'claim',
    values: [1.05],
    moves: 'up',
  },
  // convictions
  {
    title: 'an SP30 with 3 points loads 3 × 0.03',
    change: (d) => void (d.risk.proposer.driver_details.licence.convictions = [speeding()]),
    key: 'conviction',
    values: [1.09],
    moves: 'up',
  },
  {
    title: 'a DR10 with 10 points takes its points and the heavier DR family loading',
    change: (d) => void (d.risk.proposer.driver_details.licence.convictions = [{ ...speeding(), code: 'DR10', points: num(10) }]),
    key: 'conviction',
    values: [1.3, 1.5],
    moves: 'up',
  },
  {
    title: 'an IN10 with 6 points takes the IN family loading',
    change: (d) => void (d.risk.proposer.driver_details.licence.convictions = [{ ...speeding(), code: 'IN10', points: num(6) }]),
    key: 'conviction',
    values: [1.18, 1.4],
    moves: 'up',
  },
  {
    title: 'a CD10 with 15 points counts 12 points, the CD family, and its 6-month ban',
    change: (d) =>
      void (d.risk.proposer.driver_details.licence.convictions = [
        { ...speeding(), code: 'CD10', points: num(15), has_ban_months: true, ban_months: num(6) },
      ]),
    key: 'conviction',
    values: [1.36, 1.2, 1.25],
    moves: 'up',
  },
  {
    title: 'a conviction with no points takes no points loading (SP30 has no family loading)',
    change: (d) => void (d.risk.proposer.driver_details.licence.convictions = [{ ...speeding(), points: num(0) }]),
    key: 'conviction',
    values: [],
    moves: 'same',
  },
  {
    title: 'a ban answered No takes no ban loading, whatever months are left in ban_months',
    change: (d) => void (d.risk.proposer.driver_details.licence.convictions = [{ ...speeding(), has_ban_months: false, ban_months: num(6) }]),
    key: 'conviction',
    values: [1.09],
    moves: 'up',
  },
  {
    title: 'the conviction date, not the offence date, decides the 5 years (offence in 2021, convicted in 2022)',
    change: (d) =>
      void (d.risk.proposer.driver_details.licence.convictions = [{ ...speeding(), conviction_date: date('2022-01-10'), offence_date: date('2021-06-01') }]),
    key: 'conviction',
    values: [1.09],
    moves: 'up',
  },
  {
    title: 'a conviction more than 5 years before the start date is not rated',
    change: (d) =>
      void (d.risk.proposer.driver_details.licence.convictions = [{ ...speeding(), conviction_date: date('2021-01-10'), offence_date: date('2020-12-01') }]),
    key: 'conviction',
    values: [],
    moves: 'same',
  },
  // security (example A: alarm and immobiliser)
  { title: 'no alarm costs more', change: (d) => void (d.risk.vehicle.has_alarm = false), key: 'security', values: [0.95], moves: 'up' },
  { title: 'no immobiliser costs more', change: (d) => void (d.risk.vehicle.has_immobiliser = false), key: 'security', values: [0.95], moves: 'up' },
  { title: 'a tracker takes its discount', change: (d) => void (d.risk.vehicle.has_tracker = true), key: 'security', values: [0.95, 0.95, 0.9], moves: 'down' },
  // garaging (example A: GARAGE, 0.90)
  { title: 'kept on the street costs more', change: (d) => void (d.risk.vehicle.kept_location = 'STREET'), key: 'garaging', values: [1.15], moves: 'up' },
  { title: 'kept on a driveway costs more than a garage', change: (d) => void (d.risk.vehicle.kept_location = 'DRIVEWAY'), key: 'garaging', values: [0.97], moves: 'up' },
  { title: 'kept in a car park costs more', change: (d) => void (d.risk.vehicle.kept_location = 'CARPARK'), key: 'garaging', values: [1.05], moves: 'up' },
  { title: 'an unknown kept location takes 1.00', change: (d) => void (d.risk.vehicle.kept_location = null), key: 'garaging', values: [1], moves: 'up' },
  // mileage (example A: 4,000, 0.95)
  { title: '1,500 miles a year costs less', change: (d) => void (d.risk.total_mileage = num(1500)), key: 'mileage', values: [0.9], moves: 'down' },
  { title: '8,000 miles a year costs more', change: (d) => void (d.risk.total_mileage = num(8000)), key: 'mileage', values: [1.08], moves: 'up' },
  { title: '12,000 miles a year costs more again', change: (d) => void (d.risk.total_mileage = num(12000)), key: 'mileage', values: [1.18], moves: 'up' },
  { title: '20,000 miles a year is the top band', change: (d) => void (d.risk.total_mileage = num(20000)), key: 'mileage', values: [1.3], moves: 'up' },
  { title: 'unanswered mileage is rated as 4,001 to 6,000', change: (d) => void (d.risk.total_mileage = null), key: 'mileage', values: [1], moves: 'up' },
  // modifications (example A: one)
  {
    title: 'no modifications cost less',
    change: (d) => void Object.assign(d.risk.vehicle, { is_modified: false, modifications: [] }),
    key: 'modifications',
    values: [],
    moves: 'down',
  },
  {
    title: 'is_modified with an empty list counts one modification',
    change: (d) => void (d.risk.vehicle.modifications = []),
    key: 'modifications',
    values: [1.05],
    moves: 'same',
  },
  {
    title: 'seven modifications count five',
    change: (d) => void (d.risk.vehicle.modifications = Array.from({ length: 7 }, () => ({ type: 'OTHER', description: 'x' }))),
    key: 'modifications',
    values: [1.05, 1.05, 1.05, 1.05, 1.05],
    moves: 'up',
  },
  // additional riders
  {
    title: 'an additional rider like the proposer adds the additional rider loading only',
    change: (d) => void (d.risk.additional_drivers = [rider('1984-07-19', '2008-05-02')]),
    key: 'riders',
    values: [1.08],
    moves: 'up',
  },
  // NCD protection (example A: 4 years, not protected)
  {
    title: 'protecting the NCD adds the protection loading',
    change: (d) => void (d.risk.previous_insurance = { ncd: { years: 4, is_protected: true } }),
    key: 'ncd-protection',
    values: [1.1],
    moves: 'up',
  },
  {
    title: 'protection answered Yes with 0 NCD years adds no protection loading',
    change: (d) => void (d.risk.previous_insurance = { ncd: { years: 0, is_protected: true } }),
    key: 'ncd-protection',
    values: [],
    moves: 'up',
  },
  {
    title: 'previous insurance not yet given earns no NCD discount',
    change: (d) => void Object.assign(d.risk, { has_previous_insurance: null, previous_insurance: null }),
    key: 'ncd',
    values: [],
    moves: 'up',
  },
  {
    title: 'no previous insurance earns no NCD discount',
    change: (d) => void Object.assign(d.risk, { has_previous_insurance: false, previous_insurance: null }),
    key: 'ncd',
    values: [],
    moves: 'up',
  },
  // voluntary excess (example A: £250, 6%)
  { title: 'no voluntary excess takes no discount', change: (d) => void (d.risk.voluntary_excess = 0), key: 'voluntary-excess', values: [], moves: 'up' },
  { title: '£50 voluntary excess takes 1.5%', change: (d) => void (d.risk.voluntary_excess = 50), key: 'voluntary-excess', values: [0.985], moves: 'up' },
  { title: '£1,000 voluntary excess takes 12%', change: (d) => void (d.risk.voluntary_excess = 1000), key: 'voluntary-excess', values: [0.88], moves: 'down' },
  { title: '£1,050 voluntary excess takes 12.15%', change: (d) => void (d.risk.voluntary_excess = 1050), key: 'voluntary-excess', values: [0.8785], moves: 'down' },
  { title: '£2,000 voluntary excess takes 15%', change: (d) => void (d.risk.voluntary_excess = 2000), key: 'voluntary-excess', values: [0.85], moves: 'down' },
  { title: '£3,000 voluntary excess, past the last knot, takes its 15%', change: (d) => void (d.risk.voluntary_excess = 3000), key: 'voluntary-excess', values: [0.85], moves: 'down' },
]

describe('mock-server pricing: each factor moves the price the documented way', () => {
  const base = commuter()
  const basePremium = premium(base)

  cases.forEach((c) => {
    it(`${c.title} (${c.key} ${c.values.join(', ') || 'none'}; price ${c.moves})`, () => {
      const changed = produce(base, c.change)
      const factors = ratingFactors(changed, CTX.today)
      expect(valuesOf(factors, c.key)).to.deep.equal([...c.values])
      expect(direction(basePremium, premium(changed))).to.equal(c.moves)
    })
  })

  it('ignores the value, security and voluntary excess for TPO: only theft-free factors remain', () => {
    const tpo = produce(base, (d) => void (d.risk.vehicle.cover_type = 'TPO'))
    const factors = ratingFactors(tpo, CTX.today)
    expect(valuesOf(factors, 'value')).to.deep.equal([1])
    expect(valuesOf(factors, 'security')).to.deep.equal([])
    expect(valuesOf(factors, 'voluntary-excess')).to.deep.equal([])
    const dearer = produce(tpo, (d) => void (d.risk.vehicle.value = num(90_000)))
    expect(premium(dearer)).to.equal(premium(tpo))
  })

  it('multiplies every factor into the premium, rounding once to the penny', () => {
    const factors = ratingFactors(base, CTX.today)
    const exact = factors.reduce((acc, f) => acc * f.value, 30_000)
    expect(premiumOf(factors).net).to.equal(Math.round(exact))
  })

  it('never charges less than the minimum net premium of £75.00', () => {
    const cheapest = produce(base, (d) => {
      Object.assign(d.risk.vehicle, { engine_size: num(50), value: num(500), cover_type: 'TPO', class_of_use: 'SDP', modifications: [], is_modified: false })
      d.risk.proposer.date_of_birth = date(bornAged(55))
      d.risk.proposer.address.postcode = postcode('ZE1 0AA')
      d.risk.total_mileage = num(1000)
      d.risk.previous_insurance = { ncd: { years: 20, is_protected: false } }
    })
    const unfloored = ratingFactors(cheapest, CTX.today).reduce((acc, f) => acc * f.value, 30_000)
    expect(unfloored).to.be.below(7_500)
    expect(premiumOf(ratingFactors(cheapest, CTX.today))).to.deep.equal({ net: 7_500, ipt: 900, gross: 8_400 })
  })
})

interface LabelCase {
  readonly title: string
  readonly change: (d: Draft<Proposal>) => void
  readonly key: FactorKey
  readonly labels: readonly string[]
}

const labelCases: readonly LabelCase[] = [
  { title: 'an electric bike', change: (d) => void (d.risk.vehicle.fuel_type = 'E'), key: 'engine', labels: ['electric'] },
  { title: 'an unknown engine size', change: (d) => void (d.risk.vehicle.engine_size = null), key: 'engine', labels: ['engine size unknown'] },
  { title: 'third party only', change: (d) => void (d.risk.vehicle.cover_type = 'TPO'), key: 'value', labels: ['third party only: bike not insured'] },
  { title: 'an unknown class of use', change: (d) => void (d.risk.vehicle.class_of_use = 'ZZ'), key: 'use', labels: ['class of use ZZ (unknown, as SDP)'] },
  { title: 'no class of use', change: (d) => void (d.risk.vehicle.class_of_use = null), key: 'use', labels: ['class of use SDP'] },
  { title: 'no date of birth', change: (d) => void (d.risk.proposer.date_of_birth = null), key: 'age', labels: ['no date of birth'] },
  {
    title: "'<No Licence>'",
    change: (d) => void Object.assign(d.risk.proposer.driver_details.licence, { type: NO_LICENCE, date: null }),
    key: 'licence',
    labels: ['no licence'],
  },
  {
    title: 'no postcode at all',
    change: (d) => {
      d.risk.proposer.address.postcode = null
      d.risk.vehicle.kept_postcode = null
    },
    key: 'area',
    labels: ['no postcode'],
  },
  { title: 'GIR 0AA', change: (d) => void (d.risk.proposer.address.postcode = postcode('GIR 0AA')), key: 'area', labels: ['no postcode'] },
  { title: 'a non-fault claim', change: (d) => void (d.risk.proposer.driver_details.claims = [nonFaultClaim()]), key: 'claim', labels: ['rider 1 claim 1: non-fault'] },
  {
    title: 'a costly fault claim with personal injury',
    change: (d) =>
      void (d.risk.proposer.driver_details.claims = [{ ...nonFaultClaim(), is_ncb_prejudiced: true, own_damage_cost: num(12000), is_personal_injury: true }]),
    key: 'claim',
    labels: ['rider 1 claim 1: fault', 'rider 1 claim 1: cost over £10,000', 'rider 1 claim 1: personal injury'],
  },
  {
    title: 'a CD10 with 15 points and a ban',
    change: (d) =>
      void (d.risk.proposer.driver_details.licence.convictions = [{ ...speeding(), code: 'CD10', points: num(15), has_ban_months: true, ban_months: num(6) }]),
    key: 'conviction',
    labels: ['rider 1 conviction 1 (CD10): 12 points', 'rider 1 conviction 1 (CD10): offence CD', 'rider 1 conviction 1 (CD10): ban'],
  },
  {
    title: 'a conviction with no code',
    change: (d) => void (d.risk.proposer.driver_details.licence.convictions = [{ ...speeding(), code: null }]),
    key: 'conviction',
    labels: ['rider 1 conviction 1: 3 points'],
  },
  { title: 'a tracker', change: (d) => void (d.risk.vehicle.has_tracker = true), key: 'security', labels: ['alarm', 'immobiliser', 'tracker'] },
  { title: 'no kept location', change: (d) => void (d.risk.vehicle.kept_location = null), key: 'garaging', labels: ['kept elsewhere or not given'] },
]

describe('mock-server pricing: each factor says its reason in words (the worked examples of docs/pricing.md print them)', () => {
  labelCases.forEach((c) => {
    it(`${c.title}: ${c.key} ${c.labels.join('; ')}`, () => {
      const factors = ratingFactors(produce(commuter(), c.change), CTX.today)
      expect(factors.filter((f) => f.key === c.key).map((f) => f.label)).to.deep.equal([...c.labels])
    })
  })
})
