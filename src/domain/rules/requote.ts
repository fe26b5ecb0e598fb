import { isPlain } from '../plain'

/*
 * What needs a new quote: a change to the risk the price reads. The insurer drops a quote when an update
 * changes it; the price page offers 'Confirm & requote' when one of its answers does. Both read the paths below.
 */

/**
 * The parts of the risk the price does not read, as paths from the risk: the contact details, the payment
 * mode's duq and the third-party authority, which the calls after the quote keep up to date.
 */
const UNPRICED_RISK_PATHS: readonly string[] = ['userfields', 'duqs.is_pay_monthly', 'proposer.email_address', 'proposer.phone_numbers']

/** Does a change at this path of the risk (dot-separated, `vehicle.cover_type`) need a new quote? */
export const needsRequote = (riskPath: string): boolean => !UNPRICED_RISK_PATHS.some((p) => riskPath === p || riskPath.startsWith(`${p}.`))

/**
 * The answers of the price page (001 §2 'Excess and start date panel', the cover type), each with the path of
 * the risk it sets: the journey offers 'Confirm & requote' when that path `needsRequote`.
 */
export const PRICE_PAGE_ANSWERS = {
  'proposal/StartDateChosen': 'start_date',
  'proposal/VoluntaryExcessChosen': 'voluntary_excess',
  'proposal/CoverTypeChosen': 'vehicle.cover_type',
} as const

/** The priced part of a value at `path`: keys sorted, null and absent fields and the unpriced paths left out. */
const priced = (u: unknown, path: string): unknown => {
  if (Array.isArray(u)) return u.map((v) => priced(v, path))
  if (!isPlain(u)) return u
  const at = (key: string): string => (path === '' ? key : `${path}.${key}`)
  const kept = Object.keys(u)
    .sort()
    .filter((k) => u[k] != null && needsRequote(at(k)))
  return Object.fromEntries(kept.map((k) => [k, priced(u[k], at(k))]))
}

/** Did the risk change where the price reads it (so a quote of `before` does not price `after`)? */
export const pricedRiskChanged = (before: unknown, after: unknown): boolean => JSON.stringify(priced(before, '')) !== JSON.stringify(priced(after, ''))
