import { expect } from 'chai'
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { main } from '../../src/trail/replay-cli'

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'trails')
const run = (args: string[]) => {
  const out: string[] = []
  const err: string[] = []
  const code = main(args, (s) => out.push(s), (s) => err.push(s))
  return { code, out: out.join('\n'), err: err.join('\n') }
}

describe('the replay CLI', () => {
  for (const file of ['completed-quote.json', 'edit-no-claims.json', 'requote.json']) {
    it(`prints the same final proposal twice for ${file}`, () => {
      const a = run([join(FIXTURES, file)])
      const b = run([join(FIXTURES, file)])
      expect(a.code).to.equal(0)
      expect(a.out).to.equal(b.out)
      expect(JSON.parse(a.out)).to.have.nested.property('risk.vehicle')
    })
  }

  it('prints one line per event with --steps', () => {
    const r = run([join(FIXTURES, 'requote.json'), '--steps'])
    expect(r.code).to.equal(0)
    const eventLines = r.out.split('\n').filter((l) => /^\s+\d+ \S+\//.test(l))
    const trail = JSON.parse(readFileSync(join(FIXTURES, 'requote.json'), 'utf8')) as { events: unknown[] }
    expect(eventLines).to.have.length(trail.events.length)
    expect(r.out).to.include('proposal.risk.voluntary_excess: 250 → 500')
  })

  it('exits 1 naming the index of an event whose type was changed', () => {
    const doc = JSON.parse(readFileSync(join(FIXTURES, 'completed-quote.json'), 'utf8')) as { events: { type: string }[] }
    ;(doc.events[12] as { type: string }).type = 'proposal/SomethingElse'
    const dir = mkdtempSync(join(tmpdir(), 'trail-'))
    const file = join(dir, 'bad.json')
    writeFileSync(file, JSON.stringify(doc))
    const r = run([file])
    expect(r.code).to.equal(1)
    expect(r.err).to.include('event 12: type: unknown event type "proposal/SomethingElse"')
    expect(r.out).to.equal('')
  })

  it('exits 2 with usage when no file is given, and 2 when the file cannot be read', () => {
    expect(run([]).code).to.equal(2)
    expect(run(['--verbose', 'x.json']).code).to.equal(2)
    const missing = run(['/nonexistent/trail.json'])
    expect(missing.code).to.equal(2)
    expect(missing.err).to.match(/^cannot read/)
  })

  it('runs as `npm run replay`, exiting non-zero on a bad trail', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'trail-'))
    const file = join(dir, 'bad.json')
    writeFileSync(file, '{"format":"ridecover.trail"}')
    const cli = join(import.meta.dirname, '..', '..', 'src', 'trail', 'replay-cli.ts')
    const err = await promisify(execFile)(process.execPath, ['--import', 'tsx', cli, file]).then(
      () => null,
      (e: { code: number; stderr: string }) => e,
    )
    expect(err?.code).to.equal(1)
    expect(err?.stderr).to.include('invalid trail')
  })
})
