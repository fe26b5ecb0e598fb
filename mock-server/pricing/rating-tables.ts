import type { CoverType } from '../../src/domain/codecs'

/**
 * Every figure of the mock insurer's rating, named once. docs/pricing.md prints these tables (its generated section
 * is checked against this module by a test), so a change here is a change of the documented tariff.
 *
 * Factors have at most four decimals so that the premium is an exact product (see `pennies.ts`).
 */

/** One band of a banded table: applies to values up to and including `upTo` (the last band is open). */
export interface Band {
  readonly upTo: number
  readonly factor: number
  readonly label: string
}

/** A band of an amount in pounds rather than a factor. */
export interface AmountBand {
  readonly upTo: number
  readonly pounds: number
  readonly label: string
}

/** The band a value falls in: the first whose `upTo` is at or above it (the last band when none is). */
export const bandFor = <B extends { readonly upTo: number }>(bands: readonly B[], value: number): B => {
  const band = bands.find((b) => value <= b.upTo) ?? bands[bands.length - 1]
  if (band === undefined) throw new RangeError('empty band table')
  return band
}

/** A whole number with commas between thousands (12,500), the same on every platform. */
export const groupThousands = (n: number): string => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')

/** The premium before any factor, net of Insurance Premium Tax, in pence. */
export const BASE_PREMIUM_PENCE = 300_00
/** The lowest net premium the insurer charges (applied after every factor), in pence. */
export const MINIMUM_NET_PREMIUM_PENCE = 75_00

/** Engine size in cc (petrol and other fuels). */
export const ENGINE_BANDS: readonly Band[] = [
  { upTo: 50, factor: 0.7, label: 'up to 50cc' },
  { upTo: 125, factor: 0.85, label: '51 to 125cc' },
  { upTo: 400, factor: 1, label: '126 to 400cc' },
  { upTo: 650, factor: 1.15, label: '401 to 650cc' },
  { upTo: 900, factor: 1.3, label: '651 to 900cc' },
  { upTo: 1200, factor: 1.45, label: '901 to 1200cc' },
  { upTo: Infinity, factor: 1.6, label: 'over 1200cc' },
]
/** Electric bikes (fuel_type 'E' or fuel_type_cdl containing ELECTRIC) have a band of their own, whatever engine_size says. */
export const ELECTRIC_ENGINE_FACTOR = 0.9
/** A non-electric bike with no engine size is rated as 651 to 900cc. */
export const UNKNOWN_ENGINE_FACTOR = 1.3
/** fuel_type codes read as electric. */
export const ELECTRIC_FUEL_TYPES: readonly string[] = ['E', 'EL', 'ELECTRIC']

/** Bike value in pounds. Third party only cover does not insure the bike, so TPO always takes 1.00. */
export const VALUE_BANDS: readonly Band[] = [
  { upTo: 1_000, factor: 0.8, label: 'up to £1,000' },
  { upTo: 2_500, factor: 0.9, label: '£1,001 to £2,500' },
  { upTo: 5_000, factor: 1, label: '£2,501 to £5,000' },
  { upTo: 10_000, factor: 1.15, label: '£5,001 to £10,000' },
  { upTo: 15_000, factor: 1.3, label: '£10,001 to £15,000' },
  { upTo: 25_000, factor: 1.5, label: '£15,001 to £25,000' },
  { upTo: 40_000, factor: 1.75, label: '£25,001 to £40,000' },
  { upTo: Infinity, factor: 2.1, label: 'over £40,000' },
]

/** Cover type; a proposal without one is rated (and quoted) as C. */
export const COVER_TYPE_FACTORS: Readonly<Record<CoverType, number>> = { C: 1, TPFT: 0.85, TPO: 0.75 }

/** Class of use; a missing or unknown class is rated as SDP. */
export const CLASS_OF_USE_FACTORS: Readonly<Record<string, number>> = { SDP: 1, SDPC: 1.1, C1: 1.2, C2: 1.35, C3: 1.5 }

/** Age in whole years at the start date of the youngest rider (proposer and additional riders). */
export const AGE_BANDS: readonly Band[] = [
  { upTo: 17, factor: 2.5, label: '16 to 17' },
  { upTo: 20, factor: 2.1, label: '18 to 20' },
  { upTo: 24, factor: 1.7, label: '21 to 24' },
  { upTo: 29, factor: 1.35, label: '25 to 29' },
  { upTo: 39, factor: 1.1, label: '30 to 39' },
  { upTo: 49, factor: 1, label: '40 to 49' },
  { upTo: 64, factor: 0.9, label: '50 to 64' },
  { upTo: 74, factor: 0.95, label: '65 to 74' },
  { upTo: Infinity, factor: 1.15, label: '75 and over' },
]

