import { expect } from 'chai'
import { calendarBounds, lookBackCalendarRange } from '../../../src/domain/validation/calendar-bounds'
import { FORM_STEPS, questionsOf, type CalendarFacts, type Question } from '../../../src/form'
import { calendarBoundsOf } from '../../../src/components/question/calendar-bounds'

/** The form's date question with this id (every section is registered before the tests run). */
const question = (id: string): Question => {
  const q = FORM_STEPS.flatMap((s) => questionsOf(s)).find((x) => x.id === id)
  if (q === undefined) throw new Error(`no question ${id}`)
  return q
}

/** The days the question's picker offers on `today`, as the form screen asks for them. */
const offered = (id: string, today: string, more: Partial<CalendarFacts> = {}) =>
  calendarBoundsOf(question(id), { today, proposerDateOfBirth: null, ownDateOfBirth: null, vehicleYear: null, ...more })

describe('calendar bounds', () => {
  it('F5.22 the date-of-birth calendar ends at today minus 16 years', () => {
    expect(offered('risk.proposer.date_of_birth', '2026-11-22').max).to.equal('2010-11-22')
    expect(offered('risk.proposer.date_of_birth', '2024-02-29').max).to.equal('2008-02-29')
  })

  it('F5.27 the licence calendar starts at the proposer date of birth plus 17 years (the rule allows plus 16)', () => {
    expect(offered('risk.proposer.driver_details.licence.date', '2026-11-22', { proposerDateOfBirth: '1990-05-10' }).min).to.equal('2007-05-10')
    expect(offered('risk.proposer.driver_details.licence.date', '2026-11-22', { proposerDateOfBirth: '2000-02-29' }).min).to.equal('2017-02-28')
  })

  it('F5.34 J2.63 the third-party-authority calendar stops at 17 years ago', () => {
    expect(offered('risk.userfields.tpa_date_of_birth', '2026-11-22').max).to.equal('2009-11-22')
  })

  it('J2.51 the start-date calendar runs from today to 30 days ahead', () => {
    expect(offered('risk.start_date', '2026-11-22')).to.deep.equal({ min: '2026-11-22', max: '2026-12-22' })
  })

  it('the calendar year list runs from 100 years back to this year', () => {
    expect(offered('risk.proposer.resident.since', '2026-11-22')).to.deep.equal({ min: '1926-01-01', max: '2026-11-22' })
  })

  it('every bound refuses a today that is not YYYY-MM-DD', () => {
    ;(['date-of-birth', 'licence-date', 'residency-date', 'purchase-date', 'start-date', 'tpa-date-of-birth', 'past-date'] as const).forEach((date) =>
      expect(() => calendarBounds(date, { today: '22/11/2026', dateOfBirth: '1990-05-10' }), date).to.throw(RangeError, /^today must be a date/),
    )
    expect(() => lookBackCalendarRange('2026-02-30', 5)).to.throw(RangeError, /^today must be a date/)
  })

  describe('calendarBounds, the bounds the form gives each date question', () => {
    const today = '2026-11-22'
    it('date of birth: 100 years back to today minus 16', () => {
      expect(calendarBounds('date-of-birth', { today })).to.deep.equal({ min: '1926-01-01', max: '2010-11-22' })
    })
    it('licence date: the proposer date of birth plus 17 to today; 100 years back without a date of birth', () => {
      expect(calendarBounds('licence-date', { today, dateOfBirth: '1990-05-10' })).to.deep.equal({ min: '2007-05-10', max: today })
      expect(calendarBounds('licence-date', { today, dateOfBirth: null })).to.deep.equal({ min: '1926-01-01', max: today })
    })
    it('purchase date: 1 January of the bike year to today; a bike of 1900 or before, or of no known year, 100 years back', () => {
      expect(calendarBounds('purchase-date', { today, vehicleYear: 2019 })).to.deep.equal({ min: '2019-01-01', max: today })
      expect(calendarBounds('purchase-date', { today, vehicleYear: 1901 })).to.deep.equal({ min: '1901-01-01', max: today })
      expect(calendarBounds('purchase-date', { today, vehicleYear: 1900 })).to.deep.equal({ min: '1926-01-01', max: today })
      expect(calendarBounds('purchase-date', { today, vehicleYear: null })).to.deep.equal({ min: '1926-01-01', max: today })
    })
    it('any other date: 100 years back to today', () => {
      expect(calendarBounds('past-date', { today })).to.deep.equal({ min: '1926-01-01', max: today })
    })
    it('residency date: the date of birth to today; a date of birth that is no date counts as unknown', () => {
      expect(calendarBounds('residency-date', { today, dateOfBirth: '1990-05-10' })).to.deep.equal({ min: '1990-05-10', max: today })
      for (const dateOfBirth of ['1990-02-30', 'x1990-05-10', '1990-05-10x', '', null])
        expect(calendarBounds('residency-date', { today, dateOfBirth }), String(dateOfBirth)).to.deep.equal({ min: '1926-01-01', max: today })
      expect(calendarBounds('licence-date', { today, dateOfBirth: '1990-02-30' })).to.deep.equal({ min: '1926-01-01', max: today })
    })
    it('start date: today to 30 days ahead; third party date of birth: up to 17 years ago', () => {
      expect(calendarBounds('start-date', { today })).to.deep.equal({ min: today, max: '2026-12-22' })
      expect(calendarBounds('tpa-date-of-birth', { today })).to.deep.equal({ min: '1926-01-01', max: '2009-11-22' })
    })
  })
})
