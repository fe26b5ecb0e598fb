import { readTrailFile } from '../src/trail/read-trail-file'
import { mkdirSync, writeFileSync } from 'node:fs'
import { basename, join, relative } from 'node:path'
import { replay } from '../reducers/root'

const USAGE = 'usage: npm run trail:test -- <trail.json> [name]'

/** A name safe for a file and a test title: lower case words joined by dashes. */
export const testName = (s: string): string =>
  s
    .toLowerCase()
    .replace(/\.json$/, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'trail'

/** The mocha test written beside its fixture; it reads `<name>.json` (the trail and the state it folds to). */
export const testSource = (name: string, hasConversation: boolean): string => `import { expect } from 'chai'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { replay, type AppState } from '../../reducers/root'
import { replayConversation } from '../../src/app/conversation-replay'
import { describeDivergence } from './describe-divergence'
import { decodeTrail } from '../../src/domain/trail/decode-trail'
import { diffPaths } from '../../src/trail/replay'

// Written by \`npm run trail:test\` from a session's trail: if the behaviour changed on purpose, write it again.
const fixture = JSON.parse(readFileSync(join(import.meta.dirname, '${name}.json'), 'utf8')) as { trail: unknown; state: AppState }
const decoded = decodeTrail(fixture.trail)
if (decoded._tag === 'Left') throw new Error(\`${name}.json: \${decoded.left.message}\`)
const trail = decoded.right

describe('regression: ${name}', () => {
  it('folds the trail to the recorded final state', () => {
    const differences = diffPaths(fixture.state, JSON.parse(JSON.stringify(replay(trail.events))))
    expect(differences, \`the state differs (recorded → now):\\n  \${differences.join('\\n  ')}\`).to.deep.equal([])
  })
${
  hasConversation
    ? `
  it('re-runs the commands through the sagas against the recorded answers: the same calls and events', async () => {
    const r = await replayConversation(trail)
    expect(r.divergence === null ? 'no divergence' : describeDivergence(r.divergence)).to.equal('no divergence')
    expect(r.calls.map((c) => c.name)).to.deep.equal(trail.conversation.flatMap((e) => (e.kind === 'call' ? [e.name] : [])))
    expect(r.events.map((e) => e.type)).to.deep.equal(trail.events.map((e) => e.type))
  })
`
    : `
  // This trail recorded no conversation (schema version 1, or a scripted trail): only its fold is checked.
`
}})
`

/**
 * Turns a trail file into a regression test: writes test/regressions/<name>.json (the trail, decoded and
 * upcast, with the state it folds to now) and test/regressions/<name>.test.ts, which folds the trail and
 * asserts that state, and re-runs the conversation through the real sagas against the recorded answers,
 * asserting the same calls and events. Exit codes: 0 written, 1 the trail was refused, 2 usage or unreadable.
 */
export const main = (argv: readonly string[], out: (s: string) => void, err: (s: string) => void, root = process.cwd()): number => {
  if (argv.length < 1 || argv.length > 2 || argv.some((a) => a.startsWith('--'))) {
    err(USAGE)
    return 2
  }
  const file = argv[0] as string
  const read = readTrailFile(file, err)
  if ('exit' in read) return read.exit
  const trail = read.trail
  const name = testName(argv[1] ?? basename(file))
  const dir = join(root, 'test', 'regressions')
  mkdirSync(dir, { recursive: true })
  const fixture = join(dir, `${name}.json`)
  const test = join(dir, `${name}.test.ts`)
  writeFileSync(fixture, `${JSON.stringify({ trail, state: replay(trail.events) }, null, 2)}\n`)
  writeFileSync(test, testSource(name, trail.conversation.length > 0))
  out(`wrote ${relative(root, test)} and ${relative(root, fixture)}`)
  return 0
}

const isEntry = process.argv[1] !== undefined && /trail-test\.[tj]s$/.test(process.argv[1])
if (isEntry) {
  process.exitCode = main(
    process.argv.slice(2),
    (s) => process.stdout.write(`${s}\n`),
    (s) => process.stderr.write(`${s}\n`),
  )
}
