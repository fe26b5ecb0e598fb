import * as t from 'io-ts'
import { answerCodecAt, type At, type PathOf } from '../answer-path'
import { answeredPaths, type AnsweredPaths } from '../answered'
import { AdditionalDriver, Proposal, Proposer } from '../codecs'
import { lazily } from '../lazy-codec'
import { personFieldOf, personPath, type PersonPath } from '../person-path'

/*
 * The plain answers: questions whose answer has no consequence for other fields, so one event shape serves
 * them all. Which fields they are is said once, where each entity declares the field (`answered(…)`,
 * src/domain/answered.ts); the lists below are found from those markings. A field's value codec is the one its
 * entity declares at its path (personal-data markings and reference lists included), so the value of every
 * answer is typed and decoded per field. A field is marked only while a question commits it
 * (test/form/records.test.ts): the proposal's other fields (is_smoker, the licence number, a medical
 * condition's details, the home phone, left-hand drive, the documents' delivery, the daytime location) keep
 * their place in the entity codecs, as the insurer's proposal carries them, but nothing answers them.
 */

/** A proposer or an additional rider, as far as their answers go. */
type AnyPerson = Proposer & AdditionalDriver
const AnyPerson = t.intersection([Proposer, AdditionalDriver])

/**
 * Where a person's plain answers lie in the person: the marked fields of what the proposer and the additional
 * riders share, and the rider's own relationship to the proposer (the proposer's own contact details are
 * answers about the proposal: `DETAIL_PATHS`).
 */
type PersonAnswerPath = AnsweredPaths<typeof AdditionalDriver>

/** A person answer's name: its path, the driver's details without `driver_details.` (`personFieldOf`). */
type PersonFieldOf<P extends string> = P extends `driver_details.${infer F}` ? F : P

type PersonCodecs<F extends string> = { [K in F]: t.Type<Exclude<At<AnyPerson, PersonPath<K>>, undefined> | null, unknown> }

const personFields = <F extends string>(fields: readonly F[]): PersonCodecs<F> =>
  Object.fromEntries(fields.map((f) => [f, answerCodecAt(AnyPerson, personPath(f) as PathOf<AnyPerson>)])) as unknown as PersonCodecs<F>

type DetailCodecs<F extends Record<string, PathOf<Proposal>>> = { [K in keyof F]: t.Type<Exclude<At<Proposal, F[K]>, undefined> | null, unknown> }

const detailFields = <F extends Record<string, PathOf<Proposal>>>(paths: F): DetailCodecs<F> =>
  Object.fromEntries(Object.entries(paths).map(([f, path]) => [f, answerCodecAt(Proposal, path)])) as unknown as DetailCodecs<F>

const PERSON_ANSWER_PATHS = answeredPaths(AdditionalDriver) as PersonAnswerPath[]

/** The plain answers about a person: each field and its path in the person (`personPath`). */
export const PERSON_PATHS = Object.fromEntries(PERSON_ANSWER_PATHS.map((path) => [personFieldOf(path), path])) as {
  readonly [P in PersonAnswerPath as PersonFieldOf<P>]: P
}

export type PersonField = keyof typeof PERSON_PATHS

/** True for a field a plain person answer may name. */
export const isPersonField = (field: string): field is PersonField => Object.hasOwn(PERSON_PATHS, field)
export type PersonValue<K extends PersonField> = t.TypeOf<PersonCodecs<PersonField>[K]>

/** The marked fields of the proposal that are not a person's plain answers (those are `PersonAnswered`'s). */
type DetailPath = Exclude<AnsweredPaths<typeof Proposal>, `risk.proposer.${PersonAnswerPath}`>

/** A proposal answer's name: its path without `risk.proposer.` or else `risk.` (`vehicle.value`, `email_address`). */
type DetailFieldOf<P extends string> = P extends `risk.proposer.${infer F}` ? F : P extends `risk.${infer F}` ? F : P

const detailFieldOf = (path: string): string => path.replace(/^risk\.(proposer\.)?/, '')

const personAnswerPaths: ReadonlySet<string> = new Set(PERSON_ANSWER_PATHS.map((p) => `risk.proposer.${p}`))

/** The plain answers about the proposal: each field and its path in the proposal. */
export const DETAIL_PATHS = Object.fromEntries(
  answeredPaths(Proposal)
    .filter((path) => !personAnswerPaths.has(path))
    .map((path) => [detailFieldOf(path), path]),
) as { readonly [P in DetailPath as DetailFieldOf<P>]: P }

export type DetailField = keyof typeof DETAIL_PATHS
export type DetailValue<K extends DetailField> = t.TypeOf<DetailCodecs<typeof DETAIL_PATHS>[K]>

type FieldUnion<F extends Record<string, t.Mixed>> = {
  [K in keyof F & string]: t.TypeC<{ field: t.LiteralC<K>; value: F[K] }>
}[keyof F & string]

const fieldUnion = <F extends Record<string, t.Mixed>>(fields: F, name: string): t.Type<t.TypeOf<FieldUnion<F>>, t.OutputOf<FieldUnion<F>>, unknown> => {
  const members = Object.entries(fields).map(([k, codec]) => t.type({ field: t.literal(k), value: codec }, `${name}:${k}`))
  const [a, b, ...rest] = members
  if (a === undefined || b === undefined) throw new Error('a field table needs at least two fields')
  return t.union([a, b, ...rest], name) as unknown as t.Type<t.TypeOf<FieldUnion<F>>, t.OutputOf<FieldUnion<F>>, unknown>
}

/*
 * The answers' codecs are built on their first use (an answer's event decoded), not while the app starts: each
 * field's value codec is found by walking its entity's codec (`answerCodecAt`), which costs a phone tens of
 * milliseconds for the lot.
 */

/** `{ field, value }` of a plain person answer, the value typed by the field. */
export const PersonAnswer = lazily('PersonAnswer', () => fieldUnion(personFields(Object.keys(PERSON_PATHS) as PersonField[]), 'PersonAnswer'))
export type PersonAnswer = t.TypeOf<typeof PersonAnswer>

/** `{ field, value }` of a plain proposal answer, the value typed by the field. */
export const DetailAnswer = lazily('DetailAnswer', () => fieldUnion(detailFields(DETAIL_PATHS), 'DetailAnswer'))
export type DetailAnswer = t.TypeOf<typeof DetailAnswer>
