import { expect } from 'chai'
import { setAutoFreeze } from 'immer'
import { configureImmer } from '../../reducers/immer-config'
import { initialState } from '../../reducers/root'
import { fact, foldOne } from './given'

describe('configureImmer', () => {
  afterEach(() => setAutoFreeze(true))

  it('in development every new state is frozen, so a stray write is refused at once; in production the states are left as they are made', () => {
    const entered = fact('proposal/RegistrationEntered', { registration: 'AB12CDE' })
    configureImmer(false)
    const development = foldOne(initialState, entered)
    expect(Object.isFrozen(development.lookups.vehicle)).to.equal(true)
    expect(Reflect.set(development.lookups.vehicle, 'status', 'idle'), 'a stray write is refused').to.equal(false)
    configureImmer(true)
    const production = foldOne(initialState, entered)
    expect(Object.isFrozen(production.lookups.vehicle)).to.equal(false)
    expect(production.lookups.vehicle.status).to.equal('searching')
  })
})
