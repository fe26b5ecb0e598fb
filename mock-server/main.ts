import { join } from 'node:path'
import { loggerFromEnv } from '../src/operations/logger'
import { metricsAccessFromEnv, type MetricsAccess } from '../src/operations/metrics'
import { databaseLocation, supportDatabaseBeside } from '../src/support/service/database'
import { limitsFromEnv } from '../src/support/service/limits'
import { secondFactorKey } from '../src/support/service/second-factor'
import { supportSettings } from '../src/support/service/settings'
import { createOneMachine, type OneMachine } from './one-machine'

/**
 * `npm run mock` (the API alone) and `npm start` (`--serve-app`: the built app and the API on one port).
 * Environment: PORT (default 3000), MOCK_STORE (the JSON store file, default data/store.json),
 * MOCK_SCENARIO (scenarios in force by default; see mock-server/scenarios.ts and docs/mock-insurer.md),
 * MOCK_REQUEST_SCENARIOS=on (also take a scenario from each request's X-Mock-Scenario header or __scenario query
 * parameter, as the fault panel sends them; `npm run dev` sets it; off by default, so no client can slow or fail
 * the answers of a plain `npm start`), MOCK_FIXTURES
 * (a folder of recorded answers to replay before the built-in fixtures), MOCK_CREATE_LIMIT (proposals one client
 * may create per 10 minutes; 0 for no limit), MOCK_RETURN_ORIGINS (comma-separated origins, e.g. the
 * development app's http://localhost:1234, that a payment's absolute return_url may name besides this server),
 * REPLAY_PANEL=on (offer the developers' replay panel at /dev/replay in the production build),
 * and the support service's (docs/support.md, 'The support service'): DATABASE_URL (PostgreSQL; else SQLite in
 * SUPPORT_DB_FILE, default beside the store), SUPPORT_TOTP_KEY (required with DATABASE_URL), SUPPORT_INSURER_URL,
 * and the SUPPORT_* limits; a SUPPORT_* variable the support service does not read, or a slip of one of its other
 * names (DATABASE_URI), stops the start (src/support/service/settings.ts).
 * LOG_LEVEL (default info: one JSON line per request and per event on standard output), METRICS_TOKEN and
 * METRICS_ALLOW (who may read /metrics; off unless set): docs/operating.md.
 * A second server on the same store refuses to start (the store's lock file).
 * `--record <base-url>` proxies to another backend and saves its answers as fixtures (see record.ts).
 */
const args = process.argv.slice(2)
const serveApp = args.includes('--serve-app')
const recordAt = args.indexOf('--record')
const root = join(import.meta.dirname, '..')
const port = Number(process.env.PORT ?? 3000)
const storeFile = process.env.MOCK_STORE ?? join(root, 'data', 'store.json')
const logger = loggerFromEnv(process.env)

const start = async (): Promise<void> => {
  if (recordAt !== -1) {
    const base = args[recordAt + 1]
    if (base === undefined || !/^https?:\/\//.test(base)) {
      process.stderr.write('usage: npm run mock -- --record <base-url>\n')
      process.exit(2)
    }
    const { startRecorder } = await import('./record')
    await startRecorder({ base, port, fixturesDir: process.env.MOCK_RECORD_DIR ?? join(import.meta.dirname, 'fixtures', 'recorded') })
    return
  }
  const createLimit = process.env.MOCK_CREATE_LIMIT === undefined || process.env.MOCK_CREATE_LIMIT === '' ? undefined : Number(process.env.MOCK_CREATE_LIMIT)
  let machine: OneMachine
  let metricsAccess: MetricsAccess | undefined
  try {
    const env = supportSettings(process.env)
    metricsAccess = metricsAccessFromEnv(env)
    const supportDatabase = databaseLocation(env, supportDatabaseBeside(storeFile))
    machine = await createOneMachine({
      storeFile,
      appDir: serveApp ? join(root, 'dist') : undefined,
      scenarios: process.env.MOCK_SCENARIO,
      requestScenarios: process.env.MOCK_REQUEST_SCENARIOS === 'on',
      recordingDir: process.env.MOCK_FIXTURES,
      inspectStore: process.env.MOCK_INSPECT_STORE === '1',
      createLimit: createLimit !== undefined && Number.isInteger(createLimit) && createLimit >= 0 ? createLimit : undefined,
      returnOrigins: (process.env.MOCK_RETURN_ORIGINS ?? '').split(',').map((o) => o.trim()).filter((o) => o !== ''),
      replayPanel: process.env.REPLAY_PANEL === 'on',
      supportDatabase,
      supportLimits: limitsFromEnv(env),
      supportSecondFactorKey: secondFactorKey(env, supportDatabase),
      insurerUrl: env.SUPPORT_INSURER_URL === '' ? undefined : env.SUPPORT_INSURER_URL,
      logger,
      metricsAccess,
    })
  } catch (e) {
    // A store in use, a database that cannot be reached or migrated, a bad limit or metrics setting, a support
    // setting misspelt: one line saying what.
    logger.fatal({ event: 'start_failed' }, e instanceof Error ? e.message : String(e))
    process.exit(1)
  }
  const { app, store } = machine.mock
  process.on('exit', () => store.releaseLock())
  const server = app.listen(port, () => {
    const address = server.address()
    const actual = typeof address === 'object' && address !== null ? address.port : port
    machine.listeningAt(`http://127.0.0.1:${actual}`)
    logger.info({ event: 'start', port: actual, store: storeFile, support: machine.support.database.dialect, metrics: metricsAccess === undefined ? 'off' : 'on' }, `RideCover ${serveApp ? 'app and API' : 'mock API'} on http://localhost:${actual}`)
  })
  const stop = (): void => {
    logger.info({ event: 'stop' }, 'stopping')
    server.close(() => void machine.close().then(() => process.exit(0)))
    setTimeout(() => process.exit(0), 2000).unref()
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

void start()
