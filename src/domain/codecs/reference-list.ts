import * as t from 'io-ts'
import { Code, Text } from '../primitives'

/** One option of a reference list: the stored value and the name shown to the rider. */
export const ListOption = t.intersection(
  [t.type({ value: Code, name: Text }), t.partial({ gender: t.union([t.literal('M'), t.literal('F'), t.literal('U')]) })],
  'ListOption',
)
export type ListOption = t.TypeOf<typeof ListOption>

/** The reference list names of both spec documents (loaded as `insurer.{name}`). */
export const LIST_NAMES = [
  'person_title_gender',
  'person_title',
  'person_marital_status',
  'vehicle_fuel_type',
  'vehicle_transmission',
  'vehicle_owner',
  'vehicle_alarm',
  'vehicle_immobiliser',
  'vehicle_tracker',
  'vehicle_imported',
  'vehicle_kept_location',
  'vehicle_class_of_use',
  'occupation_status',
  'occupation_role',
  'occupation_industry',
  'duq_education_level_short',
  'duq_vehicle_modification',
  'driving_license_type',
  'person_vehicle_access',
  'person_motoring_organisation',
  'motor_claim',
  'motor_convictions',
  'cover_type',
  'relationship_to_proposer',
  'payment_frequency',
] as const
export type ListName = (typeof LIST_NAMES)[number]

export const ListName = t.keyof(
  Object.fromEntries(LIST_NAMES.map((n) => [n, null])) as { [K in ListName]: null },
  'ListName',
)

/** A named reference list with its options. */
export const ReferenceList = t.type({ name: t.string, options: t.array(ListOption) }, 'ReferenceList')
export type ReferenceList = t.TypeOf<typeof ReferenceList>

/** Answer of GET /api/list. */
export const ReferenceLists = t.array(ReferenceList, 'ReferenceLists')
export type ReferenceLists = t.TypeOf<typeof ReferenceLists>

/** Answer of GET /api/list/insurer.{name}: the list, whose options are used. */
export const ListAnswer = t.type({ options: t.array(ListOption) }, 'ListAnswer')
export type ListAnswer = t.TypeOf<typeof ListAnswer>

/** The name a list gives a value; 'Unknown' when the list has no such value (spec: a missing name displays 'Unknown'). */
export const optionName = (options: readonly ListOption[] | undefined, value: string | null | undefined): string =>
  options?.find((o) => o.value === value)?.name ?? 'Unknown'
