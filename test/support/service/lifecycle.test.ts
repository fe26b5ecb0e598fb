import { expect } from 'chai'
import Database from 'better-sqlite3'
import { Kysely, Migrator, PostgresDialect, sql, SqliteDialect } from 'kysely'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { quoteReferencesIn } from '../../../src/domain/trail/quote-references'
import type { DatabaseLocation } from '../../../src/support/service/database'
import { DEFAULT_LIMITS, limitsFromEnv, type SupportLimits } from '../../../src/support/service/limits'
import { migrationProvider } from '../../../src/support/service/migrations'
import type { SupportTables } from '../../../src/support/service/schema'
import { hashSecret } from '../../../src/support/service/staff-secrets'
import { ALICE, enrolStaffForTest, reenrolStaffForTest, signInBody } from './staff-enrolment'
import { SupportStore, type StoredTrail } from '../../../src/support/service/support-store'
import type { Trail } from '../../../src/domain/trail/trail-format'
import { buildTrail } from '../../../src/trail/export-trail'
import { storedSample } from '../../fixtures/trails/samples'
import { quotedProposal } from '../../browser/quoted-proposal'
import { startMachine, type RunningMachine } from './one-machine'
import { DATABASE_KINDS, everythingStored, migrationsRun, sqliteFileBytes, type EmptyDatabase } from './support-databases'
import { events } from '../../operations/log-lines'

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS
/** Whether an instance said, as it started, that a sweep was not due (one began within the hour, its own or another instance's). */
const sweepSkipped = (logs: readonly string[]): boolean => events(logs).some((e) => e.event === 'sweep_skipped')
const SUPPORT = '/api/support/trails'

/** The sample quote's trail as the rider's browser exports it (redacted). */
const redacted = (): Trail => {
  const { trail } = storedSample('completed-quote.json')
  return buildTrail(trail.events, { ...trail, redact: true }, trail.conversation)
}

/** The sample's trail with every personal value in it, as a rider's own download holds it. */
const unredacted = (): Trail => storedSample('completed-quote.json').trail

/** The redacted sample under another session id (each event's too), as another rider's browser would send it. */
const inSession = (session: string): Trail => {
  const t = redacted()
  return { ...t, session, events: t.events.map((e) => ({ ...e, meta: { ...e.meta, session } })) } as Trail
}

/** Values of the sample rider that only an unredacted trail holds. */
const PERSONAL = ['Eleanor', 'Whitfield']

/** A trail as the store keeps it, received `ago` milliseconds before now and listed under `references`. */
const storedTrail = (code: string, ago: number, references: string[] = []): StoredTrail => ({
  code,
  receivedAt: new Date(Date.now() - ago).toISOString(),
  session: `session-${code}`,
  sender: 'sender-1',
  quoteReference: references[0] ?? null,
  references,
  eventCount: 1,
  byteSize: 2,
  trail: '{}',
})

const referencesOf = async (m: RunningMachine, code: string): Promise<string[]> =>
  (await m.machine.support.store.db.selectFrom('support_trail_references').select('reference').where('code', '=', code).execute()).map((r) => r.reference)

/** A Kysely on the database with no migration run (the service's own opening runs them all). */
const bareKysely = (where: DatabaseLocation): Kysely<SupportTables> => {
  if (where.kind === 'sqlite') return new Kysely<SupportTables>({ dialect: new SqliteDialect({ database: new Database(where.file) }) })
  const pool = new pg.Pool({ connectionString: where.url, max: 1 })
  // Its connection may still be closing when the test's database is dropped.
  pool.on('error', () => undefined)
  return new Kysely<SupportTables>({ dialect: new PostgresDialect({ pool }) })
}

const R1 = '11111-11111-11111'

