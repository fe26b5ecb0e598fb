import * as t from 'io-ts'
import { findCodecAt } from './answer-path'
import type { ListName } from './codecs/reference-list'
import { isPlain } from './plain'
import { Code } from './primitives'
import { isSensitive } from './sensitive'
import { memberFor } from './union-member'

/**
 * A codec marked as holding a code of a reference list. It decodes exactly as the codec it wraps; the field's
 * list is named here, where the field is defined, and read from here by the form (the options a question
 * offers: `listAt`) and by the mock insurer (which list a stored value must be of: `codedValues`).
 */
export class ListCodeType<C extends t.Mixed> extends t.Type<t.TypeOf<C>, t.OutputOf<C>, unknown> {
  readonly _tag = 'ListCodeType' as const
  constructor(
    readonly type: C,
    /** The lists a value may come from; the form offers the first. */
    readonly lists: readonly [ListName, ...ListName[]],
    /** Values the field stores that are answers, not codes: no list judges them. */
    readonly notCodes: readonly string[],
  ) {
    super(type.name, type.is, type.validate, type.encode)
  }
}

interface ListCodeOptions {
  /** A second list whose values the field takes too (the form still offers the first list alone). */
  readonly orFrom?: ListName
  /** Values the field stores that are answers, not codes. */
  readonly notCodes?: readonly string[]
}

/** `codec` marked as holding a code of `list`. */
export const inList = <C extends t.Mixed>(codec: C, list: ListName, options: ListCodeOptions = {}): ListCodeType<C> =>
  new ListCodeType(codec, options.orFrom === undefined ? [list] : [list, options.orFrom], options.notCodes ?? [])

/** A code (the `Code` codec) of reference list `list`. */
export const listCode = (list: ListName, options: ListCodeOptions = {}): ListCodeType<typeof Code> => inList(Code, list, options)

const isListCode = (codec: t.Mixed): codec is ListCodeType<t.Mixed> => codec instanceof ListCodeType

/** The codec a marking or a refinement wraps, else undefined. */
const wrapped = (codec: t.Mixed): t.Mixed | undefined =>
  isSensitive(codec) ||
  codec instanceof t.ExactType ||
  codec instanceof t.RefinementType ||
  codec instanceof t.ReadonlyType ||
  codec instanceof t.RecursiveType
    ? (codec.type as t.Mixed)
    : undefined

/** The list marking a field's codec carries: through its wrappers, and its union or intersection members. */
const markingOf = (codec: t.Mixed): ListCodeType<t.Mixed> | undefined => {
  if (isListCode(codec)) return codec
  const inner = wrapped(codec)
  if (inner !== undefined) return markingOf(inner)
  if (codec instanceof t.UnionType || codec instanceof t.IntersectionType) {
    for (const member of codec.types as t.Mixed[]) {
      const found = markingOf(member)
      if (found !== undefined) return found
    }
  }
  return undefined
}

/**
 * The list marking of the field at `path` (dot-separated, as `risk.vehicle.owner` or `driver_details.licence.type`;
 * an array's index, if given, is passed over) inside `codec`, or undefined when that field holds no list code.
 */
const listAt = (codec: t.Mixed, path: string): ListCodeType<t.Mixed> | undefined => {
  const field = findCodecAt(codec, path)
  return field === undefined ? undefined : markingOf(field)
}

/** The reference list a question at `path` inside `codec` offers (the field's first list), or undefined. */
export const listOf = (codec: t.Mixed, path: string): ListName | undefined => listAt(codec, path)?.lists[0]

/** A code found in a value: where (`risk.vehicle.modifications[0].type`), the code, and the lists it must be of. */
export interface CodedValue {
  readonly path: string
  readonly code: string
  readonly lists: readonly ListName[]
}

/**
 * Every code of `value` in a field that `codec` marks with its list, found by walking the codec beside the
 * value (as trail redaction walks it), at its path below `path` in the mock insurer's style (`a.b[0].c`).
 * Unanswered fields (null, absent) and values that are no string (the codec names those) give none; a field's
 * `notCodes` are passed over. A union's value is walked with the member that takes it, else with its first
 * member that is not null, so a value its codec would refuse is still reported at its list.
 */
export const codedValues = (codec: t.Mixed, value: unknown, path = ''): CodedValue[] => {
  if (value === undefined || value === null) return []
  if (isListCode(codec)) {
    return typeof value === 'string' && !codec.notCodes.includes(value) ? [{ path, code: value, lists: codec.lists }] : []
  }
  const inner = wrapped(codec)
  if (inner !== undefined) return codedValues(inner, value, path)
  if (codec instanceof t.UnionType) {
    const types = codec.types as t.Mixed[]
    const member = memberFor(types, value) ?? types.find((m) => !(m instanceof t.NullType))
    return member === undefined ? [] : codedValues(member, value, path)
  }
  if (codec instanceof t.IntersectionType) return (codec.types as t.Mixed[]).flatMap((c) => codedValues(c, value, path))
  if (codec instanceof t.InterfaceType || codec instanceof t.PartialType) {
    if (!isPlain(value)) return []
    const props = Object.entries(codec.props as Record<string, t.Mixed>)
    return props.flatMap(([k, c]) => (Object.hasOwn(value, k) ? codedValues(c, value[k], path === '' ? k : `${path}.${k}`) : []))
  }
  if (codec instanceof t.ArrayType) {
    return Array.isArray(value) ? value.flatMap((v, i) => codedValues(codec.type as t.Mixed, v, `${path}[${i}]`)) : []
  }
  return []
}
