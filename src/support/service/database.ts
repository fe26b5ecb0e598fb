import Database from 'better-sqlite3'
import { Kysely, Migrator, PostgresDialect, sql, SqliteDialect, type Transaction } from 'kysely'
import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs'
import { dirname } from 'node:path'
import pg from 'pg'
import type { Logger } from '../../operations/logger'
import { migrationProvider, type Dialect } from './migrations'
import type { SupportTables } from './schema'

/** Where the support store lives: an embedded SQLite file (the default), or a PostgreSQL server. */
export type DatabaseLocation = { readonly kind: 'sqlite'; readonly file: string } | { readonly kind: 'postgres'; readonly url: string }

/** PostgreSQL's pool as it is now: connections running a query, open and idle, and queries waiting for one. */
interface PoolUse {
  readonly inUse: number
  readonly idle: number
  readonly waiting: number
}

export interface SupportDatabase {
  readonly db: Kysely<SupportTables>
  readonly dialect: Dialect
  /**
   * Whether the store can serve: null when the database answers and every migration this build knows has run;
   * else `database_unreachable` (it does not answer, refuses the connection, or has no such database) or
   * `migrations_pending`. Never throws, and says nothing of the error itself (a host, a user, a path).
   */
  readonly ready: () => Promise<string | null>
  /** PostgreSQL's pool use now; null for SQLite (one connection, in this process). */
  readonly poolUse: () => PoolUse | null
  /** The migrations this opening ran, in order (none when another instance, or an earlier start, ran them). */
  readonly migrated: readonly string[]
  /** Closes the connection (SQLite) or the pool (PostgreSQL). */
  readonly close: () => Promise<void>
}

/** The database could not be reached just now (a connection refused, ended or timed out; SQLite busy): worth trying again. */
export class DatabaseUnavailable extends Error {
  constructor(message: string, options?: { cause: unknown }) {
    super(message, options)
    this.name = 'DatabaseUnavailable'
  }
}

/**
 * The codes that say the database is away rather than the query wrong: the network's (refused, reset, timed
 * out, no route), PostgreSQL's connection exceptions (SQLSTATE class 08), an administrator or a crash ending
 * the server's backends (57P01–57P03), too many connections (53300); SQLite busy beyond its timeout.
 */
const AWAY_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P02', '57P03', '53300'])

/** node-postgres's own words for a connection that ended or never came. */
const AWAY_MESSAGES = /^Connection terminated|is not queryable|timeout exceeded when trying to connect/

/** True when `e` says the database cannot be reached just now (see DatabaseUnavailable), not that a query was wrong. */
export const isDatabaseUnavailable = (e: unknown): boolean => {
  if (e instanceof DatabaseUnavailable) return true
  if (typeof e !== 'object' || e === null) return false
  const { code, message } = e as { code?: unknown; message?: unknown }
  if (typeof code === 'string' && (AWAY_CODES.has(code) || code.startsWith('08') || code.startsWith('SQLITE_BUSY'))) return true
  return typeof message === 'string' && AWAY_MESSAGES.test(message)
}

/**
 * An SQLite file readable by its owner only (it holds trails and staff accounts), in a folder made if need be,
 * in WAL mode (readers never wait for the writer) with a full sync on every commit, so a trail the service
 * acknowledged survives a killed process; foreign keys enforced.
 */
const openSqlite = (file: string): Kysely<SupportTables> => {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 })
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600))
  chmodSync(file, 0o600)
  const database = new Database(file)
  database.pragma('journal_mode = WAL')
  database.pragma('synchronous = FULL')
  database.pragma('foreign_keys = ON')
  database.pragma('busy_timeout = 5000')
  return new Kysely<SupportTables>({ dialect: new SqliteDialect({ database }) })
}

/**
 * A pool of up to 8 connections. A connection the server ends (a restart, a fail-over, an administrator) is an
 * 'error' event on its client, and on the pool while it sits idle there, which would end the process were
 * nothing listening: each is heard and ignored, since the query running on it fails by itself and the pool drops
 * that connection and opens a new one when next needed. A connection that cannot be had within 5 seconds (the
 * server refuses, is unreachable, or every connection is busy that long) fails as DatabaseUnavailable, as does
 * any failure to connect, so a request is answered, never left waiting on a server that is gone.
 */