for (const kind of DATABASE_KINDS) {
  describe(`support service: its store over time (${kind.name})`, function () {
    this.timeout(60_000)
    let empty: EmptyDatabase
    let folder: string
    const running: RunningMachine[] = []
    /** The one-machine server over this test's database and folder (both kept across its restarts). */
    const start = async (limits?: Partial<SupportLimits>): Promise<RunningMachine> => {
      const m = await startMachine({ database: empty.location, folder, limits })
      running.push(m)
      return m
    }
    const stop = async (m: RunningMachine): Promise<void> => {
      running.splice(running.indexOf(m), 1)
      await m.close()
    }

    beforeEach(async () => {
      folder = mkdtempSync(join(tmpdir(), 'ridecover-lifecycle-'))
      empty = await kind.create()
    })
    afterEach(async () => {
      for (const m of running.splice(0)) await m.close()
      await empty?.remove()
      rmSync(folder, { recursive: true, force: true })
    })

    describe('retention', () => {
      const cases: { limits?: Partial<SupportLimits>; days: number; gone: number; kept: number }[] = [
        { days: DEFAULT_LIMITS.retentionDays, gone: 91 * DAY_MS, kept: 89 * DAY_MS },
        { limits: { retentionDays: 1 }, days: 1, gone: 2 * DAY_MS, kept: 12 * 60 * 60 * 1000 },
      ]
      for (const { limits, days, gone, kept } of cases)
        it(`deletes on its sweep the trails received over ${days} day${days === 1 ? '' : 's'} ago${limits === undefined ? ' (the default)' : ''}, with their references; keeps the newer`, async () => {
          const m = await start(limits)
          expect(m.machine.support.limits.retentionDays).to.equal(days)
          const store = m.machine.support.store
          for (const t of [storedTrail('RC-GNAA22', gone, [R1]), storedTrail('RC-GNBB22', gone + DAY_MS), storedTrail('RC-KPAA22', kept, [R1])]) expect(await store.addTrail(t)).to.equal(true)
          expect(await m.machine.support.sweep()).to.equal(2)
          expect(await store.trailByCode('RC-GNAA22')).to.equal(undefined)
          expect(await store.trailByCode('RC-GNBB22')).to.equal(undefined)
          expect(await referencesOf(m, 'RC-GNAA22')).to.deep.equal([])
          expect((await store.trailsByReference(R1)).map((t) => t.code)).to.deep.equal(['RC-KPAA22'])
          expect(events(m.logs).filter((e) => e.event === 'sweep').map((e) => e.deletedTrails)).to.include(2)
          expect(await m.machine.support.sweep()).to.equal(0)
        })

      it('deletes the trails past their retention when it starts, unless a sweep began within the hour', async () => {
        const first = await start()
        await first.machine.support.store.addTrail(storedTrail('RC-GNAA22', 100 * DAY_MS, [R1]))
        await first.machine.support.store.addTrail(storedTrail('RC-KPAA22', DAY_MS, [R1]))
        await stop(first)
        const soon = await start()
        expect(sweepSkipped(soon.logs)).to.equal(true)
        expect(await soon.machine.support.store.trailByCode('RC-GNAA22')).not.to.equal(undefined)
        await stop(soon)
        // An hour and more later: the last sweep began two hours ago.
        const db = bareKysely(empty.location)
        try {
          await db.updateTable('support_settings').set({ value: new Date(Date.now() - 2 * HOUR_MS).toISOString() }).where('key', '=', 'retention_swept_at').execute()
        } finally {
          await db.destroy()
        }
        const again = await start()
        expect(await again.machine.support.store.trailByCode('RC-GNAA22')).to.equal(undefined)
        expect(await referencesOf(again, 'RC-GNAA22')).to.deep.equal([])
        expect(await again.machine.support.store.trailByCode('RC-KPAA22')).not.to.equal(undefined)
        expect(events(again.logs).find((e) => e.event === 'sweep')).to.include({ service: 'support', deletedTrails: 1 })
        expect(sweepSkipped(again.logs)).to.equal(false)
      })
    })

    describe('the earlier JSON store', () => {
      const receivedAt = new Date(Date.now() - 3 * DAY_MS).toISOString()
      const sampleReferences = quoteReferencesIn(redacted().events)
      const withUnknownKey = (): Trail => {
        const t = redacted() as unknown as { events: { payload: Record<string, unknown> }[] }
        ;(t.events[2] as { payload: Record<string, unknown> }).payload.card_number = '4111111111111111'
        return t as unknown as Trail
      }
      const legacy = (extra: object[] = []) => ({
        trails: [
          { code: 'RC-GD2345', receivedAt, quoteReference: sampleReferences[0], session: redacted().session, trail: redacted() },
          { code: 'RC-UR2345', receivedAt, quoteReference: sampleReferences[0], session: unredacted().session, trail: unredacted() },
          { code: 'RC-KY2345', receivedAt, quoteReference: null, session: redacted().session, trail: withUnknownKey() },
          { code: 'RC-1', receivedAt, quoteReference: null, session: redacted().session, trail: redacted() },
          ...extra,
        ],
      })
      const writeLegacy = (doc: object): string => {
        // The earlier JSON store sat beside the insurer's store: store.json's is store.support.json.
        const file = join(folder, 'store.support.json')
        writeFileSync(file, JSON.stringify(doc))
        return file
      }

      it('imports its valid trails on start, redacted, found by code and listed under no reference; names those left out; removes the file', async () => {
        const file = writeLegacy(legacy())
        expect(sampleReferences).not.to.deep.equal([])
        for (const personal of PERSONAL) expect(JSON.stringify(legacy())).to.contain(personal)
        const m = await start()
        const store = m.machine.support.store
        for (const code of ['RC-GD2345', 'RC-UR2345']) {
          const found = await store.trailByCode(code)
          expect(found, code).to.include({ code, receivedAt, quoteReference: null })
          expect((JSON.parse(found?.trail ?? '{}') as Trail).redacted, code).to.equal(true)
          expect((JSON.parse(found?.trail ?? '{}') as Trail).events, code).to.have.length(redacted().events.length)
        }
        expect(await store.trailByCode('RC-KY2345')).to.equal(undefined)
        expect(await store.trailCount()).to.equal(2)
        for (const reference of sampleReferences) expect(await store.trailsByReference(reference), reference).to.deep.equal([])
        const log = m.logs.join('\n')
        expect(log).to.contain(`support: imported 2 trails from ${file}; left out 2: `)
        expect(log).to.contain('RC-KY2345: trail.events[2].payload.card_number: not a key the trail format knows')
        expect(log).to.contain('entry 3: no valid code or time')
        expect(existsSync(file)).to.equal(false)
        const stored = `${await everythingStored(store.db)}\n${sqliteFileBytes(empty.location)}`
        for (const value of [...PERSONAL, '4111111111111111']) {
          expect(stored).not.to.contain(value)
          expect(log).not.to.contain(value)
        }
      })

      it('imports nothing when it starts again, even when the file is put back with a trail it has never seen, and says to remove it', async () => {
        writeLegacy(legacy())
        await stop(await start())
        writeLegacy(legacy([{ code: 'RC-NW2345', receivedAt, quoteReference: null, session: redacted().session, trail: redacted() }]))
        const again = await start()
        expect(again.logs.join('\n')).not.to.contain('support: imported')
        expect(again.logs.join('\n')).to.contain('was imported by an earlier start and is there again; it is not read, and may hold unredacted trails: remove it')
        expect(await again.machine.support.store.trailByCode('RC-NW2345')).to.equal(undefined)
        expect(await again.machine.support.store.trailCount()).to.equal(2)
      })
    })

    describe('a database made by an earlier start', () => {
      it('keeps its trails, staff and sender key across a restart, and runs no migration again', async () => {
        const first = await start()
        const p = await quotedProposal(first.base)
        const reference = p.quote?.reference ?? ''
        const sent = await first.client().request('POST', SUPPORT, { json: { trail: redacted(), quoteReference: reference, proposal: p.uuid } })
        expect(sent.status, sent.text).to.equal(201)
        const { code } = sent.body as { code: string }
        const alice = await enrolStaffForTest(first.machine.support.store, ALICE)
        const migrations = await migrationsRun(first.machine.support.store.db)
        const senderKey = await first.machine.support.store.setting('sender_key')
        await stop(first)

        const again = await start()
        const store = again.machine.support.store
        expect(await migrationsRun(store.db)).to.deep.equal(migrations)
        expect(events(again.logs).filter((e) => e.event === 'migration')).to.deep.equal([])
        expect(await store.setting('sender_key')).to.equal(senderKey)
        expect((await store.trailByCode(code))?.quoteReference).to.equal(reference)
        expect((await store.trailsByReference(reference)).map((t) => t.code)).to.deep.equal([code])
        const signedIn = await again.client().request('POST', '/api/support/desk/sign-in', { json: await signInBody(alice) })
        expect(signedIn.status, signedIn.text).to.equal(200)
      })

      it('brings a database made before the staff tables (0001 only) up to date on start, keeping its trails', async () => {
        const old = bareKysely(empty.location)
        try {
          const { error } = await new Migrator({ db: old, provider: migrationProvider(kind.dialect) }).migrateTo('0001_trails')
          expect(error).to.equal(undefined)
          expect(await new SupportStore(old).addTrail(storedTrail('RC-PREV22', DAY_MS, [R1]))).to.equal(true)
        } finally {
          await old.destroy()
        }
        const m = await start()
        const store = m.machine.support.store
        expect((await migrationsRun(store.db)).map((r) => r.name)).to.deep.equal(['0001_trails', '0002_staff', '0003_limit_counts', '0004_second_factor', '0005_access_log_trails'])
        expect(events(m.logs).filter((e) => e.event === 'migration').map((e) => e.migration)).to.deep.equal(['0002_staff', '0003_limit_counts', '0004_second_factor', '0005_access_log_trails'])
        expect((await store.trailsByReference(R1)).map((t) => t.code)).to.deep.equal(['RC-PREV22'])
        const alice = await enrolStaffForTest(store, ALICE)
        expect((await m.client().request('POST', '/api/support/desk/sign-in', { json: await signInBody(alice) })).status).to.equal(200)
      })

      it('keeps the accounts of a database made before second factors (0003), ends their desk sessions, and lets them sign in once enrolled', async () => {
        const old = bareKysely(empty.location)
        const at = new Date().toISOString()
        try {
          const { error } = await new Migrator({ db: old, provider: migrationProvider(kind.dialect) }).migrateTo('0003_limit_counts')
          expect(error).to.equal(undefined)
          await sql`insert into support_staff (name, secret_hash, created_at, disabled_at) values ('alice', ${await hashSecret(ALICE.secret)}, ${at}, null)`.execute(old)
          await sql`insert into support_desk_sessions (token_hash, staff, created_at, expires_at) values ('a-token-hash', 'alice', ${at}, ${new Date(Date.now() + HOUR_MS).toISOString()})`.execute(old)
        } finally {
          await old.destroy()
        }
        const m = await start()
        const store = m.machine.support.store
        expect(events(m.logs).filter((e) => e.event === 'migration').map((e) => e.migration)).to.deep.equal(['0004_second_factor', '0005_access_log_trails'])
        expect(await store.staff('alice')).to.include({ name: 'alice', sealedCodeSecret: null, disabledAt: null })
        expect(await store.db.selectFrom('support_desk_sessions').selectAll().execute()).to.deep.equal([])
        // The desk is off while no account has one-time codes; the right secret alone says what is missing.
        expect((await m.client().request('POST', '/api/support/desk/sign-in', { json: { name: 'alice', secret: ALICE.secret, code: '123456' } })).status).to.equal(404)
        const alice = await reenrolStaffForTest(store, ALICE, at)
        expect((await m.client().request('POST', '/api/support/desk/sign-in', { json: await signInBody(alice) })).status).to.equal(200)
      })

      it('brings a database of second factors (0004) up to the access log with trail counts (0005), keeping its entries', async () => {
        const old = bareKysely(empty.location)
        const at = new Date().toISOString()
        try {
          const { error } = await new Migrator({ db: old, provider: migrationProvider(kind.dialect) }).migrateTo('0004_second_factor')
          expect(error).to.equal(undefined)
          await sql`insert into support_access_log (at, staff, action, code, reference, address, detail) values (${at}, 'alice', 'signed-in', null, null, '203.0.113.9', 'one-time-code')`.execute(old)
        } finally {
          await old.destroy()
        }
        const m = await start()
        const store = m.machine.support.store
        expect(events(m.logs).filter((e) => e.event === 'migration').map((e) => e.migration)).to.deep.equal(['0005_access_log_trails'])
        expect(await store.accessLog({ limit: 10 })).to.deep.equal([{ at, staff: 'alice', action: 'signed-in', code: null, reference: null, address: '203.0.113.9', detail: 'one-time-code', trails: null }])
      })
    })
  })
}

