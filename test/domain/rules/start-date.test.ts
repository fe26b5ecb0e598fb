import { expect } from 'chai'
import { isStartDateExpired, lastStartDate } from '../../../src/domain/rules'

const TODAY = '2026-11-22'
const YESTERDAY = '2026-11-21'
const TOMORROW = '2026-11-23'
const LAST = '2026-12-22'

describe('the start date: its window and its expiry', () => {
  it('the last start date is 30 days after today, across a month and a year', () => {
    expect(lastStartDate(TODAY)).to.equal(LAST)
    expect(lastStartDate('2026-12-15')).to.equal('2027-01-14')
  })

  it('a start date has passed once today is after it; today itself, a later day and no start date have not', () => {
    expect(isStartDateExpired(YESTERDAY, TODAY)).to.equal(true)
    expect(isStartDateExpired(TODAY, TODAY)).to.equal(false)
    expect(isStartDateExpired(TOMORROW, TODAY)).to.equal(false)
    expect(isStartDateExpired(null, TODAY)).to.equal(false)
    expect(isStartDateExpired(undefined, TODAY)).to.equal(false)
  })
})
