import { expect } from 'chai'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { Proposal } from '../../../src/domain/codecs'
import { ROUTES } from '../../../src/domain/routes'
import { rawRequest, type RawAnswer } from '../raw-http'
import { decodeWith, type TestClient } from './client'
import { removeStoreFolder, startServer, tempStoreFile, validProposalStartingToday, type RunningServer } from './running-server'
import { events } from '../../operations/log-lines'

/** The body of a raw answer, decompressed as its Content-Encoding says. */
const decoded = (a: RawAnswer): unknown => {
  const coding = a.headers['content-encoding']
  const bytes = coding === 'br' ? brotliDecompressSync(a.body) : coding === 'gzip' ? gunzipSync(a.body) : a.body
  return JSON.parse(bytes.toString('utf8')) as unknown
}

/** The headers a browser page's client sends: its cookies and the CSRF echo. */
const sessionHeaders = (client: TestClient): Record<string, string> => ({
  Cookie: ['rc_session', 'XSRF-TOKEN'].map((name) => `${name}=${encodeURIComponent(client.cookie(name) ?? '')}`).join('; '),
  'X-XSRF-TOKEN': client.cookie('XSRF-TOKEN') ?? '',
  'X-Requested-With': 'XMLHttpRequest',
})

/*
 * The delivery headers of the whole server, as a browser meets them: the API's answers holding a proposal
 * never stored and compressed when large and asked for, small answers as they are, the built app's files
 * cached by their names, robots.txt, noindex on the pages that show a proposal, and the preload of the proposal a
 * page's screen fetches.
 */
