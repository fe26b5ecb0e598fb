import { expect } from 'chai'
import { CompiledQuery, PostgresQueryCompiler, sql, SqliteQueryCompiler, type Kysely, type KyselyPlugin, type QueryId, type RootOperationNode } from 'kysely'
import { openSupportDatabase, type DatabaseLocation, type SupportDatabase } from '../../../src/support/service/database'
import type { SupportTables } from '../../../src/support/service/schema'
import type { LimitKind } from '../../../src/support/service/limits'
import { SupportStore, type Place, type StoredTrail, type Taking } from '../../../src/support/service/support-store'
import { DATABASE_KINDS, emptySupportTables, migrationsRun, type DatabaseKind, type EmptyDatabase } from './support-databases'

const T0 = Date.parse('2026-03-02T09:00:00.000Z')

/** The time `minutes` after (or before) a fixed moment, as the store keeps times. */
const at = (minutes: number): string => new Date(T0 + minutes * 60_000).toISOString()

const R1 = '11111-11111-11111'
const R2 = '22222-22222-22222'
const R3 = '33333-33333-33333'
/** The reference the failing-write tests' trigger refuses. */
const REFUSED = '99999-99999-99999'

/** A trail as the intake would store it; what the store does not look inside is kept short. */
const trail = (code: string, minutes: number, more: Partial<StoredTrail> = {}): StoredTrail => ({
  code,
  receivedAt: at(minutes),
  session: 'session-1',
  sender: 'sender-1',
  quoteReference: more.references?.[0] ?? null,
  references: [],
  eventCount: 3,
  byteSize: 42,
  trail: JSON.stringify({ session: more.session ?? 'session-1', sent: code }),
  ...more,
})

const codesOf = (items: readonly { code: string }[]): string[] => items.map((i) => i.code)

/** Records every query a store runs through it, as the dialect compiles it (the real SQL and its parameters). */
class QueryRecorder implements KyselyPlugin {
  readonly nodes: { node: RootOperationNode; queryId: QueryId }[] = []
  transformQuery(args: { node: RootOperationNode; queryId: QueryId }): RootOperationNode {
    this.nodes.push(args)
    return args.node
  }
  async transformResult<T>(args: { result: T }): Promise<T> {
    return args.result
  }
  compiled(dialect: 'sqlite' | 'postgres'): CompiledQuery[] {
    const compiler = dialect === 'sqlite' ? new SqliteQueryCompiler() : new PostgresQueryCompiler()
    return this.nodes.map(({ node, queryId }) => compiler.compileQuery(node, queryId))
  }
}

/** The database's plan for a query, one line per step: SQLite's EXPLAIN QUERY PLAN details, PostgreSQL's EXPLAIN lines. */
const planOf = async (db: Kysely<SupportTables>, dialect: 'sqlite' | 'postgres', query: CompiledQuery): Promise<string[]> => {
  const explain = dialect === 'sqlite' ? `EXPLAIN QUERY PLAN ${query.sql}` : `EXPLAIN ${query.sql}`
  const { rows } = await db.executeQuery<Record<string, unknown>>(CompiledQuery.raw(explain, [...query.parameters]))
  return rows.map((r) => String(dialect === 'sqlite' ? r.detail : r['QUERY PLAN']))
}

/** A trigger that makes inserting `REFUSED` into the trails' references, or deleting desk sessions, fail. */
const REFUSING_TRIGGERS: Record<'sqlite' | 'postgres', { add: string[]; drop: string[] }> = {
  sqlite: {
    add: [
      `CREATE TRIGGER refuse_reference BEFORE INSERT ON support_trail_references WHEN NEW.reference = '${REFUSED}' BEGIN SELECT RAISE(ABORT, 'refused'); END`,
      `CREATE TRIGGER refuse_session_end BEFORE DELETE ON support_desk_sessions BEGIN SELECT RAISE(ABORT, 'refused'); END`,
    ],
    drop: ['DROP TRIGGER refuse_reference', 'DROP TRIGGER refuse_session_end'],
  },
  postgres: {
    add: [
      `CREATE FUNCTION refuse() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$`,
      `CREATE TRIGGER refuse_reference BEFORE INSERT ON support_trail_references FOR EACH ROW WHEN (NEW.reference = '${REFUSED}') EXECUTE FUNCTION refuse()`,
      `CREATE TRIGGER refuse_session_end BEFORE DELETE ON support_desk_sessions FOR EACH ROW EXECUTE FUNCTION refuse()`,
    ],
    drop: ['DROP TRIGGER refuse_reference ON support_trail_references', 'DROP TRIGGER refuse_session_end ON support_desk_sessions', 'DROP FUNCTION refuse()'],
  },
}

const runAll = async (db: Kysely<SupportTables>, statements: readonly string[]): Promise<void> => {
  for (const s of statements) await sql.raw(s).execute(db)
}

/** Rows enough that PostgreSQL's planner, after ANALYZE, would rather use an index than read a whole table. */
const ROWS_FOR_PLANS = 3000

