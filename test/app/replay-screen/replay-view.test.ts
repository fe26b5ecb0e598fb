import { expect } from 'chai'
import { frozenStoreAfter, pathAfter, timeAfter } from '../../../src/app/replay-screen/replay-view'
import { event } from '../../../src/domain/events'
import { storedSample } from '../../fixtures/trails/samples'

describe('a replayed screen: the view at one position of a trail', () => {
  const trail = storedSample('edit-no-claims.json')
  const events = trail.events
  const firstNav = events.findIndex((e) => e.type === 'journey/Navigated')

  it('draws the path of the last navigation up to the position, and the quote form before any', () => {
    expect(pathAfter(events, 0)).to.equal('/get-a-quote')
    expect(pathAfter(events, firstNav)).to.equal('/get-a-quote')
    expect(pathAfter(events, firstNav + 1)).to.match(/^\/quote\/edit\?uuid=/)
    expect(pathAfter(events, events.length)).to.match(/^\/quote\/payment-option\?uuid=/)
  })

  it('folds exactly the events up to the position, and ignores what the replayed screens dispatch', () => {
    const all = frozenStoreAfter(events, events.length)
    const none = frozenStoreAfter(events, 0)
    expect(all.getState().proposal.uuid).to.equal(trail.state.proposal.uuid)
    expect(none.getState().proposal.uuid ?? null).to.equal(null)
    const before = all.getState()
    all.dispatch(event('proposal/CoverTypeChosen', { coverType: 'TPO' }))
    expect(all.getState()).to.equal(before)
  })

  it("reads the replayed screens' now from the last shown event", () => {
    expect(timeAfter(events, 2, 'x')).to.equal(events[1]?.meta.at)
    expect(timeAfter([], 0, '2026-01-01T00:00:00.000Z')).to.equal('2026-01-01T00:00:00.000Z')
  })
})
