import type * as t from 'io-ts'
import type { FieldError } from './api-error'
import { firstFailure, reportFailures, ROOT_PATH } from './decode-report'
import type { ErrorCode } from './error-answers'

/** The path of a request body itself, in a refusal's `errors`. */
export const BODY_PATH = '(body)'

/** What a refusal says when its call has nothing more particular to say. */
export const INVALID_REQUEST_MESSAGE = 'The request body is not valid.'

/** The body of every 400 for a request the server will not take: `{ code: 'invalid_request', message, errors }`. */
export const invalidRequest = (errors: readonly FieldError[], message = INVALID_REQUEST_MESSAGE) => ({ code: 'invalid_request' satisfies ErrorCode, message, errors })

const atBody = (f: FieldError): FieldError => (f.path === ROOT_PATH ? { ...f, path: BODY_PATH } : f)

/** A request body's failing paths, as a refusal names them (personal values never echoed). */
export const requestFailures = (errors: t.Errors): FieldError[] => reportFailures(errors).map(atBody)

/** A request body's first failing path, as a refusal names it. */
export const firstRequestFailure = (errors: t.Errors): FieldError => atBody(firstFailure(errors))
