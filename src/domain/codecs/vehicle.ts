import * as t from 'io-ts'
import { answered } from '../answered'
import { Code, entity, entityWith, IsoDate, NonNegative, nullable, Text, UkRegistration } from '../primitives'
import { inList, listCode } from '../list-code'
import { PersonalPostcode } from './address'
import type { WireSchema } from '../wire-schema'

/** Cover types: comprehensive, third party fire and theft, third party only. */
export const CoverType = t.keyof({ C: null, TPFT: null, TPO: null }, 'CoverType')
export type CoverType = t.TypeOf<typeof CoverType>

export const Modification = entity({ type: nullable(listCode('duq_vehicle_modification')), description: nullable(Text) }, 'Modification')
export type Modification = t.TypeOf<typeof Modification>

const Purchased = entity(
  { is_purchased: nullable(t.boolean), date_purchased: answered(nullable(IsoDate)) },
  'Purchased',
)
type Purchased = t.TypeOf<typeof Purchased>

const [YEAR_MIN, YEAR_MAX] = [1900, 2100]
/** A model year. */
export const Year = t.refinement(t.number, (n) => Number.isInteger(n) && n >= YEAR_MIN && n <= YEAR_MAX, 'Year')
export const YearSchema: WireSchema = { codec: Year, schema: { type: 'integer', minimum: YEAR_MIN, maximum: YEAR_MAX } }

/** The insured bike, with the rider's answers about keeping and using it. */
export const Vehicle = entityWith(
  { purchased: Purchased, modifications: t.array(Modification) },
  {
    has_registration: nullable(t.boolean),
    registration: nullable(UkRegistration),
    cover_type: nullable(inList(CoverType, 'cover_type')),
    kept_postcode: answered(nullable(PersonalPostcode)),
    kept_location: answered(nullable(listCode('vehicle_kept_location'))),
    value: answered(nullable(NonNegative)),
    keeper: nullable(t.boolean),
    owner: answered(nullable(listCode('vehicle_owner'))),
    year: nullable(Year),
    year_min: nullable(Year),
    year_max: nullable(Year),
    is_modified: nullable(t.boolean),
    model: nullable(Text),
    class_of_use: nullable(listCode('vehicle_class_of_use')),
    is_exclude_pillion_riders: answered(nullable(t.boolean)),
    // 'No' answers "is it an import?" with no, and '' is yes with the import type still to choose
    // (reducers/proposal.ts): answers, not import types.
    imported: answered(nullable(listCode('vehicle_imported', { notCodes: ['No', ''] }))),
    has_side_car: answered(nullable(t.boolean)),
    has_tracker: nullable(t.boolean),
    tracker: answered(nullable(listCode('vehicle_tracker'))),
    has_alarm: nullable(t.boolean),
    alarm: answered(nullable(listCode('vehicle_alarm'))),
    has_immobiliser: nullable(t.boolean),
    immobiliser: answered(nullable(listCode('vehicle_immobiliser'))),
    is_left_hand_drive: nullable(t.boolean),
    abi_code: nullable(Code),
    production_years: nullable(Text),
    manufacturer: nullable(Text),
    description: nullable(Text),
    engine_size: nullable(NonNegative),
    fuel_type: nullable(listCode('vehicle_fuel_type')),
    fuel_type_cdl: nullable(Code),
    transmission: nullable(listCode('vehicle_transmission')),
    transmission_cdl: nullable(Code),
    doors: nullable(NonNegative),
    is_kept_at_proposer_postcode: nullable(t.boolean),
  },
  'Vehicle',
)
export type Vehicle = t.TypeOf<typeof Vehicle>
