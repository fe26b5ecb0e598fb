import { expect } from 'chai'
import express from 'express'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { compressJsonAnswers, type CompressJsonOptions } from '../../../mock-server/http/compress-json'
import { rawRequest } from '../raw-http'

const LARGE = { items: Array.from({ length: 80 }, (_, i) => ({ id: i, text: 'a motorcycle proposal line' })) }
const SMALL = { status: 'ok' }

/** A server whose routes answer through the middleware: large and small JSON, a streamed one, text, a delayed one. */
const serve = async (opts?: CompressJsonOptions): Promise<{ base: string; close: () => void }> => {
  const app = express()
  app.use(compressJsonAnswers(opts))
  app.get('/large', (_req, res) => void res.json(LARGE))
  app.get('/small', (_req, res) => void res.json(SMALL))
  app.get('/text', (_req, res) => void res.type('text/plain').send('x'.repeat(4000)))
  app.get('/streamed', (_req, res) => {
    res.type('application/json')
    res.write('{"part":"')
    res.write('y'.repeat(4000))
    res.end('"}')
  })
  app.get('/later', (_req, res) => void setTimeout(() => res.json(LARGE), 20))
  const http = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s))
  })
  return {
    base: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    close: () => {
      http.closeAllConnections()
      http.close()
    },
  }
}

describe('compressing JSON answers', () => {
  describe('when compression works', () => {
    let server: { base: string; close: () => void }
    before(async () => void (server = await serve()))
    after(() => server.close())

    it('sends an answer over 1 KB brotli-compressed to a client accepting br, and gzip to one accepting only gzip', async () => {
      const br = await rawRequest(server.base, '/large', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
      expect(br.headers['content-encoding']).to.equal('br')
      expect(br.headers.vary).to.match(/Accept-Encoding/i)
      expect(Number(br.headers['content-length'])).to.equal(br.body.length)
      expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).to.deep.equal(LARGE)
      const gz = await rawRequest(server.base, '/large', { headers: { 'Accept-Encoding': 'gzip' } })
      expect(gz.headers['content-encoding']).to.equal('gzip')
      expect(JSON.parse(gunzipSync(gz.body).toString('utf8'))).to.deep.equal(LARGE)
    })

    it('sends it as it is to a client that does not ask for compression', async () => {
      const plain = await rawRequest(server.base, '/large')
      expect(plain.headers['content-encoding']).to.equal(undefined)
      expect(plain.headers.vary).to.match(/Accept-Encoding/i)
      expect(JSON.parse(plain.body.toString('utf8'))).to.deep.equal(LARGE)
    })

    it('sends an answer of 1 KB or less as it is, even to a client that accepts compression', async () => {
      const small = await rawRequest(server.base, '/small', { headers: { 'Accept-Encoding': 'br, gzip' } })
      expect(small.headers['content-encoding']).to.equal(undefined)
      expect(JSON.parse(small.body.toString('utf8'))).to.deep.equal(SMALL)
    })

    it('leaves answers that are not JSON, and streamed answers, untouched', async () => {
      const text = await rawRequest(server.base, '/text', { headers: { 'Accept-Encoding': 'br, gzip' } })
      expect(text.headers['content-encoding']).to.equal(undefined)
      expect(text.body.toString('utf8')).to.equal('x'.repeat(4000))
      const streamed = await rawRequest(server.base, '/streamed', { headers: { 'Accept-Encoding': 'br, gzip' } })
      expect(streamed.headers['content-encoding']).to.equal(undefined)
      expect(streamed.body.toString('utf8')).to.equal(`{"part":"${'y'.repeat(4000)}"}`)
    })

    it('answers HEAD with the coding and Vary its GET would carry, and no body', async () => {
      const head = await rawRequest(server.base, '/large', { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } })
      expect(head.status).to.equal(200)
      expect(head.headers['content-encoding']).to.equal('br')
      expect(head.headers.vary).to.match(/Accept-Encoding/i)
      expect(head.body.length).to.equal(0)
      const small = await rawRequest(server.base, '/small', { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } })
      expect(small.headers['content-encoding']).to.equal(undefined)
      const plain = await rawRequest(server.base, '/large', { method: 'HEAD' })
      expect(plain.headers['content-encoding']).to.equal(undefined)
    })

    it('compresses an answer sent later (after a wait, as the group commit does), each of many at once intact', async () => {
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => rawRequest(server.base, i % 2 === 0 ? '/later' : '/large', { headers: { 'Accept-Encoding': i % 3 === 0 ? 'gzip' : 'br' } })))
      for (const a of answers) {
        const body = a.headers['content-encoding'] === 'br' ? brotliDecompressSync(a.body) : gunzipSync(a.body)
        expect(JSON.parse(body.toString('utf8'))).to.deep.equal(LARGE)
      }
    })
  })

  describe('when compression fails', () => {
    let server: { base: string; close: () => void }
    before(async () => void (server = await serve({ compress: () => Promise.reject(new Error('zlib broke')) })))
    after(() => server.close())

    it('sends the answer uncompressed, whole, and keeps serving', async () => {
      for (let i = 0; i < 3; i++) {
        const a = await rawRequest(server.base, '/large', { headers: { 'Accept-Encoding': 'br, gzip' } })
        expect(a.status).to.equal(200)
        expect(a.headers['content-encoding']).to.equal(undefined)
        expect(Number(a.headers['content-length'])).to.equal(a.body.length)
        expect(JSON.parse(a.body.toString('utf8'))).to.deep.equal(LARGE)
      }
    })
  })
})
