import type { Logger } from '../../src/operations/logger'
import type { Recording } from '../recorded-fixtures'
import type { ProposalStore } from '../store/proposal-store'
import { ukToday } from '../../src/domain/clock'
import type { StatementOfProposal } from '../../src/domain/statement'

/** What every route module needs: the store, the clock, ids and randomness. */
export interface ServerContext {
  readonly store: ProposalStore
  /** Now, ISO timestamp (a fixed clock in tests). */
  readonly now: () => string
  readonly uuid: () => string
  /** A uniformly random whole number from 0 to max − 1 (node:crypto's randomInt; a fixed sequence in tests). */
  readonly randomInt: (max: number) => number
  /** The insurer's events (an unexpected error), as structured lines. */
  readonly log: Logger
  /** Answers recorded from another backend, replayed before the built-in fixtures (MOCK_FIXTURES). */
  readonly recording?: Recording
  /** Proposals one client may create per CREATE_WINDOW_MS (undefined: CREATE_LIMIT; 0: no limit). */
  readonly createLimit?: number
  /** Recall attempts one client may make per RECALL_WINDOW_MS (undefined: RECALL_LIMIT; 0: no limit). */
  readonly recallLimit?: number
  /** Origins besides the server's own that an absolute return_url may name. */
  readonly returnOrigins: readonly string[]
  /** The statement of fact of a proposal, for the quote e-mail (MockServerOptions.statementOf); absent: none. */
  readonly statementOf?: StatementOfProposal
}

/** Today in the UK (YYYY-MM-DD) on the server's clock: the day its date rules are judged on, as the app's. */
export const todayOf = (ctx: ServerContext): string => ukToday(ctx.now())

/** Draws of a quote reference before giving up (a real random source needs one; only a fixed one runs out). */
const REFERENCE_DRAWS = 100

const group = (ctx: ServerContext): string => String(ctx.randomInt(100_000)).padStart(5, '0')

/**
 * A new quote reference: three groups of five random digits (`12345-67890-12345`), so no reference tells
 * anything about another, drawn again while the store already holds it. Throws when REFERENCE_DRAWS draws
 * all hit references in use (only a random source that repeats itself does that).
 */
export const nextReference = (ctx: ServerContext): string => {
  for (let draw = 0; draw < REFERENCE_DRAWS; draw++) {
    const ref = `${group(ctx)}-${group(ctx)}-${group(ctx)}`
    if (!ctx.store.referenceTaken(ref)) return ref
  }
  throw new Error(`no unused quote reference in ${REFERENCE_DRAWS} draws: the random source repeats itself`)
}
