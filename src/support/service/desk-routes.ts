import express, { Router, type Request, type RequestHandler } from 'express'
import { firstRequestFailure } from '../../domain/refusal'
import { isQuoteReference } from '../../domain/formats'
import { quantity, waitInWords } from '../../domain/durations'
import { DeskSignInRequest, expiredSignInEnded, idleSignInEnded, type SignInMethod, type SignInRefusal } from '../../domain/support-desk-access'
import { DATA_REQUESTS_PATH } from '../../domain/trail/data-request'
import { SUPPORT_CODE } from '../../domain/trail/support-call'
import { dataRequestRoutes } from './data-request-routes'
import { takePlaces } from './limit-counts'
import type { SupportLimits } from './limits'
import { noStore, refuse, tooMany } from './http'
import { senderOf } from './intake-routes'
import type { DataRequestEvents, DeskEvents } from './monitoring'
import { codeStep, recoveryCodeHash } from './second-factor'
import { deskTokenHash, hashSecret, needsRehash, newDeskToken, STAFF_NAME, UNKNOWN_ACCOUNT_HASH, verifySecret } from './staff-secrets'
import type { Place, StaffAccount, SupportStore } from './support-store'

/** What the desk answers while no member of staff can sign in: the desk is off, and how to turn it on. */
export const SUPPORT_DESK_OFF =
  'The support desk is not enabled on this server: add a member of staff with `npm run support:staff -- add <name>` (an account from before one-time codes: `npm run support:staff -- enrol <name>`).'

export interface DeskDeps {
  readonly store: SupportStore
  readonly limits: SupportLimits
  readonly senderKey: Buffer
  /** The key staff's one-time-code secrets are encrypted with (second-factor.ts). */
  readonly secondFactorKey: Buffer
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
    /** The desk session a request is signed in with: its token's hash, and its absolute end. */
    deskSession?: { readonly tokenHash: string; readonly expiresAt: string }
  }
}

/** The refusals whose answer is the same, so that it does not tell which accounts exist or which factor was wrong. */
const NOT_ACCEPTED: ReadonlySet<SignInRefusal> = new Set(['unknown-name', 'disabled', 'wrong-secret', 'wrong-code', 'wrong-recovery-code'])

/** The answer to a refused sign-in (401, or 403 for an account with no codes set up), by its reason. */
const refusal = (reason: SignInRefusal): { status: number; code: string; message: string } => {
  if (NOT_ACCEPTED.has(reason)) return { status: 401, code: 'unauthorized', message: 'That staff name, secret and code were not accepted.' }
  if (reason === 'code-used') return { status: 401, code: 'code_used', message: 'That code has been used already. Wait for your app to show the next code, then enter it.' }
  return { status: 403, code: 'not_enrolled', message: 'Your account has no one-time codes set up yet. Ask whoever runs the support service to set them up with npm run support:staff -- enrol and your staff name.' }
}

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

/** The time a desk session must have been used since to be live at `now` (the idle time-out). */
const idleCutoff = (deps: DeskDeps, now: Date): string => new Date(now.getTime() - deps.limits.deskIdleMinutes * 60_000).toISOString()

const bearerToken = (req: Request): string => {
  const header = req.get('authorization') ?? ''
  return header.startsWith('Bearer ') ? header.slice(7).trim() : ''
}

/**
 * A desk call's sign-in (ASVS V7.3, the idle and absolute time-outs): the bearer token of a live desk session, whose last use it sets to now; or
 * 401, saying when the session ended for lack of use (the idle time-out) or at its absolute end. Tokens are never
 * logged or read from a URL.
 */
const signedIn =
  (deps: DeskDeps): RequestHandler =>
  async (req, res, next) => {
    try {
      const token = bearerToken(req)
      const now = deps.now()
      const idleAfter = idleCutoff(deps, now)
      const tokenHash = deskTokenHash(token)
      const session = token === '' ? undefined : await deps.store.deskSession(tokenHash, now.toISOString(), idleAfter)
      if (session === undefined) {
        const ended = token === '' ? undefined : await deps.store.endedDeskSession(tokenHash, now.toISOString(), idleAfter)
        res.setHeader('WWW-Authenticate', 'Bearer realm="support desk"')
        if (ended === 'idle') res.status(401).json({ code: 'session_ended', message: idleSignInEnded(deps.limits.deskIdleMinutes) })
        else if (ended === 'expired') res.status(401).json({ code: 'session_ended', message: expiredSignInEnded(deps.limits.deskSessionHours) })
        else res.status(401).json({ code: 'unauthorized', message: 'Sign in to the support desk.' })
        return
      }
      res.locals.staff = session.staff
      res.locals.deskSession = { tokenHash, expiresAt: session.expiresAt }
      next()
    } catch (e) {
      next(e)
    }
  }

