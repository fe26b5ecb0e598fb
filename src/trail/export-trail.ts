import type { DomainEvent } from '../domain/events'
import type { ConversationEntry } from '../domain/trail/conversation'
import { redactEntry, redactEvent } from '../domain/trail/redact-trail'
import { TRAIL_FORMAT, TRAIL_VERSION, type Trail } from '../domain/trail/trail-format'

export interface ExportOptions {
  readonly session: string
  readonly appVersion: string
  /** When the export is made, ISO timestamp. */
  readonly createdAt: string
  /** Personal data is redacted unless this is false (developers on their own session only). */
  readonly redact?: boolean
}

/**
 * The trail of a session's events and conversation as one document, redacted by default: a full export
 * needs `redact: false`, an explicit choice.
 */
export const buildTrail = (
  events: readonly DomainEvent[],
  opts: ExportOptions,
  conversation: readonly ConversationEntry[] = [],
): Trail => {
  const redact = opts.redact ?? true
  return {
    format: TRAIL_FORMAT,
    version: TRAIL_VERSION,
    appVersion: opts.appVersion,
    session: opts.session,
    createdAt: opts.createdAt as Trail['createdAt'],
    redacted: redact,
    events: redact ? events.map(redactEvent) : [...events],
    conversation: redact ? conversation.map(redactEntry) : conversation.map((e) => ({ ...e })),
  }
}

/** The trail as JSON text, two-space indented, one document. */
export const exportTrail = (
  events: readonly DomainEvent[],
  opts: ExportOptions,
  conversation: readonly ConversationEntry[] = [],
): string => JSON.stringify(buildTrail(events, opts, conversation), null, 2)
