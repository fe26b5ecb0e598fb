import * as t from 'io-ts'
import { Code, entity, IsoDate, nullable, Text } from '../primitives'
import { sensitive } from '../sensitive'

const PersonNameText = t.refinement(Text, (s) => s.length <= 100, 'PersonNameText')

/** A person's name. Title is a list code; forenames, surname and salutation are personal data. */
export const PersonName = entity(
  {
    title: nullable(Code),
    forenames: nullable(sensitive(PersonNameText, 'name', 'Redacted')),
    surname: nullable(sensitive(PersonNameText, 'name', 'Redacted')),
    salutation: nullable(sensitive(PersonNameText, 'name', 'Redacted')),
  },
  'PersonName',
)
export type PersonName = t.TypeOf<typeof PersonName>

/** An occupation (full time or part time): status, role and industry codes. */
export const Occupation = entity(
  { status: nullable(Code), role: nullable(Code), industry: nullable(Code) },
  'Occupation',
)
export type Occupation = t.TypeOf<typeof Occupation>

/** UK residency: born in the UK, or resident since a date. */
export const Resident = entity({ is_uk_born: nullable(t.boolean), since: nullable(IsoDate) }, 'Resident')
export type Resident = t.TypeOf<typeof Resident>

/** A date of birth is personal data; the placeholder keeps an adult age so a redacted trail replays sensibly. */
export const DateOfBirth = sensitive(IsoDate, 'date-of-birth', '1970-01-01' as IsoDate)
