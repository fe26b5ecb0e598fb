import { expect } from 'chai'
import { fork, put } from 'redux-saga/effects'
import { flowsReadyFor, gateCommands } from '../../sagas/root'
import { continueFromSummary } from '../../sagas/summary'
import { createAppStore } from '../../src/app/store'
import type { Proposal } from '../../src/domain/codecs'
import { command, type Command } from '../../src/domain/commands'
import { event } from '../../src/domain/events'
import { commitAnswer, type Question } from '../../src/form'
import { CONFIRM_DETAILS } from '../../src/form/screens/summary'
import { MESSAGES } from '../../src/domain/validation'
import { fact, stateAfter, type Fact } from '../reducers/given'
import { SUMMARY_EMAIL, summaryReady, UUID } from '../reducers/samples'
import { fail, fakeDeps, gate, ok, run, settle, types } from './fake-deps'

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

  describe('when the rider leaves a box holding what cannot be stored while Continue is on its way', () => {
    const [emailQ, , mobileQ] = CONFIRM_DETAILS as [Question, Question, Question]

    /*
     * The order a busy browser met (test/browser/refused-answers.test.ts): the rider leaves an e-mail without '@'
     * and presses Continue while its flow's code is still on its way (the store's gate holds the command, and the
     * events after it pass); the rider puts the e-mail right, the code arrives, and the flow judges the summary as
     * it then stands, valid, and sends the confirm. While the confirm is answered the rider leaves the mobile
     * holding '07700 9OO 123' (its refusal is stored) and presses Continue again: a repeat of the running flow,
     * dropped. The flow must not then take the rider to Payment.
     */
    it('J4.08 J5.05 a mobile refused after Continue judged the summary, before it leaves, holds the rider on the summary with its message', async () => {
      await flowsReadyFor(command('summary/Continue', {}))
      const code = gate<void>()
      let arrived = false
      const confirmed = gate<void>()
      const { deps, calls, navigations } = fakeDeps(
        { confirm: (() => confirmed.promise.then(() => ok(quoted()))) as never, setPaymentOption: () => ok(quoted()) },
        NOW,
      )
      const codeOnItsWay = gateCommands({
        readyNow: (c: Command) => c.type !== 'summary/Continue' || arrived,
        readyFor: () => code.promise.then(() => void (arrived = true)),
      })
      const { store } = createAppStore(deps, 'test', { state: answered(), middleware: [codeOnItsWay] })
      const emailPutRight = commitAnswer(emailQ, EMAIL)
      if (!emailPutRight.ok) throw new Error('the e-mail cannot be committed')

      store.dispatch(event('journey/AnswerRefused', { question: emailQ.id, message: MESSAGES.email }))
      store.dispatch(command('summary/Continue', {}))
      store.dispatch(event('journey/RefusedAnswerCleared', { question: emailQ.id }))
      store.dispatch(emailPutRight.action)
      code.open()
      await settle()
      expect(calls.map((c) => c.name), 'the first Continue judged the summary put right').to.deep.equal(['confirm'])
      store.dispatch(event('journey/AnswerRefused', { question: mobileQ.id, message: MESSAGES.phone }))
      store.dispatch(command('summary/Continue', {}))
      confirmed.open()
      await new Promise((r) => setTimeout(r, 20))

      expect(navigations).to.deep.equal([])
      const held = store.getState()
      expect(held.journey.refusedFields).to.deep.equal([mobileQ.id])
      expect(mobileQ.check({ state: held, today: NOW.slice(0, 10), editForm: false })).to.equal('Please provide a valid UK phone number.')
      expect(held.journey.loading).to.equal(null)
    })
  })

  it('J4.07 the note is the spec\'s sentence', () => {
    expect(MESSAGES.registrationTooShort).to.equal('Please enter a valid registration number to continue')
  })
})
