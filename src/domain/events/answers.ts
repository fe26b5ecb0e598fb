import * as t from 'io-ts'
import { answerCodecAt, type At, type PathOf } from '../answer-path'
import { AdditionalDriver, Proposal, Proposer } from '../codecs'
import { personPath, type PersonPath } from '../person-path'

/*
 * The plain answers: questions whose answer has no consequence for other fields, so one event shape serves
 * them all. A field is named once, here; its value's codec is the one its entity declares at its path
 * (personal-data markings and reference lists included), so the value of every answer is typed and decoded
 * per field. A field is here only while a question commits it (test/form/records.test.ts): the proposal's
 * other fields (is_smoker, the licence number, a medical condition's details, the home phone, left-hand drive,
 * the documents' delivery, the daytime location) keep their place in the entity codecs, as the insurer's
 * proposal carries them, but nothing answers them.
 */

/** A proposer or an additional rider, as far as their answers go. */
type AnyPerson = Proposer & AdditionalDriver
const AnyPerson = t.intersection([Proposer, AdditionalDriver])

type PersonCodecs<F extends string> = { [K in F]: t.Type<Exclude<At<AnyPerson, PersonPath<K>>, undefined> | null, unknown> }

const personFields = <F extends string>(fields: readonly F[]): PersonCodecs<F> =>
  Object.fromEntries(fields.map((f) => [f, answerCodecAt(AnyPerson, personPath(f) as PathOf<AnyPerson>)])) as unknown as PersonCodecs<F>

type DetailCodecs<F extends Record<string, PathOf<Proposal>>> = { [K in keyof F]: t.Type<Exclude<At<Proposal, F[K]>, undefined> | null, unknown> }

const detailFields = <F extends Record<string, PathOf<Proposal>>>(paths: F): DetailCodecs<F> =>
  Object.fromEntries(Object.entries(paths).map(([f, path]) => [f, answerCodecAt(Proposal, path)])) as unknown as DetailCodecs<F>

const PERSON_FIELDS = personFields([
  'name.title',
  'name.forenames',
  'name.surname',
  'date_of_birth',
  'marital_status',
  'has_insurance_refused',
  'has_non_rta_conviction',
  'full_time_occupation.role',
  'full_time_occupation.industry',
  'part_time_occupation.status',
  'part_time_occupation.role',
  'part_time_occupation.industry',
  'resident.since',
  'licence.date',
  'has_access_to_other_vehicles',
  'access_to_other_vehicles',
  'number_of_other_vehicles',
  'motoring_organisation',
  'relationship_to_proposer',
])
export type PersonField = keyof typeof PERSON_FIELDS

/** True for a field a plain person answer may name. */
export const isPersonField = (field: string): field is PersonField => Object.hasOwn(PERSON_FIELDS, field)
export type PersonValue<K extends PersonField> = t.TypeOf<(typeof PERSON_FIELDS)[K]>

/** The plain answers about the proposal: each field and its path in the proposal. */
export const DETAIL_PATHS = {
  email_address: 'risk.proposer.email_address',
  'phone_numbers.mobile': 'risk.proposer.phone_numbers.mobile',
  'phone_numbers.other': 'risk.proposer.phone_numbers.other',
  'vehicle.value': 'risk.vehicle.value',
  'vehicle.purchased.date_purchased': 'risk.vehicle.purchased.date_purchased',
  'vehicle.owner': 'risk.vehicle.owner',
  'vehicle.alarm': 'risk.vehicle.alarm',
  'vehicle.immobiliser': 'risk.vehicle.immobiliser',
  'vehicle.tracker': 'risk.vehicle.tracker',
  'vehicle.imported': 'risk.vehicle.imported',
  'vehicle.is_exclude_pillion_riders': 'risk.vehicle.is_exclude_pillion_riders',
  'vehicle.has_side_car': 'risk.vehicle.has_side_car',
  'vehicle.kept_location': 'risk.vehicle.kept_location',
  'vehicle.kept_postcode': 'risk.vehicle.kept_postcode',
  total_mileage: 'risk.total_mileage',
  business_mileage: 'risk.business_mileage',
  'userfields.has_email_consent': 'risk.userfields.has_email_consent',
  'userfields.tpa_title': 'risk.userfields.tpa_title',
  'userfields.tpa_forename': 'risk.userfields.tpa_forename',
  'userfields.tpa_surname': 'risk.userfields.tpa_surname',
  'userfields.tpa_date_of_birth': 'risk.userfields.tpa_date_of_birth',
  'userfields.tpa_email': 'risk.userfields.tpa_email',
  'userfields.tpa_phone': 'risk.userfields.tpa_phone',
  'duqs.education_level': 'risk.duqs.education_level',
  'previous_insurance.ncd.is_protected': 'risk.previous_insurance.ncd.is_protected',
  consent_to_auto_renew: 'consent_to_auto_renew',
  'direct_debit.account_name': 'direct_debit.account_name',
  'direct_debit.account_number': 'direct_debit.account_number',
  'direct_debit.sort_code': 'direct_debit.sort_code',
  'direct_debit.third_party.title': 'direct_debit.third_party.title',
  'direct_debit.third_party.forename': 'direct_debit.third_party.forename',
  'direct_debit.third_party.surname': 'direct_debit.third_party.surname',
  'direct_debit.third_party.date_of_birth': 'direct_debit.third_party.date_of_birth',
  // Committed by the Instalments screen's address picker for the holder, not by a record's binding.
  'direct_debit.third_party.address': 'direct_debit.third_party.address',
} as const satisfies Record<string, PathOf<Proposal>>

const DETAIL_FIELDS = detailFields(DETAIL_PATHS)
export type DetailField = keyof typeof DETAIL_FIELDS
export type DetailValue<K extends DetailField> = t.TypeOf<(typeof DETAIL_FIELDS)[K]>

type FieldUnion<F extends Record<string, t.Mixed>> = {
  [K in keyof F & string]: t.TypeC<{ field: t.LiteralC<K>; value: F[K] }>
}[keyof F & string]

const fieldUnion = <F extends Record<string, t.Mixed>>(fields: F, name: string): t.Type<t.TypeOf<FieldUnion<F>>, t.OutputOf<FieldUnion<F>>, unknown> => {
  const members = Object.entries(fields).map(([k, codec]) => t.type({ field: t.literal(k), value: codec }, `${name}:${k}`))
  const [a, b, ...rest] = members
  if (a === undefined || b === undefined) throw new Error('a field table needs at least two fields')
  return t.union([a, b, ...rest], name) as unknown as t.Type<t.TypeOf<FieldUnion<F>>, t.OutputOf<FieldUnion<F>>, unknown>
}

/** `{ field, value }` of a plain person answer, the value typed by the field. */
export const PersonAnswer = fieldUnion(PERSON_FIELDS, 'PersonAnswer')
export type PersonAnswer = t.TypeOf<typeof PersonAnswer>

/** `{ field, value }` of a plain proposal answer, the value typed by the field. */
export const DetailAnswer = fieldUnion(DETAIL_FIELDS, 'DetailAnswer')
export type DetailAnswer = t.TypeOf<typeof DetailAnswer>
