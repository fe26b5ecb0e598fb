import { expect } from 'chai'
import type { Answer, Rule } from '../../../src/domain/validation/rule'

/** One row of a rule table: the answer, the message expected (null: valid) and why the row is there. */
export type Case = readonly [value: Answer, expected: string | null, why: string]

/** Runs a table of cases against one rule; each title starts with the checklist IDs it proves (if any). */
export const table = (ids: string, rule: Rule, cases: readonly Case[]): void => {
  cases.forEach(([value, expected, why]) => {
    const prefix = ids === '' ? '' : `${ids} `
    const outcome = expected === null ? 'passes' : `fails with ${JSON.stringify(expected)}`
    it(`${prefix}${outcome} for ${JSON.stringify(value) ?? 'undefined'} (${why})`, () => {
      expect(rule(value)).to.equal(expected)
    })
  })
}
