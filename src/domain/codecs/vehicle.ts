import * as t from 'io-ts'
import { Code, entity, entityWith, IsoDate, NonNegative, nullable, Text, UkRegistration } from '../primitives'
import { PersonalPostcode } from './address'

/** Cover types: comprehensive, third party fire and theft, third party only. */
export const CoverType = t.keyof({ C: null, TPFT: null, TPO: null }, 'CoverType')
export type CoverType = t.TypeOf<typeof CoverType>

export const Modification = entity({ type: nullable(Code), description: nullable(Text) }, 'Modification')
export type Modification = t.TypeOf<typeof Modification>

const Purchased = entity(
  { is_purchased: nullable(t.boolean), date_purchased: nullable(IsoDate) },
  'Purchased',
)
type Purchased = t.TypeOf<typeof Purchased>

const Year = t.refinement(t.number, (n) => Number.isInteger(n) && n >= 1900 && n <= 2100, 'Year')

/** The insured bike, with the rider's answers about keeping and using it. */
export const Vehicle = entityWith(
  { purchased: Purchased, modifications: t.array(Modification) },
  {
    has_registration: nullable(t.boolean),
    registration: nullable(UkRegistration),
    cover_type: nullable(CoverType),
    kept_postcode: nullable(PersonalPostcode),
    kept_location: nullable(Code),
    value: nullable(NonNegative),
    keeper: nullable(t.boolean),
    owner: nullable(Code),
    year: nullable(Year),
    year_min: nullable(Year),
    year_max: nullable(Year),
    is_modified: nullable(t.boolean),
    model: nullable(Text),
    class_of_use: nullable(Code),
    is_exclude_pillion_riders: nullable(t.boolean),
    imported: nullable(Code),
    has_side_car: nullable(t.boolean),
    has_tracker: nullable(t.boolean),
    tracker: nullable(Code),
    has_alarm: nullable(t.boolean),
    alarm: nullable(Code),
    has_immobiliser: nullable(t.boolean),
    immobiliser: nullable(Code),
    is_left_hand_drive: nullable(t.boolean),
    abi_code: nullable(Code),
    production_years: nullable(Text),
    manufacturer: nullable(Text),
    description: nullable(Text),
    engine_size: nullable(NonNegative),
    fuel_type: nullable(Code),
    fuel_type_cdl: nullable(Code),
    transmission: nullable(Code),
    transmission_cdl: nullable(Code),
    doors: nullable(NonNegative),
    is_kept_at_proposer_postcode: nullable(t.boolean),
  },
  'Vehicle',
)
export type Vehicle = t.TypeOf<typeof Vehicle>
