import * as t from 'io-ts'
import { Code, EmailAddress, entity, nullable, UkPhone } from '../primitives'
import { sensitive } from '../sensitive'
import { Address } from './address'
import { DriverDetails } from './driver-details'
import { DateOfBirth, Occupation, PersonName, Resident } from './person'

export const Email = sensitive(EmailAddress, 'email', 'redacted@example.invalid' as EmailAddress)
export const Phone = sensitive(UkPhone, 'phone', '07000000000' as UkPhone)

export const PhoneNumbers = entity(
  { mobile: nullable(Phone), other: nullable(Phone), home: nullable(Phone) },
  'PhoneNumbers',
)
export type PhoneNumbers = t.TypeOf<typeof PhoneNumbers>

/** The fields a proposer and an additional rider share. */
export const personProps = {
  date_of_birth: nullable(DateOfBirth),
  full_time_occupation: Occupation,
  has_insurance_refused: nullable(t.boolean),
  name: PersonName,
  has_part_time_occupation: nullable(t.boolean),
  part_time_occupation: nullable(Occupation),
  resident: Resident,
  is_smoker: nullable(t.boolean),
  marital_status: nullable(Code),
  has_non_rta_conviction: nullable(t.boolean),
  driver_details: DriverDetails,
}

/** The person applying for the policy. */
export const Proposer = entity(
  {
    ...personProps,
    address: Address,
    email_address: nullable(Email),
    phone_numbers: PhoneNumbers,
  },
  'Proposer',
)
export type Proposer = t.TypeOf<typeof Proposer>
