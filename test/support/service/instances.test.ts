import { expect } from 'chai'
import { events } from '../../operations/log-lines'
import pg from 'pg'
import { openSupportDatabase, RETENTION_LOCK, type DatabaseLocation } from '../../../src/support/service/database'
import { SupportStore } from '../../../src/support/service/support-store'
import { DATABASE_KINDS, migrationsRun, type EmptyDatabase } from './support-databases'
import { post, startSupportProcesses, statusCounts, trailOfSession, type Sent, type SupportProcess } from './support-processes'
import { ALICE, enrolStaffForTest, signInBody, type EnrolledStaff } from './staff-enrolment'

const SUPPORT = '/api/support/trails'
const SIGN_IN = '/api/support/desk/sign-in'
/** How long sign-ins sent together may take to be answered (see `together`). */
const SIGN_IN_WAIT_MS = 90_000

/** The limits the instances run with (the defaults, said here so the counts below read against them). */
const LIMITS = {
  SUPPORT_TRAILS_PER_SESSION: '5',
  SUPPORT_TRAILS_PER_ADDRESS: '20',
  SUPPORT_SIGN_IN_FAILURES_PER_ACCOUNT: '5',
  SUPPORT_SIGN_IN_FAILURES_PER_ADDRESS: '20',
  // Room for every send of a test to wait for its check at once: no send is refused 503 for the queue.
  SUPPORT_MAX_QUEUED: '100',
}

/** A send's body: the sample trail under `session`. */
const sendBody = (session: string): string => JSON.stringify({ trail: trailOfSession(session), quoteReference: null })

/**
 * The same limits, counted in the database, whether one instance serves every request or two share one
 * PostgreSQL database: the requests of each test leave together, spread over the instances in turn, and each
 * test has an address of its own (X-Forwarded-For), so no test counts against another.
 */
const SETUPS = [
  { name: 'two instances on one PostgreSQL database', dialect: 'postgres', instances: 2 },
  { name: 'one instance on SQLite', dialect: 'sqlite', instances: 1 },
] as const

