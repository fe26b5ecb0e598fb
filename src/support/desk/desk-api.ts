import * as t from 'io-ts'
import { decodeTrail } from '../../domain/trail/decode-trail'
import type { Trail } from '../../domain/trail/trail-format'
import { reportErrors } from '../../domain/decode-report'

/** A trail as the desk finds it: its code, when it came, the quote it was sent for, and the decoded trail. */
export interface FoundTrail {
  readonly code: string
  readonly receivedAt: string
  readonly quoteReference: string | null
  readonly trail: Trail
}

const TrailAnswer = t.type({ code: t.string, receivedAt: t.string, quoteReference: t.union([t.string, t.null]), trail: t.unknown }, 'TrailAnswer')
const ListAnswer = t.type({ trails: t.array(t.type({ code: t.string, receivedAt: t.string, quoteReference: t.union([t.string, t.null]) })) }, 'ListAnswer')
export type TrailListItem = t.TypeOf<typeof ListAnswer>['trails'][number]

export type DeskResult<A> = { readonly ok: true; readonly value: A } | { readonly ok: false; readonly message: string; readonly status: number }

/**
 * A desk call: GET with the staff token in the Authorization header (never in the URL), the answer decoded with
 * its codec. Every failure comes back as a sentence for the desk (wrong token, not found, a bad answer).
 */
const get = async <A>(path: string, token: string, codec: t.Decoder<unknown, A>): Promise<DeskResult<A>> => {
  let res: Response
  try {
    res = await fetch(path, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' }, cache: 'no-store' })
  } catch {
    return { ok: false, status: 0, message: 'The server did not answer. Check the connection and try again.' }
  }
  if (res.status === 401) return { ok: false, status: 401, message: 'That token was not accepted. Sign in again with the desk token.' }
  const body: unknown = await res.json().catch(() => null)
  if (!res.ok) {
    const message = typeof body === 'object' && body !== null && typeof (body as { message?: unknown }).message === 'string' ? (body as { message: string }).message : `The server answered ${res.status}.`
    return { ok: false, status: res.status, message }
  }
  const decoded = codec.decode(body)
  if (decoded._tag === 'Left') return { ok: false, status: res.status, message: `The server's answer was not understood: ${reportErrors(decoded.left)[0] ?? ''}` }
  return { ok: true, value: decoded.right }
}

/** The trail sent with a support code. */
export const trailByCode = async (code: string, token: string): Promise<DeskResult<FoundTrail>> => {
  const r = await get(`/api/support/trails/${encodeURIComponent(code.trim().toUpperCase())}`, token, TrailAnswer)
  if (!r.ok) return r
  const trail = decodeTrail(r.value.trail)
  if (trail._tag === 'Left') return { ok: false, status: 200, message: `The stored trail does not decode: ${trail.left.message}` }
  return { ok: true, value: { ...r.value, trail: trail.right } }
}

/** The trails sent for a quote reference, newest first. */
export const trailsByReference = async (reference: string, token: string): Promise<DeskResult<readonly TrailListItem[]>> => {
  const r = await get(`/api/support/trails?reference=${encodeURIComponent(reference.trim())}`, token, ListAnswer)
  return r.ok ? { ok: true, value: r.value.trails } : r
}

/** A support code, as staff may type it (case and spaces are free). */
export const SUPPORT_CODE_PATTERN = /^RC-[A-Z2-9]{6}$/
