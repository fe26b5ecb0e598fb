import { isLeft, type Either } from 'fp-ts/lib/Either'
import type * as t from 'io-ts'
import { createApiClient, type ApiClient } from '../../src/api/client'
import type { ApiError } from '../../src/api/errors'
import { createTransport, type Transport } from '../../src/api/transport'
import { CALLS, type AnswerOf, type AnyCall, type ArgsOf, type CallName } from '../../src/domain/calls'
import { DataAnswer, ErrorBody, type ProposalInput } from '../../src/domain/codecs'
import { ukToday } from '../../src/domain/clock'
import { ERROR_ANSWERS, type ErrorCode } from '../../src/domain/error-answers'
import { undeclaredFindings } from './answer-check'
import { journey } from './journey'
import { recordingFetch, type Exchange } from './recording-fetch'

/** How one step of the run ended. */
type Outcome = 'passed' | 'failed' | 'skipped'

/** One call of the run: what was sent, what the contract expects, what came back. */
export interface CallResult {
  /** The call's name in `CALLS` (or `paymentPage`, the payment provider's page). */
  readonly name: string
  /** Why the app makes it here. */
  readonly purpose: string
  readonly method: string
  readonly path: string
  /** What was sent, in a few words: the body's codec and size, or none. */
  readonly sent: string
  /** What the contract expects: the success status and answer codec, or an error answer's status and code. */
  readonly expected: string
  /** The status answered; null when nothing was (the step was skipped, or the network failed). */
  readonly status: number | null
  readonly outcome: Outcome
  /** What breaks the contract: the answer's failing paths, or why the step failed or was skipped. */
  readonly failures: readonly string[]
  /** What the run noticed without failing the step (a field the app ignores, another 2xx status). */
  readonly notes: readonly string[]
  /** The body sent (parsed), and the answer's (parsed when it is JSON). */
  readonly request?: unknown
  readonly answer?: unknown
}

/** The run's report (`--report`). */
export interface ContractReport {
  readonly base: string
  readonly startedAt: string
  readonly finishedAt: string
  readonly passed: number
  readonly failed: number
  readonly skipped: number
  readonly results: readonly CallResult[]
}

export interface ContractOptions {
  /** The insurer's base URL (`http://127.0.0.1:3000`). */
  readonly base: string
  /** The rider's answers the run quotes (default `contractProposal(today)`), already dated for `today`. */
  readonly proposal: ProposalInput
  /** The fetch the run sends with (default the global one). */
  readonly fetch?: typeof fetch
  /** Called with each step as it ends (the command line prints it). */
  readonly onResult?: (result: CallResult) => void
  /** Now, ISO (default the clock): the day the run's dates are judged on. */
  readonly now?: () => string
}

const parseJson = (text: string): unknown => {
  try {
    return text.trim() === '' ? undefined : (JSON.parse(text) as unknown)
  } catch {
    return text
  }
}

/** A body's size as sent: bytes under a kilobyte (`25 B`), else kilobytes to one decimal (`6.5 KB`). */
const sizeOf = (text: string): string => {
  const bytes = Buffer.byteLength(text)
  return bytes < 1000 ? `${bytes} B` : `${(bytes / 1000).toFixed(1)} KB`
}

/** The decoded answer's failing paths, or why there was no answer to decode. */
const failureOf = (error: ApiError): string[] => {
  switch (error.kind) {
    case 'decode':
      return [...error.paths]
    case 'http':
      return [`answered ${error.status}${error.code === undefined ? '' : ` ${error.code}`}${error.message === undefined ? '' : `: ${error.message}`}`]
    case 'session-expired':
      return ['answered 419: the session expired']
    case 'network':
      return [`no answer: ${error.message}`]
  }
}

/** What a step checks beyond the answer's codec: what the journey reads from it to go on. */
type Needs<K extends CallName> = (answer: AnswerOf<K>) => string[]

interface StepOptions<K extends CallName> {
  readonly purpose: string
  readonly needs?: Needs<K>
}

interface ErrorStepOptions {
  readonly purpose: string
  /** Paths the refusal must name (`invalid_request`). */
  readonly paths?: readonly string[]
}

