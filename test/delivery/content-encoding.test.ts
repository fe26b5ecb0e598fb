import { expect } from 'chai'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { chooseEncoding, compress, isCompressibleType, isJsonType } from '../../src/delivery/content-encoding'

describe('choosing a content coding from Accept-Encoding', () => {
  const cases: readonly (readonly [string | undefined, 'br' | 'gzip' | null])[] = [
    [undefined, null],
    ['', null],
    ['identity', null],
    ['deflate', null],
    ['gzip', 'gzip'],
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=1.0, gzip;q=0.8', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0', null],
    ['GZIP', 'gzip'],
    ['*', 'br'],
    ['*;q=0', null],
    ['*;q=0, gzip', 'gzip'],
    ['br;q=0, *', 'gzip'],
    ['gzip;q=abc', 'gzip'],
    ['gzip;q=1.2.3', 'gzip'],
  ]
  for (const [header, expected] of cases) {
    it(`when the client sends ${header === undefined ? 'no header' : JSON.stringify(header)}, chooses ${String(expected)}`, () => {
      expect(chooseEncoding(header)).to.equal(expected)
    })
  }
})

describe('which media types are compressed', () => {
  it('compresses text, JSON, scripts and SVG', () => {
    for (const type of ['text/html; charset=utf-8', 'text/javascript; charset=utf-8', 'text/css', 'text/plain', 'application/json', 'application/problem+json', 'image/svg+xml', 'application/javascript']) {
      expect(isCompressibleType(type), type).to.equal(true)
    }
  })

  it('leaves images, fonts and unknown types alone', () => {
    for (const type of ['image/png', 'image/webp', 'font/woff2', 'application/octet-stream', undefined]) expect(isCompressibleType(type), String(type)).to.equal(false)
  })

  it('knows JSON by its type whatever the parameters', () => {
    expect(isJsonType('application/json; charset=utf-8')).to.equal(true)
    expect(isJsonType('application/vnd.ridecover+json')).to.equal(true)
    expect(isJsonType('text/plain')).to.equal(false)
  })
})

describe('compressing a body', () => {
  const body = Buffer.from(JSON.stringify({ riders: Array.from({ length: 50 }, (_, i) => ({ name: `Rider ${i}`, postcode: 'SW1A 1AA' })) }))

  for (const effort of ['answer', 'file', 'file-quick'] as const) {
    it(`when asked for ${effort} effort, brotli and gzip both give back the same bytes, smaller`, async () => {
      const br = await compress(body, 'br', effort)
      const gz = await compress(body, 'gzip', effort)
      expect(br.length).to.be.lessThan(body.length)
      expect(gz.length).to.be.lessThan(body.length)
      expect(brotliDecompressSync(br).equals(body)).to.equal(true)
      expect(gunzipSync(gz).equals(body)).to.equal(true)
    })
  }
})
