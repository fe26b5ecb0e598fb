import * as t from 'io-ts'
import { Code, entity, nullable } from '../primitives'
import { personProps } from './proposer'

/** An additional rider: as the proposer without address, email and phones, plus the relationship to the proposer. */
export const AdditionalDriver = entity(
  { ...personProps, relationship_to_proposer: nullable(Code) },
  'AdditionalDriver',
)
export type AdditionalDriver = t.TypeOf<typeof AdditionalDriver>