/**
 * Runs the app's journey against the insurer at `options.base`, call by call as the app makes them, with the
 * app's own client (`createApiClient`: the same paths, bodies, marker header and CSRF echo) and its codecs: the
 * lists and lookups, creating the proposal and its quote, an update and the quote again, the start date, the
 * spec's re-quote, the quote e-mail, the payment option, the extras, confirmation, paying monthly, the payment
 * page (driven with the test card where it is the mock insurer's provider page, else skipped with what needs it),
 * the thank-you page's device check, acceptance and portal link, and recall; and the error answers the app routes
 * on (an unknown quote, a refused body with its paths, a recall that matches nothing, a change to a bought
 * policy). Each answer is decoded with the call's codec; a field it does not declare is noted, and one standing
 * where a declared field is missing fails (a renamed field). Never throws for what the insurer answers.
 */
export const runContract = async (options: ContractOptions): Promise<ContractReport> => {
  const startedAt = (options.now ?? (() => new Date().toISOString()))()
  const recorder = recordingFetch(options.base, options.fetch)
  const transport = createTransport({ fetch: recorder.fetch, baseUrl: options.base, readCookies: recorder.cookies })
  const client: ApiClient = createApiClient(transport)
  const results: CallResult[] = []
  const record = (r: CallResult): void => {
    results.push(r)
    options.onResult?.(r)
  }

  /** The exchanges of the last client call (a CSRF retry makes two): its request and answer are the last one's. */
  const lastExchange = (before: number): Exchange | undefined => (recorder.exchanges.length > before ? recorder.exchanges.at(-1) : undefined)

  const expectedAnswer = (name: CallName): string => {
    const c = CALLS[name]
    return `${c.status ?? 200} ${c.ignoreAnswer === true ? '(body not read)' : c.answerIn === 'data' ? `{ data: ${c.answer.name} }` : c.answer.name}`
  }

  const sentOf = (name: CallName, exchange: Exchange | undefined): string => {
    const request = CALLS[name].request as t.Mixed | undefined
    if (request === undefined) return 'no body'
    return exchange?.requestBody === undefined ? request.name : `${request.name} (${sizeOf(exchange.requestBody)})`
  }

  /** What a step's line and report say of the call: the exchange as made, or (when nothing was answered) the path it was made at. */
  const base = <K extends CallName>(name: K, args: ArgsOf<K>, purpose: string, exchange: Exchange | undefined) => ({
    name,
    purpose,
    method: CALLS[name].method,
    path: exchange?.path ?? (CALLS[name] as AnyCall).path(...args),
    sent: sentOf(name, exchange),
    status: exchange?.status ?? null,
    request: exchange?.requestBody === undefined ? undefined : parseJson(exchange.requestBody),
    answer: exchange === undefined ? undefined : parseJson(exchange.responseBody),
  })

  /** Makes a call the app makes and expects it to succeed; answers its decoded answer, or undefined when it failed. */
  const call = async <K extends CallName>(name: K, args: ArgsOf<K>, step: StepOptions<K>): Promise<AnswerOf<K> | undefined> => {
    const before = recorder.exchanges.length
    const fn = client[name] as (...a: ArgsOf<K>) => Promise<Either<ApiError, AnswerOf<K>>>
    const result = await fn(...args)
    const exchange = lastExchange(before)
    const c = CALLS[name]
    const failures: string[] = []
    const notes: string[] = []
    if (isLeft(result)) failures.push(...failureOf(result.left))
    else {
      if (c.ignoreAnswer !== true && exchange !== undefined) {
        const found = undeclaredFindings(c.answerIn === 'data' ? DataAnswer(c.answer) : c.answer, parseJson(exchange.responseBody))
        failures.push(...found.failures)
        notes.push(...found.notes)
      }
      failures.push(...(step.needs?.(result.right) ?? []))
      const declared = c.status ?? 200
      if (exchange !== undefined && exchange.status !== declared) notes.push(`answered ${exchange.status} where ${declared} is declared (the app takes any 2xx)`)
    }
    record({ ...base(name, args, step.purpose, exchange), expected: expectedAnswer(name), outcome: failures.length === 0 ? 'passed' : 'failed', failures, notes })
    return isLeft(result) || failures.length > 0 ? undefined : result.right
  }

  /** Makes a call that must be refused with error answer `code` (its status from `ERROR_ANSWERS`), as the app routes on it. */
  const refused = async <K extends CallName>(name: K, args: ArgsOf<K>, code: ErrorCode, step: ErrorStepOptions): Promise<void> => {
    const before = recorder.exchanges.length
    const fn = client[name] as (...a: ArgsOf<K>) => Promise<Either<ApiError, AnswerOf<K>>>
    const result = await fn(...args)
    const exchange = lastExchange(before)
    const status = ERROR_ANSWERS[code].status
    const failures: string[] = []
    if (!isLeft(result)) failures.push(`answered ${exchange?.status ?? '2xx'} (success) where ${status} ${code} is expected`)
    else if (result.left.kind !== 'http') failures.push(...failureOf(result.left))
    else {
      const e = result.left
      const body = ErrorBody.decode(exchange === undefined ? undefined : parseJson(exchange.responseBody))
      if (e.status !== status || e.code !== code) failures.push(`answered ${e.status} ${e.code ?? '(no code)'} where ${status} ${code} is expected`)
      else if (isLeft(body)) failures.push('the error answer is not { code, message?, errors? } (ErrorBody)')
      // The paths are judged only in the refusal expected: another error's have nothing to say of them.
      else for (const path of step.paths ?? []) if (!(e.errors ?? []).some((f) => f.path === path)) failures.push(`errors: no entry for ${path}`)
    }
    record({ ...base(name, args, step.purpose, exchange), expected: `${status} ${code}`, outcome: failures.length === 0 ? 'passed' : 'failed', failures, notes: [] })
  }

  const skip = (name: CallName | 'paymentPage', purpose: string, why: string): void =>
    record({ name, purpose, method: name === 'paymentPage' ? 'POST' : CALLS[name].method, path: '', sent: '', expected: '', status: null, outcome: 'skipped', failures: [why], notes: [] })

  await journey(options.proposal, { call, refused, skip, record, transport, recorder, today: ukToday(startedAt) })

  const count = (o: Outcome) => results.filter((r) => r.outcome === o).length
  return {
    base: options.base,
    startedAt,
    finishedAt: (options.now ?? (() => new Date().toISOString()))(),
    passed: count('passed'),
    failed: count('failed'),
    skipped: count('skipped'),
    results,
  }
}

