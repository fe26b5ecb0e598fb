import Database from 'better-sqlite3'
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely'
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
  /** Closes the connection (SQLite) or the pool (PostgreSQL). */
  readonly close: () => Promise<void>
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
 * A pool of up to 8 connections. A connection the server ends while it sits idle in the pool (a restart, a
 * fail-over, an administrator) is an 'error' event on the pool, which would end the process were nothing
 * listening: the pool has already dropped that connection and opens a new one when next needed, so the event
 * is ignored; a query on a server that is really gone fails as ever.
 */
const openPostgres = (url: string): { db: Kysely<SupportTables>; pool: pg.Pool } => {
  const pool = new pg.Pool({ connectionString: url, max: 8 })
  pool.on('error', () => undefined)
  return { db: new Kysely<SupportTables>({ dialect: new PostgresDialect({ pool }) }), pool }
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
  return {
    db,
    dialect,
    ready: () => readiness(db, dialect),
    poolUse: () => (pool === null ? null : { inUse: pool.totalCount - pool.idleCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => db.destroy(),
  }
}

/** The support store's location from the environment: `DATABASE_URL` (postgres://…) or the SQLite file given. */
export const databaseLocation = (env: NodeJS.ProcessEnv, defaultFile: string): DatabaseLocation => {
  const url = env.DATABASE_URL
  if (url !== undefined && url !== '') {
    if (!/^postgres(ql)?:\/\//.test(url)) throw new Error('DATABASE_URL must be a PostgreSQL connection string (postgres://user:password@host:5432/database)')
    return { kind: 'postgres', url }
  }
  return { kind: 'sqlite', file: env.SUPPORT_DB_FILE !== undefined && env.SUPPORT_DB_FILE !== '' ? env.SUPPORT_DB_FILE : defaultFile }
}

/** The support store's SQLite file beside the insurer's JSON store on one machine (`data/store.json` → `data/store.support.db`). */
export const supportDatabaseBeside = (storeFile: string): string => `${storeFile.replace(/\.json$/, '')}.support.db`
