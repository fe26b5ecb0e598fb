import { expect } from 'chai'
import {
  bikeValue,
  businessMileage,
  purchaseDate,
  totalMileage,
} from '../../../src/domain/validation/bike-rules'
import { MESSAGES } from '../../../src/domain/validation/messages'
import { table } from './rule-table'

const TODAY = '2026-11-22'

describe('bike rules', () => {
  describe('bike value', () => {
    table('F5.23', () => bikeValue(), [
      ['4500', null, 'digits'],
      ['12,500', null, 'a comma is stripped'],
      ['1,234,567', null, 'every comma is stripped'],
      [8000, null, 'a stored number'],
      ['', 'Enter the value of the vehicle', 'empty'],
      [null, 'Enter the value of the vehicle', 'unanswered'],
      [',', 'Enter the value of the vehicle', 'only a comma is empty once stripped'],
      ['£4500', MESSAGES.number, 'a pound sign is not stripped'],
      ['lots', MESSAGES.number, 'words'],
      ['0', "The value can't be less than 1", 'below the minimum, read as £1'],
    ])
    table('F5.23', () => bikeValue(500), [
      ['499', "The value can't be less than 500", 'below a given minimum'],
      ['500', null, 'the given minimum'],
    ])
  })

  describe('purchase date', () => {
    table('F5.24 F5.25', () => purchaseDate({ today: TODAY, vehicleYear: 2019 }), [
      ['01/01/2019', null, '1 January of the vehicle year'],
      ['22/11/2026', null, 'today'],
      ['', 'Select the date you became the owner of the vehicle', 'empty'],
      ['32/01/2020', 'Please enter a valid date', 'day 32'],
      ['31/12/2018', 'Purchase date cannot be before vehicle manufacturer date', 'the day before 1 January of the vehicle year'],
      ['23/11/2026', 'Please enter a date up to today', 'after today'],
    ])
    table('F5.24', () => purchaseDate({ today: TODAY, vehicleYear: null }), [
      ['01/01/1950', null, 'no manufacture bound while the vehicle year is unknown'],
      ['23/11/2026', 'Please enter a date up to today', 'still not after today'],
    ])

    it('refuses a today that is not YYYY-MM-DD', () => {
      expect(() => purchaseDate({ today: 'now', vehicleYear: 2019 })).to.throw(RangeError, /^today must be a date as YYYY-MM-DD, got "now"$/)
    })
  })

  describe('total mileage', () => {
    table('F5.28', () => totalMileage, [
      ['6000', null, 'digits'],
      [0, null, 'zero'],
      ['', 'Please enter your annual mileage', 'empty'],
      ['6k', MESSAGES.number, 'not a number'],
      ['-1', "The value can't be less than 0", 'negative'],
    ])
  })

  describe('business mileage', () => {
    table('F5.29', () => businessMileage('6000'), [
      ['0', null, 'zero'],
      ['6000', null, 'equal to the total'],
      [1500, null, 'below the total'],
      ['', 'Please enter your business mileage', 'empty'],
      ['x', MESSAGES.number, 'not a number'],
      ['-5', "The value can't be less than 0", 'negative'],
      ['6001', "The business mileage can't be more than total mileage", 'more than the total'],
    ])
    table('F5.29', () => businessMileage(''), [['99999', null, 'no comparison while the total is not a number']])
  })
})
