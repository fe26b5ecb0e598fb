import { expect } from 'chai'
import fc from 'fast-check'
import { forRider, forRole } from '../../../src/domain/validation/rider-wording'

describe('forRider', () => {
  ;(
    [
      ['Please enter your date of birth', 'Please enter their date of birth', 'your → their'],
      ['Please confirm if you have any claims', 'Please confirm if they have any claims', 'you → they'],
      ["Please confirm if you're a member", "Please confirm if they're a member", "you're → they're"],
      ["Please confirm if you've been refused", "Please confirm if they've been refused", "you've → they've"],
      ['Please confirm if you’re a member', 'Please confirm if they’re a member', 'curly apostrophe kept'],
      ['You need to be 16 years or over', 'They need to be 16 years or over', 'capital You → They'],
      ['Your licence', 'Their licence', 'capital Your → Their'],
      ["You're sure", "They're sure", "capital You're → They're"],
      ["You've answered", "They've answered", "capital You've → They've"],
      ['YOUR DETAILS', 'THEIR DETAILS', 'all caps YOUR → THEIR'],
      ["YOU'RE IN", "THEY'RE IN", "all caps YOU'RE → THEY'RE"],
      ["YOU're", "THEY're", "the case of the 'you' part decides; the ending stays as written"],
      ['yOu and YOu', 'they and They', 'mixed case: the first letter decides'],
      ['you, your and you.', 'they, their and they.', 'punctuation around the words'],
      ['Please describe it yourself', 'Please describe it yourself', '"your" inside yourself is untouched'],
      ['See the bayou or youth club', 'See the bayou or youth club', 'you inside other words is untouched'],
      ['yours truly', 'yours truly', '"yours" is not one of the words'],
      ['you_r', 'you_r', 'underscore joins a word'],
      ['2you', '2you', 'digit joins a word'],
      ['Cover start date is required', 'Cover start date is required', 'nothing to rewrite'],
      ['', '', 'empty'],
    ] as const
  ).forEach(([proposer, rider, why]) => {
    it(`rewrites ${JSON.stringify(proposer)} as ${JSON.stringify(rider)} (${why})`, () => {
      expect(forRider(proposer)).to.equal(rider)
    })
  })

  it("rewrites you're and you've as whole words before you, never as they + 're left over from a partial match", () => {
    expect(forRider("you're, you've, you")).to.equal("they're, they've, they")
  })

  it('is idempotent', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('you', 'You', 'YOUR', "you're", "You've", 'your', 'yourself', 'bayou', ' ', ', ', '.', 'x', "'")),
        (parts) => {
          const once = forRider(parts.join(''))
          expect(forRider(once)).to.equal(once)
        },
      ),
    )
  })

  it('leaves no whole-word you, your, you’re or you’ve behind', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('you', 'You', 'YOU', 'your', "you're", "you've", ' ', '. ')), (parts) => {
        expect(forRider(parts.join(''))).to.not.match(/(?<![\p{L}\p{N}_])you(?:r|'re|'ve)?(?![\p{L}\p{N}_])/iu)
      }),
    )
  })
})

describe('forRole', () => {
  it('keeps the proposer wording', () => {
    expect(forRole('proposer', 'Please enter your surname')).to.equal('Please enter your surname')
  })
  it('uses the rider wording for an additional driver', () => {
    expect(forRole('additional_driver', 'Please enter your surname')).to.equal('Please enter their surname')
  })
})
