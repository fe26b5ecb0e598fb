import { expect } from 'chai'
import { SUPPORT_DESK_OFF } from '../../../mock-server/routes/support'
import { buildTrail } from '../../../src/trail/export-trail'
import { storedSample } from '../../fixtures/trails/samples'
import { removeStoreFolder, startServer, tempStoreFile, type RunningServer } from './running-server'

const TOKEN = 'desk-token-7c41e0b9f2a84d6e'
const REFERENCE = '48213-90577-31642'

/** Issue 11 item 3: the support desk's calls, for staff with the desk token only. */
describe('mock server: the support desk (GET /api/support/trails…)', () => {
  let server: RunningServer
  let code = ''
  before(async () => {
    server = await startServer(tempStoreFile('support-desk'), { supportDeskToken: TOKEN })
    const { trail } = storedSample('completed-quote.json')
    const sent = await server.client().request('POST', '/api/support/trails', { json: { trail: buildTrail(trail.events, { ...trail, redact: true }, trail.conversation), quoteReference: REFERENCE } })
    expect(sent.status, sent.text).to.equal(201)
    code = (sent.body as { code: string }).code
  })
  after(async () => {
    await server.close()
    removeStoreFolder(server.storeFile)
  })
  const staff = { Authorization: `Bearer ${TOKEN}` }

  it('finds a trail by its support code: when it came, its quote, and the trail (redacted)', async () => {
    const a = await server.client().request('GET', `/api/support/trails/${code}`, { headers: staff })
    expect(a.status, a.text).to.equal(200)
    const body = a.body as { code: string; quoteReference: string; trail: { redacted: boolean; events: unknown[] } }
    expect(body).to.include({ code, quoteReference: REFERENCE })
    expect(body.trail.redacted).to.equal(true)
    expect(body.trail.events.length).to.be.greaterThan(10)
    expect(a.headers.get('cache-control')).to.equal('no-store')
  })

  it('lists the trails sent for a quote reference', async () => {
    const a = await server.client().request('GET', `/api/support/trails?reference=${REFERENCE}`, { headers: staff })
    expect(a.status, a.text).to.equal(200)
    expect((a.body as { trails: { code: string }[] }).trails.map((t) => t.code)).to.include(code)
    const none = await server.client().request('GET', '/api/support/trails?reference=11111-22222-33333', { headers: staff })
    expect((none.body as { trails: unknown[] }).trails).to.deep.equal([])
  })

  it('finds a requoted session by its first quote reference as well as by the one its page held when sent', async () => {
    const { trail } = storedSample('requote.json')
    const [first, latest] = ['48213-90577-31642', '48213-90577-31668']
    const sent = await server.client().request('POST', '/api/support/trails', { json: { trail: buildTrail(trail.events, { ...trail, redact: true }, trail.conversation), quoteReference: latest } })
    expect(sent.status, sent.text).to.equal(201)
    const requoted = (sent.body as { code: string }).code
    for (const reference of [first, latest]) {
      const a = await server.client().request('GET', `/api/support/trails?reference=${reference}`, { headers: staff })
      expect((a.body as { trails: { code: string }[] }).trails.map((t) => t.code), reference).to.include(requoted)
    }
  })

  it('answers 404 for a code nobody sent, and 400 naming the path for a malformed code or reference', async () => {
    expect((await server.client().request('GET', '/api/support/trails/RC-AAAAAA', { headers: staff })).status).to.equal(404)
    const badCode = await server.client().request('GET', '/api/support/trails/not-a-code', { headers: staff })
    expect(badCode.status).to.equal(400)
    expect(JSON.stringify(badCode.body)).to.contain('"path":"code"')
    const badRef = await server.client().request('GET', '/api/support/trails?reference=12345', { headers: staff })
    expect(badRef.status).to.equal(400)
    expect(JSON.stringify(badRef.body)).to.contain('"path":"reference"')
  })

  it('refuses without the token, with a wrong one, or with the token anywhere but the Authorization header (401)', async () => {
    const attempts: Record<string, string>[] = [{}, { Authorization: 'Bearer wrong-token' }, { Authorization: TOKEN }, { 'X-Desk-Token': TOKEN }]
    for (const headers of attempts) {
      const a = await server.client().request('GET', `/api/support/trails/${code}`, { headers })
      expect(a.status, JSON.stringify(headers)).to.equal(401)
      expect(a.headers.get('www-authenticate')).to.match(/^Bearer/)
    }
    expect((await server.client().request('GET', `/api/support/trails/${code}?token=${TOKEN}`)).status).to.equal(401)
  })

  it("never writes the token in the server's log", () => {
    expect(server.logs.join('\n')).not.to.contain(TOKEN)
  })

  it('is off on a server without a desk token: 404 saying how to turn it on', async () => {
    const off = await startServer(tempStoreFile('support-desk-off'))
    try {
      const a = await off.client().request('GET', '/api/support/trails/RC-AAAAAA', { headers: staff })
      expect(a.status).to.equal(404)
      expect(a.text).to.equal(SUPPORT_DESK_OFF)
    } finally {
      await off.close()
      removeStoreFolder(off.storeFile)
    }
  })
})
