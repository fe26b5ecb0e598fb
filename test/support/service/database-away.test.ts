import { expect } from 'chai'
import pg from 'pg'
import { openSupportDatabase } from '../../../src/support/service/database'
import { SupportStore } from '../../../src/support/service/support-store'
import { testDatabaseUrl } from '../../setup/test-postgres'
import { DATABASE_KINDS, type EmptyDatabase } from './support-databases'
import { post, startSupportProcesses, statusCounts, trailOfSession, type Sent, type SupportProcess } from './support-processes'

const SUPPORT = '/api/support/trails'

/** No send of these tests is refused for a limit: each answer is the database's doing. */
const RAISED = { SUPPORT_TRAILS_PER_SESSION: '1000000', SUPPORT_TRAILS_PER_ADDRESS: '1000000', SUPPORT_MAX_QUEUED: '1000' }

const SENDERS_PER_INSTANCE = 4
const SENDS_PER_SENDER = 15

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

/** Every answer is a stored trail (201) or "try again" (503 with Retry-After): never 500, never a hang (post's time-out). */
const expectStoredOrTryAgain = (answers: readonly Sent[]): void => {
  for (const a of answers) {
    expect([201, 503], JSON.stringify(a)).to.include(a.status)
    if (a.status === 503) {
      expect(a.retryAfter).to.equal('5')
      expect(a.body).to.deep.equal({ code: 'unavailable', message: 'Support cannot reach its records just now. Please try again in a few seconds.' })
    }
  }
}

describe('support service: when its PostgreSQL database goes away (two instances)', function () {
  this.timeout(180_000)
  let empty: EmptyDatabase | undefined
  let name = ''
  let instances: SupportProcess[] = []
  /** A connection to the server's own database (not the service's), as an administrator's. */
  let admin: pg.Client
  /** Every code the service answered 201 with, in any test, and the session of the trail it was sent. */
  const acknowledged = new Map<string, string>()

  const terminate = async (): Promise<number> =>
    (await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name])).rowCount ?? 0

  /** Sends the sample trail under `session` to `p` from `address`, and keeps its code when it is answered 201. */
  const send = async (p: SupportProcess, session: string, address: string): Promise<Sent> => {
    const a = await post(p.base, SUPPORT, JSON.stringify({ trail: trailOfSession(session), quoteReference: null }), address)
    if (a.status === 201) acknowledged.set((a.body as { code: string }).code, session)
    return a
  }

  before(async function () {
    this.timeout(120_000)
    empty = await DATABASE_KINDS.find((k) => k.dialect === 'postgres')?.create()
    if (empty?.location.kind !== 'postgres') throw new Error('no PostgreSQL database')
    name = new URL(empty.location.url).pathname.slice(1)
    admin = new pg.Client({ connectionString: testDatabaseUrl() })
    await admin.connect()
    instances = await startSupportProcesses(2, empty.location, RAISED)
  })
  afterEach(() => {
    for (const p of instances) expect(p.alive(), `an instance ended:\n${p.lines.join('\n')}`).to.equal(true)
  })
  after(async () => {
    await admin?.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`).catch(() => undefined)
    await admin?.end()
    await Promise.all(instances.map((p) => p.stop()))
    await empty?.remove()
  })

  it(`answers each of ${2 * SENDERS_PER_INSTANCE * SENDS_PER_SENDER} sends 201 or 503 with Retry-After while its connections are ended again and again, and then 201 by itself`, async () => {
    let sending = true
    let terminated = 0
    const terminator = (async () => {
      while (sending) {
        terminated += await terminate()
        await sleep(30 + Math.floor(Math.random() * 70))
      }
    })()
    const answers: Sent[] = []
    await Promise.all(
      instances.flatMap((p, i) =>
        Array.from({ length: SENDERS_PER_INSTANCE }, async (_, j) => {
          for (let k = 0; k < SENDS_PER_SENDER; k++) answers.push(await send(p, `ended-${i}-${j}-${k}`, `198.51.100.${i * SENDERS_PER_INSTANCE + j + 1}`))
        }),
      ),
    )
    sending = false
    await terminator
    process.stdout.write(`      (${terminated} connections ended during the run; answers ${JSON.stringify(statusCounts(answers))})\n`)
    expect(terminated).to.be.greaterThan(0)
    expectStoredOrTryAgain(answers)
    for (const [i, p] of instances.entries()) {
      const after = await send(p, `after-ended-${i}`, '198.51.100.100')
      expect(after.status, JSON.stringify(after)).to.equal(201)
    }
  })

  it('answers 503 with Retry-After, to the rider and the desk, while the database refuses every connection, and 201 once it takes them again', async () => {
    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`)
    let during: Sent[]
    let desk: Response[]
    try {
      await terminate()
      during = await Promise.all(instances.flatMap((p, i) => [0, 1, 2].map((k) => send(p, `refused-${i}-${k}`, '198.51.100.101'))))
      desk = await Promise.all(instances.map((p) => fetch(`${p.base}/api/support/desk/me`, { signal: AbortSignal.timeout(20_000) })))
    } finally {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`)
    }
    expect(statusCounts(during)).to.deep.equal({ 503: 6 })
    expectStoredOrTryAgain(during)
    for (const d of desk) {
      expect(d.status).to.equal(503)
      expect(d.headers.get('retry-after')).to.equal('5')
    }
    const back = await Promise.all(instances.map((p, i) => send(p, `back-${i}`, '198.51.100.102')))
    expect(statusCounts(back)).to.deep.equal({ 201: 2 })
  })

  it('holds every trail it answered 201, intact', async () => {
    if (empty === undefined) throw new Error('no database')
    const database = await openSupportDatabase(empty.location)
    try {
      const store = new SupportStore(database.db)
      const missing: string[] = []
      for (const [code, session] of acknowledged) {
        const row = await store.trailByCode(code)
        if (row === undefined || (JSON.parse(row.trail) as { session: string; events: unknown[] }).session !== session) missing.push(code)
      }
      expect(missing).to.deep.equal([])
      expect(acknowledged.size).to.be.greaterThan(2)
    } finally {
      await database.close()
    }
  })
})
