import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { createOneMachine } from '../../mock-server/one-machine'
import { enrolStaffForTest, TEST_SECOND_FACTOR_KEY, type EnrolledStaff } from '../support/service/staff-enrolment'
import { captureLog } from '../operations/log-lines'

/**
 * The project's root: the nearest folder above this file holding package.json and src/index.html. Found by
 * walking up, so it holds when this module is bundled elsewhere (bench/.build) as well as under tsx.
 */
export const projectRoot = (): string => {
  let dir = import.meta.dirname
  for (;;) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'src', 'index.html'))) return dir
    const up = dirname(dir)
    if (up === dir) return process.cwd()
    dir = up
  }
}

/** What the Parcel build reads: the browser code and the files that change how it is bundled. */
const SOURCE_DIRS = ['src', 'reducers', 'sagas']
const SOURCE_FILES = ['package.json', 'package-lock.json', '.parcelrc', 'tsconfig.json']

const newestMtime = (path: string): number => {
  if (!existsSync(path)) return 0
  const st = statSync(path)
  if (!st.isDirectory()) return st.mtimeMs
  let newest = st.mtimeMs
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)))
  return newest
}

/**
 * Why dist/ must be rebuilt, or null when it is current: it is missing, a file its index names is missing,
 * or a source is newer than its index.html (Parcel rewrites every output on each build).
 */
const staleReason = (root: string): string | null => {
  const index = join(root, 'dist', 'index.html')
  if (!existsSync(index)) return 'dist/index.html is missing'
  const html = readFileSync(index, 'utf8')
  for (const m of html.matchAll(/(?:src|href)="\/([^"]+\.(?:js|css))"/g)) {
    const file = m[1]
    if (file !== undefined && !existsSync(join(root, 'dist', file))) return `dist/${file} (named by dist/index.html) is missing`
  }
  const built = statSync(index).mtimeMs
  const newest = Math.max(...SOURCE_DIRS.map((d) => newestMtime(join(root, d))), ...SOURCE_FILES.map((f) => newestMtime(join(root, f))))
  return newest > built ? 'a source is newer than dist/index.html' : null
}

const BUILD_TIMEOUT_MS = 90_000

/**
 * Builds the app to dist/ with the project's own `npm run build` when dist/ is missing or stale; does
 * nothing otherwise. Rejects with the build's output when it fails or runs over 90 s.
 */
export const ensureBuilt = async (root: string = projectRoot()): Promise<{ built: boolean; ms: number }> => {
  const started = Date.now()
  if (staleReason(root) === null) return { built: false, ms: 0 }
  const output: string[] = []
  const code = await new Promise<number | string>((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'build'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NODE_ENV: 'production' } })
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      resolve(`timed out after ${BUILD_TIMEOUT_MS / 1000} s`)
    }, BUILD_TIMEOUT_MS)
    child.stdout.on('data', (d: Buffer) => void output.push(d.toString()))
    child.stderr.on('data', (d: Buffer) => void output.push(d.toString()))
    child.on('error', (e) => {
      clearTimeout(timer)
      resolve(e.message)
    })
    child.on('close', (c, signal) => {
      clearTimeout(timer)
      resolve(c ?? `killed by ${signal ?? 'a signal'}`)
    })
  })
  const why = staleReason(root)
  if (code !== 0 || why !== null) {
    throw new Error(`npm run build failed (${code === 0 ? why : code}):\n${output.join('').slice(-4000)}`)
  }
  return { built: true, ms: Date.now() - started }
}

export interface AppServer {
  /** The origin the app is served from, `http://127.0.0.1:<port>`. */
  readonly base: string
  /** Every line the server logged, as written (JSON): each request's, and the services' events. */
  readonly logs: readonly string[]
  /** Stops the server (open connections too) and removes its temporary store. Safe to call twice. */
  close(): Promise<void>
}

/** The support desk's staff on the browser tests' server (the desk is off without any), each with their own secret. */
const SUPPORT_DESK_TEST_STAFF = [
  { name: 'alice', secret: 'browser-tests-amber-3f9a1c7e' },
  { name: 'bob', secret: 'browser-tests-cobalt-8d2e0b41a' },
] as const

/** The staff each running server enrolled, by its origin: their secrets, one-time-code keys and recovery codes. */
const enrolledStaff = new Map<string, readonly EnrolledStaff[]>()

/** The members of staff of the server at `base` (alice, then bob), as their enrolment showed them; fails for a server that enrolled none. */
export const supportDeskStaff = (base: string): readonly [EnrolledStaff, EnrolledStaff] => {
  const staff = enrolledStaff.get(base)
  if (staff === undefined || staff.length < 2) throw new Error(`no support desk staff were enrolled on ${base}`)
  return staff as [EnrolledStaff, EnrolledStaff]
}

/**
 * Serves dist/ and the API on an ephemeral port of 127.0.0.1 as `npm start` does (the mock insurer and the support
 * service, over a temporary store and support database).
 */
export const startAppServer = async (root: string = projectRoot()): Promise<AppServer> => {
  const storeDir = mkdtempSync(join(tmpdir(), 'ridecover-browser-store-'))
  const { logger, lines: logs } = captureLog()
  // The replay panel is on, so its browser test reaches it in the production build (it is off by default). The
  // per-client limit on creating proposals is off: the browser tests start most screens from a proposal quoted
  // through the API, far more than 60 in ten minutes from one address (the limit has its own server tests).
  // Scenarios are taken from requests: the browser tests provoke errors with the X-Mock-Scenario header.
  const machine = await createOneMachine({
    storeFile: join(storeDir, 'store.json'),
    appDir: join(root, 'dist'),
    logger,
    replayPanel: true,
    createLimit: 0,
    requestScenarios: true,
    supportSecondFactorKey: TEST_SECOND_FACTOR_KEY,
  })
  const staff: EnrolledStaff[] = []
  for (const s of SUPPORT_DESK_TEST_STAFF) staff.push(await enrolStaffForTest(machine.support.store, s))
  const { app } = machine.mock
  let http: Server
  try {
    http = await new Promise<Server>((resolve, reject) => {
      const s = app.listen(0, '127.0.0.1', () => resolve(s))
      s.on('error', reject)
    })
  } catch (e) {
    await machine.close()
    rmSync(storeDir, { recursive: true, force: true })
    throw e
  }
  const { port } = http.address() as AddressInfo
  machine.listeningAt(`http://127.0.0.1:${port}`)
  enrolledStaff.set(`http://127.0.0.1:${port}`, staff)
  let closed: Promise<void> | undefined
  return {
    base: `http://127.0.0.1:${port}`,
    logs,
    close: () => {
      closed ??= new Promise<void>((resolve) => {
        http.close(() => resolve())
        http.closeAllConnections()
      })
        .then(() => machine.close())
        .finally(() => rmSync(storeDir, { recursive: true, force: true }))
      return closed
    },
  }
}
