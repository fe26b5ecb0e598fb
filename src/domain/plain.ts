/** A plain JSON object: keys to values (what a decoded body, a trail or a stored proposal holds). */
export type Plain = { [key: string]: unknown }

/** Is `u` a plain object (not null, not an array)? */
export const isPlain = (u: unknown): u is Plain => typeof u === 'object' && u !== null && !Array.isArray(u)

/**
 * `named` merged over `base`, as an update or a partial body is: objects merge key by key; any other value
 * `named` gives (a scalar, null, an array: riders, claims, modifications) replaces the base's whole; what it
 * leaves out (absent or undefined) stays. A `__proto__` key is never copied.
 */
export const mergeOver = (base: unknown, named: unknown): unknown => {
  if (named === undefined) return base
  if (!isPlain(base) || !isPlain(named)) return named
  const out: Plain = { ...base }
  for (const key of Object.keys(named)) {
    if (key === '__proto__') continue
    out[key] = mergeOver(Object.hasOwn(base, key) ? base[key] : undefined, named[key])
  }
  return out
}
