import { parentPort, Worker } from 'node:worker_threads'

/** A request to a worker thread and its answer, matched by id. */
interface Envelope<M> {
  readonly id: number
  readonly message: M
}

/** The worker thread stopped (crashed, was ended, or its client was closed) before it answered. */
class WorkerStopped extends Error {}

/**
 * A client for one worker thread that answers requests one by one: started on first use (from the code
 * `source` gives: see worker-source.ts), `send` resolves with the thread's answer to that request. A thread that
 * dies rejects every request it held with WorkerStopped and is replaced on the next `send`, so one bad moment
 * never stops the service. The thread does not keep the process alive.
 */
export class WorkerThread<Q, A> {
  private worker: Worker | null = null
  private next = 1
  private readonly pending = new Map<number, { resolve: (a: A) => void; reject: (e: Error) => void }>()
  private closed = false

  constructor(
    private readonly source: () => { code: string; eval: true },
    private readonly workerData?: unknown,
  ) {}

  /** Requests sent and not yet answered. */
  get waiting(): number {
    return this.pending.size
  }

  send(message: Q): Promise<A> {
    if (this.closed) return Promise.reject(new WorkerStopped('the worker thread is closed'))
    const id = this.next++
    return new Promise<A>((resolve, reject) => {
      this.pending.set(id, { resolve, reject })
      this.ensureWorker().postMessage({ id, message } satisfies Envelope<Q>)
    })
  }

  private ensureWorker(): Worker {
    if (this.worker !== null) return this.worker
    const src = this.source()
    const w = new Worker(src.code, { eval: src.eval, workerData: this.workerData })
    w.unref()
    w.on('message', ({ id, message }: Envelope<A>) => {
      const p = this.pending.get(id)
      this.pending.delete(id)
      p?.resolve(message)
    })
    const stopped = (): void => {
      if (this.worker === w) this.worker = null
      for (const p of this.pending.values()) p.reject(new WorkerStopped('the worker thread stopped before it answered'))
      this.pending.clear()
    }
    w.on('error', stopped)
    w.on('exit', stopped)
    this.worker = w
    return w
  }

  /**
   * Ends the thread; requests still waiting are rejected. With `farewell`, the thread is sent that message and
   * given two seconds to finish (close its connection) and exit; else it is ended at once.
   */
  async close(farewell?: Q): Promise<void> {
    this.closed = true
    const w = this.worker
    if (w === null) return
    if (farewell === undefined) {
      await w.terminate()
      return
    }
    const exited = new Promise<void>((resolve) => w.once('exit', () => resolve()))
    w.postMessage({ id: 0, message: farewell } satisfies Envelope<Q>)
    const timer = setTimeout(() => void w.terminate(), 2000)
    await exited
    clearTimeout(timer)
  }
}

/**
 * The thread's side of WorkerThread: answers each request with `handle`'s answer. `handle` should not throw
 * (answer the failure instead); a throw is left to end the thread, which its client sees as WorkerStopped.
 */
export const answerRequests = <Q, A>(handle: (message: Q) => A | Promise<A>): void => {
  const port = parentPort
  if (port === null) return
  port.on('message', ({ id, message }: Envelope<Q>) => {
    void Promise.resolve(handle(message)).then((answer) => port.postMessage({ id, message: answer } satisfies Envelope<A>))
  })
}
