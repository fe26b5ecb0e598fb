import { expect } from 'chai'
import { LAST_FORM_STEP, LOADING_CALCULATING, LOADING_UPDATING } from '../../src/domain/constants'
import { initialJourney } from '../../reducers/journey'
import { selectServerStartDate } from '../../reducers/proposal-selectors'
import { initialState } from '../../reducers/root'
import { fact, foldOne, given, stateAfter } from './given'
import { serverProposal, UUID } from './samples'

const complete = (...steps: number[]) => steps.map((step) => fact('journey/StepCompleted', { step }))

describe('the journey: steps, flags and modals', () => {
  describe('form steps', () => {
    it('F4.01 a new form starts at step 1 with step 1 the furthest reached', () => {
      const s = stateAfter(fact('journey/FormOpened', { mode: 'create', uuid: null, step: null }))
      expect(s.journey).to.include({ mode: 'create', step: 1, furthestStep: 1 })
    })

    it('F4.01 completing each step moves to the next and tracks the furthest step, up to step 5', () => {
      const open = fact('journey/FormOpened', { mode: 'create', uuid: null, step: null })
      const seen = [1, 2, 3, 4].map((n) => {
        const s = stateAfter(open, ...complete(...Array.from({ length: n }, (_, i) => i + 1)))
        return [s.journey.step, s.journey.furthestStep]
      })
      expect(seen).to.deep.equal([
        [2, 2],
        [3, 3],
        [4, 4],
        [5, 5],
      ])
    })

    it('F4.01 completing step 5 (Submit) stays on step 5: there is no step 6', () => {
      given(...complete(1, 2, 3, 4))
        .when(fact('journey/StepCompleted', { step: LAST_FORM_STEP }))
        .then((s) => expect(s.journey).to.include({ step: 5, furthestStep: 5 }))
    })

    it('F4.01 going back keeps the furthest step reached', () => {
      given(...complete(1, 2, 3))
        .when(fact('journey/StepOpened', { step: 2 }))
        .then((s) => expect(s.journey).to.include({ step: 2, furthestStep: 4 }))
    })

    it('F4.01 completing a revisited step moves on one step and keeps the furthest step reached', () => {
      given(...complete(1, 2, 3), fact('journey/StepOpened', { step: 1 }))
        .when(fact('journey/StepCompleted', { step: 1 }))
        .then((s) => expect(s.journey).to.include({ step: 2, furthestStep: 4 }))
    })

    it('F4.02 revisiting a completed step is free', () => {
      for (const step of [1, 2, 3]) {
        given(...complete(1, 2, 3))
          .when(fact('journey/StepOpened', { step }))
          .then((s) => expect(s.journey.step).to.equal(step))
      }
    })

    it('F4.02 moving to the furthest step reached is allowed without validation', () => {
      given(...complete(1, 2, 3), fact('journey/StepOpened', { step: 1 }))
        .when(fact('journey/StepOpened', { step: 4 }))
        .then((s) => expect(s.journey).to.include({ step: 4, furthestStep: 4 }))
    })

    it('F4.02 a forward move beyond the furthest step needs valid input: opening it changes nothing', () => {
      given(...complete(1))
        .when(fact('journey/StepOpened', { step: 3 }), fact('journey/StepOpened', { step: 5 }))
        .thenNothingChanges()
    })

    it('F4.02 a refused step stays put and records the invalid fields; completing a step clears them', () => {
      given(...complete(1))
        .when(fact('journey/StepRefused', { step: 2, fields: ['risk.vehicle.value', 'risk.vehicle.keeper'] }))
        .then((s) => expect(s.journey).to.deep.include({ step: 2, furthestStep: 2, refusedFields: ['risk.vehicle.value', 'risk.vehicle.keeper'] }))
      given(...complete(1), fact('journey/StepRefused', { step: 2, fields: ['risk.vehicle.value'] }))
        .when(fact('journey/StepCompleted', { step: 2 }))
        .then((s) => expect(s.journey).to.deep.include({ step: 3, refusedFields: [] }))
    })

    it('F4.02 the edit form has every step completed: any step header can be opened', () => {
      given(fact('journey/FormOpened', { mode: 'edit', uuid: UUID, step: null }))
        .when(fact('journey/StepOpened', { step: 5 }))
        .then((s) => expect(s.journey).to.include({ mode: 'edit', uuid: UUID, step: 5, furthestStep: 5 }))
    })

    it('F4.01 a new form after another starts again at step 1', () => {
      given(...complete(1, 2, 3))
        .when(fact('journey/FormOpened', { mode: 'create', uuid: null, step: null }))
        .then((s) => expect(s.journey).to.include({ step: 1, furthestStep: 1 }))
    })

    it('F4.01 the create form opened again for a quote already sent keeps the furthest step reached', () => {
      given(...complete(1, 2, 3), fact('journey/StepOpened', { step: 2 }))
        .when(fact('journey/FormOpened', { mode: 'create', uuid: UUID, step: null }))
        .then((s) => expect(s.journey).to.include({ mode: 'create', uuid: UUID, step: 1, furthestStep: 4 }))
      given(...complete(1))
        .when(fact('journey/FormOpened', { mode: 'create', uuid: UUID, step: 4 }))
        .then((s) => expect(s.journey).to.include({ step: 4, furthestStep: 4 }))
    })

    it('F4.02 the invalid fields of a refused step are forgotten once another step or the form opens', () => {
      const refused = [...complete(1), fact('journey/StepRefused', { step: 2, fields: ['risk.vehicle.value'] })]
      for (const next of [fact('journey/StepOpened', { step: 1 }), fact('journey/FormOpened', { mode: 'create', uuid: null, step: null })]) {
        given(...refused)
          .when(next)
          .then((s, before) => {
            expect(before.journey.refusedFields, next.type).to.deep.equal(['risk.vehicle.value'])
            expect(s.journey.refusedFields, next.type).to.deep.equal([])
          })
      }
    })

    it('a step that cannot open, the last step completed again, or the form opened as it already is leave the very same state, so the store notifies no screen', () => {
      const onStep2 = stateAfter(...complete(1))
      expect(foldOne(onStep2, fact('journey/StepOpened', { step: 3 }))).to.equal(onStep2)
      const onStep5 = stateAfter(...complete(1, 2, 3, 4))
      expect(foldOne(onStep5, fact('journey/StepCompleted', { step: LAST_FORM_STEP }))).to.equal(onStep5)
      expect(foldOne(initialState, fact('journey/FormOpened', { mode: 'create', uuid: null, step: null }))).to.equal(initialState)
    })

    it('J2.23 Edit Details returns to step 1 of the form with the same uuid', () => {
      given(fact('quote/QuoteCalculated', { proposal: serverProposal() }))
        .when(fact('journey/FormOpened', { mode: 'edit', uuid: UUID, step: 1 }))
        .then((s) => {
          expect(s.journey).to.include({ mode: 'edit', uuid: UUID, step: 1 })
          expect(s.proposal.uuid).to.equal(UUID)
        })
    })
  })

  describe('text that cannot be stored', () => {
    const refused = fact('journey/AnswerRefused', { question: 'risk.proposer.email_address', message: 'Please provide a valid email.' })

    it('a refused answer is kept by its question with its message, and a later refusal of the same question replaces it', () => {
      given(refused)
        .when(fact('journey/AnswerRefused', { question: 'risk.start_date', message: 'Please enter a valid date' }))
        .then((s) =>
          expect(s.journey.refusedAnswers).to.deep.equal({ 'risk.proposer.email_address': 'Please provide a valid email.', 'risk.start_date': 'Please enter a valid date' }),
        )
      given(refused)
        .when(fact('journey/AnswerRefused', { question: 'risk.proposer.email_address', message: 'Please enter your email address' }))
        .then((s) => expect(s.journey.refusedAnswers).to.deep.equal({ 'risk.proposer.email_address': 'Please enter your email address' }))
    })

    it('clearing one question forgets only its refusal; a form opened afresh forgets them all', () => {
      given(refused, fact('journey/AnswerRefused', { question: 'risk.start_date', message: 'Please enter a valid date' }))
        .when(fact('journey/RefusedAnswerCleared', { question: 'risk.proposer.email_address' }))
        .then((s) => expect(s.journey.refusedAnswers).to.deep.equal({ 'risk.start_date': 'Please enter a valid date' }))
      given(refused)
        .when(fact('journey/FormOpened', { mode: 'create', uuid: null, step: null }))
        .then((s) => expect(s.journey.refusedAnswers).to.deep.equal({}))
    })
  })

  describe('global flags', () => {
    it('F4.05 J4.22 the recaptcha-verified flag defaults to true', () => {
      expect(initialJourney.recaptchaVerified).to.equal(true)
      expect(stateAfter().journey.recaptchaVerified).to.equal(true)
    })

    for (const success of [false, true]) {
      it(`F4.05 a bot check that ${success ? 'reports' : 'does not report'} success leaves the flag ${String(success)}`, () => {
        given(fact('journey/BotCheckCompleted', { success: !success }))
          .when(fact('journey/BotCheckCompleted', { success }))
          .then((s) => expect(s.journey.recaptchaVerified).to.equal(success))
      })
    }

    it('J4.22 the loading flag is kept with its optional title and text', () => {
      expect(initialJourney.loading).to.equal(null)
      given()
        .when(fact('journey/LoadingStarted', { title: null, text: LOADING_CALCULATING }))
        .then((s) => expect(s.journey.loading).to.deep.equal({ title: null, text: LOADING_CALCULATING }))
      given(fact('journey/LoadingStarted', { title: 'Please wait', text: LOADING_UPDATING }))
        .when(fact('journey/LoadingFinished', {}))
        .then((s) => expect(s.journey.loading).to.equal(null))
    })

    it('J4.22 the requoting flag is set while a requote runs and cleared when it finishes, however it ends', () => {
      expect(initialJourney.requoting).to.equal(false)
      given()
        .when(fact('quote/RequoteStarted', {}))
        .then((s) => expect(s.journey.requoting).to.equal(true))
      for (const ok of [true, false]) {
        given(fact('quote/RequoteStarted', {}))
          .when(fact('quote/RequoteFinished', { ok }))
          .then((s) => expect(s.journey.requoting).to.equal(false))
      }
    })

    it('F4.10 J8.03 a failed call clears the loading overlay and the requoting state, and is kept for the screens', () => {
      given(fact('journey/LoadingStarted', { title: null, text: LOADING_UPDATING }), fact('quote/RequoteStarted', {}))
        .when(fact('journey/RequestFailed', { call: 'updateProposal', error: { kind: 'http', status: 500 } }))
        .then((s) => {
          expect(s.journey.loading).to.equal(null)
          expect(s.journey.requoting).to.equal(false)
          expect(s.journey.lastFailure).to.deep.equal({ call: 'updateProposal', error: { kind: 'http', status: 500 } })
        })
    })
  })

  describe('the payment page', () => {
    it('J2.84 the payment page fetched is shown until the rider leaves; coming back opens a fresh one (never a page opened before a requote)', () => {
      given(fact('journey/Navigated', { path: `/quote/payment?uuid=${UUID}` }))
        .when(fact('quote/PaymentUrlReceived', { paymentUrl: '/mock-provider/pay/first' }))
        .then((after) => expect(after.journey.paymentUrl).to.equal('/mock-provider/pay/first'))
      given(fact('quote/PaymentUrlReceived', { paymentUrl: '/mock-provider/pay/first' }))
        .when(fact('journey/Navigated', { path: `/quote/summary?uuid=${UUID}` }))
        .then((after) => expect(after.journey.paymentUrl).to.equal(null))
    })
  })

  describe('a quote the server does not know', () => {
    const UNKNOWN = '00000000-0000-4000-8000-000000000000'
    const notFound = (uuid: string) => fact('proposal/ProposalNotFound', { uuid })

    it('is kept by its uuid; a later not-found quote takes its place', () => {
      expect(initialJourney.proposalNotFound).to.equal(null)
      given()
        .when(notFound(UNKNOWN))
        .then((s) => expect(s.journey.proposalNotFound).to.equal(UNKNOWN))
      given(notFound(UNKNOWN))
        .when(notFound('abc'))
        .then((s) => expect(s.journey.proposalNotFound).to.equal('abc'))
    })

    it('a proposal loaded afterwards, of another uuid or found after all, ends it', () => {
      for (const proposal of [serverProposal(), serverProposal((p) => void (p.uuid = UNKNOWN))]) {
        for (const via of ['fetch', 'recall', 'edit', 'deeplink'] as const) {
          given(notFound(UNKNOWN))
            .when(fact('proposal/ProposalLoaded', { proposal, via }))
            .then((s) => expect(s.journey.proposalNotFound, `${proposal.uuid ?? ''} via ${via}`).to.equal(null))
        }
      }
    })

    it('changes nothing of the proposal, the lookups, or where the rider is; a replay of the log gives the same state', () => {
      const history = [fact('journey/Navigated', { path: `/quote/summary?uuid=${UNKNOWN}` }), fact('proposal/ProposalLoaded', { proposal: serverProposal(), via: 'fetch' })]
      const after = given(...history)
        .when(notFound(UNKNOWN))
        .then((s, before) => {
          expect(s.proposal).to.equal(before.proposal)
          expect(s.lookups).to.equal(before.lookups)
          expect(s.journey).to.deep.equal({ ...before.journey, proposalNotFound: UNKNOWN })
        })
      expect(stateAfter(...history, notFound(UNKNOWN))).to.deep.equal(after)
    })
  })

  describe('requote', () => {
    const quoted = fact('quote/QuoteCalculated', { proposal: serverProposal() })

    it('J2.54 changing the start date, the voluntary excess or the cover type of a quote offers Confirm & requote', () => {
      const changes = [
        fact('proposal/StartDateChosen', { startDate: '2026-03-10' }),
        fact('proposal/VoluntaryExcessChosen', { excess: 250 }),
        fact('proposal/CoverTypeChosen', { coverType: 'TPFT' }),
      ]
      for (const change of changes) {
        given(quoted)
          .when(change)
          .then((s) => expect(s.journey.requotePending, change.type).to.equal(true))
      }
    })

    it('J2.54 on the form, before any proposal exists, no requote is offered', () => {
      for (const change of [
        fact('proposal/StartDateChosen', { startDate: '2026-03-10' }),
        fact('proposal/VoluntaryExcessChosen', { excess: 250 }),
        fact('proposal/CoverTypeChosen', { coverType: 'TPFT' }),
      ]) {
        given()
          .when(change)
          .then((s) => expect(s.journey.requotePending, change.type).to.equal(false))
      }
    })

    it("the server's answers to creating and updating the proposal give the quote's uuid and the start date a requote compares with", () => {
      const answer = (startDate: string | null) =>
        serverProposal((p) => {
          p.risk.start_date = startDate
        })
      given()
        .when(fact('proposal/ProposalCreated', { proposal: answer('2026-03-10') }))
        .then((s) => expect([s.journey.uuid, selectServerStartDate(s)]).to.deep.equal([UUID, '2026-03-10']))
      given(fact('proposal/ProposalCreated', { proposal: answer('2026-03-10') }))
        .when(fact('proposal/ProposalUpdated', { proposal: answer('2026-03-12') }))
        .then((s) => expect(selectServerStartDate(s)).to.equal('2026-03-12'))
      given(fact('proposal/ProposalCreated', { proposal: answer('2026-03-10') }))
        .when(fact('proposal/ProposalUpdated', { proposal: answer(null) }))
        .then((s) => expect(selectServerStartDate(s)).to.equal(null))
      given(fact('proposal/ProposalCreated', { proposal: answer('2026-03-10') }), fact('proposal/StartDateChosen', { startDate: '2026-03-12' as never }))
        .when(fact('proposal/ProposalLoaded', { proposal: answer('2026-03-10'), via: 'fetch' }))
        .then((s) => expect([s.proposal.risk.start_date, selectServerStartDate(s)], "the rider's date is not sent yet").to.deep.equal(['2026-03-12', '2026-03-10']))
    })

    it('J2.56 a successful requote (or a new quote) clears the offer; a failed one keeps it', () => {
      const pending = [quoted, fact('proposal/VoluntaryExcessChosen', { excess: 250 }), fact('quote/RequoteStarted', {})]
      given(...pending)
        .when(fact('quote/RequoteFinished', { ok: true }))
        .then((s) => expect(s.journey).to.include({ requotePending: false, requoting: false }))
      given(...pending)
        .when(fact('quote/RequoteFinished', { ok: false }))
        .then((s) => expect(s.journey).to.include({ requotePending: true, requoting: false }))
      given(...pending)
        .when(quoted)
        .then((s) => expect(s.journey.requotePending).to.equal(false))
    })
  })

  describe("the summary's confirmations", () => {
    const OTHER = '9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f'
    const on = (uuid: string) => serverProposal((p) => void (p.uuid = uuid))
    const confirmed = [
      fact('proposal/ProposalLoaded', { proposal: on(UUID), via: 'fetch' }),
      fact('journey/EmailConfirmationEntered', { value: 'rider@example.org' }),
      ...(['honest', 'excesses', 'terms', 'self_service'] as const).map((declaration) => fact('journey/DeclarationAnswered', { declaration, ticked: true })),
      fact('journey/SectionRefused', { section: 'confirm-details', fields: ['consent_to_auto_renew'] }),
    ]
    const cases = [
      { when: 'another quote is loaded (retrieved, or opened by its address)', e: fact('proposal/ProposalLoaded', { proposal: on(OTHER), via: 'fetch' }) },
      { when: 'another quote is created', e: fact('proposal/ProposalCreated', { proposal: on(OTHER) }) },
      { when: 'another quote is calculated', e: fact('quote/QuoteCalculated', { proposal: on(OTHER) }) },
    ]
    for (const { when, e } of cases) {
      it(`when ${when}, the e-mail typed again, the ticked declarations and their refusal were for the quote before, and are asked again`, () => {
        given(...confirmed)
          .when(e)
          .then((s) => {
            expect(s.journey).to.include({ uuid: OTHER, emailConfirmation: null })
            expect(s.journey.declarations).to.deep.equal(initialJourney.declarations)
            expect(s.journey.refusedFields).to.deep.equal([])
          })
      })
    }

    it('the same quote loaded again, or requoted, keeps them', () => {
      for (const e of [fact('proposal/ProposalLoaded', { proposal: on(UUID), via: 'fetch' }), fact('quote/QuoteCalculated', { proposal: on(UUID) })]) {
        given(...confirmed)
          .when(e)
          .then((s, before) => {
            expect(s.journey.emailConfirmation, e.type).to.equal('rider@example.org')
            expect(s.journey.declarations, e.type).to.deep.equal(before.journey.declarations)
          })
      }
    })
  })

  describe('modals', () => {
    it('F4.38 a refused medical condition opens the Sorry! modal', () => {
      given()
        .when(fact('proposal/MedicalConditionRefused', { who: 'proposer' }))
        .then((s) => expect(s.journey.modals).to.deep.equal(['medical-limit']))
    })

    it('F2.20 modals open once each and close one by one', () => {
      given(fact('journey/ModalOpened', { modal: 'tracker-warning' }), fact('journey/ModalOpened', { modal: 'removed-addon' }), fact('journey/ModalOpened', { modal: 'tracker-warning' }))
        .when(fact('journey/ModalClosed', { modal: 'tracker-warning' }))
        .then((s, before) => {
          expect(before.journey.modals).to.deep.equal(['tracker-warning', 'removed-addon'])
          expect(s.journey.modals).to.deep.equal(['removed-addon'])
        })
    })
  })

  it('keeps the extra support a rider asks for, in the order ticked, and forgets a need unticked; the proposal is untouched', () => {
    const before = stateAfter()
    const s = stateAfter(
      fact('journey/SupportNeedAnswered', { need: 'large_print', ticked: true }),
      fact('journey/SupportNeedAnswered', { need: 'more_time', ticked: true }),
      fact('journey/SupportNeedAnswered', { need: 'large_print', ticked: true }),
      fact('journey/SupportNeedAnswered', { need: 'audio', ticked: false }),
    )
    expect(s.journey.supportNeeds).to.deep.equal(['more_time', 'large_print'])
    expect(stateAfter(fact('journey/SupportNeedAnswered', { need: 'more_time', ticked: true }), fact('journey/SupportNeedAnswered', { need: 'more_time', ticked: false })).journey.supportNeeds).to.deep.equal([])
    expect(s.proposal).to.deep.equal(before.proposal)
  })
})
