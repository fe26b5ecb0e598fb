import { expect } from 'chai'
import { rootSaga } from '../../sagas/root'
import type { SagaDeps } from '../../sagas/context'
import { replay, type AppState } from '../../reducers/root'
import type { ApiError } from '../../src/api/errors'
import type { AdditionalDriver, Proposal } from '../../src/domain/codecs'
import { command } from '../../src/domain/commands'
import { LOADING_CALCULATING, LOADING_UPDATING } from '../../src/domain/constants'
import type { DomainEvent } from '../../src/domain/events'
import { validateStep } from '../../src/form'
import { storedSample, SAMPLE_UUID } from '../fixtures/trails/samples'
import { fact, stamp, stateAfter, type Fact } from '../reducers/given'
import { completeRider } from '../form/form-states'
import { claim, conviction } from '../reducers/samples'
import { fail, fakeDeps, ok, runCommand, types } from './fake-deps'

const TODAY = '2026-11-01'
const NOW = `${TODAY}T10:00:00.000Z`
const PRICE = `/quote/payment-option?uuid=${SAMPLE_UUID}`

const sample = storedSample('completed-quote.json')
/** The sample quote as the server answers it: created, priced and quoted. */
const quoted = sample.state.proposal as Proposal
const declined: Proposal = { ...quoted, quote: quoted.quote == null ? null : { ...quoted.quote, is_quoted: false } }

/** The state of the sample trail just before the first event matching `at`. */
const before = (at: (e: DomainEvent) => boolean): AppState => replay(sample.events.slice(0, sample.events.findIndex(at)))
/** `state` after more events (stamped, decoded and folded). */
const andThen = (state: AppState, ...facts: Fact[]): AppState => replay(stamp(facts, 1000), state)
const completing = (step: number) => (e: DomainEvent) => e.type === 'journey/StepCompleted' && e.payload.step === step

/** Step 1 answered (the bot check not yet run). */
const step1Answered = before((e) => e.type === 'journey/BotCheckCompleted')
/** All five sections answered on the create form, on step 5, not yet submitted. */
const readyToCreate = before(completing(5))

/** The edit form on step 5 with a loaded proposal. */
const editing = (proposal: Proposal = quoted): AppState =>
  stateAfter(
    fact('journey/Navigated', { path: `/quote/edit?uuid=${SAMPLE_UUID}` }),
    fact('journey/FormOpened', { mode: 'edit', uuid: SAMPLE_UUID, step: 5 }),
    fact('proposal/ProposalLoaded', { proposal, via: 'edit' }),
  )

const submit = (step: number) => command('form/SubmitStep', { step })
const withDeps = (deps: SagaDeps, change: Partial<SagaDeps>): SagaDeps => ({ ...deps, ...change })

