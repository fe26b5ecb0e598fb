import { expect } from 'chai'
import { setAutoFreeze } from 'immer'
import { generateTrail } from '../../bench/generate-trail'
import fc from 'fast-check'
import { initialState, replay, rootReducer } from '../../reducers/root'
import type { DomainEvent } from '../../src/domain/events'
import { fact, stamp } from './given'
import { claim } from './samples'
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

/** Every object reachable from a value (arrays and plain objects), the value itself included. */
const objectsIn = (value: unknown, into = new Set<object>()): Set<object> => {
  if (typeof value !== 'object' || value === null || into.has(value)) return into
  into.add(value)
  for (const v of Object.values(value)) objectsIn(v, into)
  return into
}

/** The proposal the last server answer among `events` carried (the one the state keeps as the server's), or null. */
const lastServerProposal = (events: readonly DomainEvent[]): object | null => {
  for (let i = events.length - 1; i >= 0; i--) {
    const payload = (events[i] as DomainEvent).payload as { proposal?: unknown }
    if (typeof payload.proposal === 'object' && payload.proposal !== null) return payload.proposal
  }
  return null
}

describe('batched replay never shares payload objects', () => {
  it('no object of the replayed state that later events change in place is an object of an event (any generated trail)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 20, max: 400 }), (seed, count) => {
        const events = generateTrail(count, seed).events
        const carried = new Set<object>()
        for (const e of events) objectsIn(e.payload, carried)
        const { serverProposal, ...folded } = replay(events)
        // The generator builds a server's proposal from the very objects it put in earlier events: the replay
        // copies every payload that holds objects, so what it folds in place holds none of them, replaced
        // proposals included.
        for (const o of objectsIn(folded)) if (carried.has(o)) return false
        // The server's last proposal is never changed in place, only replaced: it is the recorded event's own.
        return serverProposal === lastServerProposal(events)
      }),
      { numRuns: 40 },
    )
  })

  it('a server answer, then answers folded in place, leave the recorded answer as it came', () => {
    const events = generateTrail(400, 5).events
    const before = JSON.stringify(events)
    const state = replay(events)
    expect(state.serverProposal).to.not.equal(null)
    expect(JSON.stringify(events)).to.equal(before)
    expect(state.proposal).to.not.equal(state.serverProposal)
  })

  it('an item added in a batch and edited later in the same batch leaves the event as it was', () => {
    const events = stamp([
      fact('proposal/ClaimsAnswered', { who: 'proposer', has: true }),
      fact('proposal/ClaimAdded', { who: 'proposer', claim: claim('ACC', '2024-05-01') }),
      fact('proposal/ClaimEdited', { who: 'proposer', index: 0, claim: claim('THF', '2024-06-01') }),
      fact('lookup/ManualSearchStarted', {}),
    ])
    const before = JSON.stringify(events)
    const state = replay(events)
    expect(JSON.stringify(events)).to.equal(before)
    expect(state.proposal.risk.proposer.driver_details.claims[0]).to.not.equal((events[2] as { payload: { claim: object } }).payload.claim)
  })
})
