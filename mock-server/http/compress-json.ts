import type { RequestHandler, Response } from 'express'
import { chooseEncoding, compress, isJsonType, type Encoding } from '../../src/delivery/content-encoding'

/** JSON answers up to this many bytes are sent as they are: compressing them saves less than it costs. */
const MIN_BYTES = 1024

export interface CompressJsonOptions {
  /** The compressor (default content-encoding.ts's, at the per-answer effort); a rejection sends the body as it is. */
  readonly compress?: (body: Buffer, encoding: Encoding) => Promise<Buffer>
}

type EndCallback = () => void

/** The body and callback of a `res.end(…)` call, whichever of its overloads was used; null for a body it cannot read. */
const endArguments = (args: readonly unknown[]): { body: Buffer | undefined; callback: EndCallback | undefined } | null => {
  const [first, second, third] = args
  const callback = [first, second, third].find((a): a is EndCallback => typeof a === 'function')
  if (first === undefined || first === null || typeof first === 'function') return { body: undefined, callback }
  if (typeof first === 'string') return { body: Buffer.from(first, typeof second === 'string' && Buffer.isEncoding(second) ? second : 'utf8'), callback }
  if (first instanceof Uint8Array) return { body: Buffer.from(first.buffer, first.byteOffset, first.byteLength), callback }
  return null
}

/**
 * Compresses JSON answers of more than 1 KB for clients that accept it (brotli, else gzip; see
 * chooseEncoding), with `Vary: Accept-Encoding`; smaller answers, answers to clients that do not ask, and
 * answers already encoded go as they are; a HEAD gets the headers its GET would. Only an answer sent in one
 * piece (`res.send`, `res.json`) is compressed, when it is ended, so whatever delays or orders answers before that (the group commit's wait for
 * a durable store) is unchanged; a streamed answer passes through untouched. A compression that fails sends
 * the uncompressed body: the answer is never lost.
 */
export const compressJsonAnswers =
  (opts: CompressJsonOptions = {}): RequestHandler =>
  (req, res, next) => {
    const squeeze = opts.compress ?? ((body: Buffer, encoding: Encoding) => compress(body, encoding, 'answer'))
    const write = res.write.bind(res) as (...args: unknown[]) => boolean
    const end = res.end.bind(res) as (...args: unknown[]) => Response
    let streamed = false
    res.write = ((...args: unknown[]) => {
      streamed = true
      return write(...args)
    }) as Response['write']
    res.end = ((...args: unknown[]) => {
      const parsed = streamed || res.headersSent ? null : endArguments(args)
      const head = req.method === 'HEAD'
      // A HEAD answer comes without its body: express has set the length the GET's body would have.
      const size = head ? Number(res.getHeader('Content-Length') ?? 0) : (parsed?.body?.length ?? 0)
      const contentType = res.getHeader('Content-Type')
      if (
        parsed === null ||
        !(size > MIN_BYTES) ||
        !isJsonType(typeof contentType === 'string' ? contentType : undefined) ||
        res.getHeader('Content-Encoding') !== undefined ||
        /\bno-transform\b/i.test(String(res.getHeader('Cache-Control') ?? ''))
      ) {
        return end(...args)
      }
      res.vary('Accept-Encoding')
      const encoding = chooseEncoding(req.headers['accept-encoding'])
      if (encoding === null) return end(...args)
      if (head || parsed.body === undefined) {
        // The headers the GET would carry; its compressed length is not known without compressing, so none is given.
        res.setHeader('Content-Encoding', encoding)
        res.removeHeader('Content-Length')
        return end(...args)
      }
      const { body, callback } = parsed
      squeeze(body, encoding)
        .catch(() => null)
        .then((packed) => {
          if (packed !== null && packed.length < body.length && !res.headersSent) {
            res.setHeader('Content-Encoding', encoding)
            res.setHeader('Content-Length', String(packed.length))
            end(packed, callback)
          } else {
            end(body, callback)
          }
        })
        // Only a response already ended elsewhere can refuse the end: there is nothing left to send.
        .catch(() => undefined)
      return res
    }) as Response['end']
    next()
  }
