import { AsyncLocalStorage } from 'node:async_hooks'
import { hostname } from 'node:os'
import { pino, type DestinationStream, type Logger } from 'pino'

export type { Logger }

/** The levels LOG_LEVEL may name, most to least severe (`silent` logs nothing). */
const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
type Level = (typeof LEVELS)[number]

/**
 * Fields that would carry a personal value, a token or a secret should a line ever be given one (a request's
 * headers, URL, query or body, a credential by any of its usual names): each is written as `[redacted]`. The
 * product's own lines never hold them (a request's line names its route pattern, never its URL); this is the
 * second fence, for a line added later.
 */
const REDACTED = [
  'authorization',
  'cookie',
  'token',
  'secret',
  'password',
  'body',
  'query',
  'url',
  'headers',
  '*.authorization',
  '*.cookie',
  '*.token',
  '*.secret',
  '*.password',
  '*.body',
  '*.query',
  '*.url',
  '*.headers',
  'req.remoteAddress',
  'res.headers',
]

/**
 * An error as a line holds it: its type, message and stack only. Not its other fields, which a driver fills with
 * what it was given (PostgreSQL's `detail` names the row's values: `Key (name)=(alice) already exists`).
 */
const errorFields = (e: unknown): { type: string; message: string; stack?: string } =>
  e instanceof Error ? { type: e.name, message: e.message, stack: e.stack } : { type: typeof e, message: String(e) }

/** The request a line is written within, so each line a request causes carries its id (see `withinRequest`). */
const requestContext = new AsyncLocalStorage<{ readonly reqId: string }>()

/** Runs `work` as part of the request `reqId`: every line logged from it, however deep or late, carries the id. */
export const withinRequest = <T>(reqId: string, work: () => T): T => requestContext.run({ reqId }, work)

export interface LoggerOptions {
  readonly level?: Level
  /** Where the lines go (default the process's standard output, written at once: a crash loses none). */
  readonly destination?: DestinationStream
}

/**
 * A JSON-lines logger (pino): one line per entry with `level` (its name), `time` (ISO 8601), `pid`, `hostname`,
 * the request's `reqId` when written within one, the entry's fields and `msg`; a service's events carry
 * `service` (`insurer`, `support`: its child logger's). Fields named as REDACTED lists are written as
 * `[redacted]` whatever they hold.
 */
export const createLogger = (opts: LoggerOptions): Logger =>
  pino(
    {
      level: opts.level ?? 'info',
      base: { pid: process.pid, hostname: hostname() },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED, censor: '[redacted]' },
      serializers: { err: errorFields },
      mixin: () => {
        const request = requestContext.getStore()
        return request === undefined ? {} : { reqId: request.reqId }
      },
    },
    opts.destination ?? pino.destination({ dest: 1, sync: true }),
  )

/** The variable that sets the log's level. */
export const LOG_LEVEL_VARIABLE = 'LOG_LEVEL'

/**
 * The process's logger: JSON lines on standard output at LOG_LEVEL's level (`fatal`, `error`, `warn`, `info`,
 * `debug`, `trace` or `silent`; default `info`). Another value logs at `info` and says so in a warning line, so a
 * typo never silences the logs.
 */
export const loggerFromEnv = (env: NodeJS.ProcessEnv): Logger => {
  const raw = (env[LOG_LEVEL_VARIABLE] ?? '').trim().toLowerCase()
  const level = LEVELS.find((l) => l === raw)
  const logger = createLogger({ level: level ?? 'info' })
  if (level === undefined && raw !== '') logger.warn({ event: 'log_level_unknown', levels: LEVELS }, 'LOG_LEVEL is not a level: logging at info')
  return logger
}