for (const setup of SETUPS) {
  describe(`support service: its limits hold when requests arrive together (${setup.name})`, function () {
    this.timeout(120_000)
    let empty: EmptyDatabase | undefined
    let where: DatabaseLocation
    let instances: SupportProcess[] = []

    /**
     * Sends the requests `bodies` at the same moment, the i-th to instance i mod n, as the client at `address`. A
     * sign-in checks its secret with scrypt at N = 2^17 (some 0.5 s of a core, 128 MiB, four at a time per process):
     * twenty at once on one instance, with both cores busy, take longer than a send's 20 seconds.
     */
    const together = (path: string, bodies: readonly string[], address: string): Promise<Sent[]> =>
      Promise.all(bodies.map((body, i) => post((instances[i % instances.length] as SupportProcess).base, path, body, address, {}, path === SIGN_IN ? SIGN_IN_WAIT_MS : undefined)))

    /** The trails stored of one session, or from the test's senders, read from the database itself. */
    const storedTrails = async (session?: string): Promise<number> => {
      const database = await openSupportDatabase(where)
      try {
        let q = database.db.selectFrom('support_trails').select((eb) => eb.fn.countAll<string | number>().as('n'))
        if (session !== undefined) q = q.where('session', '=', session)
        return Number((await q.executeTakeFirst())?.n ?? 0)
      } finally {
        await database.close()
      }
    }

    before(async function () {
      this.timeout(120_000)
      const kind = DATABASE_KINDS.find((k) => k.dialect === setup.dialect)
      empty = await kind?.create()
      if (empty === undefined) throw new Error(`no ${setup.dialect} database`)
      where = empty.location
      instances = await startSupportProcesses(setup.instances, where, LIMITS)
      const database = await openSupportDatabase(where)
      try {
        await enrolStaffForTest(new SupportStore(database.db), ALICE)
      } finally {
        await database.close()
      }
    })
    after(async () => {
      await Promise.all(instances.map((p) => p.stop()))
      await empty?.remove()
    })
    afterEach(() => {
      for (const p of instances) expect(p.alive(), 'each instance is still running').to.equal(true)
    })

    it('takes exactly 5 of 12 sends of one session (the rest 429 with Retry-After), and stores those 5', async () => {
      const answers = await together(SUPPORT, Array.from({ length: 12 }, () => sendBody('one-session')), '203.0.113.1')
      expect(statusCounts(answers)).to.deep.equal({ 201: 5, 429: 7 })
      for (const a of answers.filter((x) => x.status === 429)) {
        expect((a.body as { message: string }).message).to.equal('At most 5 trails of one session can be sent in an hour.')
        expect(Number(a.retryAfter)).to.be.within(3500, 3600)
      }
      expect(await storedTrails('one-session')).to.equal(5)
    })

    it('takes exactly 20 of 30 sends from one address, each of its own session (the rest 429 before their body is read)', async () => {
      const answers = await together(SUPPORT, Array.from({ length: 30 }, (_, i) => sendBody(`address-session-${i}`)), '203.0.113.2')
      expect(statusCounts(answers)).to.deep.equal({ 201: 20, 429: 10 })
      for (const a of answers.filter((x) => x.status === 429)) expect((a.body as { message: string }).message).to.equal('At most 20 sessions can be sent from one address in an hour.')
      const next = await post((instances.at(-1) as SupportProcess).base, SUPPORT, sendBody('address-session-next'), '203.0.113.2')
      expect(next.status).to.equal(429)
    })

    it('checks exactly 20 of 30 bad sends from one address (400), refuses the rest 429, and then a good send from it too', async () => {
      const answers = await together(SUPPORT, Array.from({ length: 30 }, () => '{"trail":{}}'), '203.0.113.3')
      expect(statusCounts(answers)).to.deep.equal({ 400: 20, 429: 10 })
      const next = await post((instances.at(-1) as SupportProcess).base, SUPPORT, sendBody('after-refusals'), '203.0.113.3')
      expect(next.status).to.equal(429)
      expect((next.body as { message: string }).message).to.equal('Too many sends from this address were refused: at most 20 in an hour.')
      expect(Number(next.retryAfter)).to.be.within(3500, 3600)
      expect(await storedTrails('after-refusals')).to.equal(0)
    })

    it('locks an account after exactly 5 of 12 wrong sign-ins (401), the rest 429; then the right secret is 429 too', async () => {
      const wrong = JSON.stringify({ name: ALICE.name, secret: 'not-alices-secret-at-all', code: '123456' })
      const answers = await together(SIGN_IN, Array.from({ length: 12 }, () => wrong), '203.0.113.4')
      expect(statusCounts(answers)).to.deep.equal({ 401: 5, 429: 7 })
      for (const a of answers.filter((x) => x.status === 429)) expect((a.body as { message: string }).message).to.contain('This account is locked')
      for (const p of instances) {
        const right = await post(p.base, SIGN_IN, JSON.stringify({ ...ALICE, code: '123456' }), '203.0.113.5')
        expect(right.status).to.equal(429)
        expect(Number(right.retryAfter)).to.be.within(14 * 60, 15 * 60)
      }
    })

    it('locks an address out after exactly 20 of 30 wrong sign-ins from it, whatever the accounts', async () => {
      const answers = await together(
        SIGN_IN,
        Array.from({ length: 30 }, (_, i) => JSON.stringify({ name: `nobody${i}`, secret: 'guessing-secrets-here', code: '123456' })),
        '203.0.113.6',
      )
      expect(statusCounts(answers)).to.deep.equal({ 401: 20, 429: 10 })
      for (const a of answers.filter((x) => x.status === 429)) expect((a.body as { message: string }).message).to.contain('from this address')
    })
  })
}

