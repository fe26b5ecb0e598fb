import type { ApiError } from '../domain/api-error'
import type { ErrorCode } from '../domain/error-answers'

export * from '../domain/api-error'

/** Where the error routing of 001 §8 sends the rider: Expired, Exception, or nowhere (the caller handles it). */
export type Route = 'expired' | 'exception' | 'none'

/** An entry of the exclusion list: a string matches a URL containing it; a RegExp matches as `search` does. */
export type UrlPattern = string | RegExp

/** True when the server answered that what the call names does not exist (its error code `not_found`, 001 §8). */
export const isNotFound = (error: ApiError): boolean => error.kind === 'http' && error.code === ('not_found' satisfies ErrorCode)

/**
 * True when the server answered that what the call names has expired (its error code `expired`, 001 §8): a
 * quote past its validity. Not a 419, which is the session expiring (`kind` 'session-expired').
 */
export const isExpired = (error: ApiError): boolean => error.kind === 'http' && error.code === ('expired' satisfies ErrorCode)

const matches = (url: string, pattern: UrlPattern): boolean =>
  typeof pattern === 'string' ? url.includes(pattern) : url.search(pattern) !== -1

/**
 * The global routing of a failed call (001 §8): HTTP 419 goes to Expired whatever the URL; any other
 * failure (network, http, decode) goes to Exception, unless the URL contains `pay-monthly`, the server's
 * error code is `not_found` or `expired`, or the URL matches one of `exclusions`; then 'none'.
 */
export const routeFor = (error: ApiError, url: string, exclusions: readonly UrlPattern[] = []): Route => {
  if (error.kind === 'session-expired') return 'expired'
  if (url.includes('pay-monthly')) return 'none'
  if (isNotFound(error) || isExpired(error)) return 'none'
  if (exclusions.some((p) => matches(url, p))) return 'none'
  return 'exception'
}

/**
 * True when the failure counts as "a non-200 response" for the proposal, quote and requote flows
 * (000 §4, 001 §8: non-200 goes to Exception, otherwise Declined). A non-2xx answer (http, 419) is non-200.
 * A decode failure is treated as non-200 too, as DESIGN routes it like a server failure; a network failure
 * had no response at all, so it is not.
 */
export const isNon200 = (error: ApiError): boolean => error.kind !== 'network'
