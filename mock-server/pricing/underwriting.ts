import type { Proposal } from '../../src/domain/codecs'
import { MIN_DRIVING_AGE } from '../../src/domain/constants'
import {
  DECLINE_BAN_MONTHS_OVER,
  DECLINE_FAULT_CLAIMS_OVER,
  DECLINE_VALUE_OVER,
  groupThousands,
  MIN_UK_RESIDENCY_YEARS,
  REFER_VALUE_OVER,
  REFERRAL_CONVICTION_CODES,
} from './rating-tables'
import { banMonths, convictionCode, type RiderFacts } from './rider-facts'

/** What an underwriting rule looks at. */
export interface UnderwritingInput {
  readonly proposal: Proposal
  readonly riders: readonly RiderFacts[]
}

/** A documented rule: when `applies`, the proposal is declined (or referred) with `reason`. */
export interface UnderwritingRule {
  readonly id: string
  readonly reason: string
  readonly applies: (input: UnderwritingInput) => boolean
}

const anyRider = (test: (r: RiderFacts) => boolean) => (input: UnderwritingInput) => input.riders.some(test)

/** Rules that refuse a quote; every rule that applies gives its reason, in this order. */
export const DECLINE_RULES: readonly UnderwritingRule[] = [
  {
    id: 'date-of-birth-missing',
    reason: 'A rider has no date of birth, so the proposal cannot be rated.',
    applies: anyRider((r) => r.age === null),
  },
  {
    id: 'under-minimum-age',
    reason: `A rider is under ${MIN_DRIVING_AGE} at the start date.`,
    applies: anyRider((r) => r.age !== null && r.age < MIN_DRIVING_AGE),
  },
  {
    id: 'insurance-refused',
    reason: 'A rider has had insurance refused, cancelled or declined.',
    applies: anyRider((r) => r.insuranceRefused),
  },
  {
    id: 'long-ban',
    reason: `A rider has been banned for more than ${DECLINE_BAN_MONTHS_OVER} months in the last 5 years.`,
    applies: anyRider((r) => r.convictions.some((c) => banMonths(c) > DECLINE_BAN_MONTHS_OVER)),
  },
  {
    id: 'fault-claims',
    reason: `The riders have more than ${DECLINE_FAULT_CLAIMS_OVER} fault claims in the last 5 years.`,
    applies: ({ riders }) =>
      riders.reduce((n, r) => n + r.claims.filter((c) => c.is_ncb_prejudiced === true).length, 0) > DECLINE_FAULT_CLAIMS_OVER,
  },
  {
    id: 'bike-value',
    reason: `The bike is worth more than £${groupThousands(DECLINE_VALUE_OVER)}.`,
    applies: ({ proposal }) => (proposal.risk.vehicle.value ?? 0) > DECLINE_VALUE_OVER,
  },
  {
    id: 'recent-uk-resident',
    reason: `A rider born outside the UK has lived in the UK for less than ${MIN_UK_RESIDENCY_YEARS} year at the start date.`,
    applies: anyRider((r) => r.yearsResident !== null && r.yearsResident < MIN_UK_RESIDENCY_YEARS),
  },
]

/** Rules that still quote, with is_referred true (the journey then stops at SiraDeclined). */
export const REFERRAL_RULES: readonly UnderwritingRule[] = [
  {
    id: 'high-value',
    reason: `The bike is worth more than £${groupThousands(REFER_VALUE_OVER)}.`,
    applies: ({ proposal }) => (proposal.risk.vehicle.value ?? 0) > REFER_VALUE_OVER,
  },
  {
    id: 'serious-conviction',
    reason: `A rider has a ${REFERRAL_CONVICTION_CODES.join(' or ')} conviction in the last 5 years.`,
    applies: anyRider((r) => r.convictions.some((c) => REFERRAL_CONVICTION_CODES.includes(convictionCode(c)))),
  },
  {
    id: 'non-motoring-conviction',
    reason: 'A rider has declared a non-motoring criminal conviction.',
    applies: anyRider((r) => r.nonMotoringConviction),
  },
]

/**
 * The reasons of every decline rule that applies, and whether any referral rule applies (a referral's reason is
 * documented in docs/pricing.md but never sent: the quote only says is_referred).
 */
export const underwrite = (input: UnderwritingInput): { declines: string[]; isReferred: boolean } => ({
  declines: DECLINE_RULES.filter((rule) => rule.applies(input)).map((rule) => rule.reason),
  isReferred: REFERRAL_RULES.some((rule) => rule.applies(input)),
})
