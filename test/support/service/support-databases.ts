import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import { sql, type Kysely } from 'kysely'
import type { DatabaseLocation } from '../../../src/support/service/database'
import type { SupportTables } from '../../../src/support/service/schema'
import { freshPostgresDatabase } from '../../setup/test-postgres'

/** An empty support database of one kind, made for a suite or a test, and how to remove it afterwards. */
export interface EmptyDatabase {
  readonly location: DatabaseLocation
  readonly remove: () => Promise<void>
}

/** One of the two databases the support store runs on, with its dialect's name as the store spells it. */
export interface DatabaseKind {
  readonly name: 'SQLite' | 'PostgreSQL'
  readonly dialect: 'sqlite' | 'postgres'
  /** A new, empty database: an SQLite file in a new temporary folder, or a new database on the test server. */
  readonly create: () => Promise<EmptyDatabase>
}

/**
 * The two databases every store test runs against. PostgreSQL is the run's test server (freshPostgresDatabase):
 * when there is none, `create` throws saying why, so those tests fail rather than skip.
 */
export const DATABASE_KINDS: readonly DatabaseKind[] = [
  {
    name: 'SQLite',
    dialect: 'sqlite',
    create: async () => {
      const folder = mkdtempSync(join(tmpdir(), 'ridecover-store-'))
      return { location: { kind: 'sqlite', file: join(folder, 'support.db') }, remove: async () => rmSync(folder, { recursive: true, force: true }) }
    },
  },
  {
    name: 'PostgreSQL',
    dialect: 'postgres',
    create: async () => {
      const { url, drop } = await freshPostgresDatabase()
      return { location: { kind: 'postgres', url }, remove: drop }
    },
  },
]

/** Every table of the support store, children before the tables they refer to (the order they can be emptied in). */
const SUPPORT_TABLES = ['support_trail_references', 'support_trails', 'support_desk_sessions', 'support_recovery_codes', 'support_staff', 'support_limit_counts', 'support_access_log', 'support_settings'] as const

/** Deletes every row of the support store's tables (the schema and the migrations' record stay). */
export const emptySupportTables = async (db: Kysely<SupportTables>): Promise<void> => {
  for (const table of SUPPORT_TABLES) await db.deleteFrom(table).execute()
}

/** The migrations the database has run, in order, with when each ran (Kysely's `kysely_migration`). */
export const migrationsRun = async (db: Kysely<SupportTables>): Promise<{ name: string; timestamp: string }[]> =>
  (await sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration order by name`.execute(db)).rows.map((r) => ({ name: r.name, timestamp: String(r.timestamp) }))

/** Everything the support store's tables hold, as text: what a personal value must never be found in. */
export const everythingStored = async (db: Kysely<SupportTables>): Promise<string> => {
  const tables = await Promise.all(SUPPORT_TABLES.map(async (table) => JSON.stringify(await db.selectFrom(table).selectAll().execute())))
  return tables.join('\n')
}

/** Every byte of an SQLite store's files (the database, its write-ahead log and shared memory), as text; '' for PostgreSQL. */
export const sqliteFileBytes = (where: DatabaseLocation): string => {
  if (where.kind !== 'sqlite') return ''
  return readdirSync(dirname(where.file))
    .filter((f) => f.startsWith(basename(where.file)))
    .map((f) => readFileSync(join(dirname(where.file), f)).toString('latin1'))
    .join('\n')
}
