import * as t from 'io-ts'
import { answered } from '../answered'
import { AccountNumber, Code, entity, entityWith, nullable, SortCode, Text } from '../primitives'
import { sensitive } from '../sensitive'
import type { WirePattern, WireSchema } from '../wire-schema'
import { Address } from './address'
import { DateOfBirth, PersonTitle } from './person'

/** The account holder when it is not the proposer. */
const ThirdPartyHolder = entityWith(
  // The holder's address is answered by the Instalments screen's address picker, as one value.
  { address: answered(Address) },
  {
    title: answered(nullable(PersonTitle)),
    forename: answered(nullable(sensitive(Text, 'name', 'Redacted'))),
    surname: answered(nullable(sensitive(Text, 'name', 'Redacted'))),
    date_of_birth: answered(nullable(DateOfBirth)),
  },
  'ThirdPartyHolder',
)
type ThirdPartyHolder = t.TypeOf<typeof ThirdPartyHolder>

const DAY_OF_MONTH = /^([1-9]|[12][0-9]|3[01])$/
const CollectionDay = t.refinement(Code, (s) => DAY_OF_MONTH.test(s), 'CollectionDay')
export const CollectionDaySchema: WireSchema = { codec: CollectionDay, schema: { pattern: { of: DAY_OF_MONTH } satisfies WirePattern } }

/** Monthly payment by direct debit. Bank details are personal data. */
export const DirectDebit = entity(
  {
    account_name: answered(nullable(sensitive(Text, 'full-name', 'Redacted Name'))),
    account_number: answered(nullable(sensitive(AccountNumber, 'account-number', '00000000' as AccountNumber))),
    sort_code: answered(nullable(sensitive(SortCode, 'sort-code', '000000' as SortCode))),
    collection_day: nullable(CollectionDay),
    is_proposer_account_holder: nullable(t.boolean),
    third_party: nullable(ThirdPartyHolder),
  },
  'DirectDebit',
)
export type DirectDebit = t.TypeOf<typeof DirectDebit>
