import type { Generated } from 'kysely'
import type { AccessAction, SignInMethod, SignInRefusal } from '../../domain/support-desk-access'
import type { LimitKind } from './limits'

/**
 * The support store's tables, the same in SQLite and PostgreSQL. Times are ISO-8601 UTC text
 * (`2026-11-25T09:36:50.000Z`), which sorts and compares as time in both; the trail is JSON text.
 */
export interface SupportTables {
  /** A trail a rider sent: redacted again and stored as sent, under a support code. */
  support_trails: {
    code: string
    received_at: string
    /** The trail's own session id (the trails-per-session limit counts by it). */
    session: string
    /** A keyed hash of the sender's address (the trails-per-address limit counts by it; the address is not kept). */
    sender: string
    /** The quote reference the sender's proposal held when it was sent, checked with the insurer; else null. */
    quote_reference: string | null
    event_count: number
    byte_size: number
    trail: string
  }
  /** The references a trail is found by: only those the insurer confirmed for the sender's proposal. */
  support_trail_references: {
    code: string
    reference: string
  }
  /**
   * A member of staff: a name and a hashed secret (scrypt, `scrypt$N$r$p$salt$key`), never the secret itself; their
   * one-time-code secret encrypted with a key kept outside the database (null until enrolled), and the last time
   * step whose code was accepted (a code is accepted once).
   */
  support_staff: {
    name: string
    secret_hash: string
    created_at: string
    disabled_at: string | null
    totp_secret: string | null
    totp_last_step: number | null
    enrolled_at: string | null
  }
  /** A member of staff's unused recovery codes, as hashes: one is deleted as it signs in. */
  support_recovery_codes: {
    staff: string
    code_hash: string
  }
  /**
   * A signed-in desk session: the hash of its bearer token, whose it is, until when at most (`expires_at`, the
   * absolute time-out) and when it was last used (the idle time-out counts from it).
   */
  support_desk_sessions: {
    token_hash: string
    staff: string
    created_at: string
    expires_at: string
    last_seen_at: string
  }
  /**
   * What one subject (a session, a sender's keyed hash, an account) has taken of one limit in its current
   * window: `taken` places, until `window_ends`. Changed only by single statements (`SupportStore.take`, `giveBack`).
   */
  support_limit_counts: {
    kind: LimitKind
    subject: string
    taken: number
    window_ends: string
  }
  /**
   * Who did what on the desk: every sign-in and refused one, every trail opened and every search, and every rider's
   * data exported or erased (on the desk or the command line), kept for the insurer's audit; never a trail's content.
   */
  support_access_log: {
    id: Generated<number>
    at: string
    staff: string
    action: AccessAction
    code: string | null
    reference: string | null
    address: string | null
    detail: SignInMethod | SignInRefusal | null
    /** How many trails an export or erasure took (null for any other entry). */
    trails: number | null
  }
  /** The service's own settings (the key that hashes senders' addresses) and one-off imports done. */
  support_settings: {
    key: string
    value: string
  }
}
