import express, { Router, type NextFunction, type Request, type Response } from 'express'
import { createHash, randomInt, timingSafeEqual } from 'node:crypto'
import { decodeTrail } from '../../src/domain/trail/decode-trail'
import { refuse } from '../http/validate'
import { csrf, jsonBodiesOnly, noStore } from '../http/security'
import { SupportStore, supportStoreFile } from '../store/support-store'
import type { ServerContext } from './context'

/** Largest trail accepted: a long session's redacted trail with its conversation is a few hundred KB. */
export const SUPPORT_TRAIL_LIMIT = '2mb'

/** Support codes avoid letters and digits a rider could misread over the phone (0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
const QUOTE_REFERENCE = /^\d{5}-\d{5}-\d{5}$/

/** A short code a rider reads out to support: `RC-` and six characters. */
export const supportCode = (random: (n: number) => number = randomInt): string =>
  `RC-${Array.from({ length: 6 }, () => ALPHABET[random(ALPHABET.length)]).join('')}`

/**
 * `POST /api/support/trails` `{ trail, quoteReference }`: a rider's session sent to support. The body is
 * size-limited (413 beyond SUPPORT_TRAIL_LIMIT) and checked for CSRF like every state-changing call; the
 * trail is decoded with the trail codec (upcasting an older schema) and must be redacted: anything else is
 * refused with 400 and the failing path. Stored in the support store; answers 201 `{ code }`.
 * Registered on the app ahead of the API router, whose body limit is sized for proposals.
 */
export const supportRoutes = (ctx: ServerContext, csrfSecret: Buffer, deskToken?: string): Router => {
  const store = new SupportStore(supportStoreFile(ctx.store.file))
  const r = Router()
  r.post('/api/support/trails', noStore, jsonBodiesOnly, express.json({ limit: SUPPORT_TRAIL_LIMIT, strict: true, type: () => true }), csrf(csrfSecret), (req, res) => {
    const body = req.body as { trail?: unknown; quoteReference?: unknown } | undefined
    if (typeof body !== 'object' || body === null || Array.isArray(body)) {
      refuse(res, [{ path: '', message: 'expected { trail, quoteReference }' }])
      return
    }
    const ref = body.quoteReference ?? null
    if (ref !== null && (typeof ref !== 'string' || !QUOTE_REFERENCE.test(ref))) {
      refuse(res, [{ path: 'quoteReference', message: 'expected a quote reference like 12345-67890-12345, or null' }])
      return
    }
    const decoded = decodeTrail(body.trail)
    if (decoded._tag === 'Left') {
      refuse(res, [{ path: `trail.${decoded.left.path ?? ''}`, message: decoded.left.message }], 'The trail is not valid.')
      return
    }
    if (!decoded.right.redacted) {
      refuse(res, [{ path: 'trail.redacted', message: 'support accepts redacted trails only' }], 'The trail is not valid.')
      return
    }
    let code = supportCode()
    while (store.byCode(code) !== undefined) code = supportCode()
    store.add({ code, receivedAt: ctx.now(), quoteReference: ref, session: decoded.right.session, trail: decoded.right })
    ctx.log(`support trail ${code} received (${decoded.right.events.length} events)`)
    res.status(201).json({ code })
  })

  // The support desk's calls: staff only (a token in the Authorization header), off without a token.
  const desk = Router()
  desk.use(noStore, deskAuth(deskToken))
  desk.get('/api/support/trails/:code', (req, res) => {
    const code = req.params.code ?? ''
    if (!SUPPORT_CODE.test(code)) {
      refuse(res, [{ path: 'code', message: 'expected a support code like RC-ABC234' }])
      return
    }
    const found = store.byCode(code)
    if (found === undefined) {
      res.status(404).json({ code: 'not_found', message: `No trail was sent with the support code ${code}.` })
      return
    }
    res.json({ code: found.code, receivedAt: found.receivedAt, quoteReference: found.quoteReference, trail: found.trail })
  })
  desk.get('/api/support/trails', (req, res) => {
    const reference = req.query.reference
    if (typeof reference !== 'string' || !QUOTE_REFERENCE.test(reference)) {
      refuse(res, [{ path: 'reference', message: 'expected a quote reference like 12345-67890-12345' }])
      return
    }
    res.json({ trails: store.byQuoteReference(reference).map((t) => ({ code: t.code, receivedAt: t.receivedAt, quoteReference: t.quoteReference })) })
  })
  r.use((req, res, next) => (req.method === 'GET' && req.path.startsWith('/api/support/trails') ? desk(req, res, next) : next()))
  return r
}

const SUPPORT_CODE = new RegExp(`^RC-[${ALPHABET}]{6}$`)

/** What the desk answers when the server has no desk token: the desk is off, and how to turn it on. */
export const SUPPORT_DESK_OFF = 'The support desk is not enabled on this server: start it with SUPPORT_DESK_TOKEN set to a long secret.'

const digest = (s: string): Buffer => createHash('sha256').update(s).digest()

/**
 * The desk's sign-in: no token configured → 404 (the desk is off); a missing or wrong `Authorization: Bearer`
 * token → 401. Compared in constant time over digests (so the length leaks nothing); the token is never logged
 * and never read from a URL.
 */
export const deskAuth =
  (token: string | undefined) =>
  (req: Request, res: Response, next: NextFunction): void => {
    if (token === undefined || token === '') {
      res.status(404).type('text/plain').send(SUPPORT_DESK_OFF)
      return
    }
    const header = req.get('authorization') ?? ''
    const given = header.startsWith('Bearer ') ? header.slice(7) : ''
    if (given === '' || !timingSafeEqual(digest(given), digest(token))) {
      res.setHeader('WWW-Authenticate', 'Bearer realm="support desk"')
      res.status(401).json({ code: 'unauthorized', message: 'Sign in to the support desk with its token.' })
      return
    }
    next()
  }
