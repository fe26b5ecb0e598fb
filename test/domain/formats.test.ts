import { expect } from 'chai'
import fc from 'fast-check'
import {
  addDays,
  addYears,
  maskPhoneWithExtension,
  compactSortCode,
  formatPounds,
  formatSortCode,
  formatUkDate,
  isAccountNumber,
  isEmail,
  isIsoDate,
  isName,
  isQuoteReference,
  isSortCode,
  isUkPhone,
  isUkPostcode,
  isUkRegistration,
  maskRegistration,
  normalisePostcode,
  normaliseRegistration,
  parseUkDate,
  yearsBetween,
} from '../../src/domain/formats'

type Case = readonly [input: string, expected: boolean, why: string]

const runPredicate = (id: string, name: string, predicate: (raw: string) => boolean, cases: readonly Case[]) =>
  describe(name, () => {
    cases.forEach(([input, expected, why]) => {
      it(`${id} ${expected ? 'accepts' : 'rejects'} ${JSON.stringify(input)} (${why})`, () => {
        expect(predicate(input)).to.equal(expected)
      })
    })
  })

describe('formats', () => {
  runPredicate('F5.02', 'isUkRegistration', isUkRegistration, [
    ['AB12CDE', true, 'current style'],
    ['ab12 cde', true, 'current style, lower case with a space'],
    [' AB12 CDE ', true, 'current style with outer spaces'],
    ['A123BCD', true, 'prefix style, three digits'],
    ['A1BCD', true, 'prefix style, one digit'],
    ['ABC123D', true, 'suffix style, three digits'],
    ['ABC1D', true, 'suffix style, one digit'],
    ['1A', true, 'dateless, digit then letter'],
    ['1234ABC', true, 'dateless, four digits then three letters'],
    ['ABC1234', true, 'dateless, three letters then four digits'],
    ['A1', true, 'dateless, letter then digit'],
    ['', false, 'empty'],
    ['A', false, 'one character'],
    ['AB12CDEF', false, 'eight characters'],
    ['AB12CD', false, 'current style missing a letter'],
    ['ABCD123', false, 'four letters before the digits'],
    ['AB-12CDE', false, 'punctuation'],
    ['ABCDEFG', false, 'letters only'],
    ['1234567', false, 'digits only'],
  ])

  describe('normaliseRegistration and maskRegistration', () => {
    ;[
      ['ab12 cde', 'AB12CDE'],
      ['  a 1 2 3 b c d ', 'A123BCD'],
      ['AB12CDE', 'AB12CDE'],
    ].forEach(([raw, normalised]) => {
      it(`F5.02 upper-cases and removes spaces: ${JSON.stringify(raw)} → ${normalised}`, () => {
        expect(normaliseRegistration(raw!)).to.equal(normalised)
      })
    })
    ;[
      ['ab12 cdef', 'AB12CDE'],
      ['a-b.1', 'AB1'],
      ['ab12cde', 'AB12CDE'],
    ].forEach(([raw, masked]) => {
      it(`F5.03 J2.45 masks to 7 letters or digits: ${JSON.stringify(raw)} → ${masked}`, () => {
        expect(maskRegistration(raw!)).to.equal(masked)
      })
    })

    it('F5.02 normaliseRegistration is idempotent and isUkRegistration only depends on the normalised form', () => {
      fc.assert(
        fc.property(fc.string({ maxLength: 12 }), (raw) => {
          const once = normaliseRegistration(raw)
          expect(normaliseRegistration(once)).to.equal(once)
          expect(isUkRegistration(once)).to.equal(isUkRegistration(raw))
        }),
      )
    })

    it('F5.03 a masked registration is never longer than 7 characters', () => {
      fc.assert(fc.property(fc.string(), (raw) => maskRegistration(raw).length <= 7))
    })
  })

  runPredicate('F5.09', 'isUkPostcode', isUkPostcode, [
    ['M1 1AA', true, 'A9 outward code'],
    ['M60 1NW', true, 'A99 outward code'],
    ['W1A 1HQ', true, 'A9A outward code'],
    ['CR2 6XH', true, 'AA9 outward code'],
    ['DN55 1PT', true, 'AA99 outward code'],
    ['EC1A 1BB', true, 'AA9A outward code'],
    ['GIR 0AA', true, 'the Girobank postcode'],
    ['gir0aa', true, 'GIR 0AA in lower case without a space'],
    ['sw1a1aa', true, 'lower case without a space'],
    [' SW1A 1AA ', true, 'outer spaces'],
    ['Q1 1AA', false, 'Q cannot start a postcode'],
    ['AA1 1CI', false, 'C and I cannot end a postcode'],
    ['V1 1AA', false, 'V cannot start a postcode'],
    ['M1 1AAA', false, 'inward code too long'],
    ['M1', false, 'outward code only'],
    ['12345', false, 'digits only'],
    ['', false, 'empty'],
    ['EC1A  1BB', false, 'two spaces'],
  ])

  describe('normalisePostcode', () => {
    ;[
      ['sw1a1aa', 'SW1A 1AA'],
      [' m1  1aa ', 'M1 1AA'],
      ['gir0aa', 'GIR 0AA'],
    ].forEach(([raw, normalised]) => {
      it(`puts one space before the inward code: ${JSON.stringify(raw)} → ${normalised}`, () => {
        expect(normalisePostcode(raw!)).to.equal(normalised)
      })
    })
  })

  runPredicate('F5.11', 'isUkPhone', isUkPhone, [
    ['07700900123', true, 'mobile with a leading 0'],
    ['+447700900123', true, 'mobile with +44'],
    ['+44 7700 900123', true, '+44 with spaces'],
    ['02079460958', true, 'London landline'],
    ['0117 496 0123', true, 'landline with spaces'],
    ['01632960123#123', true, 'extension of 3 digits'],
    ['01632960123#1234', true, 'extension of 4 digits'],
    ['0770090012', true, 'nine-digit national number'],
    ['0770090', false, 'too short'],
    ['077009001234', false, 'too long'],
    ['07700 9OO123', false, 'letters'],
    ['7700900123', false, 'no +44 or leading 0'],
    ['+4407700900123', false, '+44 followed by the trunk 0'],
    ['01632960123#12', false, 'extension of 2 digits'],
    ['01632960123#12345', false, 'extension of 5 digits'],
    ['', false, 'empty'],
  ])

  describe('maskPhoneWithExtension, without an extension', () => {
    ;[
      ['07700 900 123', '07700900123'],
      ['+44 (0) 7700-900123', '+440770090012'],
      ['abc', ''],
    ].forEach(([raw, masked]) => {
      it(`F5.12 J5.05 keeps digits and plus, at most 13: ${JSON.stringify(raw)} → ${masked}`, () => {
        expect(maskPhoneWithExtension(raw!)).to.equal(masked)
      })
    })
  })

  runPredicate('F5.04', 'isEmail', isEmail, [
    ['rider@example.co.uk', true, 'plain address'],
    ['first.last+bikes@example.com', true, 'dots and plus in the local part'],
    ["o'neil@example.org", true, 'apostrophe in the local part'],
    ['rider@example', false, 'no dot in the domain'],
    ['rider.example.com', false, 'no @'],
    ['rider@@example.com', false, 'two @'],
    ['rider..x@example.com', false, 'two dots in a row'],
    ['rider@-example.com', false, 'domain label starting with a hyphen'],
    ['rider @example.com', false, 'space'],
    ['', false, 'empty'],
  ])

  runPredicate('F5.06', 'isName', isName, [
    ['Anne', true, 'letters'],
    ['Anne-Marie', true, 'hyphen'],
    ["O'Brien", true, 'apostrophe'],
    ['J. R.', true, 'dots and a space'],
    ['Zoë', true, 'accented letter'],
    ['Henry 8th', true, 'digits after the first letter'],
    ['8ball', false, 'starts with a digit'],
    ['-Anne', false, 'starts with a hyphen'],
    [' Anne', false, 'starts with a space'],
    ['Anne_Marie', false, 'underscore'],
    ['Anne!', false, 'exclamation mark'],
    ['', false, 'empty'],
  ])

  runPredicate('J5.09', 'isSortCode', isSortCode, [
    ['12-34-56', true, '##-##-##'],
    ['123456', true, 'six plain digits'],
    ['12-3456', false, 'one dash'],
    ['12-34-5', false, 'five digits'],
    ['12-34-567', false, 'seven digits'],
    ['ab-cd-ef', false, 'letters'],
    ['12 34 56', false, 'spaces'],
  ])

  describe('sort code formatting', () => {
    it('J4.10 compactSortCode removes the dashes for the server', () => {
      expect(compactSortCode('12-34-56')).to.equal('123456')
    })
    ;[
      ['123456', '12-34-56'],
      ['12-34-56', '12-34-56'],
      ['1234', '1234'],
    ].forEach(([raw, shown]) => {
      it(`J5.09 formatSortCode shows ${JSON.stringify(raw)} as ${shown}`, () => {
        expect(formatSortCode(raw!)).to.equal(shown)
      })
    })
  })

  runPredicate('J5.08', 'isAccountNumber', isAccountNumber, [
    ['12345678', true, 'eight digits'],
    [' 12345678 ', true, 'outer spaces'],
    ['1234567', false, 'seven digits'],
    ['123456789', false, 'nine digits'],
    ['1234567a', false, 'a letter'],
    ['1234 5678', false, 'inner space'],
  ])

  runPredicate('F5.35', 'isQuoteReference', isQuoteReference, [
    ['12345-67890-12345', true, 'three groups of five digits'],
    ['00000-00000-00000', true, 'zeros'],
    ['12345-67890-1234', false, 'last group of four'],
    ['123456-7890-12345', false, 'first group of six'],
    ['12345_67890_12345', false, 'underscores'],
    ['123456789012345', false, 'no hyphens'],
    ['ABCDE-67890-12345', false, 'letters'],
  ])

  describe('parseUkDate and formatUkDate', () => {
    ;(
      [
        ['29/02/2024', '2024-02-29', 'leap day in a leap year'],
        ['31/12/2020', '2020-12-31', 'last day of the year'],
        ['01/01/1900', '1900-01-01', 'first day of 1900'],
        [' 05/06/2007 ', '2007-06-05', 'outer spaces'],
        ['31/02/2020', null, 'no 31 February'],
        ['29/02/2023', null, 'no leap day in a common year'],
        ['29/02/1900', null, '1900 is not a leap year'],
        ['31/04/2020', null, 'April has 30 days'],
        ['1/2/2020', null, 'no zero padding'],
        ['01-02-2020', null, 'dashes'],
        ['2020-02-01', null, 'ISO order'],
        ['00/01/2020', null, 'day 0'],
        ['01/13/2020', null, 'month 13'],
        ['', null, 'empty'],
      ] as const
    ).forEach(([raw, iso, why]) => {
      it(`F5.16 parses ${JSON.stringify(raw)} strictly as ${String(iso)} (${why})`, () => {
        expect(parseUkDate(raw)).to.equal(iso)
      })
    })

    it('F5.16 every real DD/MM/YYYY date round-trips through parseUkDate and formatUkDate', () => {
      const date = fc
        .record({ y: fc.integer({ min: 1, max: 9999 }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 31 }) })
        .filter(({ y, m, d }) => d <= new Date(Date.UTC(2000, m, 0)).getUTCDate() && !(m === 2 && d === 29 && !(y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0))))
      fc.assert(
        fc.property(date, ({ y, m, d }) => {
          const shown = `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${String(y).padStart(4, '0')}`
          const iso = parseUkDate(shown)
          expect(iso).to.not.equal(null)
          expect(isIsoDate(iso!)).to.equal(true)
          expect(formatUkDate(iso!)).to.equal(shown)
        }),
      )
    })

    it('formatUkDate leaves anything that is not an ISO date unchanged', () => {
      expect(formatUkDate('not a date')).to.equal('not a date')
    })
  })

  describe('date arithmetic', () => {
    ;(
      [
        ['addYears', () => addYears('2024-02-29', 1), '2025-02-28'],
        ['addYears', () => addYears('2024-02-29', 4), '2028-02-29'],
        ['addYears', () => addYears('2026-11-22', -16), '2010-11-22'],
        ['addDays', () => addDays('2026-11-22', 30), '2026-12-22'],
        ['addDays', () => addDays('2024-02-28', 1), '2024-02-29'],
        ['addDays', () => addDays('2026-01-01', -1), '2025-12-31'],
      ] as const
    ).forEach(([name, run, expected], i) => {
      it(`${name} case ${i + 1} gives ${expected}`, () => {
        expect(run()).to.equal(expected)
      })
    })
    ;(
      [
        ['2010-11-22', '2026-11-22', 16],
        ['2010-11-23', '2026-11-22', 15],
        ['2008-02-29', '2024-02-28', 15],
        ['2008-02-29', '2024-02-29', 16],
        ['2008-02-29', '2025-02-28', 16],
      ] as const
    ).forEach(([born, on, years]) => {
      it(`yearsBetween(${born}, ${on}) is ${years}`, () => {
        expect(yearsBetween(born, on)).to.equal(years)
      })
    })
  })
})

