import * as t from 'io-ts'
import { DomainEvent } from '../domain/events'
import { Timestamp } from '../domain/primitives'

export const TRAIL_FORMAT = 'ridecover.trail'
export const TRAIL_VERSION = 1

/** The trail document's envelope; its events are decoded one by one so the first bad one can be named. */
export const TrailEnvelope = t.type(
  {
    format: t.literal(TRAIL_FORMAT),
    version: t.literal(TRAIL_VERSION),
    appVersion: t.string,
    session: t.string,
    createdAt: Timestamp,
    redacted: t.boolean,
    events: t.UnknownArray,
  },
  'TrailEnvelope',
)

/** A session's event trail: what support exports and developers replay. */
export const Trail = t.type(
  {
    format: t.literal(TRAIL_FORMAT),
    version: t.literal(TRAIL_VERSION),
    appVersion: t.string,
    session: t.string,
    createdAt: Timestamp,
    redacted: t.boolean,
    events: t.array(DomainEvent),
  },
  'Trail',
)
export type Trail = t.TypeOf<typeof Trail>
