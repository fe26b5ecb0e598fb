import { expect } from 'chai'
import { fork, put } from 'redux-saga/effects'
import { continueFromSummary } from '../../sagas/summary'
import type { Proposal } from '../../src/domain/codecs'
import { MESSAGES } from '../../src/domain/validation'
import { fact, stateAfter, type Fact } from '../reducers/given'
import { SUMMARY_EMAIL, summaryReady, UUID } from '../reducers/samples'
import { fail, fakeDeps, ok, run, types } from './fake-deps'

const NOW = '2026-03-02T10:00:00.000Z'
const EMAIL = SUMMARY_EMAIL

const quoted = summaryReady

/** The summary with every answer given: the confirm e-mail typed, auto-renewal answered, the four declarations ticked. */
const answered = (p: Proposal = quoted(), ...more: Fact[]) =>
  stateAfter(
    fact('proposal/ProposalLoaded', { proposal: p, via: 'fetch' }),
    fact('journey/EmailConfirmationEntered', { value: EMAIL }),
    fact('proposal/DetailAnswered', { field: 'consent_to_auto_renew', value: true }),
    ...(['honest', 'excesses', 'terms', 'self_service'] as const).map((declaration) => fact('journey/DeclarationAnswered', { declaration, ticked: true })),
    ...more,
  )

describe('summary saga (001 §4 Summary Continue, §8)', () => {
  it('J4.09 confirms the details (e-mail, mobile, registration, consent), updates the payment option, then Payment when paying in full', async () => {
    const { deps, calls, navigations } = fakeDeps({ confirm: () => ok(quoted()), setPaymentOption: () => ok(quoted()) }, NOW)
    const from = answered()
    await run(deps, continueFromSummary, [], from)
    expect(calls.map((c) => c.name)).to.deep.equal(['confirm', 'setPaymentOption'])
    expect(calls[0]?.args[1]).to.deep.equal({
      risk: { proposer: { email_address: EMAIL, phone_numbers: { mobile: '07700900418' } }, vehicle: { registration: 'WX19KPE' } },
      consent_to_auto_renew: true,
    })
    expect(navigations).to.deep.equal([`/quote/payment?uuid=${UUID}`])
  })

  it('J4.09 Instalments when paying monthly; SiraDeclined when the quote is referred', async () => {
    const monthly = quoted((p) => void (p.is_pay_monthly = true))
    const m = fakeDeps({ confirm: () => ok(monthly), setPaymentOption: () => ok(monthly) }, NOW)
    await run(m.deps, continueFromSummary, [], answered(monthly))
    expect(m.navigations).to.deep.equal([`/quote/instalments?uuid=${UUID}`])
    const referred = quoted((p) => void (p.quote = { ...p.quote!, is_referred: true }))
    const r = fakeDeps({ confirm: () => ok(referred), setPaymentOption: () => ok(referred) }, NOW)
    await run(r.deps, continueFromSummary, [], answered(referred))
    expect(r.navigations).to.deep.equal(['/declined'])
  })

  it("J4.07 a registration shorter than 2 characters (none given): has_registration false, back to the price page, then the note 'Please enter a valid registration number to continue'; nothing sent", async () => {
    const none = quoted((p) => void (p.risk.vehicle.registration = null))
    const { deps, calls, navigations } = fakeDeps({}, NOW)
    // The note waits for the price page to be the rider's screen: the router records the move as Navigated.
    const navigatingDeps = { ...deps, navigate: (path: string) => void navigations.push(path) }
    const { events, state } = await run(navigatingDeps, function* () {
      yield fork(continueFromSummary)
      yield put({ type: 'journey/Navigated', payload: { path: `/quote/payment-option?uuid=${UUID}` } })
    }, [], answered(none))
    expect(navigations).to.deep.equal([`/quote/payment-option?uuid=${UUID}`])
    expect(calls).to.deep.equal([])
    expect(types(events)).to.deep.equal(['proposal/RegistrationInvalidated', 'journey/Navigated', 'journey/NoteShown'])
    expect(state.proposal.risk.vehicle.has_registration).to.equal(false)
    expect(state.journey.note).to.equal('Please enter a valid registration number to continue')
  })

  it('J4.08 confirm details that fail their checks refuse the section and send nothing: a confirm e-mail that differs, no auto-renewal answer, a declaration not ticked', async () => {
    for (const more of [
      [fact('journey/EmailConfirmationEntered', { value: 'ffion.pritchard@example.com' })],
      [fact('proposal/DetailAnswered', { field: 'consent_to_auto_renew', value: null })],
      [fact('journey/DeclarationAnswered', { declaration: 'terms', ticked: false })],
    ]) {
      const { deps, calls } = fakeDeps({}, NOW)
      const { events, state } = await run(deps, continueFromSummary, [], answered(quoted(), ...more))
      expect(calls).to.deep.equal([])
      expect(types(events)).to.deep.equal(['journey/SectionRefused'])
      expect(state.journey.refusedFields.length, JSON.stringify(more)).to.equal(1)
    }
  })

  it('J8.01 J8.02 a failed confirm: 419 → Expired, anything else → Exception, with the overlay cleared', async () => {
    for (const [answer, to] of [
      [fail({ kind: 'session-expired', url: '/api/proposal/x/confirm' }), '/quote/session-expired'],
      [fail({ kind: 'http', status: 500, code: 'server_error' }), '/error/exception'],
    ] as const) {
      const { deps, navigations } = fakeDeps({ confirm: () => answer }, NOW)
      const { state } = await run(deps, continueFromSummary, [], answered())
      expect(navigations).to.deep.equal([to])
      expect(state.journey.loading).to.equal(null)
    }
  })

  it('J8.02 a failed payment option after the confirm goes to Exception', async () => {
    const { deps, navigations } = fakeDeps({ confirm: () => ok(quoted()), setPaymentOption: () => fail({ kind: 'http', status: 500 }) }, NOW)
    await run(deps, continueFromSummary, [], answered())
    expect(navigations).to.deep.equal(['/error/exception'])
  })

  it('J4.07 the note is the spec\'s sentence', () => {
    expect(MESSAGES.registrationTooShort).to.equal('Please enter a valid registration number to continue')
  })
})
