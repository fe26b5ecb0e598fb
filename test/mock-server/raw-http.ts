import { expect } from 'chai'
import { request, type IncomingHttpHeaders } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'

/** An answer as it came over the wire: the body not decompressed. */
export interface RawAnswer {
  readonly status: number
  readonly headers: IncomingHttpHeaders
  readonly body: Buffer
}

/**
 * A request through node:http, which (unlike fetch) sends only the headers given (no Accept-Encoding of its
 * own) and hands over the body exactly as sent.
 */
export const rawRequest = (base: string, path: string, opts: { readonly method?: string; readonly headers?: Readonly<Record<string, string>>; readonly body?: string } = {}): Promise<RawAnswer> =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base)
    request({ hostname, port, path, method: opts.method ?? 'GET', headers: opts.headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => void chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
      .on('error', reject)
      .end(opts.body)
  })

/**
 * Asks for `path` accepting brotli, then accepting only gzip, and expects each answer in that coding (saying it
 * varies by Accept-Encoding, with the length of what was sent) and decompressing to `text`.
 */
export const expectCompressedForms = async (base: string, path: string, text: string): Promise<void> => {
  const br = await rawRequest(base, path, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
  expect(br.headers['content-encoding'], path).to.equal('br')
  expect(br.headers.vary, path).to.match(/Accept-Encoding/i)
  expect(Number(br.headers['content-length']), path).to.equal(br.body.length)
  expect(brotliDecompressSync(br.body).toString('utf8'), path).to.equal(text)
  const gz = await rawRequest(base, path, { headers: { 'Accept-Encoding': 'gzip' } })
  expect(gz.headers['content-encoding'], path).to.equal('gzip')
  expect(gunzipSync(gz.body).toString('utf8'), path).to.equal(text)
}
