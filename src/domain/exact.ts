import * as t from 'io-ts'
import { isSensitive } from './sensitive'
import { memberFor } from './union-member'
import { isPlain as isObj, type Plain as Obj } from './plain'


/**
 * The props a record codec declares for this value, through exact, readonly, refinement and sensitive wrappers,
 * intersections, and unions (the member the value belongs to); null when any key is allowed (a dictionary, or
 * a codec that is not a record).
 */
const declaredKeys = (codec: t.Mixed, value: unknown): Map<string, t.Mixed[]> | null => {
  const keys = new Map<string, t.Mixed[]>()
  const add = (c: t.Mixed): boolean => {
    const inner = unwrap(c)
    if (inner instanceof t.InterfaceType || inner instanceof t.PartialType) {
      for (const [k, v] of Object.entries(inner.props as Record<string, t.Mixed>)) keys.set(k, [...(keys.get(k) ?? []), v])
      return true
    }
    if (inner instanceof t.IntersectionType) return (inner.types as t.Mixed[]).every(add)
    if (inner instanceof t.UnionType) {
      const member = memberFor(inner.types as t.Mixed[], value)
      return member !== undefined && add(member)
    }
    return false
  }
  return add(codec) ? keys : null
}

const unwrap = (codec: t.Mixed): t.Mixed => {
  let c = codec
  while (c instanceof t.ExactType || c instanceof t.RefinementType || c instanceof t.ReadonlyType || c instanceof t.RecursiveType || isSensitive(c)) {
    c = c.type as t.Mixed
  }
  return c
}

/** The codec of a key that an intersection's members declare more than once: all of them at once. */
const oneCodec = (codecs: readonly t.Mixed[]): t.Mixed =>
  codecs.length === 1 ? (codecs[0] as t.Mixed) : (t.intersection(codecs as unknown as [t.Mixed, t.Mixed]) as t.Mixed)

const join = (path: string, key: string): string => (path === '' ? key : `${path}.${key}`)

/** Keys of one object in a value that its codec does not declare. */
export interface Undeclared {
  /** The object's path (`quote`, `risk.additional_drivers[0]`; '' for the value itself). */
  readonly path: string
  /** Its keys the codec does not declare, in the object's order; for a tuple, the first index past its length. */
  readonly keys: readonly string[]
  /** The keys the codec declares for it that it does not hold. */
  readonly absent: readonly string[]
}

/**
 * Every object in `value` holding keys that `codec` does not declare, depth first in the value's order (the
 * declared keys of an object are walked, an undeclared one's value is not). `value` is expected to decode with
 * `codec` already: a union's member is chosen as redaction chooses it (`memberFor`). Dictionaries and unknown
 * values allow any key. Walks iteratively, so no nesting depth can overflow the stack.
 */
export function* undeclaredKeys(codec: t.Mixed, value: unknown): Generator<Undeclared> {
  const stack: [t.Mixed, unknown, string][] = [[codec, value, '']]
  while (stack.length > 0) {
    const [c0, v, path] = stack.pop() as [t.Mixed, unknown, string]
    const c = unwrap(c0)
    if (v === null || v === undefined || typeof v !== 'object') continue
    if (c instanceof t.UnionType) {
      const member = memberFor(c.types as t.Mixed[], v)
      if (member !== undefined) stack.push([member, v, path])
      continue
    }
    if (c instanceof t.ArrayType) {
      if (Array.isArray(v)) for (let i = v.length - 1; i >= 0; i--) stack.push([c.type as t.Mixed, v[i], `${path}[${i}]`])
      continue
    }
    if (c instanceof t.TupleType) {
      const types = c.types as t.Mixed[]
      if (Array.isArray(v)) {
        if (v.length > types.length) yield { path, keys: [`[${types.length}]`], absent: [] }
        for (let i = Math.min(v.length, types.length) - 1; i >= 0; i--) stack.push([types[i] as t.Mixed, v[i], `${path}[${i}]`])
      }
      continue
    }
    if (c instanceof t.DictionaryType) {
      if (isObj(v)) for (const [k, x] of Object.entries(v)) stack.push([c.codomain as t.Mixed, x, join(path, k)])
      continue
    }
    const keys = declaredKeys(c, v)
    if (keys === null || !isObj(v)) continue
    const unknown = Object.keys(v).filter((k) => !keys.has(k))
    if (unknown.length > 0) yield { path, keys: unknown, absent: [...keys.keys()].filter((k) => !Object.hasOwn(v, k)) }
    const pending: [t.Mixed, unknown, string][] = []
    for (const [k, x] of Object.entries(v)) {
      const codecs = keys.get(k)
      if (codecs !== undefined) pending.push([oneCodec(codecs), x, join(path, k)])
    }
    stack.push(...pending.reverse())
  }
}

/**
 * The path of the first key in `value` that `codec` does not declare (`events[3].payload.card_number`), or
 * null when every key is known. io-ts keeps (t.type) or silently drops (t.exact) keys a codec does not know;
 * a server that must store only what it understands refuses them instead. As `undeclaredKeys`, which it stops
 * at its first finding.
 */
export const firstUnknownKey = (codec: t.Mixed, value: unknown): string | null => {
  for (const found of undeclaredKeys(codec, value)) {
    const key = found.keys[0] ?? ''
    return key.startsWith('[') ? `${found.path}${key}` : join(found.path, key)
  }
  return null
}

/**
 * A copy of `value` holding only what `codec` declares: every key no codec declares is left out, at any depth
 * (a tuple's extra elements too). io-ts's `t.type` keeps keys it does not know, so a decoded server answer may
 * carry more than its codec says; a trail is made exact before it leaves the browser, so a server that refuses
 * unknown keys (`firstUnknownKey`) never refuses a rider's own trail. A union's member is chosen as
 * `firstUnknownKey` chooses it; values the codec does not describe are returned as they are.
 */
export const keepDeclared = (codec: t.Mixed, value: unknown): unknown => {
  const c = unwrap(codec)
  if (value === null || typeof value !== 'object') return value
  if (c instanceof t.UnionType) {
    const member = memberFor(c.types as t.Mixed[], value)
    return member === undefined ? value : keepDeclared(member, value)
  }
  if (c instanceof t.ArrayType) return Array.isArray(value) ? value.map((v) => keepDeclared(c.type as t.Mixed, v)) : value
  if (c instanceof t.TupleType) {
    const types = c.types as t.Mixed[]
    return Array.isArray(value) ? value.slice(0, types.length).map((v, i) => keepDeclared(types[i] as t.Mixed, v)) : value
  }
  if (c instanceof t.DictionaryType) {
    return isObj(value) ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, keepDeclared(c.codomain as t.Mixed, v)])) : value
  }
  const keys = declaredKeys(c, value)
  if (keys === null || !isObj(value)) return value
  const out: Obj = {}
  for (const [k, v] of Object.entries(value)) {
    const codecs = keys.get(k)
    if (codecs !== undefined) out[k] = keepDeclared(oneCodec(codecs), v)
  }
  return out
}
