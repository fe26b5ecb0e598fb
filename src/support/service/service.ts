import express, { Router, type ErrorRequestHandler, type Express } from 'express'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { Registry } from 'prom-client'
import { builtFiles } from '../../delivery/built-files'
import { SUPPORT_DESK_PATH } from '../../domain/routes'
import type { ReadinessCheck } from '../../operations/health'
import { createLogger, type Logger } from '../../operations/logger'
import type { MetricsAccess } from '../../operations/metrics'
import { serverOperations } from '../../operations/server-operations'
import { isDatabaseUnavailable, openSupportDatabase, RETENTION_LOCK, withLock, type DatabaseLocation, type SupportDatabase } from './database'
import { deskRoutes, SUPPORT_DESK_OFF } from './desk-routes'
import type { Insurer } from './insurer'
import { intakeRoutes } from './intake-routes'
import { IntakePool } from './intake-pool'
import { importLegacyJson } from './legacy-import'
import { DEFAULT_LIMITS, type SupportLimits } from './limits'
import { supportMonitor } from './monitoring'
import { secondFactorKey } from './second-factor'
import { SupportStore } from './support-store'
import { TrailWriter } from './trail-writer'

export interface SupportServiceOptions {
  readonly database: DatabaseLocation
  /** Asks the insurer which quote reference a sender's proposal holds. */
  readonly insurer: Insurer
  readonly limits?: Partial<SupportLimits>
  /** A JSON file of trails kept by an earlier version, imported once (then removed). */
  readonly legacyJsonFile?: string
  /** The built app's folder: the desk's page (`/support`) and its bundle (`/support-desk/`) are served from it. */
  readonly appDir?: string
  readonly now?: () => Date
  /**
   * The key staff's one-time-code secrets are encrypted with (`secondFactorKey`: SUPPORT_TOTP_KEY). Default: on
   * SQLite, the key file beside the database (made on first use); on PostgreSQL there is none, and the service
   * does not start.
   */
  readonly secondFactorKey?: Buffer
  /** Where the service's events go (default: JSON lines on standard output at LOG_LEVEL's level). */
  readonly logger?: Logger
  /**
   * How often retention runs, in milliseconds (default hourly); 0 for never but on start (tests call `sweep`).
   * With several instances on one database, one of them sweeps in each such period.
   */
  readonly sweepEveryMs?: number
}

export interface SupportService {
  /** Every route of the service: the intake, the desk's calls and its page. */
  readonly router: Router
  readonly store: SupportStore
  readonly database: SupportDatabase
  readonly limits: SupportLimits
  /** The service's own metrics (trails taken and refused, sign-ins, the database's pool), for `/metrics`. */
  readonly metrics: Registry
  /** Whether the service can serve: its database answers and is migrated (`/readyz`). */
  readonly ready: ReadinessCheck
  /**
   * Deletes what has outlived its retention now, whenever the last sweep was; answers how many trails went, or
   * null when another instance is sweeping at this moment (it is left to that one).
   */
  readonly sweep: () => Promise<number | null>
  readonly close: () => Promise<void>
}

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

/**
 * The support service: riders' trails in (redacted again, checked, limited, bound to the sender's quote),
 * staff's desk out (named accounts with a second factor, idle and absolute time-outs, lock-out, access log). Opens its database and brings the schema up to
 * date, imports an earlier JSON store once, and deletes trails past their retention on start and hourly. Every
 * limit, desk session and log entry lives in the database, so any number of instances can share one PostgreSQL
 * database: they migrate once, and sweep one at a time, once a period.
 * Mount `router` on an Express app (`supportApp` makes a standalone one).
 */
