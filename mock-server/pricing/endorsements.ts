import type { CoverType, Endorsement, Vehicle } from '../../src/domain/codecs'
import { OTHER_BIKES_ENDORSEMENT_CODE, TRACKER_ENDORSEMENT_EXTRA_INFO } from '../../src/domain/constants'
import { insuresOwnBike } from '../../src/domain/rules'
import { OTHER_BIKES_MIN_AGE, OTHER_BIKES_MIN_LICENCE_YEARS, TRACKER_REQUIRED_VALUE } from './rating-tables'
import type { RiderFacts } from './rider-facts'

/** The standard endorsement texts (HTML, rendered by the client through DOMPurify). */
export const ENDORSEMENT_TEXTS = {
  racing: '<p>Cover excludes <strong>racing</strong>, pace-making, speed trials and track days.</p>',
  unattended:
    '<p>When the motorcycle is left unattended the steering lock must be engaged and the ignition key removed; otherwise theft cover is excluded.</p>',
  pillion: '<p>Cover excludes any <strong>pillion passenger</strong>.</p>',
  tracker:
    '<p><strong>Tracking device required.</strong> A GPS tracker must be fitted, subscribed and operational. Theft cover is excluded if one is not fitted or not operational.</p>',
} as const

/** Endorsement codes besides the spec's '41' (tracker) and '39' (riding other bikes). */
export const ENDORSEMENT_CODES = { racing: '12', unattended: '20', pillion: '15' } as const

const riderName = (r: RiderFacts): string => (r.index === 0 ? 'the policyholder' : `additional rider ${r.index}`)

/** Riders who may ride other bikes: aged 25 or over with a full licence held 3 years or more at the start date. */
const ridesOtherBikes = (r: RiderFacts): boolean =>
  // Stryker disable next-line ConditionalExpression: null >= OTHER_BIKES_MIN_AGE is false as well; the check keeps the comparison typed
  r.age !== null && r.age >= OTHER_BIKES_MIN_AGE && r.licenceKind === 'full' && (r.licenceYears ?? 0) >= OTHER_BIKES_MIN_LICENCE_YEARS

/** True when the tracker endorsement applies: a bike worth £15,000 or more, no tracker, and cover that insures theft. */
const needsTracker = (vehicle: Vehicle, cover: CoverType): boolean =>
  insuresOwnBike(cover) && (vehicle.value ?? 0) >= TRACKER_REQUIRED_VALUE && vehicle.has_tracker !== true

/**
 * The quote's endorsements: racing exclusion always; unattended-security for C and TPFT; pillion exclusion when
 * pillions are excluded; the tracker endorsement (code and extra_info '41') when `needsTracker`; and 'Riding
 * other bikes' (code '39') naming every rider that `ridesOtherBikes`.
 */
export const endorsementsFor = (riders: readonly RiderFacts[], vehicle: Vehicle, cover: CoverType): Endorsement[] => {
  const out: Endorsement[] = [{ code: ENDORSEMENT_CODES.racing, text: ENDORSEMENT_TEXTS.racing, extra_info: null }]
  if (insuresOwnBike(cover)) out.push({ code: ENDORSEMENT_CODES.unattended, text: ENDORSEMENT_TEXTS.unattended, extra_info: null })
  if (vehicle.is_exclude_pillion_riders === true) out.push({ code: ENDORSEMENT_CODES.pillion, text: ENDORSEMENT_TEXTS.pillion, extra_info: null })
  if (needsTracker(vehicle, cover)) {
    out.push({ code: TRACKER_ENDORSEMENT_EXTRA_INFO, text: ENDORSEMENT_TEXTS.tracker, extra_info: TRACKER_ENDORSEMENT_EXTRA_INFO })
  }
  const others = riders.filter(ridesOtherBikes)
  if (others.length > 0) {
    const names = others.map(riderName)
    const who = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
    out.push({
      code: OTHER_BIKES_ENDORSEMENT_CODE,
      text: `<p><strong>Riding other bikes:</strong> ${who} may ride a motorcycle not owned by or hired to them, with the owner's permission, for third party only cover.</p>`,
      extra_info: null,
    })
  }
  return out
}
