const OPEN_BRACE = 0x7b
const OPEN_BRACKET = 0x5b
const CLOSE_BRACE = 0x7d
const CLOSE_BRACKET = 0x5d
const QUOTE = 0x22
const BACKSLASH = 0x5c

/** Why a body was not parsed: not UTF-8, nested deeper than allowed (with the depth seen), or not JSON. */
export type BoundedJsonError =
  | { readonly kind: 'not-utf8' }
  | { readonly kind: 'too-deep'; readonly limit: number }
  | { readonly kind: 'not-json'; readonly message: string }

/**
 * How deeply `bytes` (JSON text in UTF-8) nests objects and arrays, read byte by byte outside strings, stopping
 * as soon as `limit` is passed. The bracket bytes never occur inside a multi-byte UTF-8 sequence, so the scan
 * needs no decoding, and it runs in constant stack: a body nested 200,000 deep is refused before any parser
 * or codec walks it.
 */
const nestingExceeds = (bytes: Uint8Array, limit: number): boolean => {
  let depth = 0
  let inString = false
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]
    if (inString) {
      if (b === BACKSLASH) i++
      else if (b === QUOTE) inString = false
    } else if (b === QUOTE) inString = true
    else if (b === OPEN_BRACE || b === OPEN_BRACKET) {
      depth++
      if (depth > limit) return true
    } else if (b === CLOSE_BRACE || b === CLOSE_BRACKET) depth--
  }
  return false
}

const utf8 = new TextDecoder('utf-8', { fatal: true })

/** Parses JSON text only when it is valid UTF-8 and nests no deeper than `maxDepth`. Never throws. */
export const parseBoundedJson = (bytes: Uint8Array, maxDepth: number): { ok: true; value: unknown } | { ok: false; error: BoundedJsonError } => {
  let text: string
  try {
    text = utf8.decode(bytes)
  } catch {
    return { ok: false, error: { kind: 'not-utf8' } }
  }
  if (nestingExceeds(bytes, maxDepth)) return { ok: false, error: { kind: 'too-deep', limit: maxDepth } }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch (e) {
    return { ok: false, error: { kind: 'not-json', message: e instanceof Error ? e.message : String(e) } }
  }
}
