import { expect } from 'chai'
import { ukMoment, ukToday } from '../../src/domain/clock'
import { todayOf as sagaToday } from '../../sagas/context'
import { todayOf as serverToday } from '../../mock-server/routes/context'
import { policyStartTime } from '../../reducers/proposal-selectors'
import type { SagaDeps } from '../../sagas/context'
import type { ServerContext } from '../../mock-server/routes/context'

describe('domain: the UK clock (ukMoment, ukToday)', () => {
  const table: readonly (readonly [string, string, string])[] = [
    ['2026-01-15T13:30:00.000Z', '2026-01-15', '13:30'], // GMT: the UK reads UTC
    ['2026-07-01T13:30:00.000Z', '2026-07-01', '14:30'], // BST: an hour ahead
    ['2026-07-01T23:30:00Z', '2026-07-02', '00:30'], // past midnight in the UK, still the day before in UTC
    ['2026-03-29T00:59:00Z', '2026-03-29', '00:59'], // the last minute of GMT before the clocks go forward
    ['2026-03-29T01:00:00Z', '2026-03-29', '02:00'], // the first of BST
    ['2026-10-25T00:59:00Z', '2026-10-25', '01:59'], // the last minute of BST
    ['2026-10-25T01:00:00Z', '2026-10-25', '01:00'], // GMT again
    ['2026-07-01T09:05+01:00', '2026-07-01', '09:05'], // a timestamp with its own offset
    ['2026-07-01T09:05', '2026-07-01', '10:05'], // without a zone: UTC, as the server writes
  ]
  for (const [iso, date, time] of table) {
    it(`reads ${iso} as ${date} at ${time}`, () => {
      expect(ukMoment(iso)).to.deep.equal({ date, time })
      expect(ukToday(iso)).to.equal(date)
    })
  }

  it('gives no moment for a date alone or for text that is no timestamp; today of a date is that date', () => {
    expect(ukMoment('2026-07-01')).to.equal(null)
    expect(ukMoment('yesterday')).to.equal(null)
    expect(ukToday('2026-07-01')).to.equal('2026-07-01')
  })

  it('is the day the sagas and the mock insurer judge dates on: both say 2 July at 00:30 BST', () => {
    const now = '2026-07-01T23:30:00.000Z'
    expect(sagaToday({ clock: { now: () => now } } as unknown as SagaDeps)).to.equal('2026-07-02')
    expect(serverToday({ now: () => now } as unknown as ServerContext)).to.equal('2026-07-02')
  })

  it('shows a policy starting today at the quote’s UK time (14:30hrs for 13:30 UTC in July), else 00:01hrs', () => {
    expect(policyStartTime('2026-07-01', '2026-07-01T13:30:00.000Z', '2026-07-01')).to.equal('14:30hrs')
    expect(policyStartTime('2026-01-15', '2026-01-15T13:30:00.000Z', '2026-01-15')).to.equal('13:30hrs')
    expect(policyStartTime('2026-07-02', '2026-07-01T13:30:00.000Z', '2026-07-01')).to.equal('00:01hrs')
  })
})

describe('domain: the UK clock agrees with the time-zone database', () => {
  const london = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
  const byIntl = (ms: number): { date: string; time: string } => {
    const part = Object.fromEntries(london.formatToParts(new Date(ms)).map((p) => [p.type, p.value]))
    return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` }
  }

  it('reads every hour of the weeks the clocks change in, and a day a fortnight, from 1990 to 2100 as Intl does in Europe/London', () => {
    for (let year = 1990; year <= 2100; year++) {
      for (const month of [2, 9]) {
        const from = Date.UTC(year, month, 24)
        for (let ms = from; ms < from + 8 * 86_400_000; ms += 60 * 60_000) {
          const iso = new Date(ms).toISOString()
          expect(ukMoment(iso), iso).to.deep.equal(byIntl(ms))
        }
      }
      for (let day = 0; day < 366; day += 13) {
        const ms = Date.UTC(year, 0, 1) + day * 86_400_000 + ((day * 7919) % 86_400) * 1000
        const iso = new Date(ms).toISOString()
        expect(ukMoment(iso), iso).to.deep.equal(byIntl(ms))
      }
    }
  })
})
