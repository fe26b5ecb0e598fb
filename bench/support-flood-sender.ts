import { Agent, request } from 'node:http'
import { parentPort, workerData } from 'node:worker_threads'
import { round1 } from './stats'

/** What the flood's worker is given: the server, the body's bytes, and where the session name stands in them. */
export interface FloodSenderData {
  readonly base: string
  readonly bytes: Uint8Array
  readonly offsets: readonly number[]
  readonly senders: number
}

/** The main thread's word to start: flood for `seconds`. */
export interface FloodStart {
  readonly seconds: number
}

/** What the worker answers: first the warm-up send's status, then the flood's figures. */
export type FloodSenderMessage = { readonly kind: 'warm'; readonly status: number; readonly answer: string } | { readonly kind: 'done'; readonly figures: FloodFigures }

export interface FloodFigures {
  readonly senders: number
  readonly seconds: number
  readonly sent: number
  readonly accepted: number
  readonly acceptedPerSecond: number
  /** Refused with 503 'busy': the intake's queue of bodies waiting to be checked was full. */
  readonly busy: number
  /** Any other answer than 201 or 503, or no answer. */
  readonly failed: number
  readonly sendP99Ms: number
  readonly sendMedianMs: number
}

/** The session name of send `n`: fixed width, so each body is the template with only those bytes changed. */
export const SESSION_WIDTH = 24
export const sessionName = (n: number): string => `flood-${String(n).padStart(SESSION_WIDTH - 6, '0')}`

const percentile = (xs: readonly number[], p: number): number => {
  if (xs.length === 0) return 0
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? 0
}

/** POSTs one body to the intake; answers the status and the answer's text, status 0 when the connection failed. */
const send = (agent: Agent, base: URL, body: Uint8Array): Promise<{ status: number; answer: string }> =>
  new Promise((resolve) => {
    const req = request(
      { agent, host: base.hostname, port: base.port, path: '/api/support/trails', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': body.length } },
      (res) => {
        let answer = ''
        res.setEncoding('utf8')
        res.on('data', (d: string) => void (answer += d))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, answer }))
        res.on('error', (e) => resolve({ status: 0, answer: e.message }))
      },
    )
    req.on('error', (e) => resolve({ status: 0, answer: e.message }))
    req.end(body)
  })

/** `senders` clients each sending the body again and again, each time under a new session, for `seconds`. */
const flood = async (data: FloodSenderData, seconds: number): Promise<FloodFigures> => {
  const base = new URL(data.base)
  const agent = new Agent({ keepAlive: true, maxSockets: data.senders })
  const started = performance.now()
  const until = started + seconds * 1000
  const times: number[] = []
  let next = 1
  let accepted = 0
  let busy = 0
  let failed = 0
  const sender = async (): Promise<void> => {
    while (performance.now() < until) {
      const body = Buffer.from(data.bytes)
      const name = Buffer.from(sessionName(next++))
      for (const at of data.offsets) name.copy(body, at)
      const t0 = performance.now()
      const { status } = await send(agent, base, body)
      times.push(performance.now() - t0)
      if (status === 201) accepted++
      else if (status === 503) busy++
      else failed++
      // A refusal answers at once: wait as a client told to retry would, rather than spin.
      if (status !== 201) await new Promise((r) => setTimeout(r, 50))
    }
  }
  await Promise.all(Array.from({ length: data.senders }, sender))
  agent.destroy()
  const elapsed = (performance.now() - started) / 1000
  return {
    senders: data.senders,
    seconds: round1(elapsed),
    sent: times.length,
    accepted,
    acceptedPerSecond: round1(accepted / elapsed),
    busy,
    failed,
    sendP99Ms: Math.round(percentile(times, 99)),
    sendMedianMs: Math.round(percentile(times, 50)),
  }
}

/**
 * The flood's worker thread (its own event loop and heap, so building and writing 1.5 MB bodies costs the
 * server's thread nothing): sends the template once as a warm-up and reports its status, then floods when told.
 */
const port = parentPort
if (port !== null) {
  const data = workerData as FloodSenderData
  const say = (m: FloodSenderMessage): void => port.postMessage(m)
  void (async () => {
    const agent = new Agent({ keepAlive: false })
    say({ kind: 'warm', ...(await send(agent, new URL(data.base), data.bytes)) })
    agent.destroy()
  })()
  port.on('message', (m: FloodStart) => void flood(data, m.seconds).then((figures) => say({ kind: 'done', figures })))
}
