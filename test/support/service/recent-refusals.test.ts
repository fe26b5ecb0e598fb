import { expect } from 'chai'
import { RecentRefusals } from '../../../src/support/service/recent-refusals'

describe('support service: refused sends remembered per sender', () => {
  it('counts a sender’s refusals within the window only, with the earliest', () => {
    const r = new RecentRefusals(1000)
    r.add('a', 0)
    r.add('a', 400)
    r.add('b', 500)
    expect(r.count('a', 900)).to.deep.equal({ count: 2, earliest: 0 })
    expect(r.count('a', 1000)).to.deep.equal({ count: 1, earliest: 400 })
    expect(r.count('a', 1400)).to.deep.equal({ count: 0, earliest: null })
    expect(r.count('b', 1400)).to.deep.equal({ count: 1, earliest: 500 })
  })

  it('remembers at most so many senders, forgetting the one seen longest ago first', () => {
    const r = new RecentRefusals(10_000, 2)
    r.add('a', 1)
    r.add('b', 2)
    r.add('a', 3)
    r.add('c', 4)
    expect(r.count('b', 5).count).to.equal(0)
    expect(r.count('a', 5).count).to.equal(2)
    expect(r.count('c', 5).count).to.equal(1)
  })
})
