import { expect } from 'chai'
import { sql } from 'kysely'
import { metricsAccessFromEnv } from '../../../src/operations/metrics'
import { buildTrail } from '../../../src/trail/export-trail'
import { storedSample } from '../../fixtures/trails/samples'
import { events, requestLines } from '../../operations/log-lines'
import { hasMetric, labelValues, metric } from '../../operations/prometheus-text'
import { freshPostgresDatabase } from '../../setup/test-postgres'
import { startStandalone, type StandaloneService } from './standalone-service'
import { DATABASE_KINDS } from './support-databases'
import { ALICE, enrolStaffForTest, signInBody, type EnrolledStaff } from './staff-enrolment'

const TOKEN = 'metrics-token-for-the-tests-7f3a9c1e5b2d'

const redacted = () => {
  const { trail } = storedSample('completed-quote.json')
  return buildTrail(trail.events, { ...trail, redact: true }, trail.conversation)
}

const scrape = async (s: StandaloneService, token = TOKEN): Promise<string> => {
  const a = await s.client().get('/metrics', { headers: { Authorization: `Bearer ${token}` } })
  expect(a.status, a.text).to.equal(200)
  return a.text
}

for (const kind of DATABASE_KINDS) {
  describe(`support service on its own: health, readiness, metrics and request ids (${kind.name})`, function () {
    this.timeout(60_000)
    let s: StandaloneService
    let removeDatabase: () => Promise<void>
    let alice: EnrolledStaff

    before(async () => {
      const empty = await kind.create()
      removeDatabase = empty.remove
      s = await startStandalone(empty.location, { metricsAccess: metricsAccessFromEnv({ METRICS_TOKEN: TOKEN }), limits: { signInFailuresPerAccount: 2 } })
      alice = await enrolStaffForTest(s.service.store, ALICE)
    })
    after(async () => {
      await s.close()
      await removeDatabase()
    })

    it('answers /healthz 200 with a tiny JSON, not cached', async () => {
      const a = await s.client().get('/healthz')
      expect(a.status).to.equal(200)
      expect(a.body).to.deep.equal({ status: 'ok' })
      expect(a.headers.get('cache-control')).to.equal('no-store')
    })

    it('answers /readyz 200 while its database answers and every migration has run', async () => {
      const a = await s.client().get('/readyz')
      expect(a.status, a.text).to.equal(200)
      expect(a.body).to.deep.equal({ status: 'ready', checks: { support: 'ready' } })
      expect(a.headers.get('cache-control')).to.equal('no-store')
    })

    it("sends back the caller's X-Request-Id when it is a plain token, and writes it on the request's line and on the events the request caused", async () => {
      const id = `lb-${Date.now().toString(16)}-0a1b2c3d`
      const a = await s.client().post('/api/support/desk/sign-in', await signInBody(alice), { headers: { 'X-Request-Id': id } })
      expect(a.status, a.text).to.equal(200)
      expect(a.headers.get('x-request-id')).to.equal(id)
      expect(requestLines(s.logs).filter((l) => l.reqId === id)).to.have.length(1)
      expect(requestLines(s.logs).find((l) => l.reqId === id)).to.include({ method: 'POST', route: '/api/support/desk/sign-in', status: 200 })
      expect(events(s.logs).find((e) => e.reqId === id)).to.include({ event: 'sign_in', staff: 'alice', service: 'support' })
    })

    it('makes a new id for a request without one, or with one that is not a plain token (spaces, an @, too long)', async () => {
      for (const given of [undefined, 'two words', 'someone@example.com', 'x'.repeat(129), '']) {
        const a = await s.client().get('/healthz', given === undefined ? {} : { headers: { 'X-Request-Id': given } })
        const id = a.headers.get('x-request-id') ?? ''
        expect(id, String(given)).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
        expect(s.logs.join('\n')).to.contain(id)
        if (given !== undefined && given !== '') expect(s.logs.join('\n')).not.to.contain(given)
      }
    })

    it('refuses /metrics without the operator\'s token (401) or with another (401), before collecting anything', async () => {
      const none = await s.client().get('/metrics')
      const wrong = await s.client().get('/metrics', { headers: { Authorization: `Bearer ${TOKEN}x` } })
      for (const a of [none, wrong]) {
        expect(a.status).to.equal(401)
        expect(a.headers.get('www-authenticate')).to.equal('Bearer realm="metrics"')
        expect(a.text).not.to.contain('http_requests_total')
      }
    })

    it('serves /metrics in Prometheus text format with the token; the counters move with the requests, by route pattern, status and reason', async () => {
      const before = await scrape(s)
      const client = s.client()
      expect((await client.post('/api/support/trails', { trail: redacted(), quoteReference: null })).status).to.equal(201)
      expect((await client.post('/api/support/trails', { trail: { format: 'not a trail' } })).status).to.equal(400)
      for (let i = 0; i < 2; i++) expect((await client.post('/api/support/desk/sign-in', { name: 'alice', secret: `wrong-secret-number-${i}`, code: '123456' })).status).to.equal(401)
      expect((await client.post('/api/support/desk/sign-in', await signInBody(alice))).status).to.equal(429)
      expect((await client.get('/api/support/trails/RC-ABC234')).status).to.equal(401)
      const after = await scrape(s)
      const moved = (name: string, labels: Record<string, string> = {}): number => metric(after, name, labels) - metric(before, name, labels)
      expect(moved('http_requests_total', { method: 'POST', route: '/api/support/trails', status: '201' })).to.equal(1)
      expect(moved('http_requests_total', { method: 'POST', route: '/api/support/trails', status: '400' })).to.equal(1)
      expect(moved('http_requests_total', { method: 'GET', route: '/api/support/trails/:code', status: '401' })).to.equal(1)
      expect(moved('http_request_duration_seconds_count', { method: 'POST', route: '/api/support/trails' })).to.equal(2)
      expect(moved('support_trails_taken_total')).to.equal(1)
      expect(moved('support_trails_refused_total', { reason: 'invalid_request' })).to.equal(1)
      expect(moved('support_sign_in_failures_total', { reason: 'wrong-secret' })).to.equal(2)
      expect(moved('support_lockouts_total', { scope: 'account' })).to.equal(1)
      expect(hasMetric(after, 'process_cpu_seconds_total'), 'the process metrics').to.equal(true)
      expect(hasMetric(after, 'support_intake_checks_waiting')).to.equal(true)
      if (kind.dialect === 'postgres') {
        expect(hasMetric(after, 'support_db_pool_connections')).to.equal(true)
        expect(labelValues(after, 'support_db_pool_connections', 'state').sort()).to.deep.equal(['idle', 'in_use', 'waiting'])
        expect(metric(after, 'support_db_pool_connections', { state: 'idle' })).to.be.greaterThan(0)
      } else {
        expect(hasMetric(after, 'support_db_sqlite_wal_bytes')).to.equal(true)
        expect(metric(after, 'support_db_sqlite_writes_waiting')).to.equal(0)
      }
    })

    it('labels requests by route pattern and a few fixed names: never a code, a query or a path a client made up', async () => {
      const client = s.client()
      await client.get('/api/support/trails/RC-QQQ777')
      await client.get('/api/support/trails?reference=12345-67890-12345')
      await client.get(`/made-up-${Date.now()}/RC-ZZZ999`)
      const text = await scrape(s)
      const routes = labelValues(text, 'http_requests_total', 'route')
      expect(routes).to.include.members(['/api/support/trails/:code', '/api/support/trails', '(not found)', '/metrics'])
      for (const r of routes) expect(r, r).to.match(/^(\/[a-z:/-]*|\([a-z ]+\))$/)
      for (const raw of ['RC-QQQ777', 'RC-ZZZ999', '12345-67890-12345', 'made-up']) expect(text).not.to.contain(raw)
    })

    it('logs each request once, as one JSON line with its route pattern, status and time, and never the query', async () => {
      const before = s.logs.length
      await s.client().get('/api/support/trails?reference=54321-09876-54321')
      const lines = s.logs.slice(before)
      expect(lines).to.have.length(1)
      const line = requestLines(lines)[0]
      expect(line).to.include({ level: 'info', method: 'GET', route: '/api/support/trails', status: 401, code: 'unauthorized' })
      expect(line?.ms).to.be.a('number')
      expect(lines[0]).not.to.contain('54321-09876-54321')
    })

    describe('when a migration this build knows is not recorded as run', () => {
      it('answers /readyz 503 migrations_pending, and /healthz 200 still', async () => {
        const db = s.service.database.db
        const row = (await sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration where name = '0002_staff'`.execute(db)).rows[0]
        await sql`delete from kysely_migration where name = '0002_staff'`.execute(db)
        try {
          const a = await s.client().get('/readyz')
          expect(a.status, a.text).to.equal(503)
          expect(a.body).to.deep.equal({ status: 'not_ready', reason: 'migrations_pending', checks: { support: 'migrations_pending' } })
          expect((await s.client().get('/healthz')).status).to.equal(200)
        } finally {
          await sql`insert into kysely_migration (name, timestamp) values (${row?.name ?? ''}, ${row?.timestamp ?? ''})`.execute(db)
        }
        expect((await s.client().get('/readyz')).status).to.equal(200)
      })
    })
  })
}

describe('support service on its own: when its PostgreSQL database goes away', function () {
  this.timeout(60_000)
  let s: StandaloneService
  let url = ''
  let drop: () => Promise<void>

  before(async () => {
    ;({ url, drop } = await freshPostgresDatabase())
    s = await startStandalone({ kind: 'postgres', url })
    expect((await s.client().get('/readyz')).status).to.equal(200)
    await drop()
  })
  after(async () => {
    await s.close()
  })

  it('answers /readyz 503 database_unreachable, with no message, host, database name or connection string', async () => {
    const a = await s.client().get('/readyz')
    expect(a.status, a.text).to.equal(503)
    expect(a.body).to.deep.equal({ status: 'not_ready', reason: 'database_unreachable', checks: { support: 'database_unreachable' } })
    const where = new URL(url)
    for (const part of [url, where.hostname, where.port, where.pathname.slice(1), 'postgres', 'Error', ' at ']) expect(a.text, part).not.to.contain(part)
  })

  it('answers /healthz 200: the process is alive, so nothing restarts it', async () => {
    const a = await s.client().get('/healthz')
    expect(a.status).to.equal(200)
    expect(a.body).to.deep.equal({ status: 'ok' })
  })

  it('keeps /metrics off: no token or allow-list was set', async () => {
    const a = await s.client().get('/metrics')
    expect(a.status).to.equal(404)
    expect(a.text).not.to.contain('http_requests_total')
  })
})

describe('support service on its own: when its SQLite database is closed under it', function () {
  this.timeout(30_000)
  it('answers /readyz 503 database_unreachable and /healthz 200', async () => {
    const empty = await DATABASE_KINDS[0]?.create()
    if (empty === undefined) throw new Error('no SQLite kind')
    const s = await startStandalone(empty.location)
    try {
      expect((await s.client().get('/readyz')).status).to.equal(200)
      await s.service.database.close()
      const a = await s.client().get('/readyz')
      expect(a.status, a.text).to.equal(503)
      expect(a.body).to.include({ reason: 'database_unreachable' })
      expect((await s.client().get('/healthz')).status).to.equal(200)
    } finally {
      await s.close().catch(() => undefined)
      await empty.remove()
    }
  })
})
