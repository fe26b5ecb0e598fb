import { closeSync, openSync, unlinkSync, writeSync } from 'node:fs'
import { resolve } from 'node:path'
import { createInterface } from 'node:readline'
import { parseArgs } from 'node:util'
import { dataExportFileName, dataSubjectOf, riderRule, subjectText } from '../../domain/trail/data-request'
import type { Logger } from '../../operations/logger'
import { accessSubject, noRiderTrails } from './data-request-routes'
import { dataRequestLines } from './monitoring'
import { riderDataDocument } from './rider-data'
import type { SupportStore } from './support-store'

/** How the data-request commands are run. */
export const DATA_REQUEST_USAGE = 'export <code-or-reference> --as <staff name> [--out <file> | --out -] | erase <code-or-reference> --as <staff name> [--yes]'

/** Exit codes: done; nothing found or refused (an unknown member of staff, a confirmation that differs, a file there already); a usage error. */
const DONE = 0
const REFUSED = 1
const USAGE_ERROR = 2

export interface DataRequestIo {
  readonly store: SupportStore
  readonly now: () => Date
  /** The folder the operator ran the command in, which `--out` is relative to (npm runs scripts in the project's). */
  readonly cwd: string
  /** Where the export goes with `--out -`. */
  readonly stdout: NodeJS.WritableStream
  /** Messages for the operator, and the prompt. */
  readonly stderr: NodeJS.WritableStream
  readonly stdin: NodeJS.ReadableStream & { readonly isTTY?: boolean }
  /** The export's and the erasure's structured lines (as the service logs them). */
  readonly log: Logger
}

/** One line typed (or piped) on standard input, after a prompt when it is a terminal; '' when input ends first. */
const readLine = async (io: DataRequestIo, prompt: string): Promise<string> => {
  if (io.stdin.isTTY === true) io.stderr.write(prompt)
  const rl = createInterface({ input: io.stdin, terminal: false })
  for await (const line of rl) {
    rl.close()
    return line
  }
  return ''
}

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`

/**
 * The data-request commands of `npm run support:staff`, as the desk makes them, recorded in the access log as the
 * member of staff `--as` names: an enabled account, with one-time codes set up or not. The command line has no
 * sign-in (whoever can reach the database says who they are), and its operator could set up an account's codes
 * with `enrol` anyway, so asking for them would check nothing; an account from before one-time codes can still
 * answer a request while its codes wait to be set up:
 * - `export <code-or-reference> --as <name> [--out <file>]` writes every trail of the rider (`riderRule`) as the
 *   desk's download, to `--out` (default `ridecover-data-<code-or-reference>.json`, in the folder the command was
 *   run in; never over a file that is there; `-` for standard output), readable by its owner only;
 * - `erase <code-or-reference> --as <name> [--yes]` says what it will erase and asks for the code or reference
 *   again (typed, or piped), unless `--yes`; then erases them as the desk does, in one transaction.
 * Answers the exit code: 0 done, 1 nothing found or refused, 2 a usage error (said with the usage).
 */
export const runDataRequest = async (command: 'export' | 'erase', args: readonly string[], io: DataRequestIo): Promise<number> => {
  const say = (line: string): void => void io.stderr.write(`${line}\n`)
  const usage = (problem: string): number => {
    say(`${problem}\nusage: npm run support:staff -- ${DATA_REQUEST_USAGE}`)
    return USAGE_ERROR
  }
  let parsed: ReturnType<typeof parseOptions>
  try {
    parsed = parseOptions(args)
  } catch (e) {
    return usage(e instanceof Error ? e.message : String(e))
  }
  const { values, positionals } = parsed
  if (positionals.length !== 1) return usage(`${command} takes one support code or quote reference.`)
  const subject = dataSubjectOf(positionals[0] ?? '')
  if (subject === undefined) return usage(`${JSON.stringify(positionals[0])} is neither a support code (RC-ABC234) nor a quote reference (12345-67890-12345).`)
  if (values.as === undefined || values.as === '') return usage(`${command} needs --as <staff name>: the member of staff the access log records.`)
  if (command === 'export' && values.yes === true) return usage('--yes is for erase only.')
  if (command === 'erase' && values.out !== undefined) return usage('--out is for export only.')
  const account = await io.store.staff(values.as)
  if (account === undefined || account.disabledAt !== null) {
    say(`No enabled member of staff is called ${values.as} (npm run support:staff -- list).`)
    return REFUSED
  }
  const events = dataRequestLines(io.log)
  const trails = await io.store.riderTrails(subject)
  if (trails.length === 0) {
    say(noRiderTrails(subject))
    return REFUSED
  }
  const codes = trails.map((t) => t.code).join(', ')
  if (command === 'export') {
    const out = values.out ?? dataExportFileName(subject)
    const path = resolve(io.cwd, out)
    const at = io.now().toISOString()
    const document = riderDataDocument(subject, at, trails)
    const entry = { at, staff: account.name, action: 'exported' as const, ...accessSubject(subject), trails: trails.length }
    if (out === '-') {
      await io.store.logAccess(entry)
      io.stdout.write(document)
    } else {
      const fd = openFile(path)
      if (fd === null) {
        say(`${out} is there already: name another file with --out.`)
        return REFUSED
      }
      try {
        await io.store.logAccess(entry)
        writeSync(fd, document)
      } catch (e) {
        closeSync(fd)
        unlinkSync(path)
        throw e
      }
      closeSync(fd)
    }
    events.exported(account.name, trails.length)
    say(`Exported ${plural(trails.length, 'trail')} (${codes}), ${riderRule(subject)}, to ${out === '-' ? 'standard output' : path}. The access log records it as exported by ${account.name}.`)
    return DONE
  }
  say(`This erases ${plural(trails.length, 'trail')} (${codes}): ${riderRule(subject)}, with what is kept about them. It cannot be undone.`)
  if (values.yes !== true) {
    const typed = dataSubjectOf(await readLine(io, `Type ${subjectText(subject)} again to erase them for good: `))
    if (typed === undefined || subjectText(typed) !== subjectText(subject)) {
      say(`Nothing was erased: that is not ${subjectText(subject)}.`)
      return REFUSED
    }
  }
  const erased = await io.store.eraseRider(subject, { at: io.now().toISOString(), staff: account.name, action: 'erased', ...accessSubject(subject) })
  if (erased === null) {
    say(noRiderTrails(subject))
    return REFUSED
  }
  events.erased(account.name, erased)
  say(
    `Erased ${plural(erased.trails, 'trail')} (${erased.codes.join(', ')}), ${plural(erased.references, 'quote-reference listing')} and ${plural(erased.limitCounts, 'limit count')}. ` +
      `Finding ${subjectText(subject)} now answers not found. The access log records it as erased by ${account.name}.`,
  )
  return DONE
}

const parseOptions = (args: readonly string[]) =>
  parseArgs({ args: [...args], allowPositionals: true, strict: true, options: { as: { type: 'string' }, out: { type: 'string' }, yes: { type: 'boolean' } } })

/** A new file readable by its owner only, or null when one is there already (it is never written over). */
const openFile = (path: string): number | null => {
  try {
    return openSync(path, 'wx', 0o600)
  } catch (e) {
    if ((e as { code?: unknown }).code === 'EEXIST') return null
    throw e
  }
}
