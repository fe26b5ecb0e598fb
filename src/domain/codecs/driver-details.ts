import * as t from 'io-ts'
import { answered } from '../answered'
import { Code, entityWith, NonNegative, nullable } from '../primitives'
import { listCode } from '../list-code'
import { Claim } from './claim'
import { Licence } from './licence'
import { MedicalCondition } from './medical-condition'

/** The two person roles inside a quote; they select the required-rule keys and the you/they wording. */
export const DriverRole = t.keyof({ proposer: null, additional_driver: null }, 'DriverRole')
export type DriverRole = t.TypeOf<typeof DriverRole>

/** Riding history and habits of one rider. */
export const DriverDetails = entityWith(
  { tests: t.array(Code), licence: Licence, claims: t.array(Claim) },
  {
    has_access_to_other_vehicles: answered(nullable(t.boolean)),
    access_to_other_vehicles: answered(nullable(listCode('person_vehicle_access'))),
    vehicle_use: nullable(Code),
    driver_type: nullable(DriverRole),
    number_of_other_vehicles: answered(nullable(NonNegative)),
    has_medical_condition: nullable(t.boolean),
    medical_condition: nullable(MedicalCondition),
    has_claims: nullable(t.boolean),
    has_motoring_organisation: nullable(t.boolean),
    motoring_organisation: answered(nullable(listCode('person_motoring_organisation'))),
  },
  'DriverDetails',
)
export type DriverDetails = t.TypeOf<typeof DriverDetails>
