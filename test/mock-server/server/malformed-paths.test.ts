import { expect } from 'chai'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { get, type IncomingHttpHeaders } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { events, requestLines } from '../../operations/log-lines'
import { leaksInternals } from './client'
import { removeStoreFolder, startServer, tempStoreFile, type RunningServer } from './running-server'

/** A built app's folder: the index, a script (large enough for compression to pay) and a stylesheet. */
const appFolder = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'ridecover-malformed-app-'))
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>')
  writeFileSync(join(dir, 'main.js'), `export const words = '${'ride '.repeat(100)}'\n`)
  writeFileSync(join(dir, 'main.css'), 'body{}')
  return dir
}

/** GET through node:http, which sends the path exactly as written (fetch's URL parser would not for every path). */
const getRaw = (base: string, path: string, headers: Record<string, string>) =>
  new Promise<{ status: number; headers: IncomingHttpHeaders; text: string }>((resolve, reject) => {
    const { hostname, port } = new URL(base)
    get({ hostname, port, path, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => void chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }))
    }).on('error', reject)
  })

describe('mock server over HTTP: a path with malformed percent-encoding', () => {
  let server: RunningServer
  let dir: string

  before(async () => {
    dir = appFolder()
    server = await startServer(tempStoreFile('malformed-paths'), { appDir: dir })
  })
  after(async () => {
    await server.close()
    removeStoreFolder(server.storeFile)
    rmSync(dir, { recursive: true, force: true })
  })

  const API_PATHS = ['/api/proposal/%E0%A4%A', '/api/%zz', '/json/%zz', '/mock-provider/pay/%zz']
  const PAGE_PATHS = ['/%zz.js', '/%zz.css', '/quote/%', '/get-a-quote%', '/%E0%A4%A.js']

  for (const gzip of [true, false]) {
    describe(gzip ? 'when the client accepts gzip' : 'when the client does not accept gzip', () => {
      const headers: Record<string, string> = gzip ? { 'Accept-Encoding': 'gzip' } : {}

      for (const path of API_PATHS) {
        it(`${path} answers 400 bad_request as JSON`, async () => {
          const a = await getRaw(server.base, path, headers)
          expect(a.status, a.text).to.equal(400)
          expect(a.headers['content-type']).to.match(/^application\/json/)
          const body = JSON.parse(a.text) as { code?: unknown; message?: unknown }
          expect(body.code).to.equal('bad_request')
          expect(body.message).to.be.a('string').and.not.equal('')
          expect(leaksInternals(a.text)).to.equal(false)
        })
      }

      for (const path of PAGE_PATHS) {
        it(`${path} answers 400 in plain text, not a file or the app's index`, async () => {
          const a = await getRaw(server.base, path, headers)
          expect(a.status, a.text).to.equal(400)
          expect(a.headers['content-type']).to.match(/^text\/plain/)
          expect(a.headers['content-encoding']).to.equal(undefined)
          expect(a.text).to.match(/^Bad request\./)
          expect(leaksInternals(a.text)).to.equal(false)
        })
      }
    })
  }

  it('leaves well-formed paths alone: the script still arrives gzipped, an encoded space still reaches the index', async () => {
    const script = await getRaw(server.base, '/main.js', { 'Accept-Encoding': 'gzip' })
    expect(script.status).to.equal(200)
    expect(script.headers['content-encoding']).to.equal('gzip')
    const page = await getRaw(server.base, '/quote/some%20page', {})
    expect(page.status).to.equal(200)
    expect(page.text).to.contain('<title>app</title>')
  })

  // Mocha runs a suite's own tests before its nested suites: this one runs after every request above.
  describe('when every path above has been answered', () => {
    it('logged only each request\'s line: no stack, no unexpected error, no path as it was sent', () => {
      expect(events(server.logs)).to.deep.equal([])
      expect(requestLines(server.logs).map((l) => l.status)).to.include(400)
      for (const path of [...API_PATHS, ...PAGE_PATHS]) expect(server.logs.join('\n')).not.to.contain(path)
    })
  })
})
