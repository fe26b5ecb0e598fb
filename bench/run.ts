import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { benchTrail } from './trail-bench'

/**
 * `npm run bench`: runs every benchmark, prints the figures, and writes them to bench/results.json.
 * Figures are measurements of this machine; targets are printed beside them, never asserted by tests.
 */
const main = (): void => {
  const started = new Date().toISOString()
  const trail = benchTrail()
  process.stdout.write(
    [
      `trail fold: ${trail.events} events in ${trail.foldMsMedian} ms (median of ${trail.runs}) = ${trail.foldEventsPerSecond.toLocaleString('en-GB')} events/s (target >= ${trail.targets.foldEventsPerSecond.toLocaleString('en-GB')})`,
      `trail import: ${trail.trailBytes.toLocaleString('en-GB')} bytes parsed and decoded in ${trail.importMsMedian} ms (median of ${trail.runs}; target < ${trail.targets.importMs} ms)`,
      `targets ${trail.met ? 'met' : 'NOT met'}`,
    ].join('\n') + '\n',
  )
  const dir = import.meta.dirname
  mkdirSync(dir, { recursive: true })
  const results = { startedAt: started, node: process.version, trail }
  writeFileSync(join(dir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`)
  process.stdout.write(`wrote ${join(dir, 'results.json')}\n`)
}

main()
