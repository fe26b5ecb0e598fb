import type { CoverType, Proposal, Vehicle } from '../../src/domain/codecs'
import { ncdDiscountPercent } from '../../src/domain/constants'
import { ageDay, asksNcdProtection, insuresOwnBike, voluntaryExcessFor } from '../../src/domain/rules'
import {
  ADDITIONAL_RIDER_FACTOR,
  AGE_BANDS,
  bandFor,
  CLAIM_COST_BANDS,
  CLAIM_FACTORS,
  CLASS_OF_USE_FACTORS,
  CONVICTION_BAN_FACTOR,
  CONVICTION_FAMILY_FACTORS,
  CONVICTION_POINT_LOADING,
  CONVICTION_POINTS_CAP,
  COVER_TYPE_FACTORS,
  ELECTRIC_ENGINE_FACTOR,
  ELECTRIC_FUEL_TYPES,
  ENGINE_BANDS,
  groupThousands,
  KEPT_LOCATION_FACTORS,
  LICENCE_YEARS_BANDS,
  MILEAGE_BANDS,
  MODIFICATION_FACTOR,
  MODIFICATIONS_COUNTED_MAX,
  NCD_PROTECTION_FACTOR,
  NO_LICENCE_FACTOR,
  POSTCODE_AREA_FACTORS,
  PROVISIONAL_LICENCE_FACTOR,
  SECURITY_FACTORS,
  UNKNOWN_ENGINE_FACTOR,
  VALUE_BANDS,
  VOLUNTARY_EXCESS_KNOTS,
} from './rating-tables'
import { banMonths, claimCost, convictionCode, type RiderFacts, ridersOf } from './rider-facts'

/** Which rule of docs/pricing.md a factor comes from. */
type FactorKey =
  | 'engine'
  | 'value'
  | 'cover'
  | 'use'
  | 'age'
  | 'licence'
  | 'area'
  | 'claim'
  | 'conviction'
  | 'security'
  | 'garaging'
  | 'mileage'
  | 'modifications'
  | 'riders'
  | 'ncd'
  | 'ncd-protection'
  | 'voluntary-excess'

/** One multiplier of the premium, with the reason in words. */
export interface Factor {
  readonly key: FactorKey
  readonly label: string
  readonly value: number
}

/** The cover type rated and quoted: the proposal's, or C when it has none. */
export const coverTypeOf = (proposal: Proposal): CoverType => proposal.risk.vehicle.cover_type ?? 'C'

/** Electric when fuel_type is one of ELECTRIC_FUEL_TYPES or fuel_type_cdl mentions ELECTRIC. */
const isElectric = (vehicle: Vehicle): boolean =>
  // Stryker disable next-line StringLiteral: any fallback that is not an electric fuel code nor mentions ELECTRIC reads the same as ''
  ELECTRIC_FUEL_TYPES.includes((vehicle.fuel_type ?? '').toUpperCase()) || /ELECTRIC/i.test(vehicle.fuel_type_cdl ?? '')

/**
 * The postcode area (outward-code letters) of the kept postcode, else of the home address; null without either,
 * and for GIR 0AA, which has no area letters followed by a digit.
 */
const postcodeArea = (proposal: Proposal): string | null => {
  const postcode = proposal.risk.vehicle.kept_postcode ?? proposal.risk.proposer.address.postcode ?? null
  // Stryker disable next-line Regex: a UkPostcode starts with its one or two area letters, so the first match is at the start anyway
  const match = postcode === null ? null : /^([A-Z]{1,2})\d/.exec(postcode.trim().toUpperCase())
  return match?.[1] ?? null
}

/** The NCD years that earn a discount: previous insurance not denied and years above 0 (else 0). */
export const ncdYearsOf = (proposal: Proposal): number => {
  if (proposal.risk.has_previous_insurance === false) return 0
  return Math.max(0, proposal.risk.previous_insurance?.ncd.years ?? 0)
}

/** The voluntary excess discount in percent for an amount in pounds (linear between the knots of docs/pricing.md). */
export const voluntaryExcessDiscountPercent = (excess: number): number => {
  const knots = VOLUNTARY_EXCESS_KNOTS
  // Stryker disable next-line EqualityOperator: one step past the last knot meets no knot (x1 falls back to 0) and returns the last discount below, as the loop's end does
  for (let i = 1; i < knots.length; i += 1) {
    // Stryker disable next-line ArrayDeclaration: inside the loop both knots exist; the fallback only satisfies the index type
    const [x0, y0] = knots[i - 1] ?? [0, 0]
    // Stryker disable next-line ArrayDeclaration: inside the loop both knots exist; the fallback only satisfies the index type
    const [x1, y1] = knots[i] ?? [0, 0]
    // Stryker disable next-line EqualityOperator: the discount is continuous, so a knot gives the same percent from the segment it ends and from the one it starts
    if (excess <= x1) {
      const exact = y0 + ((y1 - y0) * (Math.max(excess, x0) - x0)) / (x1 - x0)
      return Math.round(exact * 10_000) / 10_000
    }
  }
  // Stryker disable next-line OptionalChaining: the knot table is never empty
  return knots[knots.length - 1]?.[1] ?? 0
}

