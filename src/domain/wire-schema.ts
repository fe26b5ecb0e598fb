import type * as t from 'io-ts'

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1) as plain data. */
export type JsonSchema = { readonly [keyword: string]: unknown }

/**
 * The JSON Schema of a codec whose check io-ts cannot describe (a refinement's or a brand's predicate, a type of
 * our own), declared once beside the codec as `<Codec>Schema`. For a refinement, `schema` holds the keywords its
 * predicate adds to the schema of the codec it refines (`{ maxLength: 500 }` on a string); for any other codec,
 * its whole schema. The OpenAPI document finds them among the exports of the modules that declare codecs
 * (`WIRE_SCHEMAS`, `src/domain/contract/wire-schemas.ts`); a declared schema may accept more than the codec (a
 * figure's two decimals) but never less, which `test/domain/contract/` holds. The app never reads them, so they
 * stay out of its bundle.
 */
export interface WireSchema {
  readonly codec: t.Mixed
  readonly schema: JsonSchema
}

/**
 * A `pattern` keyword written as the domain's own regular expressions (`formats.ts`), so a format is written
 * once: one expression, or several that a value may match any of, with what the predicate does to a value
 * before testing it (`trimmed`: surrounding white space is passed over; `anyCase`: letters of either case).
 * The document writes it as one ECMA-262 pattern string.
 */
export interface WirePattern {
  readonly of: RegExp | readonly RegExp[]
  readonly trimmed?: true
  readonly anyCase?: true
}
