import { Router } from 'express'
import {
  AcceptRequest,
  AddonsRequest,
  ConfirmRequest,
  DeviceRiskRequest,
  PaymentOptionRequest,
  PaymentUrlRequest,
  PayMonthlyRequest,
  SaveDeviceRiskCheckRequest,
  SendQuoteEmailRequest,
  type Proposal,
} from '../../src/domain/codecs'
import { decodeBody } from '../http/validate'
import { has } from '../scenarios'
import { type ServerContext } from './context'
import { findProposal, refuseIfPurchased } from './proposals'

/** Bank details the mock bank refuses (documented in the README): account 00000000, or a sort code starting 00. */
export const isRefusedBankAccount = (accountNumber: string | null | undefined, sortCode: string | null | undefined): boolean =>
  accountNumber === '00000000' || (sortCode ?? '').startsWith('00')

export const DIRECT_DEBIT_REFUSED =
  'We could not set up a Direct Debit with those bank details. Please check the account number and sort code and try again.'
export const CREDIT_DECLINED = 'Your credit application has been declined'

/**
 * A return address the provider page may send the browser to: a path on this site. Read as browsers read
 * it, so `//host`, `/\\host` and `/<tab>/host` (all another site) are refused, not only a leading `//`.
 */
export const isPathOnThisSite = (url: string): boolean => {
  if (!url.startsWith('/')) return false
  try {
    return new URL(url, 'http://this-site.invalid').origin === 'http://this-site.invalid'
  } catch {
    return false
  }
}

/** What the rider pays now: the first monthly payment (deposit) when monthly, else the premium with extras. */
export const amountToPay = (p: Proposal): number => {
  const q = p.quote
  if (q === null || q === undefined) return 0
  if (p.is_pay_monthly === true) return q.monthly_deposit ?? q.monthly_initial_payment ?? 0
  return q.metadata.premium_subtotal ?? q.premium ?? 0
}

