/**
 * The spec's text formats as pure predicates and normalisers. The branded codecs (`primitives.ts`) and the
 * validation rules (`validation/`) both build on these, so a format is defined exactly once.
 */

/** Upper-cases and removes every space, as the spec asks before a registration is matched or sent. */
export const normaliseRegistration = (raw: string): string => raw.replace(/\s+/g, '').toUpperCase()

/** The four styles of UK registration, as normalised (upper case, no spaces). */
export const REGISTRATION_PATTERNS: readonly RegExp[] = [
  // current style (2001 on): two letters, two digits, three letters, e.g. AB12 CDE
  /^[A-Z]{2}[0-9]{2}[A-Z]{3}$/,
  // prefix style (1983-2001): one letter, one to three digits, three letters, e.g. A123 BCD
  /^[A-Z][0-9]{1,3}[A-Z]{3}$/,
  // suffix style (1963-1983): three letters, one to three digits, one letter, e.g. ABC 123D
  /^[A-Z]{3}[0-9]{1,3}[A-Z]$/,
  // dateless: one to four digits then one to three letters, or one to three letters then one to four digits
  /^[0-9]{1,4}[A-Z]{1,3}$/,
  /^[A-Z]{1,3}[0-9]{1,4}$/,
]

/** True when the registration, once normalised, is a UK registration of the current, prefix, suffix or dateless style (at most 7 characters). */
export const isUkRegistration = (raw: string): boolean => {
  const reg = normaliseRegistration(raw)
  return reg.length >= 2 && reg.length <= 7 && REGISTRATION_PATTERNS.some((p) => p.test(reg))
}

/** Upper-cases, trims and puts one space before the inward code when the postcode has the usual shape. */
export const normalisePostcode = (raw: string): string => {
  const compact = raw.replace(/\s+/g, '').toUpperCase()
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact
}

/** A UK postcode, upper case, in any of the six outward-code shapes (the space before the inward code optional). */
export const POSTCODE = /^(GIR ?0AA|(?:[A-PR-UWYZ][0-9][0-9A-HJKPSTUW]?|[A-PR-UWYZ][A-HK-Y][0-9][0-9ABEHMNPRVWXY]?) ?[0-9][ABD-HJLNP-UW-Z]{2})$/

/** True for a UK postcode in any of the six outward-code shapes, GIR 0AA included; case and the single space are free. */
export const isUkPostcode = (raw: string): boolean => POSTCODE.test(raw.trim().toUpperCase())

/**
 * UK phone numbers: +44 or a leading 0, then a 9 or 10 digit national number (spaces allowed), and an
 * optional extension of 3 or 4 digits after '#'.
 */
export const PHONE = /^(?:\+44\s?|0)(?:\d\s?){9,10}(?:#\d{3,4})?$/

export const isUkPhone = (raw: string): boolean => PHONE.test(raw.trim())

/** The phone mask of the spec: digits and plus only, at most 13 characters. */
const maskPhone = (raw: string): string => raw.replace(/[^\d+]/g, '').slice(0, 13)

/**
 * The phone mask: digits and plus, at most 13 characters (000 §5), then an optional '#' and an extension of
 * up to 4 digits, which the phone format allows (the spec's mask and format disagree; the format wins for
 * the extension).
 */
export const maskPhoneWithExtension = (raw: string): string => {
  const hash = raw.indexOf('#')
  if (hash === -1) return maskPhone(raw)
  return `${maskPhone(raw.slice(0, hash))}#${raw.slice(hash + 1).replace(/\D/g, '').slice(0, 4)}`
}

/** The registration mask of the spec: normalised, at most 7 characters. */
export const maskRegistration = (raw: string): string => normaliseRegistration(raw).replace(/[^A-Z0-9]/g, '').slice(0, 7)

export const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/

/** The longest e-mail address taken (RFC 5321's limit on a path). */
export const EMAIL_MAX_LENGTH = 254

/** A practical e-mail check: local part, '@', and a domain with at least one dot. */
export const isEmail = (raw: string): boolean => raw.length <= EMAIL_MAX_LENGTH && EMAIL.test(raw) && !raw.includes('..')

/** Name: starts with a letter, then letters, digits, dot, apostrophe, space or hyphen. Letters include accented Latin letters. */
export const isName = (raw: string): boolean => /^\p{L}[\p{L}\d.' -]*$/u.test(raw)

/** Sort code as the rider types it: ##-##-## (plain six digits are accepted too). */
export const isSortCode = (raw: string): boolean => /^(\d{2}-\d{2}-\d{2}|\d{6})$/.test(raw.trim())

/** The sort code as sent to the server: six digits, dashes removed. */
export const compactSortCode = (raw: string): string => raw.replace(/\D/g, '')

/** Formats six digits as ##-##-##; anything else is returned unchanged. */
export const formatSortCode = (raw: string): string => {
  const d = compactSortCode(raw)
  return d.length === 6 ? `${d.slice(0, 2)}-${d.slice(2, 4)}-${d.slice(4)}` : raw
}

/** A UK bank account number: 8 digits. */
export const ACCOUNT_NUMBER = /^\d{8}$/

export const isAccountNumber = (raw: string): boolean => ACCOUNT_NUMBER.test(raw.trim())

/** Quote reference: three groups of five digits joined by hyphens, e.g. 12345-67890-12345. */
export const QUOTE_REFERENCE = /^\d{5}-\d{5}-\d{5}$/

export const isQuoteReference = (raw: string): boolean => QUOTE_REFERENCE.test(raw.trim())

const daysInMonth = (y: number, m: number): number => new Date(Date.UTC(y, m, 0)).getUTCDate()

const validYmd = (y: number, m: number, d: number): boolean =>
  y >= 1 && y <= 9999 && m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m)

/** True for a real calendar date written YYYY-MM-DD (the wire format). */
export const isIsoDate = (raw: string): boolean => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw)
  return m !== null && validYmd(Number(m[1]), Number(m[2]), Number(m[3]))
}

