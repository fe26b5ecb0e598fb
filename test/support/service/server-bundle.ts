import { build } from 'esbuild'
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs'
import { join } from 'node:path'

const ROOT = join(import.meta.dirname, '..', '..', '..')
const OUT = join(ROOT, 'mock-server', '.build')

/**
 * The one-machine server (mock-server/main.ts) bundled with esbuild, as `npm run bench` bundles its code: a
 * process starts in a fraction of tsx's time. Beside it, the support service's worker threads, each an entry of
 * its own under the name the service loads it by when bundled (src/support/service/worker-source.ts).
 */
const SERVER_BUNDLE = join(OUT, 'main.mjs')

const ENTRIES = {
  main: join(ROOT, 'mock-server', 'main.ts'),
  'support-intake-worker': join(ROOT, 'src', 'support', 'service', 'intake-worker.ts'),
  'support-trail-writer': join(ROOT, 'src', 'support', 'service', 'trail-writer-worker.ts'),
}

let built: Promise<string> | undefined

/**
 * Builds the bundle once per test run (every test file that starts the server shares the one build) and answers
 * its path. Each file is written under a temporary folder and renamed into place, so a server that another run
 * starts meanwhile never loads a half-written file.
 */
export const bundleServer = (): Promise<string> => {
  built ??= (async () => {
    mkdirSync(OUT, { recursive: true })
    const scratch = mkdtempSync(join(OUT, 'building-'))
    try {
      await build({
        entryPoints: ENTRIES,
        bundle: true,
        platform: 'node',
        format: 'esm',
        packages: 'external',
        alias: { 'fp-ts/lib/Either': 'fp-ts/lib/Either.js', 'io-ts/lib/PathReporter': 'io-ts/lib/PathReporter.js' },
        logLevel: 'warning',
        outdir: scratch,
        outExtension: { '.js': '.mjs' },
      })
      for (const f of readdirSync(scratch)) renameSync(join(scratch, f), join(OUT, f))
    } finally {
      rmSync(scratch, { recursive: true, force: true })
    }
    return SERVER_BUNDLE
  })()
  return built
}

export interface StartedServer {
  readonly child: ChildProcess
  readonly base: string
}

/**
 * Starts the bundled server (as `npm run mock`) on a free port over the store file `store`, with no create limit,
 * no scenario and the support store in SQLite beside it, plus `env`; resolves once it listens, rejects with its
 * output if it exits first.
 */
export const startBundledServer = (store: string, env: NodeJS.ProcessEnv = {}): Promise<StartedServer> =>
  new Promise((resolve, reject) => {
    const inherited = { ...process.env }
    delete inherited.DATABASE_URL
    delete inherited.SUPPORT_DB_FILE
    const child = spawn(process.execPath, [SERVER_BUNDLE], {
      env: { ...inherited, PORT: '0', MOCK_STORE: store, MOCK_SCENARIO: '', MOCK_CREATE_LIMIT: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    const read = (d: Buffer) => {
      out += d.toString()
      const m = /on http:\/\/localhost:(\d+)/.exec(out)
      if (m) resolve({ child, base: `http://127.0.0.1:${m[1]}` })
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    child.on('exit', (code) => reject(new Error(`server exited early (${code}): ${out}`)))
  })
