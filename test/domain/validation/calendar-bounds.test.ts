import { expect } from 'chai'
import {
  calendarYearRange,
  dateOfBirthCalendarMax,
  licenceDateCalendarMin,
  startDateCalendarRange,
  tpaDateOfBirthCalendarMax,
} from '../../../src/domain/validation/calendar-bounds'

describe('calendar bounds', () => {
  it('F5.22 the date-of-birth calendar ends at today minus 16 years', () => {
    expect(dateOfBirthCalendarMax('2026-11-22')).to.equal('2010-11-22')
    expect(dateOfBirthCalendarMax('2024-02-29')).to.equal('2008-02-29')
  })

  it('F5.27 the licence calendar starts at the proposer date of birth plus 17 years (the rule allows plus 16)', () => {
    expect(licenceDateCalendarMin('1990-05-10')).to.equal('2007-05-10')
    expect(licenceDateCalendarMin('2000-02-29')).to.equal('2017-02-28')
  })

  it('F5.34 J2.63 the third-party-authority calendar stops at 17 years ago', () => {
    expect(tpaDateOfBirthCalendarMax('2026-11-22')).to.equal('2009-11-22')
  })

  it('J2.51 the start-date calendar runs from today to 30 days ahead', () => {
    expect(startDateCalendarRange('2026-11-22')).to.deep.equal({ min: '2026-11-22', max: '2026-12-22' })
  })

  it('the calendar year list runs from 100 years back to this year', () => {
    expect(calendarYearRange('2026-11-22')).to.deep.equal({ from: 1926, to: 2026 })
  })

  it('every bound refuses a date that is not YYYY-MM-DD', () => {
    ;[dateOfBirthCalendarMax, licenceDateCalendarMin, tpaDateOfBirthCalendarMax, startDateCalendarRange, calendarYearRange].forEach((f) =>
      expect(() => f('22/11/2026')).to.throw(RangeError),
    )
  })
})
