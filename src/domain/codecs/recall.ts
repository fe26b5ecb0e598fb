import * as t from 'io-ts'
import { entityWith, Json, nullable, QuoteReference } from '../primitives'
import { PersonalPostcode } from './address'
import { DateOfBirth } from './person'

/** Retrieve a quote by reference, postcode and date of birth; the deep link adds the page-level request object. */
export const RecallRequest = entityWith(
  { reference: QuoteReference, postcode: PersonalPostcode, dob: DateOfBirth },
  { options: nullable(t.partial({ request: Json })) },
  'RecallRequest',
)
export type RecallRequest = t.TypeOf<typeof RecallRequest>
