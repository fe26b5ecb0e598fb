import * as t from 'io-ts'
import { isPlain } from './plain'
import { isSensitive } from './sensitive'

/*
 * Paths into an entity, typed by the entity: `name.title`, `driver_details.licence.date`. A question names
 * the path of its answer once; what it reads, the codec its event's value decodes with and where its setter
 * writes are all found from that path, at compile time (PathOf, At) and at run time (codecAt, readAt, writerAt).
 */

type Entered<T> = NonNullable<T>

/** A value a path ends at: a primitive, a branded primitive (IsoDate) or an array. */
type Leaf = string | number | boolean | readonly unknown[]

/** Every dotted path into T through its objects (arrays and the values of branded strings are not entered). */
export type PathOf<T> = Entered<T> extends Leaf
  ? never
  : { [K in keyof Entered<T> & string]: K | (Entered<Entered<T>[K]> extends Leaf ? never : `${K}.${PathOf<Entered<T>[K]>}`) }[keyof Entered<T> & string]

/** The type of the value at path P of T. */
export type At<T, P extends string> = P extends `${infer K}.${infer Rest}`
  ? K extends keyof Entered<T>
    ? At<Entered<T>[K], Rest>
    : never
  : P extends keyof Entered<T>
    ? Entered<T>[P]
    : never

/** The object codec a codec describes values with: through exact, readonly and refinement wrappers, and past `| null`. */
const objectCodecOf = (codec: t.Mixed): t.Mixed => {
  if (codec instanceof t.ExactType || codec instanceof t.ReadonlyType || codec instanceof t.RefinementType || isSensitive(codec)) {
    return objectCodecOf(codec.type as t.Mixed)
  }
  if (codec instanceof t.UnionType) {
    const [only, ...more] = (codec.types as t.Mixed[]).filter((c) => !(c instanceof t.NullType))
    if (only !== undefined && more.length === 0) return objectCodecOf(only)
  }
  return codec
}

/** The codec of `key` in values of `codec`: a property, or an array's items (by index, or passed over when the key is not one). */
const propOf = (codec: t.Mixed, key: string): t.Mixed | undefined => {
  const inner = objectCodecOf(codec)
  if (inner instanceof t.InterfaceType || inner instanceof t.PartialType) {
    const props = inner.props as Record<string, t.Mixed>
    return Object.hasOwn(props, key) ? props[key] : undefined
  }
  if (inner instanceof t.ArrayType) return /^\d+$/.test(key) ? (inner.type as t.Mixed) : propOf(inner.type as t.Mixed, key)
  if (inner instanceof t.IntersectionType || inner instanceof t.UnionType) {
    for (const member of inner.types as t.Mixed[]) {
      const found = propOf(member, key)
      if (found !== undefined) return found
    }
  }
  return undefined
}

/** The codec of the value at `path` in values of `codec`, as the entity declares it (null and markings kept); undefined when it has none. */
export const findCodecAt = (codec: t.Mixed, path: string): t.Mixed | undefined => {
  let at: t.Mixed | undefined = codec
  for (const key of path.split('.')) at = at === undefined ? undefined : propOf(at, key)
  return at
}

/** As `findCodecAt`, for a path the entity must have. */
const codecAt = (codec: t.Mixed, path: string): t.Mixed => {
  const at = findCodecAt(codec, path)
  if (at === undefined) throw new Error(`${codec.name} has no path ${path}`)
  return at
}

/** The value at `path` of `value`; undefined where the path leaves the value's objects. */
export const readAt = (value: unknown, path: string): unknown => {
  let at = value
  for (const key of path.split('.')) {
    if (!isPlain(at)) return undefined
    at = at[key]
  }
  return at
}

/** Writes a value at one path of a target (an Immer draft, or a replay's own copy). */
type PathWriter = (target: object, v: unknown) => void

/**
 * The writer of `path`: it writes its value at `path` of the target, starting each missing or null object on the
 * way. The path is split here, once: the fold writes an answer's path on every answer event, and splitting its text
 * on each write (an array and a string per key) costs the fold of a trail about a third of its speed
 * (docs/benchmarks.md).
 */
export const writerAt = (path: string): PathWriter => {
  const keys = path.split('.')
  const last = keys.pop() as string
  return (target, v) => {
    let at = target as Record<string, unknown>
    for (const key of keys) {
      const next = at[key]
      at = (isPlain(next) ? next : (at[key] = {})) as Record<string, unknown>
    }
    at[last] = v
  }
}

/** A codec that also takes null: an answer can always be cleared. */
const orNull = (codec: t.Mixed): t.Mixed =>
  codec instanceof t.UnionType && (codec.types as t.Mixed[]).some((c) => c instanceof t.NullType) ? codec : t.union([codec, t.null])

/** The codec of an answer at `path` of `codec`'s values, typed by the path: the entity's codec there, or null (never absent). */
export const answerCodecAt = <C extends t.Mixed, P extends PathOf<t.TypeOf<C>>>(codec: C, path: P): t.Type<Exclude<At<t.TypeOf<C>, P>, undefined> | null, unknown> =>
  orNull(codecAt(codec, path)) as t.Type<Exclude<At<t.TypeOf<C>, P>, undefined> | null, unknown>
