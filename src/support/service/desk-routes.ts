import express, { Router, type RequestHandler } from 'express'
import * as t from 'io-ts'
import { firstRequestFailure } from '../../domain/refusal'
import { isQuoteReference } from '../../domain/formats'
import { DATA_REQUESTS_PATH } from '../../domain/trail/data-request'
import { SUPPORT_CODE } from '../../domain/trail/support-call'
import { dataRequestRoutes } from './data-request-routes'
import { takePlaces } from './limit-counts'
import type { SupportLimits } from './limits'
import { noStore, refuse, tooMany } from './http'
import { senderOf } from './intake-routes'
import type { DataRequestEvents, DeskEvents } from './monitoring'
import { deskTokenHash, newDeskToken, STAFF_NAME, UNKNOWN_ACCOUNT_HASH, verifySecret } from './staff-secrets'
import type { Place, StaffAccount, SupportStore } from './support-store'

/** What the desk answers while no member of staff can sign in: the desk is off, and how to turn it on. */
export const SUPPORT_DESK_OFF = 'The support desk is not enabled on this server: add a member of staff with `npm run support:staff -- add <name>`.'

export interface DeskDeps {
  readonly store: SupportStore
  readonly limits: SupportLimits
  readonly senderKey: Buffer
  readonly now: () => Date
  /** Sign-ins, sign-outs, failures and lock-outs, and riders' data requests, as they happen (logged and counted). */
  readonly events: DeskEvents & DataRequestEvents
  /** Where a rider's erasure is written (`SupportStore.eraseRider`; SQLite's writer thread). */
  readonly erasures: Pick<SupportStore, 'eraseRider'>
}

declare module 'express-serve-static-core' {
  interface Locals {
    /** The member of staff a desk request is signed in as. */
    staff?: string
  }
}

const SignIn = t.exact(t.type({ name: t.string, secret: t.string }), 'SignIn')

/** The desk is on while at least one member of staff may sign in; otherwise every desk call is 404. */
const deskOn =
  (store: SupportStore): RequestHandler =>
  async (_req, res, next) => {
    try {
      if (await store.hasActiveStaff()) return next()
      res.status(404).json({ code: 'desk_off', message: SUPPORT_DESK_OFF })
    } catch (e) {
      next(e)
    }
  }

/** A desk call's sign-in: the bearer token of a live desk session, or 401. Tokens are never logged or read from a URL. */
const signedIn =
  (deps: DeskDeps): RequestHandler =>
  async (req, res, next) => {
    try {
      const header = req.get('authorization') ?? ''
      const token = header.startsWith('Bearer ') ? header.slice(7).trim() : ''
      const session = token === '' ? undefined : await deps.store.deskSession(deskTokenHash(token), deps.now().toISOString())
      if (session === undefined) {
        res.setHeader('WWW-Authenticate', 'Bearer realm="support desk"')
        res.status(401).json({ code: 'unauthorized', message: 'Sign in to the support desk.' })
        return
      }
      res.locals.staff = session.staff
      next()
    } catch (e) {
      next(e)
    }
  }

/**
 * The support desk's calls, for staff only:
 * - `POST /api/support/desk/sign-in` `{ name, secret }` → `{ token, staff, expiresAt }`; a wrong name or secret is
 *   401 (the same answer and the same time either way); past the failures allowed per account or per address within
 *   the lock-out window, 429 with Retry-After, whether or not the secret is right;
 * - `POST /api/support/desk/sign-out`, `GET /api/support/desk/me` (who is signed in);
 * - `GET /api/support/trails/{code}` (the trail, and who opened it before; this opening is logged first);
 * - `GET /api/support/trails?reference=…` (the trails listed under a quote reference; the search is logged);
 * - `GET /api/support/access-log` (the latest entries: who opened, searched, exported or erased what, when);
 * - a rider's data requests, export and erasure (`dataRequestRoutes`).
 */
