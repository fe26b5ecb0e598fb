import * as t from 'io-ts'
import { isLeft, left, right, type Either } from 'fp-ts/lib/Either'
import { isSensitive } from './sensitive'
import { failureUrl, type DecodeError, type FieldError } from './api-error'

/** At most this many paths are reported; the rest are counted in a last line. */
const MAX_REPORTED_PATHS = 20

const MAX_SHOWN_CHARS = 40

/** Codecs that validate with their inner codec's context: the key below them belongs to the inner codec. */
const unwrap = (codec: t.Decoder<unknown, unknown>): t.Decoder<unknown, unknown> => {
  let current = codec
  for (;;) {
    if (
      current instanceof t.ExactType ||
      current instanceof t.RefinementType ||
      current instanceof t.ReadonlyType ||
      current instanceof t.RecursiveType ||
      isSensitive(current as t.Mixed)
    ) {
      current = (current as unknown as { type: t.Decoder<unknown, unknown> }).type
    } else {
      return current
    }
  }
}

/** Union and intersection members are keyed by their index: that key is not part of the data path. */
const isMemberKey = (parent: t.Decoder<unknown, unknown>): boolean => {
  const inner = unwrap(parent)
  return inner instanceof t.UnionType || inner instanceof t.IntersectionType
}

/** The data path of a failure: `quote.premium`, `vehicles[0].abi_code`, or `(answer)` for the root. */
const renderPath = (context: t.Context): string => {
  let path = ''
  for (let i = 1; i < context.length; i++) {
    const parent = context[i - 1]
    const entry = context[i]
    if (parent === undefined || entry === undefined || isMemberKey(parent.type)) continue
    const container = unwrap(parent.type)
    if (container instanceof t.ArrayType || container instanceof t.TupleType) path += `[${entry.key}]`
    else path += path === '' ? entry.key : `.${entry.key}`
  }
  return path === '' ? ROOT_PATH : path
}

/** A short, personal-data-free picture of a value: primitives in JSON, structures by kind only. */
const renderValue = (value: unknown, sensitive: boolean): string => {
  if (value === undefined) return 'undefined'
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  if (typeof value === 'object') return 'an object'
  if (sensitive) return `a redacted ${typeof value}`
  const shown = JSON.stringify(value) ?? String(value)
  return shown.length > MAX_SHOWN_CHARS ? `${shown.slice(0, MAX_SHOWN_CHARS)}…` : shown
}

interface Failure {
  readonly expected: string[]
  readonly value: unknown
  sensitive: boolean
}

/** The path of the decoded value itself. */
export const ROOT_PATH = '(answer)'

/**
 * io-ts errors as failing paths, one per path: `quote.premium`, `expected Money | null but got "abc"`.
 * Alternatives of a union at the same path are merged; a path is dropped when a deeper path under it also
 * failed (the union member that got further explains it better). Values of personal-data codecs are not
 * shown, nor are objects and arrays.
 */
const failuresOf = (errors: t.Errors): FieldError[] => {
  const byPath = new Map<string, Failure>()
  for (const error of errors) {
    const path = renderPath(error.context)
    const last = error.context[error.context.length - 1]
    const expected = last?.type.name ?? 'a valid value'
    const sensitive = error.context.some((c) => isSensitive(c.type as t.Mixed))
    const found = byPath.get(path)
    if (found === undefined) byPath.set(path, { expected: [expected], value: error.value, sensitive })
    else {
      if (!found.expected.includes(expected)) found.expected.push(expected)
      found.sensitive ||= sensitive
    }
  }
  const paths = [...byPath.keys()]
  const explainedDeeper = new Set(paths.length > 1 ? [ROOT_PATH] : [])
  for (const p of paths) for (let i = 1; i < p.length; i++) if (p[i] === '.' || p[i] === '[') explainedDeeper.add(p.slice(0, i))
  return paths
    .filter((p) => !explainedDeeper.has(p))
    .map((path) => {
      const f = byPath.get(path) as Failure
      return { path, message: `expected ${f.expected.join(' | ')} but got ${renderValue(f.value, f.sensitive)}` }
    })
}

/** At most MAX_REPORTED_PATHS items, then one saying how many more there are. */
const capped = <A>(items: A[], more: (count: number) => A): A[] =>
  items.length <= MAX_REPORTED_PATHS ? items : [...items.slice(0, MAX_REPORTED_PATHS), more(items.length - MAX_REPORTED_PATHS)]

const countLine = (count: number): string => `…and ${count} more`

/** io-ts errors as failing paths (see failuresOf); a last entry at ROOT_PATH counts those not named. */
export const reportFailures = (errors: t.Errors): FieldError[] => capped(failuresOf(errors), (n) => ({ path: ROOT_PATH, message: countLine(n) }))

/** One failure as a readable line: `quote.premium: expected Money | null but got "abc"`. */
const asLine = (f: FieldError): string => `${f.path}: ${f.message}`

/** io-ts errors as readable lines, one per failing path (see reportFailures). */
export const reportErrors = (errors: t.Errors): string[] => capped(failuresOf(errors).map(asLine), countLine)

/** The first failing path of io-ts errors (io-ts never reports a failure without one). */
export const firstFailure = (errors: t.Errors): FieldError => failuresOf(errors)[0] ?? { path: ROOT_PATH, message: 'invalid value' }

/** The first failing path of io-ts errors, as one readable line (the event log's refusal, a trail's first bad event). */
export const describeFirstError = (errors: t.Errors): string => asLine(firstFailure(errors))

/**
 * Decodes a call's answer with its codec. A failure becomes a `decode` ApiError naming the call, the URL
 * and the failing paths; it never throws.
 */
export const decodeAnswer =
  <A>(codec: t.Decoder<unknown, A>, call: string, url: string) =>
  (answer: unknown): Either<DecodeError, A> => {
    const result = codec.decode(answer)
    return isLeft(result) ? left({ kind: 'decode', call, paths: reportErrors(result.left), url: failureUrl(url) }) : right(result.right)
  }
