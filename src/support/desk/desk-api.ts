import * as t from 'io-ts'
import { waitInWords } from '../../domain/durations'
import { nullable } from '../../domain/primitives'
import { AccessEntry, type DeskSignInRequest } from '../../domain/support-desk-access'
import { DATA_REQUESTS_PATH, dataExportFileName, ErasureAnswer, RiderDataExport, subjectText, type DataSubject, type Erasure } from '../../domain/trail/data-request'
import { decodeTrail } from '../../domain/trail/decode-trail'
import type { Trail } from '../../domain/trail/trail-format'
import { reportErrors } from '../../domain/decode-report'

export type { AccessEntry } from '../../domain/support-desk-access'

/**
 * A desk sign-in: the bearer token for the later calls, who it signs in, when it ends at the latest, and the
 * minutes it lasts unused.
 */
const DeskSignIn = t.type({ token: t.string, staff: t.string, expiresAt: t.string, idleMinutes: t.number }, 'DeskSignIn')
export type DeskSignIn = t.TypeOf<typeof DeskSignIn>

/** A sign-in's second factor: a one-time code from an authenticator app, or one of the member of staff's recovery codes. */
export type SecondFactor = Pick<DeskSignInRequest, 'code'> | Pick<DeskSignInRequest, 'recoveryCode'>

const AccessLogAnswer = t.type({ entries: t.array(AccessEntry) }, 'AccessLogAnswer')

const TrailListItem = t.type({ code: t.string, receivedAt: t.string, quoteReference: nullable(t.string) }, 'TrailListItem')
export type TrailListItem = t.TypeOf<typeof TrailListItem>

const ListAnswer = t.type({ trails: t.array(TrailListItem) }, 'ListAnswer')

const TrailAnswer = t.type(
  { code: t.string, receivedAt: t.string, quoteReference: nullable(t.string), openedBefore: t.array(AccessEntry), trail: t.unknown },
  'TrailAnswer',
)

/** A trail as the desk finds it: its code, when it came, the quote it was sent for, who opened it before (newest first), and the decoded trail. */
export interface FoundTrail {
  readonly code: string
  readonly receivedAt: string
  readonly quoteReference: string | null
  readonly openedBefore: readonly AccessEntry[]
  readonly trail: Trail
}

/** A desk call's outcome: its value, or a sentence for staff with the HTTP status (0: no answer) and the answer's code, if any. */
export type DeskResult<A> = { readonly ok: true; readonly value: A } | { readonly ok: false; readonly message: string; readonly status: number; readonly code?: string }

/** What staff read when a desk call finds the sign-in gone (signed out elsewhere, or the account disabled) and the server does not say why. */
const SIGN_IN_ENDED = 'Your sign-in has ended. Please sign in again.'

/** What staff read when the name, the secret or the code is wrong (the server does not say which). */
const SIGN_IN_REFUSED = 'That staff name, secret and code were not accepted.'

const NO_ANSWER = 'The server did not answer. Check the connection and try again.'

/** A field of an answer's JSON body that is a string with something in it. */
const textOf = (body: unknown, field: 'message' | 'code'): string | undefined => {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined
  return typeof value === 'string' && value !== '' ? value : undefined
}
const messageOf = (body: unknown): string | undefined => textOf(body, 'message')

const decodeAs = <A>(codec: t.Decoder<unknown, A>, body: unknown, status: number): DeskResult<A> => {
  const decoded = codec.decode(body)
  if (decoded._tag === 'Left') return { ok: false, status, message: `The server's answer was not understood: ${reportErrors(decoded.left)[0] ?? ''}` }
  return { ok: true, value: decoded.right }
}

/**
 * How long a Retry-After header asks to wait, as a sentence: 'Try again in 15 minutes.' (`waitInWords`). Undefined when the header is missing or is
 * neither a number of seconds nor an HTTP date.
 */
