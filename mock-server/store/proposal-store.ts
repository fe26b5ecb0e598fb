import * as t from 'io-ts'
import low, { type LowDb } from 'lowdb'
import { Proposal } from '../../src/domain/codecs'
import { reportErrors } from '../../src/domain/decode-report'
import { AtomicFileAdapter } from './atomic-file-adapter'

/** A card payment started for a proposal: the provider page's session. Card details are never stored. */
export const PaymentSession = t.type(
  {
    id: t.string,
    uuid: t.string,
    amount: t.number,
    return_url: t.string,
    status: t.keyof({ pending: null, paid: null, refused: null }),
    /** Set when the payment-refused scenario was in force as the payment started. */
    refuse: t.boolean,
    created_at: t.string,
  },
  'PaymentSession',
)
export type PaymentSession = t.TypeOf<typeof PaymentSession>

/** A device-risk check's outcome for a proposal. */
export const DeviceCheck = t.type(
  { uuid: t.string, blackbox: t.string, outcome: t.keyof({ pass: null, refused: null }), at: t.string },
  'DeviceCheck',
)
export type DeviceCheck = t.TypeOf<typeof DeviceCheck>

/** An e-mail the mock insurer "sent" (kept so a developer can see it). */
export const OutboxEmail = t.type({ uuid: t.string, kind: t.string, to: t.string, at: t.string }, 'OutboxEmail')
export type OutboxEmail = t.TypeOf<typeof OutboxEmail>

export const StoreState = t.type(
  {
    proposals: t.array(Proposal),
    payments: t.array(PaymentSession),
    deviceChecks: t.array(DeviceCheck),
    outbox: t.array(OutboxEmail),
    counters: t.type({ quotes: t.number }),
  },
  'StoreState',
)
export type StoreState = t.TypeOf<typeof StoreState>

export const emptyStore = (): StoreState => ({ proposals: [], payments: [], deviceChecks: [], outbox: [], counters: { quotes: 0 } })

const decodeStore =
  (source: string) =>
  (raw: unknown): StoreState => {
    const r = StoreState.decode(raw)
    if (r._tag === 'Left') throw new Error(`the store ${source} is not valid: ${reportErrors(r.left).slice(0, 3).join('; ')}`)
    return r.right
  }

/**
 * The mock insurer's storage: lowdb (as json-server uses it) over an atomic file adapter. Every change is
 * written through before the method returns. Reads are of the in-memory state.
 */
export class ProposalStore {
  readonly db: LowDb<StoreState>

  constructor(readonly file: string) {
    this.db = low(new AtomicFileAdapter<StoreState>(file, emptyStore(), decodeStore(file)))
  }

  private get state(): StoreState {
    return this.db.getState()
  }

  private commit(next: StoreState): void {
    this.db.setState(next)
    this.db.write()
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

  /** The next quote number (starts at 1), persisted. */
  nextQuoteNumber(): number {
    const s = this.state
    const n = s.counters.quotes + 1
    this.commit({ ...s, counters: { quotes: n } })
    return n
  }

  referenceTaken(reference: string): boolean {
    return this.state.proposals.some((p) => p.quote?.reference === reference)
  }

  addPayment(p: PaymentSession): void {
    this.commit({ ...this.state, payments: [...this.state.payments, p] })
  }

  payment(id: string): PaymentSession | undefined {
    return this.state.payments.find((p) => p.id === id)
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
