import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { dirname } from 'node:path'
import * as t from 'io-ts'
import low, { type LowDb } from 'lowdb'
import { Proposal } from '../../src/domain/codecs'
import { reportErrors } from '../../src/domain/decode-report'
import { AtomicFileAdapter } from './atomic-file-adapter'

/**
 * A card payment started for a proposal: the provider page's session, with the price it was opened for
 * (quote reference, payment mode, amount due). Card details are never stored. `superseded`: the proposal's
 * price changed before the card was paid, and a fresh page replaced this one.
 */
export const PaymentSession = t.intersection(
  [
    t.type({
      id: t.string,
      uuid: t.string,
      amount: t.number,
      return_url: t.string,
      status: t.keyof({ pending: null, paid: null, refused: null, superseded: null }),
      /** Set when the payment-refused scenario was in force as the payment started. */
      refuse: t.boolean,
      created_at: t.string,
    }),
    t.partial({ quote_reference: t.union([t.string, t.null]), is_pay_monthly: t.boolean }),
  ],
  'PaymentSession',
)
export type PaymentSession = t.TypeOf<typeof PaymentSession>

/** A device-risk check's outcome for a proposal. */
export const DeviceCheck = t.type(
  { uuid: t.string, blackbox: t.string, outcome: t.keyof({ pass: null, refused: null }), at: t.string },
  'DeviceCheck',
)
export type DeviceCheck = t.TypeOf<typeof DeviceCheck>

/** An e-mail the mock insurer "sent" (kept so a developer can see it), with its subject and plain-text body. */
export const OutboxEmail = t.intersection(
  [t.type({ uuid: t.string, kind: t.string, to: t.string, at: t.string }), t.partial({ subject: t.string, body: t.string })],
  'OutboxEmail',
)
export type OutboxEmail = t.TypeOf<typeof OutboxEmail>

/**
 * The store file. Exact: a key it does not name is dropped when the file is read, so a store written by an
 * earlier version (with its `counters` of quotes, no longer used: references are random) still opens, and
 * loses the key at its next write.
 */
export const StoreState = t.exact(
  t.type({
    proposals: t.array(Proposal),
    payments: t.array(PaymentSession),
    deviceChecks: t.array(DeviceCheck),
    outbox: t.array(OutboxEmail),
  }),
  'StoreState',
)
export type StoreState = t.TypeOf<typeof StoreState>

const emptyStore = (): StoreState => ({ proposals: [], payments: [], deviceChecks: [], outbox: [] })

const decodeStore =
  (source: string) =>
  (raw: unknown): StoreState => {
    const r = StoreState.decode(raw)
    if (r._tag === 'Left') throw new Error(`the store ${source} is not valid: ${reportErrors(r.left).slice(0, 3).join('; ')}`)
    return r.right
  }

/** Refused start: another live process holds the store's lock file. */
class StoreInUseError extends Error {}

const processAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Takes `${file}.lock` for this process (its pid inside). A lock of a live other process refuses with
 * StoreInUseError; a stale one (its process gone, e.g. killed with -9) or this process's own is taken over.
 */
const takeLock = (file: string): string => {
  const lock = `${file}.lock`
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lock, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      return lock
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e
    }
    let holder = Number.NaN
    try {
      holder = Number(readFileSync(lock, 'utf8').trim())
    } catch {
      // Removed meanwhile: try again.
    }
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && processAlive(holder)) {
      throw new StoreInUseError(
        `The store ${file} is in use by another mock server (process ${holder}). Stop that server, or start this one on another store (MOCK_STORE=…). If no server is running, delete ${lock}.`,
      )
    }
    rmSync(lock, { force: true })
  }
  throw new StoreInUseError(`Could not take the lock ${lock} of the store ${file}.`)
}

interface Waiter {
  readonly version: number
  readonly resolve: () => void
  readonly reject: (e: unknown) => void
}

/**
 * The mock insurer's storage: lowdb (as json-server uses it) over an atomic file adapter, owned by one
 * process at a time (a lock file beside the store). Changes apply to the in-memory state at once and are
 * committed in groups: every change made while the previous batch is being written (or in the same turn of
 * the event loop) goes to disk in one atomic write and flush. `durable()` resolves once everything changed
 * so far is on disk; the server answers a request only then (see app.ts), so an answered write is never lost.
 */
export class ProposalStore {
  readonly db: LowDb<StoreState>
  private readonly adapter: AtomicFileAdapter<StoreState>
  private readonly lock: string
  private version = 0
  private flushed = 0
  private writing = false
  private scheduled = false
  private failure: unknown = undefined
  private waiters: Waiter[] = []
  /** Batches written so far (for tests and the bench). */
  batches = 0

