import { expect } from 'chai'
import { loadFormSteps } from '../../sagas/lazy-flows'
import type { SagaDeps } from '../../sagas/context'
import { rootSaga } from '../../sagas/root'
import { replay, type AppState } from '../../reducers/root'
import type { ApiError } from '../../src/api/errors'
import type { Proposal } from '../../src/domain/codecs'
import { command } from '../../src/domain/commands'
import { LOADING_CALCULATING } from '../../src/domain/constants'
import type { DomainEvent } from '../../src/domain/events'
import type { Either } from 'fp-ts/lib/Either'
import { storedSample, SAMPLE_UUID } from '../fixtures/trails/samples'
import { fakeDeps, gate, ok, settle, startSaga, types } from './fake-deps'

const NOW = '2026-11-01T10:00:00.000Z'
const sample = storedSample('completed-quote.json')
const quoted = sample.state.proposal as Proposal
const stateBefore = (at: (e: DomainEvent) => boolean): AppState => replay(sample.events.slice(0, sample.events.findIndex(at)))
const readyToCreate = stateBefore((e) => e.type === 'journey/StepCompleted' && e.payload.step === 5)
const step1Answered = stateBefore((e) => e.type === 'journey/BotCheckCompleted')

/** Starts the root saga as the store would run it (see startSaga). */
const start = (deps: SagaDeps, from: AppState) => startSaga(deps, rootSaga, [], from)

describe('form and proposal watchers', () => {
  // The form's sending loads with the later steps' flows (a chunk in the browser): loaded first, so these tests
  // time the watchers, not a module load.
  before(async () => void (await loadFormSteps()))

  it('F4.07 a second Submit while the form is being sent is ignored: one create, one quote, one navigation', async () => {
    const created = gate<Either<ApiError, Proposal>>()
    const { deps, calls, navigations } = fakeDeps(
      { createProposal: () => created.promise as never, createQuote: () => ok(quoted) },
      NOW,
    )
    const app = start(deps, readyToCreate)
    app.send(command('form/SubmitStep', { step: 5 }))
    await settle()
    expect(app.state().journey.loading, 'the overlay shows while the proposal is sent').to.deep.equal({ title: null, text: LOADING_CALCULATING })
    app.send(command('form/SubmitStep', { step: 5 }))
    app.send(command('form/SubmitStep', { step: 5 }))
    await settle()
    expect(calls.map((c) => c.name)).to.deep.equal(['createProposal'])
    created.open(ok({ ...quoted, quote: null, is_quoted: null }))
    await settle()
    expect(calls.map((c) => c.name)).to.deep.equal(['createProposal', 'createQuote'])
    expect(types(app.events).filter((t) => t === 'journey/FormSubmitted')).to.have.length(1)
    expect(app.state().journey.loading, 'the overlay is cleared').to.equal(null)
    expect(navigations).to.deep.equal([`/quote/payment-option?uuid=${SAMPLE_UUID}`])
    app.stop()
  })

  it('F4.03 a double click on step 1 runs the bot check once, and the next Submit is taken once it is done', async () => {
    const token = gate<string | null>()
    const asked: string[] = []
    const { deps, calls } = fakeDeps({ verifyRecaptcha: () => ok({ success: true }) }, NOW)
    const botCheck = (action: string) => {
      asked.push(action)
      return token.promise
    }
    const app = start({ ...deps, botCheck }, step1Answered)
    app.send(command('form/SubmitStep', { step: 1 }))
    app.send(command('form/SubmitStep', { step: 1 }))
    await settle()
    token.open('token-1')
    await settle()
    expect(asked).to.deep.equal(['form_section_one'])
    expect(calls.map((c) => c.name)).to.deep.equal(['verifyRecaptcha'])
    expect(types(app.events)).to.deep.equal(['journey/BotCheckCompleted', 'journey/StepCompleted'])
    expect(app.state().journey.step).to.equal(2)
    app.send(command('form/SubmitStep', { step: 2 }))
    await settle()
    expect(types(app.events).at(-1), 'the watcher takes the next Submit (step 2, unanswered, is refused)').to.equal('journey/StepRefused')
    app.stop()
  })

  it('J4.17 the latest LoadProposal wins: an earlier load still waiting is cancelled', async () => {
    const first = gate<Either<ApiError, Proposal>>()
    const other = { ...quoted, uuid: '11111111-2222-4333-8444-555555555555' } as Proposal
    const { deps } = fakeDeps({ getProposal: (uuid) => (uuid === SAMPLE_UUID ? (first.promise as never) : ok(other)) }, NOW)
    const app = start(deps, readyToCreate)
    app.send(command('proposal/LoadProposal', { uuid: SAMPLE_UUID }))
    app.send(command('proposal/LoadProposal', { uuid: other.uuid }))
    await settle()
    first.open(ok(quoted))
    await settle()
    expect(types(app.events)).to.deep.equal(['proposal/ProposalLoaded'])
    expect(app.state().proposal.uuid).to.equal(other.uuid)
    app.stop()
  })
})
