import * as t from 'io-ts'
import { Timestamp } from '../primitives'

const Seq = t.refinement(t.number, (n) => Number.isInteger(n) && n >= 1, 'Seq')

/** Every event's stamp: its position in the log (from 1), when it happened, and the session it belongs to. */
const EventMeta = t.type({ seq: Seq, at: Timestamp, session: t.string }, 'EventMeta')
type EventMeta = t.TypeOf<typeof EventMeta>

/** One event codec: a literal type, a payload of the given props, and the stamp. */
export const ev = <T extends string, P extends t.Props>(type: T, props: P) =>
  t.type({ type: t.literal(type), payload: t.type(props), meta: EventMeta }, type)

/** As `ev`, with a payload codec given whole (a union of shapes, say). */
export const evWith = <T extends string, C extends t.Mixed>(type: T, payload: C) =>
  t.type({ type: t.literal(type), payload, meta: EventMeta }, type)

/** Which person an answer is about: the proposer, or an additional rider by 0-based index. */
export const Who = t.union([t.literal('proposer'), t.refinement(t.number, (n) => Number.isInteger(n) && n >= 0 && n < 20, 'RiderIndex')], 'Who')
export type Who = t.TypeOf<typeof Who>

export const Index = t.refinement(t.number, (n) => Number.isInteger(n) && n >= 0 && n < 100, 'Index')