describe('maskPhoneWithExtension', () => {
  const cases: [string, string][] = [
    ['07700 900123', '07700900123'],
    ['+44 7700 900123 999', '+447700900123'],
    ['020 7946 0000#123', '02079460000#123'],
    ['020 7946 0000#12345', '02079460000#1234'],
    ['0207946x0000#1a2', '02079460000#12'],
  ]
  for (const [raw, masked] of cases) {
    it(`F5.12 masks ${JSON.stringify(raw)} to ${JSON.stringify(masked)}: digits and plus up to 13, then '#' and up to 4 digits`, () => {
      expect(maskPhoneWithExtension(raw)).to.equal(masked)
    })
  }
})

describe('domain: formatPounds writes amounts as en-GB does', () => {
  const byIntl = (n: number): string => `£${n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`

  it('agrees with toLocaleString on pence amounts, rounding ties, large, negative and odd numbers', () => {
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (pence) => formatPounds(pence / 100) === byIntl(pence / 100)), { numRuns: 5000 })
    fc.assert(fc.property(fc.double({ noNaN: false }), (n) => formatPounds(n) === byIntl(n)), { numRuns: 5000 })
    for (const n of [0, -0, 1e-7, 5e-7, 1.2345678901234568e20, 0.005, 0.015, 1.005, 2.675, -0.005, -0.004, 999.995, 1e15, 1e21, -1e15 + 0.5, Infinity, -Infinity, NaN]) expect(formatPounds(n), String(n)).to.equal(byIntl(n))
  })
})
