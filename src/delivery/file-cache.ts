import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import { CODED_SUFFIX, compress, type Encoding } from './content-encoding'

/** Files up to this size are brotli-compressed at full effort on first request (tens of milliseconds at most). */
const QUICK_LIMIT = 64 * 1024

/** One version of a file, read once: its bytes, validators, and its compressed forms, each made once. */
export interface CachedFile {
  readonly body: Buffer
  /** A weak validator of the bytes (every coding of them shares it: they are the same content). */
  readonly etag: string
  /** The modification time, in whole seconds, for Last-Modified and If-Modified-Since. */
  readonly modifiedSeconds: number
  /** The bytes in `encoding`; null when that saves nothing or zlib failed (then send the bytes as they are). */
  readonly encoded: (encoding: Encoding) => Promise<Buffer | null>
}

/**
 * The build's form of the file in `encoding` (its sibling `<file>.br` or `<file>.gz`, scripts/precompress.ts):
 * null when there is none, when it is older than the file (left from an earlier build), when it is not smaller
 * than the file, or when it cannot be read.
 */
const keptForm = async (path: string, encoding: Encoding, mtimeMs: number, size: number): Promise<Buffer | null> => {
  try {
    const sibling = path + CODED_SUFFIX[encoding]
    const s = await stat(sibling)
    if (!s.isFile() || s.mtimeMs < mtimeMs || s.size >= size) return null
    const bytes = await readFile(sibling)
    return bytes.length < size ? bytes : null
  } catch {
    return null
  }
}

interface Entry {
  readonly version: string
  readonly file: Promise<CachedFile | null>
}

/**
 * A build's files held in memory, each read, hashed and compressed once per version (its size and
 * modification time: a rebuild under a running server is picked up on the next request). A compressed form the
 * build keeps beside the file (`<file>.br`, `<file>.gz`) is used as it is when it is at least as new as the file
 * and smaller; otherwise the form is made on first request. A large file's first brotli form is then made
 * quickly, and its full-effort form made in the background, one file at a time, then served instead, so no
 * visitor waits a second for the best compression.
 */
export class FileCache {
  private readonly entries = new Map<string, Entry>()
  private refining: Promise<void> = Promise.resolve()

  /** The file at this absolute path; null when there is no regular file there (or it cannot be read). */
  async get(path: string): Promise<CachedFile | null> {
    let mtimeMs: number
    let version: string
    try {
      const s = await stat(path)
      if (!s.isFile()) return null
      mtimeMs = s.mtimeMs
      version = `${s.size}:${s.mtimeMs}`
    } catch {
      return null
    }
    const hit = this.entries.get(path)
    if (hit !== undefined && hit.version === version) return hit.file
    const file = this.read(path, mtimeMs).catch(() => {
      // Unreadable now (removed mid-build, no permission): asked again next time.
      if (this.entries.get(path)?.version === version) this.entries.delete(path)
      return null
    })
    this.entries.set(path, { version, file })
    return file
  }

  private async read(path: string, mtimeMs: number): Promise<CachedFile> {
    const body = await readFile(path)
    const forms = new Map<Encoding, Promise<Buffer | null>>()
    const worthIt = (packed: Buffer): Buffer | null => (packed.length < body.length ? packed : null)
    const made = (encoding: Encoding): Promise<Buffer | null> => {
      const quick = encoding === 'br' && body.length > QUICK_LIMIT
      if (quick) this.refine(() => compress(body, encoding, 'file').then((best) => void forms.set(encoding, Promise.resolve(worthIt(best)))))
      return compress(body, encoding, quick ? 'file-quick' : 'file').then(worthIt, () => null)
    }
    const encoded = (encoding: Encoding): Promise<Buffer | null> => {
      const known = forms.get(encoding)
      if (known !== undefined) return known
      const form = keptForm(path, encoding, mtimeMs, body.length).then((kept) => kept ?? made(encoding))
      forms.set(encoding, form)
      return form
    }
    return {
      body,
      etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      modifiedSeconds: Math.floor(mtimeMs / 1000),
      encoded,
    }
  }

  /** Runs full-effort compressions one after another; one that fails leaves the quick form in place. */
  private refine(job: () => Promise<void>): void {
    this.refining = this.refining.then(job).catch(() => undefined)
  }
}
