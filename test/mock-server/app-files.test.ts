import { expect } from 'chai'
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib'
import { createMockServer } from '../../mock-server/app'
import { expectCompressedForms, rawRequest } from './raw-http'
import { createLogger } from '../../src/operations/logger'

/*
 * How the mock server sends the built app, as a CDN would: the page the build wrote for a route's path (the
 * index for any other), content-hashed files cached for a year as immutable, pages revalidated with
 * validators, text compressed (brotli, else gzip) for clients that accept it, noindex on every page but the
 * entry pages, and never a file outside the app's folder.
 */
describe('the mock server sends the built app', () => {
  let http: Server
  let base: string
  let dir: string
  const script = 'export const x = "' + 'ride '.repeat(400) + '"\n'
  const styles = `${'.rider { margin: 0 } '.repeat(100)}\n`
  /** The build's manifest naming the form's page only. */
  const FORM_ONLY = { '/get-a-quote': 'routes/get-a-quote.html' }
  const index = `<!DOCTYPE html><meta name=description content="Motorcycle insurance">${'<!-- filler -->'.repeat(100)}<div id=root></div>`
  const kept = `export const riders = [${Array.from({ length: 300 }, (_, i) => `"rider ${i}"`).join(',')}]\n`
  // The build's forms of kept.1a2b3c4d.js (scripts/precompress.ts): made quickly here, so they differ from the server's own.
  const keptBr = brotliCompressSync(kept, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } })
  const keptGz = gzipSync(kept, { level: 1 })
  const keptModified = new Date('2026-03-02T10:00:00Z')

  const start = async (compressApp?: boolean): Promise<{ base: string; server: Server }> => {
    const { app } = createMockServer({ storeFile: join(mkdtempSync(join(tmpdir(), 'app-files-store-')), 'store.json'), appDir: dir, logger: createLogger({ level: 'silent' }), compressApp })
    const server = await new Promise<Server>((resolve) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s))
    })
    return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }
  }

  before(async () => {
    const root = mkdtempSync(join(tmpdir(), 'app-files-'))
    dir = join(root, 'dist')
    mkdirSync(dir)
    mkdirSync(join(dir, 'support-desk'))
    writeFileSync(join(root, 'secret.js'), 'secret')
    writeFileSync(join(dir, '.env'), 'SECRET=1')
    writeFileSync(join(dir, 'index.html'), index)
    mkdirSync(join(dir, 'routes'))
    writeFileSync(join(dir, 'routes', 'get-a-quote.html'), '<!DOCTYPE html><div id=root><h1>Get a quote</h1></div>')
    writeFileSync(join(dir, 'route-pages.json'), JSON.stringify(FORM_ONLY))
    writeFileSync(join(dir, 'main.1234abcd.js'), script)
    writeFileSync(join(dir, 'main.5678ef01.css'), styles)
    writeFileSync(join(dir, 'logo.9abc0123.png'), Buffer.alloc(2000, 7))
    writeFileSync(join(dir, 'support-desk', 'page-ABCD1234.js'), script)
    writeFileSync(join(dir, 'favicon.ico'), Buffer.alloc(300, 1))
    writeFileSync(join(dir, 'kept.1a2b3c4d.js'), kept)
    utimesSync(join(dir, 'kept.1a2b3c4d.js'), keptModified, keptModified)
    writeFileSync(join(dir, 'kept.1a2b3c4d.js.br'), keptBr)
    writeFileSync(join(dir, 'kept.1a2b3c4d.js.gz'), keptGz)
    ;({ base, server: http } = await start())
  })

  after(() => {
    http.closeAllConnections()
    http.close()
  })

  it('sends the page the build wrote for /get-a-quote (and /get-a-quote/), the index for paths it wrote none for', async () => {
    expect(await (await fetch(`${base}/get-a-quote`)).text()).to.contain('<h1>Get a quote</h1>')
    expect(await (await fetch(`${base}/get-a-quote/`)).text()).to.contain('<h1>Get a quote</h1>')
    expect(await (await fetch(`${base}/faqs`)).text()).to.contain('<div id=root></div>')
  })

  it('answers 404 for a file it does not hold (a bundle an earlier build named), never the app’s page', async () => {
    for (const path of ['/main.deadbeef.js', '/AddonsScreen.00000000.css', '/quote/main.1234abcd.js']) {
      const a = await fetch(`${base}${path}`)
      expect(a.status, path).to.equal(404)
      expect(a.headers.get('content-type'), path).to.match(/^text\/plain/)
      expect(await a.text(), path).not.to.contain('<div id=root>')
    }
    // A page's path has no file name: it is still the app's page.
    expect((await fetch(`${base}/quote/summary`)).status).to.equal(200)
  })

  describe('when the build names a route\'s screen chunks (scripts/route-pages.ts)', () => {
    const manifest = (): string => join(dir, 'route-pages.json')
    before(() => {
      writeFileSync(join(dir, 'routes', 'quote-addons.html'), '<!DOCTYPE html><link rel=modulepreload href=/AddonsScreen.1234abcd.js><div id=root></div>')
      writeFileSync(manifest(), JSON.stringify({ ...FORM_ONLY, '/quote/addons': 'routes/quote-addons.html', '/quote/summary': '../secret.js' }))
    })
    after(() => writeFileSync(manifest(), JSON.stringify(FORM_ONLY)))

    it('sends the page naming the chunks for preloading for that path (and with a trailing slash or a query)', async () => {
      for (const path of ['/quote/addons', '/quote/addons/', '/quote/addons?uuid=42']) {
        const a = await fetch(`${base}${path}`)
        expect(a.status, path).to.equal(200)
        expect(a.headers.get('cache-control'), path).to.equal('no-cache')
        expect(await a.text(), path).to.contain('<link rel=modulepreload href=/AddonsScreen.1234abcd.js>')
      }
    })

    it('sends the index for a path it names no page for, or names a file outside the build', async () => {
      for (const path of ['/quote/payment', '/quote/summary', '/no-such-page']) {
        const text = await (await fetch(`${base}${path}`)).text()
        expect(text, path).to.contain('<div id=root></div>')
        expect(text, path).not.to.contain('modulepreload')
      }
    })

    it('sends the page it names for any other path (NotFound) to a path no route claims, never to a file', async () => {
      writeFileSync(join(dir, 'routes', 'not-found.html'), '<!DOCTYPE html><div id=root data-shell inert><h1>Page not found</h1></div>')
      writeFileSync(manifest(), JSON.stringify({ ...FORM_ONLY, '*': 'routes/not-found.html' }))
      expect(await (await fetch(`${base}/no-such-page`)).text()).to.contain('Page not found')
      expect(await (await fetch(`${base}/get-a-quote`)).text()).to.contain('<h1>Get a quote</h1>')
      expect((await fetch(`${base}/main.deadbeef.js`)).status).to.equal(404)
    })

    it('sends the index when the manifest is missing or unreadable', async () => {
      rmSync(manifest())
      expect(await (await fetch(`${base}/quote/addons`)).text()).not.to.contain('modulepreload')
      writeFileSync(manifest(), '{ not json')
      const a = await fetch(`${base}/quote/addons`)
      expect(a.status).to.equal(200)
      expect(await a.text()).to.contain('<div id=root></div>')
    })
  })

  it('sends the index instead of a pre-rendered page older than it (an earlier build)', async () => {
    const page = join(dir, 'routes', 'get-a-quote.html')
    utimesSync(page, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000))
    try {
      expect(await (await fetch(`${base}/get-a-quote`)).text()).to.contain('<div id=root></div>')
    } finally {
      utimesSync(page, new Date(), new Date(Date.now() + 1000))
    }
  })

  describe('when a file is named after its content', () => {
    it('is cached for a year as immutable, scripts, styles, images and the esbuild bundles alike', async () => {
      for (const path of ['/main.1234abcd.js', '/main.5678ef01.css', '/logo.9abc0123.png', '/support-desk/page-ABCD1234.js']) {
        const a = await rawRequest(base, path)
        expect(a.status, path).to.equal(200)
        expect(a.headers['cache-control'], path).to.equal('public, max-age=31536000, immutable')
        expect(a.headers.etag, path).to.match(/^W\/".+"$/)
      }
    })
  })

  describe('when a file keeps its name across builds', () => {
    it('is cached for an hour, with a validator', async () => {
      const a = await rawRequest(base, '/favicon.ico')
      expect(a.status).to.equal(200)
      expect(a.headers['cache-control']).to.equal('public, max-age=3600')
      expect(a.headers.etag).to.match(/^W\/".+"$/)
    })
  })

  describe('when a page is asked for', () => {
    it('is revalidated every time (no-cache) and carries an ETag and Last-Modified', async () => {
      for (const path of ['/get-a-quote', '/quote/summary', '/faqs']) {
        const a = await rawRequest(base, path)
        expect(a.headers['cache-control'], path).to.equal('no-cache')
        expect(a.headers['content-type'], path).to.match(/^text\/html/)
        expect(a.headers.etag, path).to.match(/^W\/".+"$/)
        expect(new Date(a.headers['last-modified'] ?? '').getTime(), path).to.be.above(0)
      }
    })

    it('answers 304 without a body to a revalidation that names its ETag, and 200 to one naming another', async () => {
      const first = await rawRequest(base, '/quote/summary')
      const again = await rawRequest(base, '/quote/summary', { headers: { 'If-None-Match': first.headers.etag ?? '' } })
      expect(again.status).to.equal(304)
      expect(again.body.length).to.equal(0)
      expect(again.headers.etag).to.equal(first.headers.etag)
      expect(again.headers['cache-control']).to.equal('no-cache')
      const other = await rawRequest(base, '/quote/summary', { headers: { 'If-None-Match': 'W/"another-build"' } })
      expect(other.status).to.equal(200)
      expect(other.body.toString('utf8')).to.equal(index)
    })

    it('answers 304 to If-Modified-Since at or after its modification, when no ETag is named', async () => {
      const first = await rawRequest(base, '/faqs')
      const since = first.headers['last-modified'] ?? ''
      expect((await rawRequest(base, '/faqs', { headers: { 'If-Modified-Since': since } })).status).to.equal(304)
      expect((await rawRequest(base, '/faqs', { headers: { 'If-Modified-Since': new Date(Date.parse(since) - 10_000).toUTCString() } })).status).to.equal(200)
    })

    it('carries X-Robots-Tag: noindex on a page that shows a proposal, and none on the entry pages', async () => {
      for (const path of ['/quote/summary', '/quote/payment-option', '/quote/thankyou', '/nowhere']) {
        expect((await rawRequest(base, path)).headers['x-robots-tag'], path).to.equal('noindex')
      }
      for (const path of ['/get-a-quote', '/quote/recall', '/faqs']) expect((await rawRequest(base, path)).headers['x-robots-tag'], path).to.equal(undefined)
    })

    it('answers HEAD with the headers of the GET and no body', async () => {
      const head = await rawRequest(base, '/get-a-quote', { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } })
      expect(head.status).to.equal(200)
      expect(head.headers['cache-control']).to.equal('no-cache')
      expect(head.body.length).to.equal(0)
    })
  })

  describe('when the client accepts compression', () => {
    it('sends scripts, styles and pages brotli-compressed when it accepts br, gzip when it accepts only gzip', async () => {
      for (const [path, text] of [['/main.1234abcd.js', script], ['/main.5678ef01.css', styles], ['/faqs', index]] as const) {
        await expectCompressedForms(base, path, text)
      }
      const js = await rawRequest(base, '/main.1234abcd.js', { headers: { 'Accept-Encoding': 'gzip' } })
      expect(js.headers['content-type']).to.match(/^text\/javascript/)
      expect(js.body.length).to.be.lessThan(script.length / 4)
    })

    it('sends an image as it is', async () => {
      const png = await rawRequest(base, '/logo.9abc0123.png', { headers: { 'Accept-Encoding': 'br, gzip' } })
      expect(png.headers['content-encoding']).to.equal(undefined)
      expect(png.body.length).to.equal(2000)
    })
  })

  describe('when the build keeps a file\'s compressed forms beside it (scripts/precompress.ts)', () => {
    it('sends the form for the coding the client accepts, as it is, with the validators of the file', async () => {
      const plain = await rawRequest(base, '/kept.1a2b3c4d.js')
      expect(plain.body.toString('utf8')).to.equal(kept)
      for (const [accept, coding, form] of [['gzip, deflate, br', 'br', keptBr], ['gzip', 'gzip', keptGz]] as const) {
        const a = await rawRequest(base, '/kept.1a2b3c4d.js', { headers: { 'Accept-Encoding': accept } })
        expect(a.headers['content-encoding'], accept).to.equal(coding)
        expect(a.body.equals(form), accept).to.equal(true)
        expect((coding === 'br' ? brotliDecompressSync(a.body) : gunzipSync(a.body)).toString('utf8'), accept).to.equal(kept)
        expect(Number(a.headers['content-length']), accept).to.equal(form.length)
        expect(a.headers.etag, accept).to.equal(plain.headers.etag)
        expect(a.headers['last-modified'], accept).to.equal(keptModified.toUTCString())
      }
    })

    it('answers 404 to a form asked for by its own name', async () => {
      for (const path of ['/kept.1a2b3c4d.js.br', '/kept.1a2b3c4d.js.gz']) {
        const a = await rawRequest(base, path, { headers: { 'Accept-Encoding': 'br, gzip' } })
        expect(a.status, path).to.equal(404)
        expect(a.body.toString('utf8'), path).to.equal('Not found.')
      }
    })
  })

  describe('when the client does not ask for compression', () => {
    it('sends every file as it is', async () => {
      for (const [path, text] of [['/main.1234abcd.js', script], ['/faqs', index]] as const) {
        const plain = await rawRequest(base, path)
        expect(plain.headers['content-encoding'], path).to.equal(undefined)
        expect(plain.body.toString('utf8'), path).to.equal(text)
        const identity = await rawRequest(base, path, { headers: { 'Accept-Encoding': 'identity' } })
        expect(identity.headers['content-encoding'], path).to.equal(undefined)
      }
    })
  })

  describe('when the server is told not to compress the app', () => {
    it('sends its files as they are whatever the client accepts', async () => {
      const off = await start(false)
      try {
        const a = await rawRequest(off.base, '/main.1234abcd.js', { headers: { 'Accept-Encoding': 'br, gzip' } })
        expect(a.headers['content-encoding']).to.equal(undefined)
        expect(a.body.toString('utf8')).to.equal(script)
      } finally {
        off.server.closeAllConnections()
        off.server.close()
      }
    })
  })

  it('picks up a file rebuilt under the running server', async () => {
    const file = join(dir, 'rebuilt.js')
    writeFileSync(file, 'export const v = 1\n')
    const before = await rawRequest(base, '/rebuilt.js')
    writeFileSync(file, 'export const v = 22\n')
    utimesSync(file, new Date(), new Date(Date.now() + 5000))
    const after = await rawRequest(base, '/rebuilt.js')
    expect(after.body.toString('utf8')).to.equal('export const v = 22\n')
    expect(after.headers.etag).to.not.equal(before.headers.etag)
  })

  it('never sends a file outside the app folder, nor a dotfile', async () => {
    for (const path of ['/..%2fsecret.js', '/%2e%2e/secret.js', '/.env', '/%2eenv']) {
      const res = await rawRequest(base, path, { headers: { 'Accept-Encoding': 'gzip' } })
      expect(res.body.toString('utf8'), path).to.not.equal('secret')
      expect(res.body.toString('utf8'), path).to.not.contain('SECRET')
    }
  })
})
