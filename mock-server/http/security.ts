import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { existsSync, readFileSync, statSync } from 'node:fs'
import type { NextFunction, Request, RequestHandler, Response } from 'express'

export const CSRF_COOKIE = 'XSRF-TOKEN'
export const CSRF_HEADER = 'x-xsrf-token'
/** Also accepted, as some clients name the echo header this way. */
export const CSRF_HEADER_ALT = 'x-csrf-token'

/**
 * The hashes ('sha256-…') of the inline scripts of an HTML page, for the content policy: the built app's
 * index carries one inline import map (Parcel's bundle manifest), which must run; nothing else inline may.
 */
export const inlineScriptHashes = (html: string): string[] =>
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

/** Security headers on every answer: no sniffing, same-origin framing only, a strict content policy. */
export const securityHeaders =
  (scriptHashes: () => readonly string[] = () => []): RequestHandler =>
  (_req, res, next) => {
  res.setHeader('X-Content-Type-Options', 'nosniff')
  res.setHeader('X-Frame-Options', 'SAMEORIGIN')
  res.setHeader('Referrer-Policy', 'same-origin')
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
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
    if (k === name) return decodeURIComponent(v.join('='))
  }
  return undefined
}

const sameToken = (a: string, b: string): boolean => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

const SAFE_METHODS = ['GET', 'HEAD', 'OPTIONS']

/**
 * Double-submit CSRF protection: every answer sets the XSRF-TOKEN cookie when the client has none (readable
 * by script, SameSite=Strict); every state-changing request must echo it in the X-XSRF-TOKEN header, or it
 * is refused with 403 `{ code: 'csrf_failed' }` (X-CSRF-TOKEN is accepted as well).
 */
export const csrf: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
  let token = readCookie(req, CSRF_COOKIE)
  if (token === undefined || token === '') {
    token = randomBytes(18).toString('base64url')
    res.append('Set-Cookie', `${CSRF_COOKIE}=${token}; Path=/; SameSite=Strict`)
  }
  if (SAFE_METHODS.includes(req.method)) return next()
  const echoed = req.headers[CSRF_HEADER] ?? req.headers[CSRF_HEADER_ALT]
  if (typeof echoed !== 'string' || !sameToken(echoed, token)) {
    res.status(403).json({ code: 'csrf_failed', message: `State-changing requests must echo the ${CSRF_COOKIE} cookie in the X-XSRF-TOKEN header.` })
    return
  }
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
      res.status(429).json({ code: 'too_many_requests', message: `Too many attempts: at most ${limit} every ${windowMs / 60000} minutes.` })
      return
    }
    recent.push(t)
    hits.set(key, recent)
    next()
  }
}