describe('support service: when PostgreSQL ends its connections (a restart, a fail-over, an administrator)', function () {
  this.timeout(60_000)
  let empty: EmptyDatabase | undefined
  let m: RunningMachine | undefined
  afterEach(async () => {
    await m?.close()
    await empty?.remove()
  })

  it('keeps running, and stores the next trail on a new connection', async () => {
    const postgres = DATABASE_KINDS.find((k) => k.dialect === 'postgres')
    empty = await postgres?.create()
    if (empty?.location.kind !== 'postgres') throw new Error('no PostgreSQL kind')
    m = await startMachine({ database: empty.location })
    const before = await m.client().request('POST', SUPPORT, { json: { trail: redacted() } })
    expect(before.status, before.text).to.equal(201)
    const admin = new pg.Client({ connectionString: empty.location.url })
    await admin.connect()
    try {
      const ended = await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()')
      expect(ended.rowCount).to.be.greaterThan(0)
    } finally {
      await admin.end()
    }
    // The ended connections' errors reach the service while they sit idle in its pool.
    await new Promise((resolve) => setTimeout(resolve, 200))
    const after = await m.client().request('POST', SUPPORT, { json: { trail: redacted() } })
    expect(after.status, after.text).to.equal(201)
    for (const a of [before, after]) expect(await m.machine.support.store.trailByCode((a.body as { code: string }).code)).not.to.equal(undefined)
  })
})

