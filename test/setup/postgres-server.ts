import { execFile, execFileSync, spawnSync, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import { appendFileSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { delimiter, join } from 'node:path'
import pg from 'pg'

/*
 * A private, throw-away PostgreSQL server for the tests: Debian's own initdb and pg_ctl (installed by
 * test/setup/ensure-postgres.sh) on a fresh data folder under the system's temporary folder, listening on
 * 127.0.0.1 on a free port with `trust` authentication and durability switched off (nothing here outlives the
 * run). PostgreSQL refuses to run as root, so as root the server runs as Debian's `postgres` system user.
 *
 * initdb is most of a start (about 1 s, twice that on a busy machine), so the first start keeps a pristine
 * copy of its fresh data folder beside the runs' folders (`ride-cover-pg-template-<key>`, about 40 MB, keyed
 * by the programs, their owner and the settings) and later starts copy it instead (about 0.1 s).
 */

const SERVER_USER = 'postgres'
const DATABASE = 'ride_cover_test'
const RUN_PREFIX = 'ride-cover-pg-run-'
const TEMPLATE_PREFIX = 'ride-cover-pg-template-'
const ENSURE = '`bash test/setup/ensure-postgres.sh` (npm test does, as its pretest step)'
const INITDB_ARGS = ['-U', SERVER_USER, '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync', '--no-instructions']
const SETTINGS = ["listen_addresses = '127.0.0.1'", 'fsync = off', 'synchronous_commit = off', 'full_page_writes = off']

export interface TestPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/ride_cover_test`. */
  readonly url: string
  /** Stops the server at once (no shutdown checkpoint) and removes its folder; safe to call twice. */
  readonly stop: () => Promise<void>
}

type Command = readonly [string, readonly string[]]

/** One start's paths and helpers. */
interface Run {
  readonly bin: string
  /** The uid that owns the data: `postgres` as root, this process's otherwise. */
  readonly ownerUid: number
  readonly folder: string
  readonly data: string
  readonly socket: string
  readonly log: string
  readonly template: string
  /** Children still running (initdb, pg_ctl, cp), killed if this process exits meanwhile. */
  readonly running: Set<ChildProcess>
}

/** Where initdb and pg_ctl are: the newest /usr/lib/postgresql/<version>/bin, else the PATH; undefined when neither. */
const findPostgresBin = (): string | undefined => {
  const debian = '/usr/lib/postgresql'
  const versions = existsSync(debian) ? readdirSync(debian).filter((v) => /^\d+(\.\d+)?$/.test(v)).sort((a, b) => Number(b) - Number(a)) : []
  const candidates = [...versions.map((v) => join(debian, v, 'bin')), ...(process.env.PATH ?? '').split(delimiter).filter((d) => d !== '')]
  return candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')))
}

const isRoot = (): boolean => process.getuid?.() === 0

/** The `postgres` system user's ids, or undefined when it does not exist. */
const serverUser = (): { uid: number; gid: number } | undefined => {
  try {
    const [, , uid, gid] = execFileSync('getent', ['passwd', SERVER_USER], { encoding: 'utf8' }).trim().split(':')
    return { uid: Number(uid), gid: Number(gid) }
  } catch {
    return undefined
  }
}

/** `program` run as the server's user: through runuser when root, as it is otherwise. */
const asServerUser = (program: string, args: readonly string[]): Command => (isRoot() ? ['runuser', ['-u', SERVER_USER, '--', program, ...args]] : [program, args])

const exec = ([command, args]: Command, run: Run): Promise<void> =>
  new Promise((resolve, reject) => {
    const child = execFile(command, [...args], { cwd: run.folder, encoding: 'utf8', timeout: 60_000 }, (error, stdout, stderr) => {
      run.running.delete(child)
      if (error === null) resolve()
      else reject(new Error(`${[command, ...args].join(' ')} failed: ${error.message}\n${stdout}${stderr}`.trim()))
    })
    run.running.add(child)
  })

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address !== null ? resolve(address.port) : reject(new Error('no free port'))))
    })
  })

const logTail = (log: string): string => {
  try {
    return `server log (${log}):\n${readFileSync(log, 'utf8').trimEnd().split('\n').slice(-30).join('\n')}`
  } catch {
    return '(no server log)'
  }
}

const stopCommand = (bin: string, data: string): Command => asServerUser(join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'immediate', '-w', '-s'])

/** Stops the server in `folder` (if it runs) and removes the folder, synchronously: for exit and signal handlers. */
const discardSync = (bin: string, folder: string): void => {
  const data = join(folder, 'data')
  if (existsSync(join(data, 'postmaster.pid'))) {
    const [command, args] = stopCommand(bin, data)
    spawnSync(command, args, { cwd: folder, stdio: 'ignore', timeout: 30_000 })
  }
  rmSync(folder, { recursive: true, force: true })
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Removes the servers of earlier runs that died without stopping theirs (SIGKILL, a crash): each run's folder
 * names the process that made it (`owner.pid`); one whose process is gone is stopped and removed.
 */
const sweepAbandoned = (bin: string, ownerUid: number): void => {
  const base = tmpdir()
  for (const name of readdirSync(base)) {
    if (!name.startsWith(RUN_PREFIX)) continue
    const folder = join(base, name)
    try {
      const owner = Number(readFileSync(join(folder, 'owner.pid'), 'utf8'))
      if (Number.isInteger(owner) && owner > 0 && !isAlive(owner) && statSync(folder).uid === ownerUid) discardSync(bin, folder)
    } catch {
      // Not ours, or another run is still making it: left alone.
    }
  }
}

const templatePath = (bin: string, ownerUid: number): string => {
  const key = JSON.stringify([bin, statSync(join(bin, 'initdb')).mtimeMs, ownerUid, INITDB_ARGS, SETTINGS])
  return join(tmpdir(), TEMPLATE_PREFIX + createHash('sha256').update(key).digest('hex').slice(0, 16))
}

/** True when `template` is a finished data folder that only its owner (the data's owner) could have written. */
const isUsableTemplate = (template: string, ownerUid: number): boolean => {
  try {
    const stat = statSync(template)
    return stat.isDirectory() && stat.uid === ownerUid && (stat.mode & 0o077) === 0 && existsSync(join(template, 'PG_VERSION'))
  } catch {
    return false
  }
}

/**
 * Fills the run's data folder: a copy of the kept template when there is a usable one (true), else initdb and
 * the test settings, keeping a copy as the template for the next runs (false). As root, `cp -a` keeps the
 * `postgres` user as the owner.
 */
const makeData = async (run: Run, fromTemplate: boolean): Promise<boolean> => {
  if (fromTemplate && isUsableTemplate(run.template, run.ownerUid)) {
    await exec(['cp', ['-a', run.template, run.data]], run)
    return true
  }
  await exec(asServerUser(join(run.bin, 'initdb'), ['-D', run.data, ...INITDB_ARGS]), run)
  appendFileSync(join(run.data, 'postgresql.conf'), ['', ...SETTINGS, ''].join('\n'))
  const copy = join(run.folder, 'template')
  try {
    await exec(['cp', ['-a', run.data, copy]], run)
    if (existsSync(run.template) && !isUsableTemplate(run.template, run.ownerUid) && statSync(run.template).uid === run.ownerUid) rmSync(run.template, { recursive: true, force: true })
    renameSync(copy, run.template)
  } catch {
    // Another run kept one first, or the copy failed: this run goes on without keeping one.
    rmSync(copy, { recursive: true, force: true })
  }
  return false
}

/** Starts the server on a free port (another if that one was taken meanwhile) and creates the test database. */
const listen = async (run: Run): Promise<string> => {
  appendFileSync(join(run.data, 'postgresql.conf'), `unix_socket_directories = '${run.socket.replaceAll("'", "''")}'\n`)
  for (let attempt = 1; ; attempt++) {
    const port = await freePort()
    try {
      await exec(asServerUser(join(run.bin, 'pg_ctl'), ['start', '-D', run.data, '-l', run.log, '-w', '-t', '30', '-s', '-o', `-p ${port}`]), run)
    } catch (error) {
      const tail = logTail(run.log)
      if (attempt < 3 && /could not bind|address already in use/i.test(tail)) continue
      throw new Error(`${(error as Error).message}\n${tail}`)
    }
    const server = `postgres://${SERVER_USER}@127.0.0.1:${port}`
    const client = new pg.Client({ connectionString: `${server}/postgres` })
    try {
      await client.connect()
      await client.query(`CREATE DATABASE ${DATABASE}`)
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${logTail(run.log)}`)
    } finally {
      await client.end().catch(() => undefined)
    }
    return `${server}/${DATABASE}`
  }
}

/**
 * Starts a private PostgreSQL server and creates the `ride_cover_test` database on it: about 0.3 s from the
 * kept template, 1–2 s the first time (initdb). The server and its folder go when `stop` is called, or when
 * this process exits or is interrupted (SIGINT, SIGTERM, SIGHUP); a later start removes any left by a process
 * that was killed. A kept template that no longer starts is replaced by a fresh initdb. Rejects with a pointer
 * to ensure-postgres.sh when the server programs (or, as root, the `postgres` user) are missing, and with the
 * command's output or the server log's tail when initdb or the server fails.
 */
export const startTestPostgres = async (): Promise<TestPostgres> => {
  const bin = findPostgresBin()
  if (bin === undefined) {
    throw new Error(`PostgreSQL's initdb and pg_ctl are not installed (looked under /usr/lib/postgresql/*/bin and on PATH): run ${ENSURE}, or set TEST_DATABASE_URL to a server of your own.`)
  }
  const user = isRoot() ? serverUser() : undefined
  if (isRoot() && user === undefined) {
    throw new Error(`running as root, the test server must run as the \`${SERVER_USER}\` system user, which does not exist: run ${ENSURE}.`)
  }
  const ownerUid = user?.uid ?? process.getuid?.() ?? -1
  sweepAbandoned(bin, ownerUid)

  const folder = mkdtempSync(join(tmpdir(), RUN_PREFIX))
  const run: Run = {
    bin,
    ownerUid,
    folder,
    data: join(folder, 'data'),
    socket: join(folder, 'socket'),
    log: join(folder, 'server.log'),
    template: templatePath(bin, ownerUid),
    running: new Set(),
  }
  writeFileSync(join(folder, 'owner.pid'), String(process.pid))
  mkdirSync(run.socket)
  if (user !== undefined) {
    chownSync(folder, user.uid, user.gid)
    chownSync(run.socket, user.uid, user.gid)
  }

  let stopped = false
  const onExit = (): void => {
    if (stopped) return
    for (const child of run.running) child.kill('SIGKILL')
    discardSync(bin, folder)
  }
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const
  const onSignal = (signal: NodeJS.Signals): void => {
    onExit()
    release()
    process.kill(process.pid, signal)
  }
  const release = (): void => {
    stopped = true
    process.removeListener('exit', onExit)
    for (const s of signals) process.removeListener(s, onSignal)
  }
  process.once('exit', onExit)
  for (const s of signals) process.once(s, onSignal)

  const stopServer = async (): Promise<void> => {
    if (existsSync(join(run.data, 'postmaster.pid'))) await exec(stopCommand(bin, run.data), run)
  }
  const stop = async (): Promise<void> => {
    if (stopped) return
    release()
    try {
      await stopServer()
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  }

  try {
    const fromTemplate = await makeData(run, true)
    try {
      return { url: await listen(run), stop }
    } catch (error) {
      if (!fromTemplate) throw error
      await stopServer().catch(() => undefined)
      rmSync(run.template, { recursive: true, force: true })
      rmSync(run.data, { recursive: true, force: true })
      await makeData(run, false)
      return { url: await listen(run), stop }
    }
  } catch (error) {
    await stop().catch(() => undefined)
    const message = (error as Error).message
    const hint = user !== undefined && /permission denied/i.test(message) ? ` (as root the server runs as \`${SERVER_USER}\`, which must be able to reach ${folder})` : ''
    throw new Error(`the test PostgreSQL server did not start${hint}: ${message}`)
  }
}
