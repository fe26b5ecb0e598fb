import type { ErrorRequestHandler, RequestHandler, Response } from 'express'
import { ERROR_ANSWERS, type ErrorCode } from '../../src/domain/error-answers'
import type { Logger } from '../../src/operations/logger'

/**
 * Answers the insurer's error answer `code` (`ERROR_ANSWERS`, which gives its status): `{ code, message }` and
 * whatever more the answer carries (a refusal's `errors`).
 */
export const answerError = (res: Response, code: ErrorCode, message: string, more: Readonly<Record<string, unknown>> = {}): void => {
  res.status(ERROR_ANSWERS[code].status).json({ code, message, ...more })
}

/** Unknown API paths: 404 not_found (never the SPA's index). */
export const unknownApiPath: RequestHandler = (req, res) => {
  answerError(res, 'not_found', `No call ${req.method} ${req.path}.`)
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
  if (API_PATH.test(req.path)) answerError(res, 'bad_request', message)
  else res.status(400).type('text/plain').send(`Bad request. ${message}`)
}

/** What a failure on the insurer's side says: nothing of its insides. */
export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side.'

interface BodyParserError {
  readonly type?: string
  readonly status?: number
}

/**
 * The last handler: malformed JSON 400 `invalid_json`, an over-size body 413 `payload_too_large`, a body the
 * parser cannot read otherwise 415 `unsupported_media_type` or 400 `bad_request`, anything else 500
 * `server_error`, logged with its stack (`unexpected error`). No stack trace or internal message ever reaches the
 * answer.
 */
export const errorHandler =
  (log: Logger): ErrorRequestHandler =>
  (err: unknown, _req, res, next) => {
    if (res.headersSent) return next(err)
    const e = err as BodyParserError
    if (e.type === 'entity.parse.failed') {
      answerError(res, 'invalid_json', 'The request body is not valid JSON.')
      return
    }
    if (e.type === 'entity.too.large') {
      answerError(res, 'payload_too_large', 'The request body is too large.')
      return
    }
    if (typeof e.status === 'number' && e.status >= 400 && e.status < 500) {
      // The body parser's other refusals, as the error answer of their kind.
      if (e.status === ERROR_ANSWERS.unsupported_media_type.status) answerError(res, 'unsupported_media_type', 'The request body’s encoding is not supported.')
      else if (e.status === ERROR_ANSWERS.payload_too_large.status) answerError(res, 'payload_too_large', 'The request body is too large.')
      else answerError(res, 'bad_request', 'The request could not be read.')
      return
    }
    log.error({ err }, 'unexpected error')
    answerError(res, 'server_error', SERVER_ERROR_MESSAGE)
  }
