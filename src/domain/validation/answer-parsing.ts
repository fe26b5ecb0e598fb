import { DATE_INPUT_MIN_YEAR } from '../constants'
import { isIsoDate, parseUkDate } from '../formats'
import type { Answer } from './rule'

/** The answer as text: a string trimmed, a number or boolean as written; '' for nothing. */
export const answerText = (value: Answer): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value.trim() : String(value)

const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/

/**
 * The answer as a number: a finite number as it is, or a string in plain decimal notation (trimmed, optional
 * sign, no exponent, no thousands separators). null for anything else, including booleans and NaN.
 */
export const answerNumber = (value: Answer): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value !== 'string') return null
  const text = value.trim()
  return DECIMAL.test(text) ? Number(text) : null
}

/** Removes every comma from a typed amount ('12,500' → '12500'); other answers are returned unchanged. */
export const stripCommas = (value: Answer): Answer => (typeof value === 'string' ? value.replace(/,/g, '') : value)

/**
 * The answer as YYYY-MM-DD when it is a strict DD/MM/YYYY date (zero-padded, a real calendar day) in year
 * 1900 or later, the date input's minimum year; null otherwise.
 */
export const answerDate = (value: Answer): string | null => {
  if (typeof value !== 'string') return null
  const iso = parseUkDate(value)
  return iso !== null && Number(iso.slice(0, 4)) >= DATE_INPUT_MIN_YEAR ? iso : null
}

/**
 * Checks a date the caller supplies to a rule factory ("today", a date of birth): it must be YYYY-MM-DD.
 * Throws RangeError otherwise, so a wiring mistake fails loudly instead of silently passing every date.
 */
export const assertIsoDate = (name: string, iso: string): string => {
  if (!isIsoDate(iso)) throw new RangeError(`${name} must be a date as YYYY-MM-DD, got ${JSON.stringify(iso)}`)
  return iso
}
