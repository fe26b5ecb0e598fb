import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { renderRatingTables, TABLES_END, TABLES_START } from './readme-tables'

/**
 * Rewrites the generated section of docs/pricing.md from the rating tables:
 * `node --import tsx mock-server/pricing/write-readme-tables.ts`. Fails when the markers are missing.
 */
const file = join(import.meta.dirname, '..', '..', 'docs', 'pricing.md')
const text = readFileSync(file, 'utf8')
const start = text.indexOf(TABLES_START)
const end = text.indexOf(TABLES_END)
if (start < 0 || end < start) {
  process.stderr.write(`docs/pricing.md has no generated section (${TABLES_START} … ${TABLES_END})\n`)
  process.exit(1)
}
const next = text.slice(0, start) + renderRatingTables() + text.slice(end + TABLES_END.length)
writeFileSync(`${file}.tmp`, next)
renameSync(`${file}.tmp`, file)
process.stdout.write('docs/pricing.md tables rewritten\n')
