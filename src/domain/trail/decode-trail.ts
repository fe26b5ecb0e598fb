import { left, right, type Either } from 'fp-ts/lib/Either'
import { describeFirstError } from '../decode-report'
import { DomainEvent, isEventType } from '../events'
import { ConversationEntry, type CallEntry } from './conversation'
import { TrailEnvelope, type Trail } from './trail-format'
import { upcastTrail } from './upcast'

/** Why a trail was refused: the envelope, or the first bad event by index (0-based) with its failing path. */
export interface TrailError {
  readonly message: string
  readonly index: number | null
  readonly path: string | null
}

export { describeFirstError } from '../decode-report'

const pathOf = (line: string): string => line.slice(0, Math.max(0, line.indexOf(':')))

const eventError = (index: number, path: string, detail: string): TrailError => ({
  message: `event ${index}: ${path}: ${detail}`,
  index,
  path,
})

/**
 * Decodes a trail with the `DomainEvent` codec, after upcasting an older schema version (a newer one is
 * refused, naming both versions). Refuses, naming the index and path of the first bad event: an unknown
 * event type, a payload that fails its codec, a sequence number out of order, or an event of another
 * session; then the first bad conversation entry (a command, input, call, answer or start failing its codec, an
 * input naming an event the trail lacks, or an answer naming a call that comes later, has no outcome or was
 * answered already). Never throws; text that is not JSON is refused too.
 */
export const decodeTrail = (input: unknown): Either<TrailError, Trail> => {
  let doc = input
  if (typeof input === 'string') {
    try {
      doc = JSON.parse(input) as unknown
    } catch (err) {
      return left({ message: `not JSON: ${(err as Error).message}`, index: null, path: null })
    }
  }
  const upcast = upcastTrail(doc)
  if (!upcast.ok) return left({ message: upcast.message, index: null, path: 'version' })
  const envelope = TrailEnvelope.decode(upcast.doc)
  if (envelope._tag === 'Left') {
    const line = describeFirstError(envelope.left)
    return left({ message: `not a trail: ${line}`, index: null, path: pathOf(line) || null })
  }
  const events: DomainEvent[] = []
  const raw = envelope.right.events
  for (let i = 0; i < raw.length; i++) {
    const e = raw[i]
    const type = typeof e === 'object' && e !== null ? (e as { type?: unknown }).type : undefined
    if (!isEventType(type)) {
      return left(eventError(i, 'type', `unknown event type ${JSON.stringify(type) ?? 'undefined'}`))
    }
    const decoded = DomainEvent.decode(e)
    if (decoded._tag === 'Left') {
      const line = describeFirstError(decoded.left)
      return left({ message: `event ${i}: ${line}`, index: i, path: pathOf(line) })
    }
    const ev = decoded.right
    if (ev.meta.seq !== i + 1) return left(eventError(i, 'meta.seq', `expected ${i + 1} but got ${ev.meta.seq}`))
    if (ev.meta.session !== envelope.right.session) {
      return left(eventError(i, 'meta.session', `belongs to another session (${JSON.stringify(ev.meta.session)})`))
    }
    events.push(ev)
  }
  const conversation: ConversationEntry[] = []
  const calls: CallEntry[] = []
  const answered = new Set<number>()
  const entries = envelope.right.conversation
  const entryError = (i: number, field: string, detail: string): TrailError => ({ message: `conversation entry ${i}: ${detail}`, index: i, path: `conversation[${i}].${field}` })
  for (let i = 0; i < entries.length; i++) {
    const decoded = ConversationEntry.decode(entries[i])
    if (decoded._tag === 'Left') {
      const line = describeFirstError(decoded.left)
      return left({ message: `conversation entry ${i}: ${line}`, index: i, path: `conversation[${i}].${pathOf(line)}` })
    }
    const entry = decoded.right
    if (entry.kind === 'input' && entry.seq > events.length) return left(entryError(i, 'seq', `input names event ${entry.seq}, which the trail lacks`))
    if (entry.kind === 'call') calls.push(entry)
    if (entry.kind === 'answer') {
      const call = calls[entry.call]
      if (call === undefined) return left(entryError(i, 'call', `answer names call ${entry.call}, which no earlier entry made`))
      if (call.outcome === null) return left(entryError(i, 'call', `answer names call ${entry.call} (${call.name}), which has no outcome`))
      if (answered.has(entry.call)) return left(entryError(i, 'call', `answer names call ${entry.call} (${call.name}) a second time`))
      answered.add(entry.call)
    }
    conversation.push(entry)
  }
  return right({ ...envelope.right, events, conversation })
}
