import * as t from 'io-ts'
import { isQuoteReference } from '../formats'
import { nullable } from '../primitives'
import { SUPPORT_CODE } from './support-call'

/*
 * A rider's data request (UK GDPR access and erasure) on the support service's trails: what staff name (a support
 * code or a quote reference), which trails that finds, the export's document and the erasure's answer. Declared
 * once here for the service that answers and the desk that asks.
 */

/** Where the data-request calls live: `GET {path}/{code-or-reference}` exports, `POST …/erase` erases. */
export const DATA_REQUESTS_PATH = '/api/support/data-requests'

/** What a data request names: a support code (one trail, and those tied to it by its quote) or a quote reference. */
export type DataSubject = { readonly kind: 'code'; readonly code: string } | { readonly kind: 'reference'; readonly reference: string }

/**
 * The subject staff typed: a support code (any case, spaces around) or a quote reference; undefined when it is
 * neither.
 */
export const dataSubjectOf = (raw: string): DataSubject | undefined => {
  const code = raw.trim().toUpperCase()
  if (SUPPORT_CODE.test(code)) return { kind: 'code', code }
  if (isQuoteReference(raw)) return { kind: 'reference', reference: raw.trim() }
  return undefined
}

/** The code or the reference, as written in the access log, a file name or a sentence. */
export const subjectText = (s: DataSubject): string => (s.kind === 'code' ? s.code : s.reference)

/** What a request for a subject that is neither a code nor a reference is told (the 400's message for its path). */
export const NOT_A_SUBJECT = 'expected a support code like RC-ABC234 or a quote reference like 12345-67890-12345'

/**
 * Which trails are a rider's, in a sentence: the rule the service applies (`SupportStore.riderTrails`). A support
 * code finds its own trail and every trail listed under the quote reference that trail is listed under (a
 * reference is listed only when the insurer confirmed the sender's proposal holds it, so it is the same rider's);
 * a quote reference finds every trail listed under it.
 */
export const riderRule = (s: DataSubject): string =>
  s.kind === 'code'
    ? `the trail sent with the support code ${s.code}, and every trail listed under the same quote reference`
    : `every trail listed under the quote reference ${s.reference}`

/** The name of an export's file: `ridecover-data-RC-ABC234.json`. */
export const dataExportFileName = (s: DataSubject): string => `ridecover-data-${subjectText(s)}.json`

/** The format an export's document names itself by. */
export const RIDER_DATA_FORMAT = 'ridecover.rider-data'

/** One trail in an export: what the store keeps of it, and the trail itself as stored. */
export const RiderDataTrail = t.type(
  {
    code: t.string,
    receivedAt: t.string,
    /** The trail's own session id (the rider's browser tab made it). */
    session: t.string,
    quoteReference: nullable(t.string),
    references: t.array(t.string),
    /** The keyed hash that stands for the address the trail came from (the address itself is not kept). */
    senderHash: t.string,
    eventCount: t.number,
    byteSize: t.number,
    trail: t.unknown,
  },
  'RiderDataTrail',
)
export type RiderDataTrail = t.TypeOf<typeof RiderDataTrail>

/** An export: a plain-English cover (what it is, when made, for which code or reference, by which rule) and the trails. */
export const RiderDataExport = t.type(
  {
    format: t.literal(RIDER_DATA_FORMAT),
    version: t.literal(1),
    about: t.string,
    madeAt: t.string,
    request: t.union([t.type({ code: t.string }), t.type({ reference: t.string })]),
    rule: t.string,
    trails: t.array(RiderDataTrail),
  },
  'RiderDataExport',
)
export type RiderDataExport = t.TypeOf<typeof RiderDataExport>

/** The erasure's body: the code or reference typed a second time, as staff confirm it. */
export const ErasureRequest = t.exact(t.type({ confirm: t.string }), 'ErasureRequest')

/**
 * What an erasure deleted: the trails' codes and number, their quote-reference listings, and the limit counts kept
 * for their sessions and the addresses they came from.
 */
export const Erasure = t.type({ codes: t.array(t.string), trails: t.number, references: t.number, limitCounts: t.number }, 'Erasure')
export type Erasure = t.TypeOf<typeof Erasure>

export const ErasureAnswer = t.type({ erased: Erasure }, 'ErasureAnswer')
export type ErasureAnswer = t.TypeOf<typeof ErasureAnswer>
