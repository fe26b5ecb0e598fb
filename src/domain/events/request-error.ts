import * as t from 'io-ts'
import { ApiError } from '../api-error'

/**
 * A failed call as the log keeps it: the API client's tagged error (network, http with the server's code,
 * message and failing paths, session-expired for 419, decode with the failing paths), in plain JSON.
 */
export const RequestError = ApiError
export type RequestError = t.TypeOf<typeof RequestError>
