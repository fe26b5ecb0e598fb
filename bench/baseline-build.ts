import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, rmSync, symlinkSync } from 'node:fs'
import { join } from 'node:path'

/** A build of another commit, to measure beside the working tree's in the same run. */
export interface BaselineBuild {
  /** The git ref asked for (`main`) and the commit it named. */
  readonly ref: string
  readonly commit: string
  /** A folder holding that commit's `dist/`, to serve as a project root (test/browser/built-app.ts's `startAppServer`). */
  readonly root: string
}

const BUILD_TIMEOUT_MS = 300_000

/** Runs a command in `cwd`; rejects with its output's tail when it fails or runs over the build timeout. */
const run = (command: string, args: readonly string[], cwd: string, env: NodeJS.ProcessEnv = process.env): Promise<void> =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    const output: string[] = []
    child.stdout.on('data', (d: Buffer) => void output.push(d.toString()))
    child.stderr.on('data', (d: Buffer) => void output.push(d.toString()))
    const timer = setTimeout(() => child.kill('SIGKILL'), BUILD_TIMEOUT_MS)
    child.on('error', (e) => {
      clearTimeout(timer)
      reject(e)
    })
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      if (code === 0) resolve()
      else reject(new Error(`${command} ${args.join(' ')} failed (${code ?? signal ?? '?'}):\n${output.join('').slice(-4000)}`))
    })
  })

/**
 * The production build of the commit `ref` names, made once per commit under `tmp/bench-baseline/<commit>/`
 * (ignored by git, lint and the typecheck): the commit's files taken with `git archive`, the project's
 * node_modules linked in, and `npm run build` run there as it is in the project. A later call for the same commit
 * reuses the build. Rejects when the ref names no commit or the build fails.
 */
export const baselineBuild = async (root: string, ref: string): Promise<BaselineBuild> => {
  const parsed = spawnSync('git', ['rev-parse', '--verify', `${ref}^{commit}`], { cwd: root, encoding: 'utf8' })
  const commit = parsed.stdout.trim()
  if (parsed.status !== 0 || commit === '') throw new Error(`--baseline ${ref}: not a commit (${parsed.stderr.trim()})`)
  const dir = join(root, 'tmp', 'bench-baseline', commit)
  if (existsSync(join(dir, 'dist', 'index.html'))) return { ref, commit, root: dir }
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  try {
    await run('sh', ['-c', `git -C "${root}" archive --format=tar ${commit} | tar -x -C "${dir}"`], root)
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'), 'dir')
    await run('npm', ['run', '--silent', 'build'], dir, { ...process.env, NODE_ENV: 'production' })
  } catch (e) {
    rmSync(dir, { recursive: true, force: true })
    throw e
  }
  return { ref, commit, root: dir }
}
