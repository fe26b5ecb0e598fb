import * as t from 'io-ts'
import { isLeft, left, right, type Either } from 'fp-ts/lib/Either'
import { ErrorBody } from '../domain/codecs'
import type { ERROR_ANSWERS } from '../domain/error-answers'
import type * as Headers from '../domain/request-headers'
import { failureUrl, FieldError, type ApiError, type HttpError } from './errors'

/** The part of a fetch Response the transport reads. */
interface FetchResponse {
  readonly status: number
  text(): Promise<string>
}

/** The request options the transport passes to fetch. */
interface FetchInit {
  method: 'GET' | 'POST'
  headers: Record<string, string>
  body?: string
  credentials: 'same-origin'
}

/** The fetch the transport is built on: `window.fetch` in the browser, a fake in tests. */
type FetchFn = (url: string, init: FetchInit) => Promise<FetchResponse>

/** One call: `call` names it in errors; `ignoreAnswer` skips reading the body of a 2xx answer. */
interface ApiRequest {
  readonly call: string
  readonly method: 'GET' | 'POST'
  readonly path: string
  readonly body?: unknown
  readonly ignoreAnswer?: boolean
}

/**
 * Sends one request and never throws. Right holds the parsed JSON of a 2xx answer (undefined when the
 * body is empty or ignored); Left holds the failure as an ApiError.
 */
export interface Transport {
  send(request: ApiRequest): Promise<Either<ApiError, unknown>>
}

export interface TransportOptions {
  readonly fetch: FetchFn
  /** Prefix of every path: '' for same origin, or e.g. 'http://127.0.0.1:3000'. */
  readonly baseUrl: string
  /** Returns the cookie string (document.cookie in the browser); a throw counts as no cookies. */
  readonly readCookies: () => string
  /**
   * Headers added to one request, asked once per `send` (a CSRF retry reuses them): development builds pass
   * the fault panel's scenarios here; absent in production. A throw counts as no extra headers.
   */
  readonly requestHeaders?: (path: string) => Readonly<Record<string, string>>
}

/*
 * The names and statuses below are those of `src/domain/request-headers.ts` and `ERROR_ANSWERS`, which the mock
 * insurer and the OpenAPI document read; written here again, their types held to those, as an import of them would
 * add a module to the rider's first load.
 */
type StatusOf<C extends keyof typeof ERROR_ANSWERS> = (typeof ERROR_ANSWERS)[C]['status']

/** The cross-site-request-forgery cookie the server sets, and the header that echoes it. */
const CSRF_COOKIE: typeof Headers.CSRF_COOKIE = 'XSRF-TOKEN'
const CSRF_HEADER: typeof Headers.CSRF_HEADER = 'X-XSRF-TOKEN'
/** The marker header saying the request was made by script, and its value. */
const SCRIPT_HEADER: typeof Headers.SCRIPT_HEADER = 'X-Requested-With'
const SCRIPT_HEADER_VALUE: typeof Headers.SCRIPT_HEADER_VALUE = 'XMLHttpRequest'

/** The status of a state-changing request the server refused for its CSRF token. */
const CSRF_REFUSED: StatusOf<'csrf_failed'> = 403

const SESSION_EXPIRED: StatusOf<'session_expired'> = 419

/**
 * The value of cookie `name` in a `document.cookie` string, URL-decoded (kept raw when malformed);
 * undefined when absent or empty.
 */
const readCookie = (cookies: string, name: string): string | undefined => {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=')
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue
    const raw = part.slice(eq + 1).trim()
    if (raw === '') return undefined
    try {
      return decodeURIComponent(raw)
    } catch {
      return raw
    }
  }
  return undefined
}

/** Why a request failed, in words; safe for any thrown value, even one that refuses to become a string. */
const reasonOf = (e: unknown): string => {
  if (e instanceof Error && typeof e.message === 'string') return e.message
  try {
    return String(e)
  } catch {
    return 'the request failed'
  }
}

const safeCookies = (readCookies: () => string): string => {
  try {
    return readCookies()
  } catch {
    return ''
  }
}

const safeHeaders = (requestHeaders: TransportOptions['requestHeaders'], path: string): Readonly<Record<string, string>> => {
  try {
    return requestHeaders?.(path) ?? {}
  } catch {
    return {}
  }
}

const parseJson = (text: string): Either<undefined, unknown> => {
  try {
    return right(JSON.parse(text))
  } catch {
    return left(undefined)
  }
}