const retryAfterSentence = (header: string | null, now: Date = new Date()): string | undefined => {
  if (header === null || header.trim() === '') return undefined
  const raw = header.trim()
  const seconds = /^\d+$/.test(raw) ? Number(raw) : Math.ceil((Date.parse(raw) - now.getTime()) / 1000)
  return Number.isFinite(seconds) ? `Try again in ${waitInWords(seconds)}.` : undefined
}

/**
 * Signs a member of staff in with their name, secret and second factor (sent in the body of a POST, never in a
 * URL). Fails with a sentence and the answer's code: a wrong name, secret or code (401, the same whichever was
 * wrong); a right code used already (401 `code_used`, the server's sentence); an account with no codes set up (403,
 * the server's sentence); a lock-out (429: the server's reason, its own 'try again' replaced by the wait that
 * Retry-After gives); the desk off on this server (404, the server's message); a refused body, a server error, or
 * no answer.
 */
export const signIn = async (name: string, secret: string, second: SecondFactor): Promise<DeskResult<DeskSignIn>> => {
  let res: Response
  try {
    res = await fetch('/api/support/desk/sign-in', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ name, secret, ...second }),
      cache: 'no-store',
    })
  } catch {
    return { ok: false, status: 0, message: NO_ANSWER }
  }
  const body: unknown = await res.json().catch(() => null)
  if (res.ok) return decodeAs(DeskSignIn, body, res.status)
  const code = textOf(body, 'code')
  if (res.status === 401 && code === 'code_used') return { ok: false, status: 401, code, message: messageOf(body) ?? SIGN_IN_REFUSED }
  if (res.status === 401) return { ok: false, status: 401, message: SIGN_IN_REFUSED }
  if (res.status === 429) {
    const wait = retryAfterSentence(res.headers.get('Retry-After'))
    const reason = messageOf(body) ?? 'Too many failed sign-ins.'
    const message = wait === undefined ? reason : `${reason.replace(/\s*Try again\b[^.]*\.?\s*$/i, '')} ${wait}`.trim()
    return { ok: false, status: 429, message }
  }
  return { ok: false, status: res.status, ...(code === undefined ? {} : { code }), message: messageOf(body) ?? `The server answered ${res.status}.` }
}

/**
 * A signed-in desk call: the token in the Authorization header (never in the URL), and `payload`, if any, as a JSON
 * body. Every failure comes back as a sentence for the desk: a 401 means the sign-in has ended (the server's
 * sentence when it says why: unused for too long, or past its hours; else SIGN_IN_ENDED); otherwise the server's
 * own message, or no answer.
 */
const send = async (method: 'GET' | 'POST', path: string, token: string, payload?: unknown): Promise<DeskResult<Response>> => {
  let res: Response
  const content: Record<string, string> = payload === undefined ? {} : { 'Content-Type': 'application/json' }
  try {
    res = await fetch(path, { method, headers: { Authorization: `Bearer ${token}`, Accept: 'application/json', ...content }, body: payload === undefined ? undefined : JSON.stringify(payload), cache: 'no-store' })
  } catch {
    return { ok: false, status: 0, message: NO_ANSWER }
  }
  if (res.status === 401) {
    const body: unknown = await res.json().catch(() => null)
    return { ok: false, status: 401, message: (textOf(body, 'code') === 'session_ended' ? messageOf(body) : undefined) ?? SIGN_IN_ENDED }
  }
  if (res.ok) return { ok: true, value: res }
  const body: unknown = await res.json().catch(() => null)
  return { ok: false, status: res.status, message: messageOf(body) ?? `The server answered ${res.status}.` }
}

/** A signed-in GET, its answer decoded with its codec (an answer that does not decode is a failure too). */
const get = async <A>(path: string, token: string, codec: t.Decoder<unknown, A>): Promise<DeskResult<A>> => {
  const r = await send('GET', path, token)
  if (!r.ok) return r
  return decodeAs(codec, await r.value.json().catch(() => null), r.value.status)
}

/** Ends the sign-in on the server, so the token is refused from then on. A token already ended fails with 401. */
export const signOut = async (token: string): Promise<DeskResult<null>> => {
  const r = await send('POST', '/api/support/desk/sign-out', token)
  return r.ok ? { ok: true, value: null } : r
}

