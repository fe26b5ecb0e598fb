import { Router } from 'express'
import * as t from 'io-ts'
import { sensitive } from '../../src/domain/sensitive'
import { checkCard } from '../provider/cards'
import { FINGERPRINT_JS, PAYMENT_CSS, PAYMENT_JS, paymentPage, portalPage, RECAPTCHA_JS } from '../provider/pages'
import { decodeBody } from '../http/validate'
import { has } from '../scenarios'
import { todayOf, type ServerContext } from './context'
import { amountToPay, notPayable, openPaymentPage } from './checkout'
import { toMoney, toPence } from '../pricing/pennies'
import type { Timestamp } from '../../src/domain/primitives'

/** Card details are marked personal, so a refused body never echoes them (`expected string but got a redacted number`). */
const CardField = sensitive(t.string, 'free-text', '')
const CardBody = t.type({ card_number: CardField, expiry: CardField, cvc: CardField, name: CardField }, 'CardForm')

/**
 * The mock third parties: the card payment provider's page and its submit (card details are checked and
 * never stored), the bot-check and device-fingerprint scripts, and the customer portal.
 */
export const providerRoutes = (ctx: ServerContext): Router => {
  const r = Router()
  const script = (body: string) => (_req: unknown, res: { type: (t: string) => { send: (b: string) => void } }) => res.type('application/javascript').send(body)

  r.get('/mock-provider/pay.js', script(PAYMENT_JS))
  r.get('/mock-provider/pay.css', (_req, res) => res.type('text/css').send(PAYMENT_CSS))
  r.get('/mock-recaptcha/api.js', script(RECAPTCHA_JS))
  r.get('/mock-fingerprint/snare.js', script(FINGERPRINT_JS))
  r.get('/mock-portal/register', (req, res) => {
    const reference = typeof req.query.reference === 'string' ? req.query.reference : ''
    res.type('html').send(portalPage(reference))
  })

  r.get('/mock-provider/pay/:id', (req, res) => {
    const session = ctx.store.payment(req.params.id)
    if (session === undefined) {
      res.status(404).type('html').send('<!doctype html><title>Payment not found</title><p>This payment link is not valid.</p>')
      return
    }
    res.type('html').send(paymentPage(session.id, session.amount))
  })

  r.post('/mock-provider/pay/:id', (req, res) => {
    const session = ctx.store.payment(req.params.id)
    if (session === undefined) {
      res.status(404).json({ code: 'not_found', message: 'This payment link is not valid.' })
      return
    }
    const failed = `/quote/payment/failed?uuid=${encodeURIComponent(session.uuid)}`
    if (session.status !== 'pending') {
      res.json({ redirect: session.status === 'paid' ? session.return_url : failed })
      return
    }
    const body = decodeBody(CardBody, req, res)
    if (body === undefined) return
    const check = checkCard(body, todayOf(ctx))
    if (!check.ok) {
      res.status(422).json({ code: 'invalid_card', errors: check.errors })
      return
    }
    const proposal = ctx.store.get(session.uuid)
    // A quote declined (re-quoted) after the payment started, or one that cannot be paid for any more
    // (referred, or monthly without a direct debit), cannot be bought.
    if (check.refused || session.refuse || has(req, res, 'payment-refused') || proposal === undefined || proposal.is_purchased === true || notPayable(proposal) !== null) {
      ctx.store.setPaymentStatus(session.id, 'refused')
      res.json({ redirect: failed })
      return
    }
    // The price is checked against the proposal as it is now: the same quote, the same payment mode and the
    // same amount due as when the page was opened. Otherwise nothing is taken, this page is closed, and the
    // rider is given a fresh page asking for the amount due now.
    const due = amountToPay(proposal, todayOf(ctx))
    if (session.quote_reference !== proposal.quote?.reference || session.is_pay_monthly !== (proposal.is_pay_monthly === true) || session.amount !== due) {
      ctx.store.setPaymentStatus(session.id, 'superseded')
      const fresh = openPaymentPage(ctx, proposal, session.return_url, session.refuse)
      res.status(409).json({ code: 'price_changed', message: `The price has changed since this page was opened: the amount due is now £${due.toFixed(2)}.`, payment_url: fresh })
      return
    }
    const quote = proposal.quote
    if (quote == null) return
    ctx.store.put({
      ...proposal,
      is_purchased: true,
      quote: {
        ...quote,
        is_purchased: true,
        metadata: { ...quote.metadata, paid_amount: toMoney(toPence(due)), paid_quote_reference: quote.reference ?? null, paid_is_pay_monthly: proposal.is_pay_monthly === true, paid_at: ctx.now() as Timestamp },
      },
    })
    ctx.store.setPaymentStatus(session.id, 'paid')
    res.json({ redirect: session.return_url })
  })

  return r
}
