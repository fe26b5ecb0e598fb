import * as t from 'io-ts'
import { answered } from '../answered'
import { entity, entityWith, nullable } from '../primitives'
import type { WireSchema } from '../wire-schema'

const NCD_YEARS_MAX = 99
const NcdYears = t.refinement(t.number, (n) => Number.isInteger(n) && n >= 0 && n <= NCD_YEARS_MAX, 'NcdYears')
export const NcdYearsSchema: WireSchema = { codec: NcdYears, schema: { type: 'integer', minimum: 0, maximum: NCD_YEARS_MAX } }

/** No claims discount: years earned and whether it is protected. */
const Ncd = entity({ years: nullable(NcdYears), is_protected: answered(nullable(t.boolean)) }, 'Ncd')
type Ncd = t.TypeOf<typeof Ncd>

export const PreviousInsurance = entityWith({ ncd: Ncd }, {}, 'PreviousInsurance')
export type PreviousInsurance = t.TypeOf<typeof PreviousInsurance>
