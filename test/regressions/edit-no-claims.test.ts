import { expect } from 'chai'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { replay, type AppState } from '../../reducers/root'
import { replayConversation } from '../../src/app/conversation-replay'
import { describeDivergence } from './describe-divergence'
import { decodeTrail } from '../../src/domain/trail/decode-trail'
import { diffPaths } from '../../src/trail/replay'

// Written by `npm run trail:test` from a session's trail: if the behaviour changed on purpose, write it again.
const fixture = JSON.parse(readFileSync(join(import.meta.dirname, 'edit-no-claims.json'), 'utf8')) as { trail: unknown; state: AppState }
const decoded = decodeTrail(fixture.trail)
if (decoded._tag === 'Left') throw new Error(`edit-no-claims.json: ${decoded.left.message}`)
const trail = decoded.right

describe('regression: edit-no-claims', () => {
  it('folds the trail to the recorded final state', () => {
    const differences = diffPaths(fixture.state, JSON.parse(JSON.stringify(replay(trail.events))))
    expect(differences, `the state differs (recorded → now):\n  ${differences.join('\n  ')}`).to.deep.equal([])
  })

  it('re-runs the commands through the sagas against the recorded answers: the same calls and events', async () => {
    const r = await replayConversation(trail)
    expect(r.divergence === null ? 'no divergence' : describeDivergence(r.divergence)).to.equal('no divergence')
    expect(r.calls.map((c) => c.name)).to.deep.equal(trail.conversation.flatMap((e) => (e.kind === 'call' ? [e.name] : [])))
    expect(r.events.map((e) => e.type)).to.deep.equal(trail.events.map((e) => e.type))
  })
})
