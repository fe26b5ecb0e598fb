import { expect } from 'chai'
import { createAppStore } from '../../src/app/store'
import { command } from '../../src/domain/commands'
import { event } from '../../src/domain/events'
import { fakeDeps, ok } from '../sagas/fake-deps'

const flush = () => new Promise((r) => setTimeout(r, 0))

describe('the store', () => {
  it('stamps each event with seq, time and session, logs it, and folds it', () => {
    const { deps } = fakeDeps({}, '2026-11-22T09:00:00.000Z')
    const { store, log } = createAppStore(deps, 'session-1')
    store.dispatch(event('proposal/CoverTypeChosen', { coverType: 'TPO' }))
    store.dispatch(event('proposal/KeeperAnswered', { keeper: true }))
    expect(log.all().map((e) => e.meta)).to.deep.equal([
      { seq: 1, at: '2026-11-22T09:00:00.000Z', session: 'session-1' },
      { seq: 2, at: '2026-11-22T09:00:00.000Z', session: 'session-1' },
    ])
    expect(store.getState().proposal.risk.vehicle.cover_type).to.equal('TPO')
    expect(store.getState().proposal.risk.vehicle.owner).to.equal('Proposer')
  })

  it('refuses an event that fails its codec, with the failing path, and keeps it out of the log', () => {
    const { deps } = fakeDeps({})
    const { store, log } = createAppStore(deps, 's')
    const bad = { type: 'proposal/CoverTypeChosen', payload: { coverType: 'FULL' } }
    expect(() => store.dispatch(bad as never)).to.throw(/Refused event proposal\/CoverTypeChosen: payload.coverType/)
    expect(log.all()).to.have.length(0)
  })

  it('hands commands to the sagas, logging only the events they put', async () => {
    const { deps } = fakeDeps({ getList: () => ok({ options: [{ value: 'Mr', name: 'Mr' }] }) as never })
    const { store, log } = createAppStore(deps, 's')
    store.dispatch(command('lists/LoadList', { name: 'person_title_gender' }))
    await flush()
    expect(log.all().map((e) => e.type)).to.deep.equal(['lookup/ReferenceListLoaded'])
    expect(store.getState().lookups.lists.person_title_gender).to.have.length(1)
  })

  it('J4.22 F4.05 keeps a loading flag, a requoting flag and a recaptcha-verified flag that defaults to true', () => {
    const { deps } = fakeDeps({})
    const { store } = createAppStore(deps, 's')
    const j = store.getState().journey
    expect(j.recaptchaVerified).to.equal(true)
    expect(j.loading).to.equal(null)
    expect(j.requoting).to.equal(false)
  })
})
