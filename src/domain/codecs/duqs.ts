import * as t from 'io-ts'
import { MAX_ADDITIONAL_RIDERS, MAX_DUQ_MODIFICATIONS } from '../constants'
import { Code, nullable } from '../primitives'

type Numbered<P extends string, N extends number> = `${P}${N}`
type UpTo9 = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9
type RiderIndex = 1 | 2 | 3 | 4 | 5

const numbered = <P extends string, N extends number, C extends t.Mixed>(prefix: P, count: number, codec: C) =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [`${prefix}${i + 1}`, codec])) as Record<
    Numbered<P, N>,
    C
  >

const DuqCode = nullable(Code)

/** The extra questions: fixed ones, numbered modification slots, and per additional rider marital status and relationship. */
export const Duqs = t.exact(
  t.partial({
    is_pay_monthly: nullable(t.boolean),
    vehicle_night_location: DuqCode,
    marital_status_proposer: DuqCode,
    vehicle_daytime_location: DuqCode,
    vehicle_owner: DuqCode,
    education_level: DuqCode,
    ...numbered<'vehicle_modification_', UpTo9, typeof DuqCode>('vehicle_modification_', MAX_DUQ_MODIFICATIONS, DuqCode),
    ...numbered<'marital_status_driver_', RiderIndex, typeof DuqCode>('marital_status_driver_', MAX_ADDITIONAL_RIDERS, DuqCode),
    ...numbered<'relationship_to_proposer_driver_', RiderIndex, typeof DuqCode>(
      'relationship_to_proposer_driver_',
      MAX_ADDITIONAL_RIDERS,
      DuqCode,
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
