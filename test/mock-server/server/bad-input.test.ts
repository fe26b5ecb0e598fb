import { expect } from 'chai'
import { ErrorBody, type Proposal } from '../../../src/domain/codecs'
import { decodeWith, leaksInternals, type Answer, type TestClient } from './client'
import { createQuoted, paymentUrl } from './proposal-calls'
import { fields, startServer, tempStoreFile, validProposal, removeStoreFolder, type RunningServer } from './running-server'
import { messages } from '../../operations/log-lines'

const UNKNOWN_UUID = '0d9c2b4e-6f1a-4a3b-8c5d-7e9f1a2b3c4d'

const SECURITY_HEADERS = ['x-content-type-options', 'x-frame-options', 'content-security-policy', 'referrer-policy'] as const

const expectSecurityHeaders = (a: Answer, label: string): void => {
  expect(a.headers.get('x-content-type-options'), label).to.equal('nosniff')
  expect(a.headers.get('x-frame-options'), label).to.equal('SAMEORIGIN')
  // Express's own 404 outside the API sends the stricter `default-src 'none'`.
  expect(a.headers.get('content-security-policy'), label).to.match(/default-src '(self|none)'/)
  expect(a.headers.get('referrer-policy'), label).to.be.a('string').and.not.equal('')
  for (const h of SECURITY_HEADERS) expect(a.headers.has(h), `${label} ${h}`).to.equal(true)
}

const expectError = (a: Answer, status: number, code: string): ReturnType<typeof decodeWith<ErrorBody>> => {
  expect(a.status, a.text).to.equal(status)
  expect(a.headers.get('content-type'), a.text).to.match(/^application\/json/)
  const e = decodeWith(ErrorBody, a.body)
  expect(e.code, a.text).to.equal(code)
  return e
}