type Checked = { readonly account: StaffAccount; readonly method: SignInMethod } | { readonly refused: SignInRefusal; readonly account?: StaffAccount }

/**
 * Checks a sign-in's factors in turn (ASVS 6.3, 6.5, 6.6): the account, its secret (always verified, against a
 * stored form no secret matches when there is no such account, so a wrong name costs a wrong secret's time), then
 * its second factor, only once the secret is right: a one-time code, accepted once (its time step recorded by
 * one conditional statement), or a recovery code, used up by one statement.
 */
const checkSignIn = async (deps: DeskDeps, name: string, body: DeskSignInRequest, now: Date): Promise<Checked> => {
  const account = STAFF_NAME.test(name) ? await deps.store.staff(name) : undefined
  const matches = await verifySecret(body.secret, account?.secretHash ?? UNKNOWN_ACCOUNT_HASH)
  if (account === undefined) return { refused: 'unknown-name' }
  if (account.disabledAt !== null) return { refused: 'disabled', account }
  if (!matches) return { refused: 'wrong-secret', account }
  const sealed = account.sealedCodeSecret
  if (sealed === null) return { refused: 'not-enrolled', account }
  if (body.code !== undefined) {
    const step = codeStep(account.name, sealed, deps.secondFactorKey, body.code, now)
    if (step === null) return { refused: 'wrong-code', account }
    return (await deps.store.useCodeStep(account.name, sealed, step)) ? { account, method: 'one-time-code' } : { refused: 'code-used', account }
  }
  const used = await deps.store.useRecoveryCode(account.name, recoveryCodeHash(body.recoveryCode ?? ''))
  return used ? { account, method: 'recovery-code' } : { refused: 'wrong-recovery-code', account }
}

/**
 * The support desk's calls, for staff only:
 * - `POST /api/support/desk/sign-in` `{ name, secret, code }` or `{ name, secret, recoveryCode }` →
 *   `{ token, staff, expiresAt, idleMinutes }`; a wrong name, secret or code is 401 (the same answer and the same
 *   time whichever was wrong); a right code used already is 401 `code_used`; the right secret of an account with no
 *   codes set up 403 `not_enrolled`; past the failures allowed per account or per address within the lock-out
 *   window, 429 with Retry-After, whether or not the sign-in is right. Every sign-in and every refusal but a
 *   lock-out's is written to the access log (the account, the address, the method or the reason);
 * - `POST /api/support/desk/sign-out`, `POST /api/support/desk/end-other-sessions` (`{ ended }`: the member of
 *   staff's other sessions, on any device), `GET /api/support/desk/me` (who is signed in);
 * - `GET /api/support/trails/{code}` (the trail, and who opened it before; this opening is logged first);
 * - `GET /api/support/trails?reference=…` (the trails listed under a quote reference; the search is logged);
 * - `GET /api/support/access-log` (the latest entries: who signed in, opened, searched, exported or erased what,
 *   when);
 * - a rider's data requests, export and erasure (`dataRequestRoutes`).
 * A signed-in call, a data request's too, is refused 401 once its session has gone unused for the idle time-out, is
 * past its absolute end, was signed out or ended, or its account was disabled.
 */