const fillForPlans = async (db: Kysely<SupportTables>): Promise<void> => {
  const n = Array.from({ length: ROWS_FOR_PLANS }, (_, i) => i)
  const code = (i: number) => `RC-${String(i).padStart(6, '0')}`
  for (let from = 0; from < n.length; from += 500) {
    const chunk = n.slice(from, from + 500)
    await db
      .insertInto('support_trails')
      .values(chunk.map((i) => ({ code: code(i), received_at: at(i), session: `session-${i % 1000}`, sender: `sender-${i % 300}`, quote_reference: null, event_count: 1, byte_size: 1, trail: '{}' })))
      .execute()
    await db
      .insertInto('support_trail_references')
      .values(chunk.map((i) => ({ code: code(i), reference: `ref-${i}` })))
      .execute()
    await db
      .insertInto('support_limit_counts')
      .values(chunk.map((i) => ({ kind: i % 2 === 0 ? ('trails-per-session' as const) : ('sign-in-failures-per-account' as const), subject: `subject-${i}`, taken: 1, window_ends: at(i) })))
      .execute()
    await db
      .insertInto('support_access_log')
      .values(chunk.map((i) => ({ at: at(i), staff: 'alice', action: 'opened' as const, code: code(i % 1000), reference: null })))
      .execute()
  }
}

/** The store's look-ups that must find rows through an index, and the index each reads in each database. */
const INDEXED_LOOKUPS: readonly { what: string; run: (s: SupportStore) => Promise<unknown>; sqlite: RegExp[]; postgres: RegExp[]; queries?: number }[] = [
  {
    what: 'the trails under a quote reference',
    run: (s) => s.trailsByReference('ref-1234'),
    sqlite: [/SEARCH r USING (COVERING )?INDEX support_trail_references_reference \(reference=\?\)/, /SEARCH t USING INDEX sqlite_autoindex_support_trails_1 \(code=\?\)/],
    postgres: [/Index (Only )?Scan using support_trail_references_reference on support_trail_references r\b|Bitmap Index Scan on support_trail_references_reference/, /Index Scan using support_trails_pkey on support_trails t\b|Bitmap Index Scan on support_trails_pkey/],
  },
  {
    what: 'a trail by its support code',
    run: (s) => s.trailByCode('RC-001234'),
    sqlite: [/SEARCH support_trails USING INDEX sqlite_autoindex_support_trails_1 \(code=\?\)/],
    postgres: [/Index Scan using support_trails_pkey on support_trails\b|Bitmap Index Scan on support_trails_pkey/],
  },
  {
    // The take (an insert, which finds its row by the key) is refused, then the window's end is read.
    what: "the end of a subject's full window in a limit",
    run: (s) => s.take([{ kind: 'trails-per-session', subject: 'subject-1234', places: 1, windowEnds: at(60) }], at(0)),
    queries: 2,
    sqlite: [/SEARCH support_limit_counts USING INDEX sqlite_autoindex_support_limit_counts_1 \(kind=\? AND subject=\?\)/],
    postgres: [/Index Scan using support_limit_counts_pk on support_limit_counts\b|Bitmap Index Scan on support_limit_counts_pk/],
  },
  {
    what: 'the access log of one trail',
    run: (s) => s.accessLog({ code: 'RC-000123', limit: 50 }),
    sqlite: [/SEARCH support_access_log USING INDEX support_access_log_code \(code=\?\)/],
    postgres: [/Index Scan (Backward )?using support_access_log_code on support_access_log\b|Bitmap Index Scan on support_access_log_code/],
  },
]

