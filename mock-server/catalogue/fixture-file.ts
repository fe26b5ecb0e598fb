import * as t from 'io-ts'
import { readFileSync } from 'node:fs'
import { reportErrors } from '../../src/domain/decode-report'

/** The recorded answers the mock server serves, beside this folder. */
export type FixtureFile = 'lists.json' | 'vehicles.json' | 'registrations.json' | 'addresses.json'

/** A fixture that does not decode, or breaks a rule its codec cannot express; the message names the file and every failing path. */
class FixtureError extends Error {
  override readonly name = 'FixtureError'
  constructor(
    readonly file: string,
    readonly problems: readonly string[],
  ) {
    super(`mock-server/fixtures/${file} is not a valid fixture:\n${problems.map((p) => `  ${p}`).join('\n')}`)
  }
}

/** Reads one fixture file as parsed JSON (once per caller, at module load). Throws a FixtureError when it is not JSON. */
export const readFixture = (file: FixtureFile): unknown => {
  const text = readFileSync(new URL(`../fixtures/${file}`, import.meta.url), 'utf8')
  try {
    return JSON.parse(text) as unknown
  } catch (err) {
    throw new FixtureError(file, [`not JSON: ${(err as Error).message}`])
  }
}

/** Decodes a fixture with its codec; throws a FixtureError listing the failing paths. */
export const decodeFixture = <A>(file: string, codec: t.Decoder<unknown, A>, raw: unknown): A => {
  const result = codec.decode(raw)
  if (result._tag === 'Left') throw new FixtureError(file, reportErrors(result.left))
  return result.right
}

/** Throws a FixtureError when a cross-record rule (unique codes, references between fixtures…) is broken. */
export const assertFixture = (file: string, problems: readonly string[]): void => {
  if (problems.length > 0) throw new FixtureError(file, problems)
}

/** The values that occur more than once, each named once. */
export const duplicatesOf = (values: readonly string[]): string[] => {
  const seen = new Set<string>()
  const twice = new Set<string>()
  for (const v of values) (seen.has(v) ? twice : seen).add(v)
  return [...twice]
}
