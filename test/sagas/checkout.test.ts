import { expect } from 'chai'
import { completePurchase, continueFromInstalments, openPayment, payInFull, refreshPayment } from '../../sagas/checkout'
import type { Proposal } from '../../src/domain/codecs'
import { command } from '../../src/domain/commands'
import { event } from '../../src/domain/events'
import { MESSAGES } from '../../src/domain/validation'
import { ACCOUNT_NUMBER } from '../../src/form/screens/instalments'
import { fact, stateAfter } from '../reducers/given'
import { serverProposal, UUID } from '../reducers/samples'
import { fail, fakeDeps, gate, ok, run, settle, startSaga, types } from './fake-deps'

const NOW = '2026-03-02T10:00:00.000Z'
const PAID = `/quote/thankyou?uuid=${UUID}`

/** A quoted proposal (premium £400, deposit £40.01), changed by `change`. */
const quoted = (change: (p: Proposal) => void = () => undefined): Proposal =>
  serverProposal((p) => {
    p.uuid = UUID
    p.risk.start_date = '2026-03-14'
    p.risk.vehicle.cover_type = 'C'
    p.is_quoted = true
    p.quote = { reference: '04821-00001-00001', is_quoted: true, premium: 400, monthly_deposit: 40.01, metadata: {}, addons: [], wordings: {}, excesses: [], endorsements: [], ipids: [] }
    change(p as unknown as Proposal)
  }) as unknown as Proposal

const monthlyWithBank = (change: (p: Proposal) => void = () => undefined): Proposal =>
  quoted((p) => {
    p.is_pay_monthly = true
    p.risk.duqs = { ...p.risk.duqs, is_pay_monthly: true }
    p.direct_debit = {
      account_name: 'Ffion Pritchard',
      account_number: '31926819',
      sort_code: '404784',
      collection_day: null,
      is_proposer_account_holder: true,
      third_party: null,
    } as never
    change(p)
  })

const held = (p: Proposal = quoted()) => stateAfter(fact('proposal/ProposalLoaded', { proposal: p, via: 'fetch' }))
const http = (status: number, code?: string, message?: string) => fail({ kind: 'http', status, ...(code === undefined ? {} : { code }), ...(message === undefined ? {} : { message }) })

