import type { CoverType, Excess, Vehicle } from '../../src/domain/codecs'
import { insuresOwnBike } from '../../src/domain/rules'
import { toMoney } from './pennies'
import {
  bandFor,
  COMPULSORY_EXCESS_BANDS,
  INEXPERIENCED_EXCESS,
  INEXPERIENCED_LICENCE_YEARS,
  THEFT_NO_TRACKER_EXCESS,
  THEFT_NO_TRACKER_VALUE,
  WINDSCREEN_EXCESS,
} from './rating-tables'
import type { RiderFacts } from './rider-facts'

/** The policy sections of the excess table, as the rider reads them. */
const POLICY_SECTIONS = {
  accidentalDamage: 'Accidental damage',
  fire: 'Fire',
  theft: 'Theft',
  windscreen: 'Windscreen',
} as const

/** True for a provisional licence, no licence, or a full licence held under 2 years (or without a date). */
const isInexperienced = (rider: RiderFacts): boolean =>
  rider.licenceKind !== 'full' || (rider.licenceYears ?? 0) < INEXPERIENCED_LICENCE_YEARS

/** A rider's compulsory excess in pounds: by age band (a missing age takes the youngest band), plus £150 when inexperienced. */
export const compulsoryExcess = (rider: RiderFacts): number =>
  bandFor(COMPULSORY_EXCESS_BANDS, rider.age ?? 0).pounds + (isInexperienced(rider) ? INEXPERIENCED_EXCESS : 0)

/** The theft excess extra in pounds: £250 for a bike worth £10,000 or more without a tracker, else 0. */
const theftExtra = (vehicle: Vehicle): number =>
  (vehicle.value ?? 0) >= THEFT_NO_TRACKER_VALUE && vehicle.has_tracker !== true ? THEFT_NO_TRACKER_EXCESS : 0

/**
 * The excess table, rider by rider (driver 0 is the proposer). C: accidental damage, fire and theft are
 * compulsory + voluntary (theft plus `theftExtra`), windscreen a flat £50. TPFT: fire and theft only. TPO: no
 * own-damage cover, so no rows. `voluntary` is the voluntary excess that applies (0 for TPO).
 */
export const excessTable = (riders: readonly RiderFacts[], vehicle: Vehicle, cover: CoverType, voluntary: number): Excess[] =>
  riders.flatMap((rider): Excess[] => {
    if (!insuresOwnBike(cover)) return []
    const base = compulsoryExcess(rider) + voluntary
    const row = (section: string, pounds: number): Excess => ({ driver: rider.index, policy_section: section, value: toMoney(pounds * 100) })
    const fireAndTheft = [row(POLICY_SECTIONS.fire, base), row(POLICY_SECTIONS.theft, base + theftExtra(vehicle))]
    return cover === 'C'
      ? [row(POLICY_SECTIONS.accidentalDamage, base), ...fireAndTheft, row(POLICY_SECTIONS.windscreen, WINDSCREEN_EXCESS)]
      : fireAndTheft
  })
