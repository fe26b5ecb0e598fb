import * as t from 'io-ts'
import { answered } from '../answered'
import { entity, nullable, Text } from '../primitives'
import { sensitive } from '../sensitive'
import { DateOfBirth, PersonTitle } from './person'
import { Email, Phone } from './proposer'

/** Consent and third-party authority answers. Every tpa_* field is personal data. */
export const Userfields = entity(
  {
    has_email_consent: answered(nullable(t.boolean)),
    has_third_party_authority: nullable(t.boolean),
    tpa_title: answered(nullable(sensitive(PersonTitle, 'title', 'Mx'))),
    tpa_forename: answered(nullable(sensitive(Text, 'name', 'Redacted'))),
    tpa_surname: answered(nullable(sensitive(Text, 'name', 'Redacted'))),
    tpa_date_of_birth: answered(nullable(DateOfBirth)),
    tpa_email: answered(nullable(Email)),
    tpa_phone: answered(nullable(Phone)),
    iovachek: nullable(Text),
  },
  'Userfields',
)
export type Userfields = t.TypeOf<typeof Userfields>

export const TPA_FIELDS = ['tpa_title', 'tpa_forename', 'tpa_surname', 'tpa_date_of_birth', 'tpa_email', 'tpa_phone'] as const
