import * as t from 'io-ts'
import { ListCodeType } from '../list-code'
import { isPlain } from '../plain'
import { isSensitive } from '../sensitive'
import type { JsonSchema, WirePattern } from '../wire-schema'

/** A JSON Schema a `$ref` points at, by component name. */
const refTo = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` })

/** A name a component may carry in an OpenAPI document (and a codec's name when it is one: `Proposal`, not `{ code: string }`). */
const COMPONENT_NAME = /^[A-Za-z][A-Za-z0-9_]*$/

const isWirePattern = (v: unknown): v is WirePattern =>
  isPlain(v) && (v.of instanceof RegExp || (Array.isArray(v.of) && v.of.every((r) => r instanceof RegExp)))

/** The body of an anchored expression (`^…$`), its anchors taken off; throws for one that is not anchored at both ends. */
const anchoredBody = (re: RegExp): string => {
  if (!re.source.startsWith('^') || !re.source.endsWith('$') || re.source.endsWith('\\$')) {
    throw new Error(`a wire pattern must match whole values (^…$): /${re.source}/`)
  }
  return re.source.slice(1, -1)
}

const swapCase = (c: string): string => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase())
const isLetter = (c: string): boolean => c.toLowerCase() !== c.toUpperCase()

/**
 * An expression's source matching letters of either case, as the `i` flag would (a JSON Schema pattern has no
 * flags): a letter outside a class becomes `[Xx]`, and a class gains each of its letters and ranges in the other
 * case. Escapes (`\d`, `\s`) are kept as they are.
 */
const anyCaseSource = (source: string): string => {
  let out = ''
  for (let i = 0; i < source.length; i++) {
    const c = source.charAt(i)
    if (c === '\\') {
      out += source.slice(i, i + 2)
      i++
    } else if (c === '[') {
      let end = i + 1
      let content = ''
      let swapped = ''
      while (end < source.length && source.charAt(end) !== ']') {
        const d = source.charAt(end)
        if (d === '\\') {
          content += source.slice(end, end + 2)
          end += 2
          continue
        }
        content += d
        if (isLetter(d)) swapped += swapCase(d)
        else if (d === '-' && swapped !== '' && isLetter(source.charAt(end + 1))) swapped += '-'
        end++
      }
      out += `[${content}${swapped}]`
      i = end
    } else if (isLetter(c)) {
      out += `[${c}${swapCase(c)}]`
    } else {
      out += c
    }
  }
  return out
}

/** A declared pattern as the one ECMA-262 string a JSON Schema `pattern` takes. */
const patternString = (p: WirePattern): string => {
  const regexes = p.of instanceof RegExp ? [p.of] : p.of
  const bodies = regexes.map((re) => {
    const body = anchoredBody(re)
    return p.anyCase === true || re.flags.includes('i') ? anyCaseSource(body) : body
  })
  const body = bodies.length === 1 ? (bodies[0] ?? '') : bodies.map((b) => `(?:${b})`).join('|')
  return p.trimmed === true ? `^\\s*(?:${body})\\s*$` : `^(?:${body})$`
}

/** A declared schema as JSON Schema: its patterns written as strings, at any depth. */
const resolved = (schema: JsonSchema): JsonSchema =>
  Object.fromEntries(
    Object.entries(schema).map(([k, v]) => [k, k === 'pattern' && isWirePattern(v) ? patternString(v) : isPlain(v) ? resolved(v) : v]),
  )

/**
 * `schema` with `words` said in its description (after any it has). A reference is wrapped (`allOf`) rather than
 * given a sibling, which OpenAPI 3.1 allows but tools made for 3.0 refuse.
 */
const described = (schema: JsonSchema, words: string): JsonSchema =>
  '$ref' in schema
    ? { allOf: [schema], description: words }
    : { ...schema, description: typeof schema.description === 'string' ? `${schema.description} ${words}` : words }

/** The props of an object codec, and which of them must be present (their codec refuses `undefined`). */
interface ObjectShape {
  readonly props: Readonly<Record<string, t.Mixed>>
  readonly required: readonly string[]
}

const objectShape = (codec: t.Mixed): ObjectShape | undefined => {
  if (codec instanceof t.ExactType || codec instanceof t.ReadonlyType) return objectShape(codec.type as t.Mixed)
  if (codec instanceof t.InterfaceType) {
    const props = codec.props as Record<string, t.Mixed>
    return { props, required: Object.keys(props).filter((k) => (props[k] as t.Mixed).decode(undefined)._tag === 'Left') }
  }
  if (codec instanceof t.PartialType) return { props: codec.props as Record<string, t.Mixed>, required: [] }
  if (codec instanceof t.IntersectionType) {
    const shapes = (codec.types as t.Mixed[]).map(objectShape)
    if (shapes.some((s) => s === undefined)) return undefined
    const all = shapes as ObjectShape[]
    // A key two members declare is one key of both: its schema the intersection of theirs.
    const props: Record<string, t.Mixed> = {}
    for (const s of all) for (const [k, c] of Object.entries(s.props)) props[k] = k in props ? t.intersection([props[k] as t.Mixed, c]) : c
    return { props, required: [...new Set(all.flatMap((s) => s.required))] }
  }
  return undefined
}

const isNull = (c: t.Mixed): boolean => c instanceof t.NullType

/**
 * The values of a literal, a `t.keyof`, or a union of literals, null and unnamed keys, or undefined for anything
 * else (a union holding a named `t.keyof` refers to its component instead).
 */
const enumValues = (codec: t.Mixed, top = true): unknown[] | undefined => {
  if (codec instanceof t.LiteralType) return [codec.value]
  if (codec instanceof t.KeyofType) return top || !isComponent(codec) ? Object.keys(codec.keys as object) : undefined
  if (codec instanceof t.NullType) return [null]
  if (codec instanceof t.UnionType) {
    const parts = (codec.types as t.Mixed[]).map((m) => enumValues(m, false))
    return parts.every((p) => p !== undefined) ? (parts as unknown[][]).flat() : undefined
  }
  return undefined
}

const typeOfValue = (v: unknown): string => (v === null ? 'null' : typeof v === 'number' ? 'number' : typeof v)

/**
 * `{ type, enum }` for literal values (one value too: `enum` is read by more tools than `const`); values of
 * several types (a code or null) have no `type`, as tools made for OpenAPI 3.0 refuse a list of types.
 */
const enumSchema = (values: readonly unknown[]): JsonSchema => {
  const types = [...new Set(values.map(typeOfValue))]
  return types.length === 1 ? { type: types[0], enum: values } : { enum: values }
}

/** What a codec the walk met but could not describe fully: its name, and why. */
export interface Undescribed {
  readonly codec: string
  readonly why: string
}

/**
 * JSON Schemas (2020-12, as OpenAPI 3.1 has them) of io-ts codecs, walking the codec tree: objects (`t.type`,
 * `t.partial`, `t.exact`, `t.strict`, their intersections) with their properties and the keys that must be present,
 * unions (`anyOf`; literals, `t.keyof` and `null` as an `enum`), arrays, records, tuples, literals, `t.recursion`,
 * and the domain's own markings (personal data, a reference list's code, an answered field) as the codec they wrap,
 * said in the description. Objects stay open, as io-ts decodes them (a key the codec does not know is dropped, not
 * refused). A refinement or a brand, or a codec of our own, takes its `WireSchema` declaration (`declared`): a
 * refinement without one is described as the codec it refines (more than it accepts), another without one as any
 * value; both are listed in `undescribed`.
 *
 * A codec whose name is a plain identifier (`Proposal`, `Money`, `CoverType`) becomes a component of
 * `components`, referred to by `$ref`; two different codecs of one name are told apart by a number (`Occupation2`).
 */
export const jsonSchemas = (declared: ReadonlyMap<t.Mixed, JsonSchema>) => {
  const components: Record<string, JsonSchema> = {}
  const componentOf = new Map<t.Mixed, string>()
  const undescribed: Undescribed[] = []

  const objectSchema = (shape: ObjectShape): JsonSchema => ({
    type: 'object',
    properties: Object.fromEntries(Object.entries(shape.props).map(([k, c]) => [k, schemaOf(c)])),
    ...(shape.required.length > 0 ? { required: shape.required } : {}),
  })

  // A marked copy of a refinement (`answered(…)`) shares its predicate: its declaration is the original's.
  const byPredicate = new Map<unknown, JsonSchema>()
  for (const [codec, schema] of declared) if (codec instanceof t.RefinementType) byPredicate.set(codec.predicate, schema)
  const declaration = (codec: t.Mixed): JsonSchema | undefined =>
    declared.get(codec) ?? (codec instanceof t.RefinementType ? byPredicate.get(codec.predicate) : undefined)

  /** The schema of `codec` itself, never a reference to its own component. */
  const inline = (codec: t.Mixed): JsonSchema => {
    const own = declaration(codec)
    if (own !== undefined) return codec instanceof t.RefinementType ? { ...inline(codec.type as t.Mixed), ...resolved(own) } : resolved(own)
    if (isSensitive(codec)) return described(schemaOf(codec.type), 'Personal data.')
    if (codec instanceof ListCodeType) {
      const lists = codec.lists.map((l) => `insurer.${l}`).join(' or ')
      const answers = codec.notCodes.length > 0 ? `, or ${codec.notCodes.map((c) => JSON.stringify(c)).join(' or ')}` : ''
      return described(schemaOf(codec.type as t.Mixed), `A value of the reference list ${lists}${answers}.`)
    }
    if (codec instanceof t.RefinementType) {
      undescribed.push({ codec: codec.name, why: 'a refinement with no WireSchema: described as the codec it refines' })
      return inline(codec.type as t.Mixed)
    }
    if (codec instanceof t.ExactType || codec instanceof t.ReadonlyType) return inline(codec.type as t.Mixed)
    if (codec instanceof t.StringType) return { type: 'string' }
    if (codec instanceof t.NumberType) return { type: 'number' }
    if (codec instanceof t.BooleanType) return { type: 'boolean' }
    if (codec instanceof t.NullType) return { type: 'null' }
    if (codec instanceof t.UnknownType || codec instanceof t.AnyType) return {}
    if (codec instanceof t.AnyDictionaryType) return { type: 'object' }
    if (codec instanceof t.AnyArrayType) return { type: 'array' }
    if (codec instanceof t.NeverType) return { not: {} }
    const values = enumValues(codec)
    if (values !== undefined) return enumSchema(values)
    if (codec instanceof t.UnionType) {
      const members = codec.types as t.Mixed[]
      return { anyOf: members.map((m) => (isNull(m) ? { type: 'null' } : schemaOf(m))) }
    }
    if (codec instanceof t.ArrayType || codec instanceof t.ReadonlyArrayType) return { type: 'array', items: schemaOf(codec.type as t.Mixed) }
    if (codec instanceof t.TupleType) {
      const items = (codec.types as t.Mixed[]).map(schemaOf)
      return { type: 'array', prefixItems: items, minItems: items.length, maxItems: items.length }
    }
    if (codec instanceof t.DictionaryType) {
      const domain = codec.domain as t.Mixed
      const keys = enumValues(domain)
      const value = schemaOf(codec.codomain as t.Mixed)
      if (keys !== undefined) return { type: 'object', properties: Object.fromEntries(keys.map((k) => [String(k), value])), required: keys.map(String) }
      return { type: 'object', additionalProperties: value }
    }
    const shape = objectShape(codec)
    if (shape !== undefined) return objectSchema(shape)
    if (codec instanceof t.IntersectionType) return { allOf: (codec.types as t.Mixed[]).map(schemaOf) }
    if (codec instanceof t.RecursiveType) return inline(codec.type as t.Mixed)
    undescribed.push({ codec: codec.name, why: 'a codec of its own with no WireSchema: described as any value' })
    return {}
  }

  /** A codec's schema: a `$ref` to its component when its name is an identifier, else inline. */
  const schemaOf = (codec: t.Mixed): JsonSchema => {
    const known = componentOf.get(codec)
    if (known !== undefined) return refTo(known)
    if (!isComponent(codec)) return inline(codec)
    // Named before its schema is made, so that a recursive codec refers to itself.
    const name = freeName(codec.name)
    componentOf.set(codec, name)
    components[name] = {}
    const schema = inline(codec)
    const same = Object.entries(components).find(([other, s]) => other !== name && other.replace(/\d+$/, '') === codec.name && sameJson(s, schema))
    if (same !== undefined && !refersTo(schema, name)) {
      // The same schema under the same name (a marked copy of a codec, `answered(…)`): one component.
      delete components[name]
      componentOf.set(codec, same[0])
      return refTo(same[0])
    }
    components[name] = schema
    return refTo(name)
  }

  const freeName = (base: string): string => {
    if (!(base in components)) return base
    let n = 2
    while (`${base}${n}` in components) n++
    return `${base}${n}`
  }

  return { schemaOf, components, undescribed }
}

/** io-ts's own codecs, whose names (`string`, `UnknownRecord`) name no schema of ours: always written inline. */
const BUILT_IN: readonly (abstract new (...args: never[]) => unknown)[] = [
  t.StringType, t.NumberType, t.BooleanType, t.NullType, t.UndefinedType, t.VoidType, t.UnknownType, t.AnyType,
  t.NeverType, t.LiteralType, t.AnyArrayType, t.AnyDictionaryType, t.FunctionType,
]

/** A codec that becomes a component: one with a name of its own, not a marking of another or one of io-ts's own. */
const isComponent = (codec: t.Mixed): boolean =>
  COMPONENT_NAME.test(codec.name) && !isSensitive(codec) && !(codec instanceof ListCodeType) && !BUILT_IN.some((k) => codec instanceof k)

const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b)

const refersTo = (schema: JsonSchema, name: string): boolean => JSON.stringify(schema).includes(`"#/components/schemas/${name}"`)
