import { expect } from 'chai'
import { AddressList, ErrorBody, Proposal, RegistrationLookupAnswer } from '../../../src/domain/codecs'
import { decodeWith, type TestClient } from './client'
import { createProposal, createQuoted } from './proposal-calls'
import { startServer, tempStoreFile, validProposal, removeStoreFolder, type RunningServer } from './running-server'

describe('mock server over HTTP: scenarios', () => {
  let server: RunningServer
  let client: TestClient

  before(async () => {
    server = await startServer(tempStoreFile('scenarios'))
    client = server.client()
  })
  after(async () => {
    await server.close()
    removeStoreFolder(server.storeFile)
  })

  it('500 answers 500 server_error on any call, storing nothing', async () => {
    const before = server.storeText()
    for (const a of [
      await client.get('/json/status', { scenario: '500' }),
      await client.get('/api/list', { scenario: '500' }),
      await client.post('/api/proposal', validProposal(), { scenario: '500' }),
    ]) {
      expect(a.status).to.equal(500)
      expect(decodeWith(ErrorBody, a.body).code).to.equal('server_error')
    }
    expect(server.storeText()).to.equal(before)
  })

  it('419 answers 419 session_expired', async () => {
    const p = await createProposal(client)
    for (const a of [await client.get(`/api/proposal/${p.uuid}`, { scenario: '419' }), await client.post(`/api/proposal/${p.uuid}/quote`, undefined, { scenario: '419' })]) {
      expect(a.status).to.equal(419)
      expect(decodeWith(ErrorBody, a.body).code).to.equal('session_expired')
    }
  })

  it('is also chosen by the __scenario query parameter', async () => {
    const a = await client.get('/json/status?__scenario=419')
    expect(a.status).to.equal(419)
  })

  it('500@/quote answers 500 only on paths containing /quote', async () => {
    const p = await createQuoted(client)
    const scenario = '500@/quote'
    const quote = await client.post(`/api/proposal/${p.uuid}/quote`, undefined, { scenario })
    expect(quote.status).to.equal(500)
    expect(decodeWith(ErrorBody, quote.body).code).to.equal('server_error')
    expect((await client.post(`/api/proposal/${p.uuid}/quote/payment`, { return_url: '/x' }, { scenario })).status).to.equal(500)
    expect((await client.get(`/api/proposal/${p.uuid}`, { scenario })).status).to.equal(200)
    expect((await client.post(`/api/proposal/${p.uuid}/addons`, { addons: [] }, { scenario })).status).to.equal(200)
    expect((await client.get('/json/status', { scenario })).status).to.equal(200)
    // The failed quote call changed nothing: the stored quote is the one before it.
    expect(server.storeOnDisk().proposals.find((x) => x.uuid === p.uuid)?.quote).to.deep.equal(p.quote)
  })

  it('500@/quote given by the __scenario query parameter still applies only to /quote paths (the query is not the path)', async () => {
    const p = await createQuoted(client)
    const q = encodeURIComponent('500@/quote')
    expect((await client.get(`/api/proposal/${p.uuid}?__scenario=${q}`)).status).to.equal(200)
    expect((await client.get(`/api/address?postcode=LS62AB&next=/quote&__scenario=${q}`)).status).to.equal(200)
    expect((await client.post(`/api/proposal/${p.uuid}/quote?__scenario=${q}`)).status).to.equal(500)
  })

  it('latency=200 delays the answer by at least 200 ms', async () => {
    const a = await client.get('/json/status', { scenario: 'latency=200' })
    expect(a.status).to.equal(200)
    // Only the lower bound (timers may round a millisecond down); never an upper bound.
    expect(a.ms).to.be.at.least(198)
  })

  it('latency with 500 waits, then answers 500', async () => {
    const a = await client.get('/json/status', { scenario: 'latency=200,500' })
    expect(a.status).to.equal(500)
    expect(a.ms).to.be.at.least(198)
  })

  it('not-found: proposals, recall and lookups find nothing', async () => {
    const p = await createQuoted(client)
    const scenario = 'not-found'
    const get = await client.get(`/api/proposal/${p.uuid}`, { scenario })
    expect(get.status).to.equal(404)
    expect(decodeWith(ErrorBody, get.body).code).to.equal('not_found')
    const recall = await client.post('/api/proposal/recall', { reference: p.quote?.reference, postcode: 'LS6 2AB', dob: '1984-07-19' }, { scenario })
    expect(recall.status).to.equal(404)
    expect(decodeWith(ErrorBody, recall.body).code).to.equal('not_found')
    expect(decodeWith(RegistrationLookupAnswer, (await client.post('/api/vehicle/registration', { registration: 'YH19KXT' }, { scenario })).body).vehicles).to.deep.equal([])
    expect(decodeWith(RegistrationLookupAnswer, (await client.get('/api/vehicle?registration=YH19KXT', { scenario })).body).vehicles).to.deep.equal([])
    expect(decodeWith(AddressList, (await client.get('/api/address?postcode=LS62AB', { scenario })).body)).to.deep.equal([])
    // Without the scenario all of it is found.
    expect(decodeWith(Proposal, (await client.get(`/api/proposal/${p.uuid}`)).body).uuid).to.equal(p.uuid)
  })

  it('expired: a call naming a stored proposal answers 410 expired; an unknown uuid is still not_found; nothing is stored', async () => {
    const p = await createQuoted(client)
    const scenario = 'expired'
    const before = server.storeText()
    for (const a of [
      await client.get(`/api/proposal/${p.uuid}`, { scenario }),
      await client.post(`/api/proposal/${p.uuid}/quote`, undefined, { scenario }),
      await client.post(`/api/proposal/${p.uuid}/quote/payment`, { return_url: '/x' }, { scenario }),
      await client.post('/json/proposal/update', { ...p }, { scenario }),
    ]) {
      expect(a.status, a.text).to.equal(410)
      expect(decodeWith(ErrorBody, a.body)).to.deep.equal({ code: 'expired', message: 'This quote has expired.' })
    }
    expect(server.storeText()).to.equal(before)
    const unknown = await client.get('/api/proposal/00000000-0000-4000-8000-000000000000', { scenario })
    expect(unknown.status).to.equal(404)
    expect(decodeWith(ErrorBody, unknown.body).code).to.equal('not_found')
    // Without the scenario the quote is there.
    expect(decodeWith(Proposal, (await client.get(`/api/proposal/${p.uuid}`)).body).uuid).to.equal(p.uuid)
  })

  it('applies to the provider pages too', async () => {
    expect((await client.get('/mock-provider/pay.js', { scenario: '500' })).status).to.equal(500)
  })

  describe('scenarios in force by default (MOCK_SCENARIO)', () => {
    let defaulted: RunningServer

    before(async () => {
      defaulted = await startServer(tempStoreFile('scenarios-default'), { scenarios: '500@/quote' })
    })
    after(async () => {
      await defaulted.close()
      removeStoreFolder(defaulted.storeFile)
    })

    it('apply when a request names none, and a request naming its own replaces them', async () => {
      const c = defaulted.client()
      const p = await createProposal(c)
      expect((await c.post(`/api/proposal/${p.uuid}/quote`)).status).to.equal(500)
      const own = await c.post(`/api/proposal/${p.uuid}/quote`, undefined, { scenario: 'refer' })
      expect(own.status).to.equal(200)
      expect(decodeWith(Proposal, own.body).quote?.is_referred).to.equal(true)
    })
  })

  describe('chosen by a request only where the server takes them (requestScenarios, MOCK_REQUEST_SCENARIOS=on)', () => {
    const servers: RunningServer[] = []
    const start = async (opts: Parameters<typeof startServer>[1]): Promise<TestClient> => {
      const s = await startServer(tempStoreFile('scenarios-request'), opts)
      servers.push(s)
      return s.client()
    }
    after(async () => {
      for (const s of servers) {
        await s.close()
        removeStoreFolder(s.storeFile)
      }
    })

    // requestScenarios undefined: createMockServer's own default (the test helper's is on).
    for (const [title, opts] of [
      ['off by default', { requestScenarios: undefined }],
      ['off', { requestScenarios: false }],
    ] as const) {
      it(`${title}: X-Mock-Scenario and ?__scenario= are ignored (no 500, no 419, no latency, no unknown-name refusal)`, async () => {
        const c = await start(opts)
        for (const a of [
          await c.get('/json/status', { scenario: '500' }),
          await c.get('/json/status?__scenario=500'),
          await c.get('/api/list', { scenario: '419' }),
          await c.get('/json/status?__scenario=419'),
          await c.get('/json/status', { scenario: 'sunshine' }),
          await c.post('/api/proposal', validProposal(), { scenario: '500' }),
        ]) {
          expect(a.status, a.text).to.be.oneOf([200, 201])
        }
        const slow = await c.get('/json/status', { scenario: 'latency=3000' })
        expect(slow.status).to.equal(200)
        expect(slow.ms).to.be.below(2000)
        const slowQuery = await c.get('/json/status?__scenario=latency%3D3000')
        expect(slowQuery.ms).to.be.below(2000)
        const p = await createProposal(c)
        const quoted = decodeWith(Proposal, (await c.post(`/api/proposal/${p.uuid}/quote`, undefined, { scenario: 'decline' })).body)
        expect(quoted.quote?.is_quoted).to.equal(true)
      })
    }

    it('off: the server-wide scenarios (MOCK_SCENARIO) still apply, and a request cannot replace them', async () => {
      const c = await start({ requestScenarios: false, scenarios: '500@/quote' })
      const p = await createProposal(c)
      expect((await c.post(`/api/proposal/${p.uuid}/quote`)).status).to.equal(500)
      expect((await c.post(`/api/proposal/${p.uuid}/quote`, undefined, { scenario: 'refer' })).status).to.equal(500)
      expect((await c.get('/json/status')).status).to.equal(200)
    })

    it('on: X-Mock-Scenario and ?__scenario= give 500, and latency is applied', async () => {
      const c = await start({ requestScenarios: true })
      expect((await c.get('/json/status', { scenario: '500' })).status).to.equal(500)
      expect((await c.get('/json/status?__scenario=500')).status).to.equal(500)
      const slow = await c.get('/json/status', { scenario: 'latency=200' })
      expect(slow.status).to.equal(200)
      expect(slow.ms).to.be.at.least(198)
    })
  })
})
