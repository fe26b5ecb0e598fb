import type { AcceptedTrail, RefusedTrail } from './intake-check'
import { workerSource } from './worker-source'
import { WorkerThread } from './worker-thread'

type Verdict = AcceptedTrail | RefusedTrail

/**
 * One worker thread (`intake-worker.ts`) that checks trail bodies in turn (`checkTrailBody`), so the main
 * thread never spends the CPU a large trail costs. At most `maxQueued` bodies wait (each up to the body limit
 * in memory); beyond that `check` answers 'busy' at once. A worker that dies is replaced, and the bodies it held
 * answer 'failed', so the intake keeps working for the next rider.
 */
export class IntakePool {
  // As TypeScript beside this module, or as `support-intake-worker.mjs` beside a bundle that holds it.
  private readonly thread = new WorkerThread<Uint8Array, Verdict>(() => workerSource(import.meta.url, 'intake-worker.ts', 'support-intake-worker.mjs'))

  constructor(private readonly maxQueued = 8) {}

  check(bytes: Uint8Array): Promise<Verdict | 'busy' | 'failed'> {
    if (this.thread.waiting >= this.maxQueued) return Promise.resolve('busy')
    return this.thread.send(bytes).catch(() => 'failed' as const)
  }

  /** Bodies sent to the thread and not yet checked. */
  get waiting(): number {
    return this.thread.waiting
  }

  /** Stops the worker; bodies still waiting answer 'failed'. */
  close(): Promise<void> {
    return this.thread.close()
  }
}
