import { Router, type Request } from 'express'
import { withSubtotals } from '../pricing/subtotals'
import { listByName } from '../catalogue'
import { quoteEmail } from '../quote-email'
import { CALLS } from '../../src/domain/calls'
import type { ListName, Proposal } from '../../src/domain/codecs'
import { DEFAULT_COLLECTION_DAY } from '../../src/domain/constants'
import { addonFactsOf, amountDueNow, isAddonVisible } from '../../src/domain/rules'
import { isPlain } from '../../src/domain/plain'
import { answerError } from '../http/errors'
import { serveCall } from '../http/serve-call'
import { decodeBody, payFrequencyAsBoolean, refuse } from '../http/validate'
import { has } from '../scenarios'
import { todayOf, type ServerContext } from './context'
import { DIRECT_DEBIT_REFUSED, findProposal, refuseIfPurchased } from './proposals'
import { breakdownTierErrors, directDebitAnswerErrors, isRefusedBankAccount, proposalErrors } from '../http/proposal-checks'

const CREDIT_DECLINED = 'Your credit application has been declined'

/** Quote e-mails one proposal may send in QUOTE_EMAIL_WINDOW_MS (then 429). */
const QUOTE_EMAIL_LIMIT = 5
const QUOTE_EMAIL_WINDOW_MS = 60 * 60 * 1000

/**
 * A return address the provider page may send the browser to: a path on this site. Read as browsers read
 * it, so `//host`, `/\\host` and `/<tab>/host` (all another site) are refused, not only a leading `//`.
 */
const isPathOnThisSite = (url: string): boolean => {
  if (!url.startsWith('/')) return false
  try {
    return new URL(url, 'http://this-site.invalid').origin === 'http://this-site.invalid'
  } catch {
    return false
  }
}

/**
 * A return address: a path on this site, or an absolute http(s) URL (payment providers require them) whose
 * origin is one of this server's own (`ownOrigins`) or one of `allowed` (MOCK_RETURN_ORIGINS, e.g. the
 * development app or the site's public name). No credentials in it; every other origin and trick is refused.
 */
