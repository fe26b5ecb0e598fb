import { expect } from 'chai'
import { answerDate, answerNumber, answerText, assertIsoDate, stripCommas } from '../../../src/domain/validation/answer-parsing'

describe('answer parsing', () => {
  ;(
    [
      ['  Anne ', 'Anne'],
      [12, '12'],
      [false, 'false'],
      [null, ''],
      [undefined, ''],
    ] as const
  ).forEach(([value, text]) => {
    it(`answerText reads ${JSON.stringify(value) ?? 'undefined'} as ${JSON.stringify(text)}`, () => {
      expect(answerText(value)).to.equal(text)
    })
  })
  ;(
    [
      ['12', 12],
      [' -4.5 ', -4.5],
      ['+7', 7],
      ['3.', 3],
      [9, 9],
      ['', null],
      ['1,000', null],
      ['0x10', null],
      ['1e3', null],
      [true, null],
      [Number.NaN, null],
      [null, null],
    ] as const
  ).forEach(([value, n]) => {
    it(`F5.01 answerNumber reads ${JSON.stringify(value)} as ${String(n)}`, () => {
      expect(answerNumber(value)).to.equal(n)
    })
  })

  it('F5.23 stripCommas removes every comma from text and leaves other answers alone', () => {
    expect(stripCommas('1,234,567')).to.equal('1234567')
    expect(stripCommas(1234)).to.equal(1234)
    expect(stripCommas(null)).to.equal(null)
  })
  ;(
    [
      ['22/11/2026', '2026-11-22', 'a real date'],
      ['01/01/1900', '1900-01-01', 'the date input minimum year'],
      ['31/12/1899', null, 'before the date input minimum year 1900'],
      ['31/02/2020', null, 'not a calendar day'],
      ['2026-11-22', null, 'a stored ISO date is not what the rider types'],
      [20261122, null, 'a number'],
    ] as const
  ).forEach(([value, iso, why]) => {
    it(`F5.16 answerDate reads ${JSON.stringify(value)} as ${String(iso)} (${why})`, () => {
      expect(answerDate(value)).to.equal(iso)
    })
  })

  it('assertIsoDate returns a YYYY-MM-DD date and throws RangeError for anything else', () => {
    expect(assertIsoDate('today', '2026-11-22')).to.equal('2026-11-22')
    expect(() => assertIsoDate('today', '22/11/2026')).to.throw(RangeError, /today must be a date as YYYY-MM-DD/)
    expect(() => assertIsoDate('today', '2026-02-30')).to.throw(RangeError)
  })
})
