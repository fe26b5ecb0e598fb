import autocannon from 'autocannon'
import { mkdtempSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { Worker } from 'node:worker_threads'
import { createOneMachine } from '../mock-server/one-machine'
import { generateTrail } from './generate-trail'
import { seedProposals } from './server-bench'
import { round1 } from './stats'
import { sessionName, type FloodFigures, type FloodSenderData, type FloodSenderMessage, type FloodStart } from './support-flood-sender'
import { createLogger } from '../src/operations/logger'

interface GetFigures {
  readonly requestsPerSecond: number
  readonly p99Ms: number
  readonly non2xx: number
  readonly errors: number
}

export interface SupportFloodResult {
  readonly storedProposals: number
  readonly connections: number
  readonly durationSeconds: number
  readonly trailEvents: number
  readonly trailBytes: number
  readonly getAlone: GetFigures
  readonly getDuringFlood: GetFigures
  readonly flood: FloodFigures
  /** How late the server's event loop ran its timers during the flood (it shares that loop with autocannon). */
  readonly loopDelayDuringFlood: { readonly p99Ms: number; readonly maxMs: number }
  readonly targets: { readonly maxRatio: number; readonly maxP99Ms: number }
  readonly ratio: number
  readonly met: boolean
}

/**
 * The body of a support send as bytes, with the offsets where its session name stands (the trail's `session`
 * and every event's `meta.session`): a distinct session per send costs a few thousand byte copies, not a
 * 1.5 MB JSON.stringify per send.
 */
const floodBody = (events: number): { bytes: Buffer; offsets: number[] } => {
  const t = generateTrail(events).trail('bench', true)
  const placeholder = sessionName(0)
  const trail = { ...t, session: placeholder, events: t.events.map((e) => ({ ...e, meta: { ...e.meta, session: placeholder } })) }
  const bytes = Buffer.from(JSON.stringify({ trail, quoteReference: null }))
  const needle = Buffer.from(`"${placeholder}"`)
  const offsets: number[] = []
  for (let at = bytes.indexOf(needle); at !== -1; at = bytes.indexOf(needle, at + needle.length)) offsets.push(at + 1)
  if (offsets.length !== t.events.length + 1) throw new Error(`the flood trail holds its session ${offsets.length} times, not ${t.events.length + 1}`)
  return { bytes, offsets }
}

/**
 * The flood's worker (bench/support-flood-sender.ts, run through tsx as the server part of the bench is), and
 * the first message it sends back (the warm-up send's status).
 */
const startSender = (data: FloodSenderData): Promise<{ worker: Worker; warm: { status: number; answer: string } }> => {
  const file = new URL('./support-flood-sender.ts', import.meta.url).href
  const worker = new Worker(`import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(file)}) })`, { eval: true, workerData: data })
  return new Promise((resolve, reject) => {
    worker.once('error', reject)
    worker.once('message', (m: FloodSenderMessage) => (m.kind === 'warm' ? resolve({ worker, warm: m }) : reject(new Error('the flood sender did not warm up first'))))
  })
}

const floodFor = (worker: Worker, seconds: number): Promise<FloodFigures> =>
  new Promise((resolve, reject) => {
    worker.once('error', reject)
    worker.once('message', (m: FloodSenderMessage) => (m.kind === 'done' ? resolve(m.figures) : reject(new Error(`unexpected message from the flood sender: ${m.kind}`))))
    worker.postMessage({ seconds } satisfies FloodStart)
  })

const getLoad = async (url: string, seconds: number, connections: number): Promise<GetFigures> => {
  const r = await autocannon({ url, duration: seconds, connections })
  return { requestsPerSecond: Math.round(r.requests.average), p99Ms: r.latency.p99, non2xx: r.non2xx, errors: r.errors + r.timeouts }
}

/**
 * GET /api/proposal/{uuid} on the one-machine server (the mock insurer and the support service on one port, as
 * `npm start` runs them), alone and then while `senders` clients flood the support intake with large trails
 * (about 1.5 MB each, every send under its own session; the per-session and per-address limits raised so the
 * flood is not simply refused). Everything on 127.0.0.1, bounded in time. The target: the GET's p99 during
 * the flood at most twice its p99 alone, and at most 20 ms.
 */
export const benchSupportFlood = async (proposals = 200, seconds = 5, connections = 10, senders = 4, trailEvents = 8000): Promise<SupportFloodResult> => {
  const dir = mkdtempSync(join(tmpdir(), 'bench-flood-'))
  const machine = await createOneMachine({
    storeFile: join(dir, 'store.json'),
    logger: createLogger({ destination: { write: () => undefined } }),
    createLimit: 0,
    supportLimits: { trailsPerSession: 1e6, trailsPerAddress: 1e6 },
  })
  const server = await new Promise<Server>((resolve) => {
    const s = machine.mock.app.listen(0, '127.0.0.1', () => resolve(s))
  })
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  machine.listeningAt(base)
  let worker: Worker | undefined
  try {
    const uuids = seedProposals(machine.mock.store, proposals)
    const url = `${base}/api/proposal/${uuids[Math.floor(proposals / 2)] ?? ''}`
    const template = floodBody(trailEvents)
    // Warm up: the intake's worker thread starts on the first send; the GET path compiles on its first calls.
    const sender = await startSender({ base, bytes: template.bytes, offsets: template.offsets, senders })
    worker = sender.worker
    if (sender.warm.status !== 201) throw new Error(`the warm-up send was answered ${sender.warm.status}, not 201: ${sender.warm.answer.slice(0, 300)}`)
    await getLoad(url, 1, connections)

    const getAlone = await getLoad(url, seconds, connections)
    const delay = monitorEventLoopDelay({ resolution: 1 })
    delay.enable()
    const [getDuringFlood, floodFigures] = await Promise.all([getLoad(url, seconds, connections), floodFor(sender.worker, seconds)])
    delay.disable()
    const targets = { maxRatio: 2, maxP99Ms: 20 }
    const ratio = Number((getDuringFlood.p99Ms / Math.max(1, getAlone.p99Ms)).toFixed(2))
    return {
      storedProposals: proposals,
      connections,
      durationSeconds: seconds,
      trailEvents,
      trailBytes: template.bytes.length,
      getAlone,
      getDuringFlood,
      flood: floodFigures,
      loopDelayDuringFlood: { p99Ms: round1(delay.percentile(99) / 1e6), maxMs: round1(delay.max / 1e6) },
      targets,
      ratio,
      met: getDuringFlood.p99Ms <= targets.maxRatio * Math.max(1, getAlone.p99Ms) && getDuringFlood.p99Ms <= targets.maxP99Ms,
    }
  } finally {
    await worker?.terminate()
    await new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeAllConnections()
    })
    await machine.close()
    rmSync(dir, { recursive: true, force: true })
  }
}
