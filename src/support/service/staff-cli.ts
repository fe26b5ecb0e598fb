import { createReadStream } from 'node:fs'
import { createInterface } from 'node:readline'
import { join } from 'node:path'
import QRCode from 'qrcode'
import { createLogger } from '../../operations/logger'
import { DATA_REQUEST_USAGE, runDataRequest } from './data-request-cli'
import { databaseLocation, supportDatabaseBeside, openSupportDatabase } from './database'
import { confirmEnrolment, enrol, ISSUER, type ConfirmedFactor, type Enrolment } from './second-factor'
import { secondFactorKey } from './second-factor'
import { supportSettings } from './settings'
import { addStaff, additionProblem, enrolmentProblem, enrolStaff, setStaffSecret } from './staff-accounts'
import { MIN_SECRET_LENGTH } from './staff-secrets'
import { SupportStore } from './support-store'
import type { AccessAction } from '../../domain/support-desk-access'

/*
 * `npm run support:staff -- <command>`: the support desk's staff accounts, in the support store that the
 * server uses (DATABASE_URL, or SUPPORT_DB_FILE, or the SQLite file beside MOCK_STORE or data/store.json:
 * data/store.support.db), with the key it encrypts one-time-code secrets with (SUPPORT_TOTP_KEY; required with
 * DATABASE_URL). A SUPPORT_* variable the service does not read, or a slip of one of its other names, stops the
 * command before it opens the store (settings.ts).
 *   add <name>       adds a member of staff: reads their secret from standard input (typed at a prompt, or piped:
 *                    `printf '%s' "$SECRET" | npm run support:staff -- add alice`), then shows, once, the otpauth://
 *                    address (and its QR code) for their authenticator app, and asks for the first code the app
 *                    makes (again until it is right); only then is the account added, and its ten recovery codes shown
 *   secret <name>    sets a new secret (read as for add) and ends their desk sessions
 *   enrol <name>     new one-time codes and recovery codes in place of the old, confirmed by a first code as for add,
 *                    and ends their desk sessions: a new phone, codes lost, or an account added before one-time
 *                    codes; until the code is given the old codes stay as they are
 *   disable <name>   disables an account and ends its desk sessions (the access log keeps its entries)
 *   enable <name>    enables a disabled account again
 *   unlock <name>    ends an account's lock-out after failed sign-ins, before its 15 minutes are over
 *   list             the accounts: when each was added, its codes set up or not, recovery codes left, disabled
 *   access-log       the latest 50 entries of the access log
 *   export, erase    a rider's data requests (data-request-cli.ts)
 */
const USAGE = `usage: npm run support:staff -- add <name> | secret <name> | enrol <name> | disable <name> | enable <name> | unlock <name> | list | access-log | ${DATA_REQUEST_USAGE}`

/** The lines typed or piped in, one at a time: null once there are none. */
type Lines = () => Promise<string | null>

const linesOf = (input: NodeJS.ReadableStream): Lines => {
  const lines = createInterface({ input, terminal: false, crlfDelay: Infinity })[Symbol.asyncIterator]()
  return async () => {
    const next = await lines.next()
    return next.done === true ? null : (next.value as string)
  }
}

/**
 * Standard input's lines; once it has ended (a secret piped in: `printf '%s' "$SECRET" | …`), the terminal's, when
 * the command's output is shown on one, so the code the app shows can still be typed. Without a terminal, null.
 */
const typedLines = (): Lines => {
  const stdin = linesOf(process.stdin)
  let terminal: Lines | null = null
  return async () => {
    if (terminal !== null) return terminal()
    const line = await stdin()
    if (line !== null || process.stdin.isTTY || !process.stdout.isTTY) return line
    try {
      const tty = createReadStream('/dev/tty')
      await new Promise<void>((opened, failed) => tty.once('open', () => opened()).once('error', failed))
      terminal = linesOf(tty)
      return await terminal()
    } catch {
      return null
    }
  }
}

/**
 * A line typed at the terminal after `prompt`, without showing it: the terminal's echo is off (raw mode) before the
 * prompt is shown, so nothing typed early is shown either. Enter or Ctrl-D ends it, Backspace takes back a character,
 * the sequences of arrow and other keys are left out, and Ctrl-C stops the command.
 */