describe('support service: two instances on one PostgreSQL database, started together', function () {
  this.timeout(120_000)
  let empty: EmptyDatabase | undefined
  let instances: SupportProcess[] = []
  let alice: EnrolledStaff
  before(async function () {
    this.timeout(120_000)
    empty = await DATABASE_KINDS.find((k) => k.dialect === 'postgres')?.create()
    if (empty === undefined) throw new Error('no PostgreSQL database')
    instances = await startSupportProcesses(2, empty.location, LIMITS)
    const database = await openSupportDatabase(empty.location)
    try {
      alice = await enrolStaffForTest(new SupportStore(database.db), ALICE)
    } finally {
      await database.close()
    }
  })
  after(async () => {
    await Promise.all(instances.map((p) => p.stop()))
    await empty?.remove()
  })

  it('migrate the new database once: one runs 0001 to 0005, the other finds nothing left to run', async () => {
    const migratedBy = instances.map((p) => events(p.lines).filter((e) => e.event === 'migration').map((e) => e.migration))
    expect(migratedBy.map((m) => m.length).sort()).to.deep.equal([0, 5])
    expect(migratedBy.flat()).to.deep.equal(['0001_trails', '0002_staff', '0003_limit_counts', '0004_second_factor', '0005_access_log_trails'])
    if (empty === undefined) throw new Error('no database')
    const database = await openSupportDatabase(empty.location)
    try {
      expect((await migrationsRun(database.db)).map((m) => m.name)).to.deep.equal(['0001_trails', '0002_staff', '0003_limit_counts', '0004_second_factor', '0005_access_log_trails'])
    } finally {
      await database.close()
    }
  })

  it('migrate once however their openings overlap: of four openings of a new database at the same moment, one runs the migrations', async () => {
    const fresh = await DATABASE_KINDS.find((k) => k.dialect === 'postgres')?.create()
    if (fresh === undefined) throw new Error('no PostgreSQL database')
    try {
      const opened = await Promise.all(Array.from({ length: 4 }, () => openSupportDatabase(fresh.location)))
      await Promise.all(opened.map((d) => d.close()))
      expect(opened.map((d) => d.migrated.length).sort()).to.deep.equal([0, 0, 0, 5])
    } finally {
      await fresh.remove()
    }
  })

  it('share desk sessions and the access log: signed in on one, the other opens a trail with the token, and the first lists it', async () => {
    const [a, b] = instances as [SupportProcess, SupportProcess]
    const sent = await post(a.base, SUPPORT, JSON.stringify({ trail: trailOfSession('shared-desk'), quoteReference: null }), '203.0.113.20')
    expect(sent.status).to.equal(201)
    const { code } = sent.body as { code: string }
    const signedIn = await post(a.base, SIGN_IN, JSON.stringify(await signInBody(alice)), '203.0.113.21')
    expect(signedIn.status).to.equal(200)
    const auth = { Authorization: `Bearer ${(signedIn.body as { token: string }).token}` }
    const opened = await fetch(`${b.base}/api/support/trails/${code}`, { headers: auth })
    expect(opened.status).to.equal(200)
    const log = (await (await fetch(`${a.base}/api/support/access-log`, { headers: auth })).json()) as { entries: { staff: string; action: string; code: string | null }[] }
    expect(log.entries[0]).to.include({ staff: 'alice', action: 'opened', code })
    expect((await post(b.base, '/api/support/desk/sign-out', '{}', '203.0.113.21', auth)).status).to.equal(204)
    expect((await fetch(`${a.base}/api/support/desk/me`, { headers: auth })).status).to.equal(401)
  })

  it('accept a one-time code once between them: of one code sent to both at the same moment, one sign-in is accepted and the others are refused as used', async () => {
    const body = JSON.stringify(await signInBody(alice))
    const answers = await Promise.all(Array.from({ length: 4 }, (_, i) => post((instances[i % 2] as SupportProcess).base, SIGN_IN, body, `203.0.113.${30 + i}`, {}, SIGN_IN_WAIT_MS)))
    expect(statusCounts(answers)).to.deep.equal({ 200: 1, 401: 3 })
    for (const a of answers.filter((x) => x.status === 401)) expect((a.body as { code: string }).code).to.equal('code_used')
    // Sent again later, to either instance, it is refused still.
    for (const p of instances) expect(((await post(p.base, SIGN_IN, body, '203.0.113.40')).body as { code: string }).code).to.equal('code_used')
  })

  it('use a recovery code once between them: accepted by one, then refused by the other', async () => {
    const [a, b] = instances as [SupportProcess, SupportProcess]
    const body = JSON.stringify({ name: alice.name, secret: alice.secret, recoveryCode: alice.recoveryCodes[0] })
    expect((await post(a.base, SIGN_IN, body, '203.0.113.41')).status).to.equal(200)
    const again = await post(b.base, SIGN_IN, body, '203.0.113.42')
    expect(again.status).to.equal(401)
    expect((again.body as { code: string }).code).to.equal('unauthorized')
  })

  it("erase a rider's trail once: of two erasures of one code arriving together, one on each, one erases and the other answers 404, and neither instance finds it afterwards", async () => {
    const [a, b] = instances as [SupportProcess, SupportProcess]
    const sent = await post(a.base, SUPPORT, JSON.stringify({ trail: trailOfSession('erased-on-two'), quoteReference: null }), '203.0.113.22')
    expect(sent.status).to.equal(201)
    const { code } = sent.body as { code: string }
    const signedIn = await post(b.base, SIGN_IN, JSON.stringify(await signInBody(alice)), '203.0.113.23')
    expect(signedIn.status).to.equal(200)
    const auth = { Authorization: `Bearer ${(signedIn.body as { token: string }).token}` }
    const erase = (p: SupportProcess): Promise<Sent> => post(p.base, `/api/support/data-requests/${code}/erase`, JSON.stringify({ confirm: code }), '203.0.113.23', auth)
    const answers = await Promise.all([erase(a), erase(b)])
    expect(statusCounts(answers)).to.deep.equal({ 200: 1, 404: 1 })
    for (const p of instances) expect((await fetch(`${p.base}/api/support/data-requests/${code}`, { headers: auth })).status).to.equal(404)
    const log = (await (await fetch(`${a.base}/api/support/access-log`, { headers: auth })).json()) as { entries: { action: string; code: string | null; trails?: number | null }[] }
    expect(log.entries.filter((e) => e.action === 'erased')).to.deep.equal([{ ...log.entries[0], action: 'erased', code, trails: 1 }])
  })
})

