import { isPlain, type Plain as Doc } from '../plain'
import { TRAIL_FORMAT, TRAIL_VERSION } from './trail-format'

/**
 * One step per schema version: `UPCASTS[n]` turns a version-n document into version n+1. Each is small,
 * pure; a document is upcast through every step from its version to TRAIL_VERSION.
 */
const UPCASTS: Readonly<Record<number, (doc: Doc) => Doc>> = {
  /** 1 → 2: version 1 recorded no conversation; its events are kept as they are. */
  1: (doc) => ({ ...doc, version: 2, conversation: [] }),
  /**
   * 2 → 3: version 2 recorded neither when an answer was taken nor where a page started; its conversation is
   * kept as it is, and a replay hands each of its answers over a moment after the call, as it did before.
   */
  2: (doc) => ({ ...doc, version: 3 }),
}

const isDoc = isPlain

/**
 * Brings a parsed trail document to the current schema version. Refuses (Left message) a trail from a newer
 * schema, naming both versions, and a version with no upcast path. Anything that is not a ridecover trail
 * is returned as it is, for the envelope codec to refuse with its path.
 */
export const upcastTrail = (doc: unknown): { ok: true; doc: unknown } | { ok: false; message: string } => {
  if (!isDoc(doc) || doc.format !== TRAIL_FORMAT || typeof doc.version !== 'number') return { ok: true, doc }
  let v = doc.version
  if (v > TRAIL_VERSION) {
    return {
      ok: false,
      message: `trail schema version ${v} is newer than this app's version ${TRAIL_VERSION}: open it with a newer build`,
    }
  }
  let out: Doc = doc
  while (v < TRAIL_VERSION) {
    const step = UPCASTS[v]
    if (step === undefined) return { ok: false, message: `trail schema version ${v} cannot be upcast to ${TRAIL_VERSION}` }
    out = step(out)
    v += 1
  }
  return { ok: true, doc: out }
}
