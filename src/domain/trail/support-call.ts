import * as t from 'io-ts'
import { nullable, QuoteReference, Uuid } from '../primitives'

/** Support codes avoid letters and digits a rider could misread over the phone (0/O, 1/I/L). */
export const SUPPORT_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

/** A support code, as the support service gives it and staff look it up: `RC-` and six characters of the alphabet. */
export const SUPPORT_CODE = new RegExp(`^RC-[${SUPPORT_CODE_ALPHABET}]{6}$`)

/**
 * `POST /api/support/trails`: a rider's session sent to support. `trail` is the redacted trail document;
 * `quoteReference` the reference the rider's page shows, if any, and `proposal` the uuid of the rider's
 * proposal, by which the support service asks the insurer whether that proposal holds that reference (the
 * trail's own word is no proof). No other key is accepted.
 */
export const SupportTrailRequest = t.exact(
  t.intersection([t.type({ trail: t.unknown }), t.partial({ quoteReference: nullable(QuoteReference), proposal: nullable(Uuid) })]),
  'SupportTrailRequest',
)
export type SupportTrailRequest = t.TypeOf<typeof SupportTrailRequest>
/** The body as a client sends it (the reference and uuid as the plain strings its state holds). */
export type SupportTrailBody = t.OutputOf<typeof SupportTrailRequest>

/**
 * The answer: the short code the rider reads out, and the quote reference the trail was listed under (null
 * when the insurer did not confirm one for the sender's proposal: staff find it by its code alone).
 */
export const SupportCodeAnswer = t.type({ code: t.string, quoteReference: nullable(t.string) }, 'SupportCodeAnswer')
export type SupportCodeAnswer = t.TypeOf<typeof SupportCodeAnswer>
