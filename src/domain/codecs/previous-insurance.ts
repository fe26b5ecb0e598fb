import * as t from 'io-ts'
import { answered } from '../answered'
import { entity, entityWith, nullable } from '../primitives'

const NcdYears = t.refinement(t.number, (n) => Number.isInteger(n) && n >= 0 && n <= 99, 'NcdYears')

/** No claims discount: years earned and whether it is protected. */
const Ncd = entity({ years: nullable(NcdYears), is_protected: answered(nullable(t.boolean)) }, 'Ncd')
type Ncd = t.TypeOf<typeof Ncd>

export const PreviousInsurance = entityWith({ ncd: Ncd }, {}, 'PreviousInsurance')
export type PreviousInsurance = t.TypeOf<typeof PreviousInsurance>
