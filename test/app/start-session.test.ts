import { expect } from 'chai'
import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'

const ROOT = join(import.meta.dirname, '..', '..')
const SAMPLE = join(ROOT, 'test', 'fixtures', 'trails', 'completed-quote.json')

/** The unions that only decoding needs, built lazily (src/domain/lazy-codec.ts). */
const DECODING_UNIONS = ['CallEntry', 'ConversationEntry', 'DetailAnswer', 'DomainEvent', 'PersonAnswer']

/**
 * Evaluates the app's start stage (src/app/start-session.ts and every module it brings) in a process of its own,
 * so no other test's decoding has built a codec before, with a spy on io-ts's `union` (set on the module before
 * any code imports it), runs `then` there, and answers which of the decoding unions were built: after the
 * stage's evaluation, and after `then`.
 */
const builtIn = async (then: string): Promise<{ atStart: string[]; after: string[] }> => {
  const script = `
    const { createRequire } = await import('node:module')
    const io = createRequire(${JSON.stringify(join(ROOT, 'package.json'))})('io-ts')
    const union = io.union
    const built = []
    io.union = (types, name) => {
      if (${JSON.stringify(DECODING_UNIONS)}.includes(name)) built.push(name)
      return union(types, name)
    }
    await import(${JSON.stringify(join(ROOT, 'src', 'app', 'start-session.ts'))})
    const atStart = [...built]
    ${then}
    console.log(JSON.stringify({ atStart, after: [...new Set(built)] }))
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
      expect([...after].sort()).to.deep.equal(DECODING_UNIONS)
    })
  })
})
