import express from 'express'
import type { Server } from 'node:http'
import { CALLS } from '../src/domain/calls'
import { addToRecording, emptyRecording, loadRecording, recordingExists, saveRecording, type RecordedCall, type Recording } from './recorded-fixtures'

export interface RecorderOptions {
  /** The backend to record, e.g. http://localhost:4000. */
  readonly base: string
  readonly port: number
  readonly fixturesDir: string
  readonly now?: () => string
  readonly log?: (message: string) => void
}

const HOP_HEADERS = ['host', 'connection', 'content-length', 'transfer-encoding', 'accept-encoding']

/**
 * What one answered call adds to the recording: reference lists, registration lookups, manual searches and
 * address lookups are recorded (decoded with their calls' codecs first, so a bad answer is never saved);
 * everything else passes through unrecorded.
 */
const toRecordedCall = (method: string, path: string, query: URLSearchParams, body: unknown, answer: unknown): RecordedCall | undefined => {
  if (method === 'GET' && path === '/api/list') {
    const r = CALLS.getLists.answer.decode(answer)
    return r._tag === 'Right' ? { kind: 'lists', lists: r.right } : undefined
  }
  const one = /^\/api\/list\/(.+)$/.exec(path)
  if (method === 'GET' && one?.[1] !== undefined) {
    const r = CALLS.getList.answer.decode(answer)
    return r._tag === 'Right' ? { kind: 'lists', lists: [{ name: decodeURIComponent(one[1]), options: r.right.options }] } : undefined
  }
  if ((method === 'POST' && path === '/api/vehicle/registration') || (method === 'GET' && path === '/api/vehicle')) {
    const sent = CALLS.lookupRegistration.request.decode(body)
    const reg = method === 'GET' ? query.get('registration') : sent._tag === 'Right' ? sent.right.registration : null
    const r = CALLS.lookupRegistration.answer.decode(answer)
    return reg !== null && r._tag === 'Right' ? { kind: 'registration', registration: reg, vehicles: r.right.vehicles } : undefined
  }
  if (method === 'POST' && path === '/api/vehicle') {
    const req = CALLS.searchVehicles.request.decode(body)
    const r = CALLS.searchVehicles.answer.decode(answer)
    return req._tag === 'Right' && r._tag === 'Right' ? { kind: 'manual', request: req.right, answer: r.right } : undefined
  }
  if (method === 'GET' && path === '/api/address') {
    const postcode = query.get('postcode')
    const r = CALLS.lookupAddress.answer.decode(answer)
    return postcode !== null && r._tag === 'Right' ? { kind: 'address', postcode, addresses: r.right } : undefined
  }
  return undefined
}

/**
 * Record mode: a proxy in front of another backend that answers every call with that backend's answer and
 * saves the recordable ones to `<fixturesDir>/recording.json` (personal data redacted). Cookies and the CSRF
 * header pass through, so the client's session works unchanged. Resolves with the listening server.
 */
export const startRecorder = async (opts: RecorderOptions): Promise<Server> => {
  const now = opts.now ?? (() => new Date().toISOString())
  const log = opts.log ?? ((m: string) => process.stdout.write(`${m}\n`))
  let recording: Recording = recordingExists(opts.fixturesDir) ? loadRecording(opts.fixturesDir) : emptyRecording(opts.base, now())
  const app = express()
  app.disable('x-powered-by')
  app.use(express.raw({ type: () => true, limit: '256kb' }))
  app.use(async (req, res) => {
    const url = new URL(req.originalUrl, opts.base)
    const headers: Record<string, string> = {}
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string' && !HOP_HEADERS.includes(k)) headers[k] = v
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && Buffer.isBuffer(req.body) && req.body.length > 0
    let upstream: Response
    try {
      upstream = await fetch(url, { method: req.method, headers, body: hasBody ? new Uint8Array(req.body as Buffer) : undefined, redirect: 'manual' })
    } catch (e) {
      res.status(502).json({ code: 'upstream_unreachable', message: `Cannot reach ${opts.base}: ${(e as Error).message}` })
      return
    }
    const text = await upstream.text()
    res.status(upstream.status)
    upstream.headers.forEach((v, k) => {
      if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(k)) res.setHeader(k, v)
    })
    const cookies = upstream.headers.getSetCookie()
    if (cookies.length > 0) res.setHeader('set-cookie', cookies)
    res.send(text)
    if (!upstream.ok) return
    let answer: unknown
    let body: unknown = null
    try {
      answer = JSON.parse(text) as unknown
      if (hasBody) body = JSON.parse((req.body as Buffer).toString('utf8')) as unknown
    } catch {
      return
    }
    const call = toRecordedCall(req.method, url.pathname, url.searchParams, body, answer)
    if (call === undefined) return
    recording = addToRecording({ ...recording, recordedAt: now() }, call)
    saveRecording(opts.fixturesDir, recording)
    log(`recorded ${call.kind} (${req.method} ${url.pathname}${url.search})`)
  })
  return await new Promise((resolve) => {
    const server = app.listen(opts.port, () => {
      log(`recording ${opts.base} on http://localhost:${opts.port} into ${opts.fixturesDir}`)
      resolve(server)
    })
  })
}
