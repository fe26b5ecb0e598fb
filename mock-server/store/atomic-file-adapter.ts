import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs'
import { open, rename } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import type { LowAdapter } from 'lowdb'

const isTempOf = (source: string) => {
  const prefix = `${basename(source)}.`
  return (name: string): boolean => name.startsWith(prefix) && name.endsWith('.tmp')
}

/**
 * A lowdb adapter that writes atomically: the whole state goes to a temporary file in the same folder, is
 * flushed to disk, and replaces the store by rename, then the folder is flushed. A process killed mid-write
 * leaves either the old file or the new one, never half of one. `write` is synchronous (lowdb's first
 * write); `writeText` is the asynchronous form the group commit uses, so the server keeps answering reads
 * while a batch reaches the disk. Only one writeText runs at a time (the store sees to it).
 */
export class AtomicFileAdapter<S> implements LowAdapter<S> {
  private tempCounter = 0

  constructor(
    readonly source: string,
    readonly defaultValue: S,
    private readonly decode: (raw: unknown) => S,
  ) {}

  read(): S {
    if (!existsSync(this.source)) {
      this.write(this.defaultValue)
      return this.defaultValue
    }
    const text = readFileSync(this.source, 'utf8').trim()
    if (text === '') return this.defaultValue
    let raw: unknown
    try {
      raw = JSON.parse(text) as unknown
    } catch (e) {
      throw new Error(`the store ${this.source} is not JSON: ${(e as Error).message}`)
    }
    return this.decode(raw)
  }

  /** Removes temporary files a killed process left beside the store (call only while holding the store's lock). */
  removeOrphanTemps(): string[] {
    const dir = dirname(this.source)
    if (!existsSync(dir)) return []
    const orphans = readdirSync(dir).filter(isTempOf(this.source))
    for (const name of orphans) rmSync(join(dir, name), { force: true })
    return orphans
  }

  private nextTemp(): string {
    return `${this.source}.${process.pid}.${++this.tempCounter}.tmp`
  }

  private flushFolder(): void {
    try {
      const dir = openSync(dirname(this.source), 'r')
      try {
        fsyncSync(dir)
      } finally {
        closeSync(dir)
      }
    } catch {
      // Some file systems cannot flush a folder; the rename is still atomic there.
    }
  }

  write(state: S): void {
    mkdirSync(dirname(this.source), { recursive: true })
    const temp = this.nextTemp()
    const fd = openSync(temp, 'w')
    try {
      writeSync(fd, JSON.stringify(state))
      fsyncSync(fd)
    } finally {
      closeSync(fd)
    }
    renameSync(temp, this.source)
    this.flushFolder()
  }

  /** Writes `text` (the state as JSON) atomically and durably; resolves once the rename is flushed. */
  async writeText(text: string): Promise<void> {
    mkdirSync(dirname(this.source), { recursive: true })
    const temp = this.nextTemp()
    const file = await open(temp, 'w')
    try {
      await file.writeFile(text, 'utf8')
      await file.sync()
    } finally {
      await file.close()
    }
    await rename(temp, this.source)
    this.flushFolder()
  }
}
