import type * as t from 'io-ts'
import { isRight } from 'fp-ts/lib/Either'
import { TypedPostcode, type AdditionalDriver, type Address, type Proposer } from '../domain/codecs'
import { command, type Command, type CommandType } from '../domain/commands'
import { readAt } from '../domain/answer-path'
import { personFieldOf, personPath } from '../domain/person-path'
import {
  DETAIL_PATHS,
  DetailAnswered,
  event,
  MedicalConditionAnswered,
  isPersonField,
  PersonAnswered,
  SecurityFeatureAnswered,
  type DetailField,
  type EventType,
  type PayloadOf,
  type PersonField,
  type UnstampedEvent,
  type Who,
} from '../domain/events'
import type { AppState } from '../../reducers/root'
import { codeWire, isBlank, yesNoWire, type AnswerValue, type WireConverter } from './answer-values'

/*
 * The builders of the records' bindings: each turns what the rider committed into the one event (or command)
 * the spec's consequence needs, with the value in its wire form and checked by that event's codec, so a
 * screen never dispatches an event the store would refuse. Each also says, as data, which event it commits
 * (`commits`), so what a question commits is known without committing anything (the support desk's labels).
 */

/**
 * The outcome of committing an answer: the event or command to dispatch, or a refusal when the value cannot
 * be stored (the screen then shows the field's validation message).
 */
export type Commit = { readonly ok: true; readonly action: UnstampedEvent | Command } | { readonly ok: false; readonly reason: 'invalid' }

/** A rider of the quote: the proposer or an additional rider. */
export type Person = Proposer | AdditionalDriver

/** A refusal: the value cannot be stored. */
const REFUSED: Commit = { ok: false, reason: 'invalid' }

/** An event codec as `ev`/`evWith` build it: its literal type and the codec of its payload. */
export interface EventCodec<T extends EventType> {
  readonly props: { readonly type: t.LiteralC<T>; readonly payload: t.Decoder<unknown, PayloadOf<T>> }
}

/** The event with this payload, when the event's payload codec accepts it; else a refusal. */
const emit = <T extends EventType>(codec: EventCodec<T>, payload: unknown): Commit => {
  const decoded = codec.props.payload.decode(payload)
  // `event` is typed per literal type; for a type parameter TypeScript cannot see it is an UnstampedEvent.
  return isRight(decoded) ? { ok: true, action: event(codec.props.type.value, decoded.right) as UnstampedEvent } : REFUSED
}

/**
 * What a binding commits, known without committing: the event (or command) type, and for an event several
 * questions share, the part of its payload that tells them apart (its field, feature or declaration).
 */
export interface Commits {
  readonly type: EventType | CommandType
  readonly field?: PersonField | DetailField
  readonly feature?: PayloadOf<'proposal/SecurityFeatureAnswered'>['feature']
  readonly declaration?: PayloadOf<'journey/DeclarationAnswered'>['declaration']
  readonly need?: PayloadOf<'journey/SupportNeedAnswered'>['need']
}

type PersonRead = (p: Person) => AnswerValue | undefined

/** A person record's binding: how it reads and commits, and what it commits. */
export interface PersonBinding {
  readonly read: PersonRead
  readonly commit: (who: Who, raw: AnswerValue) => Commit
  readonly commits: Commits
}

/** A plain person answer: `proposal/PersonAnswered` with `field`, read from its path in the person (`personPath`). */
const personField = (field: PersonField, wire: WireConverter): PersonBinding => ({
  read: (p) => readAt(p, personPath(field)) as AnswerValue | undefined,
  commit: (who, raw) => emit(PersonAnswered, { who, field, value: wire(raw) }),
  commits: { type: PersonAnswered.props.type.value, field },
})

/**
 * The plain person answer stored at `path` in the person: its field is the path without `driver_details.`
 * (the inverse of `personPath`). Throws for a path no plain answer names, so such a record fails when the form
 * is built, never by refusing every answer.
 */
export const personAnswerAt = (path: string, wire: WireConverter): PersonBinding => {
  const field = personFieldOf(path)
  if (!isPersonField(field) || personPath(field) !== path) throw new Error(`no plain person answer is stored at ${path}`)
  return personField(field, wire)
}

/** A named person event whose payload is `{ who, has }`. */
export const personYesNo = <T extends EventType>(codec: EventCodec<T>, read: PersonRead): PersonBinding => ({
  read,
  commit: (who, raw) => emit(codec, { who, has: yesNoWire(raw) }),
  commits: { type: codec.props.type.value },
})

