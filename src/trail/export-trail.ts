import { DomainEvent } from '../domain/events'
import { redactWith } from '../domain/redact'
import { TRAIL_FORMAT, TRAIL_VERSION, type Trail } from './trail-format'

export interface ExportOptions {
  readonly session: string
  readonly appVersion: string
  /** When the export is made, ISO timestamp. */
  readonly createdAt: string
  /** Personal data is redacted unless this is false (developers on their own session only). */
  readonly redact?: boolean
}

/** Redacts one event: every field marked sensitive in its codec gets that codec's placeholder. */
export const redactEvent = (e: DomainEvent): DomainEvent => redactWith(DomainEvent, e) as DomainEvent

/** The trail of a session's events as one document, redacted by default. */
export const buildTrail = (events: readonly DomainEvent[], opts: ExportOptions): Trail => {
  const redact = opts.redact ?? true
  return {
    format: TRAIL_FORMAT,
    version: TRAIL_VERSION,
    appVersion: opts.appVersion,
    session: opts.session,
    createdAt: opts.createdAt as Trail['createdAt'],
    redacted: redact,
    events: redact ? events.map(redactEvent) : [...events],
  }
}

/** The trail as JSON text, two-space indented, one document. */
export const exportTrail = (events: readonly DomainEvent[], opts: ExportOptions): string =>
  JSON.stringify(buildTrail(events, opts), null, 2)
