import type * as t from 'io-ts'
import { undeclaredKeys } from '../../src/domain/exact'

/** What the run found in one answer: what breaks the contract, and what it only notes. */
export interface Findings {
  readonly failures: readonly string[]
  readonly notes: readonly string[]
}

const at = (path: string, key: string): string => (path === '' ? key : key.startsWith('[') ? `${path}${key}` : `${path}.${key}`)

/**
 * The keys of a decoded answer that its codec does not declare. The app ignores such a key (its codecs drop
 * it), so alone it is a note; but an object holding one while it lacks a key its codec declares has had that
 * field renamed, as far as the app can tell (the app reads the declared name and finds nothing): each lacking
 * key is a failure at its path, naming the keys in its place.
 */
export const undeclaredFindings = (codec: t.Mixed, answer: unknown): Findings => {
  const failures: string[] = []
  const notes: string[] = []
  for (const found of undeclaredKeys(codec, answer)) {
    const extra = found.keys.map((k) => at(found.path, k)).join(', ')
    if (found.absent.length === 0) notes.push(`${extra}: not a field of ${codec.name} (the app ignores it)`)
    else for (const key of found.absent) failures.push(`${at(found.path, key)}: missing, where ${extra} ${found.keys.length === 1 ? 'is' : 'are'} not a field the app reads (renamed?)`)
  }
  return { failures, notes }
}
