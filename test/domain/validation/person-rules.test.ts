import { expect } from 'chai'
import { dateOfBirth, licenceDate, residencyDate } from '../../../src/domain/validation/person-rules'
import { table } from './rule-table'

const TODAY = '2026-11-22'
const INVALID = 'Please enter a valid date'
const UP_TO_TODAY = 'Please enter a date up to today'

describe('rider date rules', () => {
  describe('date of birth', () => {
    table('F5.22 F5.18', () => dateOfBirth({ today: TODAY }), [
      ['22/11/2010', null, 'exactly 16 today'],
      ['15/06/1980', null, 'an adult'],
      ['', 'Please enter your date of birth', 'empty'],
      ['31/11/1980', INVALID, '31 November'],
      ['23/11/2026', UP_TO_TODAY, 'a future date'],
      ['23/11/2010', 'You need to be 16 years or over to take out insurance with us', '16 tomorrow'],
    ])
    table('F5.22 F5.18', () => dateOfBirth({ today: TODAY, role: 'additional_driver' }), [
      ['22/11/2010', null, 'exactly 16 today'],
      ['', 'Please enter their date of birth', "empty, in the rider's wording"],
      ['23/11/2010', 'They need to be 16 years or over to take out insurance with us', "too young, in the rider's wording"],
    ])
  })

  describe('UK residency date', () => {
    table('F5.26', () => residencyDate({ today: TODAY, dateOfBirth: '1990-05-10' }), [
      ['10/05/1990', null, 'from birth'],
      ['01/09/2015', null, 'between birth and today'],
      ['22/11/2026', null, 'today'],
      ['', 'Please enter the date you became a UK resident', 'empty'],
      ['1/9/2015', INVALID, 'no zero padding'],
      ['09/05/1990', 'Please enter a date from 10/05/1990', 'before the date of birth'],
      ['23/11/2026', UP_TO_TODAY, 'after today'],
    ])
    table('F5.26', () => residencyDate({ today: TODAY }), [
      ['01/01/1901', null, 'no lower bound while the date of birth is unknown'],
      ['23/11/2026', UP_TO_TODAY, 'after today'],
    ])
    table('F5.26', () => residencyDate({ today: TODAY, role: 'additional_driver', dateOfBirth: null }), [
      ['', 'Please enter the date they became a UK resident', "empty, in the rider's wording"],
    ])
  })

  describe('licence date', () => {
    table('F5.27', () => licenceDate({ today: TODAY, dateOfBirth: '1990-05-10' }), [
      ['10/05/2006', null, 'the sixteenth birthday'],
      ['01/03/2012', null, 'between'],
      ['', 'Please enter the date you obtained your licence', 'empty'],
      ['30/02/2012', INVALID, '30 February'],
      ['09/05/2006', 'Please enter a date from 10/05/2006', 'before the date of birth plus 16'],
      ['23/11/2026', UP_TO_TODAY, 'after today'],
    ])
    table('F5.27', () => licenceDate({ today: TODAY }), [
      ['22/11/1906', null, 'today minus 120 years without a date of birth'],
      ['21/11/1906', 'Please enter a date from 22/11/1906', 'earlier than today minus 120 years'],
    ])

    table('F5.27', () => licenceDate({ today: TODAY, dateOfBirth: '2000-02-29' }), [
      ['29/02/2016', null, 'born on 29 February: the sixteenth birthday falls on one'],
      ['28/02/2016', 'Please enter a date from 29/02/2016', 'the day before'],
    ])
    table('F5.27', () => licenceDate({ today: TODAY, dateOfBirth: '2001-03-01' }), [
      ['01/03/2017', null, 'the sixteenth birthday'],
      ['28/02/2017', 'Please enter a date from 01/03/2017', 'the day before'],
    ])
    table('F5.27', () => licenceDate({ today: TODAY, dateOfBirth: null }), [
      ['22/11/1906', null, 'today minus 120 years while the date of birth is unanswered'],
      ['21/11/1906', 'Please enter a date from 22/11/1906', 'earlier than today minus 120 years'],
    ])
  })

  it('the factories refuse a today or date of birth that is not YYYY-MM-DD', () => {
    expect(() => dateOfBirth({ today: '22/11/2026' })).to.throw(RangeError, /^today must be a date/)
    expect(() => residencyDate({ today: TODAY, dateOfBirth: '10/05/1990' })).to.throw(RangeError, /^dateOfBirth must be a date/)
    expect(() => licenceDate({ today: TODAY, dateOfBirth: 'x' })).to.throw(RangeError, /^dateOfBirth must be a date/)
    expect(() => licenceDate({ today: 'x', dateOfBirth: null })).to.throw(RangeError, /^today must be a date/)
  })

  it("the proposer's wording is the default: each rule's required message is the proposer's, not another rider's", () => {
    for (const [rule, mine] of [
      [dateOfBirth({ today: TODAY }), dateOfBirth({ today: TODAY, role: 'proposer' })],
      [residencyDate({ today: TODAY }), residencyDate({ today: TODAY, role: 'proposer' })],
      [licenceDate({ today: TODAY }), licenceDate({ today: TODAY, role: 'proposer' })],
    ] as const) {
      expect(rule(null)).to.equal(mine(null))
      expect(rule(null)).to.match(/\b(your|you)\b/)
    }
  })
})
