import * as t from 'io-ts'
import low, { type LowDb } from 'lowdb'
import { reportErrors } from '../../src/domain/decode-report'
import { quoteReferencesIn } from '../../src/domain/trail/quote-references'
import { AtomicFileAdapter } from './atomic-file-adapter'

/** A trail a rider sent to support: its short code, when, the quote reference if any, and the redacted trail. */
export const SupportTrail = t.type(
  { code: t.string, receivedAt: t.string, quoteReference: t.union([t.string, t.null]), session: t.string, trail: t.unknown },
  'SupportTrail',
)
export type SupportTrail = t.TypeOf<typeof SupportTrail>

const SupportState = t.type({ trails: t.array(SupportTrail) }, 'SupportState')
type SupportState = t.TypeOf<typeof SupportState>

/**
 * Trails sent to support, in a JSON store of their own beside the proposals' (`<store>.support.json`), over
 * the same atomic file adapter: written through before a method returns, so a restart loses nothing.
 */
export class SupportStore {
  readonly db: LowDb<SupportState>

  constructor(readonly file: string) {
    this.db = low(
      new AtomicFileAdapter<SupportState>(file, { trails: [] }, (raw) => {
        const r = SupportState.decode(raw)
        if (r._tag === 'Left') throw new Error(`the support store ${file} is not valid: ${reportErrors(r.left).slice(0, 3).join('; ')}`)
        return r.right
      }),
    )
  }

  add(entry: SupportTrail): void {
    this.db.setState({ trails: [...this.db.getState().trails, entry] })
    this.db.write()
  }

  byCode(code: string): SupportTrail | undefined {
    return this.db.getState().trails.find((x) => x.code === code)
  }

  /**
   * The trails sent for a quote reference, newest first: the reference the rider's page held when it was sent,
   * or any reference its events hold (a requote changes the reference; staff may be given the first one).
   */
  byQuoteReference(reference: string): SupportTrail[] {
    return this.db
      .getState()
      .trails.filter((x) => x.quoteReference === reference || quoteReferencesIn(eventsOf(x.trail)).includes(reference))
      .reverse()
  }
}

/** A stored trail's events (stored as decoded on receipt; anything else holds none). */
const eventsOf = (trail: unknown): readonly unknown[] => {
  const events = typeof trail === 'object' && trail !== null ? (trail as { events?: unknown }).events : undefined
  return Array.isArray(events) ? events : []
}

/** The support store's file for a proposal store file. */
export const supportStoreFile = (storeFile: string): string => `${storeFile.replace(/\.json$/, '')}.support.json`