/** A named person event whose payload is `{ who, [key]: wire(raw) }`. */
export const personNamed = <T extends EventType>(codec: EventCodec<T>, key: string, wire: WireConverter, read: PersonRead): PersonBinding => ({
  read,
  commit: (who, raw) => emit(codec, { who, [key]: wire(raw) }),
  commits: { type: codec.props.type.value },
})

/** Yes/No to a medical condition is a command: the saga decides whether another rider already holds the one. */
export const medicalCondition = (read: PersonRead): PersonBinding => ({
  read,
  commit: (who, raw) => {
    const decoded = MedicalConditionAnswered.props.payload.decode({ who, has: yesNoWire(raw) })
    return isRight(decoded) ? { ok: true, action: command('proposal/AnswerMedicalCondition', decoded.right) } : REFUSED
  },
  commits: { type: 'proposal/AnswerMedicalCondition' },
})

type ProposalRead = (s: AppState) => AnswerValue | undefined

/**
 * A proposal record's binding: how it reads, and how it commits and what, or neither for a question answered
 * through its own widget.
 */
export type ProposalBinding = { readonly read: ProposalRead } & (
  | { readonly commit: (raw: AnswerValue) => Commit; readonly commits: Commits }
  | { readonly commit?: never; readonly commits?: never }
)

/**
 * A plain proposal answer: `proposal/DetailAnswered` with `field`. Its path in the proposal (`DETAIL_PATHS`) is
 * the question's id, and where it reads its answer.
 */
export const detailField = (field: DetailField, wire: WireConverter): ProposalBinding & { readonly id: string } => ({
  id: DETAIL_PATHS[field],
  read: (s) => readAt(s.proposal, DETAIL_PATHS[field]) as AnswerValue | undefined,
  commit: (raw) => emit(DetailAnswered, { field, value: wire(raw) }),
  commits: { type: DetailAnswered.props.type.value, field },
})

/**
 * A named proposal event whose payload the raw answer gives; `about` names the part of the payload that tells
 * apart the questions sharing the event (a declaration).
 */
export const named = <T extends EventType>(
  codec: EventCodec<T>,
  payload: (raw: AnswerValue) => unknown,
  read: ProposalRead,
  about: Omit<Commits, 'type'> = {},
): ProposalBinding => ({
  read,
  commit: (raw) => emit(codec, payload(raw)),
  commits: { type: codec.props.type.value, ...about },
})

/** The security yes/no questions share one event, told apart by the feature. */
export const securityFeature = (feature: 'alarm' | 'immobiliser' | 'tracker', read: ProposalRead): ProposalBinding =>
  named(SecurityFeatureAnswered, (raw) => ({ feature, has: yesNoWire(raw) }), read, { feature })

/**
 * The import type is stored in `vehicle.imported`, where 'No' means not imported and '' imported with the
 * type still to choose. So a cleared choice stores '' (the bike stays imported) and 'No' is refused: it is
 * the answer to the imported question, not an import type.
 */
export const importType = (read: ProposalRead): ProposalBinding => ({
  read,
  commit: (raw) => {
    const value = isBlank(raw) ? '' : codeWire(raw)
    return value === 'No' ? REFUSED : emit(DetailAnswered, { field: 'vehicle.imported', value })
  },
  commits: { type: DetailAnswered.props.type.value, field: 'vehicle.imported' },
})

/**
 * The address postcode box as the rider leaves it, searched or not, valid or not: the store keeps the text
 * (`lookup/AddressPostcodeTyped`) and the step's check judges it ('This field must be a valid UK postcode.',
 * or 'Please search for your address and select it from the list.' for a postcode not searched). Find, or
 * Enter, starts the lookup. Refused only for text no box could hold (over 500 characters).
 */
export const addressPostcodeTyped = (read: ProposalRead): ProposalBinding => ({
  read,
  commit: (raw) => {
    const decoded = TypedPostcode.decode(typeof raw === 'string' ? raw.trim() : '')
    return isRight(decoded) ? { ok: true, action: event('lookup/AddressPostcodeTyped', { postcode: decoded.right }) } : REFUSED
  },
  commits: { type: 'lookup/AddressPostcodeTyped' },
})

/** The chosen address as the picker shows it: its lines and postcode, comma separated; null when none. */
export const addressLine = (a: Address): string | null => {
  const parts = [a.line_1, a.line_2, a.line_3, a.line_4, a.line_5, a.postcode].filter(
    (x): x is NonNullable<typeof x> => x != null && x.trim() !== '',
  )
  return a.line_1 == null || parts.length === 0 ? null : parts.join(', ')
}
