import * as t from 'io-ts'
import { answered } from '../answered'
import { entity, IsoDate, nullable, Text } from '../primitives'
import { listCode } from '../list-code'
import { sensitive } from '../sensitive'
import type { WireSchema } from '../wire-schema'

/**
 * A person's title: the form offers person_title_gender (000), whose options carry the gender; the screens after the
 * quote name person_title (001), so a title of either list is taken.
 */
export const PersonTitle = listCode('person_title_gender', { orFrom: 'person_title' })

const PERSON_NAME_MAX_LENGTH = 100
const PersonNameText = t.refinement(Text, (s) => s.length <= PERSON_NAME_MAX_LENGTH, 'PersonNameText')
export const PersonNameTextSchema: WireSchema = { codec: PersonNameText, schema: { maxLength: PERSON_NAME_MAX_LENGTH } }

/** A person's name. Title is a list code; forenames, surname and salutation are personal data. */
export const PersonName = entity(
  {
    title: answered(nullable(PersonTitle)),
    forenames: answered(nullable(sensitive(PersonNameText, 'name', 'Redacted'))),
    surname: answered(nullable(sensitive(PersonNameText, 'name', 'Redacted'))),
    salutation: nullable(sensitive(PersonNameText, 'name', 'Redacted')),
  },
  'PersonName',
)
export type PersonName = t.TypeOf<typeof PersonName>

const occupationRole = answered(nullable(listCode('occupation_role')))
const occupationIndustry = answered(nullable(listCode('occupation_industry')))

/**
 * The full-time occupation: status, role and industry codes. Its status is set by its own event, whose rules
 * give or take away the role and industry.
 */
export const Occupation = entity(
  { status: nullable(listCode('occupation_status')), role: occupationRole, industry: occupationIndustry },
  'Occupation',
)
export type Occupation = t.TypeOf<typeof Occupation>

/** A part-time occupation: as the full-time one, its status answered as it is. */
export const PartTimeOccupation = entity(
  { status: answered(nullable(listCode('occupation_status'))), role: occupationRole, industry: occupationIndustry },
  'Occupation',
)

/** UK residency: born in the UK, or resident since a date. */
export const Resident = entity({ is_uk_born: nullable(t.boolean), since: answered(nullable(IsoDate)) }, 'Resident')
export type Resident = t.TypeOf<typeof Resident>

/** A date of birth is personal data; the placeholder keeps an adult age so a redacted trail replays sensibly. */
export const DateOfBirth = sensitive(IsoDate, 'date-of-birth', '1970-01-01' as IsoDate)