/** The voluntary excess that applies: the proposal's for C and TPFT, 0 for TPO. */
export const voluntaryExcessOf = (proposal: Proposal): number =>
  voluntaryExcessFor(coverTypeOf(proposal), proposal.risk.voluntary_excess)

const engineFactor = (vehicle: Vehicle): Factor => {
  if (isElectric(vehicle)) return { key: 'engine', label: 'electric', value: ELECTRIC_ENGINE_FACTOR }
  if (vehicle.engine_size == null) return { key: 'engine', label: 'engine size unknown', value: UNKNOWN_ENGINE_FACTOR }
  const band = bandFor(ENGINE_BANDS, vehicle.engine_size)
  return { key: 'engine', label: band.label, value: band.factor }
}

const valueFactor = (vehicle: Vehicle, cover: CoverType): Factor => {
  if (!insuresOwnBike(cover)) return { key: 'value', label: 'third party only: bike not insured', value: 1 }
  const band = bandFor(VALUE_BANDS, vehicle.value ?? 0)
  return { key: 'value', label: band.label, value: band.factor }
}

/** The youngest rider's age band (riders without a date of birth are left out; underwriting declines them). */
const ageFactor = (riders: readonly RiderFacts[]): Factor => {
  const ages = riders.map((r) => r.age).filter((a): a is number => a !== null)
  const youngest = ages.length === 0 ? null : Math.min(...ages)
  if (youngest === null) return { key: 'age', label: 'no date of birth', value: 1 }
  const band = bandFor(AGE_BANDS, youngest)
  return { key: 'age', label: `youngest rider ${band.label}`, value: band.factor }
}

const licenceFactorOf = (rider: RiderFacts): Factor => {
  if (rider.licenceKind === 'none') return { key: 'licence', label: 'no licence', value: NO_LICENCE_FACTOR }
  if (rider.licenceKind === 'provisional') return { key: 'licence', label: 'provisional licence', value: PROVISIONAL_LICENCE_FACTOR }
  const band = bandFor(LICENCE_YEARS_BANDS, rider.licenceYears ?? 0)
  return { key: 'licence', label: `full licence ${band.label}`, value: band.factor }
}

/** The least experienced rider's licence factor (the highest of all riders; the first rider wins a tie). */
const licenceFactor = (riders: readonly RiderFacts[]): Factor =>
  // Stryker disable next-line EqualityOperator: riders tie only with the same licence kind and band, whose factors are the same (label and value)
  riders.map(licenceFactorOf).reduce((worst, f) => (f.value > worst.value ? f : worst))

const claimFactors = (riders: readonly RiderFacts[]): Factor[] =>
  riders.flatMap((rider) =>
    rider.claims.flatMap((claim, i): Factor[] => {
      const who = `rider ${rider.index + 1} claim ${i + 1}`
      const fault = claim.is_ncb_prejudiced === true
      const out: Factor[] = [
        { key: 'claim', label: `${who}: ${fault ? 'fault' : 'non-fault'}`, value: fault ? CLAIM_FACTORS.fault : CLAIM_FACTORS.nonFault },
      ]
      const cost = bandFor(CLAIM_COST_BANDS, claimCost(claim))
      if (cost.factor !== 1) out.push({ key: 'claim', label: `${who}: cost ${cost.label}`, value: cost.factor })
      if (claim.is_personal_injury === true) out.push({ key: 'claim', label: `${who}: personal injury`, value: CLAIM_FACTORS.personalInjury })
      return out
    }),
  )

/** The family of a conviction code: its leading letters (DR of DR10). */
const convictionFamily = (code: string): string =>
  // Stryker disable next-line Regex,StringLiteral: conviction codes (of the motor_convictions list) start with their letters; an unanchored match or another no-family fallback finds the same family, or none
  /^[A-Z]+/.exec(code)?.[0] ?? ''

const convictionFactors = (riders: readonly RiderFacts[]): Factor[] =>
  riders.flatMap((rider) =>
    rider.convictions.flatMap((conviction, i): Factor[] => {
      const code = convictionCode(conviction)
      const who = `rider ${rider.index + 1} conviction ${i + 1}${code === '' ? '' : ` (${code})`}`
      const points = Math.min(CONVICTION_POINTS_CAP, Math.round(conviction.points ?? 0))
      const out: Factor[] = []
      if (points > 0) {
        out.push({ key: 'conviction', label: `${who}: ${points} points`, value: (10_000 + Math.round(points * CONVICTION_POINT_LOADING * 10_000)) / 10_000 })
      }
      const family = CONVICTION_FAMILY_FACTORS[convictionFamily(code)]
      if (family !== undefined) out.push({ key: 'conviction', label: `${who}: offence ${convictionFamily(code)}`, value: family })
      if (banMonths(conviction) > 0) out.push({ key: 'conviction', label: `${who}: ban`, value: CONVICTION_BAN_FACTOR })
      return out
    }),
  )

