import type { StoredTrail } from './support-store'
import { workerSource } from './worker-source'
import { WorkerThread } from './worker-thread'

export type TrailWriterRequest = { readonly kind: 'add'; readonly trail: StoredTrail } | { readonly kind: 'close' }
export type TrailWriterAnswer = { readonly added: boolean } | { readonly error: string }

/**
 * Adds trails to an SQLite support store from a worker thread of its own (`trail-writer-worker.ts`), so the
 * synchronous write of a large row and its sync never hold up the server's main thread. `add` answers as
 * `SupportStore.addTrail` does (false when the code is taken), once the trail is committed; it rejects when
 * the write fails, or when the thread stops before answering (a new thread serves the next write).
 */
export class TrailWriter {
  private readonly thread: WorkerThread<TrailWriterRequest, TrailWriterAnswer>

  constructor(file: string) {
    // As TypeScript beside this module, or as `support-trail-writer.mjs` beside a bundle that holds it.
    this.thread = new WorkerThread(() => workerSource(import.meta.url, 'trail-writer-worker.ts', 'support-trail-writer.mjs'), { file })
  }

  async add(trail: StoredTrail): Promise<boolean> {
    const answer = await this.thread.send({ kind: 'add', trail })
    if ('error' in answer) throw new Error(`the trail could not be stored: ${answer.error}`)
    return answer.added
  }

  /** Trails sent to the thread and not yet committed. */
  get waiting(): number {
    return this.thread.waiting
  }

  /** Closes the thread's connection and ends the thread; writes still waiting are rejected. */
  close(): Promise<void> {
    return this.thread.close({ kind: 'close' })
  }
}
