import * as t from 'io-ts'
import { entity, nullable, Text } from '../primitives'
import { sensitive } from '../sensitive'
import { DateOfBirth, PersonTitle } from './person'
import { Email, Phone } from './proposer'

/** Consent and third-party authority answers. Every tpa_* field is personal data. */
export const Userfields = entity(
  {
    has_email_consent: nullable(t.boolean),
    has_third_party_authority: nullable(t.boolean),
    tpa_title: nullable(sensitive(PersonTitle, 'title', 'Mx')),
    tpa_forename: nullable(sensitive(Text, 'name', 'Redacted')),
    tpa_surname: nullable(sensitive(Text, 'name', 'Redacted')),
    tpa_date_of_birth: nullable(DateOfBirth),
    tpa_email: nullable(Email),
    tpa_phone: nullable(Phone),
    iovachek: nullable(Text),
  },
  'Userfields',
)
export type Userfields = t.TypeOf<typeof Userfields>

export const TPA_FIELDS = ['tpa_title', 'tpa_forename', 'tpa_surname', 'tpa_date_of_birth', 'tpa_email', 'tpa_phone'] as const