const MARK: Record<CallResult['outcome'], string> = { passed: 'PASS', failed: 'FAIL', skipped: 'SKIP' }

/** One call as one line: the outcome, the call, what was sent, what the contract expects, and what came back. */
export const resultLine = (r: CallResult): string => {
  const where = `${r.method} ${r.path === '' ? '-' : r.path}`
  if (r.outcome === 'skipped') return `${MARK[r.outcome]} ${r.name.padEnd(25)} ${where} (${r.purpose}): ${r.failures.join('; ')}`
  const sent = r.sent === '' ? '' : ` sent ${r.sent};`
  const got = ` expected ${r.expected}, got ${r.status ?? 'no answer'}`
  const detail = r.failures.length > 0 ? `: ${r.failures.join('; ')}` : r.notes.length > 0 ? ` (${r.notes.join('; ')})` : ''
  return `${MARK[r.outcome]} ${r.name.padEnd(25)} ${where} (${r.purpose});${sent}${got}${detail}`
}

/** What the journey runs its steps with. */
export interface Steps {
  call<K extends CallName>(name: K, args: ArgsOf<K>, step: StepOptions<K>): Promise<AnswerOf<K> | undefined>
  refused<K extends CallName>(name: K, args: ArgsOf<K>, code: ErrorCode, step: ErrorStepOptions): Promise<void>
  skip(name: CallName | 'paymentPage', purpose: string, why: string): void
  record(result: CallResult): void
  /** The app's transport, for a request no entry of `CALLS` declares (the payment provider's page). */
  readonly transport: Transport
  readonly recorder: ReturnType<typeof recordingFetch>
  /** The UK's day the run is judged on (YYYY-MM-DD). */
  readonly today: string
}