const EndedAnswer = t.type({ ended: t.number }, 'EndedAnswer')

/** Ends the member of staff's other desk sessions (other browsers and devices), keeping this one; answers how many ended. */
export const endOtherSessions = async (token: string): Promise<DeskResult<number>> => {
  const r = await send('POST', '/api/support/desk/end-other-sessions', token)
  if (!r.ok) return r
  const answer = decodeAs(EndedAnswer, await r.value.json().catch(() => null), r.value.status)
  return answer.ok ? { ok: true, value: answer.value.ended } : answer
}

/**
 * The trail sent with a support code (case and spaces are free), with who opened it before; the server logs this
 * opening. Fails on an unknown code (404), a malformed one (400), or a stored trail that does not decode.
 */
export const trailByCode = async (code: string, token: string): Promise<DeskResult<FoundTrail>> => {
  const r = await get(`/api/support/trails/${encodeURIComponent(code.trim().toUpperCase())}`, token, TrailAnswer)
  if (!r.ok) return r
  const trail = decodeTrail(r.value.trail)
  if (trail._tag === 'Left') return { ok: false, status: 200, message: `The stored trail does not decode: ${trail.left.message}` }
  return { ok: true, value: { ...r.value, trail: trail.right } }
}

/** The trails sent for a quote reference, newest first; the server logs the search. */
export const trailsByReference = async (reference: string, token: string): Promise<DeskResult<readonly TrailListItem[]>> => {
  const r = await get(`/api/support/trails?reference=${encodeURIComponent(reference.trim())}`, token, ListAnswer)
  return r.ok ? { ok: true, value: r.value.trails } : r
}

/** The access log, newest first (the latest 200 entries): all of it, or only what concerns one support code. */
export const accessLog = async (token: string, code?: string): Promise<DeskResult<readonly AccessEntry[]>> => {
  const query = code === undefined ? '' : `?code=${encodeURIComponent(code.trim().toUpperCase())}`
  const r = await get(`/api/support/access-log${query}`, token, AccessLogAnswer)
  return r.ok ? { ok: true, value: r.value.entries } : r
}

/** A rider's data as the desk downloads it: the file's name, its text as the server sent it, and the trails' codes. */
export interface RiderDataFile {
  readonly fileName: string
  readonly text: string
  readonly codes: readonly string[]
}

/**
 * Every trail of a rider (by support code or quote reference: `riderRule`) as the server's export document, to save
 * as a file; the server logs the export. Fails on a code or reference that finds nothing (404), or an answer that
 * is not an export.
 */
export const exportRiderData = async (subject: DataSubject, token: string): Promise<DeskResult<RiderDataFile>> => {
  const r = await send('GET', `${DATA_REQUESTS_PATH}/${encodeURIComponent(subjectText(subject))}`, token)
  if (!r.ok) return r
  const text = await r.value.text()
  let parsed: unknown = null
  try {
    parsed = JSON.parse(text)
  } catch {
    // Decoded as null below: not an export.
  }
  const doc = decodeAs(RiderDataExport, parsed, r.value.status)
  return doc.ok ? { ok: true, value: { fileName: dataExportFileName(subject), text, codes: doc.value.trails.map((x) => x.code) } } : doc
}

/**
 * Erases every trail of a rider, for good, with `confirm` (the code or reference typed again); answers what was
 * erased. The server logs the erasure. Fails on a confirmation that differs (400), or nothing found (404).
 */
export const eraseRiderData = async (subject: DataSubject, confirm: string, token: string): Promise<DeskResult<Erasure>> => {
  const r = await send('POST', `${DATA_REQUESTS_PATH}/${encodeURIComponent(subjectText(subject))}/erase`, token, { confirm })
  if (!r.ok) return r
  const answer = decodeAs(ErasureAnswer, await r.value.json().catch(() => null), r.value.status)
  return answer.ok ? { ok: true, value: answer.value.erased } : answer
}
