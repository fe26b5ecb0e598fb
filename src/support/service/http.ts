import type { Request, RequestHandler, Response } from 'express'
import type { FieldError } from '../../domain/api-error'
import { invalidRequest } from '../../domain/refusal'

/** Answers 400 `{ code: 'invalid_request', message, errors: [{ path, message }] }`, as every call of the product does. */
export const refuse = (res: Response, errors: readonly FieldError[], message?: string): void => {
  res.status(400).json(invalidRequest(errors, message))
}

/** Answers 429 with Retry-After (whole seconds, at least 1). */
export const tooMany = (res: Response, retryAfterMs: number, message: string): void => {
  res.setHeader('Retry-After', String(Math.max(1, Math.ceil(retryAfterMs / 1000))))
  res.status(429).json({ code: 'too_many_requests', message })
}

/** Answers holding trails, staff names or tokens are never stored by a browser or proxy. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store')
  next()
}

/** True for a JSON body in UTF-8, sent without a content encoding. */
const isPlainJson = (req: Request): boolean => {
  const header = req.headers['content-type'] ?? ''
  const type = header.split(';')[0]?.trim().toLowerCase() ?? ''
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(header)?.[1]?.toLowerCase()
  const encoding = (req.headers['content-encoding'] ?? 'identity').toLowerCase()
  return (type === 'application/json' || /^application\/[\w.+-]+\+json$/.test(type)) && (charset === undefined || charset === 'utf-8' || charset === 'utf8') && encoding === 'identity'
}

/**
 * Reads a JSON request body of at most `limit` bytes, as raw bytes: nothing is parsed here. Answers for the
 * caller (and resolves null) on 415 (not JSON in UTF-8, or compressed) and 413 (declared or found larger than
 * the limit: reading stops there and the connection is closed after the answer, so an endless body costs
 * nothing more).
 */
export const readJsonBytes = (req: Request, res: Response, limit: number): Promise<Uint8Array | null> =>
  new Promise((resolve) => {
    if (!isPlainJson(req)) {
      res.status(415).json({ code: 'unsupported_media_type', message: 'Request bodies must be JSON in UTF-8 (Content-Type: application/json), not compressed.' })
      resolve(null)
      return
    }
    const tooLarge = (): void => {
      res.setHeader('Connection', 'close')
      res.status(413).json({ code: 'payload_too_large', message: `The request body is larger than ${limit} bytes.` })
      resolve(null)
    }
    const declared = Number(req.headers['content-length'] ?? NaN)
    if (Number.isFinite(declared) && declared > limit) {
      tooLarge()
      return
    }
    const chunks: Buffer[] = []
    let size = 0
    let done = false
    req.on('data', (chunk: Buffer) => {
      if (done) return
      size += chunk.length
      if (size > limit) {
        done = true
        req.pause()
        tooLarge()
        return
      }
      chunks.push(chunk)
    })
    req.on('end', () => {
      if (done) return
      done = true
      resolve(Buffer.concat(chunks, size))
    })
    req.on('error', () => {
      if (done) return
      done = true
      resolve(null)
    })
  })
