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

/**
 * Runs the staff command as `npm run support:staff` does (in the project's folder), on the database `where`, with
 * `input` on standard input (then closed) and `env` added (`INIT_CWD`: the folder the operator ran it in); none of
 * the test run's own `DATABASE_URL`, `SUPPORT_*` or `MOCK_STORE` reaches it. Resolves once its output is all read.
 */
export const staff = (where: DatabaseLocation, args: readonly string[], input = '', env: NodeJS.ProcessEnv = {}): Promise<StaffRun> =>
  new Promise((resolve, reject) => {
    const inherited = { ...process.env }
    for (const v of Object.keys(inherited)) if (v === 'DATABASE_URL' || v === 'MOCK_STORE' || v.startsWith('SUPPORT_')) delete inherited[v]
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
      cwd: ROOT,
      env: { ...inherited, ...(where.kind === 'postgres' ? { DATABASE_URL: where.url } : { SUPPORT_DB_FILE: where.file }), ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    })
    let out = ''
    let err = ''
    child.stdout.on('data', (d: Buffer) => void (out += d.toString()))
    child.stderr.on('data', (d: Buffer) => void (err += d.toString()))
    child.once('error', reject)
    child.once('close', (code) => resolve({ code, out, err }))
    child.stdin.end(input)
  })
