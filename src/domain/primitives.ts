import * as t from 'io-ts'
import {
  isAccountNumber,
  isEmail,
  isIsoDate,
  isQuoteReference,
  isUkPhone,
  isUkPostcode,
  isUkRegistration,
  normaliseRegistration,
} from './formats'
import type { WirePattern, WireSchema } from './wire-schema'

/** `T | null`: the spec's proposals are drafts, so an unanswered field is null. */
export const nullable = <C extends t.Mixed>(codec: C): t.UnionC<[C, t.NullC]> => t.union([codec, t.null])

/**
 * A record of optional, nullable fields with unknown keys stripped on decode. Every field of a spec entity
 * may be missing while the rider is still answering; completeness is a matter for the validation rules.
 */
export const entity = <P extends t.Props>(props: P, name: string) =>
  t.exact(t.partial(props), name)

export interface IsoDateBrand {
  readonly IsoDate: unique symbol
}
/** A real calendar date on the wire: YYYY-MM-DD. */
export const IsoDate = t.brand(t.string, (s): s is t.Branded<string, IsoDateBrand> => isIsoDate(s), 'IsoDate')
export type IsoDate = t.TypeOf<typeof IsoDate>
export const IsoDateSchema: WireSchema = { codec: IsoDate, schema: { format: 'date' } }

export interface TimestampBrand {
  readonly Timestamp: unique symbol
}
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/
/** An ISO 8601 date-time, e.g. 2026-11-22T10:15:00.000Z. */
export const Timestamp = t.brand(
  t.string,
  (s): s is t.Branded<string, TimestampBrand> => TIMESTAMP.test(s) && !Number.isNaN(Date.parse(s)),
  'Timestamp',
)
export type Timestamp = t.TypeOf<typeof Timestamp>
/**
 * Timestamp in the document: its pattern, not the `date-time` format, which needs the seconds the codec lets a
 * writer leave out.
 */
export const TimestampSchema: WireSchema = {
  codec: Timestamp,
  schema: { pattern: { of: TIMESTAMP } satisfies WirePattern, description: 'An ISO 8601 date-time (RFC 3339; the seconds may be left out).' },
}

export interface UkRegistrationBrand {
  readonly UkRegistration: unique symbol
}
/** A UK registration, normalised (upper case, no spaces), in one of the four styles. */
export const UkRegistration = t.brand(
  t.string,
  (s): s is t.Branded<string, UkRegistrationBrand> => s === normaliseRegistration(s) && isUkRegistration(s),
  'UkRegistration',
)
export type UkRegistration = t.TypeOf<typeof UkRegistration>

export interface UkPostcodeBrand {
  readonly UkPostcode: unique symbol
}
export const UkPostcode = t.brand(t.string, (s): s is t.Branded<string, UkPostcodeBrand> => isUkPostcode(s), 'UkPostcode')
export type UkPostcode = t.TypeOf<typeof UkPostcode>

export interface UkPhoneBrand {
  readonly UkPhone: unique symbol
}
export const UkPhone = t.brand(t.string, (s): s is t.Branded<string, UkPhoneBrand> => isUkPhone(s), 'UkPhone')
export type UkPhone = t.TypeOf<typeof UkPhone>

export interface EmailAddressBrand {
  readonly EmailAddress: unique symbol
}
export const EmailAddress = t.brand(t.string, (s): s is t.Branded<string, EmailAddressBrand> => isEmail(s), 'EmailAddress')
export type EmailAddress = t.TypeOf<typeof EmailAddress>

export interface SortCodeBrand {
  readonly SortCode: unique symbol
}
/** A sort code on the wire: six digits, no dashes. */
const SORT_CODE = /^\d{6}$/
export const SortCode = t.brand(t.string, (s): s is t.Branded<string, SortCodeBrand> => SORT_CODE.test(s), 'SortCode')
export type SortCode = t.TypeOf<typeof SortCode>
export const SortCodeSchema: WireSchema = { codec: SortCode, schema: { pattern: { of: SORT_CODE } satisfies WirePattern } }

export interface AccountNumberBrand {
  readonly AccountNumber: unique symbol
}
export const AccountNumber = t.brand(
  t.string,
  (s): s is t.Branded<string, AccountNumberBrand> => isAccountNumber(s),
  'AccountNumber',
)
export type AccountNumber = t.TypeOf<typeof AccountNumber>

export interface QuoteReferenceBrand {
  readonly QuoteReference: unique symbol
}
/** Three groups of five digits joined by hyphens. */
export const QuoteReference = t.brand(
  t.string,
  (s): s is t.Branded<string, QuoteReferenceBrand> => isQuoteReference(s),
  'QuoteReference',
)
export type QuoteReference = t.TypeOf<typeof QuoteReference>

export interface UuidBrand {
  readonly Uuid: unique symbol
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const Uuid = t.brand(t.string, (s): s is t.Branded<string, UuidBrand> => UUID.test(s), 'Uuid')
export type Uuid = t.TypeOf<typeof Uuid>
export const UuidSchema: WireSchema = { codec: Uuid, schema: { format: 'uuid', pattern: { of: UUID } satisfies WirePattern } }

export interface MoneyBrand {
  readonly Money: unique symbol
}
/** Pounds sterling, finite, never negative, at most two decimals. */
export const Money = t.brand(
  t.number,
  (n): n is t.Branded<number, MoneyBrand> => Number.isFinite(n) && n >= 0 && Math.abs(Math.round(n * 100) - n * 100) < 1e-6,
  'Money',
)
export type Money = t.TypeOf<typeof Money>
/** Money in the document: its two decimals are said, not checked (a `multipleOf: 0.01` fails on binary fractions). */
export const MoneySchema: WireSchema = { codec: Money, schema: { minimum: 0, description: 'Pounds sterling, at most two decimals.' } }

export interface NonNegativeBrand {
  readonly NonNegative: unique symbol
}
/** A finite number that is zero or more (mileages, costs, counts). */
export const NonNegative = t.brand(
  t.number,
  (n): n is t.Branded<number, NonNegativeBrand> => Number.isFinite(n) && n >= 0,
  'NonNegative',
)
export type NonNegative = t.TypeOf<typeof NonNegative>
export const NonNegativeSchema: WireSchema = { codec: NonNegative, schema: { minimum: 0 } }

const TEXT_MAX_LENGTH = 500
/** Free text (descriptions, names): bounded so a hostile body cannot store megabytes in one field. */
export const Text = t.refinement(t.string, (s) => s.length <= TEXT_MAX_LENGTH, 'Text')
export const TextSchema: WireSchema = { codec: Text, schema: { maxLength: TEXT_MAX_LENGTH } }
const CODE_MAX_LENGTH = 64
/** A code from a reference list. */
export const Code = t.refinement(t.string, (s) => s.length <= CODE_MAX_LENGTH, 'Code')
export const CodeSchema: WireSchema = { codec: Code, schema: { maxLength: CODE_MAX_LENGTH } }

/** A plain JSON value (the deep link's page-level request object). */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json }
export const Json: t.Type<Json> = t.recursion('Json', () =>
  t.union([t.string, t.number, t.boolean, t.null, t.array(Json), t.record(t.string, Json)]),
)

/** As `entity`, with some fields that must be present. */
export const entityWith = <R extends t.Props, P extends t.Props>(required: R, optional: P, name: string) =>
  t.exact(t.intersection([t.type(required), t.partial(optional)]), name)