describe('mock server over HTTP: bad input', () => {
  let server: RunningServer
  let client: TestClient
  let quoted: Proposal

  before(async () => {
    server = await startServer(tempStoreFile('bad-input'))
    client = server.client()
    quoted = await createQuoted(client)
  })
  after(async () => {
    await server.close()
    removeStoreFolder(server.storeFile)
  })

  describe('a body that fails the codec', () => {
    it('answers 400 invalid_request with the exact failing path risk.vehicle.cover_type', async () => {
      const body = validProposal()
      const a = await client.post('/api/proposal', { ...body, risk: { ...body.risk, vehicle: { ...body.risk.vehicle, cover_type: 'FULL' } } })
      const e = expectError(a, 400, 'invalid_request')
      expect(e.errors).to.have.length(1)
      expect(e.errors?.[0]?.path).to.equal('risk.vehicle.cover_type')
      expect(e.errors?.[0]?.message).to.be.a('string').and.include('CoverType')
    })

    it('names every failing path, array entries by index', async () => {
      const body = validProposal()
      const a = await client.post(`/api/proposal/${quoted.uuid}`, {
        ...body,
        is_pay_monthly: 'yes',
        risk: {
          ...body.risk,
          voluntary_excess: 'a lot',
          vehicle: { ...body.risk.vehicle, engine_size: -1 },
          additional_drivers: [{ date_of_birth: '31/02/1990' }],
        },
      })
      const e = expectError(a, 400, 'invalid_request')
      expect(e.errors?.map((x) => x.path).sort()).to.deep.equal(
        ['is_pay_monthly', 'risk.additional_drivers[0].date_of_birth', 'risk.vehicle.engine_size', 'risk.voluntary_excess'].sort(),
      )
    })

    it('names the missing required fields of pay-monthly', async () => {
      const e = expectError(await client.post(`/api/proposal/${quoted.uuid}/pay-monthly`, {}), 400, 'invalid_request')
      expect(e.errors?.map((x) => x.path).sort()).to.deep.equal(['direct_debit', 'is_pay_monthly'])
    })

    it('never echoes a personal value in the messages', async () => {
      const body = validProposal()
      const a = await client.post('/api/proposal', {
        ...body,
        risk: { ...body.risk, proposer: { ...body.risk.proposer, email_address: 'secret-person@@example', date_of_birth: 'born-1984-secretly' } },
      })
      const e = expectError(a, 400, 'invalid_request')
      expect(e.errors?.map((x) => x.path).sort()).to.deep.equal(['risk.proposer.date_of_birth', 'risk.proposer.email_address'])
      expect(a.text).to.not.include('secret')
    })

    it('names the first 20 failing paths, then how many more there are at (body)', async () => {
      const body = validProposal()
      const vehicle = Object.fromEntries(Object.keys(body.risk.vehicle).map((k) => [k, { bad: true }]))
      const e = expectError(await client.post('/api/proposal', { ...body, risk: { ...body.risk, vehicle } }), 400, 'invalid_request')
      const errors = e.errors ?? []
      expect(errors).to.have.length(21)
      expect(errors.slice(0, 20).every((x) => x.path.startsWith('risk.vehicle.'))).to.equal(true)
      expect(errors[20]?.path).to.equal('(body)')
      expect(errors[20]?.message).to.match(/^…and [1-9]\d* more$/)
    })

    it('refuses a text field over 500 characters (no megabytes in one field)', async () => {
      const body = validProposal()
      const a = await client.post('/api/proposal', { ...body, risk: { ...body.risk, vehicle: { ...body.risk.vehicle, description: 'x'.repeat(501) } } })
      expect(expectError(a, 400, 'invalid_request').errors?.map((x) => x.path)).to.deep.equal(['risk.vehicle.description'])
    })
  })

  describe('a body that is not a JSON object', () => {
    it('answers malformed JSON with 400 invalid_json, on every kind of call', async () => {
      for (const path of ['/api/proposal', `/api/proposal/${quoted.uuid}`, '/api/proposal/recall', '/api/vehicle', '/json/proposal/update']) {
        expectError(await client.request('POST', path, { raw: '{"risk": {"vehicle": ' }), 400, 'invalid_json')
      }
    })

    it('answers malformed JSON on the provider page with 400 invalid_json', async () => {
      const url = await paymentUrl(client, quoted.uuid)
      expectError(await client.request('POST', url, { raw: "{card_number: '4242'}" }), 400, 'invalid_json')
    })

    it('answers a JSON string, number, boolean or null body with 400', async () => {
      for (const raw of ['"a proposal"', '42', 'true', 'null']) {
        const a = await client.request('POST', '/api/proposal', { raw })
        expect(a.status, raw).to.equal(400)
        expect(decodeWith(ErrorBody, a.body).code, raw).to.be.oneOf(['invalid_json', 'invalid_request'])
      }
    })

    it('answers an array body with 400 invalid_request at the path (body)', async () => {
      for (const path of ['/api/proposal', '/api/proposal/recall', '/api/recaptcha', `/api/proposal/${quoted.uuid}/pay-monthly`]) {
        const e = expectError(await client.request('POST', path, { raw: '[{"risk": {}}]' }), 400, 'invalid_request')
        expect(e.errors?.map((x) => x.path), path).to.deep.equal(['(body)'])
        expect(e.message, path).to.equal('The request body is not valid.')
      }
    })

    it('answers a body over 256 KB with 413 payload_too_large, storing nothing', async () => {
      const before = server.storeText()
      const body = validProposal()
      const big = JSON.stringify({ ...body, padding: 'x'.repeat(257 * 1024) })
      expectError(await client.request('POST', '/api/proposal', { raw: big }), 413, 'payload_too_large')
      expectError(await client.request('POST', `/api/proposal/${quoted.uuid}`, { raw: big }), 413, 'payload_too_large')
      expect(server.storeText()).to.equal(before)
    })

    it('answers a card form over 16 KB on the provider page with 413', async () => {
      const url = await paymentUrl(client, quoted.uuid)
      expectError(await client.post(url, { name: 'x'.repeat(17 * 1024), card_number: '', expiry: '', cvc: '' }), 413, 'payload_too_large')
    })

    it('accepts a body just under the limit (the limit is the documented 256 KB)', async () => {
      const a = await client.request('POST', '/api/recaptcha', { raw: JSON.stringify({ response: 'ok.x', pad: 'x'.repeat(250 * 1024) }) })
      expect(a.status).to.equal(200)
    })
  })

  describe('an unknown proposal or call', () => {
    const calls: readonly [method: 'GET' | 'POST', path: string, body?: unknown][] = [
      ['GET', `/api/proposal/${UNKNOWN_UUID}`],
      ['POST', `/api/proposal/${UNKNOWN_UUID}`, {}],
      ['POST', `/api/proposal/${UNKNOWN_UUID}/quote`],
      ['POST', `/api/proposal/${UNKNOWN_UUID}/payment-option`, {}],
      ['POST', `/api/proposal/${UNKNOWN_UUID}/addons`, { addons: [] }],
      ['POST', `/api/proposal/${UNKNOWN_UUID}/confirm`, {}],
      ['POST', `/api/proposal/${UNKNOWN_UUID}/pay-monthly`, { is_pay_monthly: true, direct_debit: {} }],
      ['POST', `/api/proposal/${UNKNOWN_UUID}/quote/payment`, { return_url: '/x' }],
      ['POST', `/api/proposal/${UNKNOWN_UUID}/device-risk`, { blackbox: 'bb' }],
      ['POST', `/api/proposal/${UNKNOWN_UUID}/save-device-risk-check`, {}],
      ['POST', `/api/proposal/${UNKNOWN_UUID}/quote/accept`, {}],
      ['GET', `/api/proposal/${UNKNOWN_UUID}/generate-portal-link`],
      ['POST', `/api/proposal/${UNKNOWN_UUID}/send-quote-email`, { uuid: UNKNOWN_UUID }],
      ['POST', '/json/proposal/update', { uuid: UNKNOWN_UUID }],
      ['POST', '/json/proposal/re-quote', { uuid: UNKNOWN_UUID }],
      ['GET', '/api/proposal/not-a-uuid'],
    ]
    calls.forEach(([method, path, body]) => {
      it(`${method} ${path.replace(UNKNOWN_UUID, '{unknown uuid}')} answers 404 code not_found`, async () => {
        expectError(await client.request(method, path, body === undefined ? {} : { json: body }), 404, 'not_found')
      })
    })

    it('says no proposal matches an unknown uuid', async () => {
      expect(expectError(await client.get(`/api/proposal/${UNKNOWN_UUID}`), 404, 'not_found').message).to.equal('No proposal matches.')
    })

    it('answers 404 not_found for unknown paths under /api and /json, any method, never the app', async () => {
      for (const [method, path] of [
        ['GET', '/api/nothing-here'],
        ['POST', '/api/nothing-here'],
        ['GET', '/api'],
        ['GET', '/json/nothing'],
        ['PUT', `/api/proposal/${quoted.uuid}`],
        ['DELETE', `/api/proposal/${quoted.uuid}`],
        ['GET', `/api/proposal/${quoted.uuid}/quote`],
      ] as const) {
        expectError(await client.request(method, path), 404, 'not_found')
      }
      expect(server.storeOnDisk().proposals.find((p) => p.uuid === quoted.uuid)).to.deep.equal(quoted)
    })

    it('answers a malformed escape in the path with 400, not 500', async () => {
      for (const path of ['/api/proposal/%E0%A4%A', '/mock-provider/pay/%E0%A4%A']) {
        const a = await client.get(path)
        expect(a.status, path).to.equal(400)
        expect(decodeWith(ErrorBody, a.body).code, path).to.be.a('string')
      }
    })
  })

  describe('CSRF', () => {
    it('sets the XSRF-TOKEN cookie (SameSite=Strict) on the first answer', async () => {
      const fresh = server.client()
      const a = await fresh.get('/json/status')
      const set = a.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='))
      expect(set).to.match(/SameSite=Strict/)
      expect(fresh.cookie('XSRF-TOKEN')).to.match(/^[\w-]{16,}$/)
    })

    it('refuses a POST with no X-XSRF-TOKEN echo with 403 csrf_failed, storing nothing', async () => {
      const before = server.storeText()
      expectError(await client.post('/api/proposal', validProposal(), { echoCsrf: false }), 403, 'csrf_failed')
      expectError(await client.post(`/api/proposal/${quoted.uuid}/quote`, undefined, { echoCsrf: false }), 403, 'csrf_failed')
      expect(server.storeText()).to.equal(before)
    })

    it('refuses a POST whose echo differs from the cookie with 403 csrf_failed', async () => {
      expectError(await client.post('/api/proposal', validProposal(), { headers: { 'X-XSRF-TOKEN': 'not-the-token' } }), 403, 'csrf_failed')
    })

    it('refuses a POST from a client with no cookie, whatever it echoes', async () => {
      const a = await fetch(`${server.base}/api/recaptcha`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': 'guess', 'X-Requested-With': 'XMLHttpRequest' },
        body: JSON.stringify({ response: 'ok.x' }),
      })
      expect(a.status).to.equal(403)
      expect(fields(await a.json()).code).to.equal('csrf_failed')
    })

    it('guards the provider page too: a card POST with no echo is refused with 403', async () => {
      const url = await paymentUrl(client, quoted.uuid)
      expectError(await client.post(url, { name: 'A', card_number: '4242424242424242', expiry: '12/28', cvc: '123' }, { echoCsrf: false }), 403, 'csrf_failed')
    })

    it('lets a GET through without the echo', async () => {
      expect((await client.get(`/api/proposal/${quoted.uuid}`, { echoCsrf: false })).status).to.equal(200)
    })
  })

  describe('scenarios', () => {
    it('answers an unknown scenario name (header or query) with 400 unknown_scenario', async () => {
      const byHeader = expectError(await client.get('/json/status', { scenario: 'sunshine' }), 400, 'unknown_scenario')
      expect(byHeader.message).to.include('sunshine')
      expectError(await client.get('/json/status?__scenario=500,sunshine'), 400, 'unknown_scenario')
      expectError(await client.post(`/api/proposal/${quoted.uuid}/quote`, undefined, { scenario: 'decline,nope@/quote' }), 400, 'unknown_scenario')
      expect(server.storeOnDisk().proposals.find((p) => p.uuid === quoted.uuid)).to.deep.equal(quoted)
    })
  })

  describe('every answer', () => {
    it('carries the security headers (JSON, errors, HTML pages, paths outside the API)', async () => {
      const url = await paymentUrl(client, quoted.uuid)
      const answers: [string, Answer][] = [
        ['status', await client.get('/json/status')],
        ['proposal', await client.get(`/api/proposal/${quoted.uuid}`)],
        ['404', await client.get('/api/nothing')],
        ['400', await client.post('/api/proposal', { risk: 'x' })],
        ['invalid_json', await client.request('POST', '/api/proposal', { raw: '{' })],
        ['413', await client.request('POST', '/api/proposal', { raw: JSON.stringify({ p: 'x'.repeat(300_000) }) })],
        ['403', await client.post('/api/proposal', {}, { echoCsrf: false })],
        ['provider page', await client.get(url)],
        ['provider script', await client.get('/mock-provider/pay.js')],
        ['outside the API', await client.get('/no-app-here')],
      ]
      for (const [label, a] of answers) expectSecurityHeaders(a, label)
    })

    it('never shows a stack trace, a file path or a module name, and nothing was logged as unexpected', () => {
      expect(leaksInternals(new Error('probe').stack ?? ''), 'the check itself').to.equal(true)
      expect(client.history.length).to.be.above(50)
      for (const a of client.history) expect(leaksInternals(a.text), a.text.slice(0, 300)).to.equal(false)
      expect(messages(server.logs)).not.to.include('unexpected error')
    })

    it('the store file still decodes after all of it', () => {
      expect(server.storeOnDisk().proposals.length).to.be.above(0)
    })
  })
})
