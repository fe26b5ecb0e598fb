import { randomUUID } from 'node:crypto'
import type { Request, RequestHandler, Response } from 'express'
import { withinRequest, type Logger } from './logger'

/** The header a request's id comes in (from a load balancer or the client) and goes back in. */
const REQUEST_ID_HEADER = 'X-Request-Id'

/** An id a caller may choose: a plain token (a UUID, a load balancer's hex id), never free text. */
const SANE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/

/** The request's id: the caller's `X-Request-Id` when it is a plain token, else a new UUID. */
const requestIdOf = (req: Request): string => {
  const given = req.get(REQUEST_ID_HEADER)
  return given !== undefined && SANE_REQUEST_ID.test(given) ? given : randomUUID()
}

/** The code of a refusal or failure (`too_many_requests`, `invalid_request`): the product's own words, never a value. */
const ANSWER_CODE = /^[a-z][a-z_]{0,47}$/

declare module 'express-serve-static-core' {
  interface Locals {
    /** The `code` of the JSON answer sent, when it had one (a refusal's reason). */
    answerCode?: string
  }
}

/**
 * Keeps the `code` of a refusal or failure a handler answers in JSON (`{ code: 'too_many_requests', … }`, status
 * 400 or more) in `res.locals.answerCode`, for the request's log line and the metrics that count refusals by
 * reason. A successful answer's `code` (a support code, a list's entry) is never kept, nor one that is not a plain
 * lower-case word.
 */
const keepAnswerCode = (res: Response): void => {
  const json = res.json.bind(res)
  res.json = (body?: unknown) => {
    const code = typeof body === 'object' && body !== null && 'code' in body ? body.code : undefined
    if (res.statusCode >= 400 && typeof code === 'string' && ANSWER_CODE.test(code)) res.locals.answerCode = code
    return json(body)
  }
}

/** A route pattern (`/api/proposal/:uuid/confirm`, `/api/list/insurer.:name`) as a test of a path. */
const patternTest = (pattern: string): RegExp =>
  new RegExp(`^${pattern.split(/(:[A-Za-z_]\w*)/).map((part, i) => (i % 2 === 1 ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('')}$`)

/**
 * The route a request took, as a bounded label: the pattern of the Express route that answered
 * (`/api/proposal/:uuid`, never the uuid, and never the query), else the first of the server's `known` patterns
 * its path matches (a call refused before its route ran: a limit, a CSRF check, a scenario); a request neither
 * names is one of a few fixed names (another API path's answer, a file or page of the build, or not found). An attacker's
 * random paths therefore never add a label.
 */
const routeOf = (req: Request, res: Response, known: readonly { pattern: string; test: RegExp }[]): string => {
  const route = (req.route as { path?: unknown } | undefined)?.path
  if (typeof route === 'string') return `${req.baseUrl}${route}`
  if (Array.isArray(route)) return `${req.baseUrl}${route.join('|')}`
  const pattern = known.find((k) => k.test.test(req.path))?.pattern
  if (pattern !== undefined) return pattern
  if (res.statusCode === 404) return '(not found)'
  if (req.path.startsWith('/api/')) return '(api)'
  if (req.method === 'GET' || req.method === 'HEAD') return '(static)'
  return '(other)'
}

/** The methods a label may name; any other is `OTHER`, so the labels stay few. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/** One request as it ended: what its log line and the metrics record. */
export interface FinishedRequest {
  readonly method: string
  readonly route: string
  readonly status: number
  readonly seconds: number
  /** The answer's code, when it was JSON with one. */
  readonly code: string | undefined
  /** The client went before the whole answer was sent. */
  readonly aborted: boolean
}

/** The paths a probe or a scraper asks every few seconds: their successful answers are logged at debug only. */
const QUIET_PATHS = new Set(['/healthz', '/readyz', '/metrics'])

/**
 * First on a server: gives each request its id (the caller's `X-Request-Id` when it is a plain token, else a new
 * UUID), sends it back in `X-Request-Id`, runs the rest of the request within it (every line it causes carries
 * `reqId`), and once the request ends writes its one line — `reqId`, `method`, `route` (the pattern, never the
 * URL or its query), `status`, `ms`, the answer's `code` when it has one, `aborted` when the client left early —
 * and hands it to `observe` (the metrics). Nothing of the URL's query, the headers or the body is written.
 * A 5xx answer is an `error` line; a probe's or scrape's success is `debug`; everything else `info`.
 * `knownRoutes`: the server's route patterns, to name the route of a request refused before its route ran.
 */
export const requestLog = (logger: Logger, observe: (r: FinishedRequest) => void, knownRoutes: readonly string[] = []): RequestHandler => {
  // A pattern without parameters first: `/api/proposal/recall` before `/api/proposal/:uuid`.
  const params = (pattern: string): number => pattern.split(':').length
  const known = [...knownRoutes].sort((a, b) => params(a) - params(b)).map((pattern) => ({ pattern, test: patternTest(pattern) }))
  return (req, res, next) => {
    const started = process.hrtime.bigint()
    const reqId = requestIdOf(req)
    res.setHeader(REQUEST_ID_HEADER, reqId)
    keepAnswerCode(res)
    res.once('close', () => {
      const finished: FinishedRequest = {
        method: METHODS.has(req.method) ? req.method : 'OTHER',
        route: routeOf(req, res, known),
        status: res.statusCode,
        seconds: Number(process.hrtime.bigint() - started) / 1e9,
        code: res.locals.answerCode,
        aborted: !res.writableFinished,
      }
      observe(finished)
      const level = finished.status >= 500 ? 'error' : finished.status < 400 && QUIET_PATHS.has(finished.route) ? 'debug' : 'info'
      logger[level](
        {
          reqId,
          method: finished.method,
          route: finished.route,
          status: finished.status,
          ms: Math.round(finished.seconds * 10_000) / 10,
          ...(finished.code === undefined ? {} : { code: finished.code }),
          ...(finished.aborted ? { aborted: true } : {}),
        },
        'request',
      )
    })
    withinRequest(reqId, next)
  }
}
