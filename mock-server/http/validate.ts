import type { Request, Response } from 'express'
import type * as t from 'io-ts'
import { reportErrors } from '../../src/domain/decode-report'

/** One failing path of a refused body: `risk.vehicle.cover_type`, and what was expected. */
export interface PathError {
  readonly path: string
  readonly message: string
}

/** io-ts errors as `{ path, message }` entries (personal values never echoed). */
export const pathErrors = (errors: t.Errors): PathError[] =>
  reportErrors(errors).map((line) => {
    const i = line.indexOf(': ')
    return i === -1 ? { path: '(body)', message: line } : { path: line.slice(0, i) === '(answer)' ? '(body)' : line.slice(0, i), message: line.slice(i + 2) }
  })

/** Answers 400 `{ code: 'invalid_request', errors: [{ path, message }] }`. */
export const refuse = (res: Response, errors: PathError[], message = 'The request body is not valid.'): void => {
  res.status(400).json({ code: 'invalid_request', message, errors })
}

/**
 * Decodes the request body with a domain codec. On failure answers 400 with the failing paths and returns
 * undefined, so a handler writes `const body = decodeBody(...); if (body === undefined) return`.
 */
export const decodeBody = <A>(codec: t.Decoder<unknown, A>, req: Request, res: Response, prepare: (u: unknown) => unknown = (u) => u): A | undefined => {
  const body: unknown = req.body
  if (body === undefined || body === null || typeof body !== 'object') {
    refuse(res, [{ path: '(body)', message: 'expected a JSON object' }])
    return undefined
  }
  const r = codec.decode(prepare(body))
  if (r._tag === 'Left') {
    refuse(res, pathErrors(r.left))
    return undefined
  }
  return r.right
}

/** 404 with code not_found, as the client's error routing expects. */
export const notFound = (res: Response, what = 'proposal'): void => {
  res.status(404).json({ code: 'not_found', message: `No ${what} matches.` })
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

/** A JSON object (not an array, not null). */
export const isPlain = (u: unknown): u is { [key: string]: unknown } => typeof u === 'object' && u !== null && !Array.isArray(u)
