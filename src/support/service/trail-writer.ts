import type { AccessEntry } from '../../domain/support-desk-access'
import type { DataSubject, Erasure } from '../../domain/trail/data-request'
import { DatabaseUnavailable } from './database'
import type { Place, StoredTrail, Taking, Wanted } from './support-store'
import { workerSource } from './worker-source'
import { WorkerThread } from './worker-thread'

export type TrailWriterRequest =
  | { readonly kind: 'add'; readonly trail: StoredTrail; readonly giveBack: readonly Place[] }
  | { readonly kind: 'take'; readonly wanted: readonly Wanted[]; readonly now: string }
  | { readonly kind: 'give-back'; readonly places: readonly Place[] }
  | { readonly kind: 'erase'; readonly subject: DataSubject; readonly entry: Omit<AccessEntry, 'trails'> }
  | { readonly kind: 'close' }
export type TrailWriterAnswer =
  | { readonly added: boolean }
  | { readonly taking: Taking }
  | { readonly erasure: Erasure | null }
  | { readonly done: true }
  | { readonly error: string; readonly unavailable: boolean }

/**
 * Writes the intake's rows to an SQLite support store from a worker thread of its own (`trail-writer-worker.ts`):
 * the trails, the places their limits take and give back, and a rider's erasure (so it and the sends never
 * wait on each other's write lock). The synchronous write of a large row and its
 * sync never hold up the server's main thread, and the main thread never waits on SQLite's lock behind one.
 * Each method answers as the `SupportStore` method of its name, once the write is committed; it rejects when the
 * write fails (with DatabaseUnavailable when SQLite stayed busy), or when the thread stops before answering (a
 * new thread serves the next write).
 */
export class TrailWriter {
  private readonly thread: WorkerThread<TrailWriterRequest, TrailWriterAnswer>

  constructor(file: string) {
    // As TypeScript beside this module, or as `support-trail-writer.mjs` beside a bundle that holds it.
    this.thread = new WorkerThread(() => workerSource(import.meta.url, 'trail-writer-worker.ts', 'support-trail-writer.mjs'), { file })
  }

  private async send(request: TrailWriterRequest): Promise<Exclude<TrailWriterAnswer, { error: string }>> {
    const answer = await this.thread.send(request)
    if ('error' in answer) {
      const message = `the support store could not be written: ${answer.error}`
      throw answer.unavailable ? new DatabaseUnavailable(message) : new Error(message)
    }
    return answer
  }

  async addTrail(trail: StoredTrail, giveBack: readonly Place[] = []): Promise<boolean> {
    const answer = await this.send({ kind: 'add', trail, giveBack })
    return 'added' in answer && answer.added
  }

  async take(wanted: readonly Wanted[], now: string): Promise<Taking> {
    const answer = await this.send({ kind: 'take', wanted, now })
    if (!('taking' in answer)) throw new Error('the trail writer answered a take with no taking')
    return answer.taking
  }

  async giveBack(places: readonly Place[]): Promise<void> {
    await this.send({ kind: 'give-back', places })
  }

  async eraseRider(subject: DataSubject, entry: Omit<AccessEntry, 'trails'>): Promise<Erasure | null> {
    const answer = await this.send({ kind: 'erase', subject, entry })
    if (!('erasure' in answer)) throw new Error('the trail writer answered an erasure with no erasure')
    return answer.erasure
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
