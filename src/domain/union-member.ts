import * as t from 'io-ts'
import { isPlain as isObj } from './plain'

/** The literal-valued props of an interface codec (its tags), used to pick a union member cheaply. */
const tagsOf = (codec: t.Mixed): [string, unknown][] => {
  const inner = codec instanceof t.ExactType ? (codec.type as t.Mixed) : codec
  if (!(inner instanceof t.InterfaceType)) return []
  return Object.entries(inner.props as Record<string, t.Mixed>)
    .filter(([, c]) => c instanceof t.LiteralType)
    .map(([k, c]) => [k, (c as t.LiteralType<string>).value])
}

const tagCache = new WeakMap<t.Mixed, [string, unknown][]>()
const cachedTags = (codec: t.Mixed): [string, unknown][] => {
  let tags = tagCache.get(codec)
  if (tags === undefined) {
    tags = tagsOf(codec)
    tagCache.set(codec, tags)
  }
  return tags
}

/**
 * The member of a union a value belongs to: members whose literal tags (an event's `type`, a call entry's
 * `name`) differ are passed over without running their `is`, which keeps the large event and answer unions
 * cheap; the first member whose `is` accepts the value wins.
 */
export const memberFor = (types: readonly t.Mixed[], value: unknown): t.Mixed | undefined =>
  types.find((m) => {
    const tags = cachedTags(m)
    if (tags.length > 0 && !(isObj(value) && tags.every(([k, v]) => value[k] === v))) return false
    return m.is(value)
  })
