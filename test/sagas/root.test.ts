import { expect } from 'chai'
import type { Either } from 'fp-ts/lib/Either'
import type { ApiError } from '../../src/api/errors'
import { loadAfterQuote, loadFormSteps } from '../../sagas/lazy-flows'
import { rootSaga } from '../../sagas/root'
import type { Proposal } from '../../src/domain/codecs'
import { command } from '../../src/domain/commands'
import { fact, stateAfter } from '../reducers/given'
import { foundVehicle, serverProposal, UUID } from '../reducers/samples'
import { fail, fakeDeps, gate, ok, settle, startSaga, types } from './fake-deps'

const NOW = '2026-03-02T10:00:00.000Z'

const quoted = serverProposal((q) => {
  q.uuid = UUID
  q.risk.start_date = '2026-03-10'
  q.is_quoted = true
  q.quote = { reference: '04821-00001-00001', is_quoted: true, premium: 400, metadata: {}, addons: [], wordings: {}, excesses: [], endorsements: [], ipids: [] }
}) as unknown as Proposal
const onPricePage = stateAfter(fact('proposal/ProposalLoaded', { proposal: quoted, via: 'fetch' }))

describe('the root saga runs each command as its row in sagas/flows.ts says', () => {
  describe('the flows after the quote (queued)', () => {
    it('J4.01 a repeat of the running command is dropped (a double click sends once); a different command waits its turn and runs', async () => {
      const answer = gate<void>()
      const { deps, calls } = fakeDeps({ setPaymentOption: (() => answer.promise.then(() => ok(quoted))) as never, sendQuoteEmail: () => ok({}) as never }, NOW)
      await loadAfterQuote()
      const app = startSaga(deps, rootSaga, [], onPricePage)
      app.send(command('quote/ContinueFromPrice', {}))
      await settle()
      expect(calls.map((c) => c.name), 'the first Continue is sending').to.deep.equal(['setPaymentOption'])
      app.send(command('quote/ContinueFromPrice', {}))
      app.send(command('quote/EmailQuote', {}))
      answer.open()
      await new Promise((r) => setTimeout(r, 20))
      app.stop()
      expect(calls.map((c) => c.name)).to.deep.equal(['setPaymentOption', 'sendQuoteEmail'])
    })

    it('keeps the commands sent while their module loads: the first runs once it has loaded, the others after it in turn', async () => {
      const { deps, calls } = fakeDeps({ setPaymentOption: () => ok(quoted), sendQuoteEmail: () => ok({}) as never }, NOW)
      const app = startSaga(deps, rootSaga, [], onPricePage)
      app.send(command('quote/EmailQuote', {}))
      app.send(command('quote/ContinueFromPrice', {}))
      await loadAfterQuote()
      await new Promise((r) => setTimeout(r, 20))
      app.stop()
      expect(calls.map((c) => c.name)).to.deep.equal(['sendQuoteEmail', 'setPaymentOption'])
    })
  })

  describe('reference lists (one load per list name at a time)', () => {
    const options = [{ value: 'Mr', name: 'Mr' }]

    it('asks once for a list asked for again while it loads, and for another list beside it', async () => {
      const first = gate<Either<ApiError, { options: typeof options }>>()
      const { deps, calls } = fakeDeps({ getList: ((name: string) => (name === 'person_title_gender' ? first.promise : ok({ options }))) as never })
      const app = startSaga(deps, rootSaga, [])
      app.send(command('lists/LoadList', { name: 'person_title_gender' }))
      app.send(command('lists/LoadList', { name: 'person_title_gender' }))
      app.send(command('lists/LoadList', { name: 'person_marital_status' }))
      await settle()
      first.open(ok({ options }))
      await settle()
      app.send(command('lists/LoadList', { name: 'person_title_gender' }))
      await settle()
      app.stop()
      expect(calls.map((c) => c.args)).to.deep.equal([['person_title_gender'], ['person_marital_status']])
      expect(app.state().lookups.lists.person_title_gender).to.deep.equal(options)
    })

    it('asks again for a list whose load failed', async () => {
      const answers = [fail({ kind: 'network', message: 'offline' }), ok({ options })]
      const { deps, calls } = fakeDeps({ getList: (() => answers.shift()) as never })
      const app = startSaga(deps, rootSaga, [])
      app.send(command('lists/LoadList', { name: 'person_title_gender' }))
      await settle()
      app.send(command('lists/LoadList', { name: 'person_title_gender' }))
      await settle()
      app.stop()
      expect(calls).to.have.length(2)
      expect(app.state().lookups.lists.person_title_gender).to.deep.equal(options)
    })
  })

  describe("the form's later steps (loaded on their first command)", () => {
    it('keeps a lookup sent while the module loads, and a newer lookup cancels one still waiting (latest wins)', async () => {
      const late = gate<Either<ApiError, { vehicles: unknown[] }>>()
      const { deps, calls } = fakeDeps({
        lookupRegistration: ((reg: string) => (reg === 'AB12CDE' ? late.promise : ok({ vehicles: [foundVehicle('22222222')] }))) as never,
      })
      const app = startSaga(deps, rootSaga, [])
      app.send(command('vehicle/LookupRegistration', { registration: 'AB12CDE' }))
      await loadFormSteps()
      await settle()
      app.send(command('vehicle/LookupRegistration', { registration: 'YH19KXT' }))
      await settle()
      late.open(ok({ vehicles: [foundVehicle('11111111')] }))
      await settle()
      app.stop()
      expect(calls.map((c) => c.args)).to.deep.equal([['AB12CDE'], ['YH19KXT']])
      expect(types(app.events).filter((t) => t === 'proposal/VehicleFound')).to.have.length(1)
      expect(app.state().proposal.risk.vehicle.abi_code).to.equal('22222222')
    })
  })
})
