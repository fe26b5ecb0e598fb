import * as t from 'io-ts'
import { listCode } from '../list-code'
import { Code, entity, IsoDate, NonNegative, nullable } from '../primitives'

/** A motoring conviction (points, penalty, disqualification or ban). Preview shows conviction_date and code. */
export const Conviction = entity(
  {
    code: nullable(listCode('motor_convictions')),
    conviction_date: nullable(IsoDate),
    offence_date: nullable(IsoDate),
    points: nullable(NonNegative),
    has_ban_months: nullable(t.boolean),
    ban_months: nullable(NonNegative),
    fine: nullable(NonNegative),
    alcohol_reading_type: nullable(Code),
    alcohol_reading: nullable(NonNegative),
  },
  'Conviction',
)
export type Conviction = t.TypeOf<typeof Conviction>
