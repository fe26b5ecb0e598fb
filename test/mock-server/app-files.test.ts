import { expect } from 'chai'
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs'
import { get, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { createMockServer } from '../../mock-server/app'

/*
 * How the mock server sends the built app: the pre-rendered /get-a-quote page for that path (the index for
 * every other), and scripts and stylesheets gzip-compressed to clients that accept it, never a file outside
 * the app's folder.
 */
describe('the mock server sends the built app', () => {
  let http: Server
  let base: string
  let dir: string
  const script = 'export const x = "' + 'ride '.repeat(400) + '"\n'

  before(async () => {
    const root = mkdtempSync(join(tmpdir(), 'app-files-'))
    const dist = join(root, 'dist')
    mkdirSync(dist)
    writeFileSync(join(root, 'secret.js'), 'secret')
    writeFileSync(join(dist, 'index.html'), '<!DOCTYPE html><div id=root></div>')
    writeFileSync(join(dist, 'get-a-quote.html'), '<!DOCTYPE html><div id=root><h1>Get a quote</h1></div>')
    dir = dist
    writeFileSync(join(dist, 'main.1234.js'), script)
    const { app } = createMockServer({ storeFile: join(root, 'store.json'), appDir: dist, log: () => undefined })
    http = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s))
    })
    base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
  })

  after(() => {
    http.closeAllConnections()
    http.close()
  })

  it('sends the pre-rendered page for /get-a-quote (and /get-a-quote/), the index for other paths', async () => {
    expect(await (await fetch(`${base}/get-a-quote`)).text()).to.contain('<h1>Get a quote</h1>')
    expect(await (await fetch(`${base}/get-a-quote/`)).text()).to.contain('<h1>Get a quote</h1>')
    expect(await (await fetch(`${base}/faqs`)).text()).to.contain('<div id=root></div>')
  })

  it('sends the index instead of a pre-rendered page older than it (an earlier build)', async () => {
    const page = join(dir, 'get-a-quote.html')
    utimesSync(page, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000))
    try {
      expect(await (await fetch(`${base}/get-a-quote`)).text()).to.contain('<div id=root></div>')
    } finally {
      utimesSync(page, new Date(), new Date(Date.now() + 1000))
    }
  })

  it('gzips a script for a client that accepts gzip, and sends it plain to one that does not', async () => {
    // node:http, which (unlike fetch) hands over the body as sent.
    const zipped = await new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      get(`${base}/main.1234.js`, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => void chunks.push(c))
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
      }).on('error', reject)
    })
    expect(zipped.headers['content-encoding']).to.equal('gzip')
    expect(zipped.headers['content-type']).to.match(/^text\/javascript/)
    const body = zipped.body
    expect(body.length).to.be.lessThan(script.length / 4)
    expect(gunzipSync(body).toString('utf8')).to.equal(script)
    const plain = await fetch(`${base}/main.1234.js`, { headers: { 'Accept-Encoding': 'identity' } })
    expect(plain.headers.get('content-encoding')).to.equal(null)
    expect(await plain.text()).to.equal(script)
  })

  it('never sends a file outside the app folder', async () => {
    for (const path of ['/..%2fsecret.js', '/%2e%2e/secret.js']) {
      const res = await fetch(`${base}${path}`, { headers: { 'Accept-Encoding': 'gzip' } })
      expect(await res.text(), path).to.not.equal('secret')
    }
  })
})