const readHidden = (prompt: string): Promise<string> =>
  new Promise((resolve) => {
    const stdin = process.stdin
    let typed: string[] = []
    let inSequence = false
    const done = (): void => {
      stdin.off('data', take)
      stdin.setRawMode(false)
      stdin.pause()
      process.stderr.write('\n')
      resolve(typed.join(''))
    }
    const take = (chunk: Buffer): void => {
      for (const ch of chunk.toString('utf8')) {
        if (inSequence) inSequence = !/[A-Za-z~]/.test(ch)
        else if (ch === '\r' || ch === '\n' || ch === '\u0004') return done()
        else if (ch === '\u0003') {
          stdin.setRawMode(false)
          process.stderr.write('\n')
          process.exit(130)
        } else if (ch === '\u001b') inSequence = true
        else if (ch === '\u007f' || ch === '\b') typed = typed.slice(0, -1)
        else if (ch >= ' ') typed.push(ch)
      }
    }
    stdin.setRawMode(true)
    process.stderr.write(prompt)
    stdin.on('data', take)
    stdin.resume()
  })

/** A secret: typed at the terminal without showing it, or the first line piped in. */
const readSecret = async (typed: Lines): Promise<string> => {
  if (!process.stdin.isTTY) return (await typed()) ?? ''
  return readHidden(`Secret (at least ${MIN_SECRET_LENGTH} characters, not a common password; not shown): `)
}

/** The start of a new second factor, shown once: the otpauth:// address as a QR code and as text, with its key. */
const showCodes = async (name: string, e: Enrolment): Promise<string> =>
  [
    `One-time codes for ${name}: scan this QR code with an authenticator app (or type in the key below). It is shown`,
    'only now: nothing can show it again (`enrol` sets up new codes in place of these).',
    '',
    await QRCode.toString(e.uri, { type: 'terminal', small: true }),
    e.uri,
    `Key: ${e.secret}`,
    '',
  ].join('\n')

/** The recovery codes of a confirmed second factor, shown once. */
const showRecoveryCodes = (name: string, e: Enrolment): string =>
  [
    `Recovery codes for ${name}: each signs in once in place of a one-time code (a lost phone). Keep them apart from`,
    'the phone, on paper or in a password manager:',
    ...e.recoveryCodes.map((c) => `  ${c}`),
    '',
  ].join('\n')

/**
 * Shows a new second factor's QR code and key, then asks for the first code the member of staff's app makes from
 * it, again after a wrong one, until one is right (the factor to store) or nothing more is typed (null: nothing
 * is set up).
 */
const confirmedFactor = async (name: string, key: Buffer, typed: Lines): Promise<{ enrolment: Enrolment; factor: ConfirmedFactor } | null> => {
  const enrolment = enrol(name, key)
  process.stdout.write(await showCodes(name, enrolment))
  process.stdout.write(`To finish, type the 6-digit code the app now shows for ${ISSUER}, ${name}: `)
  for (;;) {
    const code = await typed()
    if (code === null) {
      process.stdout.write('\n')
      return null
    }
    const factor = confirmEnrolment(name, enrolment, key, code, new Date())
    if (factor !== null) return { enrolment, factor }
    process.stdout.write(`That is not the code the app shows now. Check that the app lists ${ISSUER}, ${name}, then type the code it shows (or press Ctrl-D to stop; nothing is set up until a code is right): `)
  }
}

