import { Router, type Request, type RequestHandler, type Response } from 'express'
import * as t from 'io-ts'
import { CALLS } from '../../src/domain/calls'
import { Addon, Proposal, type Quote } from '../../src/domain/codecs'
import { withProposalDefaults } from '../../src/domain/defaults'
import { pricedRiskChanged } from '../../src/domain/rules'
import { isPlain, mergeOver, type Plain } from '../../src/domain/plain'
import { normalisePostcode } from '../../src/domain/formats'
import type { Timestamp } from '../../src/domain/primitives'
import { ADDON_CATALOGUE, rateProposal } from '../pricing'
import { withSubtotals } from '../pricing/subtotals'
import { breakdownTierErrors, isRefusedBankAccount, missingForQuote, proposalErrors } from '../http/proposal-checks'
import { rateLimit } from '../http/security'
import type { FieldError } from '../../src/domain/api-error'
import { BODY_PATH, requestFailures } from '../../src/domain/refusal'
import { answerError } from '../http/errors'
import { serveCall } from '../http/serve-call'
import { decodeBody, notFound, payFrequencyAsBoolean, quoteExpired, refuse } from '../http/validate'
import { has } from '../scenarios'
import { nextReference, todayOf, type ServerContext } from './context'

/** Recall attempts allowed per client in RECALL_WINDOW_MS (then 429). */
const RECALL_LIMIT = 10
const RECALL_WINDOW_MS = 15 * 60 * 1000
/** Proposals one client may create in CREATE_WINDOW_MS (then 429), unless the server is started with another limit. */
const CREATE_LIMIT = 60
const CREATE_WINDOW_MS = 10 * 60 * 1000

/** The message of refused bank details (the mock bank refuses account 00000000 and sort codes starting 00). */
export const DIRECT_DEBIT_REFUSED =
  'We could not set up a Direct Debit with those bank details. Please check the account number and sort code and try again.'

const ADDON_CODES: ReadonlySet<string> = new Set(ADDON_CATALOGUE.map((a) => a.code))

/**
 * The stored proposal of `uuid`, or undefined once it has answered 404 not_found (no such proposal, or the
 * not-found scenario) or 410 expired (a stored proposal under the expired scenario: its quote is past its validity).
 */
const storedProposal = (ctx: ServerContext, req: Request, res: Response, uuid: unknown): Proposal | undefined => {
  const p = typeof uuid === 'string' && !has(req, res, 'not-found') ? ctx.store.get(uuid) : undefined
  if (p === undefined) notFound(res)
  else if (has(req, res, 'expired')) quoteExpired(res)
  else return p
  return undefined
}

/** Finds the stored proposal of the path's uuid, or answers 404 not_found or 410 expired as `storedProposal` does. */
export const findProposal = (ctx: ServerContext, req: Request, res: Response): Proposal | undefined => storedProposal(ctx, req, res, req.params.uuid)

/** A purchased proposal is closed: changes are refused with 409 already_purchased. */
export const refuseIfPurchased = (p: Proposal, res: Response): boolean => {
  if (p.is_purchased !== true) return false
  answerError(res, 'already_purchased', 'This policy has been bought; the quote can no longer change.')
  return true
}



/** The extras' choices a body may change: is_selected of an extra already on the proposal, by its code. Prices stay the server's. */
const chooseAddons = (stored: Proposal['addons'], sent: unknown): Proposal['addons'] => {
  if (!Array.isArray(sent)) return stored
  const chosen = new Map<string, boolean | null>()
  for (const a of sent) {
    if (isPlain(a) && typeof a.code === 'string' && Object.hasOwn(a, 'is_selected')) chosen.set(a.code, (a.is_selected as boolean | null | undefined) ?? null)
  }
  return stored.map((a) => (chosen.has(a.code) ? { ...a, is_selected: chosen.get(a.code) ?? null } : a))
}

const AddonsSent = t.array(Addon)

type Outcome = { readonly ok: Proposal } | { readonly refused: 'invalid_request'; readonly errors: FieldError[] } | { readonly refused: 'direct_debit_refused' }

const invalid = (errors: FieldError[]): Outcome => ({ refused: 'invalid_request', errors })

/**
 * An update (POST /api/proposal/{uuid}, /json/proposal/update and re-quote): the body's rider-owned parts
 * (risk, the extras' is_selected, is_pay_monthly, consent_to_auto_renew, direct_debit) merged over the stored
 * proposal by `mergeOver` (src/domain/plain.ts); what the insurer owns (uuid, quote, is_quoted, is_purchased, removed_addons,
 * prices) is never taken from the body. The result is decoded and checked whole; a change to the priced
 * risk drops the quote.
 */
