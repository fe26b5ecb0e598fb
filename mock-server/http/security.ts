import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { existsSync, readFileSync, statSync } from 'node:fs'
import type { NextFunction, Request, RequestHandler, Response } from 'express'
import { CSRF_COOKIE, CSRF_HEADER } from '../../src/domain/request-headers'
import { answerError } from './errors'

/** The server's session cookie (HttpOnly): the CSRF token is derived from it, so a token only works with its own session. */
const SESSION_COOKIE = 'rc_session'
/** Also accepted, as some clients name the echo header this way. */
const CSRF_HEADER_ALT = 'x-csrf-token'

/**
 * The hashes ('sha256-…') of the inline scripts of an HTML page, for the content policy: the built app's
 * index carries one inline import map (Parcel's bundle manifest), which must run; nothing else inline may.
 */
const inlineScriptHashes = (html: string): string[] =>
  [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((m) => m[1] ?? '')
    .filter((body) => body.trim() !== '')
    .map((body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)

/**
 * The inline-script hashes of a built index, read again whenever the file changes (a rebuild under a
 * running server keeps working); none while the file is missing.
 */
export const indexScriptHashes = (file: string | undefined): (() => readonly string[]) => {
  let seen: { mtimeMs: number; hashes: readonly string[] } | null = null
  return () => {
    if (file === undefined || !existsSync(file)) return []
    const mtimeMs = statSync(file).mtimeMs
    if (seen === null || seen.mtimeMs !== mtimeMs) seen = { mtimeMs, hashes: inlineScriptHashes(readFileSync(file, 'utf8')) }
    return seen.hashes
  }
}

/**
 * Security headers on every answer: no sniffing, same-origin framing only, a strict content policy.
 *
 * No `Cross-Origin-Opener-Policy`. A page that sends one (`same-origin`, or any value but the default) cannot
 * share its browsing context group with the page it was reached from, so Chromium starts a new renderer process
 * for every first load, while the navigation commits: in Lighthouse's mobile runs the commit took a median 20.4 ms
 * against 12.8 ms without it, and the summary's and price page's blocking time medians were 34 and 38 ms against 3
 * and 0 (docs/benchmarks.md, 'A first load keeps its renderer'). The header keeps a window that opened the page,
 * or that the page opened, from holding a handle on it (to navigate it, or count its frames), and is a step to
 * cross-origin isolation. This app opens no other window (its links to documents open with `noopener`), needs no
 * cross-origin isolation (no SharedArrayBuffer), and keeps other sites from framing it (X-Frame-Options and
 * frame-ancestors, below). test/browser/first-load-renderer.test.ts holds it.
 */
export const securityHeaders =
  (scriptHashes: () => readonly string[] = () => []): RequestHandler =>
  (_req, res, next) => {
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('X-Frame-Options', 'SAMEORIGIN')
  res.setHeader('Referrer-Policy', 'same-origin')
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin')
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=()')
  res.setHeader(
    'Content-Security-Policy',
    `default-src 'self'; script-src 'self'${scriptHashes().map((h) => ` ${h}`).join('')}; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-src 'self'; frame-ancestors 'self'; form-action 'self'; base-uri 'self'; object-src 'none'`,
  )
  next()
}

const readCookie = (req: Request, name: string): string | undefined => {
  const header = req.headers.cookie
  if (header === undefined) return undefined
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=')
    if (k !== name) continue
    try {
      return decodeURIComponent(v.join('='))
    } catch {
      return undefined
    }
  }
  return undefined
}

const sameToken = (a: string, b: string): boolean => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

const SAFE_METHODS = ['GET', 'HEAD', 'OPTIONS']

/** The CSRF token of a session: an HMAC of the session id under the server's secret. */
const csrfTokenOf = (secret: Buffer, session: string): string => createHmac('sha256', secret).update(session).digest('base64url')

const SESSION_ID = /^[A-Za-z0-9_-]{24}$/

/**
 * CSRF protection bound to the server's session. Every answer gives a client without a session an HttpOnly
 * `rc_session` cookie and the XSRF-TOKEN cookie (readable by script, SameSite=Strict) holding the token
 * derived from that session with the server's secret. Every state-changing request must carry the session
 * cookie and echo its token in the X-XSRF-TOKEN header (X-CSRF-TOKEN is accepted as well), or it is refused
 * with 403 `{ code: 'csrf_failed' }`. A matching cookie/header pair made up by the client proves nothing:
 * only the server can derive a session's token.
 */
export const csrf =
  (secret: Buffer): RequestHandler =>
  (req: Request, res: Response, next: NextFunction) => {
    const sent = readCookie(req, SESSION_COOKIE)
    const session = sent !== undefined && SESSION_ID.test(sent) ? sent : randomBytes(18).toString('base64url')
    const token = csrfTokenOf(secret, session)
    if (session !== sent) res.append('Set-Cookie', `${SESSION_COOKIE}=${session}; Path=/; HttpOnly; SameSite=Strict`)
    if (session !== sent || readCookie(req, CSRF_COOKIE) !== token) res.append('Set-Cookie', `${CSRF_COOKIE}=${token}; Path=/; SameSite=Strict`)
    if (SAFE_METHODS.includes(req.method)) return next()
    const echoed = req.headers[CSRF_HEADER.toLowerCase()] ?? req.headers[CSRF_HEADER_ALT]
    if (session !== sent || typeof echoed !== 'string' || !sameToken(echoed, token)) {
      answerError(res, 'csrf_failed', `State-changing requests must echo the ${CSRF_COOKIE} cookie of this session in the ${CSRF_HEADER} header.`)
      return
    }
    next()
  }

/**
 * A body that is not JSON in UTF-8 is refused with 415 `unsupported_media_type` (text, forms, XML, another
 * charset), before it is read. A request without a body (no length, or length 0) passes whatever its type.
 */
export const jsonBodiesOnly: RequestHandler = (req, res, next) => {
  const length = req.headers['content-length']
  const hasBody = req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0')
  if (!hasBody || SAFE_METHODS.includes(req.method)) return next()
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(req.headers['content-type'] ?? '')?.[1]?.toLowerCase()
  const utf8 = charset === undefined || charset === 'utf-8' || charset === 'utf8'
  if (utf8 && (type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type))) return next()
  answerError(res, 'unsupported_media_type', 'Request bodies must be JSON in UTF-8 (Content-Type: application/json).')
}

/** Answers that may hold personal data are never stored by the browser or a proxy. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store')
  next()
}

/** Counts attempts per client within a window; beyond the limit answers 429 with Retry-After. */
export const rateLimit = (limit: number, windowMs: number, now: () => number = Date.now): RequestHandler => {
  const hits = new Map<string, number[]>()
  return (req, res, next) => {
    const key = req.ip ?? 'unknown'
    const t = now()
    const recent = (hits.get(key) ?? []).filter((h) => t - h < windowMs)
    if (recent.length >= limit) {
      const retry = Math.ceil((windowMs - (t - (recent[0] ?? t))) / 1000)
      res.setHeader('Retry-After', String(retry))
      answerError(res, 'too_many_requests', `Too many attempts: at most ${limit} every ${windowMs / 60000} minutes.`)
      return
    }
    recent.push(t)
    hits.set(key, recent)
    next()
  }
}
