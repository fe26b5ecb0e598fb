import { isUkPostcode, normalisePostcode } from '../../src/domain/formats'
import type { Address } from '../../src/domain/codecs'
import { AddressBook } from './fixture-codecs'
import { assertFixture, decodeFixture, readFixture } from './fixture-file'
import { generatedAddressesFor } from './generated-addresses'

const FILE = 'addresses.json'

const checkBook = (book: AddressBook): string[] =>
  Object.entries(book).flatMap(([postcode, addresses]) => [
    ...(isUkPostcode(postcode) && normalisePostcode(postcode) === postcode
      ? []
      : [`${JSON.stringify(postcode)} is not a UK postcode in its normal spaced form`]),
    ...(addresses.length === 0 ? [`${postcode} has no addresses (leave a postcode out to make it not found)`] : []),
    ...addresses
      .filter((a) => a.postcode !== postcode)
      .map((a) => `${postcode}: an address carries the postcode ${JSON.stringify(a.postcode)}`),
    ...addresses.filter((a) => !a.line_1).map(() => `${postcode}: an address has no line_1`),
  ])

const BOOK: ReadonlyMap<string, readonly Address[]> = (() => {
  const book = decodeFixture(FILE, AddressBook, readFixture(FILE))
  assertFixture(FILE, checkBook(book))
  return new Map(Object.entries(book))
})()

/**
 * The addresses at a postcode (copies). The postcode is normalised first (case, spaces, or none, as the
 * client sends it). A recorded postcode gives its recorded addresses; any other valid UK postcode gives
 * plausible generated ones, the same each time (`generatedAddressesFor`); `ZE2 9XX` and text that is not a
 * UK postcode give [].
 */
export const addressesFor = (postcode: string): Address[] =>
  (BOOK.get(normalisePostcode(postcode)) ?? generatedAddressesFor(postcode)).map((a) => ({ ...a }))
