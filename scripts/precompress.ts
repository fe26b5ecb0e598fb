import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { basename, dirname, extname, join } from 'node:path'
import { CODED_SUFFIX, compress, type Encoding } from '../src/delivery/content-encoding'

/*
 * The build's last step: beside each text file of dist/ (its folders too: the support desk's, the replay
 * panel's), the file's brotli and gzip forms, `<file>.br` and `<file>.gz`, as nginx's brotli_static and
 * gzip_static or a CDN would hold them, at the effort the servers give a file they keep (content-encoding.ts's
 * `file`: brotli 11 in text mode, gzip 9). Both servers, the mock insurer for the app and the support service for
 * the desk, send them as they are (src/delivery/file-cache.ts), so the first visitor after a start already gets
 * the smallest form.
 *
 * A form is written only when it is smaller than the file. One at least as new as its file is kept, so a second
 * run writes nothing and a rebuilt file gets new forms. Each is written under a temporary dotfile name, then
 * renamed, so a running server never reads half of one.
 *
 * Run as `node --import tsx scripts/precompress.ts [distDir]`.
 */

/** The text files worth compressing; images and fonts are compressed already. */
const TEXT = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.txt', '.webmanifest', '.xml', '.map'])

/** What a run found and did. */
export interface Precompressed {
  /** The text files found. */
  readonly files: number
  /** Their size as they are. */
  readonly bytes: number
  /** Their size as sent to a client that accepts each coding: a file's form where it has one, else the file. */
  readonly sent: Readonly<Record<Encoding, number>>
  /** Forms written by this run. */
  readonly written: number
  /** Forms already at least as new as their file, left as they were. */
  readonly upToDate: number
}

/** The text files under `dir`, its folders included; dotfiles and dot folders (never sent) left out. */
const textFilesUnder = async (dir: string): Promise<string[]> => {
  const found: string[] = []
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue
    const path = join(dir, entry.name)
    if (entry.isDirectory()) found.push(...(await textFilesUnder(path)))
    else if (entry.isFile() && TEXT.has(extname(entry.name))) found.push(path)
  }
  return found
}

type FormOutcome = { readonly size: number; readonly did: 'written' | 'up to date' | 'none' }

/** The file's form in `encoding`: kept when at least as new as the file, else made and written when smaller than it. */
const writeForm = async (file: string, encoding: Encoding, body: () => Promise<Buffer>, fileStat: { mtimeMs: number; size: number }): Promise<FormOutcome> => {
  const sibling = file + CODED_SUFFIX[encoding]
  const kept = await stat(sibling).catch(() => null)
  if (kept !== null && kept.isFile() && kept.mtimeMs >= fileStat.mtimeMs) return { size: Math.min(kept.size, fileStat.size), did: 'up to date' }
  const packed = await compress(await body(), encoding, 'file')
  if (packed.length >= fileStat.size) {
    // Saves nothing: a form left from an earlier build of the file goes too.
    await rm(sibling, { force: true })
    return { size: fileStat.size, did: 'none' }
  }
  const temp = join(dirname(file), `.${basename(sibling)}.${process.pid}.tmp`)
  await writeFile(temp, packed)
  await rename(temp, sibling)
  return { size: packed.length, did: 'written' }
}

/**
 * Writes the brotli and gzip forms of every text file under `dist` that lacks an up-to-date one. Rejects when
 * the folder cannot be read or a form cannot be written.
 */
export const precompress = async (dist: string): Promise<Precompressed> => {
  const files = await textFilesUnder(dist)
  const outcomes = await Promise.all(
    files.map(async (file) => {
      const fileStat = await stat(file)
      let read: Promise<Buffer> | undefined
      const body = (): Promise<Buffer> => (read ??= readFile(file))
      const [br, gzip] = await Promise.all([writeForm(file, 'br', body, fileStat), writeForm(file, 'gzip', body, fileStat)])
      return { bytes: fileStat.size, br, gzip }
    }),
  )
  const forms = outcomes.flatMap((o) => [o.br, o.gzip])
  const sum = (sizes: readonly number[]): number => sizes.reduce((a, b) => a + b, 0)
  return {
    files: files.length,
    bytes: sum(outcomes.map((o) => o.bytes)),
    sent: { br: sum(outcomes.map((o) => o.br.size)), gzip: sum(outcomes.map((o) => o.gzip.size)) },
    written: forms.filter((f) => f.did === 'written').length,
    upToDate: forms.filter((f) => f.did === 'up to date').length,
  }
}

if (import.meta.url === `file://${process.argv[1] ?? ''}`) {
  const dist = process.argv[2] ?? join(process.cwd(), 'dist')
  const r = await precompress(dist)
  process.stdout.write(
    `precompress: ${r.files} text files, ${r.bytes} bytes; sent as brotli ${r.sent.br}, as gzip ${r.sent.gzip} (${r.written} forms written, ${r.upToDate} up to date)\n`,
  )
}
