import { chainW, map, type Either } from 'fp-ts/lib/Either'
import { CALL_NAMES, CALLS, type AnswerOf, type AnyCall, type ArgsOf, type CallName } from '../domain/calls'
import { DataAnswer } from '../domain/codecs'
import { decodeAnswer } from '../domain/decode-report'
import type { ApiError } from './errors'
import type { Transport } from './transport'

/** What every call resolves to: never a rejection. */
export type ApiResult<A> = Promise<Either<ApiError, A>>

/**
 * The typed client: one function per call of both spec call tables (000 §7, 001 §7), each as its entry of
 * `CALLS` (`src/domain/calls.ts`) declares it. Each decodes its answer with its codec; every failure is a Left
 * ApiError (network, http with the server's code and message, session-expired on 419, decode with the failing
 * paths), and no function throws or rejects. Request bodies are encoded with their codecs, so fields a codec
 * does not know are not sent. uuids are URL-encoded in paths.
 */
export type ApiClient = { [K in keyof typeof CALLS]: (...args: ArgsOf<K>) => ApiResult<AnswerOf<K>> }

/** One client function, as the call's entry declares it: its path and body from the arguments, its answer decoded. */
const callFunction = (transport: Transport, name: CallName) => {
  const c: AnyCall = CALLS[name]
  const answer = c.answerIn === 'data' ? DataAnswer(c.answer) : c.answer
  return (...args: readonly unknown[]): ApiResult<unknown> => {
    const path = c.path(...args)
    const body: unknown = c.request === undefined ? undefined : c.request.encode(c.body(...args))
    // An ignored answer reaches the codec as undefined, which its codec (t.undefined) takes.
    const decoded = transport.send({ call: name, method: c.method, path, body, ignoreAnswer: c.ignoreAnswer }).then(chainW(decodeAnswer(answer, name, path)))
    return c.answerIn === 'data' ? decoded.then(map((a: { data: unknown }) => a.data)) : decoded
  }
}

/** Builds the client on a transport (see `createBrowserTransport`, or a transport on a fake fetch in tests). */
export const createApiClient = (transport: Transport): ApiClient =>
  // Each function takes and answers what its entry declares; TypeScript cannot follow the names through fromEntries.
  Object.fromEntries(CALL_NAMES.map((name) => [name, callFunction(transport, name)])) as ApiClient