export const deskRoutes = (deps: DeskDeps): Router => {
  const { store, limits } = deps
  const r = Router()
  const desk = Router()
  desk.use(noStore, deskOn(store))

  desk.post('/api/support/desk/sign-in', express.json({ limit: '8kb', type: () => true }), async (req, res, next) => {
    try {
      const body = DeskSignInRequest.decode(req.body)
      if (body._tag === 'Left' || (body.right.code === undefined) === (body.right.recoveryCode === undefined)) {
        refuse(res, [{ path: body._tag === 'Left' ? firstRequestFailure(body.left).path : 'code', message: 'expected { name, secret, code } or { name, secret, recoveryCode }' }])
        return
      }
      const now = deps.now()
      const sender = senderOf(deps.senderKey, req)
      const name = body.right.name.trim().toLowerCase()
      // Each attempt takes a place among its address's and its account's failures before anything is checked
      // (in one transaction, one statement each), so attempts arriving together on any instance never get more
      // guesses than the limit; a sign-in that succeeds gives its places back.
      const taken = await takePlaces(store, limits, [['sign-in-failures-per-address', sender], ['sign-in-failures-per-account', name.slice(0, 64)]], now)
      if ('full' in taken) {
        // The wait is what is left of the window the failures began, not the whole lock-out time.
        const wait = `Try again in ${waitInWords(taken.retryAfterMs / 1000)}.`
        const message =
          taken.full === 'sign-in-failures-per-address'
            ? `Too many failed sign-ins from this address. ${wait}`
            : `This account is locked after ${quantity(limits.signInFailuresPerAccount, 'failed sign-in')}. ${wait}`
        deps.events.lockedOut(taken.full === 'sign-in-failures-per-address' ? 'address' : 'account')
        tooMany(res, taken.retryAfterMs, message)
        return
      }
      const [fromSender, forAccount] = taken.places as [Place, Place]
      let checked: Checked
      try {
        checked = await checkSignIn(deps, name, body.right, now)
      } catch (e) {
        // Not an attempt that failed: the service did.
        await store.giveBack(taken.places).catch(() => undefined)
        throw e
      }
      const logged = { at: now.toISOString(), code: null, reference: null, address: req.ip ?? null, trails: null }
      if ('refused' in checked) {
        deps.events.signInFailed(checked.refused)
        await store.logAccess({ ...logged, staff: checked.account?.name ?? '', action: 'sign-in-refused', detail: checked.refused })
        const answer = refusal(checked.refused)
        if (answer.status === 401) res.setHeader('WWW-Authenticate', 'Bearer realm="support desk"')
        res.status(answer.status).json({ code: answer.code, message: answer.message })
        return
      }
      const { account, method } = checked
      await store.clearCount('sign-in-failures-per-account', forAccount.subject)
      await store.giveBack([fromSender])
      // A hash made at an older cost is made again now, while the secret is at hand (ASVS 11.4.2).
      if (needsRehash(account.secretHash)) await store.upgradeSecretHash(account.name, account.secretHash, await hashSecret(body.right.secret))
      const { token, hash } = newDeskToken()
      const expiresAt = new Date(now.getTime() + limits.deskSessionHours * 3_600_000).toISOString()
      await store.addDeskSession(hash, account.name, now.toISOString(), expiresAt)
      await store.logAccess({ ...logged, staff: account.name, action: 'signed-in', detail: method })
      deps.events.signedIn(account.name, method)
      res.json({ token, staff: account.name, expiresAt, idleMinutes: limits.deskIdleMinutes })
    } catch (e) {
      next(e)
    }
  })

  // Each call names the sign-in check itself, so a refusal is of its route (the request's log line and metrics
  // name the route's pattern); any other desk path needs a sign-in too (the last handler).
  const staffOnly = signedIn(deps)
  desk.get('/api/support/desk/me', staffOnly, (_req, res) => {
    res.json({ staff: res.locals.staff, expiresAt: res.locals.deskSession?.expiresAt ?? null, idleMinutes: limits.deskIdleMinutes })
  })
  desk.post('/api/support/desk/sign-out', staffOnly, async (req, res, next) => {
    try {
      await store.endDeskSession(res.locals.deskSession?.tokenHash ?? '')
      await store.logAccess({ at: deps.now().toISOString(), staff: res.locals.staff ?? '', action: 'signed-out', code: null, reference: null, address: req.ip ?? null, detail: null, trails: null })
      deps.events.signedOut(res.locals.staff ?? '')
      res.status(204).end()
    } catch (e) {
      next(e)
    }
  })
  // ASVS V7: a member of staff ends their sessions elsewhere (another browser, a device left signed in).
  desk.post('/api/support/desk/end-other-sessions', staffOnly, async (req, res, next) => {
    try {
      const staff = res.locals.staff ?? ''
      const now = deps.now()
      const ended = await store.endOtherDeskSessions(staff, res.locals.deskSession?.tokenHash ?? '', now.toISOString(), idleCutoff(deps, now))
      await store.logAccess({ at: now.toISOString(), staff, action: 'ended-other-sessions', code: null, reference: null, address: req.ip ?? null, detail: null, trails: null })
      res.json({ ended })
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
      await store.logAccess({ at: deps.now().toISOString(), staff: res.locals.staff ?? '', action: 'opened', code, reference: null, address: null, detail: null, trails: null })
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
      await store.logAccess({ at: deps.now().toISOString(), staff: res.locals.staff ?? '', action: 'searched', code: null, reference: reference.trim(), address: null, detail: null, trails: null })
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
