import * as t from 'io-ts'
import { Code, entity, IsoDate, NonNegative, nullable, Text } from '../primitives'
import { sensitive } from '../sensitive'

/** A notifiable medical condition; at most one driver per quote may have one. */
export const MedicalCondition = entity(
  {
    code: nullable(Code),
    date: nullable(IsoDate),
    claims: nullable(NonNegative),
    status: nullable(Code),
    is_vehicle_modified: nullable(t.boolean),
    is_dvla_notified: nullable(t.boolean),
    has_dvla_restriction: nullable(t.boolean),
    is_receiving_treatment: nullable(t.boolean),
    treatment_description: nullable(sensitive(Text, 'free-text', 'Redacted')),
    has_insulin_injections: nullable(t.boolean),
    insulin_units: nullable(NonNegative),
    number_of_coronary_attacks: nullable(NonNegative),
    has_coronary_by_pass: nullable(t.boolean),
    coronary_date: nullable(IsoDate),
  },
  'MedicalCondition',
)
export type MedicalCondition = t.TypeOf<typeof MedicalCondition>