/** Whole years a full licence has been held at the start date; a full licence without a date counts as under 1 year. */
export const LICENCE_YEARS_BANDS: readonly Band[] = [
  { upTo: 0, factor: 1.4, label: 'under 1 year' },
  { upTo: 1, factor: 1.3, label: '1 year' },
  { upTo: 2, factor: 1.2, label: '2 years' },
  { upTo: 4, factor: 1.1, label: '3 to 4 years' },
  { upTo: 9, factor: 1, label: '5 to 9 years' },
  { upTo: Infinity, factor: 0.92, label: '10 years and over' },
]
/** A provisional licence (learner), whatever its date. */
export const PROVISIONAL_LICENCE_FACTOR = 1.6
/** '<No Licence>'. */
export const NO_LICENCE_FACTOR = 1.8
/** Licence type codes read as provisional (besides any type whose text contains 'provisional'). */
export const PROVISIONAL_LICENCE_TYPES: readonly string[] = ['P', 'PROV', 'PROVISIONAL', 'UK PROVISIONAL']

/**
 * Postcode area (the outward code's letters, e.g. 'LS' of 'LS6 2AB') of the kept postcode, or else of the
 * home address. Areas not listed take 1.00.
 */
export const POSTCODE_AREA_FACTORS: Readonly<Record<string, number>> = {
  // higher risk: dense cities, high bike theft
  E: 1.45,
  N: 1.4,
  SE: 1.4,
  EC: 1.35,
  WC: 1.35,
  SW: 1.3,
  W: 1.3,
  NW: 1.3,
  B: 1.3,
  M: 1.3,
  L: 1.25,
  BD: 1.2,
  G: 1.2,
  NG: 1.15,
  LS: 1.1,
  BS: 1.1,
  // lower risk: rural areas
  AB: 0.9,
  DD: 0.9,
  LA: 0.9,
  CA: 0.9,
  EX: 0.85,
  PL: 0.85,
  TQ: 0.85,
  LL: 0.85,
  SY: 0.85,
  HR: 0.85,
  DG: 0.85,
  TD: 0.85,
  TR: 0.8,
  LD: 0.8,
  IV: 0.75,
  KW: 0.75,
  HS: 0.7,
  ZE: 0.7,
}

/** Claims of every rider in the 5 years before the start date (undated claims count); one entry per claim. */
export const CLAIM_FACTORS = {
  /** is_ncb_prejudiced true. */
  fault: 1.3,
  /** is_ncb_prejudiced false or unanswered. */
  nonFault: 1.05,
  /** is_personal_injury true, on top. */
  personalInjury: 1.1,
} as const
/** Claim cost (own damage plus third party, in pounds), on top of fault or non-fault. */
export const CLAIM_COST_BANDS: readonly Band[] = [
  { upTo: 2_500, factor: 1, label: 'up to £2,500' },
  { upTo: 10_000, factor: 1.05, label: '£2,501 to £10,000' },
  { upTo: Infinity, factor: 1.15, label: 'over £10,000' },
]

/**
 * Convictions of every rider in the 5 years before the start date (by conviction date, else offence date;
 * undated ones count); each conviction multiplies by its points factor, its offence family and its ban.
 */
export const CONVICTION_POINT_LOADING = 0.03
/** Points above this count no more (a points factor is at most 1 + 12 × 0.03 = 1.36). */
export const CONVICTION_POINTS_CAP = 12
/** Offence families by the code's letters; codes of other families take 1.00 (points only). */
export const CONVICTION_FAMILY_FACTORS: Readonly<Record<string, number>> = {
  DD: 1.6, // dangerous driving
  DR: 1.5, // drink driving (DR10 and the rest)
  DG: 1.5, // drug driving
  IN: 1.4, // riding without insurance (IN10)
  UT: 1.4, // taking without consent
  CD: 1.2, // careless driving
  MS: 1.1, // miscellaneous
}
/** Any ban (has_ban_months true with ban_months above 0). */
export const CONVICTION_BAN_FACTOR = 1.25

/** Security, for cover that insures theft (C and TPFT); TPO takes 1.00. */
export const SECURITY_FACTORS = { alarm: 0.95, immobiliser: 0.95, tracker: 0.9 } as const

/** Where the bike is kept overnight (vehicle.kept_location, the codes of the vehicle_kept_location list); others take 1.00. */
export const KEPT_LOCATION_FACTORS: Readonly<Record<string, number>> = {
  GARAGE: 0.9,
  SHED: 0.95,
  COMPOUND: 0.95,
  DRIVEWAY: 0.97,
  PRIVATE: 0.97,
  WORK: 1,
  CARPARK: 1.05,
  STREET: 1.15,
}

