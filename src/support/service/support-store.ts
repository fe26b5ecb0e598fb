import type { ExpressionBuilder, Kysely } from 'kysely'
import type { AccessEntry } from '../../domain/support-desk-access'
import type { DataSubject, Erasure, RiderDataTrail } from '../../domain/trail/data-request'
import type { LimitKind } from './limits'
import type { SupportTables } from './schema'

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

/** A rider's trail as an export holds it: what the store keeps, the trail as its stored JSON text. */
export type RiderTrail = Omit<RiderDataTrail, 'trail'> & { readonly trail: string }

export interface StaffAccount {
  readonly name: string
  readonly secretHash: string
  readonly createdAt: string
  readonly disabledAt: string | null
  /** The one-time-code secret, encrypted (second-factor.ts); null until the account is enrolled. */
  readonly sealedCodeSecret: string | null
  readonly enrolledAt: string | null
}

/**
 * What is stored of a second factor: the encrypted one-time-code secret, the recovery codes' hashes, and the time
 * step of the code that confirmed the enrolment (recorded as used: no code of that step or an earlier one signs in).
 */
export interface StoredSecondFactor {
  readonly sealedSecret: string
  readonly recoveryHashes: readonly string[]
  readonly confirmedStep: number
}

/** A live desk session: whose, and when it ends at the latest. */
export interface DeskSession {
  readonly staff: string
  readonly expiresAt: string
}

/** Why a desk session that is not live ended: unused for longer than the idle time-out, or past its absolute end. */
export type SessionEnd = 'idle' | 'expired'

