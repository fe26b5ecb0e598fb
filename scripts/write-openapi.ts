import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { openApiDocument } from '../src/domain/contract/openapi'

/*
 * `npm run build`'s step after Parcel: the OpenAPI 3.1 document of the insurer API, derived from the calls'
 * table and its codecs (src/domain/contract/openapi.ts), written to dist/openapi.json (the mock insurer also
 * serves it at /api/openapi.json). A codec the document can only describe loosely (a refinement or a codec of our
 * own with no `WireSchema` beside it) is named on standard error.
 *
 * Run as `node --import tsx scripts/write-openapi.ts [distDir]`.
 */
const dist = process.argv[2] ?? join(import.meta.dirname, '..', 'dist')
const { document, undescribed } = openApiDocument()
for (const u of undescribed) process.stderr.write(`openapi: ${u.codec} is ${u.why}; export its WireSchema beside it (src/domain/contract/wire-schemas.ts)\n`)
writeFileSync(join(dist, 'openapi.json'), `${JSON.stringify(document, null, 2)}\n`)
process.stdout.write(`openapi: ${Object.keys(document.paths as object).length} paths written to ${join(dist, 'openapi.json')}\n`)
