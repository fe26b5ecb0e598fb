import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import { compress, type Encoding } from './content-encoding'

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

interface Entry {
  readonly version: string
  readonly file: Promise<CachedFile | null>
}

/**
 * The app's files held in memory, each read, hashed and compressed once per version (its size and
 * modification time: a rebuild under a running server is picked up on the next request). A large file's
 * first brotli form is made quickly, and its full-effort form made in the background, one file at a time,
 * then served instead, so no visitor waits a second for the best compression.
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
    const encoded = (encoding: Encoding): Promise<Buffer | null> => {
      const made = forms.get(encoding)
      if (made !== undefined) return made
      const quick = encoding === 'br' && body.length > QUICK_LIMIT
      const form = compress(body, encoding, quick ? 'file-quick' : 'file').then(worthIt, () => null)
      forms.set(encoding, form)
      if (quick) this.refine(() => compress(body, encoding, 'file').then((best) => void forms.set(encoding, Promise.resolve(worthIt(best)))))
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