const isAllowedReturnUrl = (url: string, ownOrigins: readonly string[], allowed: readonly string[]): boolean => {
  if (isPathOnThisSite(url)) return true
  if (!/^https?:\/\//i.test(url) || /[\s\\]/.test(url)) return false
  try {
    const u = new URL(url)
    if (u.username !== '' || u.password !== '') return false
    return ownOrigins.includes(u.origin) || allowed.some((o) => originOf(o) === u.origin)
  } catch {
    return false
  }
}

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/**
 * This server's own origins for a request: the loopback names at the port the connection reached. Read from
 * the socket, never from the Host header, which the client writes (a forged Host must not make another site
 * "this server"); a public name the server is reached by is listed in MOCK_RETURN_ORIGINS.
 */
const ownOriginsOf = (req: Request): readonly string[] => {
  const port = req.socket.localPort
  return port === undefined ? [] : [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`]
}

/**
 * What the rider pays now, from the proposal as it is on `today`: the domain's `amountDueNow` (the Payment
 * screen shows the same), 0 when there is no quote.
 */
export const amountToPay = (p: Proposal, today: string): number => amountDueNow(p, today) ?? 0

/** Why a proposal cannot be paid for now (a 409's code and message), or null when it can. */
export const notPayable = (p: Proposal): { code: 'not_quoted' | 'referred' | 'direct_debit_missing'; message: string } | null => {
  if (p.quote?.is_quoted !== true || p.quote.reference == null) return { code: 'not_quoted', message: 'There is no quote to pay for.' }
  if (p.quote.is_referred === true) return { code: 'referred', message: 'This quote has been referred and cannot be bought online.' }
  if (p.is_pay_monthly === true && (p.direct_debit?.account_number == null || p.direct_debit.sort_code == null)) {
    return { code: 'direct_debit_missing', message: 'Paying monthly needs a Direct Debit: send the bank details first.' }
  }
  return null
}

/**
 * Opens a provider page for the proposal as it is now: the page's session records the quote reference,
 * payment mode and amount due, which the provider checks again when the card is paid. Answers its path.
 */
export const openPaymentPage = (ctx: ServerContext, p: Proposal, returnUrl: string, refuseCards: boolean): string => {
  const id = ctx.uuid()
  ctx.store.addPayment({
    id,
    uuid: p.uuid,
    amount: amountToPay(p, todayOf(ctx)),
    return_url: returnUrl,
    status: 'pending',
    refuse: refuseCards,
    created_at: ctx.now(),
    quote_reference: p.quote?.reference ?? null,
    is_pay_monthly: p.is_pay_monthly === true,
  })
  return `/mock-provider/pay/${id}`
}

/** Calls after the quote: payment option, extras, confirm, direct debit, card payment, device risk, accept, portal, e-mail. */
export const checkoutRoutes = (ctx: ServerContext): Router => {
  const r = Router()

  serveCall(r, 'setPaymentOption', (req, res) => {
    const p = findProposal(ctx, req, res)
    if (p === undefined || refuseIfPurchased(p, res)) return
    const body = decodeBody(CALLS.setPaymentOption.request, req, res, payFrequencyAsBoolean)
    if (body === undefined) return
    const monthly = body.is_pay_monthly ?? p.is_pay_monthly ?? null
    const next: Proposal = {
      ...p,
      is_pay_monthly: monthly,
      consent_to_auto_renew: body.consent_to_auto_renew ?? p.consent_to_auto_renew ?? null,
      risk: {
        ...p.risk,
        duqs: { ...p.risk.duqs, is_pay_monthly: monthly },
        vehicle: body.risk?.vehicle?.registration != null ? { ...p.risk.vehicle, registration: body.risk.vehicle.registration, has_registration: true } : p.risk.vehicle,
        userfields: body.risk?.userfields !== undefined ? { ...p.risk.userfields, ...body.risk.userfields } : p.risk.userfields,
      },
    }
    // What this call stores is checked as every update is (the third party's title and date of birth…).
    const errors = proposalErrors(next, { today: todayOf(ctx), startDateWindow: false })
    if (errors.length > 0) return refuse(res, errors)
    res.json(ctx.store.put(next))
  })

  serveCall(r, 'sendAddons', (req, res) => {
    const p = findProposal(ctx, req, res)
    if (p === undefined || refuseIfPurchased(p, res)) return
    const body = decodeBody(CALLS.sendAddons.request, req, res)
    if (body === undefined) return
    // Offered on this quote and shown to this rider (the client's rule: BHL only for C, BPA only over 18 with C).
    const facts = addonFactsOf(p, todayOf(ctx))
    const offered = new Set((p.quote?.addons ?? p.addons).map((a) => a.code).filter((code) => isAddonVisible(code, facts)))
    // Paths as the codec reports them (`addons[1].code`), one per refused entry, duplicates included.
    const unknown = body.addons.flatMap((a, i) => (offered.has(a.code) ? [] : [{ a, i }]))
    if (unknown.length > 0) {
      return refuse(res, unknown.map(({ a, i }) => ({ path: `addons[${i}].code`, message: `${a.code} is not offered` })), 'These extras are not offered on this quote.')
    }
    const tiers = breakdownTierErrors(body.addons.map((a) => a.code))
    if (tiers.length > 0) return refuse(res, tiers, 'Choose one breakdown cover at most.')
    const chosen = new Set(body.addons.map((a) => a.code))
    const base = p.addons.length > 0 ? p.addons : (p.quote?.addons ?? [])
    res.json(ctx.store.put(withSubtotals({ ...p, addons: base.map((a) => ({ ...a, is_selected: chosen.has(a.code) })) }, todayOf(ctx))))
  })

  serveCall(r, 'confirm', (req, res) => {
    const p = findProposal(ctx, req, res)
    if (p === undefined || refuseIfPurchased(p, res)) return
    const body = decodeBody(CALLS.confirm.request, req, res)
    if (body === undefined) return
    const email = body.risk?.proposer?.email_address
    const mobile = body.risk?.proposer?.phone_numbers?.mobile
    const registration = body.registration ?? body.risk?.vehicle?.registration
    const next: Proposal = {
      ...p,
      consent_to_auto_renew: body.consent_to_auto_renew ?? p.consent_to_auto_renew ?? null,
      risk: {
        ...p.risk,
        proposer: {
          ...p.risk.proposer,
          email_address: email ?? p.risk.proposer.email_address ?? null,
          phone_numbers: { ...p.risk.proposer.phone_numbers, mobile: mobile ?? p.risk.proposer.phone_numbers.mobile ?? null },
        },
        vehicle: registration != null ? { ...p.risk.vehicle, registration, has_registration: true } : p.risk.vehicle,
      },
    }
    res.json(ctx.store.put(next))
  })

  serveCall(r, 'payMonthly', (req, res) => {
    const p = findProposal(ctx, req, res)
    if (p === undefined || refuseIfPurchased(p, res)) return
    // Every field the Instalments screen requires, each named when missing or invalid (not only the codec's shape).
    const facts = { today: todayOf(ctx), proposerDateOfBirth: p.risk.proposer.date_of_birth }
    const body = decodeBody(CALLS.payMonthly.request, req, res, payFrequencyAsBoolean, (sent) => directDebitAnswerErrors(isPlain(sent) ? sent.direct_debit : undefined, facts))
    if (body === undefined) return
    // 001 §9: the collection day is '1' when none is given.
    const dd = { ...body.direct_debit, collection_day: body.direct_debit.collection_day ?? DEFAULT_COLLECTION_DAY }
    if (has(req, res, 'credit-declined')) {
      answerError(res, 'credit_declined', CREDIT_DECLINED)
      return
    }
    if (isRefusedBankAccount(dd.account_number, dd.sort_code)) {
      answerError(res, 'direct_debit_refused', DIRECT_DEBIT_REFUSED)
      return
    }
    const direct_debit = dd.is_proposer_account_holder === true ? { ...dd, third_party: null } : dd
    const next = ctx.store.put({ ...p, is_pay_monthly: body.is_pay_monthly, direct_debit, risk: { ...p.risk, duqs: { ...p.risk.duqs, is_pay_monthly: body.is_pay_monthly } } })
    res.json({ success: true, proposal: next })
  })

  serveCall(r, 'getPaymentUrl', (req, res) => {
    const p = findProposal(ctx, req, res)
    if (p === undefined || refuseIfPurchased(p, res)) return
    const body = decodeBody(CALLS.getPaymentUrl.request, req, res)
    if (body === undefined) return
    const blocked = notPayable(p)
    if (blocked !== null) {
      answerError(res, blocked.code, blocked.message)
      return
    }
    if (!isAllowedReturnUrl(body.return_url, ownOriginsOf(req), ctx.returnOrigins)) {
      return refuse(res, [{ path: 'return_url', message: 'expected a path on this site, or an address of this site or an allowed origin' }])
    }
    res.json({ payment_url: openPaymentPage(ctx, p, body.return_url, has(req, res, 'payment-refused')) })
  })

  serveCall(r, 'deviceRisk', (req, res) => {
    const p = findProposal(ctx, req, res)
    if (p === undefined) return
    const body = decodeBody(CALLS.deviceRisk.request, req, res)
    if (body === undefined) return
    // The spec runs the check after the purchase, before acceptance: it is recorded for the acceptance, but the
    // bought policy does not change (renewal consent included), and once accepted nothing is recorded either.
    if (p.quote?.is_accepted === true) return void res.json(p)
    const refused = has(req, res, 'device-risk-refused') || body.blackbox === '' || body.blackbox.startsWith('refuse')
    ctx.store.addDeviceCheck({ uuid: p.uuid, blackbox: body.blackbox.slice(0, 2000), outcome: refused ? 'refused' : 'pass', at: ctx.now() })
    if (p.is_purchased === true) return void res.json(p)
    res.json(ctx.store.put({ ...p, consent_to_auto_renew: body.consent_to_auto_renew ?? p.consent_to_auto_renew ?? null }))
  })

  serveCall(r, 'saveDeviceRiskCheck', (req, res) => {
    const p = findProposal(ctx, req, res)
    if (p === undefined) return
    const body = decodeBody(CALLS.saveDeviceRiskCheck.request, req, res)
    if (body === undefined) return
    const last = ctx.store.lastDeviceCheck(p.uuid)
    res.json({ data: { uuid: p.uuid, outcome: last?.outcome ?? body.outcome ?? null, saved_at: ctx.now() } })
  })

  serveCall(r, 'acceptQuote', (req, res) => {
    const p = findProposal(ctx, req, res)
    if (p === undefined) return
    const body = decodeBody(CALLS.acceptQuote.request, req, res)
    if (body === undefined) return
    const q = p.quote
    if (q === null || q === undefined) {
      answerError(res, 'not_quoted', 'There is no quote to accept.')
      return
    }
    if (q.is_accepted === true) return void res.json(p)
    if (p.is_purchased !== true) {
      answerError(res, 'not_purchased', 'The policy has not been bought yet: pay by card first, then accept.')
      return
    }
    const deviceOk = ctx.store.lastDeviceCheck(p.uuid)?.outcome !== 'refused' && !has(req, res, 'device-risk-refused')
    const monthlyOk = p.is_pay_monthly !== true || (body.direct_debit ?? p.direct_debit) != null
    const accepted = p.is_purchased === true && deviceOk && monthlyOk
    res.json(ctx.store.put({ ...p, quote: { ...q, is_accepted: accepted } }))
  })

  serveCall(r, 'generatePortalLink', (req, res) => {
    const p = findProposal(ctx, req, res)
    if (p === undefined) return
    res.json({ portal_url: `/mock-portal/register?reference=${encodeURIComponent(p.quote?.reference ?? '')}` })
  })

  serveCall(r, 'sendQuoteEmail', (req, res) => {
    const p = findProposal(ctx, req, res)
    if (p === undefined || refuseIfPurchased(p, res)) return
    const body = decodeBody(CALLS.sendQuoteEmail.request, req, res)
    if (body === undefined) return
    if (body.uuid !== p.uuid) {
      return refuse(res, [{ path: 'uuid', message: 'must be the uuid of the path' }])
    }
    const to = p.risk.proposer.email_address
    if (to == null) {
      answerError(res, 'no_email', 'There is no e-mail address on this quote.')
      return
    }
    // A rider's inbox is not a target: at most QUOTE_EMAIL_LIMIT quote e-mails per proposal per window.
    const since = new Date(Date.parse(ctx.now()) - QUOTE_EMAIL_WINDOW_MS).toISOString()
    const sent = ctx.store.outbox().filter((e) => e.uuid === p.uuid && e.kind === 'quote' && e.at > since).length
    if (sent >= QUOTE_EMAIL_LIMIT) {
      res.setHeader('Retry-After', String(QUOTE_EMAIL_WINDOW_MS / 1000))
      answerError(res, 'too_many_requests', `This quote has been e-mailed ${QUOTE_EMAIL_LIMIT} times in the last hour; please try again later.`)
      return
    }
    const lists = (list: ListName) => listByName(list)
    const statement = ctx.statementOf?.(p, lists)
    const origin = `${req.protocol}://${req.get('host') ?? 'localhost'}`
    ctx.store.addEmail({ uuid: p.uuid, kind: 'quote', to, at: ctx.now(), ...quoteEmail(p, statement, { today: todayOf(ctx), lists, origin }) })
    res.json({ sent: true })
  })

  return r
}
