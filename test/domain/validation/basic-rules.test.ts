import { expect } from 'chai'
import fc from 'fast-check'
import {
  ageBounds,
  maxLength,
  minValue,
  mustBeTicked,
  numeric,
  repeaterItems,
  required,
  requiredFor,
} from '../../../src/domain/validation/basic-rules'
import { MESSAGES } from '../../../src/domain/validation/messages'
import { before, compose, fieldErrors, isEmpty, mapMessage, type Answer, type Rule } from '../../../src/domain/validation/rule'
import { table } from './rule-table'

describe('basic rules', () => {
  describe('required', () => {
    table('F5.01', () => required(), [
      ['Anne', null, 'a non-empty string'],
      [true, null, 'true'],
      [false, null, 'false is an answer'],
      [0, null, '0 is an answer'],
      [12.5, null, 'a number'],
      ['', MESSAGES.required, 'an empty string'],
      ['   ', MESSAGES.required, 'a blank string'],
      [null, MESSAGES.required, 'null'],
      [undefined, MESSAGES.required, 'undefined'],
      [Number.NaN, MESSAGES.required, 'NaN is no answer'],
    ])

    it('F5.01 every non-blank string passes', () => {
      fc.assert(fc.property(fc.string().filter((s) => s.trim() !== ''), (s) => required()(s) === null))
    })

    it('uses the keyed message with requiredFor', () => {
      expect(requiredFor('vehicle.value')(null)).to.equal('Enter the value of the vehicle')
      expect(requiredFor('vehicle.value')(0)).to.equal(null)
    })

    it('uses a given message', () => {
      expect(required('Say something')('')).to.equal('Say something')
    })
  })

  describe('numeric', () => {
    table('F5.01', () => numeric, [
      ['123', null, 'digits'],
      [' 12.5 ', null, 'a decimal with outer spaces'],
      ['-3', null, 'a negative number is numeric'],
      ['.5', null, 'a leading dot'],
      [42, null, 'a number'],
      ['', null, 'empty is left to required'],
      [null, null, 'null is left to required'],
      ['12a', MESSAGES.number, 'a letter'],
      ['1,000', MESSAGES.number, 'a comma (only the bike value strips it)'],
      ['1e3', MESSAGES.number, 'an exponent'],
      ['--1', MESSAGES.number, 'two signs'],
      [true, MESSAGES.number, 'a boolean'],
      [Number.POSITIVE_INFINITY, MESSAGES.number, 'infinity'],
    ])
  })

  describe('minValue', () => {
    table('F5.28', () => minValue(0), [
      ['0', null, 'the minimum'],
      [5000, null, 'above'],
      ['-1', "The value can't be less than 0", 'below'],
      [-0.5, "The value can't be less than 0", 'a negative number'],
      ['abc', null, 'not a number is left to numeric'],
      ['', null, 'empty is left to required'],
    ])
  })

  describe('ageBounds', () => {
    ;(
      [
        [17, null, 'the minimum'],
        [99, null, 'the maximum'],
        [16, 'The age must be at least 17 to proceed.', 'too young'],
        [100, 'The age must be no more than 99 to proceed.', 'too old'],
      ] as const
    ).forEach(([years, message, why]) => {
      it(`F5.15 ${years} years within 17..99 gives ${JSON.stringify(message)} (${why})`, () => {
        expect(ageBounds(17, 99)(years)).to.equal(message)
      })
    })
  })

  describe('maxLength', () => {
    table('F5.14', () => maxLength(5), [
      ['abcde', null, 'the maximum'],
      ['abcdef', 'The question cannot exceed 5 characters.', 'too long'],
      ['', null, 'empty'],
    ])
  })

  describe('mustBeTicked', () => {
    const rule = mustBeTicked('Tick it')
    ;(
      [
        [true, null],
        [false, 'Tick it'],
        [null, 'Tick it'],
        [undefined, 'Tick it'],
      ] as const
    ).forEach(([value, expected]) => {
      it(`J5.11 ${expected === null ? 'passes' : 'fails'} for ${String(value)}`, () => {
        expect(rule(value)).to.equal(expected)
      })
    })
  })

  describe('repeaterItems', () => {
    const rule = repeaterItems('claim')
    ;(
      [
        [true, 0, 'Please add at least one claim', 'Yes with no items'],
        [true, 1, null, 'Yes with one item'],
        [false, 0, null, 'No needs no items'],
        [null, 0, null, 'unanswered (left to required)'],
      ] as const
    ).forEach(([answer, count, expected, why]) => {
      it(`F5.30 ${expected === null ? 'passes' : 'fails'} when ${why}`, () => {
        expect(rule({ answer, count })).to.equal(expected)
      })
    })
  })

  describe('combinators', () => {
    const isShort: Rule = (v) => (typeof v === 'string' && v.length < 3 ? 'short' : null)
    it('compose returns the first failing message, in order', () => {
      expect(compose(required('empty'), isShort)('')).to.equal('empty')
      expect(compose(required('empty'), isShort)('ab')).to.equal('short')
      expect(compose(required('empty'), isShort)('abc')).to.equal(null)
      expect(compose<Answer>()('anything')).to.equal(null)
    })
    it('before prepares the value for the rule', () => {
      expect(before((v: Answer) => (typeof v === 'string' ? v.trim() : v), isShort)('  ab  ')).to.equal('short')
    })
    it('mapMessage rewrites only failures', () => {
      const loud = mapMessage(isShort, (m) => m.toUpperCase())
      expect(loud('ab')).to.equal('SHORT')
      expect(loud('abc')).to.equal(null)
    })
    it('isEmpty treats false and 0 as answers', () => {
      expect([false, 0, 'x'].map(isEmpty)).to.deep.equal([false, false, false])
      expect([null, undefined, '', ' ', Number.NaN].map(isEmpty)).to.deep.equal([true, true, true, true, true])
    })
    it('fieldErrors keeps only failing fields', () => {
      const errors = fieldErrors<'a' | 'b'>([
        ['a', null],
        ['b', 'wrong'],
      ])
      expect(errors).to.deep.equal({ b: 'wrong' })
      expect(fieldErrors<'a'>([['a', null]])).to.deep.equal({})
    })
  })
})
