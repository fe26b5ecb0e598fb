import * as t from 'io-ts'
import { answered } from '../answered'
import { EmailAddress, entity, entityWith, nullable, UkPhone } from '../primitives'
import { listCode } from '../list-code'
import { sensitive } from '../sensitive'
import { Address } from './address'
import { DriverDetails } from './driver-details'
import { DateOfBirth, Occupation, PartTimeOccupation, PersonName, Resident } from './person'

export const Email = sensitive(EmailAddress, 'email', 'redacted@example.invalid' as EmailAddress)
export const Phone = sensitive(UkPhone, 'phone', '07000000000' as UkPhone)

const PhoneNumbers = entity(
  { mobile: answered(nullable(Phone)), other: answered(nullable(Phone)), home: nullable(Phone) },
  'PhoneNumbers',
)
type PhoneNumbers = t.TypeOf<typeof PhoneNumbers>

/** The structure a proposer and an additional rider share (always present). */
export const personParts = {
  name: PersonName,
  full_time_occupation: Occupation,
  resident: Resident,
  driver_details: DriverDetails,
}

/** The answers a proposer and an additional rider share. */
export const personProps = {
  date_of_birth: answered(nullable(DateOfBirth)),
  has_insurance_refused: answered(nullable(t.boolean)),
  has_part_time_occupation: nullable(t.boolean),
  part_time_occupation: nullable(PartTimeOccupation),
  is_smoker: nullable(t.boolean),
  marital_status: answered(nullable(listCode('person_marital_status'))),
  has_non_rta_conviction: answered(nullable(t.boolean)),
}

/** The person applying for the policy. */
export const Proposer = entityWith(
  { ...personParts, address: Address, phone_numbers: PhoneNumbers },
  { ...personProps, email_address: answered(nullable(Email)) },
  'Proposer',
)
export type Proposer = t.TypeOf<typeof Proposer>