const main = async (): Promise<number> => {
  const [command, name] = process.argv.slice(2)
  const root = join(import.meta.dirname, '..', '..', '..')
  const env = supportSettings(process.env)
  const where = databaseLocation(env, supportDatabaseBeside(env.MOCK_STORE ?? join(root, 'data', 'store.json')))
  const key = (): Buffer => secondFactorKey(env, where)
  const { db, close } = await openSupportDatabase(where)
  const store = new SupportStore(db)
  // Standard input is read only by a command that asks something (export and erase read their own).
  let lines: Lines | undefined
  const typed: Lines = () => (lines ??= typedLines())()
  const say = (ok: boolean, text: string): number => {
    process.stdout.write(`${text}\n`)
    return ok ? 0 : 1
  }
  /** A change made to `name`'s account, written to the access log before it is said done. */
  const changed = async (action: AccessAction, text: string): Promise<number> => {
    await store.logAccess({ at: new Date().toISOString(), staff: name ?? '', action, code: null, reference: null, address: null, detail: null, trails: null })
    return say(true, text)
  }
  try {
    const now = new Date().toISOString()
    if (command === 'export' || command === 'erase') {
      // The export's and the erasure's log lines go to standard error: standard output may be the export itself.
      const log = createLogger({ destination: { write: (line: string) => void process.stderr.write(line) } }).child({ service: 'support' })
      return await runDataRequest(command, process.argv.slice(3), { store, now: () => new Date(), cwd: env.INIT_CWD ?? process.cwd(), stdout: process.stdout, stderr: process.stderr, stdin: process.stdin, log })
    }
    if (command === 'add' && name !== undefined) {
      const secret = await readSecret(typed)
      const problem = await additionProblem(store, name, secret)
      if (problem !== null) return say(false, problem)
      const confirmed = await confirmedFactor(name, key(), typed)
      if (confirmed === null) return say(false, `No right code was typed, so ${name} was not added. Run the command again when they have their phone with them.`)
      const r = await addStaff(store, name, secret, confirmed.factor, now)
      if (!r.ok) return say(false, r.message)
      return await changed('account-added', `The code is right.\n\n${showRecoveryCodes(name, confirmed.enrolment)}${name} can sign in to the support desk with their secret and a one-time code.`)
    }
    if (command === 'secret' && name !== undefined) {
      const r = await setStaffSecret(store, name, await readSecret(typed))
      return r.ok ? await changed('secret-changed', `${name} has a new secret and is signed out.`) : say(false, r.message)
    }
    if (command === 'enrol' && name !== undefined) {
      const problem = await enrolmentProblem(store, name)
      if (problem !== null) return say(false, problem)
      const confirmed = await confirmedFactor(name, key(), typed)
      if (confirmed === null) return say(false, `No right code was typed, so ${name}'s one-time codes are as they were: the earlier ones still work.`)
      const r = await enrolStaff(store, name, confirmed.factor, now)
      if (!r.ok) return say(false, r.message)
      return await changed('codes-set-up', `The code is right.\n\n${showRecoveryCodes(name, confirmed.enrolment)}${name}'s new codes work from now on; the earlier ones no longer work, and they are signed out.`)
    }
    if (command === 'disable' && name !== undefined) {
      const done = await store.disableStaff(name, now)
      return done ? await changed('account-disabled', `${name} is disabled and signed out.`) : say(false, `No member of staff is called ${name}.`)
    }
    if (command === 'enable' && name !== undefined) {
      const done = await store.enableStaff(name)
      return done ? await changed('account-enabled', `${name} is enabled.`) : say(false, `No member of staff is called ${name}.`)
    }
    if (command === 'unlock' && name !== undefined) {
      await store.clearCount('sign-in-failures-per-account', name)
      return await changed('unlocked', `${name}'s failed sign-ins are forgotten: the account is not locked.`)
    }
    if (command === 'list') {
      const staff = await store.listStaff()
      if (staff.length === 0) process.stdout.write('No staff accounts yet: the support desk is off until one is added.\n')
      for (const s of staff) {
        const codes = s.enrolledAt === null ? 'no one-time codes: cannot sign in until enrolled' : `one-time codes since ${s.enrolledAt}, ${s.recoveryCodesLeft} recovery codes left`
        process.stdout.write(`${s.name}\tadded ${s.createdAt}\t${codes}${s.disabledAt === null ? '' : `\tdisabled ${s.disabledAt}`}\n`)
      }
      return 0
    }
    if (command === 'access-log') {
      // One column each: when, who, what was done, its code, reference or sign-in detail, the sign-in's address, and
      // how many trails an export or erasure took.
      for (const e of await store.accessLog({ limit: 50 })) {
        const trails = e.trails === null ? '' : `${e.trails} ${e.trails === 1 ? 'trail' : 'trails'}`
        process.stdout.write(`${[e.at, e.staff === '' ? '(no such account)' : e.staff, e.action, e.code ?? e.reference ?? e.detail ?? '', e.address ?? '', trails].join('\t').trimEnd()}\n`)
      }
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
