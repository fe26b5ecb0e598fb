import * as t from 'io-ts'

/** What kind of personal data a field holds; each kind has one placeholder that its codec accepts. */
export type SensitiveKind =
  | 'name'
  | 'full-name'
  | 'title'
  | 'date-of-birth'
  | 'email'
  | 'phone'
  | 'address-line'
  | 'postcode'
  | 'account-number'
  | 'sort-code'
  | 'free-text'

/**
 * A codec marked as holding personal data. It decodes exactly as the codec it wraps; trail redaction finds
 * it by walking the codec tree and writes its placeholder instead of the value, so a redacted trail keeps
 * its shape and still decodes and replays.
 */
export class SensitiveType<C extends t.Mixed> extends t.Type<t.TypeOf<C>, t.OutputOf<C>, unknown> {
  readonly _tag = 'SensitiveType' as const
  constructor(
    readonly type: C,
    readonly kind: SensitiveKind,
    readonly placeholder: t.TypeOf<C>,
  ) {
    super(type.name, type.is, type.validate, type.encode)
  }
}

/** Marks a field's codec as personal data, once, where the field is defined. */
export const sensitive = <C extends t.Mixed>(codec: C, kind: SensitiveKind, placeholder: t.TypeOf<C>): SensitiveType<C> => {
  const check = codec.decode(placeholder)
  if (check._tag === 'Left') throw new Error(`placeholder for ${kind} does not decode as ${codec.name}`)
  return new SensitiveType(codec, kind, placeholder)
}

export const isSensitive = (codec: t.Mixed): codec is SensitiveType<t.Mixed> => codec instanceof SensitiveType
