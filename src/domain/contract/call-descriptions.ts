import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import type * as TypeScript from 'typescript'

/** The source of the calls' table, whose entries' JSDoc the document reads. */
const CALLS_SOURCE = join(import.meta.dirname, '..', 'calls.ts')

let read: Readonly<Record<string, string>> | undefined

/** A JSDoc's text as one paragraph per blank line: the wrapping of the source's lines undone. */
const unwrapped = (text: string): string =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
    .join('\n\n')

/** Each property of the object literal `CALLS` is declared as, with its JSDoc's text. */
const entriesOf = (ts: typeof TypeScript, source: TypeScript.SourceFile): Record<string, string> => {
  const out: Record<string, string> = {}
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue
    for (const d of statement.declarationList.declarations) {
      if (!ts.isIdentifier(d.name) || d.name.text !== 'CALLS' || d.initializer === undefined || !ts.isObjectLiteralExpression(d.initializer)) continue
      for (const p of d.initializer.properties) {
        if (p.name === undefined || !ts.isIdentifier(p.name)) continue
        const text = ts
          .getJSDocCommentsAndTags(p)
          .filter(ts.isJSDoc)
          .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
          .join('\n\n')
        if (text.trim() !== '') out[p.name.text] = unwrapped(text)
      }
    }
  }
  return out
}

/**
 * What each call of `CALLS` is for, by its name: its entry's JSDoc in `src/domain/calls.ts`, read from the source
 * with the TypeScript compiler, so that the OpenAPI document says it in the words written once where the call is
 * declared. Read once (TypeScript is loaded on the first use, not when the module is imported); a call whose entry
 * has no JSDoc is absent, and all are when the source is not beside this module (a build of the server without
 * its sources).
 */
export const callDescriptions = (): Readonly<Record<string, string>> => {
  if (read !== undefined) return read
  if (!existsSync(CALLS_SOURCE)) return (read = {})
  const ts = createRequire(import.meta.url)('typescript') as typeof TypeScript
  read = entriesOf(ts, ts.createSourceFile(CALLS_SOURCE, readFileSync(CALLS_SOURCE, 'utf8'), ts.ScriptTarget.Latest, true))
  return read
}
