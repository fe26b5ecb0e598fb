import * as t from 'io-ts'
import { isSensitive } from './sensitive'
import { memberFor } from './union-member'
import { isPlain as isObj, type Plain as Obj } from './plain'


/**
 * A copy of `value` with every field whose codec is marked sensitive replaced by that codec's placeholder,
 * found by walking `codec` alongside the value. Shapes are kept, so the result still decodes with `codec`.
 * Values the codec does not describe are returned as they are.
 */
export const redactWith = (codec: t.Mixed, value: unknown): unknown => {
  if (value === undefined || value === null) return value
  if (isSensitive(codec)) return codec.placeholder
  if (
    codec instanceof t.ExactType ||
    codec instanceof t.RefinementType ||
    codec instanceof t.ReadonlyType ||
    codec instanceof t.RecursiveType
  ) {
    return redactWith(codec.type as t.Mixed, value)
  }
  if (codec instanceof t.InterfaceType || codec instanceof t.PartialType) {
    if (!isObj(value)) return value
    const out: Obj = { ...value }
    for (const [k, c] of Object.entries(codec.props as Record<string, t.Mixed>)) {
      if (k in value) out[k] = redactWith(c, value[k])
    }
    return out
  }
  if (codec instanceof t.IntersectionType) {
    return (codec.types as t.Mixed[]).reduce<unknown>((acc, c) => redactWith(c, acc), value)
  }
  if (codec instanceof t.UnionType) {
    const member = memberFor(codec.types as t.Mixed[], value)
    return member === undefined ? value : redactWith(member, value)
  }
  if (codec instanceof t.ArrayType) {
    return Array.isArray(value) ? value.map((v) => redactWith(codec.type as t.Mixed, v)) : value
  }
  if (codec instanceof t.TupleType) {
    const types = codec.types as t.Mixed[]
    return Array.isArray(value) ? value.map((v, i) => (i < types.length ? redactWith(types[i] as t.Mixed, v) : v)) : value
  }
  if (codec instanceof t.DictionaryType) {
    if (!isObj(value)) return value
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, redactWith(codec.codomain as t.Mixed, v)]))
  }
  return value
}
