import type { Who } from '../../domain/events'
import { requiredFor } from '../../domain/validation'
import { codeWire } from '../answer-values'
import { askPerson, type PersonQuestion, type PersonRecord } from '../record'
import { ABOUT_YOU_PERSON } from '../sections/about-you'
import { YOUR_DETAILS_PERSON } from '../sections/your-details'

/** The question asked of additional riders only. */
const RIDER_ONLY = {
  relationship_to_proposer: {
    kind: 'select',
    label: 'Relationship to the policyholder',
    riderLabel: 'What is their relationship to the policyholder?',
    answer: codeWire,
    check: (p) => requiredFor('additional_driver.relationship_to_proposer')('relationship_to_proposer' in p ? p.relationship_to_proposer : null),
  },
} as const satisfies Readonly<Record<string, PersonRecord>>

/** Every question asked of each rider, by its path inside the person: sections 1 and 3's and the rider-only one. */
const PERSON_RECORDS = { ...ABOUT_YOU_PERSON, ...YOUR_DETAILS_PERSON, ...RIDER_ONLY } as const

/** The path, inside a person, of every question asked of each rider. */
type PersonPath = keyof typeof PERSON_RECORDS

/** The question at `path` about `who`, in that person's wording, with its id under `personPrefix(who)`. */
const personQuestion = (who: Who, path: PersonPath): PersonQuestion => askPerson(who, path, PERSON_RECORDS[path])

/** The order of the rider dialog's questions. */
const RIDER_PATHS: readonly PersonPath[] = [
  'name.title',
  'name.forenames',
  'name.surname',
  'date_of_birth',
  'relationship_to_proposer',
  'marital_status',
  'resident.is_uk_born',
  'resident.since',
  'has_insurance_refused',
  'driver_details.licence.type',
  'driver_details.licence.date',
  'driver_details.has_claims',
  'driver_details.licence.has_convictions',
  'driver_details.has_medical_condition',
  'driver_details.has_motoring_organisation',
  'driver_details.motoring_organisation',
  'driver_details.has_access_to_other_vehicles',
  'driver_details.access_to_other_vehicles',
  'driver_details.number_of_other_vehicles',
  'full_time_occupation.status',
  'full_time_occupation.role',
  'full_time_occupation.industry',
  'has_part_time_occupation',
  'part_time_occupation.status',
  'part_time_occupation.role',
  'part_time_occupation.industry',
  'has_non_rta_conviction',
]

/**
 * The questions of the add/edit rider dialog for rider `index` (0-based), in order: everything the proposer
 * is asked about themself except address, email and phones, plus the relationship to the policyholder.
 * Ids are 'risk.additional_drivers.{index}.{path}'; labels and hints use they/their; no autocomplete.
 */
export const riderQuestions = (index: number): readonly PersonQuestion[] => RIDER_PATHS.map((path) => personQuestion(index, path))
