import type { ExpressionBuilder, Kysely } from 'kysely'
import type { DataSubject, Erasure, RiderDataTrail } from '../../domain/trail/data-request'
import type { LimitKind } from './limits'
import type { AccessAction, SupportTables } from './schema'

/** A trail as the store keeps it: the redacted trail as JSON text, and what it is found and limited by. */
export interface StoredTrail {
  readonly code: string
  readonly receivedAt: string
  readonly session: string
  readonly sender: string
  readonly quoteReference: string | null
  /** Every reference the trail is found by (the insurer confirmed each for the sender's proposal). */
  readonly references: readonly string[]
  readonly eventCount: number
  readonly byteSize: number
  readonly trail: string
}

export interface TrailListItem {
  readonly code: string
  readonly receivedAt: string
  readonly quoteReference: string | null
}

export interface AccessEntry {
  readonly at: string
  readonly staff: string
  readonly action: AccessAction
  readonly code: string | null
  readonly reference: string | null
  /** How many trails an export or erasure took; null (or left out) for an opening or a search. */
  readonly trails?: number | null
}

/** A rider's trail as an export holds it: what the store keeps, the trail as its stored JSON text. */
export type RiderTrail = Omit<RiderDataTrail, 'trail'> & { readonly trail: string }

export interface StaffAccount {
  readonly name: string
  readonly secretHash: string
  readonly createdAt: string
  readonly disabledAt: string | null
}

/** A place taken in a limit's window by one subject: given back (`giveBack`) when what it counted did not happen. */
export interface Place {
  readonly kind: LimitKind
  readonly subject: string
  /** The window the place was taken in: a place is given back only to that window, never to a later one. */
  readonly windowEnds: string
}

/** A place wanted in a limit: of how many places, in a window ending when (should a new one begin now). */
export interface Wanted {
  readonly kind: LimitKind
  readonly subject: string
  readonly places: number
  readonly windowEnds: string
}

/** The places taken, or, when one limit's places were all taken, which and when its window ends (and none taken). */
export type Taking = { readonly taken: readonly Place[] } | { readonly full: { readonly kind: LimitKind; readonly windowEnds: string } }

/** Thrown inside take's transaction to roll it back when a limit is full. */
class LimitFull extends Error {
  constructor(readonly full: { readonly kind: LimitKind; readonly windowEnds: string }) {
    super(`${full.kind} is full`)
  }
}

/** The setting that records when the retention sweep last began. */
const SWEPT_AT = 'retention_swept_at'

/** The limits a trail's session counts in, and those its sender's address counts in. */
const SESSION_LIMITS: readonly LimitKind[] = ['trails-per-session']
const ADDRESS_LIMITS: readonly LimitKind[] = ['trails-per-address', 'refused-per-address']

/**
 * The trails of a rider's data request (the rule `riderRule` says in words): a support code finds its own trail and
 * every trail listed under a quote reference it is listed under; a quote reference, every trail listed under it.
 */
const ofRider = (subject: DataSubject) => (eb: ExpressionBuilder<SupportTables, 'support_trails'>) =>
  subject.kind === 'reference'
    ? eb('support_trails.code', 'in', eb.selectFrom('support_trail_references').select('support_trail_references.code').where('support_trail_references.reference', '=', subject.reference))
    : eb.or([
        eb('support_trails.code', '=', subject.code),
        eb(
          'support_trails.code',
          'in',
          eb
            .selectFrom('support_trail_references as mine')
            .innerJoin('support_trail_references as same', 'same.reference', 'mine.reference')
            .select('same.code')
            .where('mine.code', '=', subject.code),
        ),
      ])

/** PostgreSQL answers count(*) as a bigint string, SQLite as a number. */
const asCount = (v: string | number | bigint | null | undefined): number => Number(v ?? 0)

/**
 * The support service's queries, the same for SQLite and PostgreSQL (Kysely builds each for the dialect).
 * Every write that touches two tables runs in one transaction, so a failed write leaves nothing half-added.
 */
export class SupportStore {
  constructor(readonly db: Kysely<SupportTables>) {}

