import type { ApiResult } from './client'
import { decodeAnswer } from '../domain/decode-report'
import { SupportCodeAnswer, type SupportTrailBody } from '../domain/trail/support-call'
import type { Transport } from './transport'

/**
 * POST /api/support/trails `{ trail, quoteReference, proposal }` (the call's codecs: domain/trail/support-call.ts).
 * Not one of the spec's calls, and deliberately not on the ApiClient the sagas use: it is only ever sent by the
 * rider's click, and a session's conversation does not record the trail of itself. Never rejects.
 */
export const sendSupportTrail = (transport: Transport, body: SupportTrailBody): ApiResult<SupportCodeAnswer> =>
  transport
    .send({ call: 'sendSupportTrail', method: 'POST', path: '/api/support/trails', body })
    .then((r) => (r._tag === 'Left' ? r : decodeAnswer(SupportCodeAnswer, 'sendSupportTrail', '/api/support/trails')(r.right)))
