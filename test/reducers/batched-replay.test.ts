import { expect } from 'chai'
import { setAutoFreeze } from 'immer'
import { generateTrail } from '../../bench/generate-trail'
import { initialState, replay, rootReducer } from '../../reducers/root'
import { SAMPLES } from '../fixtures/trails/samples'

describe('batched replay', () => {
  afterEach(() => setAutoFreeze(true))

  for (const production of [false, true]) {
    describe(`with Immer auto-freeze ${production ? 'off (production)' : 'on (development)'}`, () => {
      beforeEach(() => setAutoFreeze(!production))

      for (const seed of [1, 7, 42, 1234]) {
        it(`equals folding event by event for generated trail ${seed}, and mutates neither the events nor the initial state`, () => {
          const events = generateTrail(1500, seed).events
          const eventsBefore = JSON.stringify(events)
          const initialBefore = JSON.stringify(initialState)
          const folded = events.reduce(rootReducer, initialState)
          expect(replay(events)).to.deep.equal(folded)
          expect(JSON.stringify(events)).to.equal(eventsBefore)
          expect(JSON.stringify(initialState)).to.equal(initialBefore)
        })
      }

      for (const [file, build] of Object.entries(SAMPLES)) {
        it(`equals folding event by event for the sample ${file}`, async () => {
          const events = (await build()).events
          expect(replay(events)).to.deep.equal(events.reduce(rootReducer, initialState))
        })
      }
    })
  }
})
