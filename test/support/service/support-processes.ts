import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import type { DatabaseLocation } from '../../../src/support/service/database'
import type { Trail } from '../../../src/domain/trail/trail-format'
import { buildTrail } from '../../../src/trail/export-trail'
import { storedSample } from '../../fixtures/trails/samples'
import { TEST_SECOND_FACTOR_KEY_ENV } from './staff-enrolment'

const ROOT = join(import.meta.dirname, '..', '..', '..')

/** `npm run support`'s entry: the support service on its own. */
const SUPPORT_MAIN = join(ROOT, 'src', 'support', 'service', 'main.ts')

/** A support service process started as `npm run support` starts it, on a free port of its own. */
export interface SupportProcess {
  readonly base: string
  readonly child: ChildProcess
  /** Every line it wrote (its log, on standard error, and its listening line), in order. */
  readonly lines: string[]
  /** True while the process has not exited. */
  readonly alive: () => boolean
  /** Ends it (SIGTERM, then SIGKILL after 5 seconds) and waits until it has exited. */
  readonly stop: () => Promise<void>
}

/** The environment that points the service at a database: DATABASE_URL (PostgreSQL) or SUPPORT_DB_FILE (SQLite). */
const databaseEnv = (where: DatabaseLocation): NodeJS.ProcessEnv => (where.kind === 'postgres' ? { DATABASE_URL: where.url } : { SUPPORT_DB_FILE: where.file })

/**
 * Starts `npm run support`'s entry (src/support/service/main.ts through tsx) on the database `where`, with
 * PORT=0 (the free port it reports), SUPPORT_TRUST_PROXY=1 (so each test request says its address in
 * X-Forwarded-For, as a load balancer would), the tests' one-time-code key (SUPPORT_TOTP_KEY) and an insurer no
 * test send asks about (none names a proposal),
 * plus `env`; resolves once it listens, rejects with its output when it exits first.
 */
const startSupportProcess = (where: DatabaseLocation, env: NodeJS.ProcessEnv = {}): Promise<SupportProcess> =>
  new Promise((resolve, reject) => {
    const inherited = { ...process.env }
    for (const v of Object.keys(inherited)) if (v === 'DATABASE_URL' || v.startsWith('SUPPORT_')) delete inherited[v]
    // Its log (standard error) and its listening line (standard output) through one pipe, in the order written:
    // every line it logs while starting is read before the line that says it listens.
    const child = spawn('/bin/sh', ['-c', 'exec "$0" --import tsx "$1" 2>&1', process.execPath, SUPPORT_MAIN], {
      cwd: ROOT,
      env: { ...inherited, PORT: '0', SUPPORT_INSURER_URL: 'http://127.0.0.1:9', SUPPORT_TRUST_PROXY: '1', ...TEST_SECOND_FACTOR_KEY_ENV, ...databaseEnv(where), ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const lines: string[] = []
    let exited = child.exitCode !== null
    const gone = new Promise<void>((done) => child.once('exit', () => done()))
    child.once('exit', (code) => {
      exited = true
      reject(new Error(`the support service exited (${code}) before it listened:\n${lines.join('\n')}`))
    })
    let partial = ''
    child.stdout?.on('data', (d: Buffer) => {
      const parts = (partial + d.toString()).split('\n')
      partial = parts.pop() ?? ''
      for (const line of parts) {
        lines.push(line)
        // Its start line (one JSON line, event 'start') says the port it took.
        const started = ((): number | null => {
          try {
            const e = JSON.parse(line) as { event?: unknown; port?: unknown }
            return e.event === 'start' && typeof e.port === 'number' ? e.port : null
          } catch {
            return null
          }
        })()
        if (started !== null)
          resolve({
            base: `http://127.0.0.1:${started}`,
            child,
            lines,
            alive: () => !exited,
            stop: async () => {
              if (exited) return
              child.kill('SIGTERM')
              const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
              await gone
              clearTimeout(timer)
            },
          })
      }
    })
  })

/**
 * Starts `n` processes on one database at the same moment (they start, and so migrate, together). When one
 * fails to start, the others are stopped and the first failure is thrown.
 */
export const startSupportProcesses = async (n: number, where: DatabaseLocation, env: NodeJS.ProcessEnv = {}): Promise<SupportProcess[]> => {
  const started = await Promise.allSettled(Array.from({ length: n }, () => startSupportProcess(where, env)))
  const failed = started.find((s) => s.status === 'rejected')
  if (failed === undefined) return started.map((s) => (s as PromiseFulfilledResult<SupportProcess>).value)
  await Promise.all(started.map((s) => (s.status === 'fulfilled' ? s.value.stop() : undefined)))
  throw failed.reason
}

/** The sample quote's trail as the rider's browser exports it (redacted), under the session `session` (each event's too). */
export const trailOfSession = (session: string): Trail => {
  const { trail } = storedSample('completed-quote.json')
  const t = buildTrail(trail.events, { ...trail, redact: true }, trail.conversation)
  return { ...t, session, events: t.events.map((e) => ({ ...e, meta: { ...e.meta, session } })) } as Trail
}

/** An answer's status, its Retry-After header (null when none) and its body. */
export interface Sent {
  readonly status: number
  readonly retryAfter: string | null
  readonly body: unknown
}

/**
 * POSTs `body` (a JSON text) to `path` of `base` as the client at `address` (X-Forwarded-For), with `headers`;
 * fails the test when there is no answer within `timeoutMs` (20 seconds unless said: the service must answer,
 * never hang).
 */
export const post = async (base: string, path: string, body: string, address: string, headers: Record<string, string> = {}, timeoutMs = 20_000): Promise<Sent> => {
  const r = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address, ...headers },
    body,
    signal: AbortSignal.timeout(timeoutMs),
  })
  const text = await r.text()
  let parsed: unknown = text
  try {
    parsed = JSON.parse(text)
  } catch {
    // Not JSON: kept as text.
  }
  return { status: r.status, retryAfter: r.headers.get('retry-after'), body: parsed }
}

/** How many answers had each status, e.g. `{ 201: 5, 429: 7 }`. */
export const statusCounts = (answers: readonly Sent[]): Record<number, number> => {
  const counts: Record<number, number> = {}
  for (const a of answers) counts[a.status] = (counts[a.status] ?? 0) + 1
  return counts
}