export const createSupportService = async (opts: SupportServiceOptions): Promise<SupportService> => {
  const limits: SupportLimits = { ...DEFAULT_LIMITS, ...opts.limits }
  const now = opts.now ?? (() => new Date())
  const logger = (opts.logger ?? createLogger({})).child({ service: 'support' })
  const log = (m: string): void => logger.info(m)
  const deskKey = opts.secondFactorKey ?? secondFactorKey({}, opts.database)
  const database = await openSupportDatabase(opts.database, logger)
  const store = new SupportStore(database.db)
  try {
    if (opts.legacyJsonFile !== undefined) {
      const done = await importLegacyJson(store, opts.legacyJsonFile)
      if (done?.leftOver === true) logger.warn({ event: 'legacy_import' }, `support: ${opts.legacyJsonFile} was imported by an earlier start and is there again; it is not read, and may hold unredacted trails: remove it`)
      else if (done !== null) logger.info({ event: 'legacy_import', imported: done.imported, refused: done.refused.length }, `support: imported ${done.imported} trails from ${opts.legacyJsonFile}${done.refused.length > 0 ? `; left out ${done.refused.length}: ${done.refused.slice(0, 5).join('; ')}` : ''}`)
    }
  } catch (e) {
    await database.close()
    throw e
  }
  const senderKey = Buffer.from(await store.settingOnce('sender_key', randomBytes(32).toString('hex')), 'hex')
  const pool = new IntakePool(limits.maxQueued)
  // SQLite writes synchronously: a rider's trail (up to 2 MB), and the places its limits take, are written from a
  // thread of its own. PostgreSQL's writes are asynchronous already.
  const writer = opts.database.kind === 'sqlite' ? new TrailWriter(opts.database.file) : null
  const writes = writer ?? store
  const monitor = supportMonitor(logger, {
    database,
    sqliteFile: opts.database.kind === 'sqlite' ? opts.database.file : undefined,
    checksWaiting: () => pool.waiting,
    writesWaiting: () => writer?.waiting ?? 0,
  })

  const every = opts.sweepEveryMs ?? 60 * 60 * 1000
  /**
   * The retention sweep, under the retention lock (another instance sweeping: null at once). `due`: only when
   * no instance has begun one within nine tenths of the period (a timer firing a little early still finds it
   * due), claimed in the same transaction, so of several instances one sweeps each period.
   */
  const sweepUnderLock = (due: boolean): Promise<number | null> =>
    withLock(database, RETENTION_LOCK, async (tx) => {
      const at = now().getTime()
      const locked = new SupportStore(tx)
      if (due && !(await locked.claimSweep(new Date(at).toISOString(), new Date(at - 0.9 * (every > 0 ? every : HOUR_MS)).toISOString()))) return null
      const gone = await locked.deleteTrailsBefore(new Date(at - limits.retentionDays * DAY_MS).toISOString())
      await locked.sweep(new Date(at).toISOString(), new Date(at - limits.deskIdleMinutes * 60_000).toISOString(), new Date(at - limits.accessLogDays * DAY_MS).toISOString())
      monitor.swept(gone)
      return gone
    })
  const sweepWhenDue = async (): Promise<void> => {
    if ((await sweepUnderLock(true)) === null) logger.info({ event: 'sweep_skipped' }, 'retention sweep not due: one began within the period, or another instance is sweeping')
  }
  await sweepWhenDue()
  const timer = every > 0 ? setInterval(() => void sweepWhenDue().catch((e: unknown) => logger.error({ event: 'sweep_failed', err: e }, 'retention sweep failed')), every) : undefined
  timer?.unref()

  const router = Router()
  // Each rider's send, as it is answered, counts as a trail taken or refused by the answer's code.
  router.post('/api/support/trails', (_req, res, next) => {
    res.once('finish', () => monitor.trailAnswered(res.statusCode, res.locals.answerCode))
    next()
  })
  router.use(intakeRoutes({ writes, pool, insurer: opts.insurer, limits, senderKey, now, log }))
  router.use(deskRoutes({ store, limits, senderKey, secondFactorKey: deskKey, now, events: monitor, erasures: writes }))
  if (opts.appDir !== undefined) {
    const page = join(opts.appDir, 'support-desk', 'index.html')
    const deskOff = async (): Promise<boolean> => !(await store.hasActiveStaff())
    router.use('/support-desk', async (_req, res, next) => ((await deskOff()) ? res.status(404).type('text/plain').send(SUPPORT_DESK_OFF) : next()))
    // The desk's bundle as the app's files are sent: its content-hashed scripts and styles a year as immutable,
    // with validators, brotli or gzip as the client accepts (the build's forms beside them, scripts/precompress.ts).
    router.use('/support-desk', builtFiles(join(opts.appDir, 'support-desk'), { compress: true }).files)
    router.get(SUPPORT_DESK_PATH, async (_req, res) => {
      if ((await deskOff()) || !existsSync(page)) return void res.status(404).type('text/plain').send(SUPPORT_DESK_OFF)
      res.setHeader('Cache-Control', 'no-store')
      res.sendFile(page)
    })
  }
  router.use(serviceErrors(logger))

  return {
    router,
    store,
    database,
    limits,
    metrics: monitor.registry,
    ready: database.ready,
    sweep: () => sweepUnderLock(false),
    close: async () => {
      if (timer !== undefined) clearInterval(timer)
      await pool.close()
      await writer?.close()
      await database.close()
    },
  }
}

