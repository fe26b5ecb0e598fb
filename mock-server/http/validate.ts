import type { Request, Response } from 'express'
import { ERROR_ANSWERS } from '../../src/domain/error-answers'
import type * as t from 'io-ts'
import type { FieldError } from '../../src/domain/api-error'
import { isPlain } from '../../src/domain/plain'
import { invalidRequest, requestFailures } from '../../src/domain/refusal'
import { answerError } from './errors'

/** Answers 400 `{ code: 'invalid_request', message, errors: [{ path, message }] }`. */
export const refuse = (res: Response, errors: readonly FieldError[], message?: string): void => {
  res.status(ERROR_ANSWERS.invalid_request.status).json(invalidRequest(errors, message))
}

/**
 * Decodes the request body with a domain codec. On failure answers 400 with the failing paths and returns
 * undefined, so a handler writes `const body = decodeBody(...); if (body === undefined) return`.
 * `check` judges the body as sent (after `prepare`) by rules the codec cannot hold (a field the call
 * requires that the entity leaves optional): its errors refuse the body too, answered together with the
 * codec's, one entry per path (the check's first).
 */
export const decodeBody = <A>(
  codec: t.Decoder<unknown, A>,
  req: Request,
  res: Response,
  prepare: (u: unknown) => unknown = (u) => u,
  check: (sent: unknown) => FieldError[] = () => [],
): A | undefined => {
  // express.json (strict) gives every API call an object or an array ({} for an empty body); the codec refuses the array at (body).
  const sent = prepare(req.body)
  const checked = check(sent)
  const r = codec.decode(sent)
  const decodeErrors = r._tag === 'Left' ? requestFailures(r.left).filter((e) => !checked.some((c) => c.path === e.path)) : []
  if (checked.length > 0 || r._tag === 'Left') {
    refuse(res, [...checked, ...decodeErrors])
    return undefined
  }
  return r.right
}

/** 404 with code not_found, as the client's error routing expects. */
export const notFound = (res: Response): void => {
  answerError(res, 'not_found', 'No proposal matches.')
}

/** 410 with code expired: the proposal's quote is past its validity (001 §8 names the code; the status is the mock's). */
export const quoteExpired = (res: Response): void => {
  answerError(res, 'expired', 'This quote has expired.')
}

/**
 * The payment_frequency list offers 'true' and 'false' (000 §7): sent back unchanged as `is_pay_monthly` or
 * `risk.duqs.is_pay_monthly`, on any call, they are the booleans they name. Anything else is left for the codec.
 */
export const payFrequencyAsBoolean = (u: unknown): unknown => {
  if (!isPlain(u)) return u
  const asBoolean = (v: unknown): unknown => (v === 'true' ? true : v === 'false' ? false : v)
  const risk = u.risk
  const duqs = isPlain(risk) ? risk.duqs : undefined
  return {
    ...u,
    ...('is_pay_monthly' in u ? { is_pay_monthly: asBoolean(u.is_pay_monthly) } : {}),
    ...(isPlain(risk) && isPlain(duqs) && 'is_pay_monthly' in duqs ? { risk: { ...risk, duqs: { ...duqs, is_pay_monthly: asBoolean(duqs.is_pay_monthly) } } } : {}),
  }
}
