import { readFileSync } from 'node:fs'
import { decodeTrail } from '../domain/trail/decode-trail'
import type { Trail } from '../domain/trail/trail-format'

/**
 * Reads and decodes a trail file for the command-line tools. On failure says why through `err` and gives the
 * exit code: 2 for an unreadable file, 1 for a refused trail (the message names the first bad event's index
 * and path).
 */
export const readTrailFile = (file: string, err: (s: string) => void): { readonly trail: Trail } | { readonly exit: 1 | 2 } => {
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (e) {
    err(`cannot read ${file}: ${(e as Error).message}`)
    return { exit: 2 }
  }
  const decoded = decodeTrail(text)
  if (decoded._tag === 'Left') {
    err(`invalid trail ${file}: ${decoded.left.message}`)
    return { exit: 1 }
  }
  return { trail: decoded.right }
}