const optional = <A>(codec: t.Decoder<unknown, A>, value: unknown): A | undefined => {
  const result = codec.decode(value)
  return isLeft(result) ? undefined : result.right
}

type ErrorFields = Partial<Pick<HttpError, 'code' | 'message' | 'errors'>>

/** Whichever of code, message and errors are well formed in a body that is not a full ErrorBody. */
const lenientFields = (body: unknown): ErrorFields => {
  if (typeof body !== 'object' || body === null) return {}
  const record = body as Record<string, unknown>
  return {
    code: optional(t.string, record.code),
    message: optional(t.string, record.message),
    errors: optional(t.array(FieldError), record.errors),
  }
}

/** An http error carrying the server's code, message and field errors: ErrorBody when it decodes, else what is usable. */
const httpError = (status: number, text: string, url: string): HttpError => {
  const parsed = parseJson(text)
  const fields: ErrorFields = isLeft(parsed) ? {} : (optional(ErrorBody, parsed.right) ?? lenientFields(parsed.right))
  const { code, message, errors } = fields
  return {
    kind: 'http',
    status,
    ...(code === undefined ? {} : { code }),
    ...(message === undefined ? {} : { message }),
    ...(errors === undefined ? {} : { errors: errors.map((e) => ({ path: e.path, message: e.message })) }),
    url,
  }
}

const headersFor = (hasBody: boolean, csrf: string | undefined, extra: Readonly<Record<string, string>>): Record<string, string> => ({
  ...Object.fromEntries(Object.entries(extra).filter(([name]) => name.toLowerCase() !== CSRF_HEADER.toLowerCase())),
  Accept: 'application/json',
  [SCRIPT_HEADER]: SCRIPT_HEADER_VALUE,
  ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
  ...(csrf === undefined ? {} : { [CSRF_HEADER]: csrf }),
})

/**
 * A transport on an injected fetch. Every request carries `X-Requested-With: XMLHttpRequest`; a POST (state
 * changing) also echoes the `XSRF-TOKEN` cookie, when set, in `X-XSRF-TOKEN`, as Angular's XSRF interceptor
 * does (a GET needs no token and reads no cookie). Both come after the option's `requestHeaders`, which cannot
 * replace them; bodies are JSON. Any 2xx is success; 419 is
 * `session-expired`; other statuses are `http` with the server's error body when it can be read; a rejected
 * fetch or an unreadable 2xx body is `network`; a 2xx body that is not JSON is `decode`. There is no timeout.
 */
export const createTransport = ({ fetch, baseUrl, readCookies, requestHeaders }: TransportOptions): Transport => {
  const base = baseUrl.replace(/\/+$/, '')
  return {
    async send({ call, method, path, body, ignoreAnswer = false }) {
      try {
        const at = failureUrl(path)
        const extra = safeHeaders(requestHeaders, path)
        const attempt = (csrf: string | undefined) => {
          const init: FetchInit = { method, headers: headersFor(body !== undefined, csrf, extra), credentials: 'same-origin' }
          if (body !== undefined) init.body = JSON.stringify(body)
          return fetch(`${base}${path}`, init)
        }
        // Only a state-changing call carries the token (the server checks no other): a GET reads no cookie, as the
        // page's first read of document.cookie is a synchronous round trip to the browser (2 to 11 ms measured).
        const csrf = method === 'GET' ? undefined : readCookie(safeCookies(readCookies), CSRF_COOKIE)
        let response = await attempt(csrf)
        // A page's first call may be a POST (Retrieve a Quote, the deep link) before the session's token is
        // known: the refusal sets it, so the call is sent once more with it.
        const issued = response.status === CSRF_REFUSED && csrf === undefined ? readCookie(safeCookies(readCookies), CSRF_COOKIE) : undefined
        if (issued !== undefined) response = await attempt(issued)
        if (response.status === SESSION_EXPIRED) return left({ kind: 'session-expired', url: at })
        const ok = response.status >= 200 && response.status <= 299
        if (!ok) return left(httpError(response.status, await response.text().catch(() => ''), at))
        if (ignoreAnswer) return right(undefined)
        const text = await response.text()
        if (text.trim() === '') return right(undefined)
        const parsed = parseJson(text)
        if (!isLeft(parsed)) return parsed
        const shown = JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…` : text)
        return left({ kind: 'decode', call, paths: [`(answer): expected JSON but got ${shown}`], url: at })
      } catch (e) {
        return left({ kind: 'network', message: reasonOf(e), url: failureUrl(path) })
      }
    },
  }
}