/** Annual mileage (risk.total_mileage); unanswered is rated as 4,001 to 6,000. */
export const MILEAGE_BANDS: readonly Band[] = [
  { upTo: 2_000, factor: 0.9, label: 'up to 2,000 miles' },
  { upTo: 4_000, factor: 0.95, label: '2,001 to 4,000 miles' },
  { upTo: 6_000, factor: 1, label: '4,001 to 6,000 miles' },
  { upTo: 10_000, factor: 1.08, label: '6,001 to 10,000 miles' },
  { upTo: 15_000, factor: 1.18, label: '10,001 to 15,000 miles' },
  { upTo: Infinity, factor: 1.3, label: 'over 15,000 miles' },
]

/** Each declared modification (is_modified true with an empty list counts as one), at most 5 counted. */
export const MODIFICATION_FACTOR = 1.05
/** Modifications beyond this many are not rated. */
export const MODIFICATIONS_COUNTED_MAX = 5

/** Each additional rider (their age, licence, claims and convictions count in the other factors as well). */
export const ADDITIONAL_RIDER_FACTOR = 1.08

/** A protected no claims discount (only with NCD years above 0). */
export const NCD_PROTECTION_FACTOR = 1.1

/**
 * Voluntary excess discount in percent: linear between these knots (0 to 2000 in steps of 50). Applies to C
 * and TPFT; TPO has no own-damage cover and takes no discount.
 */
export const VOLUNTARY_EXCESS_KNOTS: readonly (readonly [excess: number, discountPercent: number])[] = [
  [0, 0],
  [100, 3],
  [250, 6],
  [500, 9],
  [1000, 12],
  [2000, 15],
]

/** Insurance Premium Tax, standard rate, in percent of the net premium. */
export const IPT_PERCENT = 12

/** Monthly payment: the deposit, percent of the amount paid monthly. */
export const DEPOSIT_PERCENT = 10
/** Flat interest, percent of the financed amount (amount − deposit). */
export const FLAT_INTEREST_PERCENT = 9.9

/** Compulsory excess in pounds by the rider's age at the start date. */
export const COMPULSORY_EXCESS_BANDS: readonly AmountBand[] = [
  { upTo: 20, pounds: 400, label: 'under 21' },
  { upTo: 24, pounds: 300, label: '21 to 24' },
  { upTo: Infinity, pounds: 150, label: '25 and over' },
]
/** Added to the compulsory excess for a provisional licence, no licence, or a full licence held under 2 years. */
export const INEXPERIENCED_EXCESS = 150
/** A full licence held fewer whole years than this is inexperienced. */
export const INEXPERIENCED_LICENCE_YEARS = 2
/** Windscreen excess in pounds (C only; voluntary excess does not apply). */
export const WINDSCREEN_EXCESS = 50
/** Theft excess extra when the bike is worth at least this and has no tracker. */
export const THEFT_NO_TRACKER_VALUE = 10_000
/** The theft excess extra in pounds. */
export const THEFT_NO_TRACKER_EXCESS = 250

/** A tracker endorsement (extra_info '41') when a bike worth at least this has no tracker (C and TPFT). */
export const TRACKER_REQUIRED_VALUE = 15_000
/** 'Riding other bikes' (endorsement 39): riders of at least this age with a full licence held at least this long. */
export const OTHER_BIKES_MIN_AGE = 25
/** Whole years of full licence for endorsement 39. */
export const OTHER_BIKES_MIN_LICENCE_YEARS = 3

/** Enhanced personal accident (BPA) is withdrawn when the proposer is this age or over at the start date. */
export const BPA_WITHDRAWN_AGE = 75

/** Declined: a bike worth more than this (pounds). */
export const DECLINE_VALUE_OVER = 100_000
/** Referred: a bike worth more than this (pounds). */
export const REFER_VALUE_OVER = 40_000
/** Declined: more fault claims than this between all riders in the last 5 years. */
export const DECLINE_FAULT_CLAIMS_OVER = 2
/** Declined: a ban longer than this (months) in the last 5 years. */
export const DECLINE_BAN_MONTHS_OVER = 12
/** Declined: born outside the UK and resident fewer whole years than this at the start date. */
export const MIN_UK_RESIDENCY_YEARS = 1
/** Referred: a conviction with one of these codes in the last 5 years. */
export const REFERRAL_CONVICTION_CODES: readonly string[] = ['DR10', 'IN10']
