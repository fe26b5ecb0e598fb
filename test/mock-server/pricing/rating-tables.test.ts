import { expect } from 'chai'
import { bandFor, groupThousands } from '../../../mock-server/pricing/rating-tables'

describe('mock-server pricing: the band tables', () => {
  it('finds the first band whose upper bound is at or above the value, else the last', () => {
    const bands = [
      { upTo: 10, label: 'low' },
      { upTo: 20, label: 'high' },
    ]
    expect(bandFor(bands, 10).label).to.equal('low')
    expect(bandFor(bands, 11).label).to.equal('high')
    expect(bandFor(bands, 99).label).to.equal('high')
  })

  it('refuses an empty band table', () => {
    expect(() => bandFor([], 1)).to.throw(RangeError, 'empty band table')
  })

  it('groups thousands with commas, however many there are', () => {
    expect([999, 1_000, 12_500, 1_250_000, 1_234_567_890].map(groupThousands)).to.deep.equal(['999', '1,000', '12,500', '1,250,000', '1,234,567,890'])
  })
})
