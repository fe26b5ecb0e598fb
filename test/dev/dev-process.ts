import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { projectRoot } from '../browser/built-app'

/** A port nothing listens on now (the OS's pick, released at once). */
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

export interface DevProcess {
  /** Parcel's origin, `http://127.0.0.1:<DEV_PORT>`. */
  readonly base: string
  readonly devPort: number
  readonly mockPort: number
  /** The process id of the mock insurer started by the script. */
  mockPid(): number
  /** The process id of Parcel's development server started by the script. */
  parcelPid(): number
  /** Everything the processes printed so far. */
  output(): string
  /** Resolves with the exit code once `npm run dev`'s script has stopped. */
  readonly exited: Promise<number | null>
  /** Sends SIGINT (Ctrl-C) to the script and waits for it; kills its process group after 10 s. */
  stop(): Promise<number | null>
}

/**
 * Starts `npm run dev`'s script (scripts/dev.ts) on free ports, over a temporary store and development
 * output folder, and resolves once the mock answers through Parcel's port (`until: 'proxy'`), or once the
 * mock listens and Parcel has been started (`until: 'started'`). Rejects with the output when it is not
 * ready within `timeoutMs` (everything started is stopped first).
 */
export const startDev = async ({ timeoutMs = 60_000, until = 'proxy' }: { timeoutMs?: number; until?: 'proxy' | 'started' } = {}): Promise<DevProcess> => {
  const root = projectRoot()
  const [devPort, mockPort] = [await freePort(), await freePort()]
  const scratch = mkdtempSync(join(tmpdir(), 'ridecover-dev-'))
  const env = { ...process.env, DEV_PORT: String(devPort), DEV_MOCK_PORT: String(mockPort), MOCK_STORE: join(scratch, 'store.json'), DEV_DIST_DIR: join(scratch, 'dist') }
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts', 'dev.ts')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  let text = ''
  child.stdout.on('data', (d: Buffer) => void (text += d.toString()))
  child.stderr.on('data', (d: Buffer) => void (text += d.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code))).finally(() => rmSync(scratch, { recursive: true, force: true }))
  let gone = false
  void exited.then(() => (gone = true))
  const stop = async (): Promise<number | null> => {
    if (!gone && child.pid !== undefined) {
      child.kill('SIGINT')
      const timer = setTimeout(() => child.pid !== undefined && process.kill(-child.pid, 'SIGKILL'), 10_000)
      const code = await exited
      clearTimeout(timer)
      return code
    }
    return exited
  }
  const base = `http://127.0.0.1:${devPort}`
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (gone) throw new Error(`npm run dev stopped before it was ready:\n${text}`)
    if (until === 'started' && text.includes('dev: app on')) break
    try {
      if (until === 'proxy' && (await fetch(`${base}/json/status`)).ok) break
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`npm run dev was not ready within ${timeoutMs / 1000} s:\n${text}`)
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  /** The script's child whose command line contains `marker`. */
  const childPid = (marker: string, what: string): number => {
    const lines = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(child.pid)]).toString().split('\n')
    const line = lines.find((l) => l.includes(marker))
    if (line === undefined) throw new Error(`no ${what} among the children of ${child.pid}:\n${lines.join('\n')}`)
    return Number(line.trim().split(/\s+/)[0])
  }
  const mockPid = (): number => childPid('mock-server/main.ts', 'mock insurer')
  const parcelPid = (): number => childPid('parcel', 'Parcel')
  return { base, devPort, mockPort, mockPid, parcelPid, output: () => text, exited, stop }
}

/**
 * The code the app starts with at `path` on the dev server at `base`: the page's module scripts and the bundles of
 * its later start stages (src/main.tsx: start-session, start-store, start-view), which those scripts or the page's
 * import map name.
 */
export const startCodeOf = async (base: string, path: string): Promise<string> => {
  const html = await (await fetch(`${base}${path}`)).text()
  const scripts = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((m) => m[1] ?? '')
  const bodies = await Promise.all(scripts.map(async (s) => (await fetch(new URL(s, base))).text()))
  const stages = [...new Set([html, ...bodies].flatMap((text) => [...text.matchAll(/start-(?:session|store|view)\.[0-9a-f]+\.js/g)].map((m) => m[0])))]
  const stageBodies = await Promise.all(stages.map(async (s) => (await fetch(new URL(`/${s}`, base))).text()))
  return [...bodies, ...stageBodies].join('\n')
}