/** Calls after the quote: payment option, extras, confirm, direct debit, card payment, device risk, accept, portal, e-mail. */
export const checkoutRoutes = (ctx: ServerContext): Router => {
  const r = Router()

  r.post('/api/proposal/:uuid/payment-option', (req, res) => {
    const p = findProposal(ctx, req, res)
    if (p === undefined || refuseIfPurchased(p, res)) return
    const body = decodeBody(PaymentOptionRequest, req, res)
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
    res.json(ctx.store.put(next))
  })

  r.post('/api/proposal/:uuid/addons', (req, res) => {
    const p = findProposal(ctx, req, res)
    if (p === undefined || refuseIfPurchased(p, res)) return
    const body = decodeBody(AddonsRequest, req, res)
    if (body === undefined) return
    const offered = new Set((p.quote?.addons ?? p.addons).map((a) => a.code))
    // Paths as the codec reports them (`addons[1].code`), one per refused entry, duplicates included.
    const unknown = body.addons.flatMap((a, i) => (offered.has(a.code) ? [] : [{ a, i }]))
    if (unknown.length > 0) {
      res.status(400).json({
        code: 'invalid_request',
        message: 'These extras are not offered on this quote.',
        errors: unknown.map(({ a, i }) => ({ path: `addons[${i}].code`, message: `${a.code} is not offered` })),
      })
      return
    }
    const chosen = new Set(body.addons.map((a) => a.code))
    const base = p.addons.length > 0 ? p.addons : (p.quote?.addons ?? [])
    res.json(ctx.store.put({ ...p, addons: base.map((a) => ({ ...a, is_selected: chosen.has(a.code) })) }))
  })

  r.post('/api/proposal/:uuid/confirm', (req, res) => {
    const p = findProposal(ctx, req, res)
    if (p === undefined || refuseIfPurchased(p, res)) return
    const body = decodeBody(ConfirmRequest, req, res)
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

  r.post('/api/proposal/:uuid/pay-monthly', (req, res) => {
    const p = findProposal(ctx, req, res)
    if (p === undefined || refuseIfPurchased(p, res)) return
    const body = decodeBody(PayMonthlyRequest, req, res)
    if (body === undefined) return
    const dd = body.direct_debit
    if (has(req, res, 'credit-declined')) {
      res.status(422).json({ code: 'credit_declined', message: CREDIT_DECLINED })
      return
    }
    if (isRefusedBankAccount(dd.account_number, dd.sort_code)) {
      res.status(422).json({ code: 'direct_debit_refused', message: DIRECT_DEBIT_REFUSED })
      return
    }
    const direct_debit = dd.is_proposer_account_holder === true ? { ...dd, third_party: null } : dd
    const next = ctx.store.put({ ...p, is_pay_monthly: body.is_pay_monthly, direct_debit, risk: { ...p.risk, duqs: { ...p.risk.duqs, is_pay_monthly: body.is_pay_monthly } } })
    res.json({ success: true, proposal: next })
  })

  r.post('/api/proposal/:uuid/quote/payment', (req, res) => {
    const p = findProposal(ctx, req, res)
    if (p === undefined || refuseIfPurchased(p, res)) return
    const body = decodeBody(PaymentUrlRequest, req, res)
    if (body === undefined) return
    if (p.quote?.is_quoted !== true) {
      res.status(409).json({ code: 'not_quoted', message: 'There is no quote to pay for.' })
      return
    }
    if (p.quote.is_referred === true) {
      res.status(409).json({ code: 'referred', message: 'This quote has been referred and cannot be bought online.' })
      return
    }
    if (!isPathOnThisSite(body.return_url)) {
      res.status(400).json({ code: 'invalid_request', errors: [{ path: 'return_url', message: 'expected a path on this site' }] })
      return
    }
    const id = ctx.uuid()
    ctx.store.addPayment({ id, uuid: p.uuid, amount: amountToPay(p), return_url: body.return_url, status: 'pending', refuse: has(req, res, 'payment-refused'), created_at: ctx.now() })
    res.json({ payment_url: `/mock-provider/pay/${id}` })
  })

  r.post('/api/proposal/:uuid/device-risk', (req, res) => {
    const p = findProposal(ctx, req, res)
    if (p === undefined) return
    const body = decodeBody(DeviceRiskRequest, req, res)
    if (body === undefined) return
    const refused = has(req, res, 'device-risk-refused') || body.blackbox === '' || body.blackbox.startsWith('refuse')
    ctx.store.addDeviceCheck({ uuid: p.uuid, blackbox: body.blackbox.slice(0, 2000), outcome: refused ? 'refused' : 'pass', at: ctx.now() })
    res.json(ctx.store.put({ ...p, consent_to_auto_renew: body.consent_to_auto_renew ?? p.consent_to_auto_renew ?? null }))
  })

  r.post('/api/proposal/:uuid/save-device-risk-check', (req, res) => {
    const p = findProposal(ctx, req, res)
    if (p === undefined) return
    const body = decodeBody(SaveDeviceRiskCheckRequest, req, res)
    if (body === undefined) return
    const last = ctx.store.lastDeviceCheck(p.uuid)
    res.json({ data: { uuid: p.uuid, outcome: last?.outcome ?? body.outcome ?? null, saved_at: ctx.now() } })
  })

  r.post('/api/proposal/:uuid/quote/accept', (req, res) => {
    const p = findProposal(ctx, req, res)
    if (p === undefined) return
    const body = decodeBody(AcceptRequest, req, res)
    if (body === undefined) return
    const q = p.quote
    if (q === null || q === undefined) {
      res.status(409).json({ code: 'not_quoted', message: 'There is no quote to accept.' })
      return
    }
    if (q.is_accepted === true) return void res.json(p)
    const deviceOk = ctx.store.lastDeviceCheck(p.uuid)?.outcome !== 'refused' && !has(req, res, 'device-risk-refused')
    const monthlyOk = p.is_pay_monthly !== true || (body.direct_debit ?? p.direct_debit) != null
    const accepted = p.is_purchased === true && deviceOk && monthlyOk
    res.json(ctx.store.put({ ...p, quote: { ...q, is_accepted: accepted } }))
  })

  r.get('/api/proposal/:uuid/generate-portal-link', (req, res) => {
    const p = findProposal(ctx, req, res)
    if (p === undefined) return
    res.json({ portal_url: `/mock-portal/register?reference=${encodeURIComponent(p.quote?.reference ?? '')}` })
  })

  r.post('/api/proposal/:uuid/send-quote-email', (req, res) => {
    const p = findProposal(ctx, req, res)
    if (p === undefined) return
    const body = decodeBody(SendQuoteEmailRequest, req, res)
    if (body === undefined) return
    if (body.uuid !== p.uuid) {
      res.status(400).json({ code: 'invalid_request', errors: [{ path: 'uuid', message: 'must be the uuid of the path' }] })
      return
    }
    const to = p.risk.proposer.email_address
    if (to == null) {
      res.status(409).json({ code: 'no_email', message: 'There is no e-mail address on this quote.' })
      return
    }
    ctx.store.addEmail({ uuid: p.uuid, kind: 'quote', to, at: ctx.now() })
    res.json({ sent: true })
  })

  return r
}
