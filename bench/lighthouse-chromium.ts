import { Launcher } from 'chrome-launcher'
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../test/browser/chromium'

/**
 * Headless, with the flags Lighthouse's own launcher gives Chrome (chrome-launcher's defaults, as the `lighthouse`
 * command runs it: no extensions, default apps, translation or background services, no renderer backgrounding), then
 * the project's (test/browser/chromium.ts): kept off the network, every host but 127.0.0.1 unresolvable.
 */
const CHROMIUM_FLAGS: readonly string[] = ['--headless', ...Launcher.defaultFlags(), ...CHROMIUM_ARGS]

const START_TIMEOUT_MS = 30_000
const EXIT_TIMEOUT_MS = 5_000

export interface DebuggableChromium {
  /** The DevTools port on 127.0.0.1 that Lighthouse connects to. */
  readonly port: number
  /** The browser's product and version as its DevTools endpoint names them, e.g. `HeadlessChrome/156.0.8078.108`. */
  readonly version: string
  /** Kills Chromium (its whole process group) and removes its temporary profile. Safe to call twice. */
  close(): Promise<void>
}

interface Live {
  readonly child: ChildProcess
  readonly profile: string
}

/** Every Chromium started here and not yet closed, so an exit or a signal can still end them. */
const live = new Set<Live>()

/** Kills the process group Chromium leads (browser, zygotes, renderers, GPU and network processes). */
const killGroup = (child: ChildProcess): void => {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return
  try {
    process.kill(-child.pid, 'SIGKILL')
  } catch {
    // Already gone.
  }
}

/** The synchronous last resort: on exit, or on SIGINT/SIGTERM before the signal's default takes the process down. */
const endAll = (): void => {
  for (const l of live) {
    killGroup(l.child)
    rmSync(l.profile, { recursive: true, force: true })
  }
  live.clear()
}

const onSignal = (signal: NodeJS.Signals): void => {
  endAll()
  process.off('SIGINT', onSignal)
  process.off('SIGTERM', onSignal)
  process.kill(process.pid, signal)
}

const watch = (l: Live): void => {
  if (live.size === 0) {
    process.on('exit', endAll)
    process.on('SIGINT', onSignal)
    process.on('SIGTERM', onSignal)
  }
  live.add(l)
}

const unwatch = (l: Live): void => {
  live.delete(l)
  if (live.size === 0) {
    process.off('exit', endAll)
    process.off('SIGINT', onSignal)
    process.off('SIGTERM', onSignal)
  }
}

const exited = (child: ChildProcess, ms: number): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, ms)
        child.once('exit', () => {
          clearTimeout(timer)
          resolve()
        })
      })

/** The port Chromium writes to DevToolsActivePort in its profile once it listens; rejects when it exits first or takes over 30 s. */
const devToolsPort = async (child: ChildProcess, profile: string, stderr: () => string): Promise<number> => {
  const file = join(profile, 'DevToolsActivePort')
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`Chromium exited (${String(child.exitCode ?? child.signalCode)}) before listening:\n${stderr()}`)
    if (existsSync(file)) {
      const port = Number(readFileSync(file, 'utf8').split('\n')[0])
      if (Number.isInteger(port) && port > 0) return port
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`Chromium did not open its DevTools port within ${START_TIMEOUT_MS / 1000} s:\n${stderr()}`)
}

/** The `Browser` of the DevTools endpoint's /json/version. */
const browserVersion = async (port: number): Promise<string> => {
  const info: unknown = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()
  return typeof info === 'object' && info !== null && 'Browser' in info && typeof info.Browser === 'string' ? info.Browser : 'Chromium'
}

/**
 * Starts Debian's Chromium headless on a fresh temporary profile with its DevTools port on an ephemeral port of
 * 127.0.0.1, for Lighthouse to drive. It leads its own process group, so `close` (and an exit or SIGINT/SIGTERM
 * of this process meanwhile) ends every process it started and removes the profile. Rejects when Chromium is
 * missing, exits before listening, or does not listen within 30 s (having cleaned up).
 */
export const launchDebuggableChromium = async (): Promise<DebuggableChromium> => {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`${CHROMIUM_PATH} is missing: run \`bash test/browser/ensure-chromium.sh\``)
  const profile = mkdtempSync(join(tmpdir(), 'ridecover-lighthouse-'))
  const child = spawn(CHROMIUM_PATH, [...CHROMIUM_FLAGS, `--user-data-dir=${profile}`, '--remote-debugging-address=127.0.0.1', '--remote-debugging-port=0', 'about:blank'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  const l: Live = { child, profile }
  watch(l)
  let errorText = ''
  child.stderr?.on('data', (d: Buffer) => void (errorText = `${errorText}${d.toString()}`.slice(-4000)))
  child.on('error', (e) => void (errorText += `\n${e.message}`))
  let closed: Promise<void> | undefined
  const close = (): Promise<void> => {
    closed ??= (async () => {
      killGroup(child)
      await exited(child, EXIT_TIMEOUT_MS)
      child.stderr?.destroy()
      rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 })
      unwatch(l)
    })()
    return closed
  }
  try {
    const port = await devToolsPort(child, profile, () => errorText)
    return { port, version: await browserVersion(port), close }
  } catch (e) {
    await close()
    throw e
  }
}