  /**
   * Adds a trail and the references it is found by, and gives back the places `giveBack` (see giveBack),
   * together; false, with nothing written, when the code is taken already, also when another send takes it at
   * the same moment (the insert does nothing on the key's conflict, rather than fail).
   */
  async addTrail(t: StoredTrail, giveBack: readonly Place[] = []): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      const added = await tx
        .insertInto('support_trails')
        .values({
          code: t.code,
          received_at: t.receivedAt,
          session: t.session,
          sender: t.sender,
          quote_reference: t.quoteReference,
          event_count: t.eventCount,
          byte_size: t.byteSize,
          trail: t.trail,
        })
        .onConflict((oc) => oc.column('code').doNothing())
        .executeTakeFirst()
      if (Number(added.numInsertedOrUpdatedRows ?? 0) === 0) return false
      const references = [...new Set(t.references)]
      if (references.length > 0) await tx.insertInto('support_trail_references').values(references.map((reference) => ({ code: t.code, reference }))).execute()
      await new SupportStore(tx).giveBack(giveBack)
      return true
    })
  }

  /** The trail sent with a support code, or undefined. */
  async trailByCode(code: string): Promise<{ code: string; receivedAt: string; quoteReference: string | null; trail: string } | undefined> {
    const row = await this.db
      .selectFrom('support_trails')
      .select(['code', 'received_at', 'quote_reference', 'trail'])
      .where('code', '=', code)
      .executeTakeFirst()
    return row === undefined ? undefined : { code: row.code, receivedAt: row.received_at, quoteReference: row.quote_reference, trail: row.trail }
  }

  /** The trails found by a quote reference, newest first (an index look-up, not a scan of the trails). */
  async trailsByReference(reference: string): Promise<TrailListItem[]> {
    const rows = await this.db
      .selectFrom('support_trail_references as r')
      .innerJoin('support_trails as t', 't.code', 'r.code')
      .select(['t.code', 't.received_at', 't.quote_reference'])
      .where('r.reference', '=', reference)
      .orderBy('t.received_at', 'desc')
      .orderBy('t.code')
      .execute()
    return rows.map((r) => ({ code: r.code, receivedAt: r.received_at, quoteReference: r.quote_reference }))
  }

  /** Deletes the trails received before `cutoff` (with their references); answers how many went. */
  async deleteTrailsBefore(cutoff: string): Promise<number> {
    const run = async (tx: Kysely<SupportTables>): Promise<number> => {
      const old = tx.selectFrom('support_trails').select('code').where('received_at', '<', cutoff)
      await tx.deleteFrom('support_trail_references').where('code', 'in', old).execute()
      const r = await tx.deleteFrom('support_trails').where('received_at', '<', cutoff).executeTakeFirst()
      return Number(r.numDeletedRows)
    }
    // Within the sweep's transaction already, or in one of its own.
    return this.db.isTransaction ? run(this.db) : this.db.transaction().execute(run)
  }

  async trailCount(): Promise<number> {
    const row = await this.db.selectFrom('support_trails').select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst()
    return asCount(row?.n)
  }

  /** A setting's value, or undefined. */
  async setting(key: string): Promise<string | undefined> {
    return (await this.db.selectFrom('support_settings').select('value').where('key', '=', key).executeTakeFirst())?.value
  }

  /** Sets a setting only when it has none yet, and answers the value in force (another instance may have won). */
  async settingOnce(key: string, value: string): Promise<string> {
    await this.db.insertInto('support_settings').values({ key, value }).onConflict((oc) => oc.column('key').doNothing()).execute()
    return (await this.setting(key)) ?? value
  }

  async staff(name: string): Promise<StaffAccount | undefined> {
    const r = await this.db.selectFrom('support_staff').selectAll().where('name', '=', name).executeTakeFirst()
    return r === undefined ? undefined : { name: r.name, secretHash: r.secret_hash, createdAt: r.created_at, disabledAt: r.disabled_at }
  }

  async listStaff(): Promise<StaffAccount[]> {
    const rows = await this.db.selectFrom('support_staff').selectAll().orderBy('name').execute()
    return rows.map((r) => ({ name: r.name, secretHash: r.secret_hash, createdAt: r.created_at, disabledAt: r.disabled_at }))
  }

  /** True when at least one member of staff may sign in (the desk is offered only then). */
  async hasActiveStaff(): Promise<boolean> {
    return (await this.db.selectFrom('support_staff').select('name').where('disabled_at', 'is', null).limit(1).executeTakeFirst()) !== undefined
  }

  /** Adds a member of staff, or gives an existing one a new secret (and enables the account again), ending their desk sessions in the same transaction. */
  async putStaff(name: string, secretHash: string, at: string): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      await tx
        .insertInto('support_staff')
        .values({ name, secret_hash: secretHash, created_at: at, disabled_at: null })
        .onConflict((oc) => oc.column('name').doUpdateSet({ secret_hash: secretHash, disabled_at: null }))
        .execute()
      await tx.deleteFrom('support_desk_sessions').where('staff', '=', name).execute()
    })
  }

  /** Disables an account and ends its desk sessions, together; false when there is no such account. */
  async disableStaff(name: string, at: string): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      const r = await tx.updateTable('support_staff').set({ disabled_at: at }).where('name', '=', name).executeTakeFirst()
      await tx.deleteFrom('support_desk_sessions').where('staff', '=', name).execute()
      return Number(r.numUpdatedRows) > 0
    })
  }

  async addDeskSession(tokenHash: string, staff: string, createdAt: string, expiresAt: string): Promise<void> {
    await this.db.insertInto('support_desk_sessions').values({ token_hash: tokenHash, staff, created_at: createdAt, expires_at: expiresAt }).execute()
  }

  /** The member of staff a desk session belongs to, while it has not expired and the account is enabled. */
  async deskSession(tokenHash: string, now: string): Promise<{ staff: string; expiresAt: string } | undefined> {
    const r = await this.db
      .selectFrom('support_desk_sessions as s')
      .innerJoin('support_staff as a', 'a.name', 's.staff')
      .select(['s.staff', 's.expires_at'])
      .where('s.token_hash', '=', tokenHash)
      .where('s.expires_at', '>', now)
      .where('a.disabled_at', 'is', null)
      .executeTakeFirst()
    return r === undefined ? undefined : { staff: r.staff, expiresAt: r.expires_at }
  }

  async endDeskSession(tokenHash: string): Promise<void> {
    await this.db.deleteFrom('support_desk_sessions').where('token_hash', '=', tokenHash).execute()
  }

  /**
   * Takes a place in each limit `wanted`, all in one transaction: every one, or, when one has no place left,
   * none (which one, and when its window ends, read afterwards: it is only told to the client). Each place is
   * taken by one statement, an insert that on the row's conflict updates it only while a place is free, so
   * requests arriving together on any number of instances never take more than there are: a new window (ending
   * at `windowEnds`) when there is none or the last one ended by `now`, else the next place of the current one.
   */
  async take(wanted: readonly Wanted[], now: string): Promise<Taking> {
    const ended = (eb: ExpressionBuilder<SupportTables, 'support_limit_counts'>) => eb('support_limit_counts.window_ends', '<=', now)
    try {
      return await this.db.transaction().execute(async (tx) => {
        const taken: Place[] = []
        for (const { kind, subject, places, windowEnds } of wanted) {
          const row = await tx
            .insertInto('support_limit_counts')
            .values({ kind, subject, taken: 1, window_ends: windowEnds })
            .onConflict((oc) =>
              oc
                .columns(['kind', 'subject'])
                .doUpdateSet((eb) => ({
                  taken: eb.case().when(ended(eb)).then(1).else(eb('support_limit_counts.taken', '+', 1)).end(),
                  window_ends: eb.case().when(ended(eb)).then(windowEnds).else(eb.ref('support_limit_counts.window_ends')).end(),
                }))
                .where((eb) => eb.or([ended(eb), eb('support_limit_counts.taken', '<', places)])),
            )
            .returning('window_ends')
            .executeTakeFirst()
          if (row === undefined) {
            const current = await tx.selectFrom('support_limit_counts').select('window_ends').where('kind', '=', kind).where('subject', '=', subject).executeTakeFirst()
            throw new LimitFull({ kind, windowEnds: current?.window_ends ?? windowEnds })
          }
          taken.push({ kind, subject, windowEnds: row.window_ends })
        }
        return { taken }
      })
    } catch (e) {
      if (e instanceof LimitFull) return { full: e.full }
      throw e
    }
  }

  /** Gives places back to the windows they were taken in, one statement each (a window that has ended since is left alone). */
  async giveBack(places: readonly Place[]): Promise<void> {
    for (const p of places)
      await this.db
        .updateTable('support_limit_counts')
        .set((eb) => ({ taken: eb('taken', '-', 1) }))
        .where('kind', '=', p.kind)
        .where('subject', '=', p.subject)
        .where('window_ends', '=', p.windowEnds)
        .where('taken', '>', 0)
        .execute()
  }

  /** Forgets what a subject has taken of a limit (an account's failed sign-ins, after a successful one). */
  async clearCount(kind: LimitKind, subject: string): Promise<void> {
    await this.db.deleteFrom('support_limit_counts').where('kind', '=', kind).where('subject', '=', subject).execute()
  }

  /**
   * Claims the retention sweep of the period ending at `now`: true (and the claim recorded) when no sweep was
   * claimed after `dueAfter`; false when one was, by this instance or another. One statement, so two instances
   * asking together cannot both be told yes.
   */
  async claimSweep(now: string, dueAfter: string): Promise<boolean> {
    const row = await this.db
      .insertInto('support_settings')
      .values({ key: SWEPT_AT, value: now })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: now }).where('support_settings.value', '<=', dueAfter))
      .returning('key')
      .executeTakeFirst()
    return row !== undefined
  }

  async logAccess(e: AccessEntry): Promise<void> {
    await this.db.insertInto('support_access_log').values({ at: e.at, staff: e.staff, action: e.action, code: e.code, reference: e.reference, trails: e.trails ?? null }).execute()
  }

  /** The access log, newest first: all of it, or what concerns one trail. */
  async accessLog(opts: { code?: string; limit: number }): Promise<AccessEntry[]> {
    let q = this.db.selectFrom('support_access_log').select(['at', 'staff', 'action', 'code', 'reference', 'trails']).orderBy('at', 'desc').orderBy('id', 'desc').limit(opts.limit)
    if (opts.code !== undefined) q = q.where('code', '=', opts.code)
    return (await q.execute()).map((r) => ({ at: r.at, staff: r.staff, action: r.action, code: r.code, reference: r.reference, trails: r.trails }))
  }

  /**
   * A rider's trails, oldest first, as stored (see ofRider for which), each with every reference it is listed
   * under; none when the code or reference finds nothing.
   */
  async riderTrails(subject: DataSubject): Promise<RiderTrail[]> {
    const rows = await this.db.selectFrom('support_trails').selectAll().where(ofRider(subject)).orderBy('received_at').orderBy('code').execute()
    if (rows.length === 0) return []
    const listed = await this.db
      .selectFrom('support_trail_references')
      .select(['code', 'reference'])
      .where('code', 'in', rows.map((r) => r.code))
      .orderBy('reference')
      .execute()
    return rows.map((r) => ({
      code: r.code,
      receivedAt: r.received_at,
      session: r.session,
      quoteReference: r.quote_reference,
      references: listed.filter((l) => l.code === r.code).map((l) => l.reference),
      senderHash: r.sender,
      eventCount: Number(r.event_count),
      byteSize: Number(r.byte_size),
      trail: r.trail,
    }))
  }

  /**
   * Erases a rider's trails (see ofRider) and what is kept about them, in one transaction, with the access log's
   * entry (`entry`, given the number of trails): their quote-reference listings, and the limit counts of their
   * sessions and of the addresses they came from (keyed hashes). All of it or, should any statement fail, none.
   * The first statement writes, so on SQLite the transaction holds the write lock from its start. Null, with
   * nothing written, when nothing is found, also when another erasure took the trails a moment before. A trail
   * stored while this runs is kept when it was not yet there for the first statement.
   */
  async eraseRider(subject: DataSubject, entry: Omit<AccessEntry, 'trails'>): Promise<Erasure | null> {
    return this.db.transaction().execute(async (tx) => {
      // The listings first: for a code, the trails listed under its reference are found through them.
      const listings = await tx
        .deleteFrom('support_trail_references')
        .where('code', 'in', (eb) => eb.selectFrom('support_trails').select('support_trails.code').where(ofRider(subject)))
        .returning('code')
        .execute()
      const codes = [...new Set([...listings.map((l) => l.code), ...(subject.kind === 'code' ? [subject.code] : [])])]
      if (codes.length === 0) return null
      const gone = await tx.deleteFrom('support_trails').where('code', 'in', codes).returning(['code', 'session', 'sender']).execute()
      if (gone.length === 0) return null
      const sessions = [...new Set(gone.map((g) => g.session))]
      const senders = [...new Set(gone.map((g) => g.sender))]
      const counts = await tx
        .deleteFrom('support_limit_counts')
        .where((eb) =>
          eb.or([
            eb.and([eb('kind', 'in', SESSION_LIMITS), eb('subject', 'in', sessions)]),
            eb.and([eb('kind', 'in', ADDRESS_LIMITS), eb('subject', 'in', senders)]),
          ]),
        )
        .executeTakeFirst()
      await new SupportStore(tx).logAccess({ ...entry, trails: gone.length })
      return { codes: gone.map((g) => g.code).sort(), trails: gone.length, references: listings.length, limitCounts: Number(counts.numDeletedRows) }
    })
  }

  /** Deletes expired desk sessions and limit windows, and access entries older than their cut-off. */
  async sweep(now: string, accessBefore: string): Promise<void> {
    await this.db.deleteFrom('support_desk_sessions').where('expires_at', '<=', now).execute()
    await this.db.deleteFrom('support_limit_counts').where('window_ends', '<=', now).execute()
    await this.db.deleteFrom('support_access_log').where('at', '<', accessBefore).execute()
  }
}
