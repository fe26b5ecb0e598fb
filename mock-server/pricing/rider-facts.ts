import type { AdditionalDriver, Claim, Conviction, Proposal, Proposer } from '../../src/domain/codecs'
import { CLAIMS_LOOKBACK_YEARS, CONVICTIONS_LOOKBACK_YEARS, NO_LICENCE } from '../../src/domain/constants'
import { yearsBetween } from '../../src/domain/formats'
import { isWithinLookBack } from '../../src/domain/rules'
import { PROVISIONAL_LICENCE_TYPES } from './rating-tables'

/** full: any licence that is neither provisional nor '<No Licence>' (an unanswered type counts as full). */
type LicenceKind = 'full' | 'provisional' | 'none'

/** What the rating reads about one rider, measured at the rating date. */
export interface RiderFacts {
  /** 0 is the proposer, 1… the additional riders in order (the excess table's `driver`). */
  readonly index: number
  /** Whole years at the rating date; null when the date of birth is missing. */
  readonly age: number | null
  readonly licenceKind: LicenceKind
  /** Whole years since the licence date (never negative); null without a date. */
  readonly licenceYears: number | null
  /** Claims dated within the look-back window (undated ones included). */
  readonly claims: readonly Claim[]
  /** Convictions dated within the look-back window (undated ones included). */
  readonly convictions: readonly Conviction[]
  readonly insuranceRefused: boolean
  readonly nonMotoringConviction: boolean
  /** Not UK-born, with a residency date: whole years resident at the rating date. */
  readonly yearsResident: number | null
}

/** Provisional when the code is one of PROVISIONAL_LICENCE_TYPES or its text contains 'provisional'. */
const licenceKindOf = (type: string | null | undefined): LicenceKind => {
  if (type === NO_LICENCE) return 'none'
  if (type != null && (PROVISIONAL_LICENCE_TYPES.includes(type.trim().toUpperCase()) || /provisional/i.test(type))) {
    return 'provisional'
  }
  return 'full'
}

/**
 * True when `date` is missing (an undated item counts) or falls in the look-back window before `on`, its
 * first day included: the same `isWithinLookBack` the form's validation and calendars use.
 */
const withinYears = (date: string | null | undefined, on: string, years: number): boolean =>
  date == null || isWithinLookBack(date, on, years)

const factsOf = (person: Proposer | AdditionalDriver, index: number, on: string): RiderFacts => {
  const details = person.driver_details
  const licence = details.licence
  const licenceDate = licence.date ?? null
  const since = person.resident.since ?? null
  return {
    index,
    age: person.date_of_birth == null ? null : yearsBetween(person.date_of_birth, on),
    licenceKind: licenceKindOf(licence.type),
    licenceYears: licenceDate === null ? null : Math.max(0, yearsBetween(licenceDate, on)),
    claims: details.claims.filter((c) => withinYears(c.date, on, CLAIMS_LOOKBACK_YEARS)),
    convictions: licence.convictions.filter((c) =>
      withinYears(c.conviction_date ?? c.offence_date, on, CONVICTIONS_LOOKBACK_YEARS),
    ),
    insuranceRefused: person.has_insurance_refused === true,
    nonMotoringConviction: person.has_non_rta_conviction === true,
    yearsResident: person.resident.is_uk_born === false && since !== null ? yearsBetween(since, on) : null,
  }
}

/** The riders: the proposer first, then any additional riders (never empty). */
export type Riders = readonly [RiderFacts, ...RiderFacts[]]

/** The proposer (index 0) then each additional rider, as the rating sees them on `on`. */
export const ridersOf = (proposal: Proposal, on: string): Riders => [
  factsOf(proposal.risk.proposer, 0, on),
  ...proposal.risk.additional_drivers.map((rider, i) => factsOf(rider, i + 1, on)),
]

/** A claim's cost in pounds: own damage plus third party. */
export const claimCost = (claim: Claim): number => (claim.own_damage_cost ?? 0) + (claim.third_party_cost ?? 0)

/** A conviction's ban in months (0 without one). */
export const banMonths = (conviction: Conviction): number =>
  conviction.has_ban_months === false ? 0 : (conviction.ban_months ?? 0)

/** The conviction code, upper case without spaces ('' when missing). */
export const convictionCode = (conviction: Conviction): string =>
  // Stryker disable next-line Regex: removing each whitespace character globally removes the runs of them too
  (conviction.code ?? '').replace(/\s+/g, '').toUpperCase()
