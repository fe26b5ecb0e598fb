import { expect } from 'chai'
import { rmSync } from 'node:fs'
import { CALLS, routeOf } from '../../../src/domain/calls'
import { metricsAccessFromEnv } from '../../../src/operations/metrics'
import { requestLines } from '../../operations/log-lines'
import { labelValues, metric } from '../../operations/prometheus-text'
import { removeStoreFolder, startServer, tempStoreFile, validProposal, type RunningServer } from './running-server'

const TOKEN = 'metrics-token-for-the-insurer-tests-41ce09d2'

describe('mock insurer over HTTP: health, readiness, request lines and metrics', function () {
  this.timeout(30_000)
  let server: RunningServer

  before(async () => {
    server = await startServer(tempStoreFile('operations'), { metricsAccess: metricsAccessFromEnv({ METRICS_TOKEN: TOKEN }) })
  })
  after(async () => {
    await server.close()
    removeStoreFolder(server.storeFile)
  })

  it('answers /healthz 200 and /readyz 200 while its store is written and locked by this process', async () => {
    const health = await server.client().get('/healthz')
    expect(health.status).to.equal(200)
    expect(health.body).to.deep.equal({ status: 'ok' })
    const ready = await server.client().get('/readyz')
    expect(ready.status, ready.text).to.equal(200)
    expect(ready.body).to.deep.equal({ status: 'ready', checks: { insurer: 'ready' } })
    for (const a of [health, ready]) expect(a.headers.get('cache-control')).to.equal('no-store')
  })

  it("names each request's route by its pattern, never its uuid, registration or postcode, in its line and its metrics", async () => {
    const client = server.client()
    const created = await client.post('/api/proposal', validProposal())
    expect(created.status, created.text).to.equal(201)
    const uuid = (created.body as { uuid: string }).uuid
    expect((await client.get(`/api/proposal/${uuid}`)).status).to.equal(200)
    expect((await client.get('/api/vehicle?registration=QZ19XKQ')).status).to.equal(200)
    expect((await client.get('/api/address?postcode=EH39QZ')).status).to.equal(200)
    const lines = requestLines(server.logs)
    const routes = lines.map((l) => l.route)
    expect(routes).to.include.members([routeOf(CALLS.createProposal), routeOf(CALLS.getProposal), routeOf(CALLS.lookupRegistrationByQuery), routeOf(CALLS.lookupAddress)])
    const text = await (await fetch(`${server.base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).text()
    expect(metric(text, 'http_requests_total', { method: 'GET', route: routeOf(CALLS.getProposal), status: '200' })).to.equal(1)
    for (const raw of [uuid, 'QZ19XKQ', 'EH39QZ', 'EH3 9QZ', 'registration=', 'postcode=']) {
      expect(server.logs.join('\n'), raw).not.to.contain(raw)
      expect(text, raw).not.to.contain(raw)
    }
  })

  it('names a call refused before its route ran (the CSRF check) by its route, with the refusal\'s code', async () => {
    const a = await server.client().request('POST', '/api/proposal', { json: validProposal(), echoCsrf: false })
    expect(a.status).to.equal(403)
    const line = requestLines(server.logs).find((l) => l.reqId === a.headers.get('x-request-id'))
    expect(line).to.include({ route: routeOf(CALLS.createProposal), status: 403, code: 'csrf_failed' })
  })

  it('labels a path no call has by a fixed name, whatever the path', async () => {
    const made = `/api/no-such-call-${Date.now()}`
    expect((await server.client().get(made)).status).to.equal(404)
    const text = await (await fetch(`${server.base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })).text()
    expect(labelValues(text, 'http_requests_total', 'route')).to.include('(not found)')
    expect(text).not.to.contain(made)
  })

  describe('when the store\'s lock file is taken from it', () => {
    it('answers /readyz 503 store_lock_lost, and /healthz 200 still', async () => {
      rmSync(`${server.storeFile}.lock`)
      const ready = await server.client().get('/readyz')
      expect(ready.status, ready.text).to.equal(503)
      expect(ready.body).to.deep.equal({ status: 'not_ready', reason: 'store_lock_lost', checks: { insurer: 'store_lock_lost' } })
      expect((await server.client().get('/healthz')).status).to.equal(200)
    })
  })
})

describe('mock insurer over HTTP: metrics an operator has not turned on', function () {
  this.timeout(30_000)
  let server: RunningServer

  before(async () => {
    server = await startServer(tempStoreFile('operations-off'))
  })
  after(async () => {
    await server.close()
    removeStoreFolder(server.storeFile)
  })

  it('answers /metrics 404, token or not: off unless METRICS_TOKEN or METRICS_ALLOW is set', async () => {
    for (const headers of [{}, { Authorization: `Bearer ${TOKEN}` }] as Record<string, string>[]) {
      const a = await server.client().get('/metrics', { headers })
      expect(a.status).to.equal(404)
      expect(a.text).not.to.contain('http_requests_total')
    }
  })
})
