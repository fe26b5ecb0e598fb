import * as t from 'io-ts'
import { entity, nullable, Text, UkPostcode } from '../primitives'
import { sensitive } from '../sensitive'

const Line = sensitive(Text, 'address-line', 'Redacted')

/** A UK postal address as the address lookup returns it and the proposal stores it. */
export const Address = entity(
  {
    line_1: nullable(Line),
    line_2: nullable(Line),
    line_3: nullable(Line),
    line_4: nullable(Line),
    line_5: nullable(Line),
    postcode: nullable(UkPostcode),
  },
  'Address',
)
export type Address = t.TypeOf<typeof Address>

/** The address lookup's answer: the addresses at one postcode. */
export const AddressList = t.array(Address, 'AddressList')
export type AddressList = t.TypeOf<typeof AddressList>
