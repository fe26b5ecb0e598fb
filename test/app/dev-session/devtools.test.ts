import { expect } from 'chai'
import { compose, type StoreEnhancer } from 'redux'
import { devtoolsCompose } from '../../../src/app/dev-session/devtools'
import { createAppStore } from '../../../src/app/store'
import { event } from '../../../src/domain/events'
import { fakeDeps } from '../../sagas/fake-deps'

/** A stand-in for the Redux DevTools extension: records its options and every action the store dispatches. */
const fakeExtension = () => {
  const seen: string[] = []
  const options: unknown[] = []
  const spy: StoreEnhancer = (next) => (reducer, preloaded) => {
    const store = next(reducer, preloaded)
    const dispatch: typeof store.dispatch = (action) => {
      seen.push(action.type)
      return store.dispatch(action)
    }
    return { ...store, dispatch }
  }
  const ext = (o: unknown) => {
    options.push(o)
    return ((...enhancers: StoreEnhancer[]) => compose(spy, ...enhancers)) as typeof compose
  }
  return { win: { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__: ext }, seen, options }
}

describe('the Redux DevTools connection (development builds)', () => {
  it('is absent without the extension', () => {
    expect(devtoolsCompose({})).to.equal(undefined)
  })

  it("connects the store through the extension's compose, which then sees every event the app dispatches", () => {
    const fake = fakeExtension()
    const devtools = devtoolsCompose(fake.win)
    expect(devtools).to.be.a('function')
    const { deps } = fakeDeps({})
    const { store } = createAppStore(deps, 's', devtools === undefined ? {} : { compose: devtools })
    store.dispatch(event('proposal/CoverTypeChosen', { coverType: 'TPO' }))
    expect(fake.options).to.deep.equal([{ name: 'Ride Cover (development)', trace: false }])
    expect(fake.seen).to.include('proposal/CoverTypeChosen')
    expect(store.getState().proposal.risk.vehicle.cover_type).to.equal('TPO')
  })
})
