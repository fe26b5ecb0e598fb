import { DomainEvent } from '../domain/events'
import { Command } from '../domain/commands'
import { codecOfCall, type ConversationEntry } from '../domain/trail/conversation'
import { redactWith } from '../domain/redact'
import { TRAIL_FORMAT, TRAIL_VERSION, type Trail } from '../domain/trail/trail-format'

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

/**
 * Redacts one conversation entry through its own codecs, chosen by kind and call name (never by matching the
 * value, so a value a codec would not accept is still walked): a command's payload, a call's arguments and
 * its recorded answer. An input entry names an event, which is redacted with the events.
 */
export const redactEntry = (e: ConversationEntry): ConversationEntry => {
  if (e.kind === 'input') return e
  if (e.kind === 'command') return { ...e, command: redactWith(Command, e.command) as Command }
  const c = codecOfCall(e.name)
  const outcome = e.outcome !== null && e.outcome.ok ? { ok: true as const, value: redactWith(c.answer, e.outcome.value) } : e.outcome
  return { ...e, args: redactWith(c.args, e.args) as unknown[], outcome }
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
