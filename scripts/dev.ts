import { spawn, type ChildProcess } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { prettyFactory } from 'pino-pretty'

/*
 * `npm run dev`: the mock insurer and Parcel's development server together. The mock runs on its own port
 * (DEV_MOCK_PORT, or a free one); Parcel serves the app with hot reload on DEV_PORT (1234) and
 * passes the mock's paths to it (.proxyrc.cjs), so app and API share one origin. Ctrl-C stops both; when
 * either stops on its own, the other is stopped too and this script exits 1 after its message.
 * The mock's own variables (MOCK_STORE, MOCK_SCENARIO, MOCK_FIXTURES, MOCK_INSPECT_STORE) pass through, and
 * MOCK_REQUEST_SCENARIOS is on unless set otherwise (the fault panel's X-Mock-Scenario header needs it);
 * DEV_DIST_DIR moves Parcel's development output (default .parcel-dev/). The mock's JSON log lines are shown
 * readable (pino-pretty): `[10:02:11] INFO: POST /api/proposal 201 (12.4 ms)`; LOG_LEVEL passes through.
 */

const root = join(import.meta.dirname, '..')
const devPort = Number(process.env.DEV_PORT ?? 1234)
const mockPort = Number(process.env.DEV_MOCK_PORT ?? 0)
// dist/ stays the production build (npm start, the browser tests); the development build goes here.
const distDir = process.env.DEV_DIST_DIR ?? '.parcel-dev'
const parcelBin = createRequire(import.meta.url).resolve('parcel/lib/bin.js')

const say = (line: string): void => void process.stderr.write(`dev: ${line}\n`)

if (!Number.isInteger(devPort) || devPort < 0 || devPort > 65535) {
  say(`DEV_PORT must be a port number, not ${JSON.stringify(process.env.DEV_PORT)}`)
  process.exit(2)
}

const children = new Map<string, ChildProcess>()
let stopping = false
let exitCode = 0

const stopAll = (code: number): void => {
  if (stopping) return
  stopping = true
  exitCode = code
  for (const child of children.values()) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
  // Whatever does not stop within 5 s is killed.
  setTimeout(() => {
    for (const child of children.values()) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  }, 5000).unref()
}

const watch = (name: string, child: ChildProcess): void => {
  children.set(name, child)
  child.on('error', (err) => {
    say(`${name} could not start: ${err.message}`)
    stopAll(1)
  })
  child.on('exit', (code, signal) => {
    children.delete(name)
    if (!stopping) {
      say(`${name} stopped (${signal === null ? `exit code ${code ?? '?'}` : signal}); stopping the rest`)
      stopAll(1)
    }
    if (children.size === 0) process.exit(exitCode)
  })
}

for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(sig, () => stopAll(0))

/** A port nothing listens on now (the OS's pick, released at once), for the mock when DEV_MOCK_PORT is unset. */
const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const s = createServer()
    s.once('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const address = s.address()
      const port = typeof address === 'object' && address !== null ? address.port : 0
      s.close(() => resolve(port))
    })
  })

/** A log line of the servers as a person reads it: the time, the level, and a request as `GET /route 200 (1.2 ms)`. */
const readable = prettyFactory({
  colorize: process.stdout.isTTY,
  translateTime: 'SYS:HH:MM:ss',
  singleLine: true,
  ignore: 'pid,hostname,reqId,method,route,status,ms,code',
  messageFormat: (log) => (log.msg === 'request' ? `${String(log.method)} ${String(log.route)} ${String(log.status)} (${String(log.ms)} ms)${log.code === undefined ? '' : ` ${String(log.code)}`}` : String(log.msg ?? '')),
})

const startMock = (port: number): void => {
  const env = { ...process.env, PORT: String(port), MOCK_REQUEST_SCENARIOS: process.env.MOCK_REQUEST_SCENARIOS ?? 'on' }
  const mock = spawn(process.execPath, ['--import', 'tsx', join(root, 'mock-server', 'main.ts')], { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] })
  createInterface({ input: mock.stdout }).on('line', (line) => void process.stdout.write(readable(line)))
  watch('the mock insurer', mock)
}

const startParcel = (apiPort: number): void => {
  const env: NodeJS.ProcessEnv = { ...process.env, DEV_MOCK_PORT: String(apiPort) }
  delete env.PORT
  const args = [parcelBin, 'serve', '--port', String(devPort), '--dist-dir', distDir]
  const parcel = spawn(process.execPath, args, { cwd: root, env, stdio: ['ignore', 'inherit', 'inherit'] })
  watch('Parcel', parcel)
}

// Both start at once: until the mock listens, the proxy answers its paths with 502.
void (mockPort === 0 ? freePort() : Promise.resolve(mockPort)).then((port) => {
  startMock(port)
  startParcel(port)
  say(`app on http://localhost:${devPort} (hot reload) once Parcel has built it; the API and the mock's pages through it from the mock insurer on port ${port}`)
})
