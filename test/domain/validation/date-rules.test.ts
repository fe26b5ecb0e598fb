import { expect } from 'chai'
import fc from 'fast-check'
import { dateFrom, dateUpTo, minimumAge, validDate, withinYears } from '../../../src/domain/validation/date-rules'
import { table } from './rule-table'

const TODAY = '2026-11-22'

describe('date rules', () => {
  describe('validDate', () => {
    table('F5.16 F5.17', () => validDate, [
      ['22/11/2026', null, 'DD/MM/YYYY'],
      ['29/02/2024', null, 'leap day in a leap year'],
      ['', null, 'empty is left to required'],
      ['31/02/2020', 'Please enter a valid date', '31 February'],
      ['29/02/2023', 'Please enter a valid date', 'leap day in a common year'],
      ['1/2/2020', 'Please enter a valid date', 'no zero padding'],
      ['22-11-2026', 'Please enter a valid date', 'dashes'],
      ['2026-11-22', 'Please enter a valid date', 'ISO order'],
      ['01/01/1899', 'Please enter a valid date', 'before the date input minimum year 1900'],
      ['tomorrow', 'Please enter a valid date', 'words'],
    ])

    it('F5.16 accepts every real date from 1900 written DD/MM/YYYY', () => {
      fc.assert(
        fc.property(fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2999-12-31T00:00:00Z'), noInvalidDate: true }), (d) => {
          const iso = d.toISOString().slice(0, 10)
          const typed = `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`
          expect(validDate(typed)).to.equal(null)
        }),
      )
    })
  })

  describe('dateFrom', () => {
    table('F5.20', () => dateFrom(TODAY, TODAY), [
      ['22/11/2026', null, 'today'],
      ['23/11/2026', null, 'tomorrow'],
      ['21/11/2026', 'Please enter a date from today', 'yesterday'],
      ['31/02/2026', null, 'an invalid date is left to validDate'],
      ['', null, 'empty'],
    ])
    table('F5.20', () => dateFrom('2010-11-22', TODAY), [
      ['22/11/2010', null, 'the bound itself'],
      ['21/11/2010', 'Please enter a date from 22/11/2010', 'the day before, shown DD/MM/YYYY'],
    ])
  })

  describe('dateUpTo', () => {
    table('F5.21', () => dateUpTo(TODAY, TODAY), [
      ['22/11/2026', null, 'today'],
      ['01/01/2000', null, 'the past'],
      ['23/11/2026', 'Please enter a date up to today', 'tomorrow'],
    ])
    table('F5.21', () => dateUpTo('2026-12-22', TODAY), [
      ['22/12/2026', null, 'the bound itself'],
      ['23/12/2026', 'Please enter a date up to 22/12/2026', 'the day after, shown DD/MM/YYYY'],
    ])
  })

  describe('minimumAge', () => {
    table('F5.18', () => minimumAge(16, TODAY), [
      ['22/11/2010', null, '16 today'],
      ['01/01/1960', null, 'well over 16'],
      ['23/11/2010', 'You need to be 16 years or over to take out insurance with us', '16 tomorrow'],
      ['', null, 'empty'],
    ])
    table('F5.18', () => minimumAge(16, '2024-02-28'), [
      ['29/02/2008', 'You need to be 16 years or over to take out insurance with us', 'a leap-day birthday is not reached on 28 February'],
    ])
    table('F5.18', () => minimumAge(16, '2024-02-29'), [['29/02/2008', null, 'a leap-day birthday on the leap day']])
  })

  describe('withinYears', () => {
    table('F5.19', () => withinYears(5, 'claim', TODAY), [
      ['22/11/2021', null, 'exactly 5 years ago'],
      ['01/06/2024', null, 'inside the window'],
      ['21/11/2021', 'Please provide claim date within 5 years', 'a day too early'],
      ['', null, 'empty'],
    ])
  })

  it('the factories refuse a today or bound that is not YYYY-MM-DD', () => {
    expect(() => dateFrom(TODAY, '22/11/2026')).to.throw(RangeError, /^today must be a date/)
    expect(() => dateFrom('2026-02-30', TODAY)).to.throw(RangeError, /^min must be a date/)
    expect(() => dateUpTo('2026-13-01', TODAY)).to.throw(RangeError, /^max must be a date/)
    expect(() => dateUpTo(TODAY, '2026/11/22')).to.throw(RangeError, /^today must be a date/)
    expect(() => minimumAge(16, '')).to.throw(RangeError, /^today must be a date/)
    expect(() => withinYears(5, 'claim', 'today')).to.throw(RangeError, /^today must be a date/)
  })
})
