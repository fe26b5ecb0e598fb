import type { CreateTableBuilder, Kysely, Migration, MigrationProvider } from 'kysely'

export type Dialect = 'sqlite' | 'postgres'

/** An auto-numbered `id` key: the one column whose type the two databases spell differently. */
const withId = <T extends string>(table: CreateTableBuilder<T, never>, dialect: Dialect): CreateTableBuilder<T, 'id'> =>
  dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())

/**
 * The support store's schema, one numbered migration per change, run in order on start. Kysely's migrator
 * records which have run in `kysely_migration`; on PostgreSQL it runs them in one transaction while it holds a
 * session advisory lock (`pg_advisory_lock`), and reads what has run only once it has the lock, so of several
 * instances starting together one migrates and the others wait, then find nothing left to run. A change is a
 * new entry: never edit one that has shipped.
 */
const supportMigrations = (dialect: Dialect): Record<string, Migration> => ({
  '0001_trails': {
    up: async (db: Kysely<unknown>) => {
      await db.schema
        .createTable('support_trails')
        .addColumn('code', 'text', (c) => c.primaryKey())
        .addColumn('received_at', 'text', (c) => c.notNull())
        .addColumn('session', 'text', (c) => c.notNull())
        .addColumn('sender', 'text', (c) => c.notNull())
        .addColumn('quote_reference', 'text')
        .addColumn('event_count', 'integer', (c) => c.notNull())
        .addColumn('byte_size', 'integer', (c) => c.notNull())
        .addColumn('trail', 'text', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('support_trails_received_at').on('support_trails').column('received_at').execute()
      await db.schema.createIndex('support_trails_session').on('support_trails').columns(['session', 'received_at']).execute()
      await db.schema.createIndex('support_trails_sender').on('support_trails').columns(['sender', 'received_at']).execute()
      await db.schema
        .createTable('support_trail_references')
        .addColumn('code', 'text', (c) => c.notNull().references('support_trails.code').onDelete('cascade'))
        .addColumn('reference', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('support_trail_references_pk', ['code', 'reference'])
        .execute()
      await db.schema.createIndex('support_trail_references_reference').on('support_trail_references').column('reference').execute()
      await db.schema
        .createTable('support_settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute()
    },
  },
  '0002_staff': {
    up: async (db: Kysely<unknown>) => {
      await db.schema
        .createTable('support_staff')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('secret_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('disabled_at', 'text')
        .execute()
      await db.schema
        .createTable('support_desk_sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('staff', 'text', (c) => c.notNull().references('support_staff.name').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('support_desk_sessions_expires_at').on('support_desk_sessions').column('expires_at').execute()
      await withId(db.schema.createTable('support_sign_in_failures'), dialect)
        .addColumn('account', 'text', (c) => c.notNull())
        .addColumn('sender', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('support_sign_in_failures_account').on('support_sign_in_failures').columns(['account', 'at']).execute()
      await db.schema.createIndex('support_sign_in_failures_sender').on('support_sign_in_failures').columns(['sender', 'at']).execute()
      await withId(db.schema.createTable('support_access_log'), dialect)
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('staff', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('code', 'text')
        .addColumn('reference', 'text')
        .execute()
      await db.schema.createIndex('support_access_log_at').on('support_access_log').column('at').execute()
      await db.schema.createIndex('support_access_log_code').on('support_access_log').columns(['code', 'at']).execute()
    },
  },
  // Every limit counted in one row per limit and subject, taken and given back by single statements (what a
  // row per failed sign-in, counted and then written, could not do under sends arriving together). Failed
  // sign-ins recorded before this migration are not carried over.
  '0003_limit_counts': {
    up: async (db: Kysely<unknown>) => {
      await db.schema
        .createTable('support_limit_counts')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('taken', 'integer', (c) => c.notNull())
        .addColumn('window_ends', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('support_limit_counts_pk', ['kind', 'subject'])
        .execute()
      await db.schema.createIndex('support_limit_counts_window_ends').on('support_limit_counts').column('window_ends').execute()
      await db.schema.dropTable('support_sign_in_failures').execute()
    },
  },
  // A second factor for every account (one-time codes, each accepted once, and recovery codes), the idle time-out,
  // and sign-ins in the access log. Desk sessions begun without a second factor are ended; an account from before
  // signs in again once `npm run support:staff -- enrol <name>` has set up its codes. SQLite adds one column per
  // statement.
  '0004_second_factor': {
    up: async (db: Kysely<unknown>) => {
      await db.schema.alterTable('support_staff').addColumn('totp_secret', 'text').execute()
      await db.schema.alterTable('support_staff').addColumn('totp_last_step', 'integer').execute()
      await db.schema.alterTable('support_staff').addColumn('enrolled_at', 'text').execute()
      await db.schema
        .createTable('support_recovery_codes')
        .addColumn('staff', 'text', (c) => c.notNull().references('support_staff.name').onDelete('cascade'))
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('support_recovery_codes_pk', ['staff', 'code_hash'])
        .execute()
      await db.schema.dropTable('support_desk_sessions').execute()
      await db.schema
        .createTable('support_desk_sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('staff', 'text', (c) => c.notNull().references('support_staff.name').onDelete('cascade'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('support_desk_sessions_staff').on('support_desk_sessions').column('staff').execute()
      await db.schema.createIndex('support_desk_sessions_expires_at').on('support_desk_sessions').column('expires_at').execute()
      await db.schema.createIndex('support_desk_sessions_last_seen_at').on('support_desk_sessions').column('last_seen_at').execute()
      await db.schema.alterTable('support_access_log').addColumn('address', 'text').execute()
      await db.schema.alterTable('support_access_log').addColumn('detail', 'text').execute()
    },
  },
  // A rider's data exported or erased is logged with how many trails it took.
  '0005_access_log_trails': {
    up: async (db: Kysely<unknown>) => {
      await db.schema.alterTable('support_access_log').addColumn('trails', 'integer').execute()
    },
  },
})

/** The migrations as Kysely's migrator takes them. */
export const migrationProvider = (dialect: Dialect): MigrationProvider => ({
  getMigrations: async () => supportMigrations(dialect),
})
