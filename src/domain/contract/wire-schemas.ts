import * as t from 'io-ts'
import * as calls from '../calls'
import * as codecs from '../codecs'
import * as formatSchemas from '../format-schemas'
import { isPlain } from '../plain'
import * as primitives from '../primitives'
import type { WireSchema } from '../wire-schema'

/** The modules whose codecs reach the wire, each declaring its codecs' `WireSchema`s beside them (as exports). */
const DECLARING_MODULES: readonly Readonly<Record<string, unknown>>[] = [calls, codecs, formatSchemas, primitives]

/** Is `v` a `WireSchema` declaration: a codec and its schema? */
const isWireSchema = (v: unknown): v is WireSchema => isPlain(v) && v.codec instanceof t.Type && isPlain(v.schema)

/**
 * The domain's `WireSchema` declarations, each exported beside its codec, gathered for the OpenAPI document from
 * the exports of the modules that declare codecs (`calls.ts`, `codecs/`, `format-schemas.ts`, `primitives.ts`): a
 * codec added with its declaration to one of them (a new call's own refinement in `calls.ts`) is described with
 * no other file touched. A codec the document meets that needs one and has none is named by the document's
 * `undescribed` (a test fails on it, as it does on a declaration in a module not read here).
 */
export const WIRE_SCHEMAS: readonly WireSchema[] = [...new Set(DECLARING_MODULES.flatMap((m) => Object.values(m).filter(isWireSchema)))]
