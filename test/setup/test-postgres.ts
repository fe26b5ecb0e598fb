import { randomBytes } from 'node:crypto'
import pg from 'pg'

/*
 * What the tests that need PostgreSQL use: the run's server (started by test/setup/postgres-fixture.ts, or
 * one of your own in TEST_DATABASE_URL) and a fresh database on it per suite.
 */

/** Set by the fixture when no server could be started: why, for the tests that need one. */
export const TEST_DATABASE_ERROR = 'TEST_DATABASE_ERROR'

const ENSURE = '`bash test/setup/ensure-postgres.sh` (npm test does, as its pretest step)'

/**
 * The test server's address (TEST_DATABASE_URL). Throws, saying why and what to do, when the run has none:
 * the fixture could not start one (the reason it kept), or the tests were not started through mocha. Tests
 * that need PostgreSQL call it rather than skipping: their tests are part of the proof.
 */
export const testDatabaseUrl = (): string => {
  const url = process.env.TEST_DATABASE_URL
  if (url !== undefined && url !== '') return url
  const reason = process.env[TEST_DATABASE_ERROR]
  if (reason !== undefined) throw new Error(`No PostgreSQL server for the tests: ${reason}`)
  throw new Error(`No PostgreSQL server for the tests: TEST_DATABASE_URL is not set. Run the tests through mocha (.mocharc.cjs loads test/setup/postgres-fixture.ts, which starts one; run ${ENSURE} first), or set TEST_DATABASE_URL to a server of your own.`)
}

let databases = 0

/**
 * Creates a new, empty database with a unique name on the test server (testDatabaseUrl), so each suite starts
 * clean; `url` reaches it and `drop` removes it, closing any connection still open to it (safe to call twice).
 * Throws as testDatabaseUrl does when there is no server, and with PostgreSQL's error when the role may not
 * create databases (on a server of your own it needs CREATEDB).
 */
export const freshPostgresDatabase = async (): Promise<{ url: string; drop: () => Promise<void> }> => {
  const server = testDatabaseUrl()
  databases += 1
  const name = `test_${process.pid}_${databases}_${randomBytes(4).toString('hex')}`
  const onServer = async (sql: string): Promise<void> => {
    const client = new pg.Client({ connectionString: server })
    try {
      await client.connect()
      await client.query(sql)
    } finally {
      await client.end().catch(() => undefined)
    }
  }
  await onServer(`CREATE DATABASE ${name}`)
  const url = new URL(server)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) }
}
