import { ACCOUNT_NUMBER, EMAIL, EMAIL_MAX_LENGTH, PHONE, POSTCODE, QUOTE_REFERENCE, REGISTRATION_PATTERNS } from './formats'
import { AccountNumber, EmailAddress, QuoteReference, UkPhone, UkPostcode, UkRegistration } from './primitives'
import type { WirePattern, WireSchema } from './wire-schema'

/*
 * The JSON Schema of the branded codecs of `primitives.ts` whose check is a format of `formats.ts`, each the
 * format's own expression with what its predicate does first (trims, upper-cases). They sit in a module of their
 * own, beside the formats, because a declaration in `primitives.ts` naming the formats' expressions would keep
 * them in the rider's bundle (the bundler keeps a read of another module's export it cannot prove idle).
 */

export const UkRegistrationSchema: WireSchema = { codec: UkRegistration, schema: { pattern: { of: REGISTRATION_PATTERNS } satisfies WirePattern } }

export const UkPostcodeSchema: WireSchema = {
  codec: UkPostcode,
  schema: { pattern: { of: POSTCODE, trimmed: true, anyCase: true } satisfies WirePattern },
}

export const UkPhoneSchema: WireSchema = { codec: UkPhone, schema: { pattern: { of: PHONE, trimmed: true } satisfies WirePattern } }

/** EmailAddress: its own expression, not the `email` format, which refuses some addresses it takes (`.a@b.co`). */
export const EmailAddressSchema: WireSchema = {
  codec: EmailAddress,
  schema: { maxLength: EMAIL_MAX_LENGTH, pattern: { of: EMAIL } satisfies WirePattern, not: { pattern: '\\.\\.' } },
}

export const AccountNumberSchema: WireSchema = { codec: AccountNumber, schema: { pattern: { of: ACCOUNT_NUMBER, trimmed: true } satisfies WirePattern } }

export const QuoteReferenceSchema: WireSchema = { codec: QuoteReference, schema: { pattern: { of: QUOTE_REFERENCE, trimmed: true } satisfies WirePattern } }