describe('mock server over HTTP: delivery headers', () => {
  let server: RunningServer
  let appDir: string
  let client: TestClient
  let uuid: string

  before(async () => {
    appDir = mkdtempSync(join(tmpdir(), 'ridecover-delivery-app-'))
    writeFileSync(join(appDir, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>')
    writeFileSync(join(appDir, 'main.0a1b2c3d.js'), `export const words = '${'ride '.repeat(300)}'\n`)
    server = await startServer(tempStoreFile('delivery'), { appDir })
    client = server.client()
    const created = await client.post('/api/proposal', validProposalStartingToday())
    uuid = decodeWith(Proposal, created.body).uuid
  })
  after(async () => {
    await server.close()
    removeStoreFolder(server.storeFile)
    rmSync(appDir, { recursive: true, force: true })
  })

  describe('when an answer carries a proposal', () => {
    it('is never stored, and is sent brotli-compressed to a client accepting br, gzip to one accepting only gzip, the same JSON either way', async () => {
      const plain = await rawRequest(server.base, `/api/proposal/${uuid}`)
      expect(plain.body.length).to.be.above(1024)
      const proposal = decoded(plain)
      for (const [accept, coding] of [['gzip, deflate, br', 'br'], ['gzip', 'gzip']] as const) {
        const a = await rawRequest(server.base, `/api/proposal/${uuid}`, { headers: { 'Accept-Encoding': accept } })
        expect(a.status).to.equal(200)
        expect(a.headers['cache-control']).to.equal('no-store')
        expect(a.headers['content-encoding']).to.equal(coding)
        expect(a.headers.vary).to.match(/Accept-Encoding/i)
        expect(a.body.length).to.be.lessThan(plain.body.length / 2)
        expect(decoded(a)).to.deep.equal(proposal)
      }
    })

    it('is sent as it is to a client that does not ask for compression', async () => {
      const a = await rawRequest(server.base, `/api/proposal/${uuid}`)
      expect(a.headers['cache-control']).to.equal('no-store')
      expect(a.headers['content-encoding']).to.equal(undefined)
      expect(decodeWith(Proposal, decoded(a)).uuid).to.equal(uuid)
    })

    it('is compressed after the store has it on disk: an update answers compressed and the next read sees it', async () => {
      const a = await rawRequest(server.base, `/api/proposal/${uuid}`, {
        method: 'POST',
        headers: { ...sessionHeaders(client), 'Content-Type': 'application/json', 'Accept-Encoding': 'br' },
        body: JSON.stringify({ is_pay_monthly: true }),
      })
      expect(a.status).to.equal(200)
      expect(a.headers['cache-control']).to.equal('no-store')
      expect(a.headers['content-encoding']).to.equal('br')
      expect(decodeWith(Proposal, decoded(a)).is_pay_monthly).to.equal(true)
      expect(server.storeOnDisk().proposals.find((p) => p.uuid === uuid)?.is_pay_monthly).to.equal(true)
      const read = await rawRequest(server.base, `/api/proposal/${uuid}`, { headers: { 'Accept-Encoding': 'gzip' } })
      expect(decodeWith(Proposal, decoded(read)).is_pay_monthly).to.equal(true)
    })
  })

  describe('when an answer is 1 KB or less', () => {
    it('is sent as it is even to a client that accepts compression', async () => {
      const a = await rawRequest(server.base, '/json/status', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
      expect(a.status).to.equal(200)
      expect(a.body.length).to.be.at.most(1024)
      expect(a.headers['content-encoding']).to.equal(undefined)
      expect(decoded(a)).to.have.property('status', 'ok')
    })
  })

  describe('when the built app is asked for', () => {
    it('sends a content-hashed script as immutable for a year', async () => {
      const a = await rawRequest(server.base, '/main.0a1b2c3d.js', { headers: { 'Accept-Encoding': 'br' } })
      expect(a.headers['cache-control']).to.equal('public, max-age=31536000, immutable')
      expect(a.headers['content-encoding']).to.equal('br')
    })

    it('sends the index revalidated, and a 304 to a client holding it', async () => {
      const page = await rawRequest(server.base, '/get-a-quote', { headers: { 'Accept-Encoding': 'br' } })
      expect(page.headers['cache-control']).to.equal('no-cache')
      const again = await rawRequest(server.base, '/get-a-quote', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': page.headers.etag ?? '' } })
      expect(again.status).to.equal(304)
    })

    it('marks a page that shows a proposal noindex, and not the quote form', async () => {
      expect((await rawRequest(server.base, `/quote/summary?uuid=${uuid}`)).headers['x-robots-tag']).to.equal('noindex')
      expect((await rawRequest(server.base, '/get-a-quote')).headers['x-robots-tag']).to.equal(undefined)
    })
  })

  describe('when a page that shows a proposal is asked for with its uuid', () => {
    it('names no request for the browser to make by itself (no Link): the app asks for the proposal with its own request, marker header and all (001 §7)', async () => {
      for (const path of [...Object.values(ROUTES), '/quote/summary/']) {
        const a = await rawRequest(server.base, `${path}?uuid=${uuid}`)
        expect(a.headers.link, path).to.equal(undefined)
      }
      const page = await rawRequest(server.base, `/quote/summary?uuid=${uuid}`)
      const again = await rawRequest(server.base, `/quote/summary?uuid=${uuid}`, { headers: { 'If-None-Match': page.headers.etag ?? '' } })
      expect(again.status).to.equal(304)
      expect(again.headers.link).to.equal(undefined)
      expect((await rawRequest(server.base, `/quote/summary?uuid=${uuid}`, { method: 'HEAD' })).headers.link).to.equal(undefined)
    })

    it('sends the same page, with the same ETag, as without a uuid', async () => {
      const withUuid = await rawRequest(server.base, `/quote/addons?uuid=${uuid}`)
      const without = await rawRequest(server.base, '/quote/addons')
      expect(withUuid.headers.etag).to.equal(without.headers.etag)
      expect(withUuid.body.equals(without.body)).to.equal(true)
    })
  })

  it('answers /robots.txt in plain text, allowing the entry pages and disallowing the proposal screens and the API', async () => {
    const a = await rawRequest(server.base, '/robots.txt')
    expect(a.status).to.equal(200)
    expect(a.headers['content-type']).to.match(/^text\/plain/)
    const text = a.body.toString('utf8')
    for (const line of ['User-agent: *', 'Allow: /get-a-quote', 'Allow: /quote/recall', 'Disallow: /quote/', 'Disallow: /api/', 'Disallow: /json/']) expect(text.split('\n')).to.include(line)
  })

  it('logs nothing unexpected: each request\'s line only', () => {
    expect(events(server.logs)).to.deep.equal([])
  })
})
