import { expect } from 'chai'
import { metricsAccessFromEnv } from '../../../src/operations/metrics'
import { buildTrail } from '../../../src/trail/export-trail'
import { storedSample } from '../../fixtures/trails/samples'
import { metric } from '../../operations/prometheus-text'
import { freshPostgresDatabase } from '../../setup/test-postgres'
import { startMachine, type RunningMachine } from './one-machine'

const TOKEN = 'metrics-token-for-the-one-machine-9b1f7a2c4d'

const redacted = () => {
  const { trail } = storedSample('completed-quote.json')
  return buildTrail(trail.events, { ...trail, redact: true }, trail.conversation)
}

describe('one machine (npm start): both services\' readiness and metrics on one port', function () {
  this.timeout(60_000)

  describe('when both are up', () => {
    let m: RunningMachine
    before(async () => {
      m = await startMachine({ metricsAccess: metricsAccessFromEnv({ METRICS_TOKEN: TOKEN }) })
    })
    after(async () => {
      await m.close()
    })

    it('answers /readyz 200 naming both: the insurer\'s store and the support service\'s database', async () => {
      const a = await m.client().get('/readyz')
      expect(a.status, a.text).to.equal(200)
      expect(a.body).to.deep.equal({ status: 'ready', checks: { insurer: 'ready', support: 'ready' } })
    })

    it('serves one /metrics with the requests of both and the support service\'s own counters', async () => {
      const scrape = async (): Promise<string> => (await m.client().get('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } })).text
      const before = await scrape()
      expect((await m.client().post('/api/support/trails', { trail: redacted(), quoteReference: null })).status).to.equal(201)
      expect((await m.client().get('/api/list')).status).to.equal(200)
      const after = await scrape()
      expect(metric(after, 'support_trails_taken_total') - metric(before, 'support_trails_taken_total')).to.equal(1)
      expect(metric(after, 'http_requests_total', { route: '/api/support/trails', status: '201' }) - metric(before, 'http_requests_total', { route: '/api/support/trails', status: '201' })).to.equal(1)
      expect(metric(after, 'http_requests_total', { route: '/api/list', status: '200' })).to.be.greaterThan(0)
    })
  })

  describe('when the support service\'s PostgreSQL database is gone', () => {
    let m: RunningMachine
    before(async () => {
      const { url, drop } = await freshPostgresDatabase()
      m = await startMachine({ database: { kind: 'postgres', url } })
      expect((await m.client().get('/readyz')).status).to.equal(200)
      await drop()
    })
    after(async () => {
      await m.close()
    })

    it('answers /readyz 503 with the support service\'s reason, the insurer still ready', async () => {
      const a = await m.client().get('/readyz')
      expect(a.status, a.text).to.equal(503)
      expect(a.body).to.deep.equal({ status: 'not_ready', reason: 'database_unreachable', checks: { insurer: 'ready', support: 'database_unreachable' } })
    })

    it('answers /healthz 200, and the insurer\'s calls as ever', async () => {
      expect((await m.client().get('/healthz')).status).to.equal(200)
      expect((await m.client().get('/api/list')).status).to.equal(200)
    })
  })

  describe('when the operator allows networks rather than a token', () => {
    for (const { allow, token, status, why } of [
      { allow: '10.0.0.0/8, 192.168.0.0/16', token: undefined, status: 403, why: 'refuses a caller outside them (403)' },
      { allow: '127.0.0.0/8,::1', token: undefined, status: 200, why: 'serves a caller inside them, with no token' },
      { allow: '127.0.0.1', token: TOKEN, status: 401, why: 'asks for the token as well when both are set, and the caller sends none (401)' },
    ])
      it(why, async () => {
        const m = await startMachine({ metricsAccess: metricsAccessFromEnv({ METRICS_ALLOW: allow, METRICS_TOKEN: token }) })
        try {
          const a = await m.client().get('/metrics')
          expect(a.status, a.text).to.equal(status)
          if (status === 200) expect(a.text).to.contain('http_requests_total')
          else expect(a.text).not.to.contain('http_requests_total')
        } finally {
          await m.close()
        }
      })
  })
})

describe('who may read /metrics, as the operator sets it', () => {
  it('is nobody when neither METRICS_TOKEN nor METRICS_ALLOW is set', () => {
    expect(metricsAccessFromEnv({})).to.equal(undefined)
    expect(metricsAccessFromEnv({ METRICS_TOKEN: '', METRICS_ALLOW: ' , ' })).to.equal(undefined)
  })

  it('refuses to start with a token shorter than 32 characters, or an entry that is not an address or a network, naming the variable', () => {
    expect(() => metricsAccessFromEnv({ METRICS_TOKEN: 'short-token' })).to.throw('METRICS_TOKEN must be at least 32 characters long')
    for (const entry of ['10.0.0.0/33', 'staff-network', '10.0.0/8', '::1/129', '10.0.0.0/8/1'])
      expect(() => metricsAccessFromEnv({ METRICS_ALLOW: `127.0.0.1,${entry}` }), entry).to.throw(`METRICS_ALLOW must list addresses or CIDR networks, comma-separated (got ${JSON.stringify(entry)})`)
  })
})
