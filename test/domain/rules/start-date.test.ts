import { expect } from 'chai'
import { produce } from 'immer'
import { proposalErrors } from '../../../mock-server/http/proposal-checks'
import { rateProposal } from '../../../mock-server/pricing'
import { ratingFactors } from '../../../mock-server/pricing/rating-factors'
import { selectAddonCards } from '../../../reducers/proposal-selectors'
import type { Proposal } from '../../../src/domain/codecs'
import { addDays, addYears } from '../../../src/domain/formats'
import { ageDay, isStartDateExpired, lastStartDate } from '../../../src/domain/rules'
import { commuter, date } from '../../mock-server/pricing/example-parts'
import { validProposal } from '../../mock-server/server/running-server'
import { fact, stateAfter } from '../../reducers/given'
import { addon, quoteWith, serverProposal } from '../../reducers/samples'

const TODAY = '2026-11-22'
const YESTERDAY = '2026-11-21'
const TOMORROW = '2026-11-23'
const LAST = '2026-12-22'
const BEYOND = '2026-12-23'

describe('the start date and the day ages are judged on', () => {
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

  const cases: [string, string | null | undefined, string][] = [
    ['no start date', null, TODAY],
    ['an absent start date', undefined, TODAY],
    ['a start date that has passed', YESTERDAY, TODAY],
    ['a start date of today', TODAY, TODAY],
    ['a start date of tomorrow', TOMORROW, TOMORROW],
    ["the window's last day", LAST, LAST],
    ["the day after the window's last", BEYOND, TODAY],
  ]
  for (const [what, start, day] of cases) {
    it(`ages are judged on ${day === TODAY ? 'today' : 'the start date'} for ${what}`, () => expect(ageDay(start, TODAY)).to.equal(day))
  }
})

/*
 * The client and the insurer judge a rider's age on the same day: the client's extras selector (BPA over 18),
 * the insurer's rating (the age band, and the BPA it charges) and its checks (the 100-year limit). Each is asked
 * about a rider whose birthday falls the day before, on and the day after the start date and today, for start
 * dates inside, at the edges of and outside the 30-day window, and for none.
 */
describe('the client and the insurer agree on the day ages are judged on', () => {
  const STARTS: (string | null)[] = [null, YESTERDAY, TODAY, '2026-12-10', LAST, BEYOND]
  /** The dates of birth `years` before the day before, on and the day after the start date and today. */
  const birthdays = (start: string | null, years: number): string[] =>
    [...new Set([TODAY, ...(start === null ? [] : [start])])].flatMap((d) => [-1, 0, 1].map((shift) => addDays(addYears(d, -years), shift)))
  /** Whole years from `born` on the rule's day: what every side must agree with. */
  const ageOnTheDay = (born: string, start: string | null): number => {
    const day = ageDay(start, TODAY)
    return Number(day.slice(0, 4)) - Number(born.slice(0, 4)) - (day.slice(5) < born.slice(5) ? 1 : 0)
  }

  /** The client: is BPA offered to this proposer on the Addons screen (over 18, cover C)? */
  const clientOffersBpa = (start: string | null, born: string): boolean => {
    const s = stateAfter(
      fact('quote/QuoteCalculated', {
        proposal: serverProposal((p) => {
          p.risk.vehicle.cover_type = 'C'
          p.risk.start_date = start
          p.risk.proposer.date_of_birth = born
          p.quote = quoteWith([addon('BPA')])
          p.addons = [addon('BPA')]
        }),
      }),
    )
    return selectAddonCards(s, TODAY).some((a) => a.code === 'BPA')
  }

  /** The commuter on cover C, alone, with this start date and date of birth, and BPA chosen. */
  const rated = (start: string | null, born: string): Proposal =>
    produce(commuter(), (d) => {
      d.risk.start_date = start === null ? null : date(start)
      d.risk.proposer.date_of_birth = date(born)
      d.risk.additional_drivers = []
      d.risk.vehicle.cover_type = 'C'
      d.addons = [{ code: 'BPA', is_selected: true }]
    })

  /** The insurer's rating: does the quote charge the BPA chosen (premium subtotal above the premium)? */
  const insurerChargesBpa = (start: string | null, born: string): boolean => {
    const result = rateProposal(rated(start, born), { today: TODAY, now: `${TODAY}T09:00:00.000Z`, reference: '48213-90577-31642' })
    if (result.outcome !== 'quoted') throw new Error(`declined: ${result.reasons.join(', ')}`)
    return (result.quote.metadata.premium_subtotal ?? 0) > (result.quote.premium ?? 0)
  }

  /** The insurer's rating: the youngest rider's age band. */
  const insurerAgeBand = (start: string | null, born: string): string | undefined =>
    ratingFactors(rated(start, born), TODAY).find((f) => f.key === 'age')?.label

  /** The insurer's checks: is the date of birth refused by the 100-year limit? */
  const insurerRefusesAsTooOld = (start: string | null, born: string): boolean =>
    proposalErrors(
      produce(validProposal() as Proposal, (d) => {
        d.risk.start_date = start === null ? null : date(start)
        d.risk.proposer.date_of_birth = date(born)
      }),
      { today: TODAY, startDateWindow: false },
    ).some((e) => e.path === 'risk.proposer.date_of_birth')

  for (const start of STARTS) {
    describe(`with ${start === null ? 'no start date' : `the start date ${start}`}`, () => {
      it('the client shows BPA exactly when the insurer charges it: the proposer is over 18 on the day', () => {
        for (const born of birthdays(start, 19)) {
          const over18 = ageOnTheDay(born, start) > 18
          expect(clientOffersBpa(start, born), `client, born ${born}`).to.equal(over18)
          expect(insurerChargesBpa(start, born), `insurer, born ${born}`).to.equal(over18)
        }
      })

      it("the insurer's rating puts an 18th birthday on the day in the 18 to 20 band, the day after in 16 to 17", () => {
        for (const born of birthdays(start, 18)) {
          expect(insurerAgeBand(start, born), `born ${born}`).to.equal(ageOnTheDay(born, start) >= 18 ? 'youngest rider 18 to 20' : 'youngest rider 16 to 17')
        }
      })

      it("the insurer's checks take a rider 100 years old on the day and refuse one a day older", () => {
        for (const born of birthdays(start, 100)) {
          expect(insurerRefusesAsTooOld(start, born), `born ${born}`).to.equal(born < addYears(ageDay(start, TODAY), -100))
        }
      })
    })
  }
})
