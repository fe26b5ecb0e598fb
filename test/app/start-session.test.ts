import { expect } from 'chai'
import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'

const ROOT = join(import.meta.dirname, '..', '..')
const SAMPLE = join(ROOT, 'test', 'fixtures', 'trails', 'completed-quote.json')

/**
 * Evaluates the app's start stage (src/app/start-session.ts and every module it brings) in a process of its own,
 * so no other test's decoding has built a codec before, runs `then` there, and answers the names of the lazy
 * codecs built: after the stage's evaluation, and after `then`.
 */
const builtIn = async (then: string): Promise<{ atStart: string[]; after: string[] }> => {
  const script = `
    const { lazyCodecsBuilt } = await import(${JSON.stringify(join(ROOT, 'src', 'domain', 'lazy-codec.ts'))})
    await import(${JSON.stringify(join(ROOT, 'src', 'app', 'start-session.ts'))})
    const atStart = lazyCodecsBuilt()
    ${then}
    console.log(JSON.stringify({ atStart, after: lazyCodecsBuilt() }))
  `
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: ROOT })
  return JSON.parse(stdout) as { atStart: string[]; after: string[] }
}

describe('the start stage of the app', function () {
  this.timeout(60_000)

  describe('when its modules are evaluated', () => {
    it('builds none of the codecs that only decode: the events, the answers, the conversation', async () => {
      const { atStart } = await builtIn('')
      expect(atStart).to.deep.equal([])
    })
  })

  describe('when a trail is then decoded', () => {
    it('builds the events, the answers and the conversation codecs the decoding uses', async () => {
      const { atStart, after } = await builtIn(`
        const { decodeTrail } = await import(${JSON.stringify(join(ROOT, 'src', 'domain', 'trail', 'decode-trail.ts'))})
        const { readFileSync } = await import('node:fs')
        const decoded = decodeTrail(readFileSync(${JSON.stringify(SAMPLE)}, 'utf8'))
        if (decoded._tag === 'Left') throw new Error(decoded.left.message)
      `)
      expect(atStart).to.deep.equal([])
      expect([...after].sort()).to.deep.equal(['CallEntry', 'ConversationEntry', 'DetailAnswer', 'DomainEvent', 'PersonAnswer'])
    })
  })
})
