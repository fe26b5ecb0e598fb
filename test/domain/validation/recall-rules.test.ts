import { expect } from 'chai'
import { quoteReference, recallDateOfBirth, recallPostcode } from '../../../src/domain/validation/recall-rules'
import { table } from './rule-table'

const TODAY = '2026-11-22'

describe('recall rules', () => {
  table('J5.13', () => quoteReference, [
    ['12345-67890-12345', null, 'three groups of five digits'],
    ['12345 67890 12345', 'Quote reference is invalid', 'spaces instead of hyphens'],
  ])

  table('J2.90', () => recallPostcode, [
    ['M1 1AA', null, 'a postcode'],
    ['M1 1A', 'This field must be a valid UK postcode.', 'invalid'],
  ])

  table('J5.12 F5.15', () => recallDateOfBirth(TODAY), [
    ['22/11/2010', null, '16 today'],
    ['23/11/1905', null, '120 years old'],
    ['30/02/1990', 'Please enter a valid date', 'invalid'],
    ['23/11/2026', 'Please enter a date up to today', 'a future date'],
    ['23/11/2010', 'The age must be at least 16 to proceed.', 'under the minimum driving age'],
    ['22/11/1905', 'The age must be no more than 120 to proceed.', '121 years old: over the maximum driving age'],
  ])

  describe('J5.14 the required messages, which the spec does not show, are ours', () => {
    table('J5.14', () => quoteReference, [['', 'Please enter your quote reference', 'empty reference']])
    table('J5.14', () => recallPostcode, [['', 'Please enter your postcode', 'empty postcode']])
    table('J5.14', () => recallDateOfBirth(TODAY), [['', 'Please enter your date of birth', 'empty date of birth']])
  })

  it('refuses a today that is not YYYY-MM-DD', () => {
    expect(() => recallDateOfBirth('22/11/2026')).to.throw(RangeError, /^today must be a date/)
  })
})
