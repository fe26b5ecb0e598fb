import { Worker } from 'node:worker_threads'
import type { AcceptedTrail, RefusedTrail } from './intake-check'
import { workerSource } from './worker-source'

type Verdict = AcceptedTrail | RefusedTrail

type Resolve = (v: Verdict | 'busy' | 'failed') => void

/**
 * One worker thread that checks trail bodies in turn (`checkTrailBody`), so the main thread never spends
 * the CPU a large trail costs. At most `maxQueued` bodies wait (each up to the body limit in memory);
 * beyond that `check` answers 'busy' at once. A worker that dies is replaced, and the bodies it held answer
 * 'failed', so the intake keeps working for the next rider.
 */
export class IntakePool {
  private worker: Worker | null = null
  private next = 1
  private readonly pending = new Map<number, Resolve>()
  private closed = false

  constructor(private readonly maxQueued = 8) {}

  check(bytes: Uint8Array): Promise<Verdict | 'busy' | 'failed'> {
    if (this.closed) return Promise.resolve('failed')
    if (this.pending.size >= this.maxQueued) return Promise.resolve('busy')
    const id = this.next++
    return new Promise((resolve) => {
      this.pending.set(id, resolve)
      this.ensureWorker().postMessage({ id, bytes })
    })
  }

  private ensureWorker(): Worker {
    if (this.worker !== null) return this.worker
    // As TypeScript beside this module, or as `support-intake-worker.mjs` beside a bundle that holds it.
    const src = workerSource(import.meta.url, 'intake-worker.ts', 'support-intake-worker.mjs')
    const w = new Worker(src.code, { eval: src.eval })
    w.unref()
    w.on('message', (m: { id: number; verdict: Verdict }) => {
      const p = this.pending.get(m.id)
      this.pending.delete(m.id)
      p?.(m.verdict)
    })
    const fail = (): void => {
      if (this.worker === w) this.worker = null
      for (const p of this.pending.values()) p('failed')
      this.pending.clear()
    }
    w.on('error', fail)
    w.on('exit', fail)
    this.worker = w
    return w
  }

  /** Stops the worker; bodies still waiting answer 'failed'. */
  async close(): Promise<void> {
    this.closed = true
    const w = this.worker
    this.worker = null
    if (w !== null) await w.terminate()
    for (const p of this.pending.values()) p('failed')
    this.pending.clear()
  }
}