  constructor(readonly file: string) {
    // A fresh checkout has no store folder yet (data/ is not committed): it is made, then locked.
    mkdirSync(dirname(file), { recursive: true })
    this.lock = takeLock(file)
    this.adapter = new AtomicFileAdapter<StoreState>(file, emptyStore(), decodeStore(file))
    this.adapter.removeOrphanTemps()
    this.db = low(this.adapter)
  }

  private get state(): StoreState {
    return this.db.getState()
  }

  private commit(next: StoreState): void {
    this.db.setState(next)
    this.version++
    this.schedule()
  }

  private schedule(): void {
    if (this.writing || this.scheduled) return
    this.scheduled = true
    setImmediate(() => {
      this.scheduled = false
      void this.flush()
    })
  }

  private async flush(): Promise<void> {
    if (this.writing || this.flushed >= this.version) return
    this.writing = true
    const version = this.version
    try {
      await this.adapter.writeText(JSON.stringify(this.state))
      this.flushed = version
      this.batches++
      this.settle((w) => w.version <= version, (w) => w.resolve())
    } catch (e) {
      this.failure = e
      this.settle(() => true, (w) => w.reject(e))
    } finally {
      this.writing = false
    }
    if (this.version > this.flushed && this.failure === undefined) this.schedule()
  }

  private settle(which: (w: Waiter) => boolean, how: (w: Waiter) => void): void {
    const done = this.waiters.filter(which)
    this.waiters = this.waiters.filter((w) => !which(w))
    for (const w of done) how(w)
  }

  /** Resolves once every change made so far is on disk (at once when there is none); rejects if a write failed. */
  durable(): Promise<void> {
    if (this.failure !== undefined) return Promise.reject(this.failure)
    if (this.flushed >= this.version) return Promise.resolve()
    return new Promise((resolve, reject) => this.waiters.push({ version: this.version, resolve, reject }))
  }

  /**
   * Whether the store can serve (the insurer's readiness): null when its last write went to disk and this
   * process still holds its lock file; else `store_write_failed` or `store_lock_lost`.
   */
  problem(): string | null {
    if (this.failure !== undefined) return 'store_write_failed'
    try {
      return readFileSync(this.lock, 'utf8').trim() === String(process.pid) ? null : 'store_lock_lost'
    } catch {
      return 'store_lock_lost'
    }
  }

    /** Writes what is pending and releases the lock file. */
  async close(): Promise<void> {
    await this.durable().catch(() => undefined)
    this.releaseLock()
  }

  /** Releases the lock file if this process holds it (synchronous, for process exit). */
  releaseLock(): void {
    try {
      if (readFileSync(this.lock, 'utf8').trim() === String(process.pid)) rmSync(this.lock, { force: true })
    } catch {
      // Already gone.
    }
  }

  get(uuid: string): Proposal | undefined {
    return this.state.proposals.find((p) => p.uuid === uuid)
  }

  all(): readonly Proposal[] {
    return this.state.proposals
  }

  /** Inserts or replaces the proposal with this uuid. */
  put(p: Proposal): Proposal {
    const s = this.state
    const i = s.proposals.findIndex((x) => x.uuid === p.uuid)
    const proposals = i === -1 ? [...s.proposals, p] : s.proposals.map((x, j) => (j === i ? p : x))
    this.commit({ ...s, proposals })
    return p
  }

  /** True when a stored quote, or a payment page opened for an earlier quote, holds this reference. */
  referenceTaken(reference: string): boolean {
    const s = this.state
    return s.proposals.some((p) => p.quote?.reference === reference) || s.payments.some((p) => p.quote_reference === reference)
  }

  addPayment(p: PaymentSession): void {
    this.commit({ ...this.state, payments: [...this.state.payments, p] })
  }

  payment(id: string): PaymentSession | undefined {
    return this.state.payments.find((p) => p.id === id)
  }

  /** The pending payment sessions of a proposal. */
  pendingPayments(uuid: string): PaymentSession[] {
    return this.state.payments.filter((p) => p.uuid === uuid && p.status === 'pending')
  }

  setPaymentStatus(id: string, status: PaymentSession['status']): void {
    const s = this.state
    this.commit({ ...s, payments: s.payments.map((p) => (p.id === id ? { ...p, status } : p)) })
  }

  addDeviceCheck(c: DeviceCheck): void {
    this.commit({ ...this.state, deviceChecks: [...this.state.deviceChecks, c] })
  }

  lastDeviceCheck(uuid: string): DeviceCheck | undefined {
    return [...this.state.deviceChecks].reverse().find((c) => c.uuid === uuid)
  }

  addEmail(e: OutboxEmail): void {
    this.commit({ ...this.state, outbox: [...this.state.outbox, e] })
  }

  outbox(): readonly OutboxEmail[] {
    return this.state.outbox
  }
}
