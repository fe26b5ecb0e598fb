import * as t from 'io-ts'
import { listCode } from '../list-code'
import { entity, IsoDate, NonNegative, nullable } from '../primitives'

/** An accident, claim or loss in the last 5 years. The list preview shows date and description. */
export const Claim = entity(
  {
    description: nullable(listCode('motor_claim')),
    date: nullable(IsoDate),
    has_own_damage_cost: nullable(t.boolean),
    own_damage_cost: nullable(NonNegative),
    has_third_party_cost: nullable(t.boolean),
    third_party_cost: nullable(NonNegative),
    is_ncb_prejudiced: nullable(t.boolean),
    is_personal_injury: nullable(t.boolean),
    is_under_policyholders_cover: nullable(t.boolean),
  },
  'Claim',
)
export type Claim = t.TypeOf<typeof Claim>
