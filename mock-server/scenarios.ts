import type { NextFunction, Request, Response } from 'express'
import { answerError, SERVER_ERROR_MESSAGE } from './http/errors'

/**
 * Scenarios force what the spec's error catalogue handles. Chosen for every request with the MOCK_SCENARIO
 * environment variable, or, on a server that takes them from requests (MOCK_REQUEST_SCENARIOS=on, which
 * `npm run dev` sets; off by default, so no client of a plain `npm start` can hold a request for a minute
 * or make it fail), per request with the `X-Mock-Scenario` header or the `__scenario` query parameter. A
 * scenario list is comma-separated; `name@fragment` limits a scenario to request paths that contain the
 * fragment (e.g. `500@/quote`).
 *
 * - `latency=MS`: wait MS milliseconds before answering; `jitter=MS` adds up to MS more at random.
 * - `500`: answer 500 server_error. `419`: answer 419 session_expired.
 * - `decline`: the quote is not quoted. `refer`: the quote is referred (is_referred true).
 * - `not-found`: proposals, recall and lookups find nothing.
 * - `expired`: a call naming a stored proposal answers 410 expired (its quote is past its validity).
 * - `payment-refused`: the card payment page refuses every card.
 * - `device-risk-refused`: the device-risk check refuses, so acceptance is not confirmed.
 * - `credit-declined`: pay-monthly answers that the credit application is declined.
 * - `bot`: the bot check does not report success.
 * - `hostile-endorsements`: the quote carries endorsements with a script, event handlers and javascript:
 *   links (the page must show them only through DOMPurify; none may run).
 */
const SCENARIOS = [
  'latency',
  'jitter',
  '500',
  '419',
  'decline',
  'refer',
  'not-found',
  'expired',
  'payment-refused',
  'device-risk-refused',
  'credit-declined',
  'bot',
  'hostile-endorsements',
] as const
export type ScenarioName = (typeof SCENARIOS)[number]

export interface Scenario {
  readonly name: ScenarioName
  readonly value: number | null
  readonly pathFragment: string | null
}

const isName = (s: string): s is ScenarioName => (SCENARIOS as readonly string[]).includes(s)

/** Parses a scenario list; unknown names are reported, not ignored silently. */
const parseScenarios = (text: string | undefined): { scenarios: Scenario[]; unknown: string[] } => {
  const scenarios: Scenario[] = []
  const unknown: string[] = []
  for (const raw of (text ?? '').split(',').map((s) => s.trim()).filter((s) => s !== '')) {
    const [spec, fragment] = raw.split('@') as [string, string | undefined]
    const [name, value] = spec.split('=') as [string, string | undefined]
    if (!isName(name)) {
      unknown.push(raw)
      continue
    }
    const n = value === undefined ? null : Number(value)
    scenarios.push({ name, value: n !== null && Number.isFinite(n) && n >= 0 ? Math.min(n, 60_000) : null, pathFragment: fragment ?? null })
  }
  return { scenarios, unknown }
}

declare module 'express-serve-static-core' {
  interface Locals {
    scenarios?: Scenario[]
  }
}

/** The scenarios in force for this request. */
const scenariosOf = (res: Response): Scenario[] => res.locals.scenarios ?? []

/**
 * The request's path without its query string: a fragment must not match the query (else
 * `?__scenario=500@/quote` would name '/quote' itself and apply to every path).
 */
const pathOf = (req: Request): string => req.originalUrl.split('?')[0] ?? ''

/** True when the named scenario applies to this request's path. */
export const has = (req: Request, res: Response, name: ScenarioName): boolean =>
  scenariosOf(res).some((s) => s.name === name && (s.pathFragment === null || pathOf(req).includes(s.pathFragment)))

const valueOf = (req: Request, res: Response, name: ScenarioName): number =>
  scenariosOf(res)
    .filter((s) => s.name === name && (s.pathFragment === null || pathOf(req).includes(s.pathFragment)))
    .reduce((n, s) => Math.max(n, s.value ?? 0), 0)

export interface ScenarioOptions {
  /** The scenario list in force when a request names none (MOCK_SCENARIO). */
  readonly defaults?: string
  /** Take a request's own list from `X-Mock-Scenario` or `?__scenario=` (MOCK_REQUEST_SCENARIOS=on); when false both are ignored. */
  readonly fromRequest: boolean
  /** Random source for latency jitter. */
  readonly random?: () => number
}

/**
 * Reads the scenarios (the request's own when the server takes them, else the default), refuses unknown
 * names with 400, applies latency, and answers 500 or 419 when asked. Other scenarios are read by the
 * handlers they concern.
 */
export const scenarioMiddleware =
  ({ defaults, fromRequest, random = Math.random }: ScenarioOptions) =>
  (req: Request, res: Response, next: NextFunction): void => {
    const header = fromRequest ? req.headers['x-mock-scenario'] : undefined
    const query = fromRequest ? req.query.__scenario : undefined
    const text = typeof header === 'string' ? header : typeof query === 'string' ? query : defaults
    const { scenarios, unknown } = parseScenarios(text)
    if (unknown.length > 0) {
      res.status(400).json({ code: 'unknown_scenario', message: `Unknown scenario: ${unknown.join(', ')}. Known: ${SCENARIOS.join(', ')}.` })
      return
    }
    res.locals.scenarios = scenarios
    const delay = valueOf(req, res, 'latency') + Math.floor(random() * valueOf(req, res, 'jitter'))
    const proceed = (): void => {
      if (has(req, res, '419')) answerError(res, 'session_expired', 'Your session has expired.')
      else if (has(req, res, '500')) answerError(res, 'server_error', SERVER_ERROR_MESSAGE)
      else next()
    }
    if (delay > 0) setTimeout(proceed, delay)
    else proceed()
  }
