import { DriverDetails } from './codecs/driver-details'

/*
 * How a person's answers are named: by their path in the person, the driver's details without
 * `driver_details.` (`licence.date` is the person's `driver_details.licence.date`). The events, the questions
 * and the required messages all name a person's answer this way, through these two functions.
 */

/** The keys of the driver's details. */
const DRIVER_DETAILS_KEYS: ReadonlySet<string> = new Set([...Object.keys(DriverDetails.type.types[0].props), ...Object.keys(DriverDetails.type.types[1].props)])

/** Where a person's answer `F` is stored in the person. */
export type PersonPath<F extends string> = (F extends `${infer K}.${string}` ? K : F) extends keyof DriverDetails ? `driver_details.${F}` : F

/** Where a person's answer `field` is stored in the person: `licence.date` is `driver_details.licence.date`. */
export const personPath = <F extends string>(field: F): PersonPath<F> =>
  (DRIVER_DETAILS_KEYS.has(field.split('.')[0] ?? field) ? `driver_details.${field}` : field) as PersonPath<F>

/** The name of the person's answer stored at `path` (the inverse of `personPath`): `driver_details.licence.date` is `licence.date`. */
export const personFieldOf = (path: string): string => {
  const field = path.replace(/^driver_details\./, '')
  return personPath(field) === path ? field : path
}