describe('checkout sagas (001 §4 Instalments, Payment, ThankYou; §8)', () => {
  describe('payment/OpenPayment', () => {
    it('J4.15 loads the proposal, then asks for the provider page with the return to the thank-you page and records its address', async () => {
      const { deps, calls } = fakeDeps({ getProposal: () => ok(quoted()), getPaymentUrl: () => ok({ payment_url: '/mock-provider/pay/p1' }) }, NOW)
      const { state } = await run(deps, openPayment, [command('payment/OpenPayment', { uuid: UUID })])
      expect(calls.map((c) => [c.name, c.args[1]])).to.deep.equal([
        ['getProposal', undefined],
        ['getPaymentUrl', { return_url: PAID }],
      ])
      expect(state.journey.paymentUrl).to.equal('/mock-provider/pay/p1')
    })

    it('J4.15 J4.17 loads the proposal also when the tab holds it (a kept tab, or arriving from Instalments), and goes where the answer says', async () => {
      const { deps, calls, navigations } = fakeDeps({ getProposal: () => ok(quoted((p) => void (p.is_purchased = true))) }, NOW)
      await run(deps, openPayment, [command('payment/OpenPayment', { uuid: UUID })], stateAfter(fact('proposal/ProposalLoaded', { proposal: quoted(), via: 'fetch' }), fact('journey/Navigated', { path: `/quote/payment?uuid=${UUID}` })))
      expect(calls.map((c) => c.name)).to.deep.equal(['getProposal'])
      expect(navigations).to.deep.equal([PAID])
    })

    it('J8.02 J8.13 a refused payment page goes where its code says: no bank details → Instalments, not quoted → Declined, referred → SiraDeclined, bought → ThankYou, else Exception; 419 → Expired', async () => {
      for (const [answer, to] of [
        [http(409, 'direct_debit_missing'), `/quote/instalments?uuid=${UUID}`],
        [http(409, 'not_quoted'), '/quote/declined'],
        [http(409, 'referred'), '/declined'],
        [http(409, 'already_purchased'), PAID],
        [http(500, 'server_error'), '/error/exception'],
        [fail({ kind: 'session-expired', url: '/api/proposal/x/quote/payment' }), '/quote/session-expired'],
      ] as const) {
        const { deps, navigations } = fakeDeps({ getProposal: () => ok(quoted()), getPaymentUrl: () => answer }, NOW)
        await run(deps, openPayment, [command('payment/OpenPayment', { uuid: UUID })], held())
        expect(navigations, JSON.stringify(answer)).to.deep.equal([to])
      }
    })
  })

  describe('payment/RefreshPayment', () => {
    it('J2.84 a page refused because the price changed: the old page is closed with the message, the proposal is fetched again and a fresh page opened for the new amount', async () => {
      const requoted = quoted((p) => void (p.quote = { ...p.quote!, premium: 455.5 as never }))
      const { deps, calls } = fakeDeps({ getProposal: () => ok(requoted), getPaymentUrl: () => ok({ payment_url: '/mock-provider/pay/fresh' }) }, NOW)
      const message = 'The price has changed since this page was opened: the amount due is now £455.50.'
      const { events, state } = await run(deps, refreshPayment, [command('payment/RefreshPayment', { uuid: UUID, message })], stateAfter(
        fact('proposal/ProposalLoaded', { proposal: quoted(), via: 'fetch' }),
        fact('quote/PaymentUrlReceived', { paymentUrl: '/mock-provider/pay/old' }),
      ))
      expect(types(events)).to.deep.equal(['quote/PaymentSuperseded', 'proposal/ProposalLoaded', 'quote/PaymentUrlReceived'])
      expect(calls.map((c) => c.name)).to.deep.equal(['getProposal', 'getPaymentUrl'])
      expect(state.proposal.quote?.premium).to.equal(455.5)
      expect(state.journey.paymentUrl).to.equal('/mock-provider/pay/fresh')
      expect(state.journey.note).to.equal(message)
    })
  })

  describe('payment/CompletePurchase (the thank-you page)', () => {
    const purchased = (change: (p: Proposal) => void = () => undefined) =>
      quoted((p) => {
        p.is_purchased = true
        p.quote = { ...p.quote!, is_purchased: true }
        change(p)
      })
    const accepted = (p: Proposal) => ({ ...p, quote: { ...p.quote!, is_accepted: true } }) as Proposal

    it('J4.18 J4.20 purchased: the device-risk check with the fingerprint, accept, the confirmation and the portal link', async () => {
      const p = purchased()
      const { deps, calls } = fakeDeps(
        { getProposal: () => ok(p), deviceRisk: () => ok(p), acceptQuote: () => ok(accepted(p)), generatePortalLink: () => ok({ portal_url: '/portal?reference=x' }) },
        NOW,
      )
      const { events, state } = await run(deps, completePurchase, [command('payment/CompletePurchase', { uuid: UUID })])
      expect(calls.map((c) => c.name)).to.deep.equal(['getProposal', 'deviceRisk', 'acceptQuote', 'generatePortalLink'])
      expect((calls[1]?.args[1] as { blackbox: string }).blackbox).to.equal('bb.test')
      expect(calls[2]?.args[1]).to.deep.equal({ direct_debit: null })
      expect(types(events)).to.include.members(['quote/DeviceRiskChecked', 'quote/QuoteAccepted', 'quote/PortalLinkReceived'])
      expect(state.journey.portalUrl).to.equal('/portal?reference=x')
    })

    it('J4.20 paying monthly: accept carries the direct debit', async () => {
      const p = monthlyWithBank((q) => {
        q.is_purchased = true
      })
      const { deps, calls } = fakeDeps({ getProposal: () => ok(p), deviceRisk: () => ok(p), acceptQuote: () => ok(accepted(p)), generatePortalLink: () => ok({ portal_url: '/portal' }) }, NOW)
      await run(deps, completePurchase, [command('payment/CompletePurchase', { uuid: UUID })])
      expect((calls[2]?.args[1] as { direct_debit: { account_number: string } }).direct_debit.account_number).to.equal('31926819')
    })

    it('J4.19 already accepted (a reload): the confirmation again, never a second accept', async () => {
      const p = accepted(purchased())
      const { deps, calls } = fakeDeps({ getProposal: () => ok(p), generatePortalLink: () => ok({ portal_url: '/portal' }) }, NOW)
      await run(deps, completePurchase, [command('payment/CompletePurchase', { uuid: UUID })])
      expect(calls.map((c) => c.name)).to.deep.equal(['getProposal', 'generatePortalLink'])
    })

    it('J4.21 not purchased: Failed with the uuid, and nothing is accepted', async () => {
      const { deps, calls, navigations } = fakeDeps({ getProposal: () => ok(quoted()) }, NOW)
      await run(deps, completePurchase, [command('payment/CompletePurchase', { uuid: UUID })])
      expect(navigations).to.deep.equal([`/quote/payment/failed?uuid=${UUID}`])
      expect(calls.map((c) => c.name)).to.deep.equal(['getProposal'])
    })

    it('J4.20 J8.05 accept not confirmed → Exception; a failed accept → Exception, 419 → Expired', async () => {
      const p = purchased()
      for (const [answer, to] of [
        [ok(p), '/error/exception'],
        [http(500), '/error/exception'],
        [fail({ kind: 'session-expired', url: '/api/proposal/x/quote/accept' }), '/quote/session-expired'],
      ] as const) {
        const { deps, navigations } = fakeDeps({ getProposal: () => ok(p), deviceRisk: () => ok(p), acceptQuote: () => answer }, NOW)
        await run(deps, completePurchase, [command('payment/CompletePurchase', { uuid: UUID })])
        expect(navigations).to.deep.equal([to])
      }
    })

    it("J4.20 the fingerprint never readies: 'IGLOO initialization timed out' is logged and the check is sent empty (it fails closed)", async () => {
      const p = purchased()
      const { deps, calls, logged } = fakeDeps({ getProposal: () => ok(p), deviceRisk: () => http(403, 'device_risk_refused') }, NOW)
      const failing = { ...deps, deviceFingerprint: () => Promise.reject(new Error('IGLOO initialization timed out')) }
      const { events } = await run(failing, completePurchase, [command('payment/CompletePurchase', { uuid: UUID })])
      expect(logged).to.include('device fingerprint')
      expect((calls[1]?.args[1] as { blackbox: string }).blackbox).to.equal('')
      expect(types(events)).to.not.include('quote/QuoteAccepted')
    })
  })

  describe('instalments/Continue', () => {
    it('J4.10 J4.11 sends pay-monthly (collection day of the start date, sort code of six digits, no third party) then Payment', async () => {
      const p = monthlyWithBank()
      const { deps, calls, navigations } = fakeDeps({ payMonthly: () => ok({ success: true, proposal: p }) }, NOW)
      await run(deps, continueFromInstalments, [], held(p))
      const body = calls[0]?.args[1] as { direct_debit: { collection_day: string; sort_code: string; third_party: unknown } }
      expect(body.direct_debit).to.include({ collection_day: '14', sort_code: '404784', third_party: null })
      expect(navigations).to.deep.equal([`/quote/payment?uuid=${UUID}`])
    })

    it('J4.11 a referred quote goes to SiraDeclined', async () => {
      const p = monthlyWithBank((q) => void (q.quote = { ...q.quote!, is_referred: true }))
      const { deps, navigations } = fakeDeps({ payMonthly: () => ok({ success: true, proposal: p }) }, NOW)
      await run(deps, continueFromInstalments, [], held(p))
      expect(navigations).to.deep.equal(['/declined'])
    })

    it("J4.12 J8.02 J8.13 refused bank details: the server's message for the highlighted block, no move; credit declined → InstalmentsDeclined; 419 → Expired", async () => {
      const p = monthlyWithBank()
      const refused = fakeDeps({ payMonthly: () => http(422, 'invalid_bank_details', 'The bank account could not be verified.') }, NOW)
      const r = await run(refused.deps, continueFromInstalments, [], held(p))
      expect(r.state.journey.directDebitMessage).to.equal('The bank account could not be verified.')
      expect(refused.navigations).to.deep.equal([])
      const declined = fakeDeps({ payMonthly: () => http(422, 'credit_declined') }, NOW)
      await run(declined.deps, continueFromInstalments, [], held(p))
      expect(declined.navigations).to.deep.equal([`/quote/instalments/declined?uuid=${UUID}`])
      const expired = fakeDeps({ payMonthly: () => fail({ kind: 'session-expired', url: '/api/proposal/x/pay-monthly' }) }, NOW)
      await run(expired.deps, continueFromInstalments, [], held(p))
      expect(expired.navigations).to.deep.equal(['/quote/session-expired'])
    })

    it("J4.11 J4.12 bank details accepted after a refusal take the server's message away and go on to Payment", async () => {
      const p = monthlyWithBank()
      const refused = fakeDeps({ payMonthly: () => http(422, 'invalid_bank_details', 'The bank account could not be verified.') }, NOW)
      const before = await run(refused.deps, continueFromInstalments, [], held(p))
      const accepted = fakeDeps({ payMonthly: () => ok({ success: true, proposal: p }) }, NOW)
      const { state } = await run(accepted.deps, continueFromInstalments, [], before.state)
      expect(before.state.journey.directDebitMessage).to.equal('The bank account could not be verified.')
      expect(state.journey.directDebitMessage).to.equal(null)
      expect(accepted.navigations).to.deep.equal([`/quote/payment?uuid=${UUID}`])
    })

    it('J4.10 an account number left holding what cannot be stored while pay-monthly is answered holds the rider on the screen with its message', async () => {
      const p = monthlyWithBank()
      const answered = gate<void>()
      const { deps, navigations } = fakeDeps({ payMonthly: (() => answered.promise.then(() => ok({ success: true, proposal: p }))) as never }, NOW)
      const app = startSaga(deps, continueFromInstalments, [], held(p))
      await settle()
      app.dispatch(event('journey/AnswerRefused', { question: ACCOUNT_NUMBER.id, message: MESSAGES.accountNumber }))
      answered.open()
      await settle()
      app.stop()
      expect(navigations).to.deep.equal([])
      expect(app.state().journey.refusedFields).to.deep.equal([ACCOUNT_NUMBER.id])
      expect(ACCOUNT_NUMBER.check({ state: app.state(), today: NOW.slice(0, 10), editForm: false })).to.equal(MESSAGES.accountNumber)
    })

    it('J4.10 missing bank details refuse the section and call nothing', async () => {
      const p = monthlyWithBank((q) => void (q.direct_debit = { ...q.direct_debit!, account_number: null }))
      const { deps, calls } = fakeDeps({}, NOW)
      const { state } = await run(deps, continueFromInstalments, [], held(p))
      expect(calls).to.deep.equal([])
      expect(state.journey.refusedFields.length).to.be.greaterThan(0)
    })
  })

  describe('payment/PayInFull (InstalmentsDeclined)', () => {
    it('J2.105 switches the proposal to paying in full (payment-option) and then goes to Payment', async () => {
      const p = monthlyWithBank()
      const annual = { ...p, is_pay_monthly: false } as Proposal
      const { deps, calls, navigations } = fakeDeps({ getProposal: () => ok(p), setPaymentOption: () => ok(annual) }, NOW)
      const { state } = await run(deps, payInFull, [command('payment/PayInFull', { uuid: UUID })], held(p))
      expect(calls.map((c) => c.name)).to.deep.equal(['getProposal', 'setPaymentOption'])
      expect((calls[1]?.args[1] as { is_pay_monthly: boolean }).is_pay_monthly).to.equal(false)
      expect(state.proposal.is_pay_monthly).to.equal(false)
      expect(navigations).to.deep.equal([`/quote/payment?uuid=${UUID}`])
    })
  })
})