describe('support service: the retention period from the environment', () => {
  it('is 90 days when SUPPORT_RETENTION_DAYS is not set (or empty)', () => {
    expect(DEFAULT_LIMITS.retentionDays).to.equal(90)
    expect(limitsFromEnv({}).retentionDays).to.equal(90)
    expect(limitsFromEnv({ SUPPORT_RETENTION_DAYS: '' }).retentionDays).to.equal(90)
  })

  it('is the whole number of days SUPPORT_RETENTION_DAYS says, the other limits as they were', () => {
    expect(limitsFromEnv({ SUPPORT_RETENTION_DAYS: '30' })).to.deep.equal({ ...DEFAULT_LIMITS, retentionDays: 30 })
  })

  for (const bad of ['0', '-7', '2.5', 'ninety', '30 days'])
    it(`refuses ${JSON.stringify(bad)}, naming the variable`, () => {
      expect(() => limitsFromEnv({ SUPPORT_RETENTION_DAYS: bad })).to.throw(`SUPPORT_RETENTION_DAYS must be a whole number of at least 1 (got ${JSON.stringify(bad)})`)
    })
})

/** One step of the scripted session below: what was asked, and what came back. */
interface Step {
  readonly call: string
  readonly status: number
  readonly body: unknown
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/
const LABELLED: readonly [kind: string, pattern: RegExp][] = [
  ['code', /^RC-[A-Z2-9]{6}$/],
  ['reference', /^\d{5}-\d{5}-\d{5}$/],
]

/**
 * The steps with what naturally differs between two runs taken out: times and tokens become placeholders, each
 * support code and quote reference a label numbered in the order it first appears (so equal codes stay equal).
 */
const comparable = (steps: readonly Step[]): unknown => {
  const labels = new Map<string, string>()
  const counts = new Map<string, number>()
  const label = (kind: string, value: string): string => {
    if (!labels.has(value)) {
      counts.set(kind, (counts.get(kind) ?? 0) + 1)
      labels.set(value, `<${kind} ${counts.get(kind) ?? 0}>`)
    }
    return labels.get(value) ?? value
  }
  const walk = (v: unknown, key?: string): unknown => {
    if (typeof v === 'string') {
      if (key === 'token') return '<token>'
      if (ISO_TIME.test(v)) return '<time>'
      const hit = LABELLED.find(([, pattern]) => pattern.test(v))
      return hit === undefined ? v : label(hit[0], v)
    }
    if (Array.isArray(v)) return v.map((x) => walk(x))
    if (typeof v === 'object' && v !== null) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x, k)]))
    return v
  }
  return walk(steps)
}

