import { produce } from 'immer'
import type { AdditionalDriver, Claim, Conviction, Proposal } from '../../../src/domain/codecs'
import type { IsoDate, NonNegative, UkPostcode } from '../../../src/domain/primitives'
import { EXAMPLES } from '../../../mock-server/pricing/example-proposals'

/*
 * The worked examples of docs/pricing.md (mock-server/pricing/example-proposals.ts) as the rating tests vary them: each
 * example by name, the parts of the tourer (its conviction, its rider and the rider's claim), and casts for
 * building wire values.
 */

/** A wire date (YYYY-MM-DD) for building proposals; not checked. */
export const date = (s: string): IsoDate => s as IsoDate
/** A non-negative number for building proposals; not checked. */
export const num = (n: number): NonNegative => n as NonNegative
/** A postcode for building proposals; not checked. */
export const postcode = (s: string): UkPostcode => s as UkPostcode

const example = (name: string): Proposal => {
  const found = EXAMPLES.find((e) => e.name === name)
  if (found === undefined) throw new Error(`docs/pricing.md has no worked example ${name}`)
  return found.build()
}

/** Example A, the commuter. */
export const commuter = (): Proposal => example('A, the commuter')
/** Example B, the learner. */
export const learner = (): Proposal => example('B, the learner')
/** Example C, the tourer. */
export const tourer = (): Proposal => example('C, the tourer')

const tourersRider = (): AdditionalDriver => {
  const r = tourer().risk.additional_drivers[0]
  if (r === undefined) throw new Error('the tourer has no additional rider')
  return r
}

/** The tourer's SP30 speeding conviction: 3 points, convicted 14 August 2023. */
export const speeding = (): Conviction => {
  const c = tourer().risk.proposer.driver_details.licence.convictions[0]
  if (c === undefined) throw new Error('the tourer has no conviction')
  return c
}

/** The non-fault claim of the tourer's rider: £1,800 own damage on 10 May 2024. */
export const nonFaultClaim = (): Claim => {
  const c = tourersRider().driver_details.claims[0]
  if (c === undefined) throw new Error("the tourer's rider has no claim")
  return c
}

/** The tourer's rider, born on `dob`, with a full licence since `licensed` and no claims. */
export const rider = (dob: string, licensed: string): AdditionalDriver =>
  produce(tourersRider(), (r) => {
    r.date_of_birth = date(dob)
    r.driver_details.licence.date = date(licensed)
    r.driver_details.has_claims = false
    r.driver_details.claims = []
  })
