import type { ErrorRequestHandler, RequestHandler } from 'express'

/** Unknown API paths: 404 not_found (never the SPA's index). */
export const unknownApiPath: RequestHandler = (req, res) => {
  res.status(404).json({ code: 'not_found', message: `No call ${req.method} ${req.path}.` })
}

interface BodyParserError {
  readonly type?: string
  readonly status?: number
}

/**
 * The last handler: malformed JSON 400 `invalid_json`, an over-size body 413 `payload_too_large`, anything
 * else 500 `server_error`. No stack trace or internal message ever reaches the answer.
 */
export const errorHandler =
  (log: (message: string) => void): ErrorRequestHandler =>
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
    log(`unexpected error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`)
    res.status(500).json({ code: 'server_error', message: 'Something went wrong on our side.' })
  }
