import { expect } from 'chai'
import { execFile } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { compress } from '../../src/delivery/content-encoding'
import { precompress } from '../../scripts/precompress'

const ROOT = join(import.meta.dirname, '..', '..')

/** Text that compresses: numbered lines of a bundle-like script. */
const script = (name: string): string => Array.from({ length: 400 }, (_, i) => `export const ${name}${i} = { rider: "rider ${i}", excess: ${i * 10} }\n`).join('')

/** The text files of a small build, by path under dist/, each as written. */
const TEXT_FILES: Readonly<Record<string, string>> = {
  'main.1a2b3c4d.js': script('main'),
  'main.5e6f7a8b.css': '.rider { margin: 0 } '.repeat(300),
  'index.html': `<!doctype html>${'<p>Motorcycle insurance</p>'.repeat(100)}`,
  'favicon.9abc0123.svg': `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0h10v10z"/>'.repeat(50)}</svg>`,
  'route-pages.json': JSON.stringify(Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`/quote/page-${i}`, `routes/page-${i}.html`]))),
  'site.webmanifest': JSON.stringify({ name: 'RideCover', icons: Array.from({ length: 20 }, (_, i) => ({ src: `/icon-${i}.png`, sizes: '192x192' })) }),
  'routes/faqs.html': `<!doctype html>${'<p>Questions and answers</p>'.repeat(100)}`,
  // The support desk's bundle, which the support service sends (src/support/service/service.ts), forms and all.
  'support-desk/index.html': `<!doctype html>${'<p>Support desk</p>'.repeat(100)}`,
  'support-desk/page-ABCD1234.js': script('desk'),
  'support-desk/styles-EFGH5678.css': '.timeline { margin: 0 } '.repeat(300),
}

/** A build in a new temporary folder: its text files, an image, a text file too small to compress, a dotfile. */
const build = (): string => {
  const dist = mkdtempSync(join(tmpdir(), 'precompress-'))
  mkdirSync(join(dist, 'routes'))
  mkdirSync(join(dist, 'support-desk'))
  for (const [path, text] of Object.entries(TEXT_FILES)) writeFileSync(join(dist, path), text)
  writeFileSync(join(dist, 'logo.9abc0123.png'), 'not really a png '.repeat(100))
  writeFileSync(join(dist, 'robots.txt'), 'a')
  writeFileSync(join(dist, '.notes.txt'), 'notes '.repeat(100))
  return dist
}

describe('the build\'s precompress step (scripts/precompress.ts)', () => {
  it('writes each text file\'s brotli and gzip forms beside it, folders included (the support desk\'s too), as the servers make them at file effort', async () => {
    const dist = build()
    const r = await precompress(dist)
    for (const [path, text] of Object.entries(TEXT_FILES)) {
      const file = join(dist, path)
      const br = readFileSync(`${file}.br`)
      const gz = readFileSync(`${file}.gz`)
      expect(brotliDecompressSync(br).toString('utf8'), path).to.equal(text)
      expect(gunzipSync(gz).toString('utf8'), path).to.equal(text)
      expect(br.equals(await compress(Buffer.from(text), 'br', 'file')), path).to.equal(true)
      expect(gz.equals(await compress(Buffer.from(text), 'gzip', 'file')), path).to.equal(true)
    }
    const sizes = Object.keys(TEXT_FILES).map((path) => ({ raw: statSync(join(dist, path)).size, br: statSync(join(dist, `${path}.br`)).size }))
    expect(r.files).to.equal(Object.keys(TEXT_FILES).length + 1)
    expect(r.bytes).to.equal(sizes.reduce((sum, s) => sum + s.raw, 0) + 1)
    expect(r.sent.br).to.equal(sizes.reduce((sum, s) => sum + s.br, 0) + 1)
    expect(r.written).to.equal(2 * Object.keys(TEXT_FILES).length)
  })

  it('leaves alone images, dotfiles and a file its forms would not shrink', async () => {
    const dist = build()
    await precompress(dist)
    for (const path of ['logo.9abc0123.png', '.notes.txt', 'robots.txt']) {
      expect(existsSync(join(dist, `${path}.br`)), path).to.equal(false)
      expect(existsSync(join(dist, `${path}.gz`)), path).to.equal(false)
    }
  })

  it('writes nothing on a second run, and new forms for a file rebuilt since', async () => {
    const dist = build()
    await precompress(dist)
    const main = join(dist, 'main.1a2b3c4d.js')
    const before = statSync(`${main}.br`).mtimeMs
    const again = await precompress(dist)
    expect(again.written).to.equal(0)
    expect(again.upToDate).to.equal(2 * Object.keys(TEXT_FILES).length)
    expect(statSync(`${main}.br`).mtimeMs).to.equal(before)
    expect(existsSync(`${main}.br.br`)).to.equal(false)

    writeFileSync(main, script('rebuilt'))
    const later = new Date(Date.now() + 5000)
    utimesSync(main, later, later)
    const rebuilt = await precompress(dist)
    expect(rebuilt.written).to.equal(2)
    expect(brotliDecompressSync(readFileSync(`${main}.br`)).toString('utf8')).to.equal(script('rebuilt'))
    expect(gunzipSync(readFileSync(`${main}.gz`)).toString('utf8')).to.equal(script('rebuilt'))
  })

  it('removes a form of an earlier build when the file\'s new form would not shrink it', async () => {
    const dist = build()
    const robots = join(dist, 'robots.txt')
    writeFileSync(`${robots}.br`, 'an earlier build\'s form')
    const earlier = new Date(Date.now() - 60_000)
    utimesSync(`${robots}.br`, earlier, earlier)
    await precompress(dist)
    expect(existsSync(`${robots}.br`)).to.equal(false)
  })

  it('prints one line when run: the files, their bytes, and their bytes as sent', async function () {
    this.timeout(20_000)
    const dist = build()
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/precompress.ts', dist], { cwd: ROOT })
    expect(stdout).to.match(/^precompress: 11 text files, \d+ bytes; sent as brotli \d+, as gzip \d+ \(20 forms written, 0 up to date\)\n$/)
    expect(existsSync(join(dist, 'main.1a2b3c4d.js.br'))).to.equal(true)
  })
})
