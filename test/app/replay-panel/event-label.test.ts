import { expect } from 'chai'
import { eventLabel } from '../../../src/app/replay-panel/event-label'
import { storedSample } from '../../fixtures/trails/samples'

describe('the replay panel: its list of events', () => {
  it('labels each event with its number and type, and a navigation with its path', () => {
    const events = storedSample('edit-no-claims.json').events
    const firstNav = events.findIndex((e) => e.type === 'journey/Navigated')
    const nav = events[firstNav]
    const other = events.findIndex((e) => e.type !== 'journey/Navigated')
    const answer = events[other]
    if (nav === undefined || answer === undefined) throw new Error('the sample navigates and answers')
    expect(eventLabel(nav, firstNav)).to.match(new RegExp(`^${String(firstNav + 1)}\\. journey/Navigated → /quote/edit\\?uuid=`))
    expect(eventLabel(answer, other)).to.equal(`${String(other + 1)}. ${answer.type}`)
  })
})
