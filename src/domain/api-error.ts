import * as t from 'io-ts'

const WithUrl = t.partial({ url: t.string })

/**
 * The `url` a failure carries: the request's path without its query. Failures enter the event log and trails,
 * and a query may hold personal data (the address lookup's postcode).
 */
export const failureUrl = (path: string): string => path.split('?')[0] ?? path

/** One failing field of a rejected request body, as the server reports it. */
export const FieldError = t.type({ path: t.string, message: t.string }, 'FieldError')
export type FieldError = t.TypeOf<typeof FieldError>

/** No usable answer arrived: fetch rejected (offline, DNS, CORS, aborted) or the body could not be read. */
const NetworkError = t.intersection([t.type({ kind: t.literal('network'), message: t.string }), WithUrl], 'NetworkError')
type NetworkError = t.TypeOf<typeof NetworkError>

/**
 * The server answered with a non-2xx status other than 419. `code`, `message` and `errors` come from the
 * server's error body when it has them (`message` is what the Instalments screen shows).
 */
export const HttpError = t.intersection(
  [
    t.type({ kind: t.literal('http'), status: t.number }),
    t.partial({ code: t.string, message: t.string, errors: t.array(FieldError) }),
    WithUrl,
  ],
  'HttpError',
)
export type HttpError = t.TypeOf<typeof HttpError>

/** HTTP 419: the server-driven session has expired. */
const SessionExpired = t.intersection([t.type({ kind: t.literal('session-expired') }), WithUrl], 'SessionExpired')
type SessionExpired = t.TypeOf<typeof SessionExpired>

/**
 * A 2xx answer that is not what the call answers: not JSON, or failing the call's codec. `call` names the
 * client function; `paths` are readable, e.g. `quote.premium: expected Money | null but got "abc"`.
 */
export const DecodeError = t.intersection(
  [t.type({ kind: t.literal('decode'), call: t.string, paths: t.array(t.string) }), WithUrl],
  'DecodeError',
)
export type DecodeError = t.TypeOf<typeof DecodeError>

/**
 * Every way an API call can fail. `url` is the request path (without the base URL) when known. The union
 * is a codec too, so a failure can travel inside a domain event and a trail.
 */
export const ApiError = t.union([NetworkError, HttpError, SessionExpired, DecodeError], 'ApiError')
export type ApiError = t.TypeOf<typeof ApiError>
