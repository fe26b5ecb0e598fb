import { VOLUNTARY_EXCESS_DEFAULT_COMPREHENSIVE } from '../constants'

type Cover = string | null | undefined

/** Third party only: the cover pays other people's losses alone. */
const THIRD_PARTY_ONLY = 'TPO'

/**
 * Does the cover insure the rider's own bike (fire and theft at least)? Every cover but third party only: so
 * under TPO the bike's value, its theft and the excesses of claims on it do not apply.
 */
export const insuresOwnBike = (cover: Cover): boolean => cover !== THIRD_PARTY_ONLY

/**
 * Third party only cover takes no voluntary excess (the question is shown disabled and the excess is 0): an
 * excess is the rider's share of a claim on their own bike, which TPO does not insure.
 */
export const allowsVoluntaryExcess = (cover: Cover): boolean => insuresOwnBike(cover)

/** The voluntary excess that applies to a chosen amount: the amount, or 0 under TPO cover. */
export const voluntaryExcessFor = <N extends number>(cover: Cover, chosen: N): N | 0 => (allowsVoluntaryExcess(cover) ? chosen : 0)

/**
 * The voluntary excess after the cover type changes (000 §4): any cover but comprehensive sets it to 0;
 * comprehensive restores the default (100) when it was 0, and keeps any other amount.
 */
export const voluntaryExcessAfterCoverChange = <N extends number | null | undefined>(cover: Cover, current: N): N | number =>
  cover !== 'C' ? 0 : current === 0 ? VOLUNTARY_EXCESS_DEFAULT_COMPREHENSIVE : current
