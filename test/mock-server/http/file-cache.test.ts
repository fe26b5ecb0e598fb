import { expect } from 'chai'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { FileCache } from '../../../mock-server/http/file-cache'

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
})