const staffOf = (r: { name: string; secret_hash: string; created_at: string; disabled_at: string | null; totp_secret: string | null; enrolled_at: string | null }): StaffAccount => ({
  name: r.name,
  secretHash: r.secret_hash,
  createdAt: r.created_at,
  disabledAt: r.disabled_at,
  sealedCodeSecret: r.totp_secret,
  enrolledAt: r.enrolled_at,
})

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
    return r === undefined ? undefined : staffOf(r)
  }

  /** Every account, by name, with how many recovery codes each has left. */
  async listStaff(): Promise<(StaffAccount & { readonly recoveryCodesLeft: number })[]> {
    const rows = await this.db
      .selectFrom('support_staff as s')
      .selectAll('s')
      .select((eb) => eb.selectFrom('support_recovery_codes as c').select((c) => c.fn.countAll<string | number>().as('n')).whereRef('c.staff', '=', 's.name').as('left'))
      .orderBy('s.name')
      .execute()
    return rows.map((r) => ({ ...staffOf(r), recoveryCodesLeft: asCount(r.left) }))
  }

  /** True when at least one member of staff may sign in: enabled, with one-time codes set up (the desk is offered only then). */
  async hasActiveStaff(): Promise<boolean> {
    return (await this.db.selectFrom('support_staff').select('name').where('disabled_at', 'is', null).where('totp_secret', 'is not', null).limit(1).executeTakeFirst()) !== undefined
  }

  /** Adds a member of staff with their secret's hash and second factor (its confirming code used), in one transaction; false, with nothing written, when the name is taken. */
  async addStaff(name: string, secretHash: string, factor: StoredSecondFactor, at: string): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      const added = await tx
        .insertInto('support_staff')
        .values({ name, secret_hash: secretHash, created_at: at, disabled_at: null, totp_secret: factor.sealedSecret, totp_last_step: factor.confirmedStep, enrolled_at: at })
        .onConflict((oc) => oc.column('name').doNothing())
        .executeTakeFirst()
      if (Number(added.numInsertedOrUpdatedRows ?? 0) === 0) return false
      await tx.insertInto('support_recovery_codes').values(factor.recoveryHashes.map((code_hash) => ({ staff: name, code_hash }))).execute()
      return true
    })
  }

  /** Gives a member of staff a new secret's hash and ends their desk sessions, together; false when there is no such account. */
  async setSecret(name: string, secretHash: string): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      const r = await tx.updateTable('support_staff').set({ secret_hash: secretHash }).where('name', '=', name).executeTakeFirst()
      await tx.deleteFrom('support_desk_sessions').where('staff', '=', name).execute()
      return Number(r.numUpdatedRows) > 0
    })
  }

  /**
   * Replaces a member of staff's second factor (a new one-time-code secret, none of its codes used yet but the one
   * that confirmed it, and new recovery codes in place of any left) and ends their desk sessions, together; false
   * when there is no such account.
   */
  async setSecondFactor(name: string, factor: StoredSecondFactor, at: string): Promise<boolean> {
    return this.db.transaction().execute(async (tx) => {
      const r = await tx.updateTable('support_staff').set({ totp_secret: factor.sealedSecret, totp_last_step: factor.confirmedStep, enrolled_at: at }).where('name', '=', name).executeTakeFirst()
      if (Number(r.numUpdatedRows) === 0) return false
      await tx.deleteFrom('support_recovery_codes').where('staff', '=', name).execute()
      await tx.insertInto('support_recovery_codes').values(factor.recoveryHashes.map((code_hash) => ({ staff: name, code_hash }))).execute()
      await tx.deleteFrom('support_desk_sessions').where('staff', '=', name).execute()
      return true
    })
  }

  /**
   * Replaces a secret's hash made at an older cost with one made now, only while the account still holds the old
   * one (a secret set meanwhile is not overwritten); one statement.
   */
  async upgradeSecretHash(name: string, from: string, to: string): Promise<void> {
    await this.db.updateTable('support_staff').set({ secret_hash: to }).where('name', '=', name).where('secret_hash', '=', from).execute()
  }

  /**
   * Records that the one-time code of time step `step` signed `name` in: true when no code of this step or a later
   * one was accepted before for the secret `sealedSecret` (still the account's); false, changing nothing, when one
   * was. One conditional statement, so of two sign-ins with one code, on any instances, one is accepted.
   */
  async useCodeStep(name: string, sealedSecret: string, step: number): Promise<boolean> {
    const r = await this.db
      .updateTable('support_staff')
      .set({ totp_last_step: step })
      .where('name', '=', name)
      .where('totp_secret', '=', sealedSecret)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .executeTakeFirst()
    return Number(r.numUpdatedRows) === 1
  }

  /** Uses up one of a member of staff's recovery codes, by its hash: true when it was theirs and unused. One statement. */
  async useRecoveryCode(name: string, codeHash: string): Promise<boolean> {
    const r = await this.db.deleteFrom('support_recovery_codes').where('staff', '=', name).where('code_hash', '=', codeHash).executeTakeFirst()
    return Number(r.numDeletedRows) === 1
  }

  /** Enables a disabled account again; false when there is no such account. */
  async enableStaff(name: string): Promise<boolean> {
    const r = await this.db.updateTable('support_staff').set({ disabled_at: null }).where('name', '=', name).executeTakeFirst()
    return Number(r.numUpdatedRows) > 0
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
    await this.db.insertInto('support_desk_sessions').values({ token_hash: tokenHash, staff, created_at: createdAt, expires_at: expiresAt, last_seen_at: createdAt }).execute()
  }

  /**
   * The desk session of a token's hash, while it is live: before its absolute end, used since `idleAfter`, and of an
   * enabled account; its last use is set to `now` by the same statement (so every instance counts the idle time-out
   * from the latest request on any of them). Undefined when it is not live.
   */
  async deskSession(tokenHash: string, now: string, idleAfter: string): Promise<DeskSession | undefined> {
    const r = await this.db
      .updateTable('support_desk_sessions')
      .set({ last_seen_at: now })
      .where('token_hash', '=', tokenHash)
      .where('expires_at', '>', now)
      .where('last_seen_at', '>', idleAfter)
      .where((eb) => eb.exists(eb.selectFrom('support_staff as a').select('a.name').whereRef('a.name', '=', 'support_desk_sessions.staff').where('a.disabled_at', 'is', null)))
      .returning(['staff', 'expires_at'])
      .executeTakeFirst()
    return r === undefined ? undefined : { staff: r.staff, expiresAt: r.expires_at }
  }

  /**
   * Deletes the session of a token's hash that is not live, and says why it ended (idle or past its absolute end),
   * or undefined when there was none (signed out, ended by a disabling, never was).
   */
  async endedDeskSession(tokenHash: string, now: string, idleAfter: string): Promise<SessionEnd | undefined> {
    const r = await this.db.deleteFrom('support_desk_sessions').where('token_hash', '=', tokenHash).returning(['expires_at', 'last_seen_at']).executeTakeFirst()
    if (r === undefined) return undefined
    if (r.expires_at <= now) return 'expired'
    return r.last_seen_at <= idleAfter ? 'idle' : undefined
  }

  async endDeskSession(tokenHash: string): Promise<void> {
    await this.db.deleteFrom('support_desk_sessions').where('token_hash', '=', tokenHash).execute()
  }

  /**
   * Ends every desk session of a member of staff but the one of `keep` (a token's hash); answers how many of those
   * were live at `now` (see deskSession), not counting those ended by their time-outs and not yet swept.
   */
  async endOtherDeskSessions(staff: string, keep: string, now: string, idleAfter: string): Promise<number> {
    const rows = await this.db.deleteFrom('support_desk_sessions').where('staff', '=', staff).where('token_hash', '!=', keep).returning(['expires_at', 'last_seen_at']).execute()
    return rows.filter((r) => r.expires_at > now && r.last_seen_at > idleAfter).length
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
    await this.db
      .insertInto('support_access_log')
      .values({ at: e.at, staff: e.staff, action: e.action, code: e.code, reference: e.reference, address: e.address, detail: e.detail, trails: e.trails })
      .execute()
  }

  /** The access log, newest first: all of it, or what concerns one trail. */
  async accessLog(opts: { code?: string; limit: number }): Promise<AccessEntry[]> {
    let q = this.db.selectFrom('support_access_log').select(['at', 'staff', 'action', 'code', 'reference', 'address', 'detail', 'trails']).orderBy('at', 'desc').orderBy('id', 'desc').limit(opts.limit)
    if (opts.code !== undefined) q = q.where('code', '=', opts.code)
    return (await q.execute()).map((r) => ({ at: r.at, staff: r.staff, action: r.action, code: r.code, reference: r.reference, address: r.address, detail: r.detail, trails: r.trails }))
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

  /** Deletes desk sessions past their absolute end or unused since `idleAfter`, ended limit windows, and access entries older than their cut-off. */
  async sweep(now: string, idleAfter: string, accessBefore: string): Promise<void> {
    await this.db.deleteFrom('support_desk_sessions').where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', idleAfter)])).execute()
    await this.db.deleteFrom('support_limit_counts').where('window_ends', '<=', now).execute()
    await this.db.deleteFrom('support_access_log').where('at', '<', accessBefore).execute()
  }
}
