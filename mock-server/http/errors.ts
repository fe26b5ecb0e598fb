import type { ErrorRequestHandler, RequestHandler } from 'express'
import type { Logger } from '../../src/operations/logger'

/** Unknown API paths: 404 not_found (never the SPA's index). */
export const unknownApiPath: RequestHandler = (req, res) => {
  res.status(404).json({ code: 'not_found', message: `No call ${req.method} ${req.path}.` })
}

/** The API's paths (and the mock provider's, and the store's view): their answers are JSON. */
const API_PATH = /^\/(?:api|json|mock-(?:provider|recaptcha|fingerprint|portal)|__store)(?:\/|$)/

const isMalformed = (path: string): boolean => {
  try {
    decodeURIComponent(path)
    return false
  } catch {
    return true
  }
}

/**
 * A path whose percent-encoding is malformed (`%zz`, a lone `%`, a cut-off UTF-8 sequence such as
 * `%E0%A4%A`) is 400 `bad_request` before any route, static file or the app's index sees it: JSON on the
 * API's paths, plain text elsewhere. Nothing is logged (it is the client's mistake, not the server's).
 */
export const malformedPath: RequestHandler = (req, res, next) => {
  if (!isMalformed(req.path)) return next()
  const message = 'The address is not valid: it holds a malformed percent-encoding.'
  res.setHeader('Cache-Control', 'no-store')
  if (API_PATH.test(req.path)) res.status(400).json({ code: 'bad_request', message })
  else res.status(400).type('text/plain').send(`Bad request. ${message}`)
}

interface BodyParserError {
  readonly type?: string
  readonly status?: number
}

/**
 * The last handler: malformed JSON 400 `invalid_json`, an over-size body 413 `payload_too_large`, anything
 * else 500 `server_error`, logged with its stack (`unexpected error`). No stack trace or internal message ever
 * reaches the answer.
 */
export const errorHandler =
  (log: Logger): ErrorRequestHandler =>
  (err: unknown, _req, res, next) => {
    if (res.headersSent) return next(err)
    const e = err as BodyParserError
    if (e.type === 'entity.parse.failed') {
      res.status(400).json({ code: 'invalid_json', message: 'The request body is not valid JSON.' })
      return
    }
    if (e.type === 'entity.too.large') {
      res.status(413).json({ code: 'payload_too_large', message: 'The request body is too large.' })
      return
    }
    if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
      res.status(e.status).json({ code: 'bad_request', message: 'The request could not be read.' })
      return
    }
    log.error({ err }, 'unexpected error')
    res.status(500).json({ code: 'server_error', message: 'Something went wrong on our side.' })
  }
