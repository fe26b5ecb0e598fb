import { expect } from 'chai'
import { type Draft, produce } from 'immer'
import type { Proposal } from '../../../src/domain/codecs'
import { rateProposal } from '../../../mock-server/pricing'
import type { RatingResult } from '../../../mock-server/pricing/rate-proposal'
import { DECLINE_RULES, REFERRAL_RULES } from '../../../mock-server/pricing/underwriting'
import { EXAMPLE_CONTEXT as CTX } from '../../../mock-server/pricing/example-proposals'
import { commuter, date, nonFaultClaim, num, rider, speeding } from './example-parts'

const rate = (f: (d: Draft<Proposal>) => void): RatingResult => rateProposal(produce(commuter(), f), CTX)
const reasonOf = (rules: typeof DECLINE_RULES, id: string): string => {
  const rule = rules.find((r) => r.id === id)
  if (rule === undefined) throw new Error(`no rule ${id}`)
  return rule.reason
}
const fault = () => ({ ...nonFaultClaim(), is_ncb_prejudiced: true })

interface RuleCase {
  readonly rule: string
  readonly applies: string
  readonly change: (d: Draft<Proposal>) => void
  readonly doesNot: string
  readonly near: (d: Draft<Proposal>) => void
}

const declines: readonly RuleCase[] = [
  {
    rule: 'date-of-birth-missing',
    applies: 'a rider without a date of birth',
    change: (d) => void (d.risk.additional_drivers = [produce(rider('1980-01-01', '2000-01-01'), (r) => void (r.date_of_birth = null))]),
    doesNot: 'every rider with one',
    near: (d) => void (d.risk.additional_drivers = [rider('1980-01-01', '2000-01-01')]),
  },
  {
    rule: 'under-minimum-age',
    applies: 'a rider of 15 at the start date',
    change: (d) => void (d.risk.proposer.date_of_birth = date('2010-11-16')),
    doesNot: 'a rider turning 16 on the start date',
    near: (d) => void (d.risk.proposer.date_of_birth = date('2010-11-15')),
  },
  {
    rule: 'insurance-refused',
    applies: 'an additional rider who has had insurance refused',
    change: (d) => void (d.risk.additional_drivers = [produce(rider('1980-01-01', '2000-01-01'), (r) => void (r.has_insurance_refused = true))]),
    doesNot: 'has_insurance_refused false',
    near: (d) => void (d.risk.proposer.has_insurance_refused = false),
  },
  {
    rule: 'long-ban',
    applies: 'a 13-month ban in the last 5 years',
    change: (d) => void (d.risk.proposer.driver_details.licence.convictions = [{ ...speeding(), has_ban_months: true, ban_months: num(13) }]),
    doesNot: 'a 12-month ban (rated with the ban loading)',
    near: (d) => void (d.risk.proposer.driver_details.licence.convictions = [{ ...speeding(), has_ban_months: true, ban_months: num(12) }]),
  },
  {
    rule: 'fault-claims',
    applies: '3 fault claims between the riders in the last 5 years',
    change: (d) => {
      d.risk.proposer.driver_details.claims = [fault(), fault()]
      d.risk.additional_drivers = [produce(rider('1980-01-01', '2000-01-01'), (r) => void (r.driver_details.claims = [fault()]))]
    },
    doesNot: '2 fault claims and a non-fault one, or a third fault claim older than 5 years',
    near: (d) => {
      d.risk.proposer.driver_details.claims = [fault(), fault(), nonFaultClaim(), { ...fault(), date: date('2021-06-01') }]
    },
  },
  {
    rule: 'bike-value',
    applies: 'a bike worth £100,001',
    change: (d) => void (d.risk.vehicle.value = num(100_001)),
    doesNot: 'one worth £100,000 (referred)',
    near: (d) => void (d.risk.vehicle.value = num(100_000)),
  },
  {
    rule: 'recent-uk-resident',
    applies: 'a proposer born abroad and resident for 11 months',
    change: (d) => void (d.risk.proposer.resident = { is_uk_born: false, since: date('2025-12-15') }),
    doesNot: 'one resident for exactly 1 year',
    near: (d) => void (d.risk.proposer.resident = { is_uk_born: false, since: date('2025-11-15') }),
  },
]

