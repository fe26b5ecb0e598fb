import { spawn } from 'node:child_process'
import { join } from 'node:path'
import type { DatabaseLocation } from '../../../src/support/service/database'

const ROOT = join(import.meta.dirname, '..', '..', '..')
const CLI = join(ROOT, 'src', 'support', 'service', 'staff-cli.ts')

/** What `npm run support:staff -- …args` wrote and how it ended. */
export interface StaffRun {
  readonly code: number | null
  readonly out: string
  readonly err: string
}

/** This process's environment without its own database and support settings, pointed at `where`, with `env` added. */
const staffEnv = (where: DatabaseLocation, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv => {
  const inherited = { ...process.env }
  for (const v of Object.keys(inherited)) if (v === 'DATABASE_URL' || v === 'MOCK_STORE' || v.startsWith('SUPPORT_')) delete inherited[v]
  return { ...inherited, ...(where.kind === 'postgres' ? { DATABASE_URL: where.url } : { SUPPORT_DB_FILE: where.file }), ...env }
}

/** The staff command as a child process, on the database `where`, with `env` added (see `staff`). */
const spawnStaff = (where: DatabaseLocation, args: readonly string[], env: NodeJS.ProcessEnv) =>
  spawn(process.execPath, ['--import', 'tsx', CLI, ...args], { cwd: ROOT, env: staffEnv(where, env), stdio: ['pipe', 'pipe', 'pipe'] })

/**
 * Runs the staff command as `npm run support:staff` does (in the project's folder), on the database `where`, with
 * `input` on standard input (then closed) and `env` added (`INIT_CWD`: the folder the operator ran it in); none of
 * the test run's own `DATABASE_URL`, `SUPPORT_*` or `MOCK_STORE` reaches it. Resolves once its output is all read.
 */
export const staff = (where: DatabaseLocation, args: readonly string[], input = '', env: NodeJS.ProcessEnv = {}): Promise<StaffRun> =>
  staffConversation(where, args, input, undefined, env)

/** What a person types at the command's questions: each answer once the output shows one more `prompt` (global) than was answered. */
export interface Typing {
  readonly prompt: RegExp
  /** Each line typed, made from the output so far (a code from the key it shows). */
  readonly answers: readonly ((shown: string) => string)[]
}

/**
 * Runs the staff command as `staff` does, typing as a person at its terminal: `input` at once (a secret), then the
 * answers of `typing` at its questions; standard input is closed after the last answer, or at once without any.
 */
export const staffConversation = (where: DatabaseLocation, args: readonly string[], input: string, typing?: Typing, env: NodeJS.ProcessEnv = {}): Promise<StaffRun> =>
  new Promise((resolve, reject) => {
    const child = spawnStaff(where, args, env)
    let out = ''
    let err = ''
    let answered = 0
    const answers = typing?.answers ?? []
    child.stdin.write(input)
    if (answers.length === 0) child.stdin.end()
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString()
      const answer = answers[answered]
      if (typing === undefined || answer === undefined || (out.match(typing.prompt) ?? []).length <= answered) return
      answered++
      child.stdin.write(`${answer(out)}\n`)
      if (answered === answers.length) child.stdin.end()
    })
    child.stderr.on('data', (d: Buffer) => void (err += d.toString()))
    child.once('error', reject)
    child.once('close', (code) => resolve({ code, out, err }))
  })

/**
 * Runs the staff command at a terminal of its own (util-linux's `script` gives it a pseudo-terminal, as an operator's
 * shell would), on the database `where`: `typed` is typed at the terminal once the output shows `prompt`. `out` is
 * what the terminal showed, its echo of what was typed included.
 */
export const staffAtTerminal = (where: DatabaseLocation, args: readonly string[], prompt: string, typed: string): Promise<StaffRun> =>
  new Promise((resolve, reject) => {
    const command = [process.execPath, '--import', 'tsx', CLI, ...args].map((a) => `'${a.replaceAll("'", "'\\''")}'`).join(' ')
    const child = spawn('script', ['-q', '-e', '-c', command, '/dev/null'], { cwd: ROOT, env: staffEnv(where, {}), stdio: ['pipe', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    let sent = false
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString()
      if (sent || !out.includes(prompt)) return
      sent = true
      child.stdin.write(typed)
    })
    child.stderr.on('data', (d: Buffer) => void (err += d.toString()))
    child.once('exit', () => child.stdin.end())
    child.once('error', reject)
    child.once('close', (code) => resolve({ code, out, err }))
  })
