import { isIsoDate, isUkPostcode, normalisePostcode, parseUkDate } from '../domain/formats'
import { answerNumber, stripCommas } from '../domain/validation'

/** An answer as an input holds it: text as typed, a chosen option's value, or nothing yet (null). */
export type AnswerValue = string | number | boolean | null

/**
 * Turns a raw answer into the value its event carries on the wire. A converter never refuses: what it cannot
 * convert it hands on unchanged, so the event codec that checks the candidate refuses it (a date 31/02/2020
 * stays a string that is no IsoDate, 'ten' stays a string where a number is due).
 */
export type WireConverter = (raw: AnswerValue) => unknown

/** True for no answer: null, or text that is empty once trimmed. */
export const isBlank = (raw: AnswerValue): boolean => raw === null || (typeof raw === 'string' && raw.trim() === '')

/** Free text (names, e-mail addresses): trimmed; blank is null. */
export const textWire: WireConverter = (raw) => (isBlank(raw) ? null : typeof raw === 'string' ? raw.trim() : raw)

/** A reference-list code: trimmed; a number chosen from a list becomes its string code; blank is null. */
export const codeWire: WireConverter = (raw) =>
  isBlank(raw) ? null : typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : raw

/** A yes/no: a boolean, or 'true'/'false' as an option value reads in markup; blank is null. */
export const yesNoWire: WireConverter = (raw) => (isBlank(raw) ? null : raw === 'true' ? true : raw === 'false' ? false : raw)

/** A number: a finite number, or plain decimal text ('4000', ' 2.5 '); blank is null. */
export const numberWire: WireConverter = (raw) => (isBlank(raw) ? null : (answerNumber(raw) ?? raw))

/** An amount of money: as a number, with thousands commas stripped first ('8,500' is 8500). */
export const moneyWire: WireConverter = (raw) => numberWire(stripCommas(raw) ?? null)

/** A date: YYYY-MM-DD as it is, strict DD/MM/YYYY turned into YYYY-MM-DD; blank is null. */
export const dateWire: WireConverter = (raw) => {
  if (isBlank(raw) || typeof raw !== 'string') return isBlank(raw) ? null : raw
  const text = raw.trim()
  return isIsoDate(text) ? text : (parseUkDate(text) ?? text)
}

/** A UK phone number: every space removed (+44 and a '#' extension kept); blank is null. */
export const phoneWire: WireConverter = (raw) => (isBlank(raw) ? null : typeof raw === 'string' ? raw.replace(/\s+/g, '') : raw)

/** A UK postcode: upper case with one space before the inward code when it is a postcode; blank is null. */
export const postcodeWire: WireConverter = (raw) =>
  isBlank(raw) ? null : typeof raw === 'string' ? (isUkPostcode(raw) ? normalisePostcode(raw) : raw.trim()) : raw