const applyUpdate = (ctx: ServerContext, stored: Proposal, body: Plain): Outcome => {
  if (body.addons !== undefined) {
    const r = AddonsSent.decode(body.addons)
    if (r._tag === 'Left') return invalid(requestFailures(r.left).map((e) => ({ ...e, path: e.path === BODY_PATH ? 'addons' : `addons${e.path.startsWith('[') ? '' : '.'}${e.path}` })))
  }
  const candidate = {
    ...stored,
    risk: mergeOver(stored.risk, body.risk),
    addons: chooseAddons(stored.addons, body.addons),
    is_pay_monthly: body.is_pay_monthly === undefined ? stored.is_pay_monthly : body.is_pay_monthly,
    consent_to_auto_renew: body.consent_to_auto_renew === undefined ? stored.consent_to_auto_renew : body.consent_to_auto_renew,
    direct_debit: mergeOver(stored.direct_debit ?? null, body.direct_debit),
  }
  const tiers = breakdownTierErrors(candidate.addons.filter((a) => a.is_selected === true).map((a) => a.code))
  if (tiers.length > 0) return invalid(tiers)
  const decoded = Proposal.decode(withProposalDefaults(candidate))
  if (decoded._tag === 'Left') return invalid(requestFailures(decoded.left))
  const next = decoded.right
  const startNamed = isPlain(body.risk) && body.risk.start_date !== undefined && body.risk.start_date !== stored.risk.start_date
  const errors = proposalErrors(next, { today: todayOf(ctx), startDateWindow: startNamed })
  if (errors.length > 0) return invalid(errors)
  if (body.direct_debit !== undefined && next.direct_debit != null && isRefusedBankAccount(next.direct_debit.account_number, next.direct_debit.sort_code)) {
    return { refused: 'direct_debit_refused' }
  }
  // A change to what the quote priced (the domain's `pricedRiskChanged`) drops the quote: it must be re-quoted.
  if (pricedRiskChanged(stored.risk, next.risk)) return { ok: { ...next, is_quoted: null, quote: null } }
  // The quote stays: its deposit, instalments and subtotals are on the premium plus the extras now chosen.
  return { ok: body.addons === undefined ? next : withSubtotals(next, todayOf(ctx)) }
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
const quoteProposal = (ctx: ServerContext, p: Proposal, req: Request, res: Response): Proposal => {
  const now = ctx.now()
  const rated = has(req, res, 'decline')
    ? ({ outcome: 'declined', reasons: ['scenario'] } as const)
    : rateProposal(p, { today: todayOf(ctx), now, reference: nextReference(ctx) })
  const hostile = has(req, res, 'hostile-endorsements')
  const next: Proposal =
    rated.outcome === 'declined'
      ? { ...p, is_quoted: true, quote: declinedQuote(now) }
      : {
          ...p,
          is_quoted: true,
          quote: {
            ...rated.quote,
            is_referred: has(req, res, 'refer') ? true : rated.quote.is_referred,
            endorsements: hostile ? [...rated.quote.endorsements, ...HOSTILE_ENDORSEMENTS] : rated.quote.endorsements,
          },
          addons: rated.quote.addons,
          removed_addons: rated.removedAddons.map((a) => ({ code: a.code, description: a.description })),
        }
  return ctx.store.put(next)
}

/**
 * The `hostile-endorsements` scenario's extra endorsements: HTML that must never run in the page (a script,
 * event handlers, javascript: links, an iframe). The page shows endorsements only through DOMPurify.
 */
const HOSTILE_ENDORSEMENTS: Quote['endorsements'] = [
  { code: 'X1', text: '<p>Scripted endorsement<script>window.__hostile = "script"</script></p>' },
  { code: 'X2', text: '<img src="x" onerror="window.__hostile = \'onerror\'"><b onclick="window.__hostile = \'onclick\'">Click-handler endorsement</b>' },
  { code: 'X3', text: '<a href="javascript:window.__hostile=\'link\'">Linked endorsement</a> <a href="JaVaScRiPt:alert(1)">and another</a>' },
  { code: 'X4', text: '<svg><script>window.__hostile = "svg"</script></svg><iframe src="javascript:alert(1)"></iframe><p style="color:red" onmouseover="alert(1)">Styled endorsement</p>' },
]

/** GET/POST /api/proposal…, the quote, /json/proposal/update and re-quote, and recall. */
export const proposalRoutes = (ctx: ServerContext): Router => {
  const r = Router()

  const recallLimit = ctx.recallLimit ?? RECALL_LIMIT
  const limitRecalls: RequestHandler = recallLimit === 0 ? (_req, _res, next) => next() : rateLimit(recallLimit, RECALL_WINDOW_MS)

  serveCall(r, 'recall', limitRecalls, (req, res) => {
    const body = decodeBody(CALLS.recall.request, req, res)
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
      answerError(res, 'not_found', 'No quote matches those details.')
      return
    }
    res.json({ ...found, addons: found.quote?.addons.map((a) => found.addons.find((x) => x.code === a.code) ?? a) ?? found.addons })
  })

  serveCall(r, 'getProposal', (req, res) => {
    const p = findProposal(ctx, req, res)
    if (p !== undefined) res.json(p)
  })

  const createLimit = ctx.createLimit ?? CREATE_LIMIT
  const limitCreates: RequestHandler = createLimit === 0 ? (_req, _res, next) => next() : rateLimit(createLimit, CREATE_WINDOW_MS)

  serveCall(r, 'createProposal', limitCreates, (req, res) => {
    const raw: unknown = req.body
    if (isPlain(raw) && !isPlain(raw.risk)) return refuse(res, [{ path: 'risk', message: 'a new proposal needs its risk (the answers so far)' }])
    // The client's codec, over more than the client sends: the answers so far with the rest of the structure
    // left out, and the payment_frequency list's 'true'/'false', are taken as the proposal they complete.
    const body = decodeBody(CALLS.createProposal.request, req, res, (u) => withProposalDefaults(payFrequencyAsBoolean(u)))
    if (body === undefined) return
    const p: Proposal = {
      ...body,
      uuid: ctx.uuid() as Proposal['uuid'],
      // Only the choices of known extras are kept; descriptions and prices come with the quote.
      addons: body.addons.filter((a) => ADDON_CODES.has(a.code)).map((a) => ({ code: a.code, is_selected: a.is_selected ?? null })),
      is_quoted: null,
      is_purchased: false,
      quote: null,
      removed_addons: [],
    }
    const errors = proposalErrors(p, { today: todayOf(ctx), startDateWindow: false })
    if (errors.length > 0) return refuse(res, errors)
    if (p.direct_debit != null && isRefusedBankAccount(p.direct_debit.account_number, p.direct_debit.sort_code)) {
      answerError(res, 'direct_debit_refused', DIRECT_DEBIT_REFUSED)
      return
    }
    res.json(ctx.store.put(p))
  })

  /**
   * The client sends a whole ProposalInput (`CALLS.updateProposal`), but an update is judged after it is merged,
   * not before: any part of a proposal is taken, so that nothing a body does not name changes, and the merged
   * whole is decoded as a Proposal and checked (`applyUpdate`).
   */
  const update = (stored: Proposal, req: Request, res: Response): Proposal | undefined => {
    const body: unknown = req.body
    if (!isPlain(body)) {
      refuse(res, [{ path: BODY_PATH, message: 'expected a JSON object' }])
      return undefined
    }
    const outcome = applyUpdate(ctx, stored, payFrequencyAsBoolean(body) as Plain)
    if ('ok' in outcome) return ctx.store.put(outcome.ok)
    if (outcome.refused === 'invalid_request') refuse(res, outcome.errors)
    else answerError(res, outcome.refused, DIRECT_DEBIT_REFUSED)
    return undefined
  }

  serveCall(r, 'updateProposal', (req, res) => {
    const stored = findProposal(ctx, req, res)
    if (stored === undefined || refuseIfPurchased(stored, res)) return
    const updated = update(stored, req, res)
    if (updated !== undefined) res.json(updated)
  })

  /** Prices the stored proposal after checking it whole (the start date within its window); 400 with the failing paths otherwise. */
  const quoteChecked = (p: Proposal, req: Request, res: Response): Proposal | undefined => {
    const errors = [...missingForQuote(p), ...proposalErrors(p, { today: todayOf(ctx), startDateWindow: true })]
    if (errors.length > 0) {
      refuse(res, errors, 'The proposal cannot be priced as it stands.')
      return undefined
    }
    return quoteProposal(ctx, p, req, res)
  }

  serveCall(r, 'createQuote', (req, res) => {
    const stored = findProposal(ctx, req, res)
    if (stored === undefined || refuseIfPurchased(stored, res)) return
    const quoted = quoteChecked(stored, req, res)
    if (quoted !== undefined) res.json(quoted)
  })

  // The client sends a whole Proposal (`CALLS.updateProposalJson`, `CALLS.requote`); as any update, only the
  // uuid is needed first, and the rest is merged and judged whole (`update`), so an unknown uuid is a 404.
  const jsonUpdate = (price: boolean) => (req: Request, res: Response) => {
    const named = decodeBody(t.type({ uuid: t.string }), req, res)
    if (named === undefined) return
    const stored = storedProposal(ctx, req, res, named.uuid)
    if (stored === undefined || refuseIfPurchased(stored, res)) return
    const updated = update(stored, req, res)
    if (updated === undefined) return
    if (!price) return void res.json({ data: updated })
    const quoted = quoteChecked(updated, req, res)
    if (quoted !== undefined) res.json({ data: quoted })
  }
  serveCall(r, 'updateProposalJson', jsonUpdate(false))
  serveCall(r, 'requote', jsonUpdate(true))

  return r
}