const securityFactors = (vehicle: Vehicle, cover: CoverType): Factor[] => {
  if (!insuresOwnBike(cover)) return []
  const out: Factor[] = []
  if (vehicle.has_alarm === true) out.push({ key: 'security', label: 'alarm', value: SECURITY_FACTORS.alarm })
  if (vehicle.has_immobiliser === true) out.push({ key: 'security', label: 'immobiliser', value: SECURITY_FACTORS.immobiliser })
  if (vehicle.has_tracker === true) out.push({ key: 'security', label: 'tracker', value: SECURITY_FACTORS.tracker })
  return out
}

const garagingFactor = (vehicle: Vehicle): Factor => {
  // Stryker disable next-line StringLiteral: any fallback that is not a kept-location code finds no factor, as '' does
  const code = (vehicle.kept_location ?? '').toUpperCase()
  const value = KEPT_LOCATION_FACTORS[code]
  return value === undefined ? { key: 'garaging', label: 'kept elsewhere or not given', value: 1 } : { key: 'garaging', label: `kept ${code}`, value }
}

const areaFactor = (proposal: Proposal): Factor => {
  const area = postcodeArea(proposal)
  if (area === null) return { key: 'area', label: 'no postcode', value: 1 }
  return { key: 'area', label: `postcode area ${area}`, value: POSTCODE_AREA_FACTORS[area] ?? 1 }
}

const mileageFactor = (proposal: Proposal): Factor => {
  const band = bandFor(MILEAGE_BANDS, proposal.risk.total_mileage ?? 6_000)
  return { key: 'mileage', label: band.label, value: band.factor }
}

/** The number of modifications rated: the list's length (1 when is_modified with an empty list), at most 5. */
const modificationsCounted = (vehicle: Vehicle): number => {
  const listed = vehicle.modifications.length
  const count = listed > 0 ? listed : vehicle.is_modified === true ? 1 : 0
  return Math.min(count, MODIFICATIONS_COUNTED_MAX)
}

/**
 * Every multiplier of the base premium for this proposal, in the order of docs/pricing.md. `withNcdProtection`
 * overrides the proposal's protected-NCD answer (used for protected_ncd_implied_price); protection only ever
 * applies with NCD years above 0.
 */
export const ratingFactors = (proposal: Proposal, today: string, options: { withNcdProtection?: boolean } = {}): Factor[] => {
  const on = ageDay(proposal.risk.start_date, today)
  const riders = ridersOf(proposal, on)
  const vehicle = proposal.risk.vehicle
  const cover = coverTypeOf(proposal)
  const useCode = vehicle.class_of_use ?? 'SDP'
  const useValue = CLASS_OF_USE_FACTORS[useCode]
  const ncdYears = ncdYearsOf(proposal)
  const ncdPercent = ncdDiscountPercent(ncdYears)
  // Stryker disable next-line OptionalChaining: NCD years above 0 come from previous_insurance, so it is there
  const isProtected = asksNcdProtection(ncdYears) && (options.withNcdProtection ?? proposal.risk.previous_insurance?.ncd.is_protected === true)
  const voluntary = voluntaryExcessOf(proposal)
  const modifications = modificationsCounted(vehicle)
  const additional = proposal.risk.additional_drivers.length

  const factors: Factor[] = [
    engineFactor(vehicle),
    valueFactor(vehicle, cover),
    { key: 'cover', label: `cover ${cover}`, value: COVER_TYPE_FACTORS[cover] },
    useValue === undefined ? { key: 'use', label: `class of use ${useCode} (unknown, as SDP)`, value: 1 } : { key: 'use', label: `class of use ${useCode}`, value: useValue },
    ageFactor(riders),
    licenceFactor(riders),
    areaFactor(proposal),
    ...claimFactors(riders),
    ...convictionFactors(riders),
    ...securityFactors(vehicle, cover),
    garagingFactor(vehicle),
    mileageFactor(proposal),
  ]
  for (let i = 0; i < modifications; i += 1) factors.push({ key: 'modifications', label: `modification ${i + 1}`, value: MODIFICATION_FACTOR })
  for (let i = 0; i < additional; i += 1) factors.push({ key: 'riders', label: `additional rider ${i + 1}`, value: ADDITIONAL_RIDER_FACTOR })
  if (ncdPercent > 0) factors.push({ key: 'ncd', label: `${ncdYears} years NCD: ${ncdPercent}% discount`, value: (100 - ncdPercent) / 100 })
  if (isProtected) factors.push({ key: 'ncd-protection', label: 'protected NCD', value: NCD_PROTECTION_FACTOR })
  const discount = voluntaryExcessDiscountPercent(voluntary)
  if (discount > 0) {
    factors.push({ key: 'voluntary-excess', label: `voluntary excess £${groupThousands(voluntary)}: ${discount}% discount`, value: Math.round((100 - discount) * 100) / 10_000 })
  }
  return factors
}
