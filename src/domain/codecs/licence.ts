import * as t from 'io-ts'
import { answered } from '../answered'
import { entityWith, IsoDate, nullable } from '../primitives'
import { listCode } from '../list-code'
import { sensitive } from '../sensitive'
import { Conviction } from './conviction'

/** A rider's licence, with the convictions declared against it. Type '<No Licence>' has no date. */
export const Licence = entityWith(
  { convictions: t.array(Conviction) },
  {
    type: nullable(listCode('driving_license_type')),
    date: answered(nullable(IsoDate)),
    has_convictions: nullable(t.boolean),
    has_provided_licence_number: nullable(t.boolean),
    number: nullable(sensitive(t.string, 'free-text', 'REDACTED')),
  },
  'Licence',
)
export type Licence = t.TypeOf<typeof Licence>