const suite = (kind: DatabaseKind) =>
  function (this: Mocha.Suite) {
    this.timeout(60_000)
    let empty: EmptyDatabase | undefined
    let location: DatabaseLocation
    let database: SupportDatabase
    let store: SupportStore
    /** A second factor as the store keeps it, named after whose it is: its sealed secret, two recovery codes' hashes, and the step of the code that confirmed it. */
    const factor = (of: string) => ({ sealedSecret: `sealed-${of}`, recoveryHashes: [`recovery-1-${of}`, `recovery-2-${of}`], confirmedStep: 10 })
    const addStaff = (name: string, secretHash: string, at: string): Promise<boolean> => store.addStaff(name, secretHash, factor(name), at)

    before(async () => {
      empty = await kind.create()
      location = empty.location
      database = await openSupportDatabase(location)
      store = new SupportStore(database.db)
    })
    after(async () => {
      await database?.close()
      await empty?.remove()
    })
    beforeEach(() => emptySupportTables(database.db))

    describe('when it is opened', () => {
      it('runs the numbered migrations in order: kysely_migration lists 0001_trails, 0002_staff, 0003_limit_counts, 0004_second_factor and 0005_access_log_trails', async () => {
        expect((await migrationsRun(database.db)).map((m) => m.name)).to.deep.equal(['0001_trails', '0002_staff', '0003_limit_counts', '0004_second_factor', '0005_access_log_trails'])
        expect(database.migrated).to.deep.equal(['0001_trails', '0002_staff', '0003_limit_counts', '0004_second_factor', '0005_access_log_trails'])
      })

      it('runs no migration again when it is opened a second time, and keeps what it holds', async () => {
        const before = await migrationsRun(database.db)
        expect(await store.addTrail(trail('RC-KEPT22', 0))).to.equal(true)
        const again = await openSupportDatabase(location)
        try {
          expect(await migrationsRun(again.db)).to.deep.equal(before)
          expect(again.migrated).to.deep.equal([])
          expect((await new SupportStore(again.db).trailByCode('RC-KEPT22'))?.receivedAt).to.equal(at(0))
        } finally {
          await again.close()
        }
      })
    })

    describe('trails', () => {
      it('finds a trail by its code, with its time, quote reference and text; an unknown code finds nothing', async () => {
        const t = trail('RC-ABCD23', 5, { references: [R1] })
        expect(await store.addTrail(t)).to.equal(true)
        expect(await store.trailByCode('RC-ABCD23')).to.deep.equal({ code: 'RC-ABCD23', receivedAt: at(5), quoteReference: R1, trail: t.trail })
        expect(await store.trailByCode('RC-ABCD24')).to.equal(undefined)
        expect(await store.trailCount()).to.equal(1)
      })

      it('lists the trails under a reference newest first (the same moment by code), a trail under two references in both', async () => {
        // Added in an order that is neither the answer's nor its reverse.
        const added = [
          trail('RC-AAAA22', 10, { references: [R1] }),
          trail('RC-BBBB22', 0, { references: [R1, R2] }),
          trail('RC-CCCC22', 5, { references: [R2] }),
          trail('RC-DDDD22', 40),
          trail('RC-EEEE22', 20, { references: [R1, R1] }),
          trail('RC-GGGG22', 30, { references: [R3] }),
          trail('RC-FFFF22', 30, { references: [R3] }),
        ]
        for (const t of added) expect(await store.addTrail(t), t.code).to.equal(true)
        expect(await store.trailsByReference(R1)).to.deep.equal([
          { code: 'RC-EEEE22', receivedAt: at(20), quoteReference: R1 },
          { code: 'RC-AAAA22', receivedAt: at(10), quoteReference: R1 },
          { code: 'RC-BBBB22', receivedAt: at(0), quoteReference: R1 },
        ])
        expect(codesOf(await store.trailsByReference(R2))).to.deep.equal(['RC-CCCC22', 'RC-BBBB22'])
        expect(codesOf(await store.trailsByReference(R3))).to.deep.equal(['RC-FFFF22', 'RC-GGGG22'])
        expect(await store.trailsByReference('44444-44444-44444')).to.deep.equal([])
      })

      it('answers false for a code that is taken, and keeps the first trail as it was', async () => {
        const first = trail('RC-TAKE22', 0, { references: [R1] })
        expect(await store.addTrail(first)).to.equal(true)
        expect(await store.addTrail(trail('RC-TAKE22', 9, { session: 'session-2', sender: 'sender-2', references: [R2], trail: '{"other":true}' }))).to.equal(false)
        expect(await store.trailByCode('RC-TAKE22')).to.deep.equal({ code: 'RC-TAKE22', receivedAt: at(0), quoteReference: R1, trail: first.trail })
        expect(await store.trailsByReference(R2)).to.deep.equal([])
        expect(await store.trailCount()).to.equal(1)
      })

      it('answers false, not an error, to the loser of two sends racing for one code (eight such races at once)', async () => {
        const codes = Array.from({ length: 8 }, (_, i) => `RC-RACE${i + 2}2`)
        const sends = codes.flatMap((code) => [trail(code, 0, { references: [R1], trail: `{"one":"${code}"}` }), trail(code, 0, { references: [R2], trail: `{"other":"${code}"}` })])
        const answers = await Promise.all(sends.map((t) => store.addTrail(t)))
        for (const [i, code] of codes.entries()) {
          const [one, other] = [answers[2 * i], answers[2 * i + 1]]
          expect([one, other].sort(), code).to.deep.equal([false, true])
          const winner = sends[one === true ? 2 * i : 2 * i + 1] as StoredTrail
          expect((await store.trailByCode(code))?.trail).to.equal(winner.trail)
        }
        const listed = [...codesOf(await store.trailsByReference(R1)), ...codesOf(await store.trailsByReference(R2))]
        expect(listed.sort()).to.deep.equal(codes)
        expect(await store.trailCount()).to.equal(codes.length)
      })

      it('deletes only the trails received before the cut-off, with their references, and says how many went', async () => {
        for (const t of [
          trail('RC-OLDA22', -20, { references: [R1, R2] }),
          trail('RC-OLDB22', -10, { references: [R1] }),
          trail('RC-EDGE22', 0, { references: [R1] }),
          trail('RC-NEWA22', 10, { references: [R2] }),
        ])
          await store.addTrail(t)
        expect(await store.deleteTrailsBefore(at(0))).to.equal(2)
        expect(await store.trailByCode('RC-OLDA22')).to.equal(undefined)
        expect(await store.trailByCode('RC-OLDB22')).to.equal(undefined)
        expect(codesOf(await store.trailsByReference(R1))).to.deep.equal(['RC-EDGE22'])
        expect(codesOf(await store.trailsByReference(R2))).to.deep.equal(['RC-NEWA22'])
        const references = await database.db.selectFrom('support_trail_references').select(['code', 'reference']).orderBy('code').execute()
        expect(references).to.deep.equal([
          { code: 'RC-EDGE22', reference: R1 },
          { code: 'RC-NEWA22', reference: R2 },
        ])
        expect(await store.deleteTrailsBefore(at(0))).to.equal(0)
        expect(await store.trailCount()).to.equal(2)
      })
    })

    describe('when a write fails part-way', () => {
      beforeEach(() => runAll(database.db, REFUSING_TRIGGERS[kind.dialect].add))
      afterEach(() => runAll(database.db, REFUSING_TRIGGERS[kind.dialect].drop))

      it('leaves no trail half-added when its references cannot be written, and the next trail (the same code) is added', async () => {
        let failed: unknown
        await store.addTrail(trail('RC-HALF22', 0, { references: [R1, REFUSED] })).catch((e: unknown) => (failed = e))
        expect(String(failed)).to.contain('refused')
        expect(await store.trailByCode('RC-HALF22')).to.equal(undefined)
        expect(await store.trailsByReference(R1)).to.deep.equal([])
        expect(await store.trailCount()).to.equal(0)
        expect(await store.addTrail(trail('RC-HALF22', 1, { references: [R1] }))).to.equal(true)
        expect(codesOf(await store.trailsByReference(R1))).to.deep.equal(['RC-HALF22'])
      })

      it('keeps the old secret when the desk sessions a new one must end cannot be ended', async () => {
        await addStaff('alice', 'hash-1', at(0))
        await store.addDeskSession('token-1', 'alice', at(0), at(60))
        let failed: unknown
        await store.setSecret('alice', 'hash-2').catch((e: unknown) => (failed = e))
        expect(String(failed)).to.contain('refused')
        expect((await store.staff('alice'))?.secretHash).to.equal('hash-1')
      })

      it('keeps the old second factor when the desk sessions a new one must end cannot be ended', async () => {
        await addStaff('alice', 'hash-1', at(0))
        await store.addDeskSession('token-1', 'alice', at(0), at(60))
        let failed: unknown
        await store.setSecondFactor('alice', factor('new'), at(5)).catch((e: unknown) => (failed = e))
        expect(String(failed)).to.contain('refused')
        expect((await store.staff('alice'))?.sealedCodeSecret).to.equal('sealed-alice')
        expect(await store.useRecoveryCode('alice', 'recovery-1-alice')).to.equal(true)
      })

      it('leaves an account enabled when the desk sessions disabling it must end cannot be ended', async () => {
        await addStaff('alice', 'hash-1', at(0))
        await store.addDeskSession('token-1', 'alice', at(0), at(60))
        let failed: unknown
        await store.disableStaff('alice', at(5)).catch((e: unknown) => (failed = e))
        expect(String(failed)).to.contain('refused')
        expect((await store.staff('alice'))?.disabledAt).to.equal(null)
      })
    })

    describe('settings', () => {
      it('has no value for a setting never set, and keeps the first value settingOnce was given', async () => {
        expect(await store.setting('sender_key')).to.equal(undefined)
        expect(await store.settingOnce('sender_key', 'first')).to.equal('first')
        expect(await store.settingOnce('sender_key', 'second')).to.equal('first')
        expect(await store.setting('sender_key')).to.equal('first')
        expect(await store.settingOnce('other', 'its own')).to.equal('its own')
      })
    })

    describe('staff', () => {
      it('adds members of staff once each, lists them by name, and gives one a new secret keeping when they were added', async () => {
        expect(await addStaff('carol', 'hash-c', at(0))).to.equal(true)
        expect(await addStaff('alice', 'hash-a', at(1))).to.equal(true)
        expect(await addStaff('alice', 'hash-other', at(2))).to.equal(false)
        expect(await store.staff('alice')).to.deep.equal({ name: 'alice', secretHash: 'hash-a', createdAt: at(1), disabledAt: null, sealedCodeSecret: 'sealed-alice', enrolledAt: at(1) })
        expect((await store.listStaff()).map((s) => [s.name, s.recoveryCodesLeft])).to.deep.equal([['alice', 2], ['carol', 2]])
        expect(await store.setSecret('alice', 'hash-a2')).to.equal(true)
        expect(await store.staff('alice')).to.include({ secretHash: 'hash-a2', createdAt: at(1) })
        expect(await store.setSecret('bob', 'hash-b')).to.equal(false)
        expect(await store.staff('bob')).to.equal(undefined)
      })

      it('ends the desk sessions of a member of staff given a new secret or second factor (not another’s)', async () => {
        await addStaff('alice', 'hash-a', at(0))
        await addStaff('bob', 'hash-b', at(0))
        await store.addDeskSession('token-a', 'alice', at(0), at(60))
        await store.addDeskSession('token-b', 'bob', at(0), at(60))
        await store.setSecret('alice', 'hash-a2')
        expect(await store.deskSession('token-a', at(2), at(-30))).to.equal(undefined)
        expect(await store.deskSession('token-b', at(2), at(-30))).to.deep.equal({ staff: 'bob', expiresAt: at(60) })
        await store.addDeskSession('token-a2', 'alice', at(3), at(60))
        expect(await store.setSecondFactor('alice', factor('alice-2'), at(4))).to.equal(true)
        expect(await store.deskSession('token-a2', at(5), at(-25))).to.equal(undefined)
        expect(await store.setSecondFactor('mallory', factor('mallory'), at(4))).to.equal(false)
      })

      it('disables an account and ends its sessions, and enables it again; the desk has active staff only while one account is enabled and enrolled', async () => {
        expect(await store.hasActiveStaff()).to.equal(false)
        await database.db.insertInto('support_staff').values({ name: 'dave', secret_hash: 'hash-d', created_at: at(0), disabled_at: null, totp_secret: null, totp_last_step: null, enrolled_at: null }).execute()
        expect(await store.hasActiveStaff(), 'an account with no second factor').to.equal(false)
        await addStaff('alice', 'hash-a', at(0))
        await addStaff('bob', 'hash-b', at(0))
        await store.addDeskSession('token-a', 'alice', at(0), at(60))
        expect(await store.hasActiveStaff()).to.equal(true)
        expect(await store.disableStaff('alice', at(5))).to.equal(true)
        expect((await store.staff('alice'))?.disabledAt).to.equal(at(5))
        expect(await database.db.selectFrom('support_desk_sessions').select('token_hash').where('staff', '=', 'alice').execute()).to.deep.equal([])
        expect(await store.hasActiveStaff()).to.equal(true)
        expect(await store.disableStaff('bob', at(6))).to.equal(true)
        expect(await store.hasActiveStaff()).to.equal(false)
        expect(await store.disableStaff('mallory', at(7))).to.equal(false)
        expect(await store.enableStaff('bob')).to.equal(true)
        expect(await store.hasActiveStaff()).to.equal(true)
        expect(await store.enableStaff('mallory')).to.equal(false)
      })

      it('accepts each time step of one-time codes once, only rising, and only for the secret the account holds, the one that confirmed it used already', async () => {
        await addStaff('alice', 'hash-a', at(0))
        expect(await store.useCodeStep('alice', 'sealed-alice', 10)).to.equal(false)
        expect(await store.useCodeStep('alice', 'sealed-alice', 100)).to.equal(true)
        expect(await store.useCodeStep('alice', 'sealed-alice', 100)).to.equal(false)
        expect(await store.useCodeStep('alice', 'sealed-alice', 99)).to.equal(false)
        expect(await store.useCodeStep('alice', 'sealed-other', 101)).to.equal(false)
        expect((await Promise.all(Array.from({ length: 8 }, () => store.useCodeStep('alice', 'sealed-alice', 101)))).filter(Boolean)).to.have.length(1)
        // A new second factor starts afresh, from the step that confirmed it.
        await store.setSecondFactor('alice', factor('alice-2'), at(1))
        expect(await store.useCodeStep('alice', 'sealed-alice', 102)).to.equal(false)
        expect(await store.useCodeStep('alice', 'sealed-alice-2', 10)).to.equal(false)
        expect(await store.useCodeStep('alice', 'sealed-alice-2', 50)).to.equal(true)
      })

      it('uses up each recovery code once, an account\'s own only, and a new second factor replaces those left', async () => {
        await addStaff('alice', 'hash-a', at(0))
        await addStaff('bob', 'hash-b', at(0))
        expect(await store.useRecoveryCode('bob', 'recovery-1-alice')).to.equal(false)
        expect((await Promise.all(Array.from({ length: 6 }, () => store.useRecoveryCode('alice', 'recovery-1-alice')))).filter(Boolean)).to.have.length(1)
        expect((await store.listStaff()).map((s) => s.recoveryCodesLeft)).to.deep.equal([1, 2])
        await store.setSecondFactor('alice', factor('alice-2'), at(1))
        expect(await store.useRecoveryCode('alice', 'recovery-2-alice')).to.equal(false)
        expect(await store.useRecoveryCode('alice', 'recovery-2-alice-2')).to.equal(true)
      })

      it('replaces a secret\'s hash only while the account still holds the one it replaces', async () => {
        await addStaff('alice', 'hash-old', at(0))
        await store.upgradeSecretHash('alice', 'hash-old', 'hash-new')
        expect((await store.staff('alice'))?.secretHash).to.equal('hash-new')
        await store.upgradeSecretHash('alice', 'hash-old', 'hash-newer')
        expect((await store.staff('alice'))?.secretHash).to.equal('hash-new')
      })
    })

    describe('desk sessions', () => {
      it('finds a session until its absolute end: not at its end, nor after it, however recently used', async () => {
        await addStaff('alice', 'hash-a', at(0))
        await store.addDeskSession('token-a', 'alice', at(0), at(480))
        const cases: [minutes: number, found: boolean][] = [
          [0, true],
          [479, true],
          [480, false],
          [481, false],
        ]
        for (const [minutes, found] of cases) expect(await store.deskSession('token-a', at(minutes), at(-1)), `at ${minutes} minutes`).to.deep.equal(found ? { staff: 'alice', expiresAt: at(480) } : undefined)
        expect(await store.deskSession('no-such-token', at(1), at(-29))).to.equal(undefined)
        expect(await store.endedDeskSession('token-a', at(481), at(451))).to.equal('expired')
        expect(await store.endedDeskSession('token-a', at(481), at(451))).to.equal(undefined)
      })

      it('finds a session used since the idle cut-off, its last use moved to now; one unused since is ended as idle', async () => {
        await addStaff('alice', 'hash-a', at(0))
        await store.addDeskSession('token-a', 'alice', at(0), at(480))
        expect(await store.deskSession('token-a', at(29), at(-1))).to.deep.equal({ staff: 'alice', expiresAt: at(480) })
        expect(await store.deskSession('token-a', at(58), at(28))).to.deep.equal({ staff: 'alice', expiresAt: at(480) })
        expect(await store.deskSession('token-a', at(88), at(58)), 'unused for exactly the idle time').to.equal(undefined)
        expect(await store.endedDeskSession('token-a', at(88), at(58))).to.equal('idle')
        expect(await store.deskSession('token-a', at(89), at(59))).to.equal(undefined)
      })

      it('finds no session of a disabled account, nor one that was ended; the others stay', async () => {
        await addStaff('alice', 'hash-a', at(0))
        await addStaff('bob', 'hash-b', at(0))
        await store.addDeskSession('token-a1', 'alice', at(0), at(60))
        await store.addDeskSession('token-a2', 'alice', at(0), at(60))
        await store.addDeskSession('token-b', 'bob', at(0), at(60))
        await store.endDeskSession('token-a1')
        expect(await store.deskSession('token-a1', at(1), at(-29))).to.equal(undefined)
        expect(await store.deskSession('token-a2', at(1), at(-29))).to.deep.equal({ staff: 'alice', expiresAt: at(60) })
        await database.db.updateTable('support_staff').set({ disabled_at: at(2) }).where('name', '=', 'bob').execute()
        expect(await store.deskSession('token-b', at(3), at(-27))).to.equal(undefined)
      })

      it('ends a member of staff\'s other sessions, counting those that were live, and keeps theirs and another\'s', async () => {
        await addStaff('alice', 'hash-a', at(0))
        await addStaff('bob', 'hash-b', at(0))
        for (const token of ['here', 'phone', 'laptop', 'idle']) await store.addDeskSession(token, 'alice', at(token === 'idle' ? -40 : 0), at(60))
        await store.addDeskSession('bobs', 'bob', at(0), at(60))
        expect(await store.endOtherDeskSessions('alice', 'here', at(1), at(-29))).to.equal(2)
        expect((await database.db.selectFrom('support_desk_sessions').select('token_hash').orderBy('token_hash').execute()).map((r) => r.token_hash)).to.deep.equal(['bobs', 'here'])
      })
    })

    describe('the limits’ counts', () => {
      /** What a subject has taken of a limit, and until when, as the table holds it (undefined: no row). */
      const row = async (kind: LimitKind, subject: string) =>
        database.db.selectFrom('support_limit_counts').select(['taken', 'window_ends']).where('kind', '=', kind).where('subject', '=', subject).executeTakeFirst()
      /** Takes one place of `places` for `subject` at minute `now`, in a window that would end at minute `ends`. */
      const takeOne = (kind: LimitKind, subject: string, places: number, now: number, ends: number): Promise<Taking> => store.take([{ kind, subject, places, windowEnds: at(ends) }], at(now))
      const placeOf = (t: Taking): Place => {
        if (!('taken' in t) || t.taken[0] === undefined) throw new Error(`no place: ${JSON.stringify(t)}`)
        return t.taken[0]
      }

      it('takes the places of a window one by one until they are all taken, then says which limit is full and when its window ends', async () => {
        const taken: Taking[] = []
        for (let i = 0; i < 4; i++) taken.push(await takeOne('trails-per-session', 'session-1', 3, i, 60))
        expect(taken.slice(0, 3)).to.deep.equal(Array.from({ length: 3 }, () => ({ taken: [{ kind: 'trails-per-session', subject: 'session-1', windowEnds: at(60) }] })))
        expect(taken[3]).to.deep.equal({ full: { kind: 'trails-per-session', windowEnds: at(60) } })
        expect(await row('trails-per-session', 'session-1')).to.deep.equal({ taken: 3, window_ends: at(60) })
      })

      it('counts each kind and subject apart', async () => {
        await takeOne('trails-per-address', 'sender-1', 1, 0, 60)
        expect(await takeOne('trails-per-address', 'sender-2', 1, 0, 60)).to.have.property('taken')
        expect(await takeOne('refused-per-address', 'sender-1', 1, 0, 60)).to.have.property('taken')
        expect(await takeOne('trails-per-address', 'sender-1', 1, 0, 60)).to.deep.equal({ full: { kind: 'trails-per-address', windowEnds: at(60) } })
      })

      it('takes places in several limits together, or none of them when one is full', async () => {
        await takeOne('refused-per-address', 'sender-1', 1, 0, 60)
        const both = (subject: string) =>
          store.take(
            [
              { kind: 'trails-per-address', subject, places: 5, windowEnds: at(60) },
              { kind: 'refused-per-address', subject, places: 1, windowEnds: at(60) },
            ],
            at(1),
          )
        expect(await both('sender-1')).to.deep.equal({ full: { kind: 'refused-per-address', windowEnds: at(60) } })
        expect(await row('trails-per-address', 'sender-1')).to.equal(undefined)
        expect(await both('sender-2')).to.deep.equal({
          taken: [
            { kind: 'trails-per-address', subject: 'sender-2', windowEnds: at(60) },
            { kind: 'refused-per-address', subject: 'sender-2', windowEnds: at(60) },
          ],
        })
      })

      it('starts a new window once the last one has ended (at its end, not before)', async () => {
        await takeOne('sign-in-failures-per-account', 'alice', 1, 0, 15)
        expect(await takeOne('sign-in-failures-per-account', 'alice', 1, 14, 29)).to.deep.equal({ full: { kind: 'sign-in-failures-per-account', windowEnds: at(15) } })
        expect(await takeOne('sign-in-failures-per-account', 'alice', 1, 15, 30)).to.deep.equal({ taken: [{ kind: 'sign-in-failures-per-account', subject: 'alice', windowEnds: at(30) }] })
        expect(await row('sign-in-failures-per-account', 'alice')).to.deep.equal({ taken: 1, window_ends: at(30) })
      })

      it('gives a place back to the window it was taken in, never to a later one, and never below none', async () => {
        const first = placeOf(await takeOne('trails-per-address', 'sender-1', 2, 0, 60))
        await takeOne('trails-per-address', 'sender-1', 2, 1, 61)
        await store.giveBack([first])
        expect(await row('trails-per-address', 'sender-1')).to.deep.equal({ taken: 1, window_ends: at(60) })
        await store.giveBack([first, first])
        expect(await row('trails-per-address', 'sender-1')).to.deep.equal({ taken: 0, window_ends: at(60) })
        await takeOne('trails-per-address', 'sender-1', 2, 60, 120)
        await store.giveBack([first])
        expect(await row('trails-per-address', 'sender-1')).to.deep.equal({ taken: 1, window_ends: at(120) })
      })

      it('gives places back in the transaction that adds a trail, and none when the trail is not added', async () => {
        const place = placeOf(await takeOne('refused-per-address', 'sender-1', 5, 0, 60))
        expect(await store.addTrail(trail('RC-GIVE22', 0), [place])).to.equal(true)
        expect(await row('refused-per-address', 'sender-1')).to.deep.equal({ taken: 0, window_ends: at(60) })
        const again = placeOf(await takeOne('refused-per-address', 'sender-1', 5, 1, 61))
        expect(await store.addTrail(trail('RC-GIVE22', 1), [again])).to.equal(false)
        expect(await row('refused-per-address', 'sender-1')).to.deep.equal({ taken: 1, window_ends: at(60) })
      })

      it('takes exactly the places there are when many take at once (40 takes of 5 places)', async () => {
        const answers = await Promise.all(Array.from({ length: 40 }, () => takeOne('trails-per-session', 'crowded', 5, 0, 60)))
        expect(answers.filter((a) => 'taken' in a)).to.have.length(5)
        expect(await row('trails-per-session', 'crowded')).to.deep.equal({ taken: 5, window_ends: at(60) })
      })

      it("forgets a subject's count when it is cleared, and no other's", async () => {
        await takeOne('sign-in-failures-per-account', 'alice', 5, 0, 15)
        await takeOne('sign-in-failures-per-account', 'bob', 5, 0, 15)
        await takeOne('sign-in-failures-per-address', 'alice', 5, 0, 15)
        await store.clearCount('sign-in-failures-per-account', 'alice')
        expect(await row('sign-in-failures-per-account', 'alice')).to.equal(undefined)
        expect(await row('sign-in-failures-per-account', 'bob')).to.deep.equal({ taken: 1, window_ends: at(15) })
        expect(await row('sign-in-failures-per-address', 'alice')).to.deep.equal({ taken: 1, window_ends: at(15) })
      })
    })

    describe('the retention sweep’s claim', () => {
      it('is granted when no sweep began after the time given, and once only for one period', async () => {
        expect(await store.claimSweep(at(0), at(-54))).to.equal(true)
        expect(await store.claimSweep(at(30), at(-24))).to.equal(false)
        expect(await store.claimSweep(at(54), at(0))).to.equal(true)
        expect((await Promise.all(Array.from({ length: 8 }, () => store.claimSweep(at(120), at(66))))).filter(Boolean)).to.have.length(1)
      })
    })

    describe('the access log', () => {
      it('lists entries newest first (of one moment, the last written first), up to the limit, all or those of one trail', async () => {
        const entries = [
          { at: at(0), staff: 'alice', action: 'opened' as const, code: 'RC-AAAA22', reference: null, address: null, detail: null, trails: null },
          { at: at(5), staff: 'bob', action: 'searched' as const, code: null, reference: R1, address: null, detail: null, trails: null },
          { at: at(5), staff: 'bob', action: 'opened' as const, code: 'RC-BBBB22', reference: null, address: null, detail: null, trails: null },
          { at: at(2), staff: 'bob', action: 'opened' as const, code: 'RC-AAAA22', reference: null, address: null, detail: null, trails: null },
          { at: at(1), staff: '', action: 'sign-in-refused' as const, code: null, reference: null, address: '203.0.113.9', detail: 'unknown-name' as const, trails: null },
          { at: at(3), staff: 'alice', action: 'exported' as const, code: null, reference: R1, address: null, detail: null, trails: 2 },
        ]
        for (const e of entries) await store.logAccess(e)
        const [first, searched, second, third, refused, exported] = entries
        expect(await store.accessLog({ limit: 10 })).to.deep.equal([second, searched, exported, third, refused, first])
        expect(await store.accessLog({ limit: 2 })).to.deep.equal([second, searched])
        expect(await store.accessLog({ code: 'RC-AAAA22', limit: 10 })).to.deep.equal([third, first])
        expect(await store.accessLog({ code: 'RC-CCCC22', limit: 10 })).to.deep.equal([])
      })
    })

    describe('the sweep', () => {
      it('deletes desk sessions past their end or idle, ended limit windows, and access entries before their cut-off; keeps the rest', async () => {
        await addStaff('alice', 'hash-a', at(0))
        await store.addDeskSession('expired', 'alice', at(-120), at(-1))
        await store.addDeskSession('expiring-now', 'alice', at(-60), at(0))
        await store.addDeskSession('idle', 'alice', at(-30), at(60))
        await store.addDeskSession('live', 'alice', at(-29), at(1))
        for (const [subject, m] of [['ended', -1], ['ending-now', 0], ['running', 1]] as const) await store.take([{ kind: 'sign-in-failures-per-account', subject, places: 5, windowEnds: at(m) }], at(m - 15))
        for (const m of [-1000, -900, 0]) await store.logAccess({ at: at(m), staff: 'alice', action: 'opened', code: 'RC-AAAA22', reference: null, address: null, detail: null, trails: null })
        await store.sweep(at(0), at(-30), at(-900))
        expect((await database.db.selectFrom('support_desk_sessions').select('token_hash').execute()).map((r) => r.token_hash)).to.deep.equal(['live'])
        expect((await database.db.selectFrom('support_limit_counts').select('subject').execute()).map((r) => r.subject)).to.deep.equal(['running'])
        expect((await store.accessLog({ limit: 10 })).map((e) => e.at)).to.deep.equal([at(0), at(-900)])
        expect(await store.staff('alice')).not.to.equal(undefined)
      })
    })

    describe('its look-ups', () => {
      // Filled afresh for each test: every test of the suite starts from empty tables.
      beforeEach(async () => {
        await fillForPlans(database.db)
        if (kind.dialect === 'postgres') await sql`ANALYZE`.execute(database.db)
      })

      for (const lookup of INDEXED_LOOKUPS)
        it(`reads ${lookup.what} through an index, not a scan of the table`, async () => {
          const recorder = new QueryRecorder()
          await lookup.run(new SupportStore(database.db.withPlugin(recorder)))
          const queries = recorder.compiled(kind.dialect)
          expect(queries).to.have.length(lookup.queries ?? 1)
          const plan = await planOf(database.db, kind.dialect, queries.at(-1) as CompiledQuery)
          const text = plan.join('\n')
          if (kind.dialect === 'sqlite') expect(plan.filter((step) => /^SCAN /.test(step)), text).to.deep.equal([])
          else expect(text).not.to.match(/Seq Scan/)
          for (const index of lookup[kind.dialect]) expect(text).to.match(index)
        })
    })
  }

for (const kind of DATABASE_KINDS) describe(`the support store (${kind.name})`, suite(kind))