/**
 * The service's last handler for its own routes: a body that is not JSON 400; the database away (its
 * connections ended, refused or timed out: isDatabaseUnavailable) 503 with Retry-After, so a client tries again
 * while the pool reconnects by itself; anything else 500. No internal detail in the answer (the log has it).
 */
const serviceErrors =
  (log: Logger): ErrorRequestHandler =>
  (err: unknown, _req, res, next) => {
    if (res.headersSent) return next(err)
    const e = err as { type?: string; status?: number }
    if (e.type === 'entity.parse.failed') return void res.status(400).json({ code: 'invalid_json', message: 'The request body is not valid JSON.' })
    if (e.type === 'entity.too.large') return void res.status(413).json({ code: 'payload_too_large', message: 'The request body is too large.' })
    if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) return void res.status(e.status).json({ code: 'bad_request', message: 'The request could not be read.' })
    if (isDatabaseUnavailable(err)) {
      log.warn({ event: 'database_unavailable', err }, 'database unavailable')
      res.setHeader('Retry-After', '5')
      return void res.status(503).json({ code: 'unavailable', message: 'Support cannot reach its records just now. Please try again in a few seconds.' })
    }
    log.error({ err }, 'unexpected error')
    res.status(500).json({ code: 'server_error', message: 'Something went wrong on our side.' })
  }

export interface SupportAppOptions {
  /** Express's `trust proxy` (SUPPORT_TRUST_PROXY): which hops' X-Forwarded-For to believe, behind a load balancer. */
  readonly trustProxy?: boolean | string | number
  /** Where each request's line goes (default: JSON lines on standard output). */
  readonly logger?: Logger
  /** Who may read `/metrics` (METRICS_TOKEN, METRICS_ALLOW); default nobody. */
  readonly metricsAccess?: MetricsAccess
}

/**
 * A standalone server for the service (an insurer running it apart from the app): each request's id and log
 * line, security headers, `/healthz`, `/readyz` (the database) and `/metrics` (for the operator only), the
 * routes, 404s.
 */
export const supportApp = (service: SupportService, opts: SupportAppOptions = {}): Express => {
  const operations = serverOperations({
    logger: opts.logger ?? createLogger({}),
    readiness: { support: service.ready },
    metricsAccess: opts.metricsAccess,
    registries: () => [service.metrics],
  })
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', opts.trustProxy ?? false)
  app.use(operations.requests)
  app.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff')
    res.setHeader('X-Frame-Options', 'DENY')
    res.setHeader('Referrer-Policy', 'no-referrer')
    res.setHeader('Content-Security-Policy', "default-src 'self'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'; object-src 'none'")
    next()
  })
  app.use(operations.routes)
  app.use(service.router)
  app.use((req, res) => void res.status(404).json({ code: 'not_found', message: `No call ${req.method} ${req.path}.` }))
  return app
}
