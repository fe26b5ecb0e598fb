import { createHmac } from 'node:crypto'
import { Router, type Request } from 'express'
import type { Insurer } from './insurer'
import type { IntakePool } from './intake-pool'
import type { SupportLimits } from './limits'
import { noStore, readJsonBytes, refuse, tooMany } from './http'
import { RecentRefusals } from './recent-refusals'
import { supportCode } from './support-code'
import type { StoredTrail, SupportStore } from './support-store'

const HOUR_MS = 60 * 60 * 1000

export interface IntakeDeps {
  readonly store: SupportStore
  /** Stores a trail as `SupportStore.addTrail` does (false when its code is taken): off the main thread for SQLite. */
  readonly addTrail: (t: StoredTrail) => Promise<boolean>
  readonly pool: IntakePool
  readonly insurer: Insurer
  readonly limits: SupportLimits
  /** The key that turns a sender's address into the keyed hash stored (the address itself is never kept). */
  readonly senderKey: Buffer
  readonly now: () => Date
  readonly log: (message: string) => void
}

/** The sender's address as a keyed hash: what the per-address limits count by. */
export const senderOf = (key: Buffer, req: Request): string => createHmac('sha256', key).update(req.ip ?? req.socket.remoteAddress ?? 'unknown').digest('base64url')

/**
 * `POST /api/support/trails` `{ trail, quoteReference?, proposal? }`, a rider's session sent to support:
 * 1. an address past its trails per hour, or past as many refused sends, is 429 with Retry-After before its body
 *    is read;
 * 2. the body is read up to the size limit (413 beyond), then checked off the main thread (`checkTrailBody`:
 *    depth, exact codecs, the trail decoded and redacted again); 400 naming the first failing path;
 * 3. a session past its trails per hour is 429 with Retry-After;
 * 4. the trail is listed under a quote reference only when the insurer says the sender's proposal holds it;
 * 5. stored in one transaction under a fresh support code: 201 `{ code, quoteReference }`.
 * A check or write that fails answers 500 and leaves nothing stored; the next rider's send works as ever.
 */
export const intakeRoutes = (deps: IntakeDeps): Router => {
  const { store, pool, insurer, limits, log } = deps
  const refusals = new RecentRefusals(HOUR_MS)
  const r = Router()
  r.post('/api/support/trails', noStore, async (req, res, next) => {
    try {
      const now = deps.now()
      const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString()
      const sender = senderOf(deps.senderKey, req)
      const fromSender = await store.sentSince({ sender }, hourAgo)
      if (fromSender.count >= limits.trailsPerAddress) {
        res.setHeader('Connection', 'close')
        tooMany(res, retryAfter(fromSender.earliest, now), `At most ${limits.trailsPerAddress} sessions can be sent from one address in an hour.`)
        return
      }
      const refused = refusals.count(sender, now.getTime())
      if (refused.count >= limits.trailsPerAddress) {
        res.setHeader('Connection', 'close')
        tooMany(res, (refused.earliest ?? now.getTime()) + HOUR_MS - now.getTime(), `Too many sends from this address were refused: at most ${limits.trailsPerAddress} in an hour.`)
        return
      }
      const bytes = await readJsonBytes(req, res, limits.maxTrailBytes)
      if (bytes === null) {
        refusals.add(sender, now.getTime())
        return
      }
      const verdict = await pool.check(bytes)
      if (verdict === 'busy') {
        tooBusy(res)
        return
      }
      if (verdict === 'failed') {
        res.status(500).json({ code: 'server_error', message: 'The session could not be checked. Please try again.' })
        return
      }
      if (!verdict.ok) {
        refusals.add(sender, now.getTime())
        refuse(res, verdict.errors, verdict.message)
        return
      }
      const fromSession = await store.sentSince({ session: verdict.session }, hourAgo)
      if (fromSession.count >= limits.trailsPerSession) {
        tooMany(res, retryAfter(fromSession.earliest, now), `At most ${limits.trailsPerSession} trails of one session can be sent in an hour.`)
        return
      }
      const references = await confirmedReferences(insurer, verdict.proposal, verdict.claimedReferences, log)
      const quoteReference = verdict.claimedReference !== null && references.includes(verdict.claimedReference) ? verdict.claimedReference : (references[0] ?? null)
      for (;;) {
        const code = supportCode()
        const added = await deps.addTrail({
          code,
          receivedAt: now.toISOString(),
          session: verdict.session,
          sender,
          quoteReference,
          references,
          eventCount: verdict.eventCount,
          byteSize: Buffer.byteLength(verdict.json),
          trail: verdict.json,
        })
        if (!added) continue
        log(`support trail ${code} received (${verdict.eventCount} events${quoteReference === null ? '' : ', listed under its quote'})`)
        res.status(201).json({ code, quoteReference })
        return
      }
    } catch (e) {
      next(e)
    }
  })
  return r
}

/** Milliseconds until the earliest counted send leaves the hour's window. */
const retryAfter = (earliest: string | null, now: Date): number => (earliest === null ? HOUR_MS : Date.parse(earliest) + HOUR_MS - now.getTime())

const tooBusy = (res: Parameters<typeof refuse>[0]): void => {
  res.setHeader('Retry-After', '5')
  res.status(503).json({ code: 'busy', message: 'Support is receiving many sessions just now. Please try again in a few seconds.' })
}

/**
 * The references the trail may be listed under: those it claims that the insurer says the sender's proposal
 * holds now. None without a proposal, when the insurer does not know it, or when it does not answer.
 */
const confirmedReferences = async (insurer: Insurer, proposal: string | null, claimed: readonly string[], log: (m: string) => void): Promise<string[]> => {
  if (proposal === null || claimed.length === 0) return []
  const answer = await insurer(proposal)
  if (answer.kind === 'unavailable') {
    log(`support trail: the insurer could not confirm the quote reference (${answer.reason}); stored without one`)
    return []
  }
  return answer.kind === 'found' && answer.reference !== null && claimed.includes(answer.reference) ? [answer.reference] : []
}
