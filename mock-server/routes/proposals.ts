import { Router, type Request, type Response } from 'express'
import * as t from 'io-ts'
import { Proposal, ProposalInput, RecallRequest, type Quote } from '../../src/domain/codecs'
import { withProposalDefaults } from '../../src/domain/defaults'
import { normalisePostcode } from '../../src/domain/formats'
import type { Timestamp } from '../../src/domain/primitives'
import { rateProposal } from '../pricing'
import { rateLimit } from '../http/security'
import { decodeBody, notFound } from '../http/validate'
import { has } from '../scenarios'
import { nextReference, todayOf, type ServerContext } from './context'

/** Recall attempts allowed per client in RECALL_WINDOW_MS (then 429). */
export const RECALL_LIMIT = 10
export const RECALL_WINDOW_MS = 15 * 60 * 1000

/** Finds the stored proposal of the path's uuid, or answers 404 not_found (also under the not-found scenario). */
export const findProposal = (ctx: ServerContext, req: Request, res: Response): Proposal | undefined => {
  const uuid = req.params.uuid
  const p = typeof uuid === 'string' && !has(req, res, 'not-found') ? ctx.store.get(uuid) : undefined
  if (p === undefined) notFound(res)
  return p
}

/** A purchased proposal is closed: changes are refused with 409 already_purchased. */
export const refuseIfPurchased = (p: Proposal, res: Response): boolean => {
  if (p.is_purchased !== true) return false
  res.status(409).json({ code: 'already_purchased', message: 'This policy has been bought; the quote can no longer change.' })
  return true
}

/**
 * Applies what the rider may change (the risk, the extras chosen, payment frequency, renewal consent,
 * direct debit) over the stored proposal; what the insurer owns (uuid, quote, quoted and purchased flags,
 * removed extras) stays as stored.
 */
export const applyRiderAnswers = (stored: Proposal, input: ProposalInput): Proposal => {
  const chosen = new Map(input.addons.map((a) => [a.code, a.is_selected ?? null]))
  return {
    ...stored,
    risk: input.risk,
    addons: stored.addons.map((a) => (chosen.has(a.code) ? { ...a, is_selected: chosen.get(a.code) ?? null } : a)),
    is_pay_monthly: input.is_pay_monthly ?? stored.is_pay_monthly ?? null,
    consent_to_auto_renew: input.consent_to_auto_renew ?? stored.consent_to_auto_renew ?? null,
    direct_debit: input.direct_debit ?? stored.direct_debit ?? null,
  }
}

const declinedQuote = (now: string): Quote =>
  ({
    reference: null,
    created_at: now as Timestamp,
    is_quoted: false,
    is_purchased: false,
    is_accepted: false,
    is_referred: false,
    metadata: {},
    addons: [],
    wordings: {},
    excesses: [],
    endorsements: [],
    ipids: [],
  }) as Quote

/** Prices the proposal and stores the outcome: a quote, or a quote that is not quoted (declined). */
export const quoteProposal = (ctx: ServerContext, p: Proposal, req: Request, res: Response): Proposal => {
  const now = ctx.now()
  const rated = has(req, res, 'decline')
    ? ({ outcome: 'declined', reasons: ['scenario'] } as const)
    : rateProposal(p, { today: todayOf(ctx), now, reference: nextReference(ctx) })
  const next: Proposal =
    rated.outcome === 'declined'
      ? { ...p, is_quoted: true, quote: declinedQuote(now) }
      : {
          ...p,
          is_quoted: true,
          quote: has(req, res, 'refer') ? { ...rated.quote, is_referred: true } : rated.quote,
          addons: rated.quote.addons,
          removed_addons: rated.removedAddons.map((a) => ({ code: a.code, description: a.description })),
        }
  return ctx.store.put(next)
}

const UpdateBody = ProposalInput

/** GET/POST /api/proposal…, the quote, /json/proposal/update and re-quote, and recall. */
export const proposalRoutes = (ctx: ServerContext): Router => {
  const r = Router()

  r.post('/api/proposal/recall', rateLimit(RECALL_LIMIT, RECALL_WINDOW_MS), (req, res) => {
    const body = decodeBody(RecallRequest, req, res)
    if (body === undefined) return
    const postcode = normalisePostcode(body.postcode)
    const found = has(req, res, 'not-found')
      ? undefined
      : ctx.store
          .all()
          .find(
            (p) =>
              p.quote?.reference === body.reference &&
              p.risk.proposer.date_of_birth === body.dob &&
              normalisePostcode(p.risk.proposer.address.postcode ?? '') === postcode,
          )
    if (found === undefined) {
      res.status(404).json({ code: 'not_found', message: 'No quote matches those details.' })
      return
    }
    res.json({ ...found, addons: found.quote?.addons.map((a) => found.addons.find((x) => x.code === a.code) ?? a) ?? found.addons })
  })

  r.get('/api/proposal/:uuid', (req, res) => {
    const p = findProposal(ctx, req, res)
    if (p !== undefined) res.json(p)
  })

  r.post('/api/proposal', (req, res) => {
    const body = decodeBody(UpdateBody, req, res, withProposalDefaults)
    if (body === undefined) return
    const p: Proposal = {
      ...body,
      uuid: ctx.uuid() as Proposal['uuid'],
      is_quoted: null,
      is_purchased: false,
      quote: null,
      removed_addons: [],
    }
    res.status(201).json(ctx.store.put(p))
  })

  r.post('/api/proposal/:uuid', (req, res) => {
    const stored = findProposal(ctx, req, res)
    if (stored === undefined || refuseIfPurchased(stored, res)) return
    const body = decodeBody(UpdateBody, req, res, withProposalDefaults)
    if (body === undefined) return
    res.json(ctx.store.put(applyRiderAnswers(stored, body)))
  })

  r.post('/api/proposal/:uuid/quote', (req, res) => {
    const stored = findProposal(ctx, req, res)
    if (stored === undefined || refuseIfPurchased(stored, res)) return
    res.json(quoteProposal(ctx, stored, req, res))
  })

  const jsonUpdate = (price: boolean) => (req: Request, res: Response) => {
    const body = decodeBody(t.intersection([ProposalInput, t.type({ uuid: t.string })]), req, res, withProposalDefaults)
    if (body === undefined) return
    const stored = has(req, res, 'not-found') ? undefined : ctx.store.get(body.uuid)
    if (stored === undefined) return notFound(res)
    if (refuseIfPurchased(stored, res)) return
    const updated = ctx.store.put(applyRiderAnswers(stored, body))
    res.json({ data: price ? quoteProposal(ctx, updated, req, res) : updated })
  }
  r.post('/json/proposal/update', jsonUpdate(false))
  r.post('/json/proposal/re-quote', jsonUpdate(true))

  return r
}
