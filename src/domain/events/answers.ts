import * as t from 'io-ts'
import { Address, DateOfBirth, Email, PersonalPostcode, Phone, PersonName } from '../codecs'
import { AccountNumber, Code, IsoDate, NonNegative, nullable, SortCode, Text } from '../primitives'
import { sensitive } from '../sensitive'

/**
 * The plain answers: questions whose answer has no consequence for other fields, so one event shape serves
 * them all. Each field names its value codec; the event codecs below are built from these tables, so the
 * value of every answer is typed and decoded per field. A field is here only while a question commits it
 * (test/form/records.test.ts): the proposal's other fields (is_smoker, the licence number, a medical
 * condition's details, the home phone, left-hand drive, the documents' delivery, the daytime location) keep
 * their place in the entity codecs, as the insurer's proposal carries them, but nothing answers them.
 */
const PERSON_FIELDS = {
  'name.title': nullable(Code),
  'name.forenames': PersonName.type.props.forenames,
  'name.surname': PersonName.type.props.surname,
  date_of_birth: nullable(DateOfBirth),
  marital_status: nullable(Code),
  has_insurance_refused: nullable(t.boolean),
  has_non_rta_conviction: nullable(t.boolean),
  'full_time_occupation.role': nullable(Code),
  'full_time_occupation.industry': nullable(Code),
  'part_time_occupation.status': nullable(Code),
  'part_time_occupation.role': nullable(Code),
  'part_time_occupation.industry': nullable(Code),
  'resident.since': nullable(IsoDate),
  'licence.date': nullable(IsoDate),
  has_access_to_other_vehicles: nullable(t.boolean),
  access_to_other_vehicles: nullable(Code),
  number_of_other_vehicles: nullable(NonNegative),
  motoring_organisation: nullable(Code),
  relationship_to_proposer: nullable(Code),
}
export type PersonField = keyof typeof PERSON_FIELDS
export type PersonValue<K extends PersonField> = t.TypeOf<(typeof PERSON_FIELDS)[K]>

const DETAIL_FIELDS = {
  email_address: nullable(Email),
  'phone_numbers.mobile': nullable(Phone),
  'phone_numbers.other': nullable(Phone),
  'vehicle.value': nullable(NonNegative),
  'vehicle.purchased.date_purchased': nullable(IsoDate),
  'vehicle.owner': nullable(Code),
  'vehicle.alarm': nullable(Code),
  'vehicle.immobiliser': nullable(Code),
  'vehicle.tracker': nullable(Code),
  'vehicle.imported': nullable(Code),
  'vehicle.is_exclude_pillion_riders': nullable(t.boolean),
  'vehicle.has_side_car': nullable(t.boolean),
  'vehicle.kept_location': nullable(Code),
  'vehicle.kept_postcode': nullable(PersonalPostcode),
  total_mileage: nullable(NonNegative),
  business_mileage: nullable(NonNegative),
  'userfields.has_email_consent': nullable(t.boolean),
  'userfields.tpa_title': nullable(sensitive(Code, 'title', 'Mx')),
  'userfields.tpa_forename': nullable(sensitive(Text, 'name', 'Redacted')),
  'userfields.tpa_surname': nullable(sensitive(Text, 'name', 'Redacted')),
  'userfields.tpa_date_of_birth': nullable(DateOfBirth),
  'userfields.tpa_email': nullable(Email),
  'userfields.tpa_phone': nullable(Phone),
  'duqs.education_level': nullable(Code),
  'previous_insurance.ncd.is_protected': nullable(t.boolean),
  consent_to_auto_renew: nullable(t.boolean),
  'direct_debit.account_name': nullable(sensitive(Text, 'full-name', 'Redacted Name')),
  'direct_debit.account_number': nullable(sensitive(AccountNumber, 'account-number', '00000000' as AccountNumber)),
  'direct_debit.sort_code': nullable(sensitive(SortCode, 'sort-code', '000000' as SortCode)),
  'direct_debit.third_party.title': nullable(Code),
  'direct_debit.third_party.forename': nullable(sensitive(Text, 'name', 'Redacted')),
  'direct_debit.third_party.surname': nullable(sensitive(Text, 'name', 'Redacted')),
  'direct_debit.third_party.date_of_birth': nullable(DateOfBirth),
  // Committed by the Instalments screen's address picker for the holder, not by a record's binding.
  'direct_debit.third_party.address': nullable(Address),
}
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