const referrals: readonly RuleCase[] = [
  {
    rule: 'high-value',
    applies: 'a bike worth £40,001',
    change: (d) => void (d.risk.vehicle.value = num(40_001)),
    doesNot: 'one worth £40,000',
    near: (d) => void (d.risk.vehicle.value = num(40_000)),
  },
  {
    rule: 'serious-conviction',
    applies: 'a DR10 in the last 5 years',
    change: (d) => void (d.risk.proposer.driver_details.licence.convictions = [{ ...speeding(), code: 'DR10' }]),
    doesNot: 'a DR10 older than 5 years',
    near: (d) =>
      void (d.risk.proposer.driver_details.licence.convictions = [
        { ...speeding(), code: 'DR10', conviction_date: date('2021-11-01'), offence_date: date('2021-09-01') },
      ]),
  },
  {
    rule: 'serious-conviction',
    applies: "an additional rider's IN10 (written 'in 10')",
    change: (d) =>
      void (d.risk.additional_drivers = [
        produce(rider('1980-01-01', '2000-01-01'), (r) => void (r.driver_details.licence.convictions = [{ ...speeding(), code: 'in 10' }])),
      ]),
    doesNot: 'an SP30',
    near: (d) => void (d.risk.proposer.driver_details.licence.convictions = [speeding()]),
  },
  {
    rule: 'non-motoring-conviction',
    applies: 'a declared non-motoring conviction',
    change: (d) => void (d.risk.proposer.has_non_rta_conviction = true),
    doesNot: 'none declared',
    near: (d) => void (d.risk.proposer.has_non_rta_conviction = false),
  },
]

describe('mock-server pricing: declines', () => {
  declines.forEach((c) => {
    it(`declines ${c.applies} (${c.rule})`, () => {
      const result = rate(c.change)
      expect(result).to.deep.equal({ outcome: 'declined', reasons: [reasonOf(DECLINE_RULES, c.rule)] })
    })
    it(`quotes ${c.doesNot} (${c.rule})`, () => {
      expect(rate(c.near).outcome).to.equal('quoted')
    })
  })

  it('does not judge the residency of a UK-born rider, whatever residency date is left', () => {
    expect(rate((d) => void (d.risk.proposer.resident = { is_uk_born: true, since: date('2025-12-15') })).outcome).to.equal('quoted')
  })

  it('does not decline a rider born abroad whose residency date is not given yet', () => {
    expect(rate((d) => void (d.risk.proposer.resident = { is_uk_born: false, since: null })).outcome).to.equal('quoted')
  })

  it('gives every reason that applies, in the table order', () => {
    const result = rate((d) => {
      d.risk.vehicle.value = num(150_000)
      d.risk.proposer.has_insurance_refused = true
    })
    expect(result).to.deep.equal({
      outcome: 'declined',
      reasons: [reasonOf(DECLINE_RULES, 'insurance-refused'), reasonOf(DECLINE_RULES, 'bike-value')],
    })
  })
})

describe('mock-server pricing: referrals', () => {
  referrals.forEach((c) => {
    it(`quotes ${c.applies} with is_referred true (${c.rule})`, () => {
      const result = rate(c.change)
      expect(result.outcome).to.equal('quoted')
      expect(result.outcome === 'quoted' && result.quote.is_referred).to.equal(true)
      expect(REFERRAL_RULES.some((r) => r.id === c.rule)).to.equal(true)
    })
    it(`does not refer ${c.doesNot} (${c.rule})`, () => {
      const result = rate(c.near)
      expect(result.outcome === 'quoted' && result.quote.is_referred).to.equal(false)
    })
  })
})