describe('quote form sagas', () => {
  describe('opening the form', () => {
    it('records the create form opening and the source of business, with no call', async () => {
      const { deps, calls } = fakeDeps({}, NOW)
      const { events, state } = await runCommand(deps, rootSaga, command('form/OpenForm', { mode: 'create', uuid: null, step: null, source: '105' }))
      expect(types(events)).to.deep.equal(['journey/FormOpened', 'proposal/SourceOfBusinessSet'])
      expect(events[0]?.payload).to.deep.equal({ mode: 'create', uuid: null, step: null })
      expect(state.proposal.risk.source_of_business).to.equal('105')
      expect(calls).to.deep.equal([])
    })

    it('without a source, sets none', async () => {
      const { deps } = fakeDeps({}, NOW)
      const { events } = await runCommand(deps, rootSaga, command('form/OpenForm', { mode: 'create', uuid: null, step: 2, source: null }))
      expect(types(events)).to.deep.equal(['journey/FormOpened'])
      expect(events[0]?.payload).to.deep.include({ step: 2 })
    })

    it('on edit loads the proposal (GET) and sets the source after it, so the load does not overwrite it', async () => {
      const { deps, calls, navigations } = fakeDeps({ getProposal: () => ok(quoted) }, NOW)
      const { events, state } = await runCommand(deps, rootSaga, command('form/OpenForm', { mode: 'edit', uuid: SAMPLE_UUID, step: 2, source: 'Website' }))
      expect(calls).to.deep.equal([{ name: 'getProposal', args: [SAMPLE_UUID] }])
      expect(types(events)).to.deep.equal(['journey/FormOpened', 'proposal/ProposalLoaded', 'proposal/SourceOfBusinessSet'])
      expect(events[1]?.payload).to.deep.include({ via: 'edit' })
      expect(state.journey).to.deep.include({ mode: 'edit', uuid: SAMPLE_UUID, step: 2, furthestStep: 5 })
      expect(state.proposal.risk.source_of_business).to.equal('Website')
      expect(state.proposal.risk.proposer.name.surname).to.equal("O'Hara-Whitfield")
      expect(navigations).to.deep.equal([])
    })

    const loadFailures: { title: string; error: ApiError; to: string[]; notFound?: true }[] = [
      { title: 'J8.01 a 419 goes to Expired', error: { kind: 'session-expired' }, to: ['/quote/session-expired'] },
      { title: 'J8.02 a 500 goes to Exception', error: { kind: 'http', status: 500, code: 'server_error' }, to: ['/error/exception'] },
      { title: 'J8.02 no answer goes to Exception', error: { kind: 'network', message: 'offline' }, to: ['/error/exception'] },
      {
        title: 'J8.02 code not_found keeps the rider on the form (logged, and the proposal recorded as not found)',
        error: { kind: 'http', status: 404, code: 'not_found' },
        to: [],
        notFound: true,
      },
      { title: 'J8.02 reading: code expired (a quote past its validity) goes not to Exception but to Expired', error: { kind: 'http', status: 410, code: 'expired' }, to: ['/quote/session-expired'] },
    ]
    for (const { title, error, to, notFound } of loadFailures) {
      it(`${title} when the edit load fails, and the failure is logged`, async () => {
        const { deps, navigations, logged } = fakeDeps({ getProposal: () => fail(error) }, NOW)
        const { events } = await runCommand(deps, rootSaga, command('form/OpenForm', { mode: 'edit', uuid: SAMPLE_UUID, step: 1, source: '105' }))
        const failed = ['journey/FormOpened', 'journey/RequestFailed']
        expect(types(events)).to.deep.equal(notFound === true ? [...failed, 'proposal/ProposalNotFound'] : failed)
        expect(navigations).to.deep.equal(to)
        expect(logged).to.deep.equal(['getProposal failed'])
      })
    }

    it('J4.17 reading: the edit load is a proposal fetch too, so a flagged-quoted proposal whose quote is declined goes to Declined', async () => {
      const { deps, navigations } = fakeDeps({ getProposal: () => ok(declined) }, NOW)
      const { events } = await runCommand(deps, rootSaga, command('form/OpenForm', { mode: 'edit', uuid: SAMPLE_UUID, step: 1, source: '105' }))
      expect(types(events)).to.deep.equal(['journey/FormOpened', 'proposal/ProposalLoaded'])
      expect(navigations).to.deep.equal(['/quote/declined'])
    })

    it('an edit without a uuid has nothing to load: logged only, as the edit screen says there is no quote to edit', async () => {
      const { deps, calls, navigations, logged } = fakeDeps({}, NOW)
      const { events } = await runCommand(deps, rootSaga, command('form/OpenForm', { mode: 'edit', uuid: null, step: null, source: null }))
      expect(events).to.deep.equal([])
      expect(calls).to.deep.equal([])
      expect(navigations).to.deep.equal([])
      expect(logged).to.deep.equal(['edit form opened without a uuid'])
    })
  })

  describe('moving between steps', () => {
    it('F2.03 F4.02 an invalid step is refused with its question ids in order, and the form does not move', async () => {
      const { deps, calls } = fakeDeps({}, NOW)
      const fresh = stateAfter(fact('journey/FormOpened', { mode: 'create', uuid: null, step: null }))
      const { events, state } = await runCommand(deps, rootSaga, submit(1), fresh)
      const expected = Object.keys(validateStep(fresh, 1, TODAY))
      expect(expected[0]).to.equal('risk.proposer.name.title')
      expect(types(events)).to.deep.equal(['journey/StepRefused'])
      expect(events[0]?.payload).to.deep.equal({ step: 1, fields: expected })
      expect(state.journey).to.deep.include({ step: 1, furthestStep: 1, refusedFields: expected })
      expect(calls, 'no bot check for an invalid step').to.deep.equal([])
    })

    for (const step of [2, 3, 4]) {
      it(`F2.03 F4.02 a valid step ${step} completes and moves to step ${step + 1}, with no call`, async () => {
        const { deps, calls } = fakeDeps({}, NOW)
        const { events, state } = await runCommand(deps, rootSaga, submit(step), before(completing(step)))
        expect(types(events)).to.deep.equal(['journey/StepCompleted'])
        expect(state.journey).to.deep.include({ step: step + 1, furthestStep: step + 1 })
        expect(calls).to.deep.equal([])
      })
    }

    it('F4.06 leaving step 2 copies the modification types into the duqs', async () => {
      const { deps } = fakeDeps({}, NOW)
      const { state } = await runCommand(deps, rootSaga, submit(2), before(completing(2)))
      expect(state.proposal.risk.duqs).to.deep.include({ vehicle_modification_1: 'EXHAUST' })
    })

    it('F4.02 a step 2 made invalid is refused', async () => {
      const { deps } = fakeDeps({}, NOW)
      const invalid = andThen(before(completing(2)), fact('proposal/DetailAnswered', { field: 'total_mileage', value: null }))
      const { events, state } = await runCommand(deps, rootSaga, submit(2), invalid)
      expect(types(events)).to.deep.equal(['journey/StepRefused'])
      expect(events[0]?.payload).to.deep.include({ fields: ['risk.total_mileage'] })
      expect(state.journey.step).to.equal(2)
    })

    it('ignores a Submit for a step other than the one shown (a stale click)', async () => {
      const { deps, calls } = fakeDeps({}, NOW)
      const { events } = await runCommand(deps, rootSaga, submit(2), before(completing(3)))
      expect(events).to.deep.equal([])
      expect(calls).to.deep.equal([])
    })

    const atStep4 = before(completing(4))
    const backToStep2 = andThen(atStep4, fact('journey/StepOpened', { step: 2 }))
    const steps: { title: string; from: AppState; to: number; events: string[]; step: number }[] = [
      { title: 'F2.04 F4.02 a completed step header goes back, with no validation', from: atStep4, to: 2, events: ['journey/StepOpened'], step: 2 },
      {
        title: 'F2.04 moving to the furthest step reached needs no validation',
        from: andThen(backToStep2, fact('proposal/DetailAnswered', { field: 'total_mileage', value: null })),
        to: 4,
        events: ['journey/StepOpened'],
        step: 4,
      },
      { title: 'F2.04 a step beyond the furthest reached does not open', from: backToStep2, to: 5, events: [], step: 2 },
      { title: 'F2.04 the step already shown puts nothing', from: atStep4, to: 4, events: [], step: 4 },
    ]
    for (const { title, from, to, events: expected, step } of steps) {
      it(title, async () => {
        const { deps, calls } = fakeDeps({}, NOW)
        const { events, state } = await runCommand(deps, rootSaga, command('form/GoToStep', { step: to }), from)
        expect(types(events)).to.deep.equal(expected)
        expect(state.journey.step).to.equal(step)
        expect(calls).to.deep.equal([])
      })
    }
  })

  describe('the bot check on step 1', () => {
    it('F4.03 a valid step 1 runs the bot check for form_section_one, verifies the token, then completes', async () => {
      const asked: string[] = []
      const { deps, calls, navigations } = fakeDeps({ verifyRecaptcha: () => ok({ success: true }) }, NOW)
      const botCheck = (action: string) => {
        asked.push(action)
        return Promise.resolve('token-123')
      }
      const { events, state } = await runCommand(withDeps(deps, { botCheck }), rootSaga, submit(1), step1Answered)
      expect(asked).to.deep.equal(['form_section_one'])
      expect(calls).to.deep.equal([{ name: 'verifyRecaptcha', args: [{ response: 'token-123', action: 'form_section_one' }] }])
      expect(types(events)).to.deep.equal(['journey/BotCheckCompleted', 'journey/StepCompleted'])
      expect(events[0]?.payload).to.deep.equal({ success: true })
      expect(state.journey).to.deep.include({ step: 2, recaptchaVerified: true })
      expect(navigations).to.deep.equal([])
    })

    const failures: { title: string; botCheck: SagaDeps['botCheck']; answer?: () => ReturnType<typeof ok> | ReturnType<typeof fail>; calls: number; to: string }[] = [
      { title: 'no token (the check could not run)', botCheck: () => Promise.resolve(null), calls: 0, to: '/error/exception' },
      { title: 'the check script failing', botCheck: () => Promise.reject(new Error('grecaptcha missing')), calls: 0, to: '/error/exception' },
      { title: 'success false', botCheck: () => Promise.resolve('t'), answer: () => ok({ success: false }), calls: 1, to: '/error/exception' },
      { title: 'a failed verify call', botCheck: () => Promise.resolve('t'), answer: () => fail({ kind: 'http', status: 500 }), calls: 1, to: '/error/exception' },
      { title: 'no answer to the verify call', botCheck: () => Promise.resolve('t'), answer: () => fail({ kind: 'network', message: 'offline' }), calls: 1, to: '/error/exception' },
      { title: '(001 §8 reading) a 419 on the verify call', botCheck: () => Promise.resolve('t'), answer: () => fail({ kind: 'session-expired' }), calls: 1, to: '/quote/session-expired' },
    ]
    for (const f of failures) {
      it(`F4.04 F8.05 J8.15 ${f.title}: the check is not successful, the step does not move, and the rider goes to ${f.to}`, async () => {
        const { deps, calls, navigations } = fakeDeps(f.answer === undefined ? {} : { verifyRecaptcha: f.answer as never }, NOW)
        const { events, state } = await runCommand(withDeps(deps, { botCheck: f.botCheck }), rootSaga, submit(1), step1Answered)
        expect(calls).to.have.length(f.calls)
        expect(types(events).filter((t) => t !== 'journey/RequestFailed')).to.deep.equal(['journey/BotCheckCompleted'])
        expect(events.find((e) => e.type === 'journey/BotCheckCompleted')?.payload).to.deep.equal({ success: false })
        expect(state.journey).to.deep.include({ step: 1, furthestStep: 1, recaptchaVerified: false })
        expect(navigations).to.deep.equal([f.to])
      })
    }

    it('F4.05 the verified flag defaults to true, turns false on a failed check and true again on a passed one', async () => {
      expect(step1Answered.journey.recaptchaVerified).to.equal(true)
      const failing = fakeDeps({ verifyRecaptcha: () => ok({ success: false }) }, NOW)
      const afterFail = await runCommand(failing.deps, rootSaga, submit(1), step1Answered)
      expect(afterFail.state.journey.recaptchaVerified).to.equal(false)
      const passing = fakeDeps({ verifyRecaptcha: () => ok({ success: true }) }, NOW)
      const afterPass = await runCommand(passing.deps, rootSaga, submit(1), afterFail.state)
      expect(afterPass.state.journey.recaptchaVerified).to.equal(true)
    })
  })

  describe('submitting step 5', () => {
    it('F4.07 F4.09 F2.07 on create: creates the proposal, then the quote, under the calculating overlay, then PricePresentation with the uuid', async () => {
      const { deps, calls, navigations } = fakeDeps(
        {
          createProposal: (p) => ok({ ...p, uuid: SAMPLE_UUID, quote: null, is_quoted: null } as Proposal),
          createQuote: () => ok(quoted),
        },
        NOW,
      )
      const { events, state } = await runCommand(deps, rootSaga, submit(5), readyToCreate)
      expect(calls.map((c) => c.name)).to.deep.equal(['createProposal', 'createQuote'])
      expect(calls[0]?.args).to.deep.equal([readyToCreate.proposal])
      expect(calls[1]?.args).to.deep.equal([SAMPLE_UUID])
      expect(types(events)).to.deep.equal([
        'journey/StepCompleted',
        'journey/FormSubmitted',
        'journey/LoadingStarted',
        'proposal/ProposalCreated',
        'quote/QuoteCalculated',
        'journey/LoadingFinished',
      ])
      expect(events[1]?.payload).to.deep.equal({ mode: 'create' })
      expect(events[2]?.payload).to.deep.equal({ title: null, text: LOADING_CALCULATING })
      expect(state.journey.loading).to.equal(null)
      expect(state.proposal.quote?.is_quoted).to.equal(true)
      expect(navigations).to.deep.equal([PRICE])
    })

    it('F4.07 F4.09 F2.07 on edit: updates the proposal by its uuid, then creates the quote, under the updating overlay', async () => {
      const from = editing()
      const { deps, calls, navigations } = fakeDeps({ updateProposal: (_u, p) => ok(p as Proposal), createQuote: () => ok(quoted) }, NOW)
      const { events, state } = await runCommand(deps, rootSaga, submit(5), from)
      expect(calls.map((c) => c.name)).to.deep.equal(['updateProposal', 'createQuote'])
      expect(calls[0]?.args).to.deep.equal([SAMPLE_UUID, from.proposal])
      expect(calls[1]?.args).to.deep.equal([SAMPLE_UUID])
      expect(types(events)).to.deep.equal([
        'journey/StepCompleted',
        'journey/FormSubmitted',
        'journey/LoadingStarted',
        'proposal/ProposalUpdated',
        'quote/QuoteCalculated',
        'journey/LoadingFinished',
      ])
      expect(events[1]?.payload).to.deep.equal({ mode: 'edit' })
      expect(events[2]?.payload).to.deep.equal({ title: null, text: LOADING_UPDATING })
      expect(state.journey.loading).to.equal(null)
      expect(navigations).to.deep.equal([PRICE])
    })

    const risk = quoted.risk
    const dd = risk.proposer.driver_details
    const validRider = (completeRider().payload as { rider: AdditionalDriver }).rider
    const staleCases: { title: string; proposal: Proposal; check: (sent: Proposal) => void }[] = [
      {
        title: "the proposer's claims and convictions, and the riders",
        proposal: {
          ...quoted,
          risk: {
            ...risk,
            has_additional_drivers: false,
            additional_drivers: [validRider],
            proposer: {
              ...risk.proposer,
              driver_details: {
                ...dd,
                has_claims: false,
                claims: [claim()],
                licence: { ...dd.licence, has_convictions: false, convictions: [conviction()] },
              },
            },
          },
        } as Proposal,
        check: (sent) => {
          expect(sent.risk.proposer.driver_details.claims).to.deep.equal([])
          expect(sent.risk.proposer.driver_details.licence.convictions).to.deep.equal([])
          expect(sent.risk.additional_drivers).to.deep.equal([])
        },
      },
      {
        title: "a kept rider's own claims and convictions",
        proposal: {
          ...quoted,
          risk: {
            ...risk,
            has_additional_drivers: true,
            additional_drivers: [
              {
                ...validRider,
                driver_details: {
                  ...validRider.driver_details,
                  has_claims: false,
                  claims: [claim()],
                  licence: { ...validRider.driver_details.licence, has_convictions: false, convictions: [conviction()] },
                },
              },
            ],
          },
        } as Proposal,
        check: (sent) => {
          expect(sent.risk.additional_drivers).to.have.length(1)
          expect(sent.risk.additional_drivers[0]?.driver_details.claims).to.deep.equal([])
          expect(sent.risk.additional_drivers[0]?.driver_details.licence.convictions).to.deep.equal([])
        },
      },
    ]
    for (const { title, proposal, check } of staleCases) {
      it(`F4.11 on edit, items behind a No are removed before the update is sent: ${title}`, async () => {
        const { deps, calls } = fakeDeps({ updateProposal: (_u, p) => ok(p as Proposal), createQuote: () => ok(quoted) }, NOW)
        const { events } = await runCommand(deps, rootSaga, submit(5), editing(proposal))
        expect(types(events)).to.include('journey/FormSubmitted')
        expect(calls[0]?.name).to.equal('updateProposal')
        check(calls[0]?.args[1] as Proposal)
      })
    }

    for (const mode of ['create', 'edit'] as const) {
      it(`F4.08 F8.07 on ${mode}, a quote that is not quoted goes to Declined and clears the overlay`, async () => {
        const { deps, navigations } = fakeDeps(
          { createProposal: () => ok(quoted), updateProposal: () => ok(quoted), createQuote: () => ok(declined) },
          NOW,
        )
        const { events, state } = await runCommand(deps, rootSaga, submit(5), mode === 'create' ? readyToCreate : editing())
        expect(types(events).slice(-2)).to.deep.equal(['quote/QuoteDeclined', 'journey/LoadingFinished'])
        expect(types(events)).to.include('journey/LoadingStarted')
        expect(state.journey.loading).to.equal(null)
        expect(navigations).to.deep.equal(['/quote/declined'])
      })
    }

    it('F4.08 a quote answer without a quote counts as not quoted', async () => {
      const { deps, navigations } = fakeDeps({ createProposal: () => ok(quoted), createQuote: () => ok({ ...quoted, quote: null }) }, NOW)
      await runCommand(deps, rootSaga, submit(5), readyToCreate)
      expect(navigations).to.deep.equal(['/quote/declined'])
    })

    const errors: { name: string; error: ApiError; to: string }[] = [
      { name: 'a 500', error: { kind: 'http', status: 500, code: 'server_error' }, to: '/error/exception' },
      { name: 'a 400', error: { kind: 'http', status: 400, code: 'invalid_request' }, to: '/error/exception' },
      { name: 'an answer that does not decode', error: { kind: 'decode', call: 'createQuote', paths: ['quote'] }, to: '/error/exception' },
      { name: 'a 419 (001 §8)', error: { kind: 'session-expired' }, to: '/quote/session-expired' },
      { name: 'no response at all', error: { kind: 'network', message: 'offline' }, to: '/quote/declined' },
    ]
    const stages = [
      { mode: 'create', failing: 'createProposal', expectedCalls: ['createProposal'] },
      { mode: 'edit', failing: 'updateProposal', expectedCalls: ['updateProposal'] },
      { mode: 'create', failing: 'createQuote', expectedCalls: ['createProposal', 'createQuote'] },
      { mode: 'edit', failing: 'createQuote', expectedCalls: ['updateProposal', 'createQuote'] },
    ] as const
    for (const { mode, failing, expectedCalls } of stages) {
      for (const { name, error, to } of errors) {
        it(`F4.10 F8.06 ${name} from ${failing} on ${mode} clears the overlay and goes to ${to}`, async () => {
          const answers = { createProposal: () => ok(quoted), updateProposal: () => ok(quoted), createQuote: () => ok(quoted) }
          const { deps, calls, navigations, logged } = fakeDeps({ ...answers, [failing]: () => fail(error) }, NOW)
          const { events, state } = await runCommand(deps, rootSaga, submit(5), mode === 'create' ? readyToCreate : editing())
          expect(calls.map((c) => c.name)).to.deep.equal(expectedCalls)
          expect(types(events).slice(-2)).to.deep.equal(['journey/RequestFailed', 'journey/LoadingFinished'])
          expect(types(events)).not.to.include('quote/QuoteCalculated')
          expect(state.journey.loading).to.equal(null)
          expect(navigations).to.deep.equal([to])
          expect(logged).to.deep.equal([`${failing} failed`])
        })
      }
    }

    it('F2.03 an invalid step 5 is refused and nothing is sent', async () => {
      const { deps, calls } = fakeDeps({}, NOW)
      const invalid = andThen(readyToCreate, fact('proposal/AdditionalRidersAnswered', { has: true }))
      const { events } = await runCommand(deps, rootSaga, submit(5), invalid)
      expect(types(events)).to.deep.equal(['journey/StepRefused'])
      expect(calls).to.deep.equal([])
    })

    it('F2.03 F4.02 reading: Submit also checks the earlier steps (a header move skips their check); the first invalid one opens, refused, and nothing is sent', async () => {
      const { deps, calls } = fakeDeps({}, NOW)
      const invalid = andThen(readyToCreate, fact('proposal/DetailAnswered', { field: 'total_mileage', value: null }))
      const { events, state } = await runCommand(deps, rootSaga, submit(5), invalid)
      expect(types(events)).to.deep.equal(['journey/StepOpened', 'journey/StepRefused'])
      expect(events[1]?.payload).to.deep.equal({ step: 2, fields: ['risk.total_mileage'] })
      expect(state.journey).to.deep.include({ step: 2, refusedFields: ['risk.total_mileage'] })
      expect(calls).to.deep.equal([])
    })
  })
})
