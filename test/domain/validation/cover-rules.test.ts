import { expect } from 'chai'
import { startDate } from '../../../src/domain/validation/cover-rules'
import { table } from './rule-table'

describe('cover rules', () => {
  describe('start date', () => {
    table('F5.32 J2.51 J5.15', () => startDate({ today: '2026-11-22' }), [
      ['22/11/2026', null, 'today'],
      ['22/12/2026', null, '30 days ahead'],
      ['', 'Cover start date is required', 'empty'],
      ['2026-11-23', 'Please enter a valid date', 'not DD/MM/YYYY'],
      ['21/11/2026', 'Please enter a date from today', 'yesterday is in the past'],
      ['23/12/2026', 'Please enter a date up to 22/12/2026', '31 days ahead'],
    ])
    table('F5.32 J2.51 J5.15', () => startDate({ today: '2026-12-15' }), [
      ['14/01/2027', null, '30 days ahead across the new year'],
      ['15/01/2027', 'Please enter a date up to 14/01/2027', '31 days ahead across the new year'],
    ])

    it('refuses a today that is not YYYY-MM-DD', () => {
      expect(() => startDate({ today: '22/11/2026' })).to.throw(RangeError, /^today must be a date/)
    })
  })
})
