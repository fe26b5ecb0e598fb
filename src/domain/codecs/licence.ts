import * as t from 'io-ts'
import { Code, entityWith, IsoDate, nullable } from '../primitives'
import { sensitive } from '../sensitive'
import { Conviction } from './conviction'

/** A rider's licence, with the convictions declared against it. Type '<No Licence>' has no date. */
export const Licence = entityWith(
  { convictions: t.array(Conviction) },
  {
    type: nullable(Code),
    date: nullable(IsoDate),
    has_convictions: nullable(t.boolean),
    has_provided_licence_number: nullable(t.boolean),
    number: nullable(sensitive(t.string, 'free-text', 'REDACTED')),
  },
  'Licence',
)
export type Licence = t.TypeOf<typeof Licence>
