import type { FieldError } from '../../domain/api-error'
import { BODY_PATH, firstRequestFailure, INVALID_REQUEST_MESSAGE } from '../../domain/refusal'
import { firstUnknownKey } from '../../domain/exact'
import { Trail } from '../../domain/trail/trail-format'
import { decodeTrail } from '../../domain/trail/decode-trail'
import { quoteReferencesIn } from '../../domain/trail/quote-references'
import { redactTrail } from '../../domain/trail/redact-trail'
import { SupportTrailRequest } from '../../domain/trail/support-call'
import { parseBoundedJson } from './bounded-json'


/** A trail fit to store: redacted again, as JSON text, with what the intake needs to file it. */
export interface AcceptedTrail {
  readonly ok: true
  readonly session: string
  readonly eventCount: number
  readonly json: string
  /** The reference the sender says the trail is for, and every reference its events hold (unproven, all). */
  readonly claimedReferences: readonly string[]
  readonly claimedReference: string | null
  readonly proposal: string | null
}

export interface RefusedTrail {
  readonly ok: false
  readonly message: string
  readonly errors: readonly FieldError[]
}

/** Nesting a trail never needs: a proposal inside an event inside a trail is about a dozen levels deep. */
const MAX_TRAIL_DEPTH = 32

/**
 * Everything the intake decides from the body alone, with no I/O (it runs off the main thread): the body must
 * be UTF-8 JSON nested at most MAX_TRAIL_DEPTH deep, exactly `{ trail, quoteReference?, proposal? }`, the
 * trail must decode (an older schema is upcast) and hold no key its codecs do not declare. The trail is then
 * redacted through its codecs whatever its `redacted` flag says, so what is stored never holds a personal
 * value. Refusals name the first failing path.
 */
export const checkTrailBody = (bytes: Uint8Array): AcceptedTrail | RefusedTrail => {
  const parsed = parseBoundedJson(bytes, MAX_TRAIL_DEPTH)
  if (!parsed.ok) {
    const e = parsed.error
    if (e.kind === 'too-deep') return refused('The request body is nested too deeply.', BODY_PATH, `nested deeper than ${e.limit} levels`)
    if (e.kind === 'not-utf8') return refused('The request body is not valid UTF-8.', BODY_PATH, 'not valid UTF-8')
    return refused('The request body is not valid JSON.', BODY_PATH, 'not valid JSON')
  }
  const body = SupportTrailRequest.decode(parsed.value)
  if (body._tag === 'Left') {
    const first = firstRequestFailure(body.left)
    return refused(INVALID_REQUEST_MESSAGE, first.path, first.message)
  }
  const extra = firstUnknownKey(SupportTrailRequest, parsed.value)
  if (extra !== null) return refused(INVALID_REQUEST_MESSAGE, extra, 'not a key of this call')
  const trail = decodeTrail(body.right.trail)
  if (trail._tag === 'Left') return refused('The trail is not valid.', `trail.${trail.left.path ?? ''}`.replace(/\.$/, ''), trail.left.message)
  const unknownInTrail = firstUnknownKey(Trail, (parsed.value as { trail: unknown }).trail)
  if (unknownInTrail !== null) return refused('The trail is not valid.', `trail.${unknownInTrail}`, 'not a key the trail format knows')
  const clean = redactTrail(trail.right)
  const claimedReference = body.right.quoteReference ?? null
  return {
    ok: true,
    session: clean.session,
    eventCount: clean.events.length,
    json: JSON.stringify(clean),
    claimedReference,
    claimedReferences: [...new Set([...(claimedReference === null ? [] : [claimedReference]), ...quoteReferencesIn(clean.events)])],
    proposal: body.right.proposal ?? null,
  }
}

const refused = (message: string, path: string, detail: string): RefusedTrail => ({ ok: false, message, errors: [{ path, message: detail }] })
