import { expect } from 'chai'
import type { UnstampedEvent } from '../../src/domain/events'
import type { AppState } from '../../reducers/root'
import { given, type Fact } from './given'

/**
 * `given(...history).when(decide).then(...expected)` for deciders, in the style of the decider samples: the
 * history is folded with the real reducers, the decider runs on that state, and its events must equal the
 * expected facts (type and payload, in order).
 */
export const givenHistory = (...history: Fact[]) => ({
  when: (decide: (state: AppState) => readonly UnstampedEvent[]) => {
    const decided = decide(given(...history).state)
    return {
      then: (...expected: Fact[]): readonly UnstampedEvent[] => {
        expect(decided.map((e) => ({ type: e.type, payload: e.payload }))).to.deep.equal(
          expected.map((f) => ({ type: f.type, payload: f.payload })),
        )
        return decided
      },
      thenNothing: (): void => void expect(decided).to.deep.equal([]),
    }
  },
})