const openPostgres = (url: string): { db: Kysely<SupportTables>; pool: pg.Pool } => {
  const pool = new pg.Pool({ connectionString: url, max: 8, connectionTimeoutMillis: 5000, keepAlive: true })
  pool.on('error', () => undefined)
  pool.on('connect', (client) => client.on('error', () => undefined))
  const connect = (): Promise<pg.PoolClient> =>
    pool.connect().catch((e: unknown) => {
      throw new DatabaseUnavailable(`the support store's database cannot be reached: ${e instanceof Error ? e.message : String(e)}`, { cause: e })
    })
  return { db: new Kysely<SupportTables>({ dialect: new PostgresDialect({ pool: { connect, end: () => pool.end() } }) }), pool }
}

/** Null when every migration `dialect` has is recorded as run in `db`; else why not (see SupportDatabase.ready). */
const readiness = async (db: Kysely<SupportTables>, dialect: Dialect): Promise<string | null> => {
  try {
    const migrations = await new Migrator({ db, provider: migrationProvider(dialect) }).getMigrations()
    return migrations.every((m) => m.executedAt !== undefined) ? null : 'migrations_pending'
  } catch {
    return 'database_unreachable'
  }
}

/**
 * Opens the support store and brings its schema up to date (every migration not yet run, in order), each one
 * run written to `log` (`{ event: 'migration', migration }`). Fails, with the migration's name and the database's
 * own message, when a migration cannot run; the database is closed again then.
 */
export const openSupportDatabase = async (where: DatabaseLocation, log?: Logger): Promise<SupportDatabase> => {
  const dialect: Dialect = where.kind
  const { db, pool } = where.kind === 'sqlite' ? { db: openSqlite(where.file), pool: null } : openPostgres(where.url)
  const { error, results } = await new Migrator({ db, provider: migrationProvider(dialect) }).migrateToLatest()
  for (const r of results ?? []) if (r.status === 'Success') log?.info({ event: 'migration', migration: r.migrationName }, 'support store migrated')
  if (error !== undefined) {
    await db.destroy()
    const failed = results?.find((r) => r.status === 'Error')?.migrationName
    throw new Error(`the support store's migration ${failed ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`)
  }
  const migrated = (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
  return {
    db,
    dialect,
    migrated,
    ready: () => readiness(db, dialect),
    poolUse: () => (pool === null ? null : { inUse: pool.totalCount - pool.idleCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => db.destroy(),
  }
}

/** The name of the lock the retention sweep holds, so that one instance on a database sweeps at a time. */
export const RETENTION_LOCK = 'ridecover.support.retention'

/**
 * Runs `work` in one transaction while holding the lock `name`, or answers null at once, without waiting,
 * when another instance holds it. On PostgreSQL the lock is a transaction advisory lock
 * (`pg_try_advisory_xact_lock` on the name's hash), let go when the transaction ends however it ends, also when
 * the connection is lost; on SQLite (one instance only) the transaction itself is the lock: `work`'s first
 * statement should write, so the transaction holds the database's write lock from its start.
 */
export const withLock = async <T>(database: SupportDatabase, name: string, work: (tx: Transaction<SupportTables>) => Promise<T>): Promise<T | null> =>
  database.db.transaction().execute(async (tx) => {
    if (database.dialect === 'postgres') {
      const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_xact_lock(hashtext(${name})) as locked`.execute(tx)
      if (rows[0]?.locked !== true) return null
    }
    return work(tx)
  })

/** The variables that say where the support store is: a PostgreSQL connection string, else an SQLite file. */
export const DATABASE_VARIABLES = { url: 'DATABASE_URL', file: 'SUPPORT_DB_FILE' } as const

/** The support store's location from the environment: `DATABASE_URL` (postgres://…) or the SQLite file given. */
export const databaseLocation = (env: NodeJS.ProcessEnv, defaultFile: string): DatabaseLocation => {
  const url = env[DATABASE_VARIABLES.url]
  if (url !== undefined && url !== '') {
    if (!/^postgres(ql)?:\/\//.test(url)) throw new Error(`${DATABASE_VARIABLES.url} must be a PostgreSQL connection string (postgres://user:password@host:5432/database)`)
    return { kind: 'postgres', url }
  }
  const file = env[DATABASE_VARIABLES.file]
  return { kind: 'sqlite', file: file !== undefined && file !== '' ? file : defaultFile }
}

/** The support store's SQLite file beside the insurer's JSON store on one machine (`data/store.json` → `data/store.support.db`). */
export const supportDatabaseBeside = (storeFile: string): string => `${storeFile.replace(/\.json$/, '')}.support.db`
