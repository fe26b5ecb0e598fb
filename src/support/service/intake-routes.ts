import { createHmac } from 'node:crypto'
import { Router, type Request } from 'express'
import { quantity } from '../../domain/durations'
import type { Insurer } from './insurer'
import type { IntakePool } from './intake-pool'
import { takePlaces, type LimitCounts } from './limit-counts'
import type { SupportLimits } from './limits'
import { noStore, readJsonBytes, refuse, tooMany } from './http'
import { supportCode } from './support-code'
import type { Place, SupportStore } from './support-store'

export interface IntakeDeps {
  /**
   * Where trails are stored and the limits counted, as `SupportStore` does it (addTrail false when its code is
   * taken): off the main thread for SQLite.
   */
  readonly writes: LimitCounts & Pick<SupportStore, 'addTrail'>
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
 * 1. the send takes a place among its address's trails per hour and one among its refused sends per hour,
 *    together; when either is full, neither, and 429 with Retry-After before its body is read;
 * 2. the body is read up to the size limit (413 beyond), then checked off the main thread (`checkTrailBody`:
 *    depth, exact codecs, the trail decoded and redacted again); 400 naming the first failing path;
 * 3. it takes a place among its session's trails per hour; when full, 429 with Retry-After;
 * 4. the trail is listed under a quote reference only when the insurer says the sender's proposal holds it;
 * 5. stored in one transaction under a fresh support code: 201 `{ code, quoteReference }`.
 * Each place is taken by one statement in the database (`SupportStore.take`), so sends arriving together, on one
 * instance or several, never take more than the limit. Before it answers, a send gives back what did not
 * happen: a stored trail keeps its trail places and gives back its refused place (in the trail's own
 * transaction); a refused one (400, 413, 415,
 * or its session's 429) keeps only its refused place; one the service failed (500, 503) keeps none. A check or
 * write that fails leaves nothing stored; the next rider's send works as ever.
 */
export const intakeRoutes = (deps: IntakeDeps): Router => {
  const { writes, pool, insurer, limits, log } = deps
  const r = Router()
  r.post('/api/support/trails', noStore, async (req, res, next) => {
    const now = deps.now()
    const sender = senderOf(deps.senderKey, req)
    /** The places this send holds: given back when it is settled, but for those it keeps. */
    const held = new Set<Place>()
    const settle = async (...keep: Place[]): Promise<void> => {
      for (const p of keep) held.delete(p)
      const back = [...held]
      held.clear()
      if (back.length > 0) await writes.giveBack(back).catch((e: unknown) => log(`support: a send's places could not be given back (${e instanceof Error ? e.message : String(e)}); they stay counted until their window ends`))
    }
    try {
      const before = await takePlaces(writes, limits, [['trails-per-address', sender], ['refused-per-address', sender]], now)
      if ('full' in before) {
        res.setHeader('Connection', 'close')
        const message =
          before.full === 'trails-per-address'
            ? `At most ${quantity(limits.trailsPerAddress, 'session')} can be sent from one address in an hour.`
            : `Too many sends from this address were refused: at most ${limits.trailsPerAddress} in an hour.`
        tooMany(res, before.retryAfterMs, message)
        return
      }
      for (const p of before.places) held.add(p)
      const [, refusedPlace] = before.places as [Place, Place]
      const bytes = await readJsonBytes(req, res, limits.maxTrailBytes)
      if (bytes === null) {
        // Answered already (415, 413).
        await settle(refusedPlace)
        return
      }
      const verdict = await pool.check(bytes)
      if (verdict === 'busy') {
        await settle()
        tooBusy(res)
        return
      }
      if (verdict === 'failed') {
        await settle()
        res.status(500).json({ code: 'server_error', message: 'The session could not be checked. Please try again.' })
        return
      }
      if (!verdict.ok) {
        await settle(refusedPlace)
        refuse(res, verdict.errors, verdict.message)
        return
      }
      const bySession = await takePlaces(writes, limits, [['trails-per-session', verdict.session]], now)
      if ('full' in bySession) {
        await settle(refusedPlace)
        tooMany(res, bySession.retryAfterMs, `At most ${quantity(limits.trailsPerSession, 'trail')} of one session can be sent in an hour.`)
        return
      }
      for (const p of bySession.places) held.add(p)
      const references = await confirmedReferences(insurer, verdict.proposal, verdict.claimedReferences, log)
      const quoteReference = verdict.claimedReference !== null && references.includes(verdict.claimedReference) ? verdict.claimedReference : (references[0] ?? null)
      for (;;) {
        const code = supportCode()
        // The refused-send place is given back in the trail's own transaction.
        const trail = { code, receivedAt: now.toISOString(), session: verdict.session, sender, quoteReference, references, eventCount: verdict.eventCount, byteSize: Buffer.byteLength(verdict.json), trail: verdict.json }
        const added = await writes.addTrail(trail, [refusedPlace])
        if (!added) continue
        held.clear()
        log(`support trail ${code} received (${verdict.eventCount} events${quoteReference === null ? '' : ', listed under its quote'})`)
        res.status(201).json({ code, quoteReference })
        return
      }
    } catch (e) {
      await settle()
      next(e)
    }
  })
  return r
}

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
