import * as t from 'io-ts'
import { answered } from '../answered'
import { VOLUNTARY_EXCESS_MAX, VOLUNTARY_EXCESS_MIN, VOLUNTARY_EXCESS_STEP } from '../constants'
import { Code, entityWith, IsoDate, NonNegative, nullable, Text } from '../primitives'
import { AdditionalDriver } from './additional-driver'
import { Duqs } from './duqs'
import { PreviousInsurance } from './previous-insurance'
import { Proposer } from './proposer'
import { Userfields } from './userfields'
import { Vehicle } from './vehicle'
import type { WireSchema } from '../wire-schema'

/** Voluntary excess in pounds: 0 to 2000 in steps of 50. */
export const VoluntaryExcess = t.refinement(
  t.number,
  (n) => Number.isInteger(n) && n >= VOLUNTARY_EXCESS_MIN && n <= VOLUNTARY_EXCESS_MAX && n % VOLUNTARY_EXCESS_STEP === 0,
  'VoluntaryExcess',
)
export const VoluntaryExcessSchema: WireSchema = {
  codec: VoluntaryExcess,
  schema: { type: 'integer', minimum: VOLUNTARY_EXCESS_MIN, maximum: VOLUNTARY_EXCESS_MAX, multipleOf: VOLUNTARY_EXCESS_STEP },
}

/** Source of business: Direct, Website, a partner code, or empty. */
const SOURCE_OF_BUSINESS_MAX_LENGTH = 32
export const SourceOfBusiness = t.refinement(t.string, (s) => s.length <= SOURCE_OF_BUSINESS_MAX_LENGTH, 'SourceOfBusiness')
export const SourceOfBusinessSchema: WireSchema = { codec: SourceOfBusiness, schema: { maxLength: SOURCE_OF_BUSINESS_MAX_LENGTH } }

/** Everything the insurer rates: the people, the bike, its use and the cover asked for. */
export const Risk = entityWith(
  {
    additional_drivers: t.array(AdditionalDriver),
    proposer: Proposer,
    userfields: Userfields,
    duqs: Duqs,
    voluntary_excess: VoluntaryExcess,
    vehicle: Vehicle,
  },
  {
    has_additional_drivers: nullable(t.boolean),
    documentation_delivery_method: nullable(Code),
    source_of_business: nullable(SourceOfBusiness),
    start_date: nullable(IsoDate),
    business_mileage: answered(nullable(NonNegative)),
    total_mileage: answered(nullable(NonNegative)),
    has_previous_insurance: nullable(t.boolean),
    previous_insurance: nullable(PreviousInsurance),
    has_driving_experience: nullable(t.boolean),
    driving_experience: nullable(Text),
  },
  'Risk',
)
export type Risk = t.TypeOf<typeof Risk>