describe('support service: the retention sweep of instances on one PostgreSQL database', function () {
  this.timeout(120_000)
  /** Whether an instance said another instance is sweeping, or one swept within the hour. */
  const leftIt = (lines: readonly string[]): boolean => events(lines).some((e) => e.event === 'sweep_skipped')
  /** How many sweeps an instance said deleted the three trails. */
  const sweptThree = (lines: readonly string[]): number => events(lines).filter((e) => e.event === 'sweep' && e.deletedTrails === 3).length
  let empty: EmptyDatabase | undefined
  let instances: SupportProcess[] = []
  const trailsLeft = async (): Promise<number> => {
    if (empty === undefined) throw new Error('no database')
    const database = await openSupportDatabase(empty.location)
    try {
      return await new SupportStore(database.db).trailCount()
    } finally {
      await database.close()
    }
  }
  before(async () => {
    empty = await DATABASE_KINDS.find((k) => k.dialect === 'postgres')?.create()
    if (empty === undefined) throw new Error('no PostgreSQL database')
    // Three trails past their retention, in a database made by an earlier start that never swept.
    const database = await openSupportDatabase(empty.location)
    try {
      const store = new SupportStore(database.db)
      for (const code of ['RC-GNAA22', 'RC-GNBB22', 'RC-GNCC22'])
        await store.addTrail({ code, receivedAt: new Date(Date.now() - 100 * 86_400_000).toISOString(), session: code, sender: 'sender', quoteReference: null, references: [], eventCount: 1, byteSize: 2, trail: '{}' })
    } finally {
      await database.close()
    }
  })
  afterEach(async () => {
    await Promise.all(instances.map((p) => p.stop()))
    instances = []
  })
  after(async () => {
    await empty?.remove()
  })

  it('is left by both of two instances while another holds its lock (they do not wait for it), and deletes nothing', async () => {
    if (empty?.location.kind !== 'postgres') throw new Error('no PostgreSQL database')
    // A third party in the middle of a sweep: it holds the lock the sweep takes (the name's hash, as withLock takes it).
    const sweeping = new pg.Client({ connectionString: empty.location.url })
    await sweeping.connect()
    try {
      await sweeping.query('SELECT pg_advisory_lock(hashtext($1))', [RETENTION_LOCK])
      instances = await startSupportProcesses(2, empty.location, LIMITS)
      for (const p of instances) expect(leftIt(p.lines)).to.equal(true)
      expect(await trailsLeft()).to.equal(3)
    } finally {
      await sweeping.end()
    }
  })

  it('is done by exactly one of two instances started together, once the lock is free', async () => {
    if (empty === undefined) throw new Error('no database')
    instances = await startSupportProcesses(2, empty.location, LIMITS)
    const swept = instances.map((p) => sweptThree(p.lines))
    expect(swept.sort(), instances.map((p) => p.lines.join('\n')).join('\n---\n')).to.deep.equal([0, 1])
    const left = instances.map((p) => leftIt(p.lines))
    expect(left.sort()).to.deep.equal([false, true])
    expect(await trailsLeft()).to.equal(0)
  })
})
