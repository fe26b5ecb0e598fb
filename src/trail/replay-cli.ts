import { readTrailFile } from './read-trail-file'
import { replay, replaySteps } from './replay'

const USAGE = 'usage: npm run replay -- <trail.json> [--steps]'

/**
 * Replays a trail file: prints the final proposal as JSON, or with --steps one line per event (seq, type,
 * what changed). Exit codes: 0 done, 1 the trail was refused (the message names the first bad event's index
 * and path), 2 usage or unreadable file.
 */
export const main = (argv: readonly string[], out: (s: string) => void, err: (s: string) => void): number => {
  const steps = argv.includes('--steps')
  const files = argv.filter((a) => !a.startsWith('--'))
  const unknown = argv.filter((a) => a.startsWith('--') && a !== '--steps')
  if (files.length !== 1 || unknown.length > 0) {
    err(USAGE)
    return 2
  }
  const file = files[0] as string
  const read = readTrailFile(file, err)
  if ('exit' in read) return read.exit
  const { trail } = read
  if (steps) {
    const { steps: lines } = replaySteps(trail.events)
    for (const s of lines) {
      out(`${String(s.seq).padStart(5)} ${s.type}${s.changes.length === 0 ? ' (no change)' : ''}`)
      for (const c of s.changes) out(`        ${c}`)
    }
    return 0
  }
  out(JSON.stringify(replay(trail.events).proposal, null, 2))
  return 0
}

const isEntry = process.argv[1] !== undefined && /replay-cli\.[tj]s$/.test(process.argv[1])
if (isEntry) {
  process.exitCode = main(
    process.argv.slice(2),
    (s) => process.stdout.write(`${s}\n`),
    (s) => process.stderr.write(`${s}\n`),
  )
}
