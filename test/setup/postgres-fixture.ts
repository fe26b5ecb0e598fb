import { startTestPostgres, type TestPostgres } from './postgres-server'
import { TEST_DATABASE_ERROR } from './test-postgres'

/*
 * Mocha's global fixtures (.mocharc.cjs `require`): one private PostgreSQL server for the whole run, its
 * address in TEST_DATABASE_URL for the support store's tests (and for any server process a test spawns, which
 * inherits the environment), stopped after the last test. A TEST_DATABASE_URL already set (a server of your
 * own) is used as it is and nothing is started.
 *
 * It starts on every run, whichever files are in it: no list of the folders whose tests need PostgreSQL to
 * keep in step with where those tests live. The start (0.3–1 s from the kept template, 1–2 s the first time)
 * begins as soon as mocha loads this file, so it overlaps mocha reading the test files; the global setup waits
 * for it. When it cannot start (the server programs are missing because the pretest step was skipped), the
 * run goes on and the reason is kept in TEST_DATABASE_ERROR: the tests that need the server fail with it
 * (testDatabaseUrl), the others pass. In a parallel run's workers (MOCHA_WORKER_ID) nothing starts: the global
 * fixtures run in the main process only.
 */

type Started = { server: TestPostgres } | { error: Error }

const ownServerWanted = (): boolean =>
  (process.env.TEST_DATABASE_URL === undefined || process.env.TEST_DATABASE_URL === '') && process.env.MOCHA_WORKER_ID === undefined

let starting: Promise<Started> | undefined = ownServerWanted()
  ? startTestPostgres().then(
      (server) => ({ server }),
      (error: unknown) => ({ error: error instanceof Error ? error : new Error(String(error)) }),
    )
  : undefined

let server: TestPostgres | undefined

export async function mochaGlobalSetup(): Promise<void> {
  if (starting === undefined) return
  const started = await starting
  starting = undefined
  if ('server' in started) {
    server = started.server
    process.env.TEST_DATABASE_URL = server.url
    delete process.env[TEST_DATABASE_ERROR]
  } else {
    process.env[TEST_DATABASE_ERROR] = started.error.message
  }
}

export async function mochaGlobalTeardown(): Promise<void> {
  if (server === undefined) return
  const stopping = server
  server = undefined
  delete process.env.TEST_DATABASE_URL
  await stopping.stop()
}
