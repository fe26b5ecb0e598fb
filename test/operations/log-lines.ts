import { createLogger, type Logger } from '../../src/operations/logger'

/** One line a server logged, parsed: pino's fields (`level`, `time`, `msg`, `reqId`…) and the line's own. */
export type LogEntry = Readonly<Record<string, unknown>> & { readonly level: string; readonly msg?: string }

export interface CapturedLog {
  /** A logger at `debug` (probes' lines included) writing into `lines`. */
  readonly logger: Logger
  /** Every line written, as written (JSON, one entry each). */
  readonly lines: string[]
}

/** A logger whose lines are kept in memory, one string each, for a test to read. */
export const captureLog = (): CapturedLog => {
  const lines: string[] = []
  return { logger: createLogger({ level: 'debug', destination: { write: (line: string) => void lines.push(line.trimEnd()) } }), lines }
}

/** The lines, parsed. */
export const entries = (lines: readonly string[]): LogEntry[] => lines.map((l) => JSON.parse(l) as LogEntry)

/** The lines that are not a request's own line: the server's events (start, sign-ins, errors…). */
export const events = (lines: readonly string[]): LogEntry[] => entries(lines).filter((e) => e.msg !== 'request')

/** The events' messages, in order. */
export const messages = (lines: readonly string[]): string[] => events(lines).map((e) => e.msg ?? '')

/** The requests' own lines. */
export const requestLines = (lines: readonly string[]): LogEntry[] => entries(lines).filter((e) => e.msg === 'request')
