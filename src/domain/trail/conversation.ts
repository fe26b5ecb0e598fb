import * as t from 'io-ts'
import { CALL_NAMES as API_CALL_NAMES, CALLS, type CallName as ApiCallName } from '../calls'
import { ApiError } from '../api-error'
import { Command } from '../commands'
import { lazily } from '../lazy-codec'
import { Timestamp } from '../primitives'

const Count = t.refinement(t.number, (n) => Number.isInteger(n) && n >= 0, 'Count')
const Seq = t.refinement(t.number, (n) => Number.isInteger(n) && n >= 1, 'Seq')

/** What one call takes (its arguments, as a tuple) and what it answers once decoded. */
interface CallCodec {
  readonly args: t.Mixed
  readonly answer: t.Mixed
}

/**
 * The codecs of an API call's arguments and decoded answer, from its entry of `CALLS`, so a recorded call is
 * checked on import and redacted through the same codec markings as events. Built when a call is first decoded
 * or redacted (a page that neither imports nor exports a trail never builds them), once per call.
 */
const apiCodecs = new Map<ApiCallName, CallCodec>()
const apiCodecOf = (name: ApiCallName): CallCodec => {
  const known = apiCodecs.get(name)
  if (known !== undefined) return known
  const codec: CallCodec = { args: t.tuple(CALLS[name].args as unknown as [t.Mixed]), answer: CALLS[name].answer }
  apiCodecs.set(name, codec)
  return codec
}

/**
 * The sagas' other I/O, recorded as calls like the API's: the bot check's token, the device fingerprint, and
 * navigation. Replay serves their recorded answers too, so a replayed session never runs a third-party script.
 */
const EFFECT_CODECS = {
  botCheck: { args: t.tuple([t.string]), answer: t.union([t.string, t.null]) },
  deviceFingerprint: { args: t.tuple([] as unknown as [t.Mixed]), answer: t.string },
  navigate: { args: t.tuple([t.string]), answer: t.undefined },
} as const satisfies Record<string, CallCodec>

export type CallName = ApiCallName | keyof typeof EFFECT_CODECS

const isEffect = (name: CallName): name is keyof typeof EFFECT_CODECS => Object.hasOwn(EFFECT_CODECS, name)

export const CALL_NAMES: readonly CallName[] = [...API_CALL_NAMES, ...(Object.keys(EFFECT_CODECS) as (keyof typeof EFFECT_CODECS)[])]

/** A command the UI dispatched; `after` is how many events the log held then. */
export const CommandEntry = t.type({ kind: t.literal('command'), after: Count, at: Timestamp, command: Command }, 'CommandEntry')
export type CommandEntry = t.TypeOf<typeof CommandEntry>

/** An event the UI dispatched itself (an answer, a navigation), by its seq: replay dispatches it again. */
export const InputEntry = t.type({ kind: t.literal('input'), seq: Seq }, 'InputEntry')
export type InputEntry = t.TypeOf<typeof InputEntry>

/** How a call ended: its decoded answer, an API failure, or a thrown error (effects only). */
const outcomeOf = (answer: t.Mixed) =>
  t.union([
    t.type({ ok: t.literal(true), value: answer }),
    t.type({ ok: t.literal(false), error: ApiError }),
    t.type({ ok: t.literal(false), thrown: t.string }),
  ])

const callEntry = (name: CallName, c: CallCodec) =>
  t.type(
    {
      kind: t.literal('call'),
      name: t.literal(name),
      after: Count,
      at: Timestamp,
      args: c.args,
      /** null: no answer had arrived when the trail was exported. */
      outcome: t.union([outcomeOf(c.answer), t.null]),
    },
    `call ${name}`,
  )

/**
 * One call a saga made, with its arguments and outcome, each checked by the call's own codecs. Built on its first
 * use: only a trail's or kept conversation's decoding and redaction need it.
 */
export const CallEntry = lazily('CallEntry', () =>
  t.union(CALL_NAMES.map((n) => callEntry(n, codecOfCall(n))) as unknown as [t.Mixed, t.Mixed, ...t.Mixed[]], 'CallEntry'),
)

export type Outcome = { ok: true; value: unknown } | { ok: false; error: ApiError } | { ok: false; thrown: string }

export interface CallEntry {
  readonly kind: 'call'
  readonly name: CallName
  readonly after: number
  readonly at: Timestamp
  readonly args: readonly unknown[]
  outcome: Outcome | null
}

/**
 * The moment the saga that made a call took its answer: `call` is the call's place among the conversation's
 * calls (0 for the first), `after` how many events the log held then. Where this entry stands among the others
 * is the order the page met the answer in, beside the commands, inputs and other answers, so a replay hands it
 * over at the same point and never guesses from timing. A call answered before its trail was written has one;
 * a trail of version 2 recorded none.
 */
export const AnswerEntry = t.type({ kind: t.literal('answer'), call: Count, after: Count }, 'AnswerEntry')
export type AnswerEntry = t.TypeOf<typeof AnswerEntry>

/**
 * A page of the session started here (the first load, a reload, a restored tab): the sagas start afresh on the
 * log as it stood, `after` events, and what the page before was still waiting for never reaches them.
 */
export const StartEntry = t.type({ kind: t.literal('start'), after: Count, at: Timestamp }, 'StartEntry')
export type StartEntry = t.TypeOf<typeof StartEntry>

/**
 * One entry of a session's conversation, in the order the page met them: a command, a UI-dispatched event, a
 * call with its outcome, the taking of a call's answer, or the start of a page.
 */
export const ConversationEntry: t.Type<ConversationEntry, ConversationEntry, unknown> = lazily(
  'ConversationEntry',
  () => t.union([CommandEntry, InputEntry, CallEntry, AnswerEntry, StartEntry], 'ConversationEntry') as unknown as t.Type<ConversationEntry, ConversationEntry, unknown>,
)
export type ConversationEntry = CommandEntry | InputEntry | CallEntry | AnswerEntry | StartEntry

/** The codecs of a recorded call's arguments and answer (an API call's built on the first ask). */
export const codecOfCall = (name: CallName): CallCodec => (isEffect(name) ? EFFECT_CODECS[name] : apiCodecOf(name))
