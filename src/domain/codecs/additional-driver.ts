import * as t from 'io-ts'
import { answered } from '../answered'
import { listCode } from '../list-code'
import { entityWith, nullable } from '../primitives'
import { personParts, personProps } from './proposer'

/** An additional rider: as the proposer without address, email and phones, plus the relationship to the proposer. */
export const AdditionalDriver = entityWith(
  personParts,
  { ...personProps, relationship_to_proposer: answered(nullable(listCode('relationship_to_proposer'))) },
  'AdditionalDriver',
)
export type AdditionalDriver = t.TypeOf<typeof AdditionalDriver>
