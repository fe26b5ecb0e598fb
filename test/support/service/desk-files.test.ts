import { expect } from 'chai'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import { SUPPORT_DESK_OFF } from '../../../src/support/service/desk-routes'
import { createSupportService, supportApp, type SupportService } from '../../../src/support/service/service'
import { expectCompressedForms, rawRequest } from '../../mock-server/raw-http'
import { createLogger } from '../../../src/operations/logger'
import { secondFactorKey } from '../../../src/support/service/second-factor'
import { ALICE, enrolStaffForTest } from './staff-enrolment'

/*
 * How the support service, standalone (`npm run support`), sends the desk's built files (dist/support-desk/,
 * esbuild's content-hashed names): as the mock server sends the app's, a CDN's way (src/delivery/): a year as
 * immutable, validators and 304s, brotli or gzip as the client accepts, the build's kept forms as they are; and
 * nothing while no member of staff is active.
 */
describe('support service: the desk\'s files', () => {
  let folder: string
  let service: SupportService
  let http: Server
  let base: string
  const script = `export const desk = [${Array.from({ length: 300 }, (_, i) => `"step ${i}"`).join(',')}]\n`
  const styles = `${'.timeline { margin: 0 } '.repeat(100)}\n`
  const kept = `export const kept = [${Array.from({ length: 300 }, (_, i) => `"screen ${i}"`).join(',')}]\n`
  // The build's form of kept-ABCD5678.js (scripts/precompress.ts): made quickly here, so it differs from the server's own.
  const keptBr = brotliCompressSync(kept, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } })
  const SCRIPT = '/support-desk/page-ABCD1234.js'

  before(async () => {
    folder = mkdtempSync(join(tmpdir(), 'support-desk-files-'))
    const desk = join(folder, 'dist', 'support-desk')
    mkdirSync(desk, { recursive: true })
    writeFileSync(join(desk, 'index.html'), '<!DOCTYPE html><meta name="robots" content="noindex"><div id=desk></div>')
    writeFileSync(join(desk, 'page-ABCD1234.js'), script)
    writeFileSync(join(desk, 'styles-EFGH5678.css'), styles)
    writeFileSync(join(desk, 'kept-ABCD5678.js'), kept)
    writeFileSync(join(desk, 'kept-ABCD5678.js.br'), keptBr)
    writeFileSync(join(desk, '.env'), 'SECRET=1')
    service = await createSupportService({
      database: { kind: 'sqlite', file: join(folder, 'support.db') },
      insurer: () => Promise.resolve({ kind: 'not-found' }),
      appDir: join(folder, 'dist'),
      sweepEveryMs: 0,
      logger: createLogger({ level: 'silent' }),
    })
    await enrolStaffForTest(service.store, ALICE, secondFactorKey({}, { kind: 'sqlite', file: join(folder, 'support.db') }))
    http = await new Promise<Server>((resolve, reject) => {
      const s = supportApp(service, { logger: createLogger({ level: 'silent' }) }).listen(0, '127.0.0.1', () => resolve(s))
      s.on('error', reject)
    })
    base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
  })

  after(async () => {
    http.closeAllConnections()
    http.close()
    await service.close()
    rmSync(folder, { recursive: true, force: true })
  })

  describe('when a file is named after its content', () => {
    it('is cached for a year as immutable, with a validator, scripts and styles alike', async () => {
      for (const path of [SCRIPT, '/support-desk/styles-EFGH5678.css']) {
        const a = await rawRequest(base, path)
        expect(a.status, path).to.equal(200)
        expect(a.headers['cache-control'], path).to.equal('public, max-age=31536000, immutable')
        expect(a.headers.etag, path).to.match(/^W\/".+"$/)
        expect(new Date(a.headers['last-modified'] ?? '').getTime(), path).to.be.above(0)
      }
    })

    it('answers 304 without a body to a revalidation that names its ETag, and 200 to one naming another', async () => {
      const first = await rawRequest(base, SCRIPT)
      const again = await rawRequest(base, SCRIPT, { headers: { 'If-None-Match': first.headers.etag ?? '' } })
      expect(again.status).to.equal(304)
      expect(again.body.length).to.equal(0)
      expect(again.headers.etag).to.equal(first.headers.etag)
      const other = await rawRequest(base, SCRIPT, { headers: { 'If-None-Match': 'W/"another-build"' } })
      expect(other.status).to.equal(200)
      expect(other.body.toString('utf8')).to.equal(script)
    })
  })

  describe('when the client accepts compression', () => {
    it('sends scripts and styles brotli-compressed when it accepts br, gzip when it accepts only gzip, saying it varies', async () => {
      for (const [path, text] of [[SCRIPT, script], ['/support-desk/styles-EFGH5678.css', styles]] as const) {
        await expectCompressedForms(base, path, text)
      }
    })

    it('sends the build\'s form kept beside a file as it is, and never a form, or a dotfile, by its own name', async () => {
      const a = await rawRequest(base, '/support-desk/kept-ABCD5678.js', { headers: { 'Accept-Encoding': 'br' } })
      expect(a.headers['content-encoding']).to.equal('br')
      expect(a.body.equals(keptBr)).to.equal(true)
      for (const path of ['/support-desk/kept-ABCD5678.js.br', '/support-desk/.env', '/support-desk/%2eenv', '/support-desk/..%2f..%2fsupport.db']) {
        const refused = await rawRequest(base, path, { headers: { 'Accept-Encoding': 'br' } })
        expect(refused.status, path).to.equal(404)
        expect(refused.body.toString('utf8'), path).not.to.contain('SECRET')
      }
    })
  })

  it('sends the desk\'s page as before: never kept (no-store)', async () => {
    const page = await rawRequest(base, '/support')
    expect(page.status).to.equal(200)
    expect(page.headers['cache-control']).to.equal('no-store')
  })

  describe('when no member of staff is active (the desk is off)', () => {
    it('answers 404 saying how to add one, for its files and its page alike', async () => {
      expect(await service.store.disableStaff(ALICE.name, new Date().toISOString())).to.equal(true)
      try {
        for (const path of [SCRIPT, '/support']) {
          const a = await rawRequest(base, path, { headers: { 'Accept-Encoding': 'br' } })
          expect(a.status, path).to.equal(404)
          expect(a.headers['content-type'], path).to.match(/^text\/plain/)
          expect(a.body.toString('utf8'), path).to.equal(SUPPORT_DESK_OFF)
        }
      } finally {
        await service.store.enableStaff(ALICE.name)
      }
    })
  })
})