/**
 * A support session over HTTP: three trails from two sessions (two listed under one quote, one under another),
 * a wrong sign-in then a right one, each trail opened (the first twice), an unknown code, both quotes searched,
 * the access log whole and for the first trail.
 */
const scriptedSession = async (m: RunningMachine): Promise<Step[]> => {
  const steps: Step[] = []
  const client = m.client()
  let token = ''
  const call = async (name: string, method: string, path: string, json?: unknown): Promise<unknown> => {
    const headers: Record<string, string> = token === '' ? {} : { Authorization: `Bearer ${token}` }
    const a = await client.request(method, path, json === undefined ? { headers } : { json, headers })
    steps.push({ call: name, status: a.status, body: a.body })
    return a.body
  }
  const alice = await enrolStaffForTest(m.machine.support.store, ALICE)
  const first = await quotedProposal(m.base)
  const second = await quotedProposal(m.base)
  const [firstReference, secondReference] = [first.quote?.reference ?? '', second.quote?.reference ?? '']
  const codes: string[] = []
  for (const [name, trail, reference, proposal] of [
    ['send session 1 with the first quote', inSession('session-1'), firstReference, first.uuid],
    ['send session 1 again', inSession('session-1'), firstReference, first.uuid],
    ['send session 2 with the second quote', inSession('session-2'), secondReference, second.uuid],
  ] as const) {
    codes.push(((await call(name, 'POST', SUPPORT, { trail, quoteReference: reference, proposal })) as { code: string }).code)
    // A moment between sends, so the trails' times differ and "newest first" has one answer.
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  await call('sign in with a wrong secret', 'POST', '/api/support/desk/sign-in', { name: ALICE.name, secret: 'not-alices-secret-at-all', code: '123456' })
  token = ((await call('sign in', 'POST', '/api/support/desk/sign-in', await signInBody(alice))) as { token: string }).token
  await call('who is signed in', 'GET', '/api/support/desk/me')
  for (const [i, code] of codes.entries()) await call(`open trail ${i + 1}`, 'GET', `${SUPPORT}/${code}`)
  await call('open trail 1 again', 'GET', `${SUPPORT}/${codes[0] ?? ''}`)
  await call('open an unknown code', 'GET', `${SUPPORT}/RC-ZZZZ22`)
  await call('search the first quote', 'GET', `${SUPPORT}?reference=${firstReference}`)
  await call('search the second quote', 'GET', `${SUPPORT}?reference=${secondReference}`)
  await call('the access log', 'GET', '/api/support/access-log')
  await call('the access log of trail 1', 'GET', `/api/support/access-log?code=${codes[0] ?? ''}`)
  return steps
}

describe('support service: the same answers from SQLite and PostgreSQL', function () {
  this.timeout(60_000)
  const runs = new Map<string, Step[]>()
  const cleanUp: (() => Promise<void>)[] = []
  before(async () => {
    for (const kind of DATABASE_KINDS) {
      const empty = await kind.create()
      cleanUp.push(empty.remove)
      const m = await startMachine({ database: empty.location })
      cleanUp.push(m.close)
      runs.set(kind.name, await scriptedSession(m))
    }
  })
  after(async () => {
    for (const done of cleanUp.reverse()) await done()
  })

  for (const kind of DATABASE_KINDS)
    it(`answers the scripted session as the desk should on ${kind.name}`, () => {
      const steps = runs.get(kind.name) ?? []
      expect(steps.map((s) => [s.call, s.status])).to.deep.equal([
        ['send session 1 with the first quote', 201],
        ['send session 1 again', 201],
        ['send session 2 with the second quote', 201],
        ['sign in with a wrong secret', 401],
        ['sign in', 200],
        ['who is signed in', 200],
        ['open trail 1', 200],
        ['open trail 2', 200],
        ['open trail 3', 200],
        ['open trail 1 again', 200],
        ['open an unknown code', 404],
        ['search the first quote', 200],
        ['search the second quote', 200],
        ['the access log', 200],
        ['the access log of trail 1', 200],
      ])
      const body = (call: string) => steps.find((s) => s.call === call)?.body
      const sent = ['send session 1 with the first quote', 'send session 1 again', 'send session 2 with the second quote'].map((c) => (body(c) as { code: string }).code)
      expect((body('search the first quote') as { trails: { code: string }[] }).trails.map((t) => t.code)).to.deep.equal([sent[1], sent[0]])
      expect((body('search the second quote') as { trails: { code: string }[] }).trails.map((t) => t.code)).to.deep.equal([sent[2]])
      expect((body('open trail 1 again') as { openedBefore: { code: string }[] }).openedBefore.map((e) => e.code)).to.deep.equal([sent[0]])
      expect((body('the access log of trail 1') as { entries: unknown[] }).entries).to.have.length(2)
    })

  it('gives the same answers from both, codes, times and tokens aside', () => {
    expect(comparable(runs.get('PostgreSQL') ?? [])).to.deep.equal(comparable(runs.get('SQLite') ?? []))
  })
})
