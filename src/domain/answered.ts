import * as t from 'io-ts'

/*
 * A field a rider's question answers as it is: its value stored at its path, nothing else changed. The field is
 * marked so where its entity declares it (`answered(nullable(t.boolean))`), and that marking is what makes it
 * settable by a plain answer event (src/domain/events/answers.ts): the events' fields, the value codecs and the
 * reducer's paths are all found from the markings, at compile time (AnsweredPaths) and at run time
 * (answeredPaths). A field that no question asks, or that a named event sets with its consequences (the cover
 * type, the licence type, a claim), is not marked.
 */

/** What a marked codec carries besides the codec it copies. */
export interface Answered {
  readonly answered: true
}

/**
 * `codec`, marked as a field a question answers plainly. The marked codec is a copy of the same class (an
 * `instanceof` test, a `_tag` and every walker of codecs see the codec it copies), so it decodes, redacts and
 * names its reference list exactly as the unmarked one.
 */
export const answered = <C extends t.Mixed>(codec: C): C & Answered => {
  const copy = Object.create(Object.getPrototypeOf(codec) as object) as C
  return Object.assign(copy, codec, { answered: true as const })
}

/** True for a codec marked by `answered`. */
const isAnswered = (codec: t.Mixed): codec is t.Mixed & Answered => (codec as Partial<Answered>).answered === true

type Joined<K extends string, R extends string> = R extends '' ? K : `${K}.${R}`

type PropPaths<P> = { [K in keyof P & string]: Joined<K, AnsweredPaths<P[K]>> }[keyof P & string]

/**
 * The dotted paths of the marked fields in values of codec C: through exact, readonly, object, partial,
 * intersection and `| null` codecs, never into an array's items.
 */
export type AnsweredPaths<C> = C extends Answered
  ? ''
  : C extends { readonly _tag: 'ExactType' | 'ReadonlyType'; readonly type: infer I }
    ? AnsweredPaths<I>
    : C extends { readonly _tag: 'InterfaceType' | 'PartialType'; readonly props: infer P }
      ? PropPaths<P>
      : C extends { readonly _tag: 'IntersectionType' | 'UnionType'; readonly types: infer CS extends readonly unknown[] }
        ? AnsweredPaths<CS[number]>
        : never

const join = (path: string, key: string): string => (path === '' ? key : `${path}.${key}`)

/** The run-time twin of AnsweredPaths: the paths of the marked fields of `codec`, in the order they are declared. */
export const answeredPaths = (codec: t.Mixed, path = ''): string[] => {
  if (isAnswered(codec)) return [path]
  if (codec instanceof t.ExactType || codec instanceof t.ReadonlyType) return answeredPaths(codec.type as t.Mixed, path)
  if (codec instanceof t.InterfaceType || codec instanceof t.PartialType) {
    return Object.entries(codec.props as Record<string, t.Mixed>).flatMap(([key, prop]) => answeredPaths(prop, join(path, key)))
  }
  if (codec instanceof t.IntersectionType || codec instanceof t.UnionType) return (codec.types as t.Mixed[]).flatMap((member) => answeredPaths(member, path))
  return []
}