export const deskRoutes = (deps: DeskDeps): Router => {
  const { store, limits } = deps
  const r = Router()
  const desk = Router()
  desk.use(noStore, deskOn(store))

  desk.post('/api/support/desk/sign-in', express.json({ limit: '4kb', type: () => true }), async (req, res, next) => {
    try {
      const body = SignIn.decode(req.body)
      if (body._tag === 'Left') {
        refuse(res, [{ path: firstRequestFailure(body.left).path, message: 'expected { name, secret }' }])
        return
      }
      const now = deps.now()
      const sender = senderOf(deps.senderKey, req)
      const name = body.right.name.trim().toLowerCase()
      // Each attempt takes a place among its address's and its account's failures before its secret is
      // checked (in one transaction, one statement each), so attempts arriving together on any instance never get
      // more guesses than the limit; a right secret gives its places back.
      const taken = await takePlaces(store, limits, [['sign-in-failures-per-address', sender], ['sign-in-failures-per-account', name.slice(0, 64)]], now)
      if ('full' in taken) {
        const message =
          taken.full === 'sign-in-failures-per-address'
            ? 'Too many failed sign-ins from this address. Try again later.'
            : `This account is locked after ${limits.signInFailuresPerAccount} failed sign-ins. Try again in ${limits.lockoutMinutes} minutes.`
        deps.events.lockedOut(taken.full === 'sign-in-failures-per-address' ? 'address' : 'account')
        tooMany(res, taken.retryAfterMs, message)
        return
      }
      const [fromSender, forAccount] = taken.places as [Place, Place]
      let account: StaffAccount | undefined
      let matches: boolean
      try {
        account = STAFF_NAME.test(name) ? await store.staff(name) : undefined
        matches = await verifySecret(body.right.secret, account?.secretHash ?? UNKNOWN_ACCOUNT_HASH)
      } catch (e) {
        // Not an attempt that failed: the service did.
        await store.giveBack(taken.places).catch(() => undefined)
        throw e
      }
      if (account === undefined || account.disabledAt !== null || !matches) {
        deps.events.signInFailed()
        res.setHeader('WWW-Authenticate', 'Bearer realm="support desk"')
        res.status(401).json({ code: 'unauthorized', message: 'That name and secret were not accepted.' })
        return
      }
      await store.clearCount('sign-in-failures-per-account', forAccount.subject)
      await store.giveBack([fromSender])
      const { token, hash } = newDeskToken()
      const expiresAt = new Date(now.getTime() + limits.deskSessionHours * 3_600_000).toISOString()
      await store.addDeskSession(hash, account.name, now.toISOString(), expiresAt)
      deps.events.signedIn(account.name)
      res.json({ token, staff: account.name, expiresAt })
    } catch (e) {
      next(e)
    }
  })

  // Each call names the sign-in check itself, so a refusal is of its route (the request's log line and metrics
  // name the route's pattern); any other desk path needs a sign-in too (the last handler).
  const staffOnly = signedIn(deps)
  desk.get('/api/support/desk/me', staffOnly, async (req, res) => {
    const token = (req.get('authorization') ?? '').slice(7).trim()
    const session = await store.deskSession(deskTokenHash(token), deps.now().toISOString())
    res.json({ staff: res.locals.staff, expiresAt: session?.expiresAt ?? null })
  })
  desk.post('/api/support/desk/sign-out', staffOnly, async (req, res, next) => {
    try {
      await store.endDeskSession(deskTokenHash((req.get('authorization') ?? '').slice(7).trim()))
      deps.events.signedOut(res.locals.staff ?? '')
      res.status(204).end()
    } catch (e) {
      next(e)
    }
  })
  desk.get('/api/support/trails/:code', staffOnly, async (req, res, next) => {
    try {
      const code = typeof req.params.code === 'string' ? req.params.code.toUpperCase() : ''
      if (!SUPPORT_CODE.test(code)) {
        refuse(res, [{ path: 'code', message: 'expected a support code like RC-ABC234' }])
        return
      }
      const found = await store.trailByCode(code)
      if (found === undefined) {
        res.status(404).json({ code: 'not_found', message: `No trail was sent with the support code ${code}.` })
        return
      }
      const openedBefore = await store.accessLog({ code, limit: 50 })
      await store.logAccess({ at: deps.now().toISOString(), staff: res.locals.staff ?? '', action: 'opened', code, reference: null })
      res.type('application/json').send(
        `{"code":${JSON.stringify(found.code)},"receivedAt":${JSON.stringify(found.receivedAt)},"quoteReference":${JSON.stringify(found.quoteReference)},"openedBefore":${JSON.stringify(openedBefore)},"trail":${found.trail}}`,
      )
    } catch (e) {
      next(e)
    }
  })
  desk.get('/api/support/trails', staffOnly, async (req, res, next) => {
    try {
      const reference = req.query.reference
      if (typeof reference !== 'string' || !isQuoteReference(reference.trim())) {
        refuse(res, [{ path: 'reference', message: 'expected a quote reference like 12345-67890-12345' }])
        return
      }
      const trails = await store.trailsByReference(reference.trim())
      await store.logAccess({ at: deps.now().toISOString(), staff: res.locals.staff ?? '', action: 'searched', code: null, reference: reference.trim() })
      res.json({ trails })
    } catch (e) {
      next(e)
    }
  })
  desk.get('/api/support/access-log', staffOnly, async (req, res, next) => {
    try {
      const code = typeof req.query.code === 'string' && SUPPORT_CODE.test(req.query.code.toUpperCase()) ? req.query.code.toUpperCase() : undefined
      res.json({ entries: await store.accessLog({ code, limit: 200 }) })
    } catch (e) {
      next(e)
    }
  })
  desk.use(dataRequestRoutes({ store, erasures: deps.erasures, now: deps.now, events: deps.events }, staffOnly))
  desk.use(staffOnly)
  r.use((req, res, next) => (req.path.startsWith('/api/support/desk/') || req.path.startsWith('/api/support/access-log') || req.path.startsWith(`${DATA_REQUESTS_PATH}/`) || (req.method === 'GET' && req.path.startsWith('/api/support/trails')) ? desk(req, res, next) : next()))
  return r
}
