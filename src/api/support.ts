import * as t from 'io-ts'
import type { ApiResult } from './client'
import { decodeAnswer } from '../domain/decode-report'
import type { Transport } from './transport'

/** The server's answer to a trail sent to support: the short code the rider reads out. */
export const SupportCodeAnswer = t.type({ code: t.string }, 'SupportCodeAnswer')
export type SupportCodeAnswer = t.TypeOf<typeof SupportCodeAnswer>

/**
 * POST /api/support/trails `{ trail, quoteReference }`. Not one of the spec's calls, and deliberately not
 * on the ApiClient the sagas use: it is only ever sent by the rider's click, and a session's conversation
 * does not record the trail of itself. Never rejects.
 */
export const sendSupportTrail = (transport: Transport, trail: unknown, quoteReference: string | null): ApiResult<SupportCodeAnswer> =>
  transport
    .send({ call: 'sendSupportTrail', method: 'POST', path: '/api/support/trails', body: { trail, quoteReference } })
    .then((r) => (r._tag === 'Left' ? r : decodeAnswer(SupportCodeAnswer, 'sendSupportTrail', '/api/support/trails')(r.right)))
