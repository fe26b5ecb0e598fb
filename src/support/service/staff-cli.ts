import { createInterface } from 'node:readline'
import { join } from 'node:path'
import { createLogger } from '../../operations/logger'
import { DATA_REQUEST_USAGE, runDataRequest } from './data-request-cli'
import { databaseLocation, supportDatabaseBeside, openSupportDatabase } from './database'
import { putStaff } from './staff-accounts'
import { SupportStore } from './support-store'

/*
 * `npm run support:staff -- <command>`: the support desk's staff accounts, in the support store that the
 * server uses (DATABASE_URL, or SUPPORT_DB_FILE, or the SQLite file beside MOCK_STORE or data/store.json: data/store.support.db).
 *   add <name>       adds a member of staff, or sets a new secret for one; the secret is read from standard input
 *                    (typed at a prompt, or piped: `printf '%s' "$SECRET" | npm run support:staff -- add alice`)
 *   disable <name>   disables an account and ends its desk sessions (the access log keeps its entries)
 *   list             the accounts, with when each was added and whether it is disabled
 *   access-log       the latest 50 entries of the access log
 *   export, erase    a rider's data requests (data-request-cli.ts)
 */
const USAGE = `usage: npm run support:staff -- add <name> | disable <name> | list | access-log | ${DATA_REQUEST_USAGE}`

const readSecret = async (): Promise<string> => {
  if (process.stdin.isTTY) process.stderr.write('Secret (at least 16 characters; not shown): ')
  const rl = createInterface({ input: process.stdin, terminal: false })
  if (process.stdin.isTTY) process.stdin.setRawMode?.(false)
  for await (const line of rl) {
    rl.close()
    return line
  }
  return ''
}

const main = async (): Promise<number> => {
  const [command, name] = process.argv.slice(2)
  const root = join(import.meta.dirname, '..', '..', '..')
  const where = databaseLocation(process.env, supportDatabaseBeside(process.env.MOCK_STORE ?? join(root, 'data', 'store.json')))
  const { db, close } = await openSupportDatabase(where)
  const store = new SupportStore(db)
  try {
    const now = new Date().toISOString()
    if (command === 'export' || command === 'erase') {
      // The export's and the erasure's log lines go to standard error: standard output may be the export itself.
      const log = createLogger({ destination: { write: (line: string) => void process.stderr.write(line) } }).child({ service: 'support' })
      return await runDataRequest(command, process.argv.slice(3), { store, now: () => new Date(), cwd: process.env.INIT_CWD ?? process.cwd(), stdout: process.stdout, stderr: process.stderr, stdin: process.stdin, log })
    }
    if (command === 'add' && name !== undefined) {
      const r = await putStaff(store, name, await readSecret(), now)
      process.stdout.write(r.ok ? `${name} can sign in to the support desk.\n` : `${r.message}\n`)
      return r.ok ? 0 : 1
    }
    if (command === 'disable' && name !== undefined) {
      const done = await store.disableStaff(name, now)
      process.stdout.write(done ? `${name} is disabled and signed out.\n` : `No member of staff is called ${name}.\n`)
      return done ? 0 : 1
    }
    if (command === 'list') {
      const staff = await store.listStaff()
      if (staff.length === 0) process.stdout.write('No staff accounts yet: the support desk is off until one is added.\n')
      for (const s of staff) process.stdout.write(`${s.name}\tadded ${s.createdAt}${s.disabledAt === null ? '' : `\tdisabled ${s.disabledAt}`}\n`)
      return 0
    }
    if (command === 'access-log') {
      for (const e of await store.accessLog({ limit: 50 })) process.stdout.write(`${e.at}\t${e.staff}\t${e.action}\t${e.code ?? e.reference ?? ''}${(e.trails ?? null) === null ? '' : `\t${e.trails} trails`}\n`)
      return 0
    }
    process.stderr.write(`${USAGE}\n`)
    return 2
  } finally {
    await close()
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`)
    process.exit(1)
  },
)
