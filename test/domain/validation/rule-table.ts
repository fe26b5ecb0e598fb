import { expect } from 'chai'
import type { Answer, Rule } from '../../../src/domain/validation/rule'

/** One row of a rule table: the answer, the message expected (null: valid) and why the row is there. */
export type Case = readonly [value: Answer, expected: string | null, why: string]

/**
 * Runs a table of cases against one rule; each title starts with the checklist IDs it proves (if any). The
 * rule is built inside each test (`make`), so the code that builds it runs under the test, as the app runs it
 * (and a mutation test can tell when it changes).
 */
export const table = (ids: string, make: () => Rule, cases: readonly Case[]): void => {
  cases.forEach(([value, expected, why]) => {
    const prefix = ids === '' ? '' : `${ids} `
    const outcome = expected === null ? 'passes' : `fails with ${JSON.stringify(expected)}`
    it(`${prefix}${outcome} for ${JSON.stringify(value) ?? 'undefined'} (${why})`, () => {
      expect(make()(value)).to.equal(expected)
    })
  })
}
