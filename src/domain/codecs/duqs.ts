import * as t from 'io-ts'
import { answered } from '../answered'
import { MAX_ADDITIONAL_RIDERS, MAX_DUQ_MODIFICATIONS } from '../constants'
import { listCode } from '../list-code'
import { nullable } from '../primitives'
import type { ListName } from './reference-list'

type Numbered<P extends string, N extends number> = `${P}${N}`
type UpTo9 = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9
type RiderIndex = 1 | 2 | 3 | 4 | 5

const numbered = <P extends string, N extends number, C extends t.Mixed>(prefix: P, count: number, codec: C) =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [`${prefix}${i + 1}`, codec])) as Record<
    Numbered<P, N>,
    C
  >

const duq = (list: ListName) => nullable(listCode(list))
const ModificationDuq = duq('duq_vehicle_modification')
const MaritalDuq = duq('person_marital_status')
const RelationshipDuq = duq('relationship_to_proposer')

/**
 * The extra questions: fixed ones, numbered modification slots, and per additional rider marital status and
 * relationship. The numbered keys are made per modification and per rider, so each carries its list: the
 * modification's, and the rider's marital status and relationship.
 */
export const Duqs = t.exact(
  t.partial({
    is_pay_monthly: nullable(t.boolean),
    vehicle_night_location: duq('vehicle_kept_location'),
    marital_status_proposer: MaritalDuq,
    vehicle_daytime_location: duq('vehicle_kept_location'),
    vehicle_owner: duq('vehicle_owner'),
    education_level: answered(duq('duq_education_level_short')),
    ...numbered<'vehicle_modification_', UpTo9, typeof ModificationDuq>('vehicle_modification_', MAX_DUQ_MODIFICATIONS, ModificationDuq),
    ...numbered<'marital_status_driver_', RiderIndex, typeof MaritalDuq>('marital_status_driver_', MAX_ADDITIONAL_RIDERS, MaritalDuq),
    ...numbered<'relationship_to_proposer_driver_', RiderIndex, typeof RelationshipDuq>(
      'relationship_to_proposer_driver_',
      MAX_ADDITIONAL_RIDERS,
      RelationshipDuq,
    ),
  }),
  'Duqs',
)
export type Duqs = t.TypeOf<typeof Duqs>

export type DuqModificationKey = Numbered<'vehicle_modification_', UpTo9>
export type DuqRiderKey = Numbered<'marital_status_driver_' | 'relationship_to_proposer_driver_', RiderIndex>

export const duqModificationKey = (n: number): DuqModificationKey => `vehicle_modification_${n}` as DuqModificationKey
export const duqMaritalKey = (n: number): DuqRiderKey => `marital_status_driver_${n}` as DuqRiderKey
export const duqRelationshipKey = (n: number): DuqRiderKey => `relationship_to_proposer_driver_${n}` as DuqRiderKey
