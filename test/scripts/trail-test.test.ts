import { expect } from 'chai'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { main, testName } from '../../scripts/trail-test'

const SAMPLE = join(import.meta.dirname, '..', 'fixtures', 'trails', 'edit-no-claims.json')

const run = (argv: string[], root: string) => {
  const out: string[] = []
  const err: string[] = []
  const code = main(argv, (s) => void out.push(s), (s) => void err.push(s), root)
  return { code, out, err }
}

describe('npm run trail:test', () => {
  it('writes a mocha test and its fixture (the trail and the state it folds to) under test/regressions/', () => {
    const root = mkdtempSync(join(tmpdir(), 'trail-test-'))
    const r = run([SAMPLE, 'Edit: no claims'], root)
    expect(r.code).to.equal(0)
    expect(r.out).to.deep.equal(['wrote test/regressions/edit-no-claims.test.ts and test/regressions/edit-no-claims.json'])
    const fixture = JSON.parse(readFileSync(join(root, 'test/regressions/edit-no-claims.json'), 'utf8')) as { trail: { conversation: unknown[] }; state: { proposal: { risk: { proposer: { driver_details: { claims: unknown[] } } } } } }
    expect(fixture.state.proposal.risk.proposer.driver_details.claims).to.deep.equal([])
    expect(fixture.trail.conversation.length).to.be.greaterThan(0)
    const source = readFileSync(join(root, 'test/regressions/edit-no-claims.test.ts'), 'utf8')
    expect(source).to.contain("describe('regression: edit-no-claims'")
    expect(source).to.contain('replayConversation(trail)')
  })

  it('names the test after the file when no name is given', () => {
    expect(testName('ridecover-trail-2026-11-01-09-30-00.json')).to.equal('ridecover-trail-2026-11-01-09-30-00')
  })

  it('refuses a bad trail (exit 1) and bad usage (exit 2)', () => {
    const root = mkdtempSync(join(tmpdir(), 'trail-test-'))
    const bad = join(root, 'bad.json')
    writeFileSync(bad, '{"format":"ridecover.trail","version":9}')
    expect(run([bad], root).code).to.equal(1)
    expect(run([bad], root).err[0]).to.contain('newer than')
    expect(run([], root).code).to.equal(2)
  })
})
