import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { benchServer } from './server-bench'
import { benchTrail } from './trail-bench'

/**
 * `npm run bench`: runs every benchmark, prints the figures, and writes them to bench/results.json.
 * Figures are measurements of this machine; targets are printed beside them, never asserted by tests.
 */
const main = async (): Promise<void> => {
  const started = new Date().toISOString()
  const trail = benchTrail()
  process.stdout.write(
    [
      `trail fold (production build: Immer auto-freeze off): ${trail.events} events in ${trail.foldMsMedian} ms (median of ${trail.runs}) = ${trail.foldEventsPerSecond.toLocaleString('en-GB')} events/s (target >= ${trail.targets.foldEventsPerSecond.toLocaleString('en-GB')})`,
      `trail fold (development and tests: auto-freeze on): ${trail.foldDevMsMedian} ms = ${trail.foldDevEventsPerSecond.toLocaleString('en-GB')} events/s`,
      `trail import: ${trail.trailBytes.toLocaleString('en-GB')} bytes parsed and decoded in ${trail.importMsMedian} ms (median of ${trail.runs}; target < ${trail.targets.importMs} ms)`,
      `trail targets ${trail.met ? 'met' : 'NOT met'}`,
    ].join('\n') + '\n',
  )
  const server = await benchServer()
  const line = (name: string, r: typeof server.getProposal) =>
    `${name}: mock ${r.mock.requestsPerSecond} req/s, p99 ${r.mock.p99Ms} ms | plain json-server ${r.jsonServer.requestsPerSecond} req/s, p99 ${r.jsonServer.p99Ms} ms | ratio ${r.ratio} (non-2xx mock ${r.mock.non2xx}, plain ${r.jsonServer.non2xx})`
  process.stdout.write(
    `server (${server.storedProposals} stored proposals, ${server.connections} connections, ${server.durationSeconds} s each):\n  ${line('get a proposal', server.getProposal)}\n  ${line('create a quote', server.createQuote)}\n`,
  )
  const dir = import.meta.dirname
  mkdirSync(dir, { recursive: true })
  const results = { startedAt: started, node: process.version, trail, server }
  writeFileSync(join(dir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`)
  process.stdout.write(`wrote ${join(dir, 'results.json')}\n`)
}

void main()
