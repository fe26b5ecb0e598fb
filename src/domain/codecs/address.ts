import * as t from 'io-ts'
import { entity, nullable, Text, UkPostcode } from '../primitives'
import { sensitive } from '../sensitive'

const Line = sensitive(Text, 'address-line', 'Redacted')

/**
 * A rider's postcode (their address, where the bike is kept, a lookup they made): personal data, redacted in
 * exported trails as a postcode that exists nowhere. The lookup's own query parameter is the spec's (000 §6).
 */
export const PersonalPostcode = sensitive(UkPostcode, 'postcode', 'ZX99 9ZZ' as UkPostcode)
/** A postcode box as typed, valid or not: personal data as well. */
export const TypedPostcode = sensitive(Text, 'postcode', 'ZX99 9ZZ')

/** A UK postal address as the address lookup returns it and the proposal stores it. */
export const Address = entity(
  {
    line_1: nullable(Line),
    line_2: nullable(Line),
    line_3: nullable(Line),
    line_4: nullable(Line),
    line_5: nullable(Line),
    postcode: nullable(PersonalPostcode),
  },
  'Address',
)
export type Address = t.TypeOf<typeof Address>

/** The address lookup's answer: the addresses at one postcode. */
export const AddressList = t.array(Address, 'AddressList')
export type AddressList = t.TypeOf<typeof AddressList>