/**
 * Parses the strict display format DD/MM/YYYY into YYYY-MM-DD; null for anything else (wrong separators,
 * missing zero padding, impossible dates such as 31/02/2020).
 */
export const parseUkDate = (raw: string): string | null => {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(raw.trim())
  if (m === null) return null
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])]
  return validYmd(y, mo, d) ? `${m[3]}-${m[2]}-${m[1]}` : null
}

/** YYYY-MM-DD to DD/MM/YYYY; anything that is not an ISO date is returned unchanged. */
export const formatUkDate = (iso: string): string => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  return m === null ? iso : `${m[3]}/${m[2]}/${m[1]}`
}

/** Adds whole years to an ISO date; 29 February falls back to 28 February in a common year. */
export const addYears = (iso: string, years: number): string => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number]
  const ny = y + years
  const nd = Math.min(d, daysInMonth(ny, m))
  return `${String(ny).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(nd).padStart(2, '0')}`
}

/** Adds whole days to an ISO date. */
export const addDays = (iso: string, days: number): string => {
  const t = Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000
  return new Date(t).toISOString().slice(0, 10)
}

/** Whole years between two ISO dates (age on `on` of someone born on `born`). */
export const yearsBetween = (born: string, on: string): number => {
  const [by, bm, bd] = born.split('-').map(Number) as [number, number, number]
  const [oy, om, od] = on.split('-').map(Number) as [number, number, number]
  return oy - by - (om < bm || (om === bm && od < bd) ? 1 : 0)
}

/**
 * `n` with 2 decimals and thousands separators, as `toLocaleString('en-GB')` writes it (the number's shortest
 * decimal form rounded half away from zero), written by hand: a page's first `Intl` number format loads the
 * browser's locale data, tens of milliseconds in the middle of its first render. Numbers whose shortest form is
 * exponential (not finite, 1e21 and over, below 1e-6) and negative zero are left to `toLocaleString`.
 */
const twoDecimals = (n: number): string => {
  const digits = String(Math.abs(n))
  if (!Number.isFinite(n) || digits.includes('e') || Object.is(n, -0)) return n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  const [whole = '', fraction = ''] = digits.split('.')
  const pence = BigInt(`${whole}${fraction.slice(0, 2).padEnd(2, '0')}`) + (Number(fraction.charAt(2) || '0') >= 5 ? 1n : 0n)
  const text = pence.toString().padStart(3, '0')
  return `${n < 0 ? '-' : ''}${text.slice(0, -2).replace(/\B(?=(\d{3})+$)/g, ',')}.${text.slice(-2)}`
}

/** Pounds sterling with 2 decimals and thousands separators (£1,234.50); '—' when there is no amount. */
export const formatPounds = (n: number | null | undefined): string => (n == null ? '—' : `£${twoDecimals(n)}`)
