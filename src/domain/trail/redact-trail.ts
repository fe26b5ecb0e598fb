import { Command } from '../commands'
import { DomainEvent } from '../events'
import { keepDeclared } from '../exact'
import { redactWith } from '../redact'
import { codecOfCall, ConversationEntry } from './conversation'
import type { Trail } from './trail-format'

/**
 * Redacts one event: every field marked sensitive in its codec gets that codec's placeholder, and a key its
 * codec does not declare (a decoded server answer may carry some) is left out.
 */
export const redactEvent = (e: DomainEvent): DomainEvent => keepDeclared(DomainEvent, redactWith(DomainEvent, e)) as DomainEvent

/**
 * Redacts one conversation entry through its own codecs, chosen by kind and call name (never by matching the
 * value, so a value a codec would not accept is still walked): a command's payload, a call's arguments and
 * its recorded answer. An input entry names an event, which is redacted with the events; an answer or start entry
 * holds no value. Keys no codec
 * declares are left out, as from events.
 */
export const redactEntry = (e: ConversationEntry): ConversationEntry => keepDeclared(ConversationEntry, redactedEntry(e)) as ConversationEntry

const redactedEntry = (e: ConversationEntry): ConversationEntry => {
  if (e.kind === 'input' || e.kind === 'answer' || e.kind === 'start') return e
  if (e.kind === 'command') return { ...e, command: redactWith(Command, e.command) as Command }
  const c = codecOfCall(e.name)
  const outcome = e.outcome !== null && e.outcome.ok ? { ok: true as const, value: redactWith(c.answer, e.outcome.value) } : e.outcome
  return { ...e, args: redactWith(c.args, e.args) as unknown[], outcome }
}

/**
 * A trail with every personal value replaced by its placeholder and only the keys its codecs declare, in events
 * and conversation alike, whatever
 * its `redacted` flag said: the browser redacts before export, and a server that stores a trail redacts again
 * on receipt, so what is stored never depends on what the sender claims.
 */
export const redactTrail = (trail: Trail): Trail => ({
  ...trail,
  redacted: true,
  events: trail.events.map(redactEvent),
  conversation: trail.conversation.map(redactEntry),
})
