import { Worker } from 'node:worker_threads'
import type { StoredTrail } from './support-store'
import { workerSource } from './worker-source'

export type TrailWriterRequest = { readonly kind: 'add'; readonly id: number; readonly trail: StoredTrail } | { readonly kind: 'close' }
export type TrailWriterAnswer = { readonly id: number; readonly added: boolean } | { readonly id: number; readonly error: string }

interface Pending {
  readonly resolve: (added: boolean) => void
  readonly reject: (e: Error) => void
}

/**
 * Adds trails to an SQLite support store from a worker thread of its own (`trail-writer-worker.ts`), so the
 * synchronous write of a large row and its sync never hold up the server's main thread. `add` answers as
 * `SupportStore.addTrail` does (false when the code is taken), once the trail is committed; it rejects when
 * the write fails, or when the thread stops before answering (a new thread serves the next write).
 */
export class TrailWriter {
  private worker: Worker | null = null
  private next = 1
  private readonly pending = new Map<number, Pending>()
  private closed = false

  constructor(private readonly file: string) {}

  add(trail: StoredTrail): Promise<boolean> {
    if (this.closed) return Promise.reject(new Error('the support store is closed'))
    const id = this.next++
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject })
      this.ensureWorker().postMessage({ kind: 'add', id, trail } satisfies TrailWriterRequest)
    })
  }

  private ensureWorker(): Worker {
    if (this.worker !== null) return this.worker
    // As TypeScript beside this module, or as `support-trail-writer.mjs` beside a bundle that holds it.
    const src = workerSource(import.meta.url, 'trail-writer-worker.ts', 'support-trail-writer.mjs')
    const w = new Worker(src.code, { eval: src.eval, workerData: { file: this.file } })
    w.unref()
    w.on('message', (a: TrailWriterAnswer) => {
      const p = this.pending.get(a.id)
      this.pending.delete(a.id)
      if ('error' in a) p?.reject(new Error(`the trail could not be stored: ${a.error}`))
      else p?.resolve(a.added)
    })
    const fail = (): void => {
      if (this.worker === w) this.worker = null
      for (const p of this.pending.values()) p.reject(new Error('the trail writer stopped before the trail was stored'))
      this.pending.clear()
    }
    w.on('error', fail)
    w.on('exit', fail)
    this.worker = w
    return w
  }

  /** Closes the thread's connection and ends the thread; writes still waiting are rejected. */
  async close(): Promise<void> {
    this.closed = true
    const w = this.worker
    this.worker = null
    if (w === null) return
    const exited = new Promise<void>((resolve) => w.once('exit', () => resolve()))
    w.postMessage({ kind: 'close' } satisfies TrailWriterRequest)
    const timer = setTimeout(() => void w.terminate(), 2000)
    await exited
    clearTimeout(timer)
  }
}
