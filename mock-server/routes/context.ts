import type { Recording } from '../recorded-fixtures'
import type { ProposalStore } from '../store/proposal-store'

/** What every route module needs: the store, the clock, and ids. */
export interface ServerContext {
  readonly store: ProposalStore
  /** Now, ISO timestamp (a fixed clock in tests). */
  readonly now: () => string
  readonly uuid: () => string
  readonly log: (message: string) => void
  /** Answers recorded from another backend, replayed before the built-in fixtures (MOCK_FIXTURES). */
  readonly recording?: Recording
  /** Proposals one client may create per CREATE_WINDOW_MS (undefined: CREATE_LIMIT; 0: no limit). */
  readonly createLimit?: number
  /** Recall attempts one client may make per RECALL_WINDOW_MS (undefined: RECALL_LIMIT; 0: no limit). */
  readonly recallLimit?: number
  /** Origins besides the server's own that an absolute return_url may name. */
  readonly returnOrigins: readonly string[]
}

export const todayOf = (ctx: ServerContext): string => ctx.now().slice(0, 10)

/**
 * A quote reference from the persisted quote counter: three groups of five digits, spread by a fixed
 * multiplier so consecutive quotes do not look consecutive, and checked for uniqueness in the store.
 */
export const nextReference = (ctx: ServerContext): string => {
  for (;;) {
    const n = ctx.store.nextQuoteNumber()
    const digits = String((BigInt(n) * 2654435761n + 48213905773164n) % 10n ** 15n).padStart(15, '0')
    const ref = `${digits.slice(0, 5)}-${digits.slice(5, 10)}-${digits.slice(10)}`
    if (!ctx.store.referenceTaken(ref)) return ref
  }
}
