import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { loggerFromEnv } from '../../operations/logger'
import { metricsAccessFromEnv } from '../../operations/metrics'
import { databaseLocation, supportDatabaseBeside } from './database'
import { insurerOverHttp } from './insurer'
import { limitsFromEnv } from './limits'
import { secondFactorKey } from './second-factor'
import { supportSettings } from './settings'
import { createSupportService, supportApp } from './service'

/*
 * `npm run support`: the support service on its own, as an insurer runs it beside its own API.
 * PORT (default 3100); SUPPORT_INSURER_URL (required: the insurer's API, e.g. https://api.example.co.uk);
 * DATABASE_URL (PostgreSQL) or SUPPORT_DB_FILE (SQLite, default beside MOCK_STORE or data/store.json: data/store.support.db); SUPPORT_APP_DIR (the
 * built app's folder, to serve the desk's page at /support); SUPPORT_TRUST_PROXY (Express's 'trust proxy',
 * e.g. 1 behind one load balancer, so limits count the rider's address); the SUPPORT_* limits (docs/support.md);
 * SUPPORT_TOTP_KEY (the key staff's one-time-code secrets are encrypted with; required with DATABASE_URL);
 * LOG_LEVEL (default info), METRICS_TOKEN and METRICS_ALLOW (who may read /metrics; off unless set:
 * docs/operating.md). A SUPPORT_* variable it does not read, or a slip of one of its other names, stops the start
 * (settings.ts).
 */
const logger = loggerFromEnv(process.env)

const start = async (): Promise<void> => {
  const env = supportSettings(process.env)
  const insurerUrl = env.SUPPORT_INSURER_URL ?? ''
  if (!/^https?:\/\//.test(insurerUrl)) throw new Error('SUPPORT_INSURER_URL must be the insurer API\'s origin (http://… or https://…)')
  const metricsAccess = metricsAccessFromEnv(env)
  const root = join(import.meta.dirname, '..', '..', '..')
  const database = databaseLocation(env, supportDatabaseBeside(env.MOCK_STORE ?? join(root, 'data', 'store.json')))
  const service = await createSupportService({
    database,
    insurer: insurerOverHttp(() => insurerUrl),
    limits: limitsFromEnv(env),
    secondFactorKey: secondFactorKey(env, database),
    appDir: env.SUPPORT_APP_DIR === '' ? undefined : env.SUPPORT_APP_DIR,
    logger,
  })
  const proxy = env.SUPPORT_TRUST_PROXY
  const trustProxy = proxy === undefined || proxy === '' ? false : /^\d+$/.test(proxy) ? Number(proxy) : proxy
  const port = Number(env.PORT ?? 3100)
  // PORT=0 takes a free port: the line says which.
  const server = supportApp(service, { trustProxy, logger, metricsAccess }).listen(port, () => {
    const actual = (server.address() as AddressInfo).port
    logger.info({ event: 'start', port: actual, database: database.kind, metrics: metricsAccess === undefined ? 'off' : 'on' }, `RideCover support service on http://localhost:${actual}`)
  })
  const stop = (): void => {
    logger.info({ event: 'stop' }, 'stopping')
    server.close(() => void service.close().then(() => process.exit(0)))
    setTimeout(() => process.exit(0), 2000).unref()
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

start().catch((e: unknown) => {
  logger.fatal({ event: 'start_failed' }, e instanceof Error ? e.message : String(e))
  process.exit(1)
})
