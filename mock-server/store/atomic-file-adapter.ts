import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs'
import { dirname } from 'node:path'
import type { LowAdapter } from 'lowdb'

/**
 * A lowdb adapter that writes atomically: the whole state goes to a temporary file in the same folder, is
 * flushed to disk, and replaces the store by rename, then the folder is flushed. A process killed mid-write
 * leaves either the old file or the new one, never half of one. Writes are synchronous, so they are
 * serialised by construction and a write has reached the disk before the request that made it is answered.
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

  write(state: S): void {
    mkdirSync(dirname(this.source), { recursive: true })
    const temp = `${this.source}.${process.pid}.${++this.tempCounter}.tmp`
    const fd = openSync(temp, 'w')
    try {
      writeSync(fd, JSON.stringify(state))
      fsyncSync(fd)
    } finally {
      closeSync(fd)
    }
    renameSync(temp, this.source)
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
}
