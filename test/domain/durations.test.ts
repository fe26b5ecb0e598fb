import { expect } from 'chai'
import { quantity, waitInWords } from '../../src/domain/durations'

describe('a wait in words', () => {
  it('says one of a unit in the singular, any other number in the plural', () => {
    expect([0, 1, 2].map((n) => quantity(n, 'minute'))).to.deep.equal(['0 minutes', '1 minute', '2 minutes'])
    expect(quantity(1, 'failed sign-in')).to.equal('1 failed sign-in')
  })

  const cases: [seconds: number, words: string][] = [
    [0, '1 second'],
    [0.2, '1 second'],
    [1, '1 second'],
    [45, '45 seconds'],
    [59, '59 seconds'],
    [59.4, '1 minute'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [899, '15 minutes'],
    [900, '15 minutes'],
    [119 * 60, '119 minutes'],
    [120 * 60, '2 hours'],
    [3 * 3600 - 1, '3 hours'],
  ]
  for (const [seconds, words] of cases)
    it(`says a wait of ${seconds} seconds as ${words}, rounded up`, () => {
      expect(waitInWords(seconds)).to.equal(words)
    })
})
