import { expect } from 'chai'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib'
import { FileCache } from '../../src/delivery/file-cache'

/** Text that compresses, but better at full effort than quickly: words drawn from a fixed list by a fixed sequence. */
const prose = (bytes: number): string => {
  const words = ['rider', 'motorcycle', 'policy', 'excess', 'claim', 'conviction', 'postcode', 'premium', 'cover', 'garage']
  let out = ''
  let seed = 7
  while (out.length < bytes) {
    seed = (seed * 1103515245 + 12345) % 2147483648
    out += `${words[seed % words.length] ?? ''}${seed % 13 === 0 ? '.\n' : ' '}`
  }
  return out
}

describe('the file cache', () => {
  const dir = mkdtempSync(join(tmpdir(), 'file-cache-'))

  describe('when there is no regular file at the path', () => {
    it('gives null for a missing file and for a folder', async () => {
      const cache = new FileCache()
      expect(await cache.get(join(dir, 'missing.js'))).to.equal(null)
      expect(await cache.get(dir)).to.equal(null)
    })
  })

  describe('when the file exists', () => {
    it('reads it once per version: the same entry while unchanged, a new one with a new ETag once it changes', async () => {
      const path = join(dir, 'app.js')
      writeFileSync(path, 'export const a = 1\n')
      const cache = new FileCache()
      const first = await cache.get(path)
      expect(await cache.get(path)).to.equal(first)
      writeFileSync(path, 'export const a = 2\n')
      utimesSync(path, new Date(), new Date(Date.now() + 5000))
      const second = await cache.get(path)
      expect(second?.body.toString('utf8')).to.equal('export const a = 2\n')
      expect(second?.etag).to.not.equal(first?.etag)
    })

    it('gives brotli and gzip forms that decompress to its bytes, each made once', async () => {
      const path = join(dir, 'small.css')
      writeFileSync(path, '.a { color: red } '.repeat(200))
      const file = await new FileCache().get(path)
      if (file === null) throw new Error('no file')
      const br = await file.encoded('br')
      expect(brotliDecompressSync(br ?? Buffer.alloc(0)).equals(file.body)).to.equal(true)
      expect(gunzipSync((await file.encoded('gzip')) ?? Buffer.alloc(0)).equals(file.body)).to.equal(true)
      expect(await file.encoded('br')).to.equal(br)
    })

    it('gives no compressed form of bytes that do not compress', async () => {
      const path = join(dir, 'noise.txt')
      writeFileSync(path, randomBytes(4000))
      const file = await new FileCache().get(path)
      expect(await file?.encoded('br')).to.equal(null)
      expect(await file?.encoded('gzip')).to.equal(null)
    })
  })

  describe('when a large file is first asked for in brotli', () => {
    it('gives a quick form at once, then the smaller full-effort form, both its bytes', async function () {
      this.timeout(20_000)
      const path = join(dir, 'bundle.js')
      writeFileSync(path, prose(300 * 1024))
      const file = await new FileCache().get(path)
      if (file === null) throw new Error('no file')
      const quick = (await file.encoded('br')) ?? Buffer.alloc(0)
      expect(brotliDecompressSync(quick).equals(file.body)).to.equal(true)
      let best = quick
      for (let waited = 0; best.length >= quick.length && waited < 15_000; waited += 50) {
        await new Promise((resolve) => setTimeout(resolve, 50))
        best = (await file.encoded('br')) ?? quick
      }
      expect(best.length).to.be.lessThan(quick.length)
      expect(brotliDecompressSync(best).equals(file.body)).to.equal(true)
    })
  })

  describe('when the build keeps compressed forms beside the file (scripts/precompress.ts)', () => {
    /** Brotli at the lowest quality: valid, but other bytes than the server's own full-effort form. */
    const quickBrotli = (bytes: Buffer | string): Buffer => brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } })
    const text = prose(20 * 1024)
    // One second of reference for the whole block: a file and the expectation about it never straddle a tick of the clock.
    const base = Math.floor(Date.now() / 1000) * 1000
    const at = (seconds: number): Date => new Date(base + seconds * 1000)

    /** A file in a folder of its own, written `seconds` from now, and its forms as given, written `formSeconds` from now. */
    const fileWithForms = (name: string, forms: { readonly br?: Buffer; readonly gz?: Buffer }, seconds = 0, formSeconds = 1): string => {
      const folder = mkdtempSync(join(dir, 'kept-'))
      const path = join(folder, name)
      writeFileSync(path, text)
      utimesSync(path, at(seconds), at(seconds))
      for (const [suffix, bytes] of Object.entries(forms)) {
        writeFileSync(`${path}.${suffix}`, bytes)
        utimesSync(`${path}.${suffix}`, at(formSeconds), at(formSeconds))
      }
      return path
    }

    it('sends those forms as they are, with the validators of the file itself', async () => {
      const br = quickBrotli(text)
      const gz = gzipSync(text, { level: 1 })
      const path = fileWithForms('main.js', { br, gz })
      const file = await new FileCache().get(path)
      if (file === null) throw new Error('no file')
      expect(await file.encoded('br')).to.deep.equal(br)
      expect(await file.encoded('gzip')).to.deep.equal(gz)
      expect(brotliDecompressSync((await file.encoded('br')) ?? Buffer.alloc(0)).toString('utf8')).to.equal(text)
      expect(file.modifiedSeconds).to.equal(at(0).getTime() / 1000)
      const plain = await new FileCache().get(fileWithForms('main.js', {}))
      expect(file.etag).to.equal(plain?.etag)
    })

    it('sends a form as new as the file (written in the same second)', async () => {
      const br = quickBrotli(text)
      expect(await (await new FileCache().get(fileWithForms('same.js', { br }, 0, 0)))?.encoded('br')).to.deep.equal(br)
    })

    it('compresses the file itself when its form is older (of an earlier build)', async () => {
      const path = fileWithForms('stale.js', { br: quickBrotli('export const earlier = 1\n'), gz: gzipSync('export const earlier = 1\n') }, 0, -60)
      const file = await new FileCache().get(path)
      expect(brotliDecompressSync((await file?.encoded('br')) ?? Buffer.alloc(0)).toString('utf8')).to.equal(text)
      expect(gunzipSync((await file?.encoded('gzip')) ?? Buffer.alloc(0)).toString('utf8')).to.equal(text)
    })

    it('compresses the file itself when its form is not smaller than the file', async () => {
      const path = fileWithForms('padded.js', { br: Buffer.concat([quickBrotli(text), randomBytes(text.length)]) })
      const packed = (await (await new FileCache().get(path))?.encoded('br')) ?? Buffer.alloc(0)
      expect(packed.length).to.be.lessThan(text.length)
      expect(brotliDecompressSync(packed).toString('utf8')).to.equal(text)
    })

    it('compresses the file itself when its form cannot be read (a folder, a broken link)', async () => {
      const path = fileWithForms('odd.js', {})
      mkdirSync(`${path}.br`)
      symlinkSync(join(dir, 'nowhere.gz'), `${path}.gz`)
      const file = await new FileCache().get(path)
      expect(brotliDecompressSync((await file?.encoded('br')) ?? Buffer.alloc(0)).toString('utf8')).to.equal(text)
      expect(gunzipSync((await file?.encoded('gzip')) ?? Buffer.alloc(0)).toString('utf8')).to.equal(text)
    })
  })
})
