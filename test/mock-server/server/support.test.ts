import { expect } from 'chai'
import { readFileSync } from 'node:fs'
import { supportStoreFile } from '../../../mock-server/store/support-store'
import { buildTrail } from '../../../src/trail/export-trail'
import { storedSample } from '../../fixtures/trails/samples'
import { removeStoreFolder, startServer, tempStoreFile, type RunningServer } from './running-server'

describe('mock server: POST /api/support/trails', () => {
  let server: RunningServer
  before(async () => {
    server = await startServer(tempStoreFile('support'))
  })
  after(async () => {
    await server.close()
    removeStoreFolder(server.storeFile)
  })

  const redacted = () => {
    const { trail } = storedSample('completed-quote.json')
    return buildTrail(trail.events, { ...trail, redact: true }, trail.conversation)
  }

  it('stores a redacted trail with its quote reference and answers a short support code', async () => {
    const a = await server.client().request('POST', '/api/support/trails', { json: { trail: redacted(), quoteReference: '48213-90577-31642' } })
    expect(a.status).to.equal(201)
    const { code } = a.body as { code: string }
    expect(code).to.match(/^RC-[A-HJKMNP-Z2-9]{6}$/)
    const stored = JSON.parse(readFileSync(supportStoreFile(server.storeFile), 'utf8')) as { trails: { code: string; quoteReference: string; trail: { events: unknown[] } }[] }
    const entry = stored.trails.find((x) => x.code === code)
    expect(entry?.quoteReference).to.equal('48213-90577-31642')
    expect(entry?.trail.events.length).to.equal(redacted().events.length)
    expect(JSON.stringify(entry)).not.to.contain('Eleanor')
  })

  it('refuses a full (unredacted) trail', async () => {
    const { trail } = storedSample('completed-quote.json')
    const a = await server.client().request('POST', '/api/support/trails', { json: { trail, quoteReference: null } })
    expect(a.status).to.equal(400)
    expect(a.body).to.deep.include({ code: 'invalid_request' })
    expect(JSON.stringify(a.body)).to.contain('trail.redacted')
  })

  it('refuses a trail that does not decode, naming the first bad event', async () => {
    const t = redacted() as unknown as { events: { type: string }[] }
    ;(t.events[3] as { type: string }).type = 'proposal/Nonsense'
    const a = await server.client().request('POST', '/api/support/trails', { json: { trail: t, quoteReference: null } })
    expect(a.status).to.equal(400)
    expect(JSON.stringify(a.body)).to.contain('event 3: type: unknown event type')
  })

  it('refuses a malformed quote reference, a body over the size limit (413), and a request without the CSRF echo (403)', async () => {
    const bad = await server.client().request('POST', '/api/support/trails', { json: { trail: redacted(), quoteReference: 'ABC' } })
    expect(bad.status).to.equal(400)
    const big = await server.client().request('POST', '/api/support/trails', { raw: JSON.stringify({ trail: redacted(), pad: 'x'.repeat(2_200_000) }) })
    expect(big.status).to.equal(413)
    const forged = await server.client().request('POST', '/api/support/trails', { json: { trail: redacted(), quoteReference: null }, echoCsrf: false })
    expect(forged.status).to.equal(403)
  })
})
